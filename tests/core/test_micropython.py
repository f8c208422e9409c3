"""The shared core on the real MicroPython interpreter, with a Pico-sized heap."""

import random

import pytest

import mpy
from host_sim.games.pomme.random_match import random_match
from picotafel.core.matchlog import write


@pytest.mark.parametrize("module", mpy.micropython_tests())
def test_module_passes_under_micropython_with_a_small_heap(mpy_tree, module):
    r = mpy.run(mpy_tree, ["mp_runner.py", module], heap=mpy.heap_for(module))
    last = r.stdout.strip().splitlines()[-1] if r.stdout.strip() else r.stderr
    assert r.returncode == 0, r.stdout + r.stderr
    assert last.endswith(" passed, 0 failed") and not last.startswith("0 ")


def test_score_is_identical_on_both_interpreters(mpy_tree):
    rng = random.Random(2026)
    logs = []
    for i in range(300):
        options = [("pommes", "three")] if i % 3 == 0 else [("jack", "20")] if i % 3 == 1 else []
        sts = random_match(rng, options=options, max_deals=rng.choice((1, 3, 40)))
        logs.append(write(sts))
    logs.append(logs[0].replace("trick", "trick 6S", 1))   # a refused one too
    got = mpy.scores_under_micropython(mpy_tree, logs)
    assert got == [mpy.expected_score(text) for text in logs]
    assert got[-1]["error"][0] > 0


REPLAY = """
import gc
from picotafel.core.match import load
m = load(open("long.log").read())
for i in range(20):
    m.undo()
gc.collect()
print("ok", gc.mem_free())
"""


def test_long_match_replays_and_undoes_with_a_small_heap(mpy_tree):
    sts = random_match(random.Random(5), max_deals=30, options=[("target", "99")])
    assert len(sts) > 250
    with open(mpy_tree + "/long.log", "w") as f:
        f.write(write(sts))
    with open(mpy_tree + "/replay.py", "w") as f:
        f.write(REPLAY)
    r = mpy.run(mpy_tree, ["replay.py"], heap=mpy.CORE_HEAP, timeout=1200)
    assert r.stdout.startswith("ok"), r.stdout + r.stderr
