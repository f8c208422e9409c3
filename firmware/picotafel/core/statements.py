"""The statements of the match log (docs/log-format.md), one row each: what every reader,
writer and the packed match know of a statement, so that a new one is a row.

The header's four (game, option, players, dealer) are the core's own and read and
written by matchlog and logparse. Every later statement is a row (KEYWORD, FORM) or
(KEYWORD, FORM, MODULE): FORM the shape of its words after the keyword, from which
logparse reads it, matchlog writes it and match packs it; MODULE (a dotted path) a
statement whose words have a form of their own, with `parse(word, args)` and
`text(st)` (and, for FORM BYTE, `pack(st)` and `unpack(b)`), loaded only when such a
statement comes. The rows below are the ones several games share; a game's own are
rows in the registry (games/__init__.py, STATEMENTS) and a game registered from outside
brings its own (rules.register, add()). A statement's kind, its first byte when packed,
is its row's place in ROWS.

The forms (below, as numbers) and their statements:
  CARD (0)         deal [CARD]       ("deal", CARD or None)    kind, card (255: none)
  CARDS (1)        trick CARD...     ("trick", (CARD, ...))    kind, count, cards
  NAME (2)         swap N            ("swap", N)               kind, player
  NAME_NUMBER (3)  revoke N T        ("revoke", N, T)          kind, player, T (0-254;
                                                               -1 as 255)
  NAME_WIDE (4)    weis N V          ("weis", N, V)            kind, player, V (2 bytes)
  NAME_CARDS (5)   meld N CARD...    ("meld", N, (CARD, ...))  kind, player, count, cards
  BYTE (6)         its module's      its module's              kind, its module's byte
"""

from picotafel.heap import const
from picotafel.games import STATEMENTS as _GAME_ROWS

# The forms, small ints (a string each would be heap on the Pico; MicroPython folds a
# const into the code that compares it). The registry writes them as these numbers.
CARD = const(0)          # deal [CARD]
CARDS = const(1)         # trick CARD...
NAME = const(2)          # swap N
NAME_NUMBER = const(3)   # revoke N T
NAME_WIDE = const(4)     # weis N V
NAME_CARDS = const(5)    # meld N CARD...
BYTE = const(6)          # trump ...: its module's

HEADER = ("game", "option", "players", "dealer")
# The rows several games share, then the registry's; a statement's kind is its row's
# place here. Only this one tuple is kept of them (each list or dict beside it would be
# heap the Pico keeps all the time).
ROWS = (("deal", CARD), ("meld", NAME_CARDS), ("trick", CARDS),
        ("revoke", NAME_NUMBER)) + _GAME_ROWS
_NONE = 255         # `deal` without a card; -1 (`result N match`) in a byte


def add(rows):
    """Add statement rows (a game's own) after the others: a keyword already known keeps
    its row."""
    global ROWS
    for r in rows:
        if kind(r[0]) < 0 and r[0] not in HEADER:
            ROWS += (r,)


def kind(word):
    """The kind of statement `word` after the header (its row's place), -1 if none."""
    for k in range(len(ROWS)):
        if ROWS[k][0] == word:
            return k
    return -1


def module(word):
    """The module of statement `word`'s own form, or None."""
    k = kind(word)
    row = ROWS[k] if k >= 0 else ()
    if len(row) < 3:
        return None
    return __import__(row[2], None, None, ("x",))  # pyright: ignore (rows of 2 or 3)


def pack(st, players):
    """The packed bytes of statement `st` (after the header) of a match of `players`."""
    k = kind(st[0])
    form = ROWS[k][1]
    if form == CARD:
        return bytes((k, _NONE if st[1] is None else st[1]))
    if form == CARDS:
        return bytes((k, len(st[1]))) + bytes(st[1])
    if form == BYTE:
        return bytes((k, module(st[0]).pack(st)))
    p = players.index(st[1])
    if form == NAME:
        return bytes((k, p))
    if form == NAME_NUMBER:
        return bytes((k, p, st[2] & 255 if st[2] < 256 else _NONE))
    if form == NAME_WIDE:
        return bytes((k, p, st[2] >> 8, st[2] & 255))
    return bytes((k, p, len(st[2]))) + bytes(st[2])        # NAME_CARDS


def unpack(body, players):
    """The statements packed in `body`, in order."""
    i = 0
    n = len(body)
    while i < n:
        row = ROWS[body[i]]
        word = row[0]
        form = row[1]
        b = body[i + 1]
        if form == CARD:
            yield (word, None if b == _NONE else b)
            i += 2
        elif form == CARDS:
            yield (word, tuple(body[i + 2:i + 2 + b]))
            i += 2 + b
        elif form == BYTE:
            yield module(word).unpack(b)
            i += 2
        elif form == NAME:
            yield (word, players[b])
            i += 2
        elif form == NAME_NUMBER:
            v = body[i + 2]
            yield (word, players[b], -1 if v == _NONE else v)
            i += 3
        elif form == NAME_WIDE:
            yield (word, players[b], body[i + 2] << 8 | body[i + 3])
            i += 4
        else:                                               # NAME_CARDS
            m = body[i + 2]
            yield (word, players[b], tuple(body[i + 3:i + 3 + m]))
            i += 3 + m
