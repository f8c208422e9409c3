"""English words of the part `coiffeur`: Coiffeur's screens and refusals
(lang/__init__.py)."""

WORDS = (
"""
BOARD_KEYS = # choose the trump
CHOOSE_KEYS = key a row, or # push
COL_ROW = row
DRAW = Draw
FIRST_OBENABE = 9 Obenabe first
FIRST_UNDENUFE = 1 Undenufe first
FOURTH_PUSH = 4 pushes: %s chooses
JOKER = Joker
JOKER_OF = %s: Joker %s
KEY_THE_MODE = key the mode, or *
MATCH_OF = Match! %s
MODE_OR_BACK = the mode, or * back
NO_JOKER_LEFT = %s: no joker row left
NO_ROW_FOR = %s: no row left for %s
PUSH_ON = # push to %s
SUIT_KEYS = A-D a suit
WHO_CHOOSES = %s: trump?
WON_BY = by %d
""",
)
