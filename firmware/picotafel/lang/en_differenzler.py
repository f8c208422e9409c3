"""English words of the part `differenzler`: Differenzler's screens and refusals
(lang/__init__.py)."""

WORDS = (
"""
ALREADY_ESTIMATED = %s already estimated this deal
COL_EST = est
COL_LAST = last
COL_PEN = pen
DIGITS_THEN_HASH = digits, then #
ESTIMATE_RANGE = an estimate is 0 to %d points, not %d
IN_TRICK =  in trick %d
KEY_POINTS = %s: key points, #
MUST_FOLLOW_TRUMP = %s holds %s: must follow trump
NO_ESTIMATE_FROM = no estimate yet from %s
PENALTY = penalty
POINTS_OK = %s: points, # ok
TABLE_N_OF = Table %d/%d
TIE_EXTRA = Tie: extra
TRICKS_PLAYED = %d/%d tricks played
ZERO_TO_POINTS = 0 to %d points
""",
)
