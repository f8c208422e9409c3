"""Start-up does not grow with the saved matches (issue 11), under MicroPython: littlefs
v2 on a RAM flash that counts its block reads (host_sim/mp_flash.py, driven by
host_sim/mp_storage.py `startup N`). Block reads, not time: the RAM flash lives in the
unix port's heap, which the collector scans, so the time grows with it where the Pico's
would not (`make bench` prints both).

Measured (block reads): boot to the open match 660 at 10 matches, 344 at 100, 495 at
1000; the list's first screen 685, 2146, 2312. A lookup in a folder costs more the more
entries it holds: the list's first screen at 1000 reads the folder of a hundred that
holds matches 900-999 and opens four of them, at 10 a folder of ten (3.4 times the
reads). Beyond a full folder nothing grows: the folders themselves are not listed (that
read every folder's entry: 2840 reads at 1000, 3278 at 2000).
"""

import os
import shutil

import mpy

BOOT_FACTOR = 2.0       # boot at 1000 matches: at most twice the reads at 10 (0.75 now)
LIST_FACTOR = 4.0       # the list at 1000: a full folder against one of ten (3.4 now)
LIST_GROWTH = 1.15      # the list at 1000 against 100, both a full folder (1.08 now;
#                         listing the folders read 1.27 times as much)


def _startup(tree, n):
    r = mpy.run(tree, ["mp_storage.py", "startup", str(n)], heap="64m", timeout=600)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    for line in r.stdout.splitlines():
        w = line.split()
        if w and w[0] == "STARTUP":
            return {w[i]: int(w[i + 1]) for i in range(1, len(w) - 1, 2)}
    raise AssertionError(r.stdout[-3000:])


def test_boot_and_the_first_list_screen_read_about_as_much_at_1000_matches_as_at_10(
        mpy_tree):
    for name in ("mp_flash.py", "mp_storage.py"):
        shutil.copy(os.path.join(mpy.ROOT, "host_sim", name), mpy_tree)
    got = {n: _startup(mpy_tree, n) for n in (10, 100, 1000)}
    print("startup reads:", {n: (g["BOOT_READS"], g["LIST_READS"]) for n, g in got.items()})
    assert got[1000]["BOOT_READS"] <= BOOT_FACTOR * got[10]["BOOT_READS"], got
    assert got[1000]["LIST_READS"] <= LIST_FACTOR * got[10]["LIST_READS"], got
    assert got[1000]["LIST_READS"] <= LIST_GROWTH * got[100]["LIST_READS"], got
