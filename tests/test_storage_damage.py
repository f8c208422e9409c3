# runs-on: micropython
"""Damaged saved matches (issue 11): a flipped bit is repaired and costs nothing, worse
damage costs the statements from the damage on and never a statement before it, the
damaged original is kept as NNNN.bad, the user is told, and the device goes on.

Runs on CPython and under MicroPython's unix port: plain asserts only. (The same on
littlefs, with power cuts inside the repair: test_storage_flips.py.)
"""

import os

from picotafel.saving.storage import record
from storage_files import HEAD, OPEN, exists, flip, read, statements, store_with, write
from support import log


def _fresh(s, data):
    write(s.path(1), data)
    for ext in ("bad", "tmp"):
        if exists(s.path(1, ext)):
            os.remove(s.path(1, ext))
    s.saved = {}


def test_one_flipped_bit_anywhere_in_a_saved_match_is_repaired_and_nothing_is_lost():
    s = store_with(OPEN)
    whole = read(s.path(1))
    for bit in range(0, len(whole) * 8, 3):     # every byte, each of its bits in turn
        damaged = flip(whole, bit)
        _fresh(s, damaged)
        assert s.load(1) == OPEN, bit
        assert s.take_notes() == ["match 1: a damaged byte repaired, nothing lost (old "
                                  "file kept as 0001.bad)"], bit
        assert read(s.path(1, "bad")) == damaged


def test_a_repaired_file_is_sound_and_takes_the_next_statement():
    s = store_with(OPEN)
    at = read(s.path(1)).find(b"trick QD 8S")
    _fresh(s, flip(read(s.path(1)), at * 8 + 1))
    s.load_match(1)
    assert len(s.take_notes()) == 1
    assert s.save(1, OPEN + "trick KC 6C\n") == []
    assert s.load(1) == OPEN + "trick KC 6C\n" and s.take_notes() == []


def test_the_repair_is_said_again_at_each_opening_until_play_goes_on():
    s = store_with(OPEN)
    _fresh(s, flip(read(s.path(1)), 200))
    s.load_match(1)
    assert len(s.take_notes()) == 1
    s.saved = {}
    assert s.load(1) == OPEN
    assert s.take_notes() == ["match 1: a damaged byte repaired, nothing lost (old "
                              "file kept as 0001.bad)"]


def test_two_flipped_bits_in_one_record_keep_every_statement_before_it_and_say_so():
    s = store_with(OPEN)
    whole = read(s.path(1))
    at = whole.find(b"trick 9S KS")
    _fresh(s, flip(flip(whole, at * 8 + 8 * 6 + 1), at * 8 + 8 * 9 + 2))
    m = s.load_match(1)
    assert statements(m.text()) == statements(OPEN)[:7]   # never an altered statement
    assert s.take_notes() == ["match 1 damaged at statement 8: kept 7 statements, 10 "
                              "lost (old file kept as 0001.bad)"]


def test_a_file_cut_at_any_byte_keeps_every_whole_record_before_the_cut():
    s = store_with(OPEN)
    whole = read(s.path(1))
    for cut in range(len(whole)):
        _fresh(s, whole[:cut])
        m = s.load_match(1)
        notes = s.take_notes()
        whole_lines = whole[:cut].count(b"\n") - 1          # records after the version
        if m is None:                                       # not even game and players
            assert whole_lines < 2, cut
        else:       # the whole records, and one that lost only its newline
            assert m.count in (whole_lines, whole_lines + 1), cut
            assert statements(m.text()) == statements(OPEN)[:m.count], cut
        if m is not None and whole[:cut].endswith(b"\n"):   # a shorter match, as saved
            assert notes == [], (cut, notes)
        else:
            assert len(notes) == 1 and notes[0].startswith("match 1"), (cut, notes)
