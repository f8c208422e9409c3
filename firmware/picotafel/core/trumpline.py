"""The `trump` statement's text, read and written, and its byte when packed: Schieber's
and Coiffeur's statement of their own (docs/log-format.md), a row of the registry's
(core/statements.py), kept apart so that no other game's run loads its code (logparse,
matchlog and statements import it when a trump line or statement comes).

    trump [push...] [joker] MODE      MODE: S H D C O U, or slalom O|U, guschti O|U

A statement is ("trump", MODE, PUSHES, JOKER): MODE a mode of cards.MODES (0-5), or
Coiffeur's Slalom and Guschti, SLALOM or GUSCHTI plus 0 (starting with Obenabe) or 1
(with Undenufe); PUSHES the number of `push` words; JOKER 1 with `joker`. Which of them
a game takes (Schieber: one push, no joker, no Slalom) is the game's to say.
"""

from picotafel import lang
from picotafel.core.cards import MODES, OBENABE

SLALOM = 6           # 6 slalom O, 7 slalom U
GUSCHTI = 8          # 8 guschti O, 9 guschti U
TURNS = ("slalom", "guschti")


def parse(word, args):
    """("trump", MODE, PUSHES, JOKER) from the words after `trump` (`word`); ValueError
    if malformed."""
    n = len(args)
    i = 0
    while i < n and args[i].lower() == "push":
        i += 1
    pushes = i
    joker = 1 if i < n and args[i].lower() == "joker" else 0
    i += joker
    turn = TURNS.index(args[i].lower()) if i < n and args[i].lower() in TURNS else -1
    if turn >= 0:
        i += 1
    mode = MODES.find(args[i].upper()) if i == n - 1 and len(args[i]) == 1 else -1
    if mode < 0 or turn >= 0 and mode < OBENABE:
        raise ValueError(lang.t("TRUMP_TAKES", "log"))
    if turn >= 0:
        mode = SLALOM + 2 * turn + mode - OBENABE
    return ("trump", mode, pushes, joker)


def mode_text(mode):
    """MODE as the log writes it: "H", "O", "slalom U"."""
    if mode < SLALOM:
        return MODES[mode]
    return TURNS[(mode - SLALOM) // 2] + " " + MODES[OBENABE + mode % 2]


def text(st):
    """The canonical line of ("trump", MODE, PUSHES, JOKER)."""
    return "trump " + "push " * st[2] + ("joker " if st[3] else "") + mode_text(st[1])


def pack(st):
    """The byte of ("trump", MODE, PUSHES, JOKER) in a packed match: MODE 0-9, the
    pushes from bit 4, the joker in bit 7."""
    return st[1] | st[2] << 4 | st[3] << 7


def unpack(b):
    """The statement of packed byte `b`."""
    return ("trump", b & 15, b >> 4 & 7, b >> 7)
