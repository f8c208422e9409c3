"""Figures of the saved-match store (docs/figures.md), measured under the MicroPython
unix port on littlefs over a RAM flash that counts its operations (host_sim/mp/mp_flash.py,
driven by host_sim/mp/mp_storage.py). The entry point is `figures()`: a dict, one figure a
key, for `make bench`; `python3 -m host_sim.bench.bench_storage` prints them.

- erases and page programs per statement, at the start and at the end of a long match
  (La Pomme to 99, over 1000 statements) on the Pico's littlefs (352 blocks of 4 KiB,
  progsize 256): saving is an append, so the two are the same;
- power-on (boot, the match to reopen, opening it) and the saved-matches list's first
  screen with 10, 100, 999 and 1000 saved matches: block reads and microseconds, and
  the ratios 1000/10 (`startup_figures()`, the part `make bench` prints);
- the smallest heap in which a 100,000-byte match (Abstrac to 9999 without a
  combination: it never ends) is saved statement by statement, and in which it reopens
  and takes the next deal.
"""

import os
import random
import shutil
import subprocess
import sys
import tempfile

import host_sim  # puts firmware/ on the path; host_sim.ROOT: the repository
from host_sim.bench.mp_tree import compile_firmware
from picotafel.core.matchlog import write

ROOT = host_sim.ROOT
BIN = os.path.dirname(sys.executable)
BIG_MATCH_BYTES = 100000


def _tree(dest):
    compile_firmware(dest)
    for name in ("mp_flash.py", "mp_replay.py", "mp_storage.py"):
        shutil.copy(os.path.join(ROOT, "host_sim", "mp", name), dest)


def _run(dest, args, heap="64m", timeout=1800):
    r = subprocess.run([os.path.join(BIN, "micropython"), "-X", "heapsize=" + heap,
                        "mp_storage.py"] + args, cwd=dest, capture_output=True, text=True,
                       timeout=timeout)
    return r.returncode, r.stdout + r.stderr


def _words(out, first):
    """{WORD: int} of the output line starting with `first` (`WORD value` pairs)."""
    for line in out.splitlines():
        w = line.split()
        if w and w[0] == first:
            got = {}
            for i in range(1, len(w) - 1):
                if w[i + 1].isdigit():
                    got[w[i]] = int(w[i + 1])
            return got
    raise RuntimeError("bench_storage: no %s line in:\n%s" % (first, out[-2000:]))


def long_pomme_log(rng, statements=1000):
    from host_sim.games.pomme.random_match import random_match
    sts = random_match(rng, options=[("target", "99")], max_deals=400)
    assert len(sts) > statements, len(sts)
    return write(sts)


def big_abstrac_log(size=BIG_MATCH_BYTES):
    """An Abstrac match to 9999 in which nobody ever holds a combination (each keeps two
    of every rank and no three in a row of a suit), so it never ends, as legal play can:
    deals until its saved file is just over `size` bytes."""
    from picotafel.saving.storage import record
    from picotafel.core.matchlog import format_statement
    runs, gaps = ("9", "T", "Q", "K"), ("J", "A")
    sts = [("game", "abstrac"), ("option", "target", "9999"), ("players", ("Ana", "Ben"))]
    total = 26 + sum(len(record(format_statement(st), i + 1)) for i, st in enumerate(sts))
    deal = 0
    while total <= size:
        suits = "SHDC"[deal % 4:] + "SHDC"[:deal % 4]
        hands = ([], [])
        for k, suit in enumerate(suits):
            a, b = (runs, gaps) if k < 2 else (gaps, runs)
            hands[0].extend(r + suit for r in a)
            hands[1].extend(r + suit for r in b)
        for st in (("deal", None), ("took", "Ana", hands[0]), ("took", "Ben", hands[1])):
            total += len(record(_text(st), len(sts) + 1))
            sts.append(st)
        deal += 1
    return "".join(_text(st) + "\n" for st in sts), total


def _text(st):
    if st[0] == "took":
        return "took %s %s" % (st[1], " ".join(st[2]))
    if st[0] == "deal":
        return "deal"
    from picotafel.core.matchlog import format_statement
    return format_statement(st)


def wear(dest):
    with open(os.path.join(dest, "long.log"), "w") as f:
        f.write(long_pomme_log(random.Random(11)))
    rc, out = _run(dest, ["wear", "long.log"])
    if rc:
        raise RuntimeError(out[-2000:])
    early, late = _words(out, "EARLY"), _words(out, "LATE")
    return {
        "storage_statements_in_long_match": _words(out, "TOTAL")["statements"],
        "storage_erases_per_statement_first_100": early["ERASES"] / early["N"],
        "storage_programs_per_statement_first_100": early["PROGS"] / early["N"],
        "storage_erases_per_statement_last_100": late["ERASES"] / late["N"],
        "storage_programs_per_statement_last_100": late["PROGS"] / late["N"],
        "storage_last_100_from_statement": late["to"] - late["N"] + 1,
    }


STARTUP_COUNTS = (10, 100, 999, 1000)     # 100 and 999: a full folder is checked
STARTUP_REPEATS = 5


