"""The statements of the match log (docs/log-format.md), one row each: what every reader,
writer and the packed match know of a statement, so that a new one is a row.

The header's four (game, option, players, dealer) are the core's own and read and
written by matchlog and logparse. Every later statement is a row (KEYWORD, FORM) or
(KEYWORD, FORM, MODULE): FORM the shape of its words after the keyword, from which
logparse reads it, matchlog writes it and match packs it; MODULE (a dotted path) a
statement whose words have a form of their own, with `parse(word, args)` and
`text(st)` (and, for FORM "byte", `pack(st)` and `unpack(b)`), loaded only when such a
statement comes. The rows below are the ones several games share; a game's own are
rows in the registry (games/__init__.py, STATEMENTS) and a game registered from outside
brings its own (rules.register, add()). A statement's kind, its first byte when packed,
is its row's place in KINDS.

The forms and their statements:
  "card"        deal [CARD]           ("deal", CARD or None)   kind, card (255: none)
  "cards"       trick CARD...         ("trick", (CARD, ...))   kind, count, cards
  "name"        swap N                ("swap", N)              kind, player
  "name number" revoke N T            ("revoke", N, T)         kind, player, T (0-254;
                                                               -1 as 255)
  "name wide"   weis N V              ("weis", N, V)           kind, player, V (2 bytes)
  "name cards"  meld N CARD...        ("meld", N, (CARD, ...)) kind, player, count, cards
  "byte"        its module's          its module's             kind, its module's byte
"""

from picotafel.games import STATEMENTS as GAME_ROWS

HEADER = ("game", "option", "players", "dealer")
SHARED = (("deal", "card"), ("meld", "name cards"), ("trick", "cards"),
          ("revoke", "name number"))

KINDS = []          # the keywords after the header, by kind
FORMS = []          # their forms, likewise
MODULES = {}        # keyword: the module of a statement with words of its own
_NONE = 255         # `deal` without a card; -1 (`result N match`) in a byte


def add(rows):
    """Add statement rows (a game's own): a keyword already known keeps its row."""
    for row in rows:
        if row[0] not in KINDS and row[0] not in HEADER:
            KINDS.append(row[0])
            FORMS.append(row[1])
            if len(row) > 2:
                MODULES[row[0]] = row[2]


add(SHARED)
add(GAME_ROWS)


def known(word):
    """True if `word` is a statement's keyword."""
    return word in HEADER or word in KINDS


def module(word):
    """The module of statement `word`'s own form, or None."""
    path = MODULES.get(word)
    return None if path is None else __import__(path, None, None, ("x",))


def pack(st, players):
    """The packed bytes of statement `st` (after the header) of a match of `players`."""
    k = KINDS.index(st[0])
    form = FORMS[k]
    if form == "card":
        return bytes((k, _NONE if st[1] is None else st[1]))
    if form == "cards":
        return bytes((k, len(st[1]))) + bytes(st[1])
    if form == "byte":
        return bytes((k, module(st[0]).pack(st)))
    p = players.index(st[1])
    if form == "name":
        return bytes((k, p))
    if form == "name number":
        return bytes((k, p, st[2] & 255 if st[2] < 256 else _NONE))
    if form == "name wide":
        return bytes((k, p, st[2] >> 8, st[2] & 255))
    return bytes((k, p, len(st[2]))) + bytes(st[2])        # "name cards"


def unpack(body, players):
    """The statements packed in `body`, in order."""
    i = 0
    n = len(body)
    while i < n:
        k = body[i]
        word = KINDS[k]
        form = FORMS[k]
        b = body[i + 1]
        if form == "card":
            yield (word, None if b == _NONE else b)
            i += 2
        elif form == "cards":
            yield (word, tuple(body[i + 2:i + 2 + b]))
            i += 2 + b
        elif form == "byte":
            yield module(word).unpack(b)
            i += 2
        elif form == "name":
            yield (word, players[b])
            i += 2
        elif form == "name number":
            v = body[i + 2]
            yield (word, players[b], -1 if v == _NONE else v)
            i += 3
        elif form == "name wide":
            yield (word, players[b], body[i + 2] << 8 | body[i + 3])
            i += 4
        else:                                               # "name cards"
            m = body[i + 2]
            yield (word, players[b], tuple(body[i + 3:i + 3 + m]))
            i += 3 + m
