"""A player at the table keying Kurz deals (tests/kurz/rules.py) into the real ui with
the fewest keys the entry allows: the turned-up card, # where the leader doubles, then
the tricks a card at a time."""

from host_sim.games.keyer import keyed_exactly, press, press_turned, press_cards, setup_keys_for

from kurz.rules import NAME


def setup_keys(options=""):
    """From power-on with no match: Kurz in the game list, players P1 P2, the options as
    keyed on the options screen (`options` ends on the start line when given, the
    default target otherwise), P2 deals first."""
    return setup_keys_for(NAME, "##", options, "8#")


def deal_keys(dev, statements):
    """Key one deal (its statements: deal, a double, tricks) into `dev`; the keys
    pressed (# before the first card doubles)."""
    screen = dev.app.stack[-1]
    keys = press_turned(dev, statements[0][1])
    for st in statements[1:]:
        if st[0] == "double":
            keys += press(dev, "#")
        else:
            keys += press_cards(dev, st[1], screen.check, screen.certain)
    return keys


def key_deal(dev, statements):
    """Key one deal into `dev`; the number of keys (see keyer.keyed_exactly)."""
    return keyed_exactly(dev, statements, deal_keys)
