"""A player at the table keying Jass deals into the real ui with the fewest keys the
entry allows: the turned-up card, then the tricks a card at a time with the shortcuts of
ui_cards.CardEntry, and each meld where the log has it: `#`, the player's number, its
cards (a rank alone keeps the suit of the meld's first card), `#`. Used by the full-flow
tests and `keys_per_deal` (the bench figure).
"""

from host_sim.games.keyer import (average_keys, keyed_exactly, press, press_turned, press_cards,
                                  setup_keys_for)


def setup_keys(players=4, options="", game="jass"):
    """From power-on with no match: Jass (or `game`, played as Jass) in the game list,
    players P1-P4 (or P1-P3), the options as keyed on the options screen (`options` ends
    on the start line when given, default options otherwise), the last player deals
    first."""
    return setup_keys_for(game, "##" if players == 4 else "88884#", options, "8888#")


def deal_keys(dev, statements):
    """Key one deal (its statements: deal, tricks, melds) into `dev`; the keys pressed."""
    return press_turned(dev, statements[0][1]) + tricks_and_melds(dev, statements[1:])


def tricks_and_melds(dev, statements):
    """Key tricks and melds (Schieber's Weis too) into `dev`; the keys pressed."""
    screen = dev.app.stack[-1]
    players = dev.app.match.players
    keys = ""
    for st in statements:
        if st[0] == "trick":
            keys += press_cards(dev, st[1], screen.check, screen.certain)
        else:                               # a meld: OK, the player's number, its cards, OK
            keys += press(dev, "#%d" % (players.index(st[1]) + 1))
            keys += press_cards(dev, st[2], screen.meld_check)
            keys += press(dev, "#")
    return keys


def key_deal(dev, statements):
    """Key one deal into `dev`; the number of keys (see keyer.keyed_exactly)."""
    return keyed_exactly(dev, statements, deal_keys)


def keys_per_deal(rng, deals=1000, players=4):
    """Average keys per Jass deal (turned-up card, 36 cards, the melds) keyed through
    the real ui, random legal deals under the seed's rules; a rematch when a match ends."""
    from host_sim.games.jass.random_match import play_deal
    # on the summary and the winner, # and #: a rematch
    return average_keys(rng, deals, setup_keys(players), "##", key_deal,
                        lambda rng, players, dealer: play_deal(rng, players, dealer, False))
