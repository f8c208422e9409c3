"""Records that hold no statement (docs/storage.md): the version line, a repair's note and
the `# over` marker. Damage in one of them, one bit or two, costs that record alone:
every statement is kept, and a message that counts what was lost counts exactly."""

import random

from storage_files import OPEN, OVER, exists, flip, put_back, read, store_with, write
from support import log

TRIALS = 30


def _fresh(s, data):
    put_back(s, data)
    s.take_notes()


def _bits(data, line, n, rnd):
    """`n` distinct bit numbers inside line number `line` of `data` (its newline kept)."""
    lines = data.split(b"\n")
    start = sum(len(x) + 1 for x in lines[:line])
    return rnd.sample(range(start * 8, (start + len(lines[line])) * 8), n)


def _flipped(data, bits):
    for b in bits:
        data = flip(data, b)
    return data


def _each_trial(s, whole, line, n, seed):
    """Match 1's file `whole` with `n` bits of line `line` flipped, TRIALS times."""
    rnd = random.Random(seed)
    lines = whole.split(b"\n")
    if line < 0:
        line += len(lines) - 1            # counted from the last line (before its newline)
    for _ in range(TRIALS):
        bits = _bits(whole, line, n, rnd)
        _fresh(s, _flipped(whole, bits))
        yield bits


def _nothing_lost(s, text, bits):
    m = s.load_match(1)
    notes = s.take_notes()
    assert m is not None and m.text() == text, (bits, notes)
    assert notes == ["match 1: a damaged byte repaired, nothing lost (old file kept as "
                     "0001.bad)"], (bits, notes)


def test_one_or_two_bits_flipped_in_the_version_line_cost_no_statement():
    s = store_with(OPEN)
    whole = read(s.path(1))
    for n in (1, 2):
        for bits in _each_trial(s, whole, 0, n, n):
            _nothing_lost(s, OPEN, bits)


def test_one_or_two_bits_flipped_in_the_over_marker_cost_no_statement():
    s = store_with(OVER)
    whole = read(s.path(1))
    for n in (1, 2):
        for bits in _each_trial(s, whole, -1, n, 10 + n):
            _nothing_lost(s, OVER, bits)
            assert s.load_match(1).finished


def _with_a_note(s):
    """Match 1 cut at statement 8 (two bits flipped there), so that its file ends with
    the repair's note; then play goes on: three more statements after the note."""
    whole = read(s.path(1))
    at = whole.find(b"trick 9S KS")
    _fresh(s, flip(flip(whole, at * 8 + 8 * 6 + 1), at * 8 + 8 * 9 + 2))
    m = s.load_match(1)
    assert m.count == 7 and s.take_notes() == [
        "match 1 damaged at statement 8: kept 7 statements, 10 lost (old file kept as "
        "0001.bad)"]
    return m


def test_one_or_two_bits_flipped_in_a_note_at_the_end_cost_no_statement():
    s = store_with(OPEN)
    m = _with_a_note(s)
    kept = m.text()
    assert read(s.path(1)).split(b"\n")[-2].startswith(b"# note KEPT_N_LOST")
    whole = read(s.path(1))
    for n in (1, 2):
        for bits in _each_trial(s, whole, -1, n, 20 + n):
            _nothing_lost(s, kept, bits)


def test_one_or_two_bits_flipped_in_a_note_before_later_statements_cost_no_statement():
    s = store_with(OPEN)
    m = _with_a_note(s)
    for st in ("trick 9S KS", "trick TS AS", "trick KH 8H"):
        m.apply(_one(st))
        assert s.save(1, m) == []
    text = m.text()
    lines = read(s.path(1)).split(b"\n")
    note = [i for i, x in enumerate(lines) if x.startswith(b"# note")][0]
    whole = read(s.path(1))
    for n in (1, 2):
        for bits in _each_trial(s, whole, note, n, 30 + n):
            _nothing_lost(s, text, bits)


def test_a_damaged_statement_counts_exactly_the_statements_after_it_not_the_markers():
    s = store_with(OVER)
    whole = read(s.path(1))
    at = whole.find(b"trick 9S KS")                      # statement 9 of 14, then # over
    _fresh(s, flip(flip(whole, at * 8 + 8 * 6 + 1), at * 8 + 8 * 9 + 2))
    m = s.load_match(1)
    assert m.count == 8                                  # statements 9 to 14 lost: 6
    assert s.take_notes() == ["match 1 damaged at statement 9: kept 8 statements, 6 lost "
                              "(old file kept as 0001.bad)"]


def _one(text):
    from picotafel.core.matchlog import parse_statement
    return parse_statement(text)


def test_the_matches_here_are_the_ones_named():
    assert OPEN.count("\n") == 17 and OVER.count("\n") == 14
    assert log("a") == "a\n"


# -- NNNN.bad keeps every original (issue 23, finding 5) -----------------------------------

def test_a_second_repair_keeps_the_first_one_s_original_in_the_same_bad_file():
    s = store_with(OPEN)
    first = flip(read(s.path(1)), 200)
    _fresh(s, first)
    assert s.load(1) == OPEN
    second = flip(read(s.path(1)), 300)                 # the repaired file, damaged again
    write(s.path(1), second)
    s.saved = {}
    assert s.load(1) == OPEN
    assert read(s.path(1, "bad")) == first + second       # both originals, in order


def test_a_match_set_aside_after_a_repair_keeps_both_originals():
    s = store_with(OPEN)
    first = flip(read(s.path(1)), 200)
    _fresh(s, first)
    s.load(1)
    write(s.path(1), b"not a match\n")
    s.saved = {}
    assert s.load_match(1) is None
    assert read(s.path(1, "bad")) == first + b"not a match\n"
    assert not exists(s.path(1))
