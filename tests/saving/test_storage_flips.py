"""Damage on the real littlefs (docs/storage.md), under MicroPython: littlefs v2 (vfs.VfsLfs2)
on a RAM flash (host_sim/mp/mp_flash.py), driven by host_sim/mp/mp_storage.py.

- A bit flipped at every byte of a saved match's file (a seeded sample of the bytes but
  in `make test-full`): the match reopens with every statement, the user is told, no
  altered statement is kept.
- The power cut at every write of the repair of a damaged file: the user is always
  told, the statements before the damage are always kept, and the damaged original is
  always there (as the file, or as NNNN.bad) until the repaired file is in place.
- Bits flipped in littlefs's own blocks: the device always starts and keeps every match
  it can read; what littlefs loses (a mount refused, a match rolled back or gone) is
  counted, and said unless no block left holds a trace of it.
- Bits flipped in every used block with an older match saved beside the one played:
  a loss of either is said with its exact count.
"""

import json
import os
import random
import shutil

import mpy
import sampling
from host_sim.games.pomme.random_match import random_match
from picotafel.core.matchlog import format_statement


def _tree(mpy_tree, seed, deals):
    for name in ("mp_flash.py", "mp_replay.py", "mp_storage.py"):
        shutil.copy(os.path.join(mpy.ROOT, "host_sim", "mp", name), mpy_tree)
    sts = random_match(random.Random(seed), max_deals=deals)
    name = "flip_%d.log" % seed
    with open(os.path.join(mpy_tree, name), "w") as f:
        f.write("".join(format_statement(st) + "\n" for st in sts))
    return name


def _run(mpy_tree, args, word):
    """Run mp_storage.py with `args`: no FAIL line, and the figures of its `word` line."""
    r = mpy.run(mpy_tree, ["mp_storage.py"] + args, heap="16m", timeout=1500)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    fails = [l for l in r.stdout.splitlines() if l.startswith("FAIL")]
    assert not fails, "\n".join(fails[:20])
    return _figures(r.stdout, word)


def _figures(out, word):
    for line in out.splitlines():
        w = line.split()
        if w and w[0] == word:
            return {w[i]: int(w[i + 1]) for i in range(1, len(w) - 1, 2)}
    raise AssertionError(out[-3000:])


# A flip at every byte of the file takes minutes: make test and make test-long flip a
# seeded sample of its bytes (tests/sampling.py), make test-full every one.
FLIP_STEP = 7


def test_a_bit_flipped_at_any_byte_of_a_saved_match_on_littlefs_costs_no_statement(mpy_tree):
    log = _tree(mpy_tree, 21, 12)
    step, first = sampling.stride(FLIP_STEP, "littlefs flips")
    print("flips on littlefs:", sampling.describe(step, first))
    f = _run(mpy_tree, ["flips", log, str(step), str(first)], "FLIPS")
    print("flips on littlefs:", json.dumps(f))
    assert f["STATEMENTS"] > 100 and f["bytes"] > 2500
    assert f["TRIED"] == len(range(first, f["bytes"], step))
    assert f["WHOLE"] == f["TRIED"] and f["TOLD"] == f["TRIED"]
    assert f["ALTERED"] == 0 and f["RAISED"] == 0 and f["MOST_LOST"] == 0


def test_a_power_cut_at_any_write_of_a_repair_keeps_the_match_the_message_and_the_original(
        mpy_tree):
    log = _tree(mpy_tree, 22, 6)
    f = _run(mpy_tree, ["repaircuts", log], "REPAIRCUTS")
    print("power cuts in a repair:", json.dumps(f))
    assert f["writes"] >= 5 and f["FAILED"] == 0 and f["KEPT"] > 10


