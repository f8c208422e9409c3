"""Random legal La Pomme matches, dealt and played as at a real table.

Used by the property tests and `make bench`: shuffle, deal 9 + 3 extras each, exchange
all three or none, turn up trump, maybe swap the 6 of trump, then play legal cards
chosen uniformly.
"""

from host_sim.games import random_play
from picotafel.core.cards import DECK, suit, card, SIX, JACK
from picotafel.games.pomme import TRICKS

# Options for a long match: 30 deals without it ending first (host_sim/bench/bench_game_heap.py).
LONG_OPTIONS = [("target", "99")]


def legal_cards(hand, pending, trump, buur_free=True):
    """The cards of `hand` that may follow `pending` (follow suit or trump; if void, any)."""
    if not pending:
        return list(hand)
    led = suit(pending[0])
    follow = [c for c in hand if suit(c) == led]
    if not follow:
        return list(hand)
    if led == trump and buur_free and follow == [card(trump, JACK)]:
        return list(hand)
    return [c for c in hand if suit(c) in (led, trump)]


def deal_hands(rng, dealer):
    """(hands, turned, swapper): hands after the exchange and any swap."""
    deck = list(DECK)
    rng.shuffle(deck)
    hands = [deck[0:9], deck[9:18]]
    extras = [deck[18:21], deck[21:24]]
    turned = deck[24]
    for p in (0, 1):
        if rng.random() < 0.5:
            for c in rng.sample(hands[p], 3):
                hands[p].remove(c)
            hands[p].extend(extras[p])
    six = card(suit(turned), SIX)
    swapper = None
    for p in (0, 1):
        if six in hands[p] and turned != six and rng.random() < 0.5:
            hands[p].remove(six)
            hands[p].append(turned)
            swapper = p
    return hands, turned, swapper


def play_deal(rng, names, dealer, buur_free=True):
    """The statements of one random legal deal dealt by `dealer`."""
    hands, turned, swapper = deal_hands(rng, dealer)
    trump = suit(turned)
    out = [("deal", turned)]
    swap_early = rng.random() < 0.5
    if swapper is not None and swap_early:
        out.append(("swap", names[swapper]))
    leader = 1 - dealer
    for _ in range(TRICKS):
        trick = []
        for k in range(2):
            p = (leader + k) % 2
            c = rng.choice(legal_cards(hands[p], trick, trump, buur_free))
            hands[p].remove(c)
            trick.append(c)
        if swapper is not None and not swap_early and turned in trick:
            out.append(("swap", names[swapper]))
        out.append(("trick", tuple(trick)))
        leader = (leader + (1 if _wins_second(trick, trump) else 0)) % 2
    return out


def _wins_second(trick, trump):
    from picotafel.core.cards import trick_winner
    return trick_winner(trick, trump) == 1


def random_match(rng, names=("Ana", "Ben"), options=(), max_deals=200):
    """A whole random legal match as statements (stops at `max_deals` if it never ends)."""
    return random_play.random_match(
        rng, "pomme", names, options, max_deals,
        lambda rng, names, d, m: play_deal(rng, names, d, m.options["buur"] == "free"))