def startup(dest, counts=STARTUP_COUNTS, repeats=STARTUP_REPEATS):
    """Power-on to the open match, and the saved-matches list's first screen, with each
    number of saved matches in `counts`: block reads (the dearest power-on of a whole
    turn of the folders power-on checks one by one, its least, and apart the dearest one
    that compacted littlefs's block of the folder) and microseconds (the median of
    `repeats` power-ons or of the turn over the same flash); then the ratios of the
    largest count to the smallest."""
    out = {}
    for n in counts:
        rc, text = _run(dest, ["startup", str(n), str(repeats)])
        if rc:
            raise RuntimeError(text[-2000:])
        got = _words(text, "STARTUP")
        out["storage_boot_reads_%d_matches" % n] = got["BOOT_READS"]
        out["storage_boot_reads_least_%d_matches" % n] = got["BOOT_READS_LEAST"]
        out["storage_boot_reads_compacting_%d_matches" % n] = got["BOOT_READS_COMPACTING"]
        out["storage_boot_us_%d_matches" % n] = got["BOOT_US"]
        out["storage_list_reads_%d_matches" % n] = got["LIST_READS"]
        out["storage_list_us_%d_matches" % n] = got["LIST_US"]
    lo, hi = min(counts), max(counts)
    for what in ("boot_reads", "boot_us", "list_reads", "list_us"):
        out["storage_%s_ratio_%d_to_%d" % (what, hi, lo)] = round(
            out["storage_%s_%d_matches" % (what, hi)]
            / max(1, out["storage_%s_%d_matches" % (what, lo)]), 2)
    return out


FULL_CHECK_COUNTS = (10, 600)


def full_check(dest, counts=FULL_CHECK_COUNTS):
    """The free-space check on a full flash with each number of saved matches in
    `counts`, all unfinished (nothing may be removed): the first check (it looks for a
    match to remove, reading every entry, and says the flash is full) and the mean of
    the checks after it while the flash stays full; block reads and microseconds."""
    out = {}
    for n in counts:
        rc, text = _run(dest, ["fullcheck", str(n)])
        if rc:
            raise RuntimeError(text[-2000:])
        got = _words(text, "FULLCHECK")
        for when in ("first", "next"):
            for what in ("reads", "us"):
                out["storage_full_check_%s_%s_%d_matches" % (when, what, n)] = \
                    got["%s_%s" % (when.upper(), what.upper())]
    return out


def startup_figures():
    """The start-up and free-space check figures alone (`make bench`: about 20 s)."""
    with tempfile.TemporaryDirectory() as dest:
        _tree(dest)
        out = startup(dest)
        out.update(full_check(dest))
        return out


def _passes(dest, args, kb):
    rc, _ = _run(dest, args, heap="%dk" % kb, timeout=1800)
    return rc == 0


def smallest_heap_kb(dest, args, lo=24, hi=512, prepare=None):
    """The smallest heap (KiB, to 4) with which `args` pass (`prepare()` before each)."""
    while hi - lo > 4:
        mid = (lo + hi) // 2
        if prepare:
            prepare()
        if _passes(dest, args, mid):
            hi = mid
        else:
            lo = mid
    return hi


def big_match_heap(dest):
    """The 100,000-byte match saved statement by statement (with a large heap: the
    core's Match grows with every statement), then reopened at power-on and one more
    statement saved: the heap in use once it is open, and the smallest heap that
    reopens it (bisected; heap fragmentation makes single sizes pass or fail by luck)."""
    text, size = big_abstrac_log()
    with open(os.path.join(dest, "big.log"), "w") as f:
        f.write(text)
    folder = os.path.join(dest, "bigdata")
    shutil.rmtree(folder, ignore_errors=True)
    rc, out = _run(dest, ["play", "big.log", "bigdata"], heap="16m")
    if rc:
        raise RuntimeError(out[-2000:])
    file_bytes = os.path.getsize(os.path.join(folder, "00", "98_0001.log"))
    saved = os.path.join(dest, "bigsaved")
    shutil.rmtree(saved, ignore_errors=True)
    shutil.copytree(folder, saved)

    def restore():
        shutil.rmtree(folder, ignore_errors=True)
        shutil.copytree(saved, folder)

    restore()
    rc, out = _run(dest, ["resume", "bigdata", "deal"], heap="16m")
    if rc:
        raise RuntimeError(out[-2000:])
    used = _words(out, "RESUMED")["USED"]
    resume_kb = smallest_heap_kb(dest, ["resume", "bigdata", "deal"], hi=1024,
                                 prepare=restore)
    return {"storage_big_match_file_bytes": file_bytes,
            "storage_big_match_statements": text.count("\n"),
            "storage_big_match_open_heap_used_kb": round(used / 1024, 1),
            "storage_big_match_reopen_min_heap_kb": resume_kb}


def figures():
    """Every figure of this module as a dict (takes a few minutes)."""
    out = {}
    with tempfile.TemporaryDirectory() as dest:
        _tree(dest)
        out.update(wear(dest))
        out.update(startup(dest))
        out.update(big_match_heap(dest))
    return out


if __name__ == "__main__":
    for k, v in figures().items():
        print("%s: %s" % (k, round(v, 2) if isinstance(v, float) else v))
