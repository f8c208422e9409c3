"""A damaged or empty match file never stops the device (docs/storage.md): a bit flipped
anywhere in a saved match of each game, or the file cut at any byte, then power-on, the
saved matches' list, the match's standings and its delete, under MicroPython on littlefs
(host_sim/mp/mp_damage.py): no exception, the match listed (as damaged when its head does
not read) until it is deleted, and deleted whole. `make test` runs a sample of the
flips and cuts; the long ones (`make test-long`) a seeded ninth of them
(tests/sampling.py), `make test-full` every one."""

import os
import random
import shutil
from concurrent.futures import ThreadPoolExecutor

import pytest

import mpy
import sampling
from host_sim.games.game_host import adapter
from picotafel.core.matchlog import format_statement
from picotafel.core.rules import GAMES
SAMPLE_FLIP_STEP = 997      # a prime: the sample's bits fall on every bit of a byte
SAMPLE_CUT_STEP = 61


def _log(mpy_tree, game, seed=5):
    """A match of `game` from its random generator (game_host), 40 to 80 statements (cut
    there if it is longer), in the tree: with the generator's options for a long match,
    so that a game of few statements a deal has enough."""
    gen = adapter(game, "random")
    sts = gen.random_match(random.Random(seed), options=gen.LONG_OPTIONS, max_deals=60)
    assert len(sts) >= 40, (game, len(sts))
    name = "damage_%s.log" % game
    with open(os.path.join(mpy_tree, name), "w") as f:
        f.write("".join(format_statement(st) + "\n" for st in sts[:80]))
    for helper in ("mp_flash.py", "mp_replay.py", "mp_damage.py"):
        shutil.copy(os.path.join(mpy.ROOT, "host_sim", "mp", helper), mpy_tree)
    return name


def _run(mpy_tree, game, kind, step, first=0, shards=1):
    """Every `step`-th flip or cut from `first`, in `shards` MicroPython processes side by
    side (shard i takes every step*shards-th from first + i*step): the counts summed."""
    name = _log(mpy_tree, game)

    def shard(i):
        return mpy.run(mpy_tree, ["mp_damage.py", name, kind, str(step * shards),
                                  str(first + i * step)], heap="8m", timeout=3600)

    with ThreadPoolExecutor(shards) as pool:
        runs = list(pool.map(shard, range(shards)))
    got = {}
    for r in runs:
        assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
        fails = [line for line in r.stdout.splitlines() if line.startswith("FAIL")]
        assert not fails, "\n".join(fails[:20])
        w = [line for line in r.stdout.splitlines() if line.startswith("DAMAGE ")][-1].split()
        for i in range(3, len(w) - 1, 2):
            got[w[i]] = got.get(w[i], 0) + int(w[i + 1])
    print("%s %s on littlefs:" % (game, kind), got)
    assert got["TRIED"] > 0 and got["FAILED"] == 0
    return got


# The long runs: every LONG_STEP-th flip and cut from a first one drawn from the run's
# seed (tests/sampling.py; LONG_STEP odd, so that the flips go round every bit of a
# byte), every one (about 118,000 power-ons in all) in `make test-full`. In one process
# for each core that this pytest process has to itself (pytest-xdist runs one pytest
# process per core: then one MicroPython process each, not one per core each).
LONG_STEP = 9
SHARDS = max(1, min(4, (os.cpu_count() or 1) // int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", 1))))


# Each game's sample starts at another bit and byte, so that the samples together
# cover more kinds of place.
FIRST = {g: i * 7 for i, g in enumerate(sorted(GAMES))}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_sample_of_flipped_bits_in_a_saved_match_never_stops_the_device(mpy_tree, game):
    _run(mpy_tree, game, "flips", SAMPLE_FLIP_STEP, first=FIRST[game])


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_sample_of_cuts_of_a_saved_match_never_stops_the_device(mpy_tree, game):
    _run(mpy_tree, game, "cuts", SAMPLE_CUT_STEP, first=FIRST[game])


def _long_run(mpy_tree, game, kind):
    step, first = sampling.stride(LONG_STEP, "%s %s" % (game, kind))
    print("%s %s:" % (game, kind), sampling.describe(step, first))
    _run(mpy_tree, game, kind, step, first=first, shards=SHARDS)


@pytest.mark.long
@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_flipped_bit_in_a_saved_match_never_stops_the_device(mpy_tree, game):
    _long_run(mpy_tree, game, "flips")


@pytest.mark.long
@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_cut_of_a_saved_match_never_stops_the_device(mpy_tree, game):
    _long_run(mpy_tree, game, "cuts")
