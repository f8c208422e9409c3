"""The Jass deals the rule tests share (Ana Ben Cleo Dan in playing order, Dan
deals): kept apart so each test file loads only what it needs into MicroPython's heap."""

from support import log

HEAD = "game jass\nplayers Ana Ben Cleo Dan\ndealer Dan"
SWISS = "game jass\noption rules=swiss\nplayers Ana Ben Cleo Dan\ndealer Dan"

# Clubs trump (6C turned up: Dan's). Every trick follows suit and beats where it can.
# Hands: Ana 6S JS KS 9H TH 7D QD QC KC   Ben 7S QS 6H JH AH 8D KD 7C AC
#        Cleo 9S AS 7H QH 9D TD AD 8C 9C  Dan 8S TS 8H KH 6D JD 6C TC JC
DEAL_A = (
    "deal 6C\n"
    "trick 6S 7S AS 8S\n"
    "trick 9S TS JS QS\n"
    "trick 6H 7H 8H 9H\n"
    "trick TH JH QH KH\n"
    "trick 6D 7D 8D 9D\n"
    "trick TD JD QD KD\n"
    "trick 7C 8C TC QC\n"
    "trick KC AC 9C JC\n"
    "trick 6C KS AH AD")
A_POINTS = {"Ana+Cleo": 24, "Ben+Dan": 133}

# Trick 1: Ben holds Q♠ yet plays 7♠ under Ana's J♠.
DEAL_A_NO_BEAT = DEAL_A.replace("6S 7S AS 8S\ntrick 9S TS JS", "JS 7S AS 8S\ntrick 9S TS 6S")
# Trick 7, a trump lead: Dan plays 6♣ under Cleo's 8♣ holding 10♣ and J♣.
DEAL_A_LOW_TRUMP = DEAL_A.replace("8C TC QC", "8C 6C QC").replace("6C KS", "TC KS")

# Hearts trump (7H turned up: Dan's). Ben has no spades, Cleo runs out of clubs.
# Hands: Ana 6S 9S JS KS 9C JC QC TD AD   Ben 6H 8H 9H JH KH 6C KC AC 7D
#        Cleo 7S TS QS AS 7C 8D QH AH TH  Dan 8S 8C TC 6D 9D QD JD KD 7H
DEAL_B = (
    "deal 7H\n"
    "trick 6S 6H 7S 8S\n"
    "trick 6C 7C 8C 9C\n"
    "trick 9S JH TS 6D\n"
    "trick 7D 8D 9D TD\n"
    "trick JS 8H QS TC\n"
    "trick AC QH 7H JC\n"
    "trick AS QD KS 9H\n"
    "trick KC AH JD QC\n"
    "trick TH KD AD KH")
# Trick 1 Ben trumps with 8♥, trick 5 with 6♥: Dan then holds 7♥ but discards 10♣.
DEAL_B_NO_OVERTRUMP = DEAL_B.replace("6S 6H 7S", "6S 8H 7S").replace("JS 8H QS", "JS 6H QS")

# Diamonds trump (10D turned up: Dan's); played under rules=swiss.
# Hands: Ana 6S 7S 8S 9S TS JS 6H 6C 6D   Ben AH AS AD AC KC QC JC 7H 7C
#        Cleo KH QH JH QS KS 8H 9H 8C 9C  Dan TH 7D 8D 9D TC KD QD JD TD
DEAL_M = (
    "deal TD\n"
    "trick 6H AH 8H TD\n"
    "trick TC 6C JC 9C\n"
    "trick AD QH 8D 6D\n"
    "trick 7C 8C TH TS\n"
    "trick 9H KD JS 7H\n"
    "trick JD 6S AS JH\n"
    "trick 9D 9S QC KS\n"
    "trick QD 8S KC KH\n"
    "trick 7D 7S AC QS")
M_MELDS_AT = 7   # melds go right after the first trick


def lines(text, a, b=None):
    """Lines a to b (as in a slice) of a deal written above."""
    return "\n".join(text.split("\n")[a:b])


def head(*options):
    """The head of a match of Ana Ben Cleo Dan, Dan dealing, with `options`."""
    return log("game jass", *["option " + o for o in options]) + HEAD[10:]


def deal_m(*melds, **kw):
    """Deal M with `melds` declared after its first trick (and options before it)."""
    opts = kw.get("options", ()) + ("rules=swiss",)
    return log(head(*opts), lines(DEAL_M, 0, 2), *(melds + (lines(DEAL_M, 2),)))


# Hearts trump; Ana deals and holds every heart, so Ana+Cleo take all nine tricks.
DEAL_SWEEP = (
    "deal 6H\n"
    "trick 9S TD 7C QH\n"
    "trick AH 8S 7D 8C\n"
    "trick 6H JS QD TC\n"
    "trick 7H 7S KD KC\n"
    "trick TH QS 8D 6C\n"
    "trick JH TS 6D QC\n"
    "trick 9H 6S 9D JC\n"
    "trick KH AS JD AC\n"
    "trick 8H KS AD 9C")

# Three players, 12 cards each; Cleo deals, 8D turned up (diamonds trump).
DEAL_THREE = (
    "deal 8D\n"
    "trick 8H QH AH\n"
    "trick TD KD JD\n"
    "trick AC 6C KC\n"
    "trick 7C 6D TC\n"
    "trick 8D AD QD\n"
    "trick 7D QC 9S\n"
    "trick JS 7S KS\n"
    "trick 6S 8S TS\n"
    "trick 6H TH KH\n"
    "trick 9H 9C JH\n"
    "trick 7H 9D JC\n"
    "trick AS 8C QS")
