"""The `trump` statement's text, read and written: Schieber's only statement of its own,
kept apart so that no other game's run loads its code (logparse.py and matchlog.py
import it when a trump line or statement comes)."""

from picotafel import lang
from picotafel.core.cards import MODES


def parse(args):
    """("trump", MODE, PUSHED) from the words after `trump`: MODE, or push MODE (MODE
    one letter of S H D C O U); ValueError if malformed."""
    n = len(args)
    mode = MODES.find(args[-1].upper()) if n and len(args[-1]) == 1 else -1
    pushed = 1 if n == 2 and args[0].lower() == "push" else 0
    if mode < 0 or n != 1 + pushed:
        raise ValueError(lang.t("TRUMP_TAKES", "log"))
    return ("trump", mode, pushed)


def text(st):
    """The canonical line of ("trump", MODE, PUSHED)."""
    return ("trump push " if st[2] else "trump ") + MODES[st[1]]
