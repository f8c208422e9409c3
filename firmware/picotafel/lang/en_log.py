"""English words of the part `log`: a log line that cannot be read or applied, said in a
damaged file's notice and by the host tools (lang/__init__.py)."""

WORDS = (
"""
AFTER_RESULT = 'weis' and 'stoeck' follow a deal's 'result'
ANNULLED_DEAL_NEXT = the deal is annulled: 'deal' comes next
BEFORE_FIRST_DEAL = '%s' before the first 'deal'
BEFORE_PLAYERS = '%s' before 'players'
CARDS_GIVEN = %s's cards are already given in this deal
DEALER_ONCE = 'dealer' goes once, before the first deal
DEALS_OR_TARGET = set option deals or target, not both
DEAL_COMPLETE = deal %d is complete: 'deal' comes next
DEAL_NEEDS_TRUMP = deal needs %s (it makes trump)
DEAL_NOT_FINISHED = deal %d is not finished (%d of %d tricks)
DEAL_NO_CARD = 'deal' takes no card: nothing is turned up
DEAL_TAKES_CARD = deal takes at most one card
EMPTY_LOG = empty log: it must start with 'game G'
ESTIMATES_FIRST = estimates go before the first trick
FOUR_PUSHES = 4 pushes at most: then the first chooses
GAME_NOT_HERE = game '%s' is not in this firmware
GAME_ONCE = 'game' may stand only once, first
GAME_TAKES_NAME = game takes one name
JOKER_MODES = a joker row is a suit, Obenabe or Undenufe
""",
"""
MUST_PUSH = %s's side has filled every row: it pushes
NAME_LENGTH = name '%s' must be 1 to 8 characters
NAME_LETTERS = name '%s' may hold only letters, digits, - and _
NOT_A_CARD = '%s' is not a card (rank 6-A, suit S H D C)
NOT_A_NUMBER = %s '%s' is not a number
NOT_A_PLAYER = %s is not a player
NOT_A_PLAYER_OF = %s is not a player (%s)
NOT_A_SEPARATOR = '%s' between words: only spaces and tabs separate them
NOT_A_STATEMENT_OF = '%s' is not a statement of %s
NO_OPTIONS = none
NO_SUCH_OPTION = %s has no option '%s' (%s)
NO_TOOK_YET = deal %d has no 'took' yet
ONE_KEY_VALUE = option takes one KEY=VALUE
OPTIONS_BEFORE_PLAYERS = options go before 'players'
OR = or
OVER_DEAL_NEXT = the deal is over: 'deal' comes next
OVER_DRAW = the match is over: a draw
PLAYERS_ONCE = 'players' may stand only once
PLAYERS_TAKE_NAMES = players takes 2 to 4 names
POINTS_RANGE = card points are 0 to %d, not %d
RESULTS_ADD_UP = the players' points add up to %d, not %d
""",
"""
RESULTS_FIRST = this deal is entered by its points: 'result' for every player
RESULT_BEFORE_CARDS = the points instead of the cards: 'result' before the first card
RESULT_NO_MATCH = 'result N match' is a side's: here each player's points
RESULT_TAKES = result takes a name and the points (0 to 157) or match
RESULT_TWICE = %s has the points of this deal already
REVOKE_NOT_PLAYED = revoke: trick %d is not played (1 to %d)
REVOKE_NO_TRICK = revoke: no trick played yet in this deal
REVOKE_STANDS = a revoke stands already in this deal (%s, trick %d)
ROW_FILLED = %s has played %s already
SET_ALREADY = option %s is already set
START_WITH_GAME = the log must start with 'game G'
STOECK_NO_TRUMP = no St\u00f6ck without trump
STOECK_ONCE = St\u00f6ck goes once in a deal
TAKES_NAME_CARDS = %s takes a name and cards
TAKES_NAME_NUMBER = %s takes a name and a number
TAKES_NUMBER_FROM = option %s takes a number from %d to %d
TAKES_N_PLAYERS = %s takes %d players
""",
"""
TAKES_N_TO_N_PLAYERS = %s takes %d to %d players
TAKES_ONE_NAME = %s takes one name
TAKES_ONE_OF = option %s takes %s
TEN_ROWS_ONLY = %s needs option rows=10
TRICK_HAS_N = a trick has %d cards, not %d
TRICK_TAKES_CARDS = trick takes its cards
TRUMP_CHOSEN = the trump of this deal is chosen already
TRUMP_FIRST = the trump comes first: 'trump MODE' or 'trump push MODE'
TRUMP_TAKES = trump takes [push...] [joker] S H D C, O or U, or slalom or guschti with O or U
TWO_CALLED = two players are called %s
UNKNOWN_GAME = unknown game '%s' (%s)
UNKNOWN_STATEMENT = unknown statement '%s'
WEIS_IN_FIRST_TRICK = Weis is declared in the first trick (%d tricks played)
WEIS_LINES_AT_MOST = at most %d 'weis' lines in a deal
WEIS_ONE_SIDE = one side's Weis only: %s has Weis already
WEIS_VALUES = a Weis is worth %s
WON_ALREADY = the match is over: %s won
""",
)
