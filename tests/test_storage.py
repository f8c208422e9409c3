# runs-on: micropython
"""Saved matches (issue 4): a save cut short by a power cut, and files that are not
ours. Damaged files are in test_storage_damage.py.

Runs on CPython (pytest, the real os in a temporary folder) and under MicroPython's
unix port (its os in a folder beside the tests): plain asserts only.
"""

from picotafel.storage import frame
from storage_files import OPEN, exists, read, statements, store_with, write


# -- a save cut short ------------------------------------------------------------------

def test_a_temporary_file_cut_while_writing_is_removed_and_the_old_version_kept():
    s = store_with(OPEN)
    head, body, tail = frame(OPEN + "deal 9C\n", 18, False)
    write(s.path(1, "tmp"), head + body[:-7])
    assert s.boot() == []
    assert not exists(s.path(1, "tmp"))
    assert s.load(1) == OPEN


def test_a_complete_temporary_file_cut_before_its_rename_becomes_the_match():
    s = store_with(OPEN)
    newer = OPEN + "trick KC 6C\n"
    head, body, tail = frame(newer, 18, False)
    write(s.path(1, "tmp"), head + body + tail)
    assert s.boot() == []
    assert s.load(1) == newer and not exists(s.path(1, "tmp"))


def test_a_file_whose_last_statement_is_incomplete_keeps_every_complete_one():
    s = store_with(OPEN)
    head, body, tail = frame(OPEN, 17, False)
    write(s.path(1), head + body[:-4])         # "trick TS 7S" lost its end
    assert s.boot() == ["match 1 was incomplete or damaged: kept its first 16 statements, "
                        "the file as 0001.bad"]
    assert statements(s.load(1)) == statements(OPEN)[:16]


def test_files_that_are_not_matches_are_left_alone():
    s = store_with(OPEN)
    write(s.root + "/notes.txt", b"not ours")
    assert s.boot() == []
    assert read(s.root + "/notes.txt") == b"not ours"
    assert [e[0] for e in s.matches()] == [1]
