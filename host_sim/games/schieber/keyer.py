"""A player at the table keying Schieber deals into the real ui with the fewest keys the
entry allows: the trump (its key; when pushed # first, and on the last deal's summary a
# more to leave it), then the tricks a card at a time
with the shortcuts of ui_cards.CardEntry, and each Weis where the log has it as Jass keys
a meld (the Jass keyer); or the deal's points (keyer_points). Used by the full-flow tests and
`keys_per_deal` (the bench figures).
"""

from picotafel.screens.ui_schieber import MODE_KEYS, PUSH_KEY
from host_sim.games.keyer import (average_keys, keyed_exactly, press, past_guard,
                                  setup_keys_for)
from host_sim.games.jass.keyer import tricks_and_melds
from host_sim.games.keyer_points import side_points_keys


def setup_keys(options=""):
    """From power-on with no match: Schieber in the game list, players P1-P4, the options
    as keyed on the options screen (`options` ends on the start line when given, default
    options otherwise), the last player deals first."""
    return setup_keys_for("schieber", "##", options, "88#")


def deal_keys(dev, statements):
    """Key one deal (its statements: deal, trump, tricks and Weis, or its points: result,
    weis, stoeck) into `dev`; the keys."""
    screen = dev.app.stack[-1]
    mode, pushed = statements[1][1], statements[1][2]
    keys = ""
    if pushed and screen.phase() == "summary":
        keys = press(dev, "#")              # # leaves the summary; a mode key goes on at once
    keys += press(dev, past_guard(dev, (PUSH_KEY if pushed else "") + MODE_KEYS[mode]))
    if statements[2][0] == "result":        # the Weis's #, then # for the points
        return keys + press(dev, "##") + side_points_keys(dev, statements[2:])
    return keys + tricks_and_melds(dev, statements[2:])


def key_deal(dev, statements):
    """Key one deal into `dev`; the number of keys (see keyer.keyed_exactly)."""
    return keyed_exactly(dev, statements, deal_keys)


def keys_per_deal(rng, deals=1000):
    """Average keys per Schieber deal (the trump, 36 cards, the Weis) keyed through the
    real ui, random legal deals; a rematch when a match ends."""
    from host_sim.games.schieber.random_match import play_deal
    return average_keys(rng, deals, setup_keys(), "##",
                        key_deal, lambda rng, players, dealer: play_deal(rng, players, dealer))


def keys_per_points_deal(rng, deals=1000):
    """Average keys per Schieber deal entered by its points, without Weis or Stöck (the
    trump, ##, the figure, #), over the same span as keys_per_deal."""
    from host_sim.games.schieber.random_match import points_deal
    return average_keys(rng, deals, setup_keys(), "##", key_deal,
                        lambda rng, players, dealer: points_deal(rng, players, dealer, 0.3, 0, 0))
