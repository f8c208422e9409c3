# runs-on: micropython
"""Saved matches (docs/storage.md): one record appended per statement, a rewrite cut
short by a power cut, the state file read at power-on, version 1 files of older
firmware, and files that are not ours. Damaged files are in test_storage_damage.py.

Runs on CPython (pytest, the real os in a temporary folder) and under MicroPython's
unix port (its os in a folder beside the tests): plain asserts only.
"""

import os

from picotafel.core.match import load
from picotafel.saving.storage import Store, record, write_state
from storage_files import DEAL_A, OPEN, OVER, exists, read, statements, store_with, write, \
    v1_file
from support import log

# Four deals to 99 (44 statements, over 1 KB): the state file counts them as they go.
LONG = log("game pomme", "option target=99", "players Ana Ben", "dealer Ben", *(DEAL_A * 4))


# -- the file: a record a statement --------------------------------------------------

def test_saving_a_statement_appends_its_record_and_leaves_the_bytes_before_it():
    s = store_with(OPEN)
    before = read(s.path(1))
    assert s.save(1, OPEN + "trick KC 6C\n") == []
    assert read(s.path(1)) == before + record("trick KC 6C", 18)


def test_every_line_of_a_saved_file_reads_as_the_match_log():
    s = store_with(OPEN)
    assert statements(read(s.path(1)).decode()) == statements(OPEN)


def test_a_finished_match_ends_with_the_over_marker():
    s = store_with(OVER)
    assert read(s.path(1)).endswith(record("# over", 14))
    assert s.matches()[0][3] is True


def test_undo_rewrites_the_file_without_the_last_statement():
    s = store_with(OPEN)
    shorter = OPEN[:OPEN.rfind("trick")]
    assert s.save(1, shorter) == []
    assert s.load(1) == shorter
    assert s.save(1, shorter + "trick QC 6C\n") == []     # and appends again after
    assert s.load(1) == shorter + "trick QC 6C\n"


def test_a_rewrite_cut_before_its_rename_leaves_the_saved_version():
    s = store_with(OPEN)
    write(s.path(1, "tmp"), read(s.path(1))[:-30])
    assert s.load(1) == OPEN and s.take_notes() == []
    assert not exists(s.path(1, "tmp"))


# -- power-on --------------------------------------------------------------------------

def test_power_on_reopens_the_match_last_played_while_it_is_unfinished():
    s = store_with(OPEN, OPEN, OVER)
    assert Store(s.root).current() is None            # the last one played is over
    s.load_match(2)
    s.set_current(2)
    again = Store(s.root)
    assert again.boot() == [] and again.current() == 2


def test_power_on_reads_no_match_but_the_one_it_reopens():
    s = store_with(OPEN, OVER, OPEN)
    size = len(read(s.path(2)))
    write(s.path(2), b"x" * (size - 1) + b"\n")    # its size as left: not read until opened
    again = Store(s.root)
    assert again.boot() == [] and again.current() == 3
    assert again.load_match(2) is None
    assert again.take_notes() == [   # its 14 statements known when match 3 began
        "match 2 not a match file: 14 statements lost, set aside as 0002.bad"]


def test_a_lost_state_file_is_made_again_from_the_files():
    s = store_with(OPEN, OPEN, OVER)
    write(s.root + "/state", b"")
    again = Store(s.root)
    assert again.boot() == []
    assert again.current() == 2                        # the newest unfinished match
    assert again.new(load(OPEN)) == 4


def test_files_that_are_not_matches_are_left_alone():
    s = store_with(OPEN)
    write(s.root + "/notes.txt", b"not ours")
    write(s.root + "/\u00b2\u00b3.log", b"not ours either")
    assert s.boot() == []
    assert read(s.root + "/notes.txt") == b"not ours"
    assert [e[0] for e in s.matches()] == [1]


# -- what littlefs itself loses (damage in its own blocks) ----------------------------

def _records(data, n):
    """The first `n` lines of a saved file (the version line and n - 1 statements)."""
    at = 0
    for _ in range(n):
        at = data.index(b"\n", at) + 1
    return data[:at]


