"""Keying a deal's points instead of its cards (screens/ui_points.py) with the fewest
keys, for the keyers of Schieber, Coiffeur and Differenzler: the entry is open (its `#`
or `##` pressed by the game's keyer) and these keys write the deal's lines."""

from picotafel.core.logwords import MATCH
from picotafel.screens.ui_points import SIDE_KEY, MATCH_KEY, WEIS_KEY, STOECK_KEY, \
    WEIS_BY_KEY, WEIS_VALUES
from host_sim.games.keyer import press


def side_points_keys(dev, statements):
    """Schieber, Coiffeur: the `result` (its side's figure, A first for the other side,
    B for a Match), each `weis` (C and its number of cards) and `stoeck` (D), each for
    its side, then #; the keys."""
    entry = dev.app.stack[-1]
    names = dev.app.match.players
    side = entry.side
    keys = ""
    for st in statements:
        s = names.index(st[1]) % 2
        if s != side:
            keys += press(dev, SIDE_KEY)
            side = s
        if st[0] == "result":
            keys += press(dev, MATCH_KEY if st[2] == MATCH else "%d" % st[2])
        elif st[0] == "weis":
            keys += press(dev, WEIS_KEY + WEIS_BY_KEY[WEIS_VALUES.index(st[2])])
        else:
            keys += press(dev, STOECK_KEY)
    return keys + press(dev, "#")


def player_points_keys(dev, statements):
    """Differenzler: each player's points and # but the last's (they follow), then #;
    the keys. `statements` are the `result` lines in the order the entry asks them."""
    keys = ""
    for st in statements[:-1]:
        keys += press(dev, "%d#" % st[2])
    return keys + press(dev, "#")
