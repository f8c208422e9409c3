"""English words of the part `setup`: a new match's screens (game, players, options, first
dealer), the language screen (lang/__init__.py)."""

WORDS = (
"""
ALREADY_PLAYS = %s already plays
CHANGE = 4/6 change
DELETE_DONE = * delete   # done
DIGITS_OK_DEL = digits  # ok  * del
EIGHT_LETTERS = 8 letters at most
GAME_OPTIONS = %s: options
GAME_PLAYERS = %s: players
GO_ON_BACK = # go on   * back
MOVE_CHOOSE = 2/8 move  # choose
MOVE_START = 2/8 move  # start
NAME_OF_PLAYER = Name of player %d
NAME_TYPE = 4/6 name  5 type
NEW_MATCH_GAME = New match: game
NEXT = next >
N_TO_N = %d to %d
OPTION_BUUR = buur
OPTION_DEALS = deals
OPTION_EXACT = exact
OPTION_JACK = jack
OPTION_MELDS = melds
OPTION_MISERE = misere
OPTION_MULT = mult
OPTION_OPEN = open
OPTION_POMMES = pommes
OPTION_ROWS = rows
OPTION_RULES = rules
OPTION_TARGET = target
OPTION_TEAMS = teams
PLAYERS_N = players: %d (4/6)
START = start >
START_BACK = # start  * back
VALUE_ALL = all
VALUE_AT_WILL = trump at will
VALUE_BEST_SIDE = best side
VALUE_FORCED = forced
VALUE_FREE = free
VALUE_MINUS = minus
VALUE_MUST_BEAT = must beat
VALUE_OFF = off
VALUE_ON = on
VALUE_SWISS = Swiss
""",
"""
VALUE_THREE = three
WHO_DEALS_FIRST = Who deals first?
""",
)
