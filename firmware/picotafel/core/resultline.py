"""The statements of a deal entered by its points instead of its cards (docs/rules/points.md,
"In the log"), read and written: `result N P` and `result N match`
(Schieber, Coiffeur, Differenzler), `weis N V` and `stoeck N` (Schieber). Kept apart so
that a match keyed card by card never loads their code (logparse.py and matchlog.py
import it when such a line or statement comes).

    ("result", N, P)   P the points as written (a game refuses more than 157), or MATCH
    ("weis", N, V)     V the Weis's points
    ("stoeck", N)
"""

from picotafel import lang
from picotafel.core.logwords import MATCH, check_name, is_number

HEAP = ("NOT_IN_PLAY",)   # its group (picotafel.heap)


def parse(word, args):
    """The statement of keyword `word` with the words after it; ValueError if malformed."""
    n = len(args)
    if word == "stoeck":
        if n != 1:
            raise ValueError(lang.t("TAKES_ONE_NAME", "log") % word)
        return (word, check_name(args[0]))
    if n != 2:
        raise ValueError(lang.t("RESULT_TAKES", "log") if word == "result"
                         else lang.t("TAKES_NAME_NUMBER", "log") % word)
    check_name(args[0])
    if word == "result" and args[1].lower() == "match":
        return (word, args[0], MATCH)
    if not is_number(args[1]):
        raise ValueError(lang.t("NOT_A_NUMBER", "log") % (word, args[1]))
    return (word, args[0], int(args[1]))


def text(st):
    """The canonical line of a result, weis or stoeck statement."""
    if st[0] == "stoeck":
        return "stoeck " + st[1]
    return "%s %s %s" % (st[0], st[1], "match" if st[2] == MATCH else "%d" % st[2])
