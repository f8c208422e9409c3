"""A whole La Pomme match through the real ui and storage under MicroPython."""

import os
import random
import shutil

import pytest

import mpy
from host_sim.bench import pomme_match
from picotafel.core.match import load

# The smallest heap measured (make bench: pomme_min_heap_kb, a match with one visit to
# the menu) is 83-88 KiB on the 64-bit unix port, whose objects are about twice their
# size on the Pico's 32-bit port; this test keeps a margin of about 25% above it (see
# mpy.CORE_HEAP) so that it fails when the ui grows, not on another machine's noise.
# Revoke, sound and light and readable messages took the interned names past
# 620, where MicroPython's qstr pools (20+40+80+160+320 entries) were exactly full: the
# sixth pool (640 entries) costs about 10 KiB on this 64-bit port (half on the Pico), and
# the smallest heap went from 90 to 125 KiB. The margin stays about 20%.
# The options kept per game, the damaged-entry listing, the wake-up deadlines and the
# game registry's titles took the smallest heaps to 139k (La Pomme, English), 144k
# (German) and 151k (the Coiffeur match below); the Pico's own figure, on the emulated
# Pico (tests/pico/test_pico.py, make bench), stays above 120 KB free.
HEAP = "184k"


# The same match in German (the language with the most bytes but French, within 1%):
# a language's words are the same few KB in any language (docs/engineering.md, "Words");
# its smallest heap was 115k here, English 116k.
@pytest.mark.parametrize("lang", ["en", "de"])
def test_whole_match_through_ui_and_storage_fits_a_small_heap(mpy_tree, lang):
    keys, log = pomme_match.match_keys(random.Random(7))
    shutil.copy(os.path.join(mpy.ROOT, "host_sim", "mp", "ui_drive_mp.py"), mpy_tree)
    with open(os.path.join(mpy_tree, "keys.txt"), "w") as f:
        f.write(keys)
    shutil.rmtree(os.path.join(mpy_tree, "data"), ignore_errors=True)
    if os.path.exists(os.path.join(mpy_tree, "data.last")):   # the newest match's number,
        os.remove(os.path.join(mpy_tree, "data.last"))         # kept beside the folder
    r = mpy.run(mpy_tree, ["ui_drive_mp.py", "keys.txt", "data", lang], heap=HEAP)
    assert r.returncode == 0, r.stdout[-300:] + r.stderr[-800:]
    assert r.stdout.split("LOG\n", 1)[1] == log
    with open(os.path.join(mpy_tree, "data", "00", "98_0001.log")) as f:
        saved = f.read()
    assert saved.startswith("# picotafel 2 ")
    assert load(saved).text() == log              # every record, each line a statement


def test_whole_coiffeur_match_through_ui_and_storage_fits_the_same_heap(mpy_tree):
    # Sixteen deals, pushes, jokers, deals entered by their points (ui_points), two menu
    # visits: the keys of keyer_coiffeur.match_keys, the same log as on CPython.
    from host_sim.games.coiffeur.keyer import match_keys
    keys, log = match_keys(random.Random(11))
    shutil.copy(os.path.join(mpy.ROOT, "host_sim", "mp", "ui_drive_mp.py"), mpy_tree)
    with open(os.path.join(mpy_tree, "keys.txt"), "w") as f:
        f.write(keys)
    shutil.rmtree(os.path.join(mpy_tree, "data"), ignore_errors=True)
    if os.path.exists(os.path.join(mpy_tree, "data.last")):
        os.remove(os.path.join(mpy_tree, "data.last"))
    r = mpy.run(mpy_tree, ["ui_drive_mp.py", "keys.txt", "data", "en"], heap=HEAP)
    assert r.returncode == 0, r.stdout[-300:] + r.stderr[-800:]
    assert r.stdout.split("LOG\n", 1)[1] == log
    assert "result" in log and "trump push" in log