def test_a_match_the_flash_gives_back_shorter_is_said_once_and_keeps_what_it_has():
    s = store_with(LONG)
    counted = s.state[2]
    assert counted > 20
    write(s.path(1), _records(read(s.path(1)), 11))     # an older commit of the file
    again = Store(s.root)
    assert again.boot() == [] and again.current() == 1
    assert again.load_match(1).count == 10
    assert again.take_notes() == [
        "match 1: the flash lost its last %d statements (10 kept)" % (counted - 10)]
    third = Store(s.root)
    third.boot()
    assert third.load_match(1).count == 10 and third.take_notes() == []


def test_the_state_file_counts_every_statement_saved():
    s = store_with(OPEN)
    for n, line in enumerate(("trick KC 6C", "trick QC 7C"), 18):
        text = (OPEN + line + "\n") if n == 18 else text + line + "\n"
        assert s.save(1, text) == []
        assert read(s.root + "/state") == record("state 1 2 %d 3" % n, 0)


def test_a_match_the_flash_gives_back_one_statement_short_is_said():
    s = store_with(OPEN)
    write(s.path(1), _records(read(s.path(1)), 17))     # the last commit lost
    again = Store(s.root)
    assert again.boot() == [] and again.load_match(1).count == 16
    assert again.take_notes() == ["match 1: the flash lost its last statement (16 kept)"]


def test_a_match_the_flash_lost_whole_is_said_at_power_on():
    s = store_with(LONG)
    counted = s.state[2]
    os.remove(s.path(1))
    again = Store(s.root)
    assert again.boot() == [
        "match 1 is lost: the flash gave back none of its %d statements" % counted]
    assert again.current() is None and Store(s.root).boot() == []


def test_a_folder_the_flash_gives_back_as_before_the_match_began_is_said():
    s = store_with(OPEN)
    state = read(s.root + "/state")
    s2 = store_with()                    # the folder as it was: no match, nothing next
    write(s.root + "/state", read(s2.root + "/state"))
    os.remove(s.path(1))
    os.rmdir(s.root + "/00")
    again = Store(s.root)
    assert again.boot() == ["match 1 is lost: the flash gave back none of it"]
    assert Store(s.root).boot() == [] and state != read(s.root + "/state")
    assert again.new(load(OPEN)) == 2    # its number is not given again


def test_undo_leaves_no_count_the_file_does_not_hold():
    s = store_with(LONG)
    lines = LONG.split("\n")
    assert s.save(1, "\n".join(lines[:8]) + "\n") == []     # undone back to deal 1
    again = Store(s.root)
    assert again.boot() == [] and again.load_match(1).count == 8
    assert again.take_notes() == []


# -- version 1 files, as older firmware left them ----------------------------------

def test_a_version_1_match_opens_and_its_next_save_writes_version_2():
    s = store_with()
    write(s.flat(1), v1_file(OPEN, 17, False))          # where version 1 kept it
    write(s.root + "/state", b"")
    assert s.boot() == ["matches of older firmware taken over: 1"] and s.current() == 1
    assert not exists(s.flat(1)) and exists(s.path(1))  # moved into its folder
    assert s.matches() == [(1, "pomme", ("Ana", "Ben"), False, 17)]
    m = s.load_match(1)
    assert m.text() == OPEN
    m.apply(("trick", (31, 23)))
    assert s.save(1, m) == []
    assert read(s.path(1)).startswith(record("# picotafel 2", 0))
    assert s.load(1) == m.text()


def test_a_version_1_save_cut_before_its_rename_becomes_the_match():
    s = store_with()
    write(s.flat(1), v1_file(OPEN, 17, False))
    newer = OPEN + "trick KC 6C\n"
    write(s.flat(1, "tmp"), v1_file(newer, 18, False))
    write(s.root + "/state", b"")
    assert s.boot() == ["matches of older firmware taken over: 1"]
    assert s.load(1) == newer and not exists(s.flat(1, "tmp"))


def test_matches_are_kept_in_a_folder_per_hundred():
    s = store_with(OPEN)
    assert s.path(1) == s.root + "/00/98_0001.log"
    assert s.path(1234, "bad") == s.root + "/12/65_1234.bad"


