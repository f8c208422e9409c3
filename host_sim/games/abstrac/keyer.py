"""A player at the table keying Abstrac deals into the real ui with the fewest keys:
the hand with fewer cards, a suit key per suit row and a rank key per card, then `#`.
Used by the full-flow tests and `keys_per_deal` (the bench figure).
"""

from picotafel.games.abstrac import rest
from picotafel.screens.ui_cards import RANK_KEYS, SUIT_KEYS
from picotafel.screens.ui_setup import installed_games
from host_sim.sim.device import play_keys
from host_sim.games.keyer import average_keys


def setup_keys():
    """From power-on with no match: Abstrac in the game list, players P1 P2, default
    options, P2 deals first."""
    return "8" * installed_games().index("abstrac") + "#" + "##" + "888#" + "#"


def grid_keys(cards):
    """The keys that toggle `cards` on an empty grid: each suit's row, then its ranks."""
    out = ""
    for s in range(4):
        row = "".join(RANK_KEYS[c % 9] for c in sorted(cards) if c // 9 == s)
        if row:
            out += SUIT_KEYS[s] + row
    return out


def deal_keys(screen, players, statements):
    """The keys of one deal (its statements: `deal`, `took`, maybe a second `took`),
    from the previous deal's result or an empty grid; and the statements the ui writes
    for them. `screen` is the PlayScreen, whose player the keys switch if needed."""
    took = statements[1]
    first = players.index(took[1])
    hands = {first: tuple(sorted(took[2])), 1 - first: rest(took[2])}
    # On the result pages the first card key opens the next grid with its player.
    shown = screen._default_taker() if screen.phase() == "result" else screen.taker
    who = shown
    if len(hands[who]) > len(hands[1 - who]):
        who = 1 - who
    keys = grid_keys(hands[who])
    if who != shown:
        keys = keys[:1] + "1" + keys[1:]     # once the grid is up: after the first key
    return keys + "#", [("deal", None), ("took", players[who], hands[who])]


def key_deal(dev, statements):
    """Key one deal into `dev`; the number of keys. Raises AssertionError if the ui wrote
    anything but the deal's statements."""
    m = dev.app.match
    start = m.count
    keys, expected = deal_keys(dev.app.stack[-1], m.players, statements)
    play_keys(dev, keys)
    got = dev.app.match.statements[start:]
    assert got == expected, "the ui wrote %r for %r" % (got, expected)
    return len(keys)


def keys_per_deal(rng, deals=1000):
    """Average keys per Abstrac deal keyed through the real ui (random legal deals),
    a new match (a rematch: `#` on the last result pages and the winner) when one ends."""
    from host_sim.games.abstrac.random_match import play_deal
    # the result's pages and the winner: a rematch
    return average_keys(rng, deals, setup_keys(), "####", key_deal, play_deal)
