"""A correction never unsaves (docs/storage.md): `*` at a breach screen (a keying mistake
at an earlier trick) takes the later tricks back in memory only; the file keeps them
until the corrected card is keyed, and then the correction and the tricks keyed again
after it are written in one step. A power cut at any write of it gives back the match
as it was before, or as it is after, never shorter (on littlefs, under MicroPython)."""

import json
import os
import shutil

import mpy
from host_sim.sim.device import Device, play_keys
from picotafel.saving.storage import Store
from screens import screen

# La Pomme, P1 and P2: five tricks, then a card that proves P2 did not follow at trick 1.
FIVE_TRICKS = "###8888##D6C7A3B91A92A84B82C8C2"
BEFORE = ("game pomme\nplayers P1 P2\ndealer P2\ndeal JC\ntrick QD 8S\ntrick AH 6H\n"
          "trick AS 7S\ntrick KS 9S\ntrick KH 7H\n")
# P2's card keyed again (D7); the sixth trick's two cards, the second of which the breach
# had stopped, stay keyed through the correction and complete it.
AFTER = BEFORE.replace("trick QD 8S", "trick QD QC") + "trick KD 7D\n"


def _saved(tmp_path):
    return Device(data_dir=str(tmp_path)).log()           # power off, power on


def test_a_correction_keeps_the_later_tricks_saved_until_the_card_is_keyed(tmp_path):
    dev = Device(data_dir=str(tmp_path))
    play_keys(dev, FIVE_TRICKS + "*")                   # a keying mistake at trick 1
    assert dev.log() == "game pomme\nplayers P1 P2\ndealer P2\ndeal JC\n"   # on screen
    assert _saved(tmp_path) == BEFORE                   # on the flash: all five tricks


def test_the_corrected_card_saves_the_correction_and_the_tricks_keyed_again(tmp_path):
    dev = Device(data_dir=str(tmp_path))
    play_keys(dev, FIVE_TRICKS + "* D7")
    assert dev.log() == AFTER
    assert _saved(tmp_path) == AFTER


def test_the_correction_and_the_tricks_keyed_again_are_one_write(tmp_path, monkeypatch):
    dev = Device(data_dir=str(tmp_path))
    play_keys(dev, FIVE_TRICKS + "*")
    calls = []
    real = Store.save
    monkeypatch.setattr(Store, "save", lambda *a, **k: calls.append(a[2].count) or
                        real(*a, **k))
    play_keys(dev, "D7")
    assert calls == [10]                                # one save, the whole match after


def test_a_correction_left_for_another_match_leaves_the_saved_one_whole(tmp_path):
    dev = Device(data_dir=str(tmp_path))
    play_keys(dev, FIVE_TRICKS + "*")
    play_keys(dev, "0 # 8888##")                        # the menu: a new match
    assert Store(str(tmp_path)).load(1) == BEFORE


# -- power cuts at every write of a correction, on littlefs --------------------------------

CUTS = r'''
import sys, gc, vfs
import mp_flash
from mp_flash import BS, FF, Flash, mount, partial, full, PROG
from picotafel.screens.gfx import new_screen
from picotafel.screens.ui import App
from picotafel.saving.storage import Store


def press(app, keys):
    """The device's loop: a key, then the saves it made (App.flush)."""
    for k in keys:
        if k != " ":
            app.key(k)
            app.flush()


def saved(flash):
    """Power on after a cut: the log of the match littlefs gives back."""
    mount(flash)
    app = App(store=Store("/fl/matches"), language="en")
    return app.match.text() if app.match is not None else ""


mp_flash.MTIME = False
before_keys, after_keys, before, after = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
before = before.replace("/", "\n")
after = after.replace("/", "\n")
blocks = 64
data = bytearray(blocks * BS)
for b in range(blocks):
    data[b * BS:(b + 1) * BS] = FF
vfs.VfsLfs2.mkfs(Flash(data), progsize=PROG)
img = bytearray(data)            # the formatted flash, then the writes before `*`
ops = []
rec = Flash(bytearray(data), record=ops)
mount(rec)
app = App(store=Store("/fl/matches"), language="en")
press(app, before_keys)
if app.match.text() != before:
    print("FAIL the five tricks gave", repr(app.match.text()))
rec.step = 1                     # the correction's writes
press(app, after_keys)
if app.match.text() != after:
    print("FAIL the correction gave", repr(app.match.text()))
vfs.umount("/fl")
mine = [op for op, step in ops if step == 1]
for op, step in ops:
    if step == 0:
        full(img, op)
tried = failed = 0
test = bytearray(len(img))
for n in range(len(mine) + 1):
    for how in ((0, 1) if n < len(mine) else (0,)):
        test[:] = img
        if n < len(mine):
            partial(test, mine[n], how)
        got = saved(Flash(test))
        vfs.umount("/fl")
        tried += 1
        if got not in (before, after):
            failed += 1
            print("FAIL cut at write %d (%s): %d lines" % (n, how, got.count("\n")))
        gc.collect()
    if n < len(mine):
        full(img, mine[n])
print("CUTS %d WRITES %d FAILED %d" % (tried, len(mine), failed))
'''


def test_a_power_cut_at_any_write_of_a_correction_gives_the_match_before_or_after(mpy_tree):
    shutil.copy(os.path.join(mpy.ROOT, "host_sim", "mp", "mp_flash.py"), mpy_tree)
    with open(os.path.join(mpy_tree, "correction_cuts.py"), "w") as f:
        f.write(CUTS)
    r = mpy.run(mpy_tree, ["correction_cuts.py", FIVE_TRICKS, "* D7",
                           BEFORE.replace("\n", "/"), AFTER.replace("\n", "/")],
                heap="4m", timeout=900)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    fails = [line for line in r.stdout.splitlines() if line.startswith("FAIL")]
    assert not fails, "\n".join(fails[:20])
    w = r.stdout.split("CUTS")[1].split()
    f = {"CUTS": int(w[0]), w[1]: int(w[2]), w[3]: int(w[4])}
    print("correction cuts on littlefs:", json.dumps(f))
    assert f["WRITES"] >= 2 and f["CUTS"] == 2 * f["WRITES"] + 1
