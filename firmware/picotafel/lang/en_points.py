"""English words of the part `points`: a deal entered by its points instead of
its cards (screens/ui_points.py; lang/__init__.py)."""

WORDS = (
"""
DIGITS_THEN_OK = digits, then #
KEY_POINTS_OF = %s: key the points
KEY_THE_POINTS = key the points, or * back
LAST_FOLLOWS = the last follows: # ok
MATCH_WORD = Match
NO_STOECK_HERE = no St\u00f6ck in this deal
NO_WEIS_HERE = no Weis in this game
OK_WRITES = # ok   * back
ONE_SIDE_WEIS = %s has Weis: one side only
ONLY_LEFT = %d: only %d left
POINTS_HASH = points, then #
POINTS_OF = %s: points
POINTS_TITLE = Deal %d: points
SIDE_MATCH_FIX = A side  * delete
SIDE_MATCH_OK = A side B Match # ok
STOECK_SHORT = St
SUM_OVER = sum %d: %d too many
SUM_SHORT = sum %d: %d short
WEIS_AT_MOST = %d Weis at most
WEIS_CARDS = Weis: 3-9, its cards
WEIS_STOECK_KEYS = C Weis   D St\u00f6ck
ZERO_TO_157 = %d: at most %d
""",
)
