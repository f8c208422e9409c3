"""A match log replayed into a Store under MicroPython, statement by statement as the
device saves it: shared by the runners that build a flash image from a log
(mp_storage.py, mp_damage.py), copied beside them into the MicroPython tree."""

from picotafel.core.match import Match
from picotafel.core.matchlog import parse_statement

HEADER = ("game", "option", "players", "dealer")


def lines_of(path):
    with open(path) as f:
        return [line for line in f.read().split("\n") if line]


def header_count(lines):
    """How many of the first `lines` are the match's header (saved with the new match)."""
    n = 0
    while n < len(lines) and lines[n].split()[0] in HEADER:
        n += 1
    return n


def play(store, lines, flash=None, per=None):
    """A new match with the header of `lines`, then a save per statement; `per` gets
    (statement number, erases, programs) of each save; (match id, Match)."""
    head = header_count(lines)
    m = Match()
    for i in range(head):
        m.apply(parse_statement(lines[i]))
    mid = store.new(m)
    for i in range(head, len(lines)):
        st = parse_statement(lines[i])
        m.apply(st)
        e0, p0 = (flash.erases, flash.progs) if flash else (0, 0)
        notes = store.save(mid, m, st)
        if notes:
            print("NOTES", notes)
        if per is not None:
            per(m.count, flash.erases - e0, flash.progs - p0)
    return mid, m
