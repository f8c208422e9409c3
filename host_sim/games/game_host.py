"""The host's side of the game contract (firmware core/rules.py): each game's adapters,
found by the game's name so that the shared host code names no game.

A game's adapters live in host_sim/games/<game>/: random_match.py (random legal matches
for the tests: random_match(rng, ...), LONG_OPTIONS), keyer.py (the fewest keys, for make
bench: setup_keys, key_deal, keys_per_deal), stats.py (its own figures over many matches:
add(f, standings, player, unit, deals) and lines(f, w), w the words of stats_words.py,
see host_sim/stats/figures.py) and
sheet.py (its score sheet's columns:
columns(s, w, out), see host_sim/sheet/sheet.py; a sheet of a row per deal also lists a
deal's figures for a side in its columns' order, figures(d, side), which
tests/host/test_sheet.py checks). A game registered from outside the firmware (rules.register,
the tests' own) registers its adapters here.
"""

KINDS = ("random", "keyer", "sheet", "stats")
MODULES = {"random": "random_match", "keyer": "keyer", "sheet": "sheet", "stats": "stats"}   # kind: file
_PLACED = {}        # name: {kind: module path}


def register(name, **paths):
    """The adapters of game `name` as module paths by kind (random=..., sheet=...)."""
    _PLACED[name] = paths


def unregister(name):
    _PLACED.pop(name, None)


def _import(path):
    """The module at `path`: importlib on CPython; on MicroPython (the phone page runs
    the stats and sheet adapters, host_sim/stats/phone.py), which has no importlib,
    __import__ with a fromlist gives the module itself."""
    try:
        import importlib
    except ImportError:
        return __import__(path, None, None, ("_",))
    return importlib.import_module(path)


def _missing(e):
    """The module an ImportError says is not there ("" if it says something else): on
    CPython a ModuleNotFoundError's `name`; MicroPython has no ModuleNotFoundError and
    names the module in its message ("no module named 'x'")."""
    try:
        if not isinstance(e, ModuleNotFoundError):  # noqa: F821 (not in MicroPython)
            return ""
        return e.name or ""
    except NameError:
        text = str(e)
        return text.split("'")[1] if text.startswith("no module named '") else ""


def adapter(name, kind):
    """Game `name`'s adapter module of `kind` (one of KINDS), or None if it has none."""
    path = _PLACED.get(name, {}).get(kind) or "host_sim.games.%s.%s" % (name, MODULES[kind])
    try:
        return _import(path)
    except ImportError as e:
        missing = _missing(e)
        if not missing or not (path + ".").startswith(missing + "."):   # there but fails
            raise
        return None
