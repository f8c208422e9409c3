"""Random legal Jass matches, dealt and played as at a real table.

Used by the property tests and `make bench`: shuffle, deal all 36 cards round from the
dealer's left (the dealer's last card turned up for trump), play legal cards chosen
uniformly under the match's rule set, and after the first trick let each player declare
melds they really hold (each card in one meld, a meld now and then kept quiet).
The obligations are written out again here, apart from jass.py, so that the tests compare
two readings of the rules.
"""

from host_sim.games import random_play
from picotafel.core.cards import suit, rank, card, strength, \
    JACK, NINE, TEN, QUEEN, KING, ACE

NAMES = ("Ana", "Ben", "Cleo", "Dan")

# Options for a long match: 30 deals without it ending first (host_sim/bench/bench_game_heap.py).
LONG_OPTIONS = [("target", "9999")]


def _stronger(cards, s, top, trump):
    return [c for c in cards if suit(c) == s and strength(c, trump) > top]


def _top(cards, s, trump):
    tops = [strength(c, trump) for c in cards if suit(c) == s]
    return max(tops) if tops else -1


def legal_seed(hand, pending, trump):
    """The seed's obligations: follow suit and beat the suit's highest card if you can
    (on a plain lead, not once somebody trumped); void: trump, overtrump a trump in the
    trick if you can; neither possible: any card."""
    if not pending:
        return list(hand)
    led = suit(pending[0])
    follow = [c for c in hand if suit(c) == led]
    trumped = _top(pending, trump, trump) >= 0
    if follow:
        if led != trump and trumped:
            return follow
        return _stronger(follow, led, _top(pending, led, trump), trump) or follow
    trumps = [c for c in hand if suit(c) == trump]
    if led == trump or not trumps:
        return list(hand)
    if not trumped:
        return trumps
    return _stronger(trumps, trump, _top(pending, trump, trump), trump) or list(hand)


def legal_swiss(hand, pending, trump):
    """The Swiss obligations: follow suit or trump at will, no undertrumping while holding
    the suit led; on a trump lead a trump, unless the only one held is the Jack."""
    if not pending:
        return list(hand)
    led = suit(pending[0])
    trumps = [c for c in hand if suit(c) == trump]
    if led == trump:
        if [c for c in trumps if rank(c) != JACK]:
            return trumps
        return list(hand)
    follow = [c for c in hand if suit(c) == led]
    if not follow:
        return list(hand)
    return follow + _stronger(trumps, trump, _top(pending, trump, trump), trump)


def hand_melds(hand):
    """Every meld in `hand`: each suit's maximal runs of 3 or more, and the fours."""
    out = []
    for s in range(4):
        run = []
        for r in range(10):
            if r < 9 and card(s, r) in hand:
                run.append(card(s, r))
                continue
            if len(run) >= 3:
                out.append(tuple(run))
            run = []
    for r in (JACK, NINE, ACE, KING, QUEEN, TEN):
        four = tuple(card(s, r) for s in range(4))
        if all(c in hand for c in four):
            out.append(four)
    return out


def declare(rng, hand):
    """The melds a player declares from `hand`: disjoint, most of the ones held."""
    found = hand_melds(hand)
    rng.shuffle(found)
    out = []
    used = set()
    for m in found:
        if used.isdisjoint(m) and rng.random() < 0.85:
            out.append(m)
            used.update(m)
    return out


def play_deal(rng, names, dealer, swiss):
    """The statements of one random legal deal dealt by `dealer`."""
    n = len(names)
    legal = legal_swiss if swiss else legal_seed
    hands, turned = random_play.deal_hands(rng, n, dealer)
    return [("deal", turned)] + play_tricks(rng, names, hands, dealer, suit(turned), legal)


def play_tricks(rng, names, hands, dealer, trump, legal):
    """The tricks of a deal from `hands` in trump mode `trump`, the player after `dealer`
    leading, with the melds each player declares after the first trick (Jass, Schieber)."""
    n = len(names)
    held = [list(h) for h in hands]
    out = []
    leader = (dealer + 1) % n
    for t in range(36 // n):
        trick, leader = random_play.random_trick(rng, hands, leader, trump, legal)
        out.append(("trick", trick))
        if t == 0:
            order = list(range(n))
            rng.shuffle(order)
            for p in order:
                for m in declare(rng, held[p]):
                    out.append(("meld", names[p], m))
    return out


def random_match(rng, names=NAMES, options=(), max_deals=100, game="jass"):
    """A whole random legal match as statements (stops at `max_deals` if it never ends);
    `game`: a game played as Jass under another name (the tests' own)."""
    return random_play.random_match(
        rng, game, names, options, max_deals,
        lambda rng, names, d, m: play_deal(rng, names, d, m.options["rules"] == "swiss"))

