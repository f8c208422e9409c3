"""The game contract holds (firmware core/rules.py): the code every game shares names no
game. A game's name may stand only in its own places: games/ (its module, and the
registry's list in games/__init__.py), screens/ui_<game>.py, lang/<code>_<game>.py, and
its host adapters in host_sim/games/<game>/ (random_match, keyer, sheet); among the
tests, the shared ones that run every game alike (SHARED_TESTS) name none either. The
tests' logs are real match logs and name their game as the device writes it."""

import ast
import os
import re

from picotafel.core.rules import GAMES

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHARED = ("firmware", "host_sim")
# The tests that run every registered game the same way: they ask the registry and
# game_host for the games and their adapters (a game's own tests: tests/games/test_<game>_*,
# tests/screens/test_ui_<game>.py, tests/host/test_<game>_sheet.py).
SHARED_TESTS = ("tests/sheets.py", "tests/host/test_sheet.py",
                "tests/saving/test_storage_damage_ui.py", "tests/games/test_game_contract.py")
# Not the shared code's: the words players read (the sheet's "pomme" is the apple a player
# scores); the benchmarks, which measure real matches of named games (a saved log as the
# tests have them; figures named after their game).
EXEMPT = ("host_sim/sheet/sheet_words.py", "host_sim/bench/bench.py",
          "host_sim/bench/bench_pico.py", "host_sim/bench/bench_storage.py",
          "host_sim/mp/mp_storage.py")


def own_place(path, game):
    """Is `path` (from the repository's root) one of game `game`'s own places?"""
    return (path.startswith("firmware/picotafel/games/")
            or path == "firmware/picotafel/screens/ui_%s.py" % game
            or re.fullmatch(r"firmware/picotafel/lang/[a-z]{2}_%s\.py" % game, path)
            or path.startswith("host_sim/games/%s/" % game))


def docstrings(tree):
    out = set()
    for n in ast.walk(tree):
        body = getattr(n, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) \
                and isinstance(body[0].value, ast.Constant):
            out.add(id(body[0].value))
    return out


def named_games(path):
    """(line, game) of each string of the module at `path` that names a game (its
    docstrings and comments may speak of games)."""
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        tree = ast.parse(f.read())
    docs = docstrings(tree)
    pattern = re.compile(r"(?<![a-z])(%s)(?![a-z])" % "|".join(GAMES))
    out = []
    for n in ast.walk(tree):
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs:
            out += [(n.lineno, g) for g in pattern.findall(n.value)]
    return sorted(out)


def shared_modules():
    for top in SHARED:
        for folder, _, files in os.walk(os.path.join(ROOT, top)):
            for f in sorted(files):
                if f.endswith(".py"):
                    path = os.path.relpath(os.path.join(folder, f), ROOT).replace(os.sep, "/")
                    if path not in EXEMPT:
                        yield path
    yield from SHARED_TESTS


def test_no_shared_module_names_a_game_as_a_string():
    found = ["%s:%d names %s" % (path, line, game) for path in shared_modules()
             for line, game in named_games(path) if not own_place(path, game)]
    assert not found, "\n".join(found)


def test_the_check_finds_a_game_named_outside_its_places(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('"""Jass and pomme in a docstring."""\nTITLES = {"jass": "Jass"}\n'
                      'PATH = "host_sim.games.coiffeur.keyer"\n')
    assert named_games(str(sample)) == [(2, "jass"), (3, "coiffeur")]
    assert own_place("firmware/picotafel/screens/ui_jass.py", "jass")
    assert not own_place("firmware/picotafel/screens/ui_setup.py", "jass")
    assert not own_place("host_sim/sheet/sheet.py", "schieber")
    assert own_place("host_sim/games/coiffeur/keyer.py", "coiffeur")
    assert not own_place("host_sim/games/jass/keyer.py", "coiffeur")
