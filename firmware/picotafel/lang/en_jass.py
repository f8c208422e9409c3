"""English words of the part `jass`: Jass's screens and refusals (lang/__init__.py)."""

WORDS = (
"""
ALL_TRICKS = all tricks: %s
DEAL_N_LOWER = deal %d
DECLARE_BACK = # declare   * back
FINISH_CARD = finish the card or *
HASH_MELD =  #meld
JASS_TO = Jass to %d
KEY_MELD_CARDS = key the meld's cards
LEADS_MELD = %s leads #meld
MELD_OF_N = meld of %d
MELD_OF_WHO = Meld: %s
MELD_WHO = Meld: who?
NINE_CARDS_AT_MOST = 9 cards at most: # or *
NO_MELD_YET = no meld yet
N_PLAYER_BACK = 1-%d player  * back
POINTS = points
SHOULD_BEAT = should have beaten %s (held %s)
SHOULD_FOLLOW = should have followed %s (held %s)
SHOULD_OVERTRUMP = should have overtrumped (held %s)
SHOULD_TRUMP = should have trumped (held %s)
THE_CARDS_SUIT_RANK = the cards: suit+rank
WHO_MELDS = 1-%d: who melds, * back
""",
)
