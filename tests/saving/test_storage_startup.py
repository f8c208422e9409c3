"""Start-up does not grow with the saved matches (docs/storage.md), under MicroPython: littlefs
v2 on a RAM flash that counts its block reads (host_sim/mp/mp_flash.py, driven by
host_sim/mp/mp_storage.py `startup N`). Block reads, not time: the RAM flash lives in the
unix port's heap, which the collector scans, so the time grows with it where the Pico's
would not (`make bench` prints both).

Measured (block reads, boot to the open match with the match left last checked / the
list's first screen): 928 / 360 at 10 matches, 580 / 343 at 999, 714 / 498 at 1000
(the reads vary with where littlefs's own commits stand in the folders' blocks, not
with their number). The
newest match is named first in its folder (storage.file_name): a lookup walks a
littlefs folder from its first entry, and short matches live in the folder's own
blocks, so before this a full folder's newest match took five to eight times the reads
of its oldest: boot read 1,836 at 999 matches and the list 2,312 at 1000 (3.4 times 10).
"""

import os
import shutil

import mpy

FACTOR = 2.0        # boot and the list at 999 and 1000 matches: at most twice the reads
#                     at 10 (0.77 and 1.38 now; the list was 3.4 before the names)


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
    for name in ("mp_flash.py", "mp_replay.py", "mp_storage.py"):
        shutil.copy(os.path.join(mpy.ROOT, "host_sim", "mp", name), mpy_tree)
    got = {n: _startup(mpy_tree, n) for n in (10, 999, 1000)}  # 999: its folder full
    print("startup reads:", {n: (g["BOOT_READS"], g["LIST_READS"]) for n, g in got.items()})
    for n in (999, 1000):
        assert got[n]["BOOT_READS"] <= FACTOR * got[10]["BOOT_READS"], got
        assert got[n]["LIST_READS"] <= FACTOR * got[10]["LIST_READS"], got
