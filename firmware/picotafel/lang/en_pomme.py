"""English words of the part `pomme`: La Pomme's screens and refusals (lang/__init__.py)."""

WORDS = (
"""
ALREADY_SWAPPED = %s already swapped
EQUAL_NO_POINT = equal: no point
IS_OUT_SWAPPED = %s is out (swapped)
IS_SWAPPED_OF = %s is %s's (swap)
LAST = last: %s
PLUS_ONE_POINT = %s +1 point
POMMES_LOSE = to %d, 3 pommes lose
POMME_TO = La Pomme: to %d
SIX_PLAYED_NO_SWAP = %s was played: no swap
SIX_TURNED_NO_SWAP = the 6 itself was turned up: no swap
SWAPPED_THE_6 = %s swapped the 6
TRICK_N_OF = trick %d/%d
TURNED_OUT_OF_PLAY = %s was turned up: out of play
TURNED_SWAP_FIRST = %s is turned up: swap the 6 first
""",
)
