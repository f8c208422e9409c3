"""Random legal Abstrac matches, laid out and taken as at a real table.

Used by the property tests: shuffle the 24 cards into a face-up row; the player who did
not lay it out starts, or lets the opponent start; in turn each takes 1, 2 or 3 cards
from the open end until none are left. The log names one player's cards (as the device
keys them) and sometimes the other's too.
"""

from host_sim.games import random_play
from picotafel.core.cards import SHORT_DECK

# Options for a long match: 30 deals without it ending first (host_sim/bench/bench_game_heap.py).
LONG_OPTIONS = [("deals", "30")]


def take_row(rng, dealer):
    """The two hands of one deal: lists of cards in the order taken."""
    row = list(SHORT_DECK)
    rng.shuffle(row)
    turn = 1 - dealer if rng.random() < 0.7 else dealer
    hands = [[], []]
    while row:
        n = min(rng.randint(1, 3), len(row))
        for _ in range(n):
            hands[turn].append(row.pop())
        turn = 1 - turn
    return hands


def play_deal(rng, names, dealer, both=None):
    """The statements of one random deal laid out by `dealer`. `both`: also log the
    other player's cards (None: at random)."""
    hands = take_row(rng, dealer)
    first = rng.randrange(2)
    out = [("deal", None), ("took", names[first], tuple(hands[first]))]
    if both or (both is None and rng.random() < 0.3):
        out.append(("took", names[1 - first], tuple(hands[1 - first])))
    return out


def random_match(rng, names=("Ana", "Ben"), options=(), max_deals=200):
    """A whole random legal match as statements (stops at `max_deals` if it never ends)."""
    return random_play.random_match(
        rng, "abstrac", names, options, max_deals,
        lambda rng, names, d, m: play_deal(rng, names, d))
