# runs-on: micropython
"""Saved matches (issue 4): what the store keeps, and what it does with a file it cannot
read: set it aside under NNNN.bad with one message, keep any whole statements, and go on.

Runs on CPython (pytest, the real os in a temporary folder) and under MicroPython's
unix port (its os in a folder beside the tests): plain asserts only.
"""

import os

from picotafel.match import load
from picotafel.storage import Store, frame
from support import log

HEAD = ("game pomme", "players Ana Ben", "dealer Ben")
DEAL_A = ("deal JC", "trick JS 7S", "trick QD 8S", "trick AH 6C", "trick 9S KS",
          "trick TS AS", "trick KH 8H", "trick 7C 9C", "trick 7D TC", "trick QH 6H")
DEAL_B_START = ("deal 7H", "trick 6S AS", "trick JH 8H", "trick TS 7S")
OPEN = log(*(HEAD + DEAL_A + DEAL_B_START))      # Ben 1 point up, deal 2 under way
OVER = log("game pomme", "option target=1", "players Ana Ben", "dealer Ben", *DEAL_A)

_made = [0]


def _clear(path):
    for name in os.listdir(path):
        p = path + "/" + name
        try:
            os.remove(p)
        except OSError:
            _clear(p)
            os.rmdir(p)


def fresh_root():
    """An empty folder for one test's store."""
    try:
        import tempfile
        return tempfile.mkdtemp() + "/matches"
    except ImportError:            # MicroPython: a folder beside the tests
        _made[0] += 1
        base = "_store%d" % _made[0]
        try:
            _clear(base)
        except OSError:
            os.mkdir(base)
        return base + "/matches"


def store_with(*texts):
    """A booted store holding these match logs, saved one statement at a time."""
    s = Store(fresh_root())
    assert s.boot() == []
    for text in texts:
        lines = [l for l in text.split("\n") if l]
        head = 4 if lines[1].startswith("option") else 3
        mid = s.new("\n".join(lines[:head]) + "\n")
        for n in range(head + 1, len(lines) + 1):
            assert s.save(mid, "\n".join(lines[:n]) + "\n") == []
    return s


def read(path):
    with open(path, "rb") as f:
        return f.read()


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)


def exists(path):
    try:
        os.stat(path)
        return True
    except OSError:
        return False


def statements(text):
    return load(text).statements


def others_still_work(s, mids, texts):
    """Every match in `mids` lists and loads with exactly its log."""
    listed = [e[0] for e in s.matches()]
    for mid, text in zip(mids, texts):
        assert mid in listed
        assert s.load(mid) == text


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


def test_files_that_are_not_matches_are_left_alone():
    s = store_with(OPEN)
    write(s.root + "/notes.txt", b"not ours")
    assert s.boot() == []
    assert read(s.root + "/notes.txt") == b"not ours"
    assert [e[0] for e in s.matches()] == [1]
