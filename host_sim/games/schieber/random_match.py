"""Random legal Schieber matches, dealt and played as at a real table.

Used by the property tests and `make bench`: shuffle, deal all 36 cards round from the
dealer's left, the player after the dealer chooses a trump mode or pushes to the partner
who chooses, legal cards chosen uniformly under the Swiss obligations (jass/random_match
writes them out apart from the core; without trump they leave following suit), and
after the first trick each player declares the Weis they really hold (now and then one
kept quiet). A deal entered by its points (points_deal) is played the same way, then
written as the table's `result` (the side with the fewest keys), now and then with a
Weis or Stöck as a table scores them.
"""

from host_sim.games import random_play
from host_sim.games.jass.random_match import legal_swiss, play_tricks
from picotafel.core.cards import trick_points

NAMES = ("Ana", "Ben", "Cleo", "Dan")

# Options for a long match: 30 deals without it ending first (host_sim/bench/bench_game_heap.py).
LONG_OPTIONS = [("target", "9999")]


def play_deal(rng, names, dealer, push=0.3):
    """The statements of one random legal deal dealt by `dealer`."""
    hands, _ = random_play.deal_hands(rng, 4, dealer)
    mode = rng.randrange(6)
    out = [("deal", None), ("trump", mode, 1 if rng.random() < push else 0, 0)]
    return out + play_tricks(rng, names, hands, dealer, mode, legal_swiss)


WEIS_VALUES = (20, 20, 50, 50, 100, 150, 200, 300)


def points_deal(rng, names, dealer, push=0.3, weis=0.3, stoeck=0.2):
    """The statements of one random deal dealt by `dealer`, entered by its points: the
    trump, the `result` (its card points as played) and, with chances `weis` and
    `stoeck`, Weis of one side and Stöck (suit trump)."""
    hands, _ = random_play.deal_hands(rng, 4, dealer)
    mode = rng.randrange(6)
    pushed = 1 if rng.random() < push else 0
    chooser = (dealer + (3 if pushed else 1)) % 4
    pts = [0, 0]
    won = [0, 0]
    leader = (dealer + 1) % 4
    for i in range(9):
        trick, w = random_play.random_trick(rng, hands, leader, mode, legal_swiss)
        pts[w % 2] += trick_points(trick, mode) + (5 if i == 8 else 0)
        won[w % 2] += 1
        leader = w
    out = [("deal", None), ("trump", mode, pushed, 0),
           random_play.side_result(names, chooser, pts, won)]

    def writer(s):
        return names[chooser] if s == chooser % 2 else names[(chooser + 1) % 4]
    if rng.random() < weis:
        s = rng.randrange(2)
        for _ in range(rng.choice((1, 1, 2))):
            out.append(("weis", writer(s), rng.choice(WEIS_VALUES)))
    if mode < 4 and rng.random() < stoeck:
        out.append(("stoeck", writer(rng.randrange(2))))
    return out


def random_match(rng, names=NAMES, options=(), max_deals=100, points=0.0):
    """A whole random legal match as statements (stops at `max_deals` if it never ends);
    a share `points` of its deals entered by their points."""
    def deal(rng, names, d, m):
        if points and rng.random() < points:     # (no draw without: the same matches)
            return points_deal(rng, names, d)
        return play_deal(rng, names, d)
    return random_play.random_match(rng, "schieber", names, options, max_deals, deal)
