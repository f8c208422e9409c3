"""Random legal Differenzler matches, dealt and played as at a real table.

Used by the property tests and `make bench`: shuffle, deal all 36 cards (the dealer's
last card turned up for trump), random predictions, then legal cards chosen uniformly
under the Differenzler obligations. A deal entered by its points is played the same way
and written as each player's `result`, from the leader round, as the device writes it.
"""

from host_sim.games import random_play
from picotafel.core.cards import suit, rank, strength, trick_points, JACK
from picotafel.games.differenzler import MAX_ESTIMATE

# Options for a long match: 30 deals without it ending first (host_sim/bench/bench_game_heap.py).
LONG_OPTIONS = [("deals", "30")]


def legal_cards(hand, pending, trump):
    """The cards of `hand` that may follow `pending`: follow suit or trump; undertrump
    only when void in the suit led; on a trump lead, trump unless the only trump is the
    Jack; void (and not on a trump lead): any card."""
    if not pending:
        return list(hand)
    led = suit(pending[0])
    trumps = [c for c in hand if suit(c) == trump]
    if led == trump:
        if not trumps or [c for c in trumps if rank(c) != JACK] == []:
            return list(hand)
        return trumps
    follow = [c for c in hand if suit(c) == led]
    if not follow:
        return list(hand)
    tops = [strength(c, trump) for c in pending if suit(c) == trump]
    top = max(tops) if tops else -1
    return follow + [c for c in trumps if strength(c, trump) > top]


def random_estimate(rng):
    """Mostly around a fair share, sometimes anything from 0 to 157."""
    if rng.random() < 0.2:
        return rng.randint(0, MAX_ESTIMATE)
    return max(0, min(MAX_ESTIMATE, int(rng.gauss(40, 25))))


def play_deal(rng, names, dealer, points=False):
    """The statements of one random legal deal dealt by `dealer` (with `points`, entered
    by each player's points)."""
    n = len(names)
    hands, turned = random_play.deal_hands(rng, n, dealer)
    trump = suit(turned)
    out = [("deal", turned)]
    order = list(range(n))
    rng.shuffle(order)
    for p in order:
        out.append(("estimate", names[p], random_estimate(rng)))
    leader = (dealer + 1) % n
    taken = [0] * n
    tricks = []
    for i in range(36 // n):
        trick, leader = random_play.random_trick(rng, hands, leader, trump, legal_cards)
        tricks.append(("trick", trick))
        taken[leader] += trick_points(trick, trump) + (5 if i == 36 // n - 1 else 0)
    if points:
        first = (dealer + 1) % n
        return out + [("result", names[(first + k) % n], taken[(first + k) % n])
                      for k in range(n)]
    return out + tricks


def random_match(rng, names=("Ana", "Ben", "Cleo", "Dan"), options=(), max_deals=200,
                 points=0.0):
    """A whole random legal match as statements (stops at `max_deals` if it never ends);
    a share `points` of its deals entered by their points."""
    return random_play.random_match(
        rng, "differenzler", names, options, max_deals,
        lambda rng, names, d, m: play_deal(rng, names, d, points > 0 and rng.random() < points))
