"""The game contract holds (firmware core/rules.py): the code every game shares names no
game, neither in a string (its name as the log writes it, or its title: "schieber",
"Schieber") nor in an identifier (`schieber_result`, `JassScreen`). A game's name may
stand only in its own places: games/ (its module, and the registry's list in
games/__init__.py), screens/ui_<game>.py, lang/<code>_<game>.py, and its host adapters in
host_sim/games/<game>/ (random_match, keyer, sheet), and in those of a game that builds on
it (BUILDS_ON); among the tests, the shared ones that run every game alike
(SHARED_TESTS) name none either. Docstrings and comments may speak of games. The tests'
logs are real match logs and name their game as the device writes it."""

import ast
import os
import re

from picotafel.core.rules import GAMES, TITLES

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHARED = ("firmware", "host_sim")
# The tests that run every registered game the same way: they ask the registry and
# game_host for the games and their adapters (a game's own tests: tests/games/test_<game>_*,
# tests/screens/test_ui_<game>.py, tests/host/test_<game>_sheet.py).
SHARED_TESTS = ("tests/sheets.py", "tests/host/test_sheet.py",
                "tests/saving/test_storage_damage_ui.py", "tests/games/test_game_contract.py")
# Not the shared code's: the words players read (the sheet's "pomme" is the apple a player
# scores); the benchmarks and the power budget, which measure real matches of named games
# (a saved log as the tests have them; figures named after their game).
EXEMPT = ("host_sim/sheet/sheet_words.py", "host_sim/bench/bench.py",
          "host_sim/bench/bench_pico.py", "host_sim/bench/bench_storage.py",
          "host_sim/bench/bench_web.py", "host_sim/bench/pomme_match.py",
          "host_sim/emu/power_doc.py", "host_sim/mp/mp_storage.py")
# A game whose places may name another: Schieber's screen is Jass's with the Weis entry,
# and the random matches of Schieber and Coiffeur play the Swiss obligations as Jass's do.
BUILDS_ON = {"schieber": ("jass",), "coiffeur": ("jass",)}


def own_place(path, game):
    """Is `path` (from the repository's root) one of game `game`'s own places, or of a game
    that builds on it?"""
    for g in [game] + [g for g in BUILDS_ON if game in BUILDS_ON[g]]:
        if (path.startswith("firmware/picotafel/games/")
                or path == "firmware/picotafel/screens/ui_%s.py" % g
                or re.fullmatch(r"firmware/picotafel/lang/[a-z]{2}_%s\.py" % g, path)
                or path.startswith("host_sim/games/%s/" % g)):
            return True
    return False


def docstrings(tree):
    out = set()
    for n in ast.walk(tree):
        body = getattr(n, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) \
                and isinstance(body[0].value, ast.Constant):
            out.add(id(body[0].value))
    return out


def identifier_words(name):
    """The words of an identifier, lower case: `schieber_result` -> schieber, result;
    `JassScreen` -> jass, screen."""
    return [w.lower() for w in re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+", name)]


def identifiers(node):
    """The identifiers that `node` names or defines (a dotted module path, word by word)."""
    if isinstance(node, ast.Name):
        return [node.id]
    if isinstance(node, ast.Attribute):
        return [node.attr]
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [node.name]
    if isinstance(node, ast.arg):
        return [node.arg]
    if isinstance(node, ast.keyword) and node.arg:
        return [node.arg]
    if isinstance(node, ast.alias):
        return node.name.split(".") + ([node.asname] if node.asname else [])
    if isinstance(node, ast.ImportFrom) and node.module:
        return node.module.split(".")
    return []


def named_games(path):
    """(line, game) of each string and identifier of the module at `path` that names a
    game, by its name or its title, in any case (its docstrings and comments may speak of
    games)."""
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        tree = ast.parse(f.read())
    docs = docstrings(tree)
    words = {}
    for g in GAMES:
        words[g] = g
        words[TITLES[g].lower()] = g
    pattern = re.compile(r"(?<![a-z])(%s)(?![a-z])" % "|".join(
        re.escape(w) for w in sorted(words, key=len, reverse=True)))
    out = []
    for n in ast.walk(tree):
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs:
            out += [(n.lineno, words[w]) for w in pattern.findall(n.value.lower())]
        for name in identifiers(n):
            out += [(n.lineno, words[w]) for w in identifier_words(name) if w in words]
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


def test_no_shared_module_names_a_game():
    found = ["%s:%d names %s" % (path, line, game) for path in shared_modules()
             for line, game in named_games(path) if not own_place(path, game)]
    assert not found, "\n".join(found)


def test_the_check_finds_a_game_named_outside_its_places(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('"""Jass and pomme in a docstring."""\nTITLES = {"jass": "Jass"}\n'
                      'PATH = "host_sim.games.coiffeur.keyer"\n')
    assert named_games(str(sample)) == [(2, "jass"), (2, "jass"), (3, "coiffeur")]
    assert own_place("firmware/picotafel/screens/ui_jass.py", "jass")
    assert not own_place("firmware/picotafel/screens/ui_setup.py", "jass")
    assert not own_place("host_sim/sheet/sheet.py", "schieber")
    assert own_place("host_sim/games/coiffeur/keyer.py", "coiffeur")
    assert not own_place("host_sim/games/jass/keyer.py", "coiffeur")


def test_the_check_finds_a_game_named_by_its_title(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('SAID = "a deal of La Pomme"\nHEAD = "SCHIEBER"\nNOT = "pommes"\n')
    assert named_games(str(sample)) == [(1, "pomme"), (2, "schieber")]


def test_the_check_finds_a_game_named_in_an_identifier(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("from picotafel.games.abstrac import Game\n"
                      "def schieber_result(game):\n"
                      "    return JassScreen, game.differenzler_given\n"
                      "pommes = 1\n")
    assert named_games(str(sample)) == [(1, "abstrac"), (2, "schieber"), (3, "differenzler"),
                                        (3, "jass")]


def test_a_game_that_builds_on_another_may_name_it_in_its_places():
    assert own_place("firmware/picotafel/screens/ui_schieber.py", "jass")
    assert not own_place("firmware/picotafel/screens/ui_schieber.py", "coiffeur")
