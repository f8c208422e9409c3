"""The files a new game touches, as docs/engineering.md ("Adding a game") lists them, are
the tree's: every registered game has each file (but those the table marks "if any"),
every file named after a game is one of its files there, and the shared docs the table
names name every game."""

import fnmatch
import os
import re

from picotafel.core.rules import GAMES, TITLES

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CODES = ("en", "de", "fr", "es")
FOLDERS = ("firmware", "host_sim", "docs", "examples", "tests")
# Files named after a game that are not the game's own: the benchmarks' La Pomme match
# (a measured match, as the other benchmarks have them) and the front page's picture of
# a score sheet.
NOT_THE_GAMES = ("host_sim/bench/pomme_match.py", "examples/jass-sheet.png")


def table():
    """[(path pattern, what)] of the table in docs/engineering.md's "Adding a game"."""
    with open(os.path.join(ROOT, "docs", "engineering.md"), encoding="utf-8") as f:
        text = f.read()
    part = text[text.index("## Adding a game"):]
    part = part[:part.find("\n## ", 5) if "\n## " in part[5:] else len(part)]
    return re.findall(r"^\| `([^`]+)` \| (.*) \|$", part, re.M)


def tree():
    """Every file of the tree the table speaks of, from the repository's root."""
    out = ["README.md"]
    for top in FOLDERS:
        for folder, dirs, files in os.walk(os.path.join(ROOT, top)):
            dirs[:] = [d for d in dirs if d not in ("node_modules", "__pycache__")]
            out += [os.path.relpath(os.path.join(folder, f), ROOT).replace(os.sep, "/")
                    for f in files]
    return out


def patterns(game):
    """The table's patterns of `game`'s files, each with True where it may be absent."""
    out = []
    for path, what in table():
        if "<game>" not in path:
            continue
        path = path.replace("<game>", game)
        codes = CODES if "<code>" in path else ("",)
        out += [(path.replace("<code>", c), "if any" in what) for c in codes]
    return out


def named_after(path, game):
    """Does the file's path name `game` as a word (jass_deals.py, points_jass.png)?"""
    return game in re.split(r"[^a-z]+", path.lower())


def test_the_table_lists_a_games_own_files_and_the_shared_ones():
    paths = [p for p, _ in table()]
    assert "firmware/picotafel/games/<game>.py" in paths
    assert "firmware/picotafel/games/__init__.py" in paths
    own = [p for p, _ in patterns("jass")]
    assert ["firmware/picotafel/lang/%s_jass.py" % c for c in CODES] == \
        [p for p in own if p.startswith("firmware/picotafel/lang/")]


def test_every_game_has_each_file_of_the_table():
    files = tree()
    missing = ["%s: %s" % (g, p) for g in GAMES for p, optional in patterns(g)
               if not optional and not fnmatch.filter(files, p)]
    assert not missing, "\n".join(missing)


def test_every_file_named_after_a_game_is_one_of_its_files_in_the_table():
    stray = []
    for path in tree():
        for g in GAMES:
            if named_after(path, g) and path not in NOT_THE_GAMES \
                    and not any(fnmatch.fnmatch(path, p) for p, _ in patterns(g)):
                stray.append("%s (%s)" % (path, g))
    assert not stray, "\n".join(stray)


def test_the_shared_files_of_the_table_are_there():
    for path, what in table():
        if "<game>" not in path:
            assert what.startswith("the registry, shared") or what.startswith("shared"), path
            assert os.path.exists(os.path.join(ROOT, path)), path


def test_the_shared_docs_name_every_game():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    with open(os.path.join(ROOT, "docs", "README.md"), encoding="utf-8") as f:
        docs = f.read()
    for g in GAMES:
        assert "**%s**" % TITLES[g] in readme, g
        assert "(rules/%s.md)" % g in docs, g


def test_a_file_of_a_game_outside_the_table_is_found():
    assert named_after("tests/golden/points_differenzler_last.png", "differenzler")
    assert not named_after("host_sim/sheet/sheet_text.py", "jass")
    assert not any(fnmatch.fnmatch("host_sim/sheet/jass_columns.py", p)
                   for p, _ in patterns("jass"))
