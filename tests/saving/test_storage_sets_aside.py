# runs-on: micropython
"""Damaged saved matches (docs/storage.md), the files whose records are sound but whose match
is not: an impossible log keeps the part before the fault, a file that is not a match
or has no players is set aside as NNNN.bad, and the other matches are untouched. (Kept
apart from test_storage_damage.py so each runs in MicroPython's small heap.)

Runs on CPython and under MicroPython's unix port: plain asserts only.
"""

from picotafel.saving.storage import record
from storage_files import HEAD, OPEN, exists, flip, read, statements, store_with, write
from support import log


def test_a_sound_file_holding_an_impossible_log_keeps_the_part_before_the_fault():
    s = store_with(OPEN)
    lines = read(s.path(1)).split(b"\n")
    lines[18] = record("trick 6S 7S", 18)[:-1]     # 6S was played in this deal's trick 1
    write(s.path(1), b"\n".join(lines))
    s.saved = {}
    m = s.load_match(1)
    assert statements(m.text()) == statements(OPEN)[:17]
    notes = s.take_notes()
    assert len(notes) == 1 and notes[0].startswith(
        "match 1 impossible at statement 18: "), notes


def test_an_impossible_log_s_note_is_said_in_the_language_chosen_when_read():
    # Its frame and reason follow the language; the log's refusal it quotes stays in the
    # words of the repair's moment (the rules' own message, made before the note).
    s = store_with(OPEN)
    lines = read(s.path(1)).split(b"\n")
    lines[18] = record("trick 6S 7S", 18)[:-1]
    write(s.path(1), b"\n".join(lines))
    s.saved = {}
    s.load_match(1)
    english = s.take_notes()[0]
    refusal = english[len("match 1 impossible at statement 18: "):english.index(": kept")]
    from picotafel import lang
    try:
        lang.use("de")
        s.saved = {}
        assert statements(s.load(1)) == statements(OPEN)[:17]
        assert s.take_notes() == ["Partie 1, unm\u00f6glich bei Eintrag 18: %s: 17 "
                                  "Eintr\u00e4ge behalten (Original: 0001.bad)" % refusal]
    finally:
        lang.use("en")


def test_a_file_that_is_not_a_readable_match_is_set_aside_and_the_others_still_load():
    s = store_with(OPEN)
    x = 12345
    noise = bytearray(999)
    for i in range(len(noise)):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        noise[i] = (x >> 16) & 0xFF
    newer = record("# picotafel 3", 0) + read(s.path(1))[26:]
    for data, why in ((noise[:1], "not a match file"), (noise, "not a match file"),
                      (b"", "empty"), (newer, "from a newer firmware (version 3)")):
        write(s.path(2), data)
        assert s.load_match(2) is None
        assert s.take_notes() == ["match 2 %s: set aside as 0002.bad" % why]
        assert not exists(s.path(2)) and exists(s.path(2, "bad"))
        assert s.load(1) == OPEN


def test_loading_a_file_with_no_players_gives_none_and_a_message():
    s = store_with(OPEN)
    write(s.path(1), record("# picotafel 2", 0) + record("game pomme", 1))
    s.saved = {}
    assert s.load(1) is None
    # the state file counted the match's 17 statements: none of them is kept
    assert s.take_notes() == ["match 1 impossible: no players: 17 statements lost, set "
                              "aside as 0001.bad"]
    assert s.matches() == []


def test_a_damaged_match_leaves_the_others_whole():
    s = store_with(OPEN, log(*HEAD), OPEN)
    write(s.path(2), flip(flip(read(s.path(2)), 300), 302))
    assert s.load(1) == OPEN and s.load(3) == OPEN