def test_the_newest_match_is_named_first_in_its_folder():
    s = store_with(OPEN, OVER, OPEN)
    assert sorted(os.listdir(s.root + "/00")) == ["96_0003.log", "97_0002.log", "98_0001.log"]
    assert s.path(99) == s.root + "/00/00_0099.log" and s.path(100) == s.root + "/01/99_0100.log"


def _named_as_before(s, *mids):
    """Match files named as firmware before the newest-first names named them, and the
    state file as it wrote it (no layout)."""
    for mid in mids:
        os.rename(s.path(mid), "%s/%02d/%04d.log" % (s.root, mid // 100, mid))
    write(s.root + "/state", record("state 1 3 17", 0))


def test_files_named_by_earlier_firmware_are_renamed_at_power_on():
    s = store_with(OPEN, OVER)
    _named_as_before(s, 1, 2)
    again = Store(s.root)
    assert again.boot() == ["matches of older firmware taken over: 2"]
    assert sorted(os.listdir(s.root + "/00")) == ["97_0002.log", "98_0001.log"]
    assert read(s.root + "/state") == record("state 1 3 17 3", 0)
    assert again.current() == 1 and again.load(1) == OPEN and again.load(2) == OVER


def test_a_power_cut_in_the_renaming_is_finished_at_the_next_power_on():
    s = store_with(OPEN, OVER)
    _named_as_before(s, 2)                      # match 1 was renamed, then the power went
    again = Store(s.root)
    assert again.boot() == ["matches of older firmware taken over: 1"]
    assert sorted(os.listdir(s.root + "/00")) == ["97_0002.log", "98_0001.log"]
    assert again.load(2) == OVER


def test_without_a_state_file_files_named_by_earlier_firmware_are_renamed_too():
    s = store_with(OPEN, OVER)
    _named_as_before(s, 1, 2)
    os.remove(s.root + "/state")
    again = Store(s.root)
    assert again.boot() == ["matches of older firmware taken over: 2"]
    assert sorted(os.listdir(s.root + "/00")) == ["97_0002.log", "98_0001.log"]
    assert again.current() == 1 and again.load(1) == OPEN


def test_a_name_whose_order_does_not_match_its_number_is_not_taken_for_a_match():
    s = store_with(OPEN)
    write(s.root + "/00/05_0002.log", read(s.path(1)))
    assert Store(s.root).ids() == [1]


class _Listed:
    """os, noting the folders listed."""

    def __init__(self):
        self.listed = []
        if hasattr(os, "ilistdir"):             # MicroPython: the list reads names lazily
            self.ilistdir = self._ilistdir

    def listdir(self, p):
        self.listed.append(p)
        return os.listdir(p)

    def _ilistdir(self, p):
        self.listed.append(p)
        return os.ilistdir(p)

    def __getattr__(self, name):
        return getattr(os, name)


def test_the_list_starts_at_the_newest_folder_the_state_file_names_without_listing_them():
    s = store_with(OPEN, OVER, OPEN)
    os.mkdir(s.root + "/02")
    os.rename(s.path(3), s.path(250))           # folders 00 and 02; none of 100-199
    s.delete(2)
    write_state(s, 250, 251)
    fs = _Listed()
    again = Store(s.root, fs)
    assert again.boot() == [] and again.current() == 250
    assert s.root not in fs.listed      # power-on lists folders 02 and one older one
    del fs.listed[:]
    listing = again.listing()
    assert listing.count_upto(5) == 2 and [listing[i][0] for i in range(2)] == [250, 1]
    assert s.root not in fs.listed and fs.listed == [s.root + "/02", s.root + "/01",
                                                     s.root + "/00"]
    write_state(again, 250, 120)                # a state rolled back: a folder above it
    listing = again.listing()
    assert len(listing) == 2 and [listing[i][0] for i in range(2)] == [250, 1]
    assert fs.listed[-3:] == [s.root, s.root + "/02", s.root + "/00"]


def test_a_flash_error_is_named_though_micropython_gives_only_its_number():
    from picotafel.saving.storage import errno_text
    assert errno_text(OSError(5)) == "[Errno 5] EIO"
    assert errno_text(OSError(28)) == "[Errno 28] ENOSPC"     # not in the Pico's own table
