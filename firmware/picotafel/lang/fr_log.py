"""French words of the part `log`: a log line that cannot be read or applied, said in a
damaged file's notice and by the host tools (lang/__init__.py)."""

WORDS = (
"""
BEFORE_PLAYERS = '%s' avant 'players'
DEALER_ONCE = 'dealer' une seule fois, avant la première donne
DEAL_TAKES_CARD = deal prend une carte au plus
EMPTY_LOG = journal vide: il commence par 'game G'
GAME_NOT_HERE = le jeu '%s' n'est pas dans ce micrologiciel
GAME_ONCE = 'game' une seule fois, en premier
GAME_TAKES_NAME = game prend un nom
NAME_LENGTH = le nom '%s' doit avoir 1 à 8 caractères
NAME_LETTERS = le nom '%s' n'a que lettres, chiffres, - et _
NOT_A_CARD = '%s' n'est pas une carte (rang 6-A, couleur S H D C)
NOT_A_NUMBER = %s '%s' n'est pas un nombre
NOT_A_PLAYER_OF = %s n'est pas un joueur (%s)
NOT_A_STATEMENT_OF = '%s' n'est pas une entrée de %s
NO_OPTIONS = aucune
NO_SUCH_OPTION = %s n'a pas d'option '%s' (%s)
ONE_KEY_VALUE = option prend un KEY=VALUE
OPTIONS_BEFORE_PLAYERS = les options vont avant 'players'
OR = ou
PLAYERS_ONCE = 'players' une seule fois
PLAYERS_TAKE_NAMES = players prend 2 à 4 noms
SET_ALREADY = l'option %s est déjà fixée
""",
"""
START_WITH_GAME = le journal commence par 'game G'
TAKES_NAME_CARDS = %s prend un nom et des cartes
TAKES_NAME_NUMBER = %s prend un nom et un nombre
TAKES_NUMBER_FROM = l'option %s prend un nombre de %d à %d
TAKES_N_PLAYERS = %s se joue à %s joueurs
TAKES_ONE_NAME = %s prend un nom
TAKES_ONE_OF = l'option %s prend %s
TRICK_TAKES_CARDS = trick prend ses cartes
TRUMP_TAKES = trump prend S H D C, O ou U (après 'push' si passé)
TWO_CALLED = deux joueurs s'appellent %s
UNKNOWN_GAME = jeu inconnu '%s' (%s)
UNKNOWN_STATEMENT = entrée inconnue '%s'
""",
)
