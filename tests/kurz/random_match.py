"""Random legal Kurz matches (tests/kurz/rules.py), dealt and played as at a real table:
shuffle, turn up the first card, nine cards to each player, now and then the leader
doubles, legal cards chosen uniformly (follow suit if you can)."""

from host_sim.games import random_play
from picotafel.core.cards import DECK, suit

from kurz.rules import NAME, TRICKS

# Options for a long match: 30 deals without it ending first.
LONG_OPTIONS = [("target", "999")]


def legal(hand, pending, trump):
    """The cards of `hand` that may follow `pending`: the suit led if held, else any."""
    if not pending:
        return list(hand)
    follow = [c for c in hand if suit(c) == suit(pending[0])]
    return follow or list(hand)


def play_deal(rng, names, dealer):
    """The statements of one random legal deal dealt by `dealer`."""
    deck = list(DECK)
    rng.shuffle(deck)
    turned = deck[0]
    hands = [deck[1:1 + TRICKS], deck[1 + TRICKS:1 + 2 * TRICKS]]
    out = [("deal", turned)]
    leader = 1 - dealer
    if rng.random() < 0.3:
        out.append(("double", names[leader]))
    for _ in range(TRICKS):
        cards, leader = random_play.random_trick(rng, hands, leader, suit(turned), legal)
        out.append(("trick", cards))
    return out


def random_match(rng, names=("Ana", "Ben"), options=(), max_deals=100):
    """A whole random legal match as statements (stops at `max_deals` if it never ends)."""
    return random_play.random_match(rng, NAME, names, options, max_deals,
                                    lambda rng, names, dealer, m: play_deal(rng, names, dealer))
