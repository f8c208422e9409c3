"""The host's side of the game contract (firmware core/rules.py): each game's adapters,
found by the game's name so that the shared host code names no game.

A game's adapters are host_sim/random_<game>.py (random legal matches for the tests:
random_match(rng, ...)), keyer_<game>.py (the fewest keys, for make bench: setup_keys,
key_deal, keys_per_deal) and sheet_<game>.py (its score sheet's columns: columns(s, w,
out), see sheet.py). A game registered from outside the firmware (rules.register, the
tests' own) registers its adapters here.
"""

import importlib

KINDS = ("random", "keyer", "sheet")
_PLACED = {}        # name: {kind: module path}


def register(name, **paths):
    """The adapters of game `name` as module paths by kind (random=..., sheet=...)."""
    _PLACED[name] = paths


def unregister(name):
    _PLACED.pop(name, None)


def adapter(name, kind):
    """Game `name`'s adapter module of `kind` (one of KINDS), or None if it has none."""
    path = _PLACED.get(name, {}).get(kind) or "host_sim.%s_%s" % (kind, name)
    try:
        return importlib.import_module(path)
    except ModuleNotFoundError as e:
        if e.name != path:          # the adapter is there but fails: say so
            raise
        return None
