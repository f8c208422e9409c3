# runs-on: micropython
"""Every saved match checked against what was known of it when the device left it
(docs/storage.md, storage_known.py): a match the flash gives back shorter, without its
`# over`, or not at all is said with its exact loss, at power-on for the match left
last and when it is opened for every other; a match deleted is never taken for lost.

Runs on CPython and under MicroPython's unix port: plain asserts only.
"""

import os

from picotafel.saving.storage import Store
from storage_files import store_with, read, write, OPEN, OVER


def _records(data, n):
    """The first `n` lines of a saved file (the version line and n - 1 statements)."""
    at = 0
    for _ in range(n):
        at = data.index(b"\n", at) + 1
    return data[:at]


def _lines(data):
    return data.count(b"\n")


def test_an_older_match_given_back_shorter_is_said_at_power_on_with_its_exact_count():
    s = store_with(OPEN, OPEN)              # match 1 whole (17 statements), match 2 after
    write(s.path(1), _records(read(s.path(1)), 12))     # cut at a record boundary
    again = Store(s.root)
    assert again.boot() == ["match 1: the flash lost its last 6 statements (11 kept)"]
    assert again.current() == 2
    assert Store(s.root).boot() == []       # said once
    assert again.load_match(1).count == 11 and again.take_notes() == []


def test_an_older_match_one_statement_short_is_said_too():
    s = store_with(OPEN, OPEN)
    write(s.path(1), _records(read(s.path(1)), 17))
    assert Store(s.root).boot() == ["match 1: the flash lost its last statement (16 kept)"]


def test_a_match_left_before_the_last_one_is_checked_when_it_is_opened():
    s = store_with(OPEN, OPEN, OPEN)
    write(s.path(1), _records(read(s.path(1)), 10))
    again = Store(s.root)
    assert again.boot() == []               # power-on reads only the match left last
    assert again.load_match(1).count == 9
    assert again.take_notes() == ["match 1: the flash lost its last 8 statements (9 kept)"]
    third = Store(s.root)
    third.boot()
    assert third.load_match(1).count == 9 and third.take_notes() == []


def test_a_finished_match_cut_before_its_over_is_still_finished():
    s = store_with(OVER, OPEN)
    data = read(s.path(1))
    assert data.endswith(b"\n") and b"# over" in data.split(b"\n")[-2]
    write(s.path(1), _records(data, _lines(data) - 1))  # the `# over` record gone
    again = Store(s.root)
    assert again.boot() == []               # nothing lost: the marker is put back
    assert read(s.path(1)) == data
    assert [e[3] for e in again.matches() if e[0] == 1] == [True]


def test_a_finished_match_cut_before_its_last_statements_says_them_and_is_not_over():
    s = store_with(OVER, OPEN)
    data = read(s.path(1))
    write(s.path(1), _records(data, _lines(data) - 3))  # two statements and the marker
    again = Store(s.root)
    assert again.boot() == ["match 1: the flash lost its last 2 statements (12 kept)"]
    assert [e[3] for e in again.matches() if e[0] == 1] == [False]


def test_an_older_match_lost_whole_is_said_with_its_count():
    s = store_with(OPEN, OPEN)
    os.remove(s.path(1))
    again = Store(s.root)
    assert again.boot() == [
        "match 1 is lost: the flash gave back none of its 17 statements"]
    assert Store(s.root).boot() == []


def test_damage_reaching_the_end_of_an_older_match_counts_every_statement_lost():
    s = store_with(OPEN, OPEN, OPEN)
    data = read(s.path(1))
    keep = _records(data, 9)                # 8 statements, then garbage to the end
    write(s.path(1), keep + b"x" * (len(data) - len(keep) - 1) + b"\n")
    again = Store(s.root)
    assert again.boot() == []
    assert again.load_match(1).count == 8
    assert again.take_notes() == ["match 1 damaged at statement 9: kept 8 statements, 9 "
                                  "lost (old file kept as 0001.bad)"]


def test_records_merged_by_damage_in_an_older_match_count_every_statement_lost():
    s = store_with(OPEN, OPEN, OPEN)
    data = read(s.path(1))
    keep = _records(data, 9)
    rest = data[len(keep):].replace(b"\n", b" ")      # the rest one line: records merged
    write(s.path(1), keep + rest[:-1] + b"\n")
    again = Store(s.root)
    again.boot()
    assert again.load_match(1).count == 8
    assert again.take_notes() == ["match 1 damaged at statement 9: kept 8 statements, 9 "
                                  "lost (old file kept as 0001.bad)"]


def test_a_deleted_match_is_not_taken_for_lost():
    s = store_with(OPEN, OPEN, OPEN)
    s.delete(2)                             # the match left last
    assert Store(s.root).boot() == []


class _PowerCut(Exception):
    pass


class _CutAt:
    """The filesystem (os) with the power cut at its `n`th remove, that one not done."""

    def __init__(self, n):
        self.left = n

    def __getattr__(self, name):
        return getattr(os, name)

    def remove(self, p):
        self.left -= 1
        if self.left < 0:
            raise _PowerCut(p)
        os.remove(p)


def test_deleting_the_running_match_cut_at_any_remove_never_says_it_is_lost():
    for n in range(4):
        s = store_with(OPEN, OPEN)
        s.fs = _CutAt(n)
        try:
            s.delete(2)                     # the running match
        except _PowerCut:
            pass
        again = Store(s.root)
        assert again.boot() == [], n
        assert again.load_match(1).count == 17 and again.take_notes() == []


def test_a_match_resumed_and_undone_is_not_taken_for_shorter_once_left():
    s = store_with(OPEN, OPEN)
    s.load_match(1)
    s.set_current(1)                        # resumed: match 2 left
    lines = OPEN.split("\n")
    assert s.save(1, "\n".join(lines[:12]) + "\n") == []    # undone to 12 statements
    s.new("game pomme\nplayers Ana Ben\ndealer Ben\n")       # match 3: match 1 left
    again = Store(s.root)
    assert again.boot() == []
    assert again.load_match(1).count == 12 and again.take_notes() == []
    assert again.load_match(2).count == 17 and again.take_notes() == []
