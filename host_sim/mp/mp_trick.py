"""The trick being keyed (saving/trick_kept.py) under the MicroPython unix port, on
littlefs over the RAM flash of mp_flash.py (run there, with mp_flash.py and mp_replay.py
beside it; tests/saving/test_trick_kept_powercut.py drives it):

    micropython mp_trick.py cuts LOG BLOCKS     a power cut at every flash write
    micropython mp_trick.py wear LOG [bare]     erases and programs per card (bare:
                                                with no card kept, as before the record)

A match is keyed as the App saves it: each card of a trick but its last writes the
record (the cards so far); the last card appends the trick's statement (the store's
save) and then removes the record; every other statement is saved as it comes. For a
cut at every write (not begun, or half done), the flash is mounted again and read as
power-on reads it: the match reopened and the record put back only if it names the
match as saved. What comes back (the statements and the cards on the screen) must be
what was there before the step the cut fell in, or after it: never a wrong card, and
nothing lost but that step.
"""

import gc
import sys

import mp_flash
from mp_flash import BS, FF, PROG, Flash, mount, partial, full
from mp_replay import lines_of, header_count
from picotafel.core.match import Match
from picotafel.core.matchlog import parse_statement
from picotafel.saving import trick_kept
from picotafel.saving.storage import Store
import vfs


def blank(blocks):
    data = bytearray(blocks * BS)
    for b in range(blocks):
        data[b * BS:(b + 1) * BS] = FF
    vfs.VfsLfs2.mkfs(Flash(data), progsize=PROG)
    return data


def key(flash, lines, per=None, bare=False):
    """Boot, a new match with the header of `lines`, then its statements keyed card by
    card as the App saves them; flash.step numbers the steps. The state after each step
    (statements, cards on the screen); `per(kind, erases, programs)` after each."""
    mount(flash)
    store = Store("/fl/matches")
    store.boot()
    head = header_count(lines)
    m = Match()
    for i in range(head):
        m.apply(parse_statement(lines[i]))
    flash.step = 1
    mid = store.new(m)
    states = [(0, ()), (m.count, ())]

    def step(kind, fn):
        flash.step += 1
        e, p = flash.erases, flash.progs
        fn()
        if per is not None:
            per(kind, flash.erases - e, flash.progs - p)

    for i in range(head, len(lines)):
        st = parse_statement(lines[i])
        if st[0] == "trick" and not bare:
            cards = st[1]
            for k in range(1, len(cards)):
                got = trick_kept.kept(mid, m, cards[:k], None)
                step("card", lambda: trick_kept.write(store, got))
                states.append((m.count, cards[:k]))
        m.apply(st)

        def last():
            notes = store.save(mid, m, st)
            assert not notes, notes
            if st[0] == "trick" and not bare:
                trick_kept.write(store, ())
        step("trick" if st[0] == "trick" else "statement", last)
        states.append((m.count, ()))
    flash.step += 1
    return states


def reopened(flash, lines):
    """(statements, cards put back) after power-on, or a reason it is not a state."""
    mount(flash)
    store = Store("/fl/matches")
    notes = store.boot()
    if notes:
        return "boot said %s" % notes
    mid = store.current()
    if mid is None:
        return (0, ())
    m = store.load_match(mid)
    if m is None:
        return "load failed: %s" % store.take_notes()
    want = "".join(l + "\n" for l in lines[:m.count])
    if m.text() != want:
        return "statements differ from the match's first %d" % m.count
    got = trick_kept.read(store)
    if got is False:
        return "a damaged record"
    if got and got == trick_kept.kept(mid, m, got[3], got[4]):
        return (m.count, got[3])
    return (m.count, ())


def cuts(log, blocks):
    mp_flash.MTIME = False
    lines = lines_of(log)
    image0, recbuf, img, test = blank(blocks), None, None, None
    recbuf = bytearray(image0)
    img = bytearray(image0)
    test = bytearray(len(image0))
    ops = []
    rec = Flash(recbuf, record=ops)
    states = key(rec, lines)
    print("OPS %d STEPS %d" % (len(ops), len(states) - 1))
    tried = failed = 0
    for n in range(len(ops) + 1):
        step = ops[n][1] if n < len(ops) else len(states)
        for how in ((0, 1) if n < len(ops) else (0,)):
            test[:] = img
            if n < len(ops):
                partial(test, ops[n][0], how)
            got = reopened(Flash(test), lines)
            allowed = [states[min(step, len(states)) - 1]]
            if step < len(states):
                allowed.append(states[step])
            tried += 1
            if got not in allowed:
                failed += 1
                print("FAIL cut at write %d (%s, step %d): %s, expected one of %s" % (
                    n, "half done" if how else "not begun", step, got, allowed))
        if n < len(ops):
            full(img, ops[n][0])
        gc.collect()
    if img != rec.data:
        print("FAIL replayed writes do not give the final flash")
        failed += 1
    print("CUTS %d FAILED %d" % (tried, failed))


def wear(log, bare):
    """Erases and page programs a card costs on a Pico-sized littlefs (352 blocks of 4
    KiB, progsize 256, with timestamps as the Pico mounts it): the record's writes and
    removes, beside the statements' saves."""
    lines = lines_of(log)
    flash = Flash(blank(352))
    sums = {}

    def per(kind, e, p):
        s = sums.setdefault(kind, [0, 0, 0])
        s[0] += 1
        s[1] += e
        s[2] += p
    key(flash, lines, per, bare)
    for kind in sorted(sums):
        n, e, p = sums[kind]
        print("WEAR %s N %d ERASES %d PROGS %d" % (kind, n, e, p))


if sys.argv[1] == "cuts":
    cuts(sys.argv[2], int(sys.argv[3]))
else:
    wear(sys.argv[2], sys.argv[3:] == ["bare"])
