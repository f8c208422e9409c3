"""Damaged saved matches through the device's own screens, under the MicroPython unix
port on littlefs (run there, with mp_flash.py beside it; tests/saving/test_storage_damage_ui.py
drives it):

    micropython mp_damage.py LOG flips STEP FIRST     bit FIRST, FIRST + STEP, ... flipped
    micropython mp_damage.py LOG cuts STEP FIRST      the file cut at byte FIRST, ...

LOG's match is saved statement by statement as match 1, and a match 2 begun after it
(the one to reopen), so that match 1 is an older match of the saved list. For each damage the flash is put back as it was, match 1's file
damaged, and the device powered on: the App boots (it says what it found), then the
saved matches' list is drawn, match 1's standings are opened and drawn, and match 1 is
deleted (# twice). Any exception is a FAIL line; a list that does not show match 1, or
a delete that leaves its file, is one too. The last line:

    DAMAGE kind flips|cuts TRIED n FAILED n NOTES n DAMAGED n
"""

import gc
import sys
import vfs

from mp_flash import BS, FF, PROG, Flash, mount
from picotafel.saving.storage import Store
from mp_replay import header_count, lines_of, play
from picotafel.screens.gfx import new_screen
from picotafel.screens.ui import App

BLOCKS = 64
ROOT = "/fl/matches"


def the_flash(lines):
    """The flash image with LOG's match saved as match 1 and a match 2 begun after it."""
    data = bytearray(BLOCKS * BS)
    for b in range(BLOCKS):
        data[b * BS:(b + 1) * BS] = FF
    vfs.VfsLfs2.mkfs(Flash(data), progsize=PROG)
    mount(Flash(data))
    store = Store(ROOT)
    store.boot()
    play(store, lines)
    play(store, lines[:header_count(lines)])
    vfs.umount("/fl")
    return data


def power_on(buf, fb):
    app = App(store=Store(ROOT), language="en")
    app.tick(0)
    app.draw(fb)
    return app


def visit(app, fb):
    """The saved list, match 1's standings, then its delete; what went wrong or None, and
    True if the list showed match 1 as damaged."""
    from picotafel.screens.ui_saved import Saved, _Lines
    from picotafel.screens.ui_saved_match import SavedActions
    saved = Saved(app)
    app.push(saved)
    app.draw(fb)
    entries = saved.entries
    at = None
    for i in range(len(entries)):
        if entries[i][0] == 1:
            at = i
    if at is None:
        # set aside at power-on (nothing of it could be kept): not listed, nothing to do
        return (None if app.store._size(app.store.path(1)) < 0
                else "match 1 not in the list"), False
    damaged = entries[at][1] is None
    saved.cursor = at
    line = _Lines(entries)[at]
    app.draw(fb)
    acts = SavedActions(app, saved, entries[at])
    app.push(acts)
    app.draw(fb)
    acts.cursor = 1                             # Standings
    acts.key("#")
    app.tick(0)
    app.draw(fb)
    while app.stack[-1] is not acts and len(app.stack) > 1:
        app.pop()                               # its standings (and any message) closed
    if app.stack[-1] is not acts:
        return "the standings left no way back: %s" % app.stack, damaged
    acts.cursor = 2                             # Delete, and # again
    acts.key("#")
    app.draw(fb)
    acts.key("#")
    app.tick(0)
    app.draw(fb)
    for ext in ("log", "tmp", "bad"):
        if app.store._size(app.store.path(1, ext)) >= 0:
            return "match 1's %s is still there after delete (%s)" % (ext, line), damaged
    return None, damaged


def main(log, kind, step, first):
    lines = lines_of(log)
    image = the_flash(lines)
    mount(Flash(bytearray(image)))
    path = Store(ROOT).path(1)
    with open(path, "rb") as f:
        original = f.read()
    vfs.umount("/fl")
    buf, fb = new_screen()
    total = len(original) * 8 if kind == "flips" else len(original)
    tried = failed = notes = damaged = 0
    data = bytearray(len(image))
    for at in range(first, total, step):
        data[:] = image
        mount(Flash(data))
        if kind == "flips":
            hurt = bytearray(original)
            hurt[at >> 3] ^= 1 << (at & 7)
        else:
            hurt = original[:at]
        with open(path, "wb") as f:
            f.write(hurt)
        tried += 1
        try:
            app = power_on(buf, fb)
            notes += 1 if app.stack and app.stack[-1].KIND == "notice" else 0
            why, listed_damaged = visit(app, fb)
            damaged += 1 if listed_damaged else 0
        except Exception as e:  # noqa: BLE001  (counted: the device must never stop)
            why = "%s: %s" % (type(e).__name__, e)
        if why:
            failed += 1
            print("FAIL %s at %d: %s" % (kind, at, why))
        app = None
        vfs.umount("/fl")
        gc.collect()
    print("DAMAGE kind %s TRIED %d FAILED %d NOTES %d DAMAGED %d" % (
        kind, tried, failed, notes, damaged))


main(sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
