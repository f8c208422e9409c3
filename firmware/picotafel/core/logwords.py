"""The words of the match log every reader and writer shares, below them all (matchlog,
logparse, resultline, trumpline): the error a log raises, what a name and
a number may be, and the value that stands for `match` in a `result` statement (also
known to the points entry, which so needs none of the statements' code to show it)."""

from picotafel import lang


class LogError(Exception):
    """A log that cannot be read or cannot have happened: `line` (1-based) and `msg`."""

    def __init__(self, line, msg, fault=None):
        super().__init__("%d: %s" % (line, msg))
        self.line = line
        self.msg = msg
        self.fault = fault    # (player, trick) of a breach `revoke` could record


MATCH = -1           # `result N match`: N's side took all nine tricks
NAME_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_"


def is_number(text):
    """True if `text` is 1 to 9 ASCII digits (str.isdigit also takes '\u00b2' and other
    digits that int() refuses or reads otherwise)."""
    if not 1 <= len(text) <= 9:
        return False
    for ch in text:
        if ch not in "0123456789":
            return False
    return True


def check_name(name):
    """Raise ValueError unless `name` is 1-8 letters, digits, '-' or '_'."""
    if not 1 <= len(name) <= 8:
        raise ValueError(lang.t("NAME_LENGTH", "log") % name)
    for ch in name:
        if ch not in NAME_CHARS:
            raise ValueError(lang.t("NAME_LETTERS", "log") % name)
    return name
