"""The trick being keyed, kept on the flash card by card.

A match log holds whole tricks only (a trick is one statement, written when its last
card is keyed), so without this a power cut, or a phone closing the page, lost every
card of the trick in progress. They are kept in a file of their own beside the state
file, `trick`, one record (storage_format.record) of what is on the play screen:

    kept 3 41 5e1f00aa JS 7S #0 1c2d3e4f       match 3, after its 41 statements (their
                                               packed bytes' CRC-32 5e1f00aa), J♠ 7♠
    kept 3 41 5e1f00aa JS 7S breach 1 5 #0 ... the table chose to record player 1's
                                               breach in this trick, trick 5 (ui_breach)

It is written whole after each card (the App, once the key's screen is sent and its
statements saved: App.keep_trick), and emptied once the trick is complete and saved
(the file stays: littlefs makes a new file in a commit of its own before the one that
writes it, so removing and making it again would cost a trick three commits, not two).
littlefs commits a file at its close: a cut in the write leaves the old record or the
new one, never a mix (a file cut after it was made and before its close is empty: no
card, as before it); on a host filesystem a record cut short fails its check. At
power-on the record is put back on the play screen (ui_open.put_back) only if it names
the match reopened with exactly the statements and bytes it has (a cut between the
log's write and the record's leaves a record that does not): so a card is never put
on a trick it does not belong to, and every card is checked again as if keyed.
The match log and the state file stay as they are.
"""

from binascii import crc32

from picotafel.core.cards import RANKS, SUITS, card_name
from picotafel.saving.storage_format import record

NAME = "/trick"


def kept(mid, m, cards, exempt):
    """What the record says for match `mid` (a Match) with `cards` keyed of its trick
    in progress and the breach the table chose to record in it (`exempt`, or None):
    (mid, statements, CRC-32 of their packed bytes, cards, exempt); () if no card."""
    if not cards:
        return ()
    return (mid, m.count, crc32(m.body) & 0xFFFFFFFF, tuple(cards), exempt)


def write(store, got):
    """Make the record say `got` (kept(); () empties it: no card)."""
    data = b""
    if got:
        text = "kept %d %d %08x %s" % (got[0], got[1], got[2],
                                      " ".join(card_name(c) for c in got[3]))
        if got[4] is not None:
            text += " breach %d %d" % got[4]
        data = record(text, 0)
    with open(store.root + NAME, "wb") as f:
        f.write(data)
        store._sync(f)


def read(store):
    """The record as kept() gives it; None without one (no file, or an empty one: no card,
    or a first write cut after littlefs made the file and before its close), False if
    it does not read (damaged)."""
    try:
        with open(store.root + NAME, "rb") as f:
            data = f.read(160)
    except OSError:
        return None
    if not data:
        return None
    from picotafel.saving.storage_list import unrecord
    got = unrecord(data.rstrip(b"\n")) if data.count(b"\n") == 1 else None
    try:
        w = got[0].split(" ")
        exempt = None
        if w[-3] == "breach":
            exempt = (int(w[-2]), int(w[-1]))
            w = w[:-3]
        cards = []
        for c in w[4:]:
            if len(c) != 2:
                raise ValueError(c)
            cards.append(SUITS.index(c[1]) * 9 + RANKS.index(c[0]))
        if w[0] != "kept" or not cards or len(w[3]) != 8:
            raise ValueError(w[0])
        return (int(w[1]), int(w[2]), int(w[3], 16), tuple(cards), exempt)
    except (TypeError, ValueError, IndexError):
        return False
