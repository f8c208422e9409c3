# runs-on: micropython
"""Damaged saved matches (docs/storage.md): a flipped bit is repaired and costs nothing, worse
damage costs the statements from the damage on and never a statement before it, the
damaged original is kept as NNNN.bad, the user is told, and the device goes on.

Runs on CPython and under MicroPython's unix port: plain asserts only. (The same on
littlefs, with power cuts inside the repair: test_storage_flips.py.)
"""


from picotafel import lang
from picotafel.saving.storage import record
from storage_files import OPEN, flip, put_back, read, statements, store_with
from support import log


def _fresh(s, data):
    put_back(s, data)


def _cut_at_its_damage(s):
    """Two bits of statement 8's record flipped: the match is cut there (7 kept)."""
    whole = read(s.path(1))
    at = whole.find(b"trick 9S KS")
    _fresh(s, flip(flip(whole, at * 8 + 8 * 6 + 1), at * 8 + 8 * 9 + 2))


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
    _cut_at_its_damage(s)
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


def test_a_repair_s_note_is_kept_in_no_language_and_said_in_the_one_chosen_when_read():
    s = store_with(OPEN)
    _cut_at_its_damage(s)
    try:
        lang.use("de")
        s.load_match(1)
        assert s.take_notes() == ["Partie 1, defekt ab Eintrag 8: 7 Eintr\u00e4ge behalten, "
                                  "10 verloren (Original: 0001.bad)"]
        assert b"\n# note KEPT_N_LOST 1 WHY_DAMAGED_AT 8 7 10 1 #7 " in read(s.path(1))
        lang.use("fr")                  # the language changed, the match opened again
        s.saved = {}
        s.load_match(1)
        assert s.take_notes() == ["partie 1, alt\u00e9r\u00e9e \u00e0 l'entr\u00e9e 8: 7 "
                                  "entr\u00e9es gard\u00e9es, 10 perdues (original: 0001.bad)"]
    finally:
        lang.use("en")


def test_a_repaired_byte_s_note_is_said_in_the_language_chosen_when_read():
    s = store_with(OPEN)
    _fresh(s, flip(read(s.path(1)), 200))
    try:
        lang.use("es")
        s.load_match(1)
        spanish = s.take_notes()
        lang.use("de")
        s.saved = {}
        s.load_match(1)
        assert s.take_notes() == ["Partie 1: ein defektes Byte repariert, nichts verloren "
                                  "(Original: 0001.bad)"] != spanish
    finally:
        lang.use("en")


def test_a_note_worded_by_an_older_firmware_is_said_as_it_was_written():
    # Before the notes held no language, a repair wrote its message as it was shown.
    from picotafel.core.match import load
    from picotafel.saving.storage_write import write_file
    s = store_with(OPEN)
    for old in ("Match 1: ein defektes Byte repariert, nichts verloren (Original: 0001.bad)",
                "match 1 damaged at statement 8: kept 7 statements (old file kept as 0001.bad)",
                "KEPT_N 1 a note that looks like one said in no language"):
        write_file(s, 1, load(OPEN), "log", note=old)
        s.saved = {}
        try:
            lang.use("fr")
            assert s.load(1) == OPEN
            assert s.take_notes() == [old]
        finally:
            lang.use("en")


def test_a_note_s_quoted_text_keeps_its_spaces_percent_signs_and_newlines():
    from picotafel.saving.storage_check import said, word, worded
    why = ("WHY_IMPOSSIBLE_LINE", 4, "'7X' is 100% not\na card  (%20)")
    msg = ("KEPT_N", 12, why, 3, 12)
    note = said(msg)
    assert " " not in note[note.find("'"):note.rfind(" 3 12")] and "\n" not in note
    assert worded(note) == word(msg) == ("match 12 impossible at line 4: '7X' is 100% "
                                         "not\na card  (%20): kept 3 statements (old file "
                                         "kept as 0012.bad)")
