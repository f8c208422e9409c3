# runs-on: micropython
"""Saved matches (issue 4): a file the store cannot read is set aside under NNNN.bad
with one message, any whole statements are kept, and the device goes on.

Runs on CPython and under MicroPython's unix port: plain asserts only.
"""

import os

from picotafel.storage import frame
from support import log
from storage_files import DEAL_A, DEAL_B_START, HEAD, OPEN, OVER, exists, \
    others_still_work, read, statements, store_with, write


# -- damaged files ---------------------------------------------------------------------

def test_a_file_truncated_at_any_byte_is_set_aside_once_and_the_others_still_load():
    s = store_with(OPEN, OPEN, OVER)
    whole = read(s.path(2))
    body_start = whole.find(b"\n") + 1
    for cut in range(len(whole)):
        write(s.path(2), whole[:cut])
        notes = s.boot()
        assert len(notes) == 1 and notes[0].startswith("match 2 "), (cut, notes)
        assert s.boot() == []                   # told once, never read again
        assert exists(s.path(2, "bad"))
        others_still_work(s, (1, 3), (OPEN, OVER))
        complete = whole[body_start:whole.rfind(b"\n", 0, cut) + 1] if cut > body_start \
            else b""
        if b"players" in complete:              # the whole statements before the cut
            assert s.load(2) == complete.decode(), cut     # the file body is canonical
        else:
            assert not exists(s.path(2)), cut
        s.delete(2)
        os.remove(s.path(2, "bad"))


def test_a_file_that_is_not_a_readable_match_is_set_aside_and_the_device_starts():
    s = store_with(OPEN)
    x = 12345
    noise = bytearray(999)
    for i in range(len(noise)):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        noise[i] = (x >> 16) & 0xFF
    newer = b"# picotafel 2\n" + read(s.path(1))[14:]
    for data, why in ((noise[:1], "not a match file"), (noise[:7], "not a match file"),
                      (noise, "not a match file"), (b"", "empty"),
                      (newer, "from a newer firmware (version 2)")):
        write(s.path(2), data)
        assert s.boot() == ["match 2 %s: set aside as 0002.bad" % why]
        others_still_work(s, (1,), (OPEN,))
        assert s.boot() == [] and [e[0] for e in s.matches()] == [1]


def test_a_byte_that_is_not_utf8_cuts_the_match_before_its_line():
    s = store_with(OPEN)
    data = bytearray(read(s.path(1)))
    at = data.find(b"trick QD 8S")
    data[at + 7] = 0xC3                          # "trick Q\xc3 8S": not UTF-8
    write(s.path(1), data)
    assert s.boot() == ["match 1 was incomplete or damaged: kept its first 5 statements, "
                        "the file as 0001.bad"]
    assert statements(s.load(1)) == statements(OPEN)[:5]


def test_a_flipped_bit_that_still_reads_as_a_card_is_caught_by_the_check_line():
    s = store_with(OPEN)
    data = bytearray(read(s.path(1)))
    at = data.find(b"trick 9S KS")
    data[at + 9] = ord("Q")                       # "trick 9S QS": legal, but not what was played
    write(s.path(1), data)
    notes = s.boot()
    # The damage cannot be placed, so every readable statement is kept and the user told.
    assert notes == ["match 1 was incomplete or damaged: kept its first 17 statements, "
                     "the file as 0001.bad"], notes
    assert s.load(1) == OPEN.replace("trick 9S KS", "trick 9S QS")


def test_a_sound_file_holding_an_impossible_log_is_set_aside_when_loaded():
    s = store_with(OPEN)
    bad = OPEN.replace("trick TS 7S", "trick 6S 7S")   # 6S was played in this deal's trick 1
    head, body, tail = frame(bad, 17, False)
    write(s.path(1), head + body + tail)
    assert s.boot() == []                          # the check line is right
    assert statements(s.load(1)) == statements(OPEN)[:16]   # the part before the fault
    notes = s.take_notes()
    assert len(notes) == 1 and notes[0].startswith("match 1 was impossible at line 18"), notes
    assert exists(s.path(1, "bad"))
    assert s.load(1) == log(*(HEAD + DEAL_A + DEAL_B_START[:3])) and s.take_notes() == []


def test_loading_a_file_damaged_beyond_use_gives_none_and_a_message():
    s = store_with(OPEN)
    write(s.path(1), b"# picotafel 1\ngame pomme\n")
    assert s.load(1) is None
    assert s.take_notes() == ["match 1 incomplete or damaged: set aside as 0001.bad"]
    assert s.matches() == []
