"""The match log language of DESIGN.md section 2: text <-> statement tuples.

A statement is a tuple whose first item is its keyword:
  ("game", G)  ("option", KEY, VALUE)  ("players", (N1, N2, ...))  ("dealer", N)
  ("deal", CARD or None)  ("swap", N)  ("estimate", N, P)  ("meld", N, (CARD, ...))
  ("trick", (CARD, ...))  ("took", N, (CARD, ...))
Cards are ints (see cards.py). This module checks only the form of a line; whether a
statement may stand where it does is the match's business (match.py).
"""

from picotafel.cards import parse_card, card_name


class LogError(Exception):
    """A log that cannot be read or cannot have happened: `line` (1-based) and `msg`."""

    def __init__(self, line, msg):
        super().__init__("%d: %s" % (line, msg))
        self.line = line
        self.msg = msg


NAME_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_"
KEYWORDS = ("game", "option", "players", "dealer", "deal", "swap", "estimate", "meld",
            "trick", "took")


def check_name(name):
    """Raise ValueError unless `name` is 1-8 letters, digits, '-' or '_'."""
    if not 1 <= len(name) <= 8:
        raise ValueError("name '%s' must be 1 to 8 characters" % name)
    for ch in name:
        if ch not in NAME_CHARS:
            raise ValueError("name '%s' may hold only letters, digits, - and _" % name)
    return name


def _cards(tokens):
    return tuple(parse_card(t) for t in tokens)


def parse_statement(text):
    """One line's statement, None for a blank or comment line; ValueError if malformed."""
    hash_at = text.find("#")
    if hash_at >= 0:
        text = text[:hash_at]
    tokens = text.split()
    if not tokens:
        return None
    word = tokens[0].lower()
    args = tokens[1:]
    n = len(args)
    if word not in KEYWORDS:
        raise ValueError("unknown statement '%s'" % tokens[0])
    if word == "game":
        if n != 1:
            raise ValueError("game takes one name")
        return ("game", args[0].lower())
    if word == "option":
        if n != 1 or args[0].count("=") != 1:
            raise ValueError("option takes one KEY=VALUE")
        key, value = args[0].split("=")
        if not key or not value:
            raise ValueError("option takes one KEY=VALUE")
        return ("option", key.lower(), value.lower())
    if word == "players":
        if n < 2 or n > 4:
            raise ValueError("players takes 2 to 4 names")
        for a in args:
            check_name(a)
        return ("players", tuple(args))
    if word in ("dealer", "swap"):
        if n != 1:
            raise ValueError("%s takes one name" % word)
        return (word, check_name(args[0]))
    if word == "deal":
        if n > 1:
            raise ValueError("deal takes at most one card")
        return ("deal", parse_card(args[0]) if n else None)
    if word == "estimate":
        if n != 2:
            raise ValueError("estimate takes a name and a number")
        check_name(args[0])
        if not args[1].isdigit():
            raise ValueError("estimate '%s' is not a number" % args[1])
        return ("estimate", args[0], int(args[1]))
    if word == "trick":
        if n == 0:
            raise ValueError("trick takes its cards")
        return ("trick", _cards(args))
    # meld, took: a name and cards
    if n < 2:
        raise ValueError("%s takes a name and cards" % word)
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


def format_statement(st):
    """The canonical text of one statement (upper-case cards, lower-case keywords)."""
    word = st[0]
    if word == "option":
        return "option %s=%s" % (st[1], st[2])
    if word == "players":
        return "players " + " ".join(st[1])
    if word == "deal":
        return "deal" if st[1] is None else "deal " + card_name(st[1])
    if word == "estimate":
        return "estimate %s %d" % (st[1], st[2])
    if word == "trick":
        return "trick " + " ".join(card_name(c) for c in st[1])
    if word in ("meld", "took"):
        return "%s %s %s" % (word, st[1], " ".join(card_name(c) for c in st[2]))
    return "%s %s" % (word, st[1])


def write(statements):
    """Canonical log text for a sequence of statements, one per line."""
    return "".join(format_statement(st) + "\n" for st in statements)
