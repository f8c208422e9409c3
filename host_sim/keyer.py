"""A player at the table keying a match log into the real ui with the fewest keys the
entry allows: used by `make bench` (keys per deal) and the full-flow tests.

It predicts the keys from the same checks the ui makes; `key_match` then verifies that
the ui wrote exactly the log it was given, so a wrong prediction cannot go unnoticed.
"""

from picotafel.core.cards import card, suit
from picotafel.screens.ui_cards import RANK_KEYS, SUIT_KEYS, CardEntry
from host_sim.device import Device, play_keys


def card_keys(c, check, led):
    """The shortest keys for card `c`, mirroring ui_cards.CardEntry."""
    s, r = suit(c), c % 9
    if led is not None and s == led and check(c) is None:
        return RANK_KEYS[r]
    by_rank = [card(x, r) for x in range(4) if check(card(x, r)) is None]
    led_ok = led is not None and check(card(led, r)) is None
    if by_rank == [c] and not led_ok:
        return RANK_KEYS[r]
    by_suit = [card(s, x) for x in range(9) if check(card(s, x)) is None]
    if by_suit == [c]:
        return SUIT_KEYS[s]
    return SUIT_KEYS[s] + RANK_KEYS[r]


def press(dev, keys):
    """Press `keys` on `dev`; the keys."""
    for ch in keys:
        dev.press(ch)
    return keys


def press_turned(dev, c):
    """The turned-up card `c`, suit then rank; the keys pressed."""
    return press(dev, SUIT_KEYS[suit(c)] + RANK_KEYS[c % 9])


def press_cards(dev, cards, check):
    """The cards of a trick or a meld in turn, each with the fewest keys `check` (the
    screen's own) allows, a card of the first one's suit by its rank alone; the keys."""
    out = ""
    for i in range(len(cards)):
        led = suit(cards[0]) if i else None
        keys = card_keys(cards[i], check, led)
        entry = getattr(dev.app.stack[-1], "entry", None)
        if entry is not None and entry.guard is not None:
            keys = guarded_keys(cards[i], check, led, entry, keys)
        out += press(dev, keys)
    return out


def guarded_keys(c, check, led, entry, keys):
    """The fewest keys for `c` when the entry swallows a key that would repeat the card
    just taken by one key (ui_cards.CardEntry.guard): tried on a copy of the entry."""
    s, r = SUIT_KEYS[suit(c)], RANK_KEYS[c % 9]
    g = entry.guard[0]
    for alt in (keys, r, s, r + s, s + r, (g if g not in "SR" else "") + keys):
        e = CardEntry()
        e.guard = entry.guard
        got = None
        for i in range(len(alt)):
            got, why = e.press(alt[i], check, led)
            if why and not (i == 0 and alt[0] == g):    # the swallowed key: said, no card
                break
            if got is not None and i + 1 < len(alt):     # a card before the last key:
                got = None                               # the ui would take that one
                break
        if got == c:
            return alt
    raise AssertionError("no keys for %s (guard %r, keys %r, led %r)" % (c, g, keys, led))


def key_pomme_deal(dev, statements):
    """Key one La Pomme deal (its statements: deal, swap, tricks) into `dev`, from the
    turned-up card to the last card (the summary then shows by itself, and the next
    turned-up card can be keyed on it); returns the number of keys."""
    screen = dev.app.stack[-1]
    keys = press_turned(dev, statements[0][1])
    for st in statements[1:]:
        if st[0] == "trick":
            keys += press_cards(dev, st[1], screen.check)
    return len(keys)


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


def keyed_exactly(dev, statements, deal_keys):
    """Key one deal into `dev` with `deal_keys(dev, statements)`; the number of keys.
    Raises AssertionError unless the ui wrote exactly the deal's statements."""
    start = dev.app.match.count
    keys = deal_keys(dev, statements)
    got = dev.app.match.statements[start:]
    assert got == list(statements), "the ui wrote %r for %r" % (got[:6], statements[:6])
    return len(keys)


def average_keys(rng, deals, setup, rematch, key_deal, play_deal, with_game=False):
    """Average keys per deal over `deals` random legal deals (`play_deal(rng, players,
    dealer)`, with `with_game` also the match's game, None before its first deal) keyed
    through the real ui by `key_deal(dev, statements)` after the `setup` keys; when a
    match ends, the `rematch` keys start the next one."""
    dev = Device()
    play_keys(dev, setup)
    total = 0
    for _ in range(deals):
        m = dev.app.match
        if m.finished:
            play_keys(dev, rematch)
            m = dev.app.match
        args = (rng, m.players, m.next_dealer) + ((m.game,) if with_game else ())
        total += key_deal(dev, play_deal(*args))
    return total / deals
