"""The host's side of the game contract (firmware core/rules.py): each game's adapters,
found by the game's name so that the shared host code names no game.

A game's adapters live in host_sim/games/<game>/: random_match.py (random legal matches
for the tests: random_match(rng, ...), LONG_OPTIONS), keyer.py (the fewest keys, for make
bench: setup_keys, key_deal, keys_per_deal), stats.py (its own figures over many matches:
add(f, standings, player, unit, deals) and lines(f), see host_sim/stats/figures.py) and
sheet.py (its score sheet's columns:
columns(s, w, out), see host_sim/sheet/sheet.py; a sheet of a row per deal also lists a
deal's figures for a side in its columns' order, figures(d, side), which
tests/host/test_sheet.py checks). A game registered from outside the firmware (rules.register,
the tests' own) registers its adapters here.
"""

import importlib

KINDS = ("random", "keyer", "sheet", "stats")
MODULES = {"random": "random_match", "keyer": "keyer", "sheet": "sheet", "stats": "stats"}   # kind: file
_PLACED = {}        # name: {kind: module path}


def register(name, **paths):
    """The adapters of game `name` as module paths by kind (random=..., sheet=...)."""
    _PLACED[name] = paths


def unregister(name):
    _PLACED.pop(name, None)


def adapter(name, kind):
    """Game `name`'s adapter module of `kind` (one of KINDS), or None if it has none."""
    path = _PLACED.get(name, {}).get(kind) or "host_sim.games.%s.%s" % (name, MODULES[kind])
    try:
        return importlib.import_module(path)
    except ModuleNotFoundError as e:
        if not (path + ".").startswith(e.name + "."):   # the adapter is there but fails
            raise
        return None
