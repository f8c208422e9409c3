"""English words of the part `abstrac`: Abstrac's screens and refusals (lang/__init__.py)."""

WORDS = (
"""
ABSTRAC_9_TO_A = Abstrac: 9 to A only
ABSTRAC_FIRST_TO = Abstrac: first to %d
ABSTRAC_NO_CARD = an Abstrac deal takes no card (all 24 lie face up)
ABSTRAC_N_DEALS = Abstrac: %d deals
AFTER_1_DEAL = after %d deal
AFTER_N_DEALS = after %d deals
CANNOT_TAKE_N = %d cards cannot be taken: 1 to 3 a turn in turns gives each player %d to %d
CARDS = cards
DEAL_N_OF = Deal %d of %d
DEAL_N_TO = Deal %d, to %d
DEAL_N_TOOK = Deal %d: %s took
GIVEN_TWICE = %s is given twice
KEY_CARDS_TOOK = key the cards %s took
KEY_ITS_SUIT = %s_: key its suit
MISERE = misere
MISERE_PLUS = misere: %s +%d
NOT_ABSTRAC_CARD = %s is not an Abstrac card (9 to A)
NO_COMBINATION = no combination
N_CARDS_ONLY = %d cards: %d-%d only
N_TO_N_CARDS = %d to %d cards
OK_TOOK = # ok  %s took %d
ONE_CARDS_OF = 1: %s's cards
ONE_CARD_ONLY = %d card: %d-%d only
TAKEN_BY = %s was taken by %s
TOOK_N_CARDS = %s took %d cards
TOOK_THE_OTHER = %s took the other %d cards: %s missing
TOTAL = total %d:%d
""",
)
