"""A player at the table keying Coiffeur deals into the real ui with the fewest keys the
entry allows: the choice (# for each push a player makes, a side with every row filled
pushing by itself; 6 and the mode for a joker row; 7 or 8 and 9 or 1 for Slalom or
Guschti; else the mode's key; from the last deal's summary # and # first when a player
pushes), then the tricks a card at a time with the shortcuts of ui_cards.CardEntry, or
the deal's points (keyer_points). Used by the full-flow tests and `keys_per_deal` (the
bench figures).
"""

from picotafel.core.trumpline import SLALOM
from picotafel.screens.ui_coiffeur import MODE_KEYS, JOKER_KEY, TURN_KEYS, PUSH_KEY
from host_sim.games.keyer import (average_keys, keyed_exactly, press, press_cards, past_guard,
                                  setup_keys_for)
from host_sim.games.keyer_points import side_points_keys


def setup_keys(options=""):
    """From power-on with no match: Coiffeur in the game list, players P1-P4, the options
    as keyed on the options screen (`options` ends on the start line when given, default
    options otherwise), the last player deals first."""
    return setup_keys_for("coiffeur", "##", options, "88#")


def choice_keys(dev, st):
    """Key the choice that `trump` statement `st` says; the keys."""
    screen = dev.app.stack[-1]
    mode, pushes, joker = st[1], st[2], st[3]
    made = sum(1 for k in range(pushes) if not screen.forced(k))     # the players' own
    keys = ""
    if made:
        ph = screen.phase()
        if ph == "summary":
            keys += press(dev, "##")         # to the board, to the choice
        elif ph == "board":
            keys += press(dev, "#")
        keys += press(dev, PUSH_KEY * made)
    if mode >= SLALOM:
        k = mode - SLALOM
        return keys + press(dev, past_guard(dev, TURN_KEYS[k // 2] + "91"[k % 2]))
    return keys + press(dev, past_guard(dev, (JOKER_KEY if joker else "") + MODE_KEYS[mode]))


def deal_keys(dev, statements):
    """Key one deal (its statements: deal, trump, then its tricks or its `result`) into
    `dev`; the keys."""
    keys = choice_keys(dev, statements[1])
    screen = dev.app.stack[-1]
    if statements[2][0] == "result":
        return keys + press(dev, "#") + side_points_keys(dev, statements[2:])
    for st in statements[2:]:
        keys += press_cards(dev, st[1], screen.check, screen.certain)
    return keys


def key_deal(dev, statements):
    """Key one deal into `dev`; the number of keys (see keyer.keyed_exactly)."""
    return keyed_exactly(dev, statements, deal_keys)


def keys_per_deal(rng, deals=1000, points=0.0):
    """Average keys per Coiffeur deal keyed through the real ui (the choice, 36 cards;
    with `points` 1, the choice and the deal's points), random legal deals; a rematch
    when a match ends."""
    from host_sim.games.coiffeur.random_match import play_deal
    return average_keys(rng, deals, setup_keys(), "##", key_deal,
                        lambda rng, players, dealer, game:
                        play_deal(rng, players, dealer, game, 8, 0.3, points), True)


def keys_per_points_deal(rng, deals=1000):
    """Average keys per Coiffeur deal entered by its points (the choice, #, the figure,
    #), over the same span as keys_per_deal."""
    return keys_per_deal(rng, deals, 1.0)


# After the first deal and before the last: the menu, its standings (the board), its saved
# matches (on a device with a store; Contrast without one), back to play (as
# pomme_match.MENU_VISIT). The second visit comes with the whole match on the heap.
MENU_VISIT = "08#*88#**"


def match_keys(rng, options="", points=0.2):
    """The keys of a whole Coiffeur match keyed as a person would, setup to winner, with
    a visit to the menu after the first deal and one before the last (a share `points`
    of the deals entered by their points; `options` as setup_keys takes them), and its
    log."""
    from host_sim.sim.device import Recorder, play_keys
    from host_sim.games.coiffeur.random_match import play_deal
    dev = Recorder()
    play_keys(dev, setup_keys(options))
    while not dev.app.match.finished:
        m = dev.app.match
        key_deal(dev, play_deal(rng, m.players, m.next_dealer, m.game,
                                int(m.options["rows"]), 0.3, points))
        if len(m.game.results) in (1, 2 * int(m.options["rows"]) - 1):
            play_keys(dev, MENU_VISIT)
    play_keys(dev, "#")                    # the last deal's summary: the winner
    return "".join(dev.keys), dev.app.match.text()
