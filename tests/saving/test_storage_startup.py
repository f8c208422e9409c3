"""Start-up does not grow with the saved matches (docs/storage.md), under MicroPython: littlefs
v2 on a RAM flash that counts its block reads (host_sim/mp/mp_flash.py, driven by
host_sim/mp/mp_storage.py `startup N`). Block reads, not time: the RAM flash lives in the
unix port's heap, which the collector scans, so the time grows with it where the Pico's
would not (`make bench` prints both).

Power-on checks one folder of a hundred matches in turn against what was known of its
matches (storage_check._check_known: a listing of the folder with its files' sizes), so
its reads grow with the matches of one folder, up to a hundred, and no further: measured
over a whole turn of the folders, the dearest power-on (block reads, boot to the open
match; the list's first screen after it): 866 / 366 at 10 matches, 2,413 / 621 at 100,
2,297 / 490 at 999, 2,171 / 604 at 1000. A power-on whose write of the turn fills
littlefs's block of /matches compacts it, as a save's state file does at other times
(about 6,000 reads, one power-on in eight or so: printed, not compared). The newest match
is named first in its folder (storage.file_name): a lookup walks a littlefs folder from
its first entry, and short matches live in the folder's own blocks, so before this a
full folder's newest match took five to eight times the reads of its oldest.
"""

import os
import shutil

import mpy

FLAT = 1.25         # power-on at 999 and 1000 matches: at most 1.25 times the reads at
#                     100 (a full folder listed: 0.95 and 0.9 now)
FACTOR = 2.0        # the list's first screen at 999 and 1000 matches: at most twice the
#                     reads at 10 (1.34 and 1.65 now)
BOOT_FACTOR = 3.0   # power-on at 999 and 1000: at most three times the reads at 10 (a
#                     folder of 10 listed there, of 100 here: 2.65 and 2.5 now)


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
    got = {n: _startup(mpy_tree, n) for n in (10, 100, 999, 1000)}  # 999: its folder full
    print("startup reads:", {n: (g["BOOT_READS"], g["LIST_READS"], g["BOOT_READS_COMPACTING"])
                             for n, g in got.items()})
    for n in (999, 1000):
        assert got[n]["BOOT_READS"] <= FLAT * got[100]["BOOT_READS"], got
        assert got[n]["BOOT_READS"] <= BOOT_FACTOR * got[10]["BOOT_READS"], got
        assert got[n]["LIST_READS"] <= FACTOR * got[10]["LIST_READS"], got
