"""English words of the part `melds`: a meld's refusals (Jass, Schieber)
(lang/__init__.py)."""

WORDS = (
"""
DEAL_IS_OVER = the deal is over: 'deal' comes next
IN_MELD_ALREADY = %s is in this meld already
IN_MELD_OF = %s is already in a meld of %s
IS_MELDED_OF = %s is %s's (melded)
MUST_STILL_PLAY = %s must still play %s
NOT_A_MELD = %s is no meld (a run of 3 or more in one suit, or four J, 9, A, K, Q or 10)
NO_DEAL_YET = no deal yet
NO_MELD_WITH = %s makes no meld with %s
ONLY_CARDS_LEFT = %s has only %d cards left, not %s
PLAYED_BY = %s was played by %s
""",
)
