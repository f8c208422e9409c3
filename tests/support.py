"""Helpers for tests that run on CPython (pytest) and MicroPython (mp_runner.py) alike:
no pytest, no hypothesis, no CPython-only modules here."""

from picotafel.core.score import score, LogError


def log(*lines):
    """A match log from its lines (tests write logs the way the device stores them)."""
    return "\n".join(lines) + "\n"


def refusal(text):
    """(line, message) of the refusal of log `text`; fails the test if it is accepted."""
    try:
        score(text)
    except LogError as e:
        return e.line, e.msg
    raise AssertionError("log was accepted but should be refused:\n" + text)


def points(s, deal=-1):
    """The points of one finished deal of score object `s`, as a dict."""
    return s["deals"][deal]["points"]


def lead_swapped(deal):
    """The same deal logged with the other player leading: the first trick's two cards
    swap places (for deals whose first trick is won the same either way)."""
    out = list(deal)
    first = next(i for i in range(len(out)) if out[i].startswith("trick"))
    a, b = out[first].split()[1:]
    out[first] = "trick %s %s" % (b, a)
    return tuple(out)
