"""The match log language of docs/log-format.md: text <-> statement tuples.

A statement is a tuple whose first item is its keyword:
  ("game", G)  ("option", KEY, VALUE)  ("players", (N1, N2, ...))  ("dealer", N)
and every later one as its row in core/statements.py says, e.g.
  ("deal", CARD or None)  ("swap", N)  ("estimate", N, P)  ("meld", N, (CARD, ...))
  ("trick", (CARD, ...))  ("took", N, (CARD, ...))  ("revoke", N, T)
  ("trump", MODE, PUSHES, JOKER): Schieber's and Coiffeur's (trumpline.py)
  ("result", N, P): a deal entered by its points (resultline.py)  ("weis", N, V)
  ("stoeck", N)
Cards are ints (see cards.py). This module checks only the form of a line; whether a
statement may stand where it does is the match's business (match.py).
"""

from picotafel.core.cards import card_name
from picotafel.core.logwords import LogError, NAME_CHARS, is_number, check_name  # noqa: F401
from picotafel.core import statements


def parse_statement(text):
    """One line's statement, None for a blank or comment line; ValueError if malformed.
    (The parser lives in logparse.py, loaded only when a log is read, to keep the
    Pico's heap free while a match is played.)"""
    from picotafel.core.logparse import parse_statement as p
    return p(text)


def parse(text):
    """Yield each statement of a log as (line number, statement); LogError on a bad line."""
    from picotafel.core.logparse import parse as p
    return p(text)


def format_statement(st):
    """The canonical text of one statement (upper-case cards, lower-case keywords)."""
    word = st[0]
    if word == "option":
        return "option %s=%s" % (st[1], st[2])
    if word == "players":
        return "players " + " ".join(st[1])
    if word in statements.HEADER:                   # game, dealer
        return "%s %s" % (word, st[1])
    own = statements.module(word)
    if own is not None:
        return own.text(st)
    form = statements.ROWS[statements.kind(word)][1]
    if form == statements.CARD:
        return word if st[1] is None else word + " " + card_name(st[1])
    if form == statements.CARDS:
        return word + " " + " ".join(card_name(c) for c in st[1])
    if form == statements.NAME:
        return "%s %s" % (word, st[1])
    if form == statements.NAME_CARDS:
        return "%s %s %s" % (word, st[1], " ".join(card_name(c) for c in st[2]))
    return "%s %s %d" % (word, st[1], st[2])        # NAME_NUMBER, NAME_WIDE


def write(sts):
    """Canonical log text for a sequence of statements, one per line."""
    return "".join(format_statement(st) + "\n" for st in sts)
