"""Jass melds (DESIGN.md section 3): what a set of cards is worth and which meld is best.

A meld is a run of 3 or more cards of one suit in the order A K Q J 10 9 8 7 6 (20 for 3,
50 for 4, 100 for 5 or more), or four Jacks (200), four 9s (150), four Aces, Kings, Queens
or 10s (100). Kept apart from jass.py so the rules module stays small.
"""

from picotafel.cards import suit, rank, card_label

# Four of a kind by rank: 6 7 8 9 T J Q K A (0 = no meld).
FOUR = (0, 0, 0, 150, 100, 200, 100, 100, 100)
NOT_A_MELD = "is no meld (a run of 3 or more in one suit, or four J, 9, A, K, Q or 10)"


def value(cards):
    """The points of the meld made of exactly `cards`, or 0 if they make none."""
    n = len(cards)
    for i in range(n):
        if cards[i] in cards[:i]:
            return 0
    s = suit(cards[0])
    r = rank(cards[0])
    if all(suit(c) == s for c in cards):
        if n < 3:
            return 0
        ranks = [rank(c) for c in cards]
        if max(ranks) - min(ranks) != n - 1:
            return 0
        return 20 if n == 3 else 50 if n == 4 else 100
    if n == 4 and all(rank(c) == r for c in cards):
        return FOUR[r]
    return 0


def why_not(cards):
    """Why `cards` make no meld, or None if they do."""
    if value(cards):
        return None
    return " ".join(card_label(c) for c in cards) + " " + NOT_A_MELD


def key(cards, trump, seat):
    """Sort key of a meld (higher is better): value, then more cards, then the higher top
    card (A K Q ... 6), then a run in trumps, then the earlier `seat` in the first trick
    (0 = its leader)."""
    top = 0
    for c in cards:
        if rank(c) > top:
            top = rank(c)
    in_trump = 1 if all(suit(c) == trump for c in cards) else 0
    return (value(cards), len(cards), top, in_trump, -seat)
