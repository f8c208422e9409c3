"""A player at the table keying a match log into the real ui with the fewest keys the
entry allows: used by `make bench` (keys per deal) and the full-flow tests.

It predicts the keys from the same checks the ui makes; `key_match` then verifies that
the ui wrote exactly the log it was given, so a wrong prediction cannot go unnoticed.
"""

from picotafel.core.cards import suit
from picotafel.screens.ui_cards import RANK_KEYS, SUIT_KEYS, CardEntry
from picotafel.screens.ui_setup import installed_games
from host_sim.sim.device import Device, play_keys


def setup_keys_for(game, players_keys, options, default_options):
    """From power-on with no match: `game` in the game list, its players as
    `players_keys` choose them, the options as keyed on the options screen (`options`
    ends on the start line when given, else `default_options`), the last player deals
    first: the one setup path of the trick games' keyers."""
    keys = "8" * installed_games().index(game) + "#" + players_keys
    return keys + (options or default_options) + "#"


def card_keys(c, check, led, certain=None, guard=None):
    """The fewest keys for card `c`, found by keying them on a copy of the ui's card
    entry (ui_cards.CardEntry) with the screen's `check` and `certain` and the entry's
    `guard`: the rank alone, the suit alone, then both in either order; where the guard
    swallows a key, that key first and then the card."""
    s, r = SUIT_KEYS[suit(c)], RANK_KEYS[c % 9]
    tries = (r, s, s + r, r + s)
    if guard is not None and guard[0] not in "SR":
        tries += tuple(guard[0] + t for t in tries)
    for keys in tries:
        if keys_take(keys, c, check, led, certain, guard):
            return keys
    raise AssertionError("no keys for %s (guard %r, led %r)" % (c, guard, led))


def keys_take(keys, c, check, led, certain, guard):
    """True if `keys` on a card entry with `guard` give exactly card `c` at their last key,
    refused by nothing (a first key the guard swallows aside)."""
    e = CardEntry()
    e.guard = guard
    for i in range(len(keys)):
        if i == 0 and e.swallow(keys[0]):
            continue                               # said, and no card: the habit's key
        got, why = e.press(keys[i], check, led, certain)
        if why or got is not None and i + 1 < len(keys):
            return False
        if got is not None:
            return got == c
    return False


def press(dev, keys):
    """Press `keys` on `dev`; the keys."""
    for ch in keys:
        dev.press(ch)
    return keys


def swallowed(dev, k):
    """True if the screen would ignore key `k` as the rest of the card one key took
    (ui_cards.CardEntry.guard): the last card of a deal too."""
    entry = getattr(dev.app.stack[-1], "entry", None)
    if entry is None or entry.guard is None:
        return False
    e = CardEntry()
    e.guard = entry.guard
    return e.swallow(k) is not None


def past_guard(dev, keys):
    """`keys` with their first key twice where the screen would ignore it (swallowed): as
    a person keys again who reads "ignored"."""
    return keys[0] + keys if keys and swallowed(dev, keys[0]) else keys


def press_turned(dev, c):
    """The turned-up card `c`, suit then rank, or rank then suit where the suit would be
    ignored as the rest of the deal's last card; the keys pressed."""
    s, r = SUIT_KEYS[suit(c)], RANK_KEYS[c % 9]
    return press(dev, r + s if swallowed(dev, s) else s + r)


def press_cards(dev, cards, check, certain=None):
    """The cards of a trick or a meld in turn, each with the fewest keys `check` and
    `certain` (the screen's own; a meld's cards have no `certain`) allow, a card of the
    first one's suit by its rank alone; the keys."""
    out = ""
    for i in range(len(cards)):
        led = suit(cards[0]) if i else None
        entry = getattr(dev.app.stack[-1], "entry", None)
        guard = entry.guard if entry is not None else None
        out += press(dev, card_keys(cards[i], check, led, certain, guard))
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
