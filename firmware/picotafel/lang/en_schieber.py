"""English words of the part `schieber`: Schieber's screens and refusals
(lang/__init__.py)."""

WORDS = (
"""
CHOOSES = %s: trump?
CHOOSES_PUSHED = %s: trump, pushed
CHOOSE_HINT = A-D 9 1 trump  # push
CHOOSE_OBENABE = 9    Obenabe, A high
CHOOSE_SUIT = A-D  a suit
CHOOSE_UNDENUFE = 1    Undenufe, 6 high
CHOSEN_HINT = A-D 9 1 trump  * back
DEAL_N_DEALS = Deal %d: %s deals
MATCH_BONUS = Match! %s
PUSHED_ALREADY = pushed: the partner chooses
PUSH_TO = #    push to %s
SCHIEBER_TRUMP = Schieber's trump: S H D C, O or U, pushed once at most
WEIS_ONLY_FIRST = Weis only in the 1st trick
WEIS_OR_POINTS = 1-4 Weis  # points
""",
)
