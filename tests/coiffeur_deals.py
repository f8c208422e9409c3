"""Coiffeur deals for the rule tests, written as the device logs them. Four players Ana
Ben Cleo Dan in playing order; Dan deals the first deal, so Ana chooses (Ben after one
push, Cleo after two, ...) and the chooser leads. Sides: Ana+Cleo and Ben+Dan."""

HEAD = ("game coiffeur", "players Ana Ben Cleo Dan", "dealer Dan")


def head(*options):
    return ("game coiffeur",) + tuple("option " + o for o in options) + HEAD[1:]


# Each player holds one suit: Ana spades, Ben hearts, Cleo diamonds, Dan clubs. Nobody
# can follow the suit led: without trump the leader takes every trick (Ana leads).
SUITS = tuple("trick %sS %sH %sD %sC" % (r, r, r, r) for r in "6789TJQKA")


def deal(trump, *lines):
    """A deal: its `trump` line's words, then its lines."""
    return ("deal", "trump " + trump) + tuple(lines)


def points_deal(trump, result):
    """A deal entered by its points: `result` is "NAME P" or "NAME match"."""
    return deal(trump, "result " + result)


# One row for each side in turn, by points, the dealer rotating from Dan: Ana (deal 1),
# Ben (2), Cleo (3) and Dan (4) choose without a push. (trump, result) per deal.
def both_sides(modes, result_a="Ana 100", result_b="Ben 60"):
    """Deals filling for Ana+Cleo and Ben+Dan in turn the rows of `modes` (each mode
    twice: once per side), every chooser the player after the dealer."""
    out = ()
    for m in modes:
        out += points_deal(m, result_a) + points_deal(m, result_b)
    return out
