"""Schieber deals for the rule tests, written as the device logs them. Four players Ana
Ben Cleo Dan in playing order; Dan deals, so Ana chooses the trump (Cleo when pushed)
and leads the first trick. Sides: Ana+Cleo and Ben+Dan."""

HEAD = ("game schieber", "players Ana Ben Cleo Dan", "dealer Dan")


def head(*options):
    return ("game schieber",) + tuple("option " + o for o in options) + HEAD[1:]


# Each player holds one suit: Ana spades, Ben hearts, Cleo diamonds, Dan clubs. Nobody
# can follow the suit led, so every card is legal; whoever wins the first trick leads
# and wins every trick after it.
SUITS = tuple("trick %sS %sH %sD %sC" % (r, r, r, r) for r in "6789TJQKA")


def ben_leads(tricks=SUITS):
    """The SUITS deal after a first trick Ben won: he leads hearts from the second trick
    on (each trick's cards from the leader: Ben, Cleo, Dan, Ana)."""
    out = [tricks[0]]
    for t in tricks[1:]:
        s, h, d, c = t.split()[1:]
        out.append("trick %s %s %s %s" % (h, d, c, s))
    return tuple(out)


# Without trump, Ana holds A♥ and eight spades, Ben A♠ and eight hearts, Cleo the
# diamonds, Dan the clubs: Ana takes the first trick (11), Ben the A♠ trick and then
# every heart trick (146 with the last trick's 5).
MIXED = (
    "trick AH 6H 6D 6C",
    "trick 6S AS 7D 7C",
    "trick 7H 8D 8C 7S",
    "trick 8H 9D 9C 8S",
    "trick 9H TD TC 9S",
    "trick TH JD JC TS",
    "trick JH QD QC JS",
    "trick QH KD KC QS",
    "trick KH AD AC KS",
)
