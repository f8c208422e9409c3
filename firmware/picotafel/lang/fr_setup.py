"""French words of the part `setup`: a new match's screens (game, players, options, first
dealer), the language screen (lang/__init__.py)."""

WORDS = (
"""
ALREADY_PLAYS = %s joue déjà
CHANGE = 4/6 changer
DELETE_DONE = * effacer  # fini
DIGITS_OK_DEL = chiffres # ok * suppr
EIGHT_LETTERS = 8 lettres au plus
GAME_OPTIONS = %s: options
GAME_PLAYERS = %s: joueurs
GO_ON_BACK = # suite   * retour
MOVE_CHOOSE = 2/8 bouger  # choisir
MOVE_START = 2/8 bouger  # jouer
NAME_OF_PLAYER = Nom du joueur %d
NAME_TYPE = 4/6 nom  5 taper
NEW_MATCH_GAME = Nouvelle partie: jeu
NEXT = suite >
N_TO_N = %d à %d
OPTION_BUUR = bourg
OPTION_DEALS = donnes
OPTION_EXACT = exact
OPTION_JACK = val. bourg
OPTION_MELDS = annonces
OPTION_MISERE = misère
OPTION_MULT = multiplic.
OPTION_OPEN = ouvert
OPTION_POMMES = pommes
OPTION_ROWS = lignes
OPTION_RULES = règles
OPTION_TARGET = but
OPTION_TEAMS = équipes
PLAYERS_N = joueurs: %d (4/6)
START = commencer >
START_BACK = # commencer * retour
VALUE_ALL = toutes
VALUE_AT_WILL = coupe libre
VALUE_BEST_SIDE = max
VALUE_FORCED = obligé
VALUE_FREE = libre
VALUE_MINUS = moins
VALUE_MUST_BEAT = monter
VALUE_OFF = non
""",
"""
VALUE_ON = oui
VALUE_SWISS = Suisse
VALUE_THREE = trois
WHO_DEALS_FIRST = Qui donne en premier?
""",
)
