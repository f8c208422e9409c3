"""French words of the part `log`: a log line that cannot be read or applied, said in a
damaged file's notice and by the host tools (lang/__init__.py)."""

WORDS = (
"""
AFTER_RESULT = 'weis' et 'stoeck' suivent le 'result' d'une donne
ANNULLED_DEAL_NEXT = la donne est annulée: 'deal' vient ensuite
BEFORE_FIRST_DEAL = '%s' avant le premier 'deal'
BEFORE_PLAYERS = '%s' avant 'players'
CARDS_GIVEN = les cartes de %s sont déjà données dans cette donne
DEALER_ONCE = 'dealer' une seule fois, avant la première donne
DEALS_OR_TARGET = l'option deals ou target, pas les deux
DEAL_COMPLETE = la donne %d est complète: 'deal' vient ensuite
DEAL_NEEDS_TRUMP = deal demande %s (elle fait l'atout)
DEAL_NOT_FINISHED = la donne %d n'est pas finie (%d plis sur %d)
DEAL_NO_CARD = 'deal' ne prend pas de carte: rien n'est retourné
DEAL_TAKES_CARD = deal prend une carte au plus
EMPTY_LOG = journal vide: il commence par 'game G'
ESTIMATES_FIRST = les estimations vont avant le premier pli
FOUR_PUSHES = 4 passes au plus: puis le premier choisit
GAME_NOT_HERE = le jeu '%s' n'est pas dans ce micrologiciel
GAME_ONCE = 'game' une seule fois, en premier
""",
"""
GAME_TAKES_NAME = game prend un nom
JOKER_MODES = une ligne joker est une couleur, Obenabe ou Undenufe
MUST_PUSH = l'équipe de %s a rempli toutes ses lignes: elle passe
NAME_LENGTH = le nom '%s' doit avoir 1 à 8 caractères
NAME_LETTERS = le nom '%s' n'a que lettres, chiffres, - et _
NOT_A_CARD = '%s' n'est pas une carte (rang 6-A, couleur S H D C)
NOT_A_NUMBER = %s '%s' n'est pas un nombre
NOT_A_PLAYER = %s n'est pas un joueur
NOT_A_PLAYER_OF = %s n'est pas un joueur (%s)
NOT_A_SEPARATOR = '%s' entre les mots: seuls espaces et tabulations les séparent
NOT_A_STATEMENT_OF = '%s' n'est pas une entrée de %s
NO_OPTIONS = aucune
NO_SUCH_OPTION = %s n'a pas d'option '%s' (%s)
NO_TOOK_YET = la donne %d n'a pas encore de 'took'
ONE_KEY_VALUE = option prend un KEY=VALUE
OPTIONS_BEFORE_PLAYERS = les options vont avant 'players'
OR = ou
OVER_DEAL_NEXT = la donne est finie: 'deal' vient ensuite
OVER_DRAW = la partie est finie: égalité
PLAYERS_ONCE = 'players' une seule fois
""",
"""
PLAYERS_TAKE_NAMES = players prend 2 à 4 noms
POINTS_RANGE = les points de cartes vont de 0 à %d, pas %d
RESULTS_ADD_UP = les points des joueurs font %d, pas %d
RESULTS_FIRST = cette donne est saisie par ses points: 'result' pour chacun
RESULT_BEFORE_CARDS = les points au lieu des cartes: 'result' avant la première carte
RESULT_NO_MATCH = 'result N match' est pour une équipe: ici les points de chacun
RESULT_TAKES = result prend un nom et les points (0 à 157) ou match
RESULT_TWICE = %s a déjà ses points de cette donne
REVOKE_NOT_PLAYED = revoke: le pli %d n'est pas joué (1 à %d)
REVOKE_NO_TRICK = revoke: pas encore de pli dans cette donne
REVOKE_STANDS = une faute est déjà dans cette donne (%s, pli %d)
ROW_FILLED = %s a déjà joué %s
SET_ALREADY = l'option %s est déjà fixée
START_WITH_GAME = le journal commence par 'game G'
STOECK_NO_TRUMP = pas de stöck sans atout
STOECK_ONCE = stöck une seule fois par donne
TAKES_NAME_CARDS = %s prend un nom et des cartes
""",
"""
TAKES_NAME_NUMBER = %s prend un nom et un nombre
TAKES_NUMBER_FROM = l'option %s prend un nombre de %d à %d
TAKES_N_PLAYERS = %s se joue à %d joueurs
TAKES_N_TO_N_PLAYERS = %s se joue de %d à %d joueurs
TAKES_ONE_NAME = %s prend un nom
TAKES_ONE_OF = l'option %s prend %s
TEN_ROWS_ONLY = %s demande l'option rows=10
TRICK_HAS_N = un pli a %d cartes, pas %d
TRICK_TAKES_CARDS = trick prend ses cartes
TRUMP_CHOSEN = l'atout de cette donne est déjà choisi
TRUMP_FIRST = l'atout d'abord: 'trump MODE' ou 'trump push MODE'
TRUMP_TAKES = trump prend [push...] [joker] S H D C, O ou U, ou slalom ou guschti avec O ou U
TWO_CALLED = deux joueurs s'appellent %s
UNKNOWN_GAME = jeu inconnu '%s' (%s)
UNKNOWN_STATEMENT = entrée inconnue '%s'
WEIS_IN_FIRST_TRICK = l'annonce se fait au premier pli (%d plis joués)
WEIS_LINES_AT_MOST = au plus %d lignes 'weis' par donne
WEIS_ONE_SIDE = annonces d'une équipe seulement: %s en a déjà
WEIS_VALUES = une annonce vaut %s
""",
"""
WON_ALREADY = la partie est finie: %s a gagné
""",
)
