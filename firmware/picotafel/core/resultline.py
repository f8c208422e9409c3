"""The `result` statement of a deal entered by its points instead of its cards
(docs/rules/points.md, "In the log"), read and written: `result N P` and `result N
match` (Schieber, Coiffeur, Differenzler). A row of the registry's with words of its
own (core/statements.py), kept apart so that a match keyed card by card never loads its
code (logparse.py and matchlog.py import it when such a line or statement comes).

    ("result", N, P)   P the points as written (a game refuses more than 157), or MATCH
"""

from picotafel import lang
from picotafel.core.logwords import MATCH, check_name, is_number

HEAP = ("NOT_IN_PLAY",)   # its group (picotafel.heap)


def parse(word, args):
    """The statement of keyword `word` with the words after it; ValueError if malformed."""
    if len(args) != 2:
        raise ValueError(lang.t("RESULT_TAKES", "log"))
    check_name(args[0])
    if args[1].lower() == "match":
        return (word, args[0], MATCH)
    if not is_number(args[1]):
        raise ValueError(lang.t("NOT_A_NUMBER", "log") % (word, args[1]))
    return (word, args[0], int(args[1]))


def text(st):
    """The canonical line of a result statement."""
    return "%s %s %s" % (st[0], st[1], "match" if st[2] == MATCH else "%d" % st[2])
