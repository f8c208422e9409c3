"""Reading match log text into statement tuples (see matchlog.py for the statements):
the header's four here, every later statement by its row's form (core/statements.py).

Kept apart from the writer so the device loads it only to read a saved log.
"""

from picotafel import lang
from picotafel.core.cards import parse_card
from picotafel.core.logwords import LogError, check_name, is_number
from picotafel.core import statements

HEAP = ("OPENED",)   # its group (picotafel.heap)


def _cards(tokens):
    return tuple(parse_card(t) for t in tokens)


def _words(text):
    """The words of a line: separated by spaces and tabs only (docs/log-format.md), the
    line's end (LF or CRLF) dropped; ValueError for any other space between them.
    A saved match is read a line at a time at power-on, so the common line is split
    once; checking it word by word took 1.7 times the bytes, and a long match took
    seconds longer to reopen (docs/figures.md has the reopen's time)."""
    if text.endswith("\n"):
        text = text[:-1]
    if text.endswith("\r"):
        text = text[:-1]
    words = text.split()
    n = 0
    for w in words:
        n += len(w)
    if n == len(text) - text.count(" ") - text.count("\t"):
        return words            # no other space in the line: split() split it alike
    words = [w for w in text.replace("\t", " ").split(" ") if w]
    for w in words:
        if len(w.split()) != 1:                 # a vertical tab, a form feed, a CR...
            for ch in w:
                if ch.isspace():
                    o = ord(ch)
                    raise ValueError(lang.t("NOT_A_SEPARATOR", "log") % (
                        "\\x%02x" % o if o < 0x100 else "\\u%04x" % o))
    return words


def parse_statement(text):
    """One line's statement, None for a blank or comment line; ValueError if malformed."""
    hash_at = text.find("#")
    if hash_at >= 0:
        text = text[:hash_at]
    tokens = _words(text)
    if not tokens:
        return None
    word = tokens[0].lower()
    args = tokens[1:]
    n = len(args)
    if word not in statements.HEADER and statements.kind(word) < 0:
        raise ValueError(lang.t("UNKNOWN_STATEMENT", "log") % tokens[0])
    if word == "game":
        if n != 1:
            raise ValueError(lang.t("GAME_TAKES_NAME", "log"))
        return ("game", args[0].lower())
    if word == "option":
        if n != 1 or args[0].count("=") != 1:
            raise ValueError(lang.t("ONE_KEY_VALUE", "log"))
        key, value = args[0].split("=")
        if not key or not value:
            raise ValueError(lang.t("ONE_KEY_VALUE", "log"))
        return ("option", key.lower(), value.lower())
    if word == "players":
        if n < 2 or n > 4:
            raise ValueError(lang.t("PLAYERS_TAKE_NAMES", "log"))
        for a in args:
            check_name(a)
        return ("players", tuple(args))
    own = statements.module(word)
    if own is not None:
        return own.parse(word, args)
    form = statements.NAME if word == "dealer" else statements.ROWS[statements.kind(word)][1]
    if form == statements.NAME:
        if n != 1:
            raise ValueError(lang.t("TAKES_ONE_NAME", "log") % word)
        return (word, check_name(args[0]))
    if form == statements.CARD:
        if n > 1:
            raise ValueError(lang.t("DEAL_TAKES_CARD", "log"))
        return (word, parse_card(args[0]) if n else None)
    if form == statements.NAME_NUMBER or form == statements.NAME_WIDE:
        if n != 2:
            raise ValueError(lang.t("TAKES_NAME_NUMBER", "log") % word)
        check_name(args[0])
        if not is_number(args[1]):
            raise ValueError(lang.t("NOT_A_NUMBER", "log") % (word, args[1]))
        return (word, args[0], int(args[1]))
    if form == statements.CARDS:
        if n == 0:
            raise ValueError(lang.t("TRICK_TAKES_CARDS", "log"))
        return (word, _cards(args))
    # NAME_CARDS: a name and cards
    if n < 2:
        raise ValueError(lang.t("TAKES_NAME_CARDS", "log") % word)
    return (word, check_name(args[0]), _cards(args[1:]))


def parse(text):
    """Yield each statement of a log as (line number, statement); LogError on a bad line.
    A generator, so a long log is never held twice in memory."""
    lineno = 0
    start = 0
    n = len(text)
    while start < n:
        end = text.find("\n", start)
        if end < 0:
            end = n
        lineno += 1
        try:
            st = parse_statement(text[start:end])
        except ValueError as e:
            raise LogError(lineno, e.args[0])
        if st is not None:
            yield lineno, st
        start = end + 1
