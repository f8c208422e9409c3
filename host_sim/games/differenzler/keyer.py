"""A player at the table keying Differenzler deals into the real ui with the fewest keys
the entry allows: the turned-up card, each prediction's digits and `#` (in the order the
ui asks for them: from the leader round), then the tricks a card at a time with the
shortcuts of ui_cards.CardEntry, or each player's points (keyer_points). Used by the
full-flow tests and `keys_per_deal` (the bench figures).
"""

from picotafel.screens.ui_setup import installed_games
from host_sim.games.keyer import average_keys, press, press_turned, press_cards
from host_sim.games.keyer_points import player_points_keys


def setup_keys(players=4):
    """From power-on with no match: Differenzler in the game list, players P1-P4 (or
    P1-P3), default options, the last player deals first."""
    keys = "8" * installed_games().index("differenzler") + "#"
    keys += "##" if players == 4 else "88884#"
    return keys + "888#" + "#"


def deal_keys(dev, statements):
    """Key one deal (its statements: deal, estimates, tricks) into `dev`; returns the
    number of keys and the statements in the order the ui writes them."""
    screen = dev.app.stack[-1]
    m = dev.app.match
    players = m.players
    keys = press_turned(dev, statements[0][1])
    screen = dev.app.stack[-1]
    values = dict((st[1], st[2]) for st in statements if st[0] == "estimate")
    written = [statements[0]]
    while screen.phase() == "estimate":
        name = players[screen.estimator()]
        keys += press(dev, "%d#" % values[name])
        written.append(("estimate", name, values[name]))
    results = [st for st in statements if st[0] == "result"]
    if results:                 # the points instead of the cards: #, then each player's
        keys += press(dev, "#") + player_points_keys(dev, results)
        written += results
    for st in statements:
        if st[0] == "trick":
            keys += press_cards(dev, st[1], screen.check, screen.certain)
            written.append(st)
    return len(keys), written


def key_deal(dev, statements):
    """Key one deal into `dev`; the number of keys. Raises AssertionError unless the ui
    wrote exactly the deal's statements (predictions in the ui's order)."""
    start = dev.app.match.count
    keys, expected = deal_keys(dev, statements)
    got = dev.app.match.statements[start:]
    assert got == expected, "the ui wrote %r for %r" % (got[:6], expected[:6])
    assert sorted(expected) == sorted(statements)
    return keys


def keys_per_points_deal(rng, deals=1000, players=4):
    """Average keys per Differenzler deal entered by its points (turned-up card,
    predictions, #, each player's points but the last's, #)."""
    from host_sim.games.differenzler.random_match import play_deal
    return average_keys(rng, deals, setup_keys(players), "##", key_deal,
                        lambda rng, names, dealer: play_deal(rng, names, dealer, True))


def keys_per_deal(rng, deals=1000, players=4):
    """Average keys per Differenzler deal (turned-up card, predictions, 36 cards) keyed
    through the real ui, random legal deals; a rematch when a match ends."""
    from host_sim.games.differenzler.random_match import play_deal
    # on the summary and the winner, # and #: a rematch
    return average_keys(rng, deals, setup_keys(players), "##", key_deal, play_deal)
