"""Random legal Schieber matches, dealt and played as at a real table.

Used by the property tests and `make bench`: shuffle, deal all 36 cards round from the
dealer's left, the player after the dealer chooses a trump mode or pushes to the partner
who chooses, legal cards chosen uniformly under the Swiss obligations (random_jass
writes them out apart from the core; without trump they leave following suit), and
after the first trick each player declares the Weis they really hold (now and then one
kept quiet).
"""

from host_sim import random_play
from host_sim.random_jass import legal_swiss, play_tricks

NAMES = ("Ana", "Ben", "Cleo", "Dan")


def play_deal(rng, names, dealer, push=0.3):
    """The statements of one random legal deal dealt by `dealer`."""
    hands, _ = random_play.deal_hands(rng, 4, dealer)
    mode = rng.randrange(6)
    out = [("deal", None), ("trump", mode, 1 if rng.random() < push else 0)]
    return out + play_tricks(rng, names, hands, dealer, mode, legal_swiss)


def random_match(rng, names=NAMES, options=(), max_deals=100):
    """A whole random legal match as statements (stops at `max_deals` if it never ends)."""
    return random_play.random_match(rng, "schieber", names, options, max_deals,
                                    lambda rng, names, d, m: play_deal(rng, names, d))
