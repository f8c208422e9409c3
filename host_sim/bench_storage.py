"""Figures of the saved-match store (issues 11 and 15), measured under the MicroPython
unix port on littlefs over a RAM flash that counts its operations (host_sim/mp_flash.py,
driven by host_sim/mp_storage.py). The entry point is `figures()`: a dict, one figure a
key, for `make bench`; `python3 -m host_sim.bench_storage` prints them.

- erases and page programs per statement, at the start and at the end of a long match
  (La Pomme to 99, over 1000 statements) on the Pico's littlefs (352 blocks of 4 KiB,
  progsize 256): saving is an append, so the two are the same;
- power-on (boot, the match to reopen, opening it) and the saved-matches list's first
  screen with 10 and with 1000 saved matches: block reads and microseconds;
- the smallest heap in which a 100,000-byte match (Jass, each for themselves, to 9999)
  is saved statement by statement, and in which it reopens and takes the next deal.
"""

import os
import random
import shutil
import subprocess
import sys
import tempfile

import host_sim  # noqa: F401  (puts firmware/ on the path)
from host_sim.bench import compile_firmware
from picotafel.matchlog import write

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.dirname(sys.executable)
BIG_MATCH_BYTES = 100000


def _tree(dest):
    compile_firmware(dest)
    for name in ("mp_flash.py", "mp_storage.py"):
        shutil.copy(os.path.join(ROOT, "host_sim", name), dest)


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
    from host_sim.random_pomme import random_match
    sts = random_match(rng, options=[("target", "99")], max_deals=400)
    assert len(sts) > statements, len(sts)
    return write(sts)


def big_jass_log(rng, size=BIG_MATCH_BYTES):
    """An unfinished Jass match whose saved file is just over `size` bytes."""
    from host_sim.random_jass import random_match
    from picotafel.storage import record
    sts = random_match(rng, options=[("teams", "0"), ("target", "9999")], max_deals=460)
    total = 26
    for i, st in enumerate(sts):
        from picotafel.matchlog import format_statement
        total += len(record(format_statement(st), i + 1))
        if total > size and st[0] == "trick" and i + 1 < len(sts) and sts[i + 1][0] == "deal":
            return write(sts[:i + 1]), total
    raise RuntimeError("bench_storage: the Jass match is too short")


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


def startup(dest, counts=(10, 1000)):
    out = {}
    for n in counts:
        rc, text = _run(dest, ["startup", str(n)])
        if rc:
            raise RuntimeError(text[-2000:])
        got = _words(text, "STARTUP")
        out["storage_boot_reads_%d_matches" % n] = got["BOOT_READS"]
        out["storage_boot_us_%d_matches" % n] = got["BOOT_US"]
        out["storage_list_reads_%d_matches" % n] = got["LIST_READS"]
        out["storage_list_us_%d_matches" % n] = got["LIST_US"]
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
    text, size = big_jass_log(random.Random(3))
    with open(os.path.join(dest, "big.log"), "w") as f:
        f.write(text)
    folder = os.path.join(dest, "bigdata")

    def fresh():
        shutil.rmtree(folder, ignore_errors=True)

    save_kb = smallest_heap_kb(dest, ["play", "big.log", "bigdata"], prepare=fresh)
    fresh()
    rc, out = _run(dest, ["play", "big.log", "bigdata"])
    if rc:
        raise RuntimeError(out[-2000:])
    file_bytes = os.path.getsize(os.path.join(folder, "0001.log"))
    saved = os.path.join(dest, "bigsaved")
    shutil.rmtree(saved, ignore_errors=True)
    shutil.copytree(folder, saved)

    def restore():
        shutil.rmtree(folder, ignore_errors=True)
        shutil.copytree(saved, folder)

    resume_kb = smallest_heap_kb(dest, ["resume", "bigdata"], prepare=restore)
    return {"storage_big_match_file_bytes": file_bytes,
            "storage_big_match_statements": text.count("\n"),
            "storage_big_match_save_min_heap_kb": save_kb,
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