def test_bits_flipped_in_littlefs_blocks_never_stop_the_device_alter_or_lose_unsaid(
        mpy_tree):
    log = _tree(mpy_tree, 23, 6)
    f = _run(mpy_tree, ["meta", log, "7"], "META")
    print("flips in littlefs's own blocks:", json.dumps(f))
    assert f["TRIES"] > 500
    assert f["RAISED"] == 0 and f["ALTERED"] == 0
    # Whatever littlefs gives back shorter or not at all is said: the state file counts
    # every statement saved (a roll-back of one is told), and the root is settled when
    # the first match starts (storage.SETTLE; before that, 17 flips here rolled the root
    # back to before /matches, every match gone and nothing left to tell, and 3 stopped
    # it mounting: on the Pico, MicroPython then formats the flash).
    assert f["STATED"] == f["STATEMENTS"]
    assert f["GONE_SILENT"] == 0 and f["SHORTER_SILENT"] == 0 and f["MOUNT"] == 0, f


def test_bits_flipped_anywhere_with_an_older_match_saved_say_every_loss_of_either_match(
        mpy_tree):
    # The attack of issue 38: match 1 saved whole (43 statements), match 2 begun (5
    # statements), a bit flipped every 23 bytes of every used block
    # (PICOTAFEL_FLIP_STEP=1: all 37,570, 339 rolled match 1 back and 965 match 2, each
    # said with its exact count). Before storage_known, 327 flips of that attack rolled
    # match 1 back silently (the state file counts the open match only), and a folder
    # given back as before a rewrite's rename left match 2 as a .tmp, unsaid.
    log = _tree(mpy_tree, 25, 4)
    f = _run(mpy_tree, ["older", log, "5", os.environ.get("PICOTAFEL_FLIP_STEP", "23")],
             "OLDER")
    print("flips with an older match:", json.dumps(f))
    assert f["TRIES"] > 500 and f["STATEMENTS1"] > 30
    assert f["RAISED"] == 0 and f["ALTERED"] == 0
    for which in ("1", "2"):
        for kind in ("SHORTER", "GONE"):
            assert f[kind + "_SILENT" + which] == 0 and f[kind + "_INEXACT" + which] == 0, f


def test_a_100000_byte_match_saves_reopens_and_takes_the_next_statement(mpy_tree):
    # Abstrac to 9999 with no combination never ends; version 1 refused
    # such a file at the next power-on. The heap here is generous: the core's Match
    # grows with every statement; make bench measures what reopening it takes.
    from host_sim.bench.bench_storage import big_abstrac_log
    _tree(mpy_tree, 24, 1)
    text, size = big_abstrac_log()
    assert size > 100000
    with open(os.path.join(mpy_tree, "big.log"), "w") as f:
        f.write(text)
    shutil.rmtree(os.path.join(mpy_tree, "bigdata"), ignore_errors=True)
    r = mpy.run(mpy_tree, ["mp_storage.py", "play", "big.log", "bigdata"], heap="16m",
                timeout=1500)
    assert r.returncode == 0 and "NOTES" not in r.stdout, r.stdout[-2000:] + r.stderr
    assert os.path.getsize(os.path.join(mpy_tree, "bigdata", "00", "98_0001.log")) > 100000
    f = _run(mpy_tree, ["resume", "bigdata", "deal"], "RESUMED")
    assert f["statements"] == text.count("\n") + 1


# Three matches on littlefs: match 1 (an older one), match 2 (the match left last), match
# 3 begun. A bit flipped every OLDERS_STEP-th byte of every used block (a seeded sample;
# make test-full: every byte).
OLDERS_STEP = 23


def test_bits_flipped_anywhere_say_every_loss_of_an_older_match_at_power_on(mpy_tree):
    log = _tree(mpy_tree, 25, 4)
    step, first = sampling.stride(OLDERS_STEP, "older matches flips")
    print("flips with older matches:", sampling.describe(step, first))
    f = _run(mpy_tree, ["olders", log, "5", str(step), str(first)], "OLDERS")
    print("flips with older matches:", json.dumps(f))
    assert f["TRIES"] > 500 and f["STATEMENTS1"] > 30
    assert f["RAISED"] == 0 and f["ALTERED"] == 0
    for which in ("1", "2"):            # the older matches: said at power-on, exactly
        for kind in ("SHORTER", "GONE"):
            for where in ("OPEN", "INEXACT", "SILENT"):
                assert f[kind + "_" + where + which] == 0, f
    for kind in ("SHORTER", "GONE"):    # the match played: said, exactly
        assert f[kind + "_INEXACT3"] == 0 and f[kind + "_SILENT3"] == 0, f
