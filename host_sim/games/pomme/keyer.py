"""A player at the table keying La Pomme deals into the real ui with the fewest keys the
entry allows: the turned-up card (the next deal's straight from the summary), then the
tricks a card at a time with the shortcuts of ui_cards.CardEntry; a swap of the 6 of
trump is recorded when its card is keyed, so it needs no key of its own. Used by the
full-flow tests, the benches' La Pomme match, the emulated Pico's power cuts
(key_deal_with_cuts) and `keys_per_deal` (the bench figure).
"""

from picotafel.core.cards import suit
from picotafel.screens.ui_cards import RANK_KEYS, SUIT_KEYS
from picotafel.screens.ui_setup import installed_games
from host_sim.games.keyer import average_keys, card_keys, press_cards, press_turned, swallowed


def setup_keys():
    """From power-on with no match: La Pomme in the game list, players P1 P2, default
    options, P2 deals first."""
    return "8" * installed_games().index("pomme") + "#" + "##" + "8888#" + "#"


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


def key_deal_with_cuts(table, statements, cut_for):
    """Key a deal (its statements, as random_match.play_deal makes them) into the
    emulated Pico's `table` (host_sim/emu/pico_table.Table) a statement at a time, with
    power cuts: `cut_for(n)` gives the cut for the key that completes the n-th statement
    keyed at this table so far (None: no cut). A statement lost to a cut is keyed again
    from the first card the device did not give back (the cards of a trick keyed before
    are put back on its screen: saving/trick_kept.py), as a person would after the device
    came back (without a cut: the power stays on for the second try); a storage message
    after a cut (a kept card the trick already holds) is read and closed first."""
    items = [[statements[0][1]]] + [st[1] for st in statements[1:] if st[0] == "trick"]
    i = 0
    again = False
    while i < len(items):
        cards = items[i]
        outcome = None
        while table.app.stack[-1].KIND == "notice":
            table.key("#")
        start = len(getattr(table.app.stack[0], "pending", ())) if i else 0
        for j, c in enumerate(cards):
            if j < start:
                continue
            if i == 0:                  # the turned-up card, past the last card's rest
                keys = SUIT_KEYS[suit(c)] + RANK_KEYS[c % 9]
                if swallowed(table, keys[0]):
                    keys = keys[::-1]
            else:
                top = table.app.stack[-1]
                led = suit(cards[0]) if j else None
                keys = card_keys(c, top.check, led, top.certain, top.entry.guard)
            for n, k in enumerate(keys):
                if j == len(cards) - 1 and n == len(keys) - 1:
                    table.statements += 1
                    cut = None if again else cut_for(table.statements)
                    outcome = table.key_with_cut(k, cut) if cut else table.key(k) and None
                else:
                    table.key(k)
        again = outcome in ("lost", "part")
        if not again:
            i += 1


def keys_per_deal(rng, deals=1000):
    """Average keys for a whole La Pomme deal (turned-up card to the summary), each card
    chosen uniformly among the legal ones, keyed through the real ui; a rematch (# on
    the summary, # on the winner) when a match ends."""
    from host_sim.games.pomme.random_match import play_deal
    return average_keys(rng, deals, setup_keys(), "##", key_deal, play_deal)
