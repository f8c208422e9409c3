"""A player at the table keying La Pomme deals into the real ui with the fewest keys the
entry allows: the turned-up card (the next deal's straight from the summary), then the
tricks a card at a time with the shortcuts of ui_cards.CardEntry; a swap of the 6 of
trump is recorded when its card is keyed, so it needs no key of its own. Used by the
full-flow tests, the benches' La Pomme match and `keys_per_deal` (the bench figure).
"""

from picotafel.screens.ui_setup import installed_games
from host_sim.games.keyer import average_keys, press_cards, press_turned


def setup_keys():
    """From power-on with no match: La Pomme in the game list, players P1 P2, default
    options, P2 deals first."""
    return "2" * installed_games().index("pomme") + "#" + "##" + "2222#" + "#"


def deal_keys(dev, statements):
    """Key one deal (its statements: deal, swap, tricks; or their start) into `dev`, from
    the turned-up card to the last card given (after the ninth trick the summary shows
    by itself, and the next turned-up card can be keyed on it); the keys pressed."""
    screen = dev.app.stack[-1]
    keys = press_turned(dev, statements[0][1])
    for st in statements[1:]:
        if st[0] == "trick":
            keys += press_cards(dev, st[1], screen.check, screen.certain)
    return keys


def swaps_first(statements):
    """The statements with each deal's swap moved right after its `deal` line: where
    the ui records a swap (when the card is keyed) does not change the match."""
    out = []
    for st in statements:
        if st[0] == "swap":
            i = len(out) - 1
            while out[i][0] != "deal":
                i -= 1
            out.insert(i + 1, st)
        else:
            out.append(st)
    return out


def key_deal(dev, statements):
    """Key one deal into `dev`; the number of keys. Raises AssertionError unless the ui
    wrote the deal's statements (its swap wherever the ui records it)."""
    start = dev.app.match.count
    keys = deal_keys(dev, statements)
    got = swaps_first(dev.app.match.statements[start:])
    assert got == swaps_first(statements), "the ui wrote %r for %r" % (got[:3], statements[:3])
    return len(keys)


def keys_per_deal(rng, deals=1000):
    """Average keys for a whole La Pomme deal (turned-up card to the summary), each card
    chosen uniformly among the legal ones, keyed through the real ui; a rematch (# on
    the summary, # on the winner) when a match ends."""
    from host_sim.games.pomme.random_match import play_deal
    return average_keys(rng, deals, setup_keys(), "##", key_deal, play_deal)
