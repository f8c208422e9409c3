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


def test_a_match_left_before_the_last_one_is_checked_at_power_on_too():
    s = store_with(OPEN, OPEN, OPEN)
    write(s.path(1), _records(read(s.path(1)), 10))
    again = Store(s.root)
    assert again.boot() == ["match 1: the flash lost its last 8 statements (9 kept)"]
    assert again.load_match(1).count == 9 and again.take_notes() == []
    third = Store(s.root)
    assert third.boot() == []
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


def test_an_older_finished_match_that_lost_its_over_gets_it_back_at_power_on():
    s = store_with(OVER, OPEN, OPEN)        # match 1 left before the match left last
    data = read(s.path(1))
    write(s.path(1), _records(data, _lines(data) - 1))  # the `# over` record gone
    again = Store(s.root)
    assert again.boot() == []               # nothing lost: the marker is put back
    assert read(s.path(1)) == data
    assert [e[3] for e in again.matches() if e[0] == 1] == [True]


def test_an_older_match_whose_size_is_as_left_is_not_read_at_power_on():
    s = store_with(OPEN, OPEN, OPEN)
    data = read(s.path(1))
    write(s.path(1), b"x" * (len(data) - 1) + b"\n")     # damage, not a roll-back
    again = Store(s.root)
    assert again.boot() == []               # its size says nothing: found when opened
    assert again.load_match(1) is None
    assert again.take_notes() == [
        "match 1 not a match file: 17 statements lost, set aside as 0001.bad"]


def _in_folders(*ids):
    """A store with matches 1 (OPEN), then each of `ids` begun after it, in their
    folders of a hundred (the last one played)."""
    from picotafel.saving.storage_format import write_state
    s = store_with(OPEN)
    lines = [l for l in OPEN.split("\n") if l]
    for mid in ids:
        write_state(s, s.state[0], mid, s.state[2])
        assert s.new("\n".join(lines[:3]) + "\n") == mid
        for n in range(4, len(lines) + 1):
            assert s.save(mid, "\n".join(lines[:n]) + "\n") == []
    return s


def test_every_folder_is_checked_in_turn_within_as_many_power_ons_as_folders():
    s = _in_folders(150, 250)               # folders 00, 01 and 02; match 150 left last
    for mid in (1, 150):
        write(s.path(mid), _records(read(s.path(mid)), 12))
    said = [Store(s.root).boot() for _ in range(3)]
    assert said[0] == ["match 150: the flash lost its last 6 statements (11 kept)"]
    assert said[1] == []                    # folder 01: match 150 said already
    assert said[2] == ["match 1: the flash lost its last 6 statements (11 kept)"]
    assert [Store(s.root).boot() for _ in range(3)] == [[], [], []]


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
