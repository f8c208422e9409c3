"""tests/ is in rooms that mirror the code's (tests/docs/rooms.py, docs/engineering.md,
Tests): every test file in the room its name says, none flat in tests/, every path that
names a test file names it where it is, and `make test` collects every room."""

import os
import re
import shutil
import subprocess

import pytest

import rooms

ROOT = rooms.ROOT
# tests/'s folders that are not rooms: the test data, the compiled files.
DATA = {"golden", "layouts", "kurz", "__pycache__"}   # kurz: the tests' own game, a helper


def read(rel):
    with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
        return f.read()


def test_no_test_file_lies_flat_in_tests():
    flat = [name for folder, name in rooms.test_files() if folder == ""]
    assert flat == [], "run python3 tests/docs/rooms.py to move them into their rooms"


def test_every_test_file_is_in_the_room_its_name_says():
    assert rooms.misplaced() == [], "run python3 tests/docs/rooms.py (or add a rule to it)"


def test_every_folder_of_tests_is_a_room_or_its_data():
    folders = {d for d in os.listdir(rooms.TESTS) if os.path.isdir(os.path.join(rooms.TESTS, d))}
    assert folders - DATA == set(rooms.ROOMS)


def test_no_two_test_files_share_a_name():
    # pytest imports each by its name alone, MicroPython finds them all in one folder
    names = [name for _, name in rooms.test_files()]
    assert sorted(set(names)) == sorted(names)


def test_each_rule_names_a_room():
    assert {room for _, room in rooms.RULES} == set(rooms.ROOMS)


def test_a_new_file_goes_to_the_room_its_name_says():
    assert rooms.room_of("test_storage_new.py") == "saving"
    assert rooms.room_of("test_ui_pomme_new.py") == "screens"
    assert rooms.room_of("test_pomme_sheet.py") == "host"
    assert rooms.room_of("test_pomme_rules.py") == "games"
    assert rooms.room_of("test_revoke_rules.py") == "core"
    assert rooms.room_of("test_something_else.py") is None


def test_the_script_finds_a_flat_file_and_one_in_a_wrong_room(tmp_path):
    (tmp_path / "games").mkdir()
    (tmp_path / "test_storage_new.py").write_text("")
    (tmp_path / "games" / "test_ui_new.py").write_text("")
    (tmp_path / "test_nothing_known.py").write_text("")
    assert sorted(rooms.misplaced(str(tmp_path))) == [
        ("tests/games/test_ui_new.py", "tests/screens/test_ui_new.py"),
        ("tests/test_nothing_known.py", None),
        ("tests/test_storage_new.py", "tests/saving/test_storage_new.py")]


def test_the_script_moves_a_flat_file_finds_the_top_and_names_it_anew(tmp_path):
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    tests = tmp_path / "tests"
    tests.mkdir()
    source = "ROOT = %s\nx = 1\n"
    (tests / "test_storage_new.py").write_text(source % rooms.FLAT_ROOT)
    (tmp_path / "notes.md").write_text("see `tests/test_storage_new.py` and tests/kurz.py\n")
    env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@t",
               GIT_COMMITTER_NAME="t", GIT_COMMITTER_EMAIL="t@t")
    for args in (["init", "-q"], ["add", "."], ["commit", "-q", "-m", "flat"]):
        subprocess.run(["git"] + args, cwd=tmp_path, check=True, env=env, capture_output=True)
    assert rooms.move(str(tmp_path)) == [("tests/test_storage_new.py",
                                         "tests/saving/test_storage_new.py")]
    assert (tests / "saving" / "test_storage_new.py").read_text() == source % rooms.ROOM_ROOT
    assert rooms.refer(str(tmp_path)) == ["notes.md"]
    assert (tmp_path / "notes.md").read_text() == (
        "see `tests/saving/test_storage_new.py` and tests/kurz.py\n")


def test_every_path_that_names_a_test_file_names_it_where_it_is():
    places = rooms.where()
    stale = [(rel, old, new) for rel, text in rooms.texts()
             for old, new in rooms.stale_references(text, places)]
    assert stale == [], "python3 tests/docs/rooms.py names them anew"


def test_pytest_collects_every_room_from_tests():
    # pytest.ini's testpaths is tests/ itself and no folder is left out; the Makefile's
    # and CI's runs name no path of their own, so `make test` collects every room.
    ini = read("pytest.ini")
    assert re.search(r"^testpaths = tests$", ini, re.M)
    assert "norecursedirs" not in ini and "--ignore" not in ini
    pytest_lines = [line for line in read("Makefile").splitlines() if "$(PYTEST)" in line
                    or line.startswith("PYTEST :=")]
    assert pytest_lines and not [line for line in pytest_lines if "tests/" in line]
    assert "make test\n" in read(".ci/run") and "make test-long\n" in read(".ci/run")


def test_engineering_md_names_every_room_and_no_other():
    text = read("docs/engineering.md")
    section = text[text.index("\n## Tests\n"):]
    section = section[:section.index("\n## ", 5)]
    named = set(re.findall(r"`tests/([a-z]+)/`", section)) - DATA
    assert named == set(rooms.ROOMS)
