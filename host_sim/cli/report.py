"""Plain-text standings of a match (the `score` and `sheet` tools): deal by deal, the
tallies and the winner, from the score object of any game. A deal is one row when that
fits a terminal (La Pomme, Abstrac), else a small table of its own (Jass, Differenzler).
"""

from picotafel.games import TITLES

WIDTH = 79
# The score object's keys as the table says them (the JSON keeps the keys).
WORDS = {"stoeck": "St\u00f6ck"}
# A deal in progress counts what it cannot score yet: Jass's melds are declared, and only
# the deal's end says which side's score.
IN_PROGRESS = {"melds": "melds declared"}


def _word(key):
    return WORDS.get(key, key.replace("_", " "))


def _cell(v):
    if v is None:
        return "-"
    if isinstance(v, dict):           # a revoke: its player and trick
        return "%s trick %s" % (v.get("player"), v.get("trick"))
    if v is True or v is False:
        return "yes" if v else "-"
    if isinstance(v, (list, tuple)):
        return ",".join(str(x) for x in v) or "-"
    return str(v)


def text(s):
    """The standings of score object `s` as lines of text."""
    names = s["players"]
    out = ["%s: %s" % (TITLES.get(s["game"], s["game"]), ", ".join(names))]
    deals = s["deals"]
    if deals:
        per_player = []   # keys whose value maps a side to a figure
        other = []
        for key, val in sorted(deals[0].items()):
            side_figures = isinstance(val, dict) and key != "revoke"
            (per_player if side_figures else other).append(key)
        sides = list(deals[0][per_player[0]]) if per_player else names
        sides = [n for n in names if n in sides] + [n for n in sides if n not in names]
        head = ["deal"] + ["%s %s" % (_word(k), side) for k in per_player for side in sides] + \
            [_word(k) for k in other]
        rows = [head]
        for i, d in enumerate(deals):
            rows.append([str(i + 1)] + [_cell(d[k].get(side)) for k in per_player
                                        for side in sides] + [_cell(d.get(k)) for k in other])
        widths = [max(len(r[c]) for r in rows) for c in range(len(head))]
        if sum(widths) + 2 * (len(widths) - 1) <= WIDTH:
            for r in rows:
                out.append("  ".join(r[c].rjust(widths[c]) for c in range(len(r))).rstrip())
        else:
            for i, d in enumerate(deals):
                out.extend(_deal_block(i + 1, d, per_player, other, sides))
    else:
        out.append("no deal finished yet")
    cur = s.get("current")
    if cur:                   # as a finished deal is said, a figure per side in its row
        per_side = [k for k in sorted(cur) if isinstance(cur[k], dict)]
        other = [k for k in sorted(cur) if k not in per_side]
        sides = [n for n in s["totals"]] or names
        said = dict((IN_PROGRESS.get(k, k), v) for k, v in cur.items())
        other = [IN_PROGRESS.get(k, k) for k in other]
        out.extend(_deal_block(len(deals) + 1, said, per_side, other, sides, "in progress"))
    out.append("totals:")
    for side, figures in s["totals"].items():
        out.append("  %s: %s" % (side, ", ".join(
            "%s %s" % (_word(k), figures[k]) for k in sorted(figures))))
    if s["finished"]:
        out.append("winner: %s" % s["winner"])
    else:
        out.append("not finished")
    return out


def _deal_block(n, d, per_player, other, sides, state=""):
    """One deal as a heading with its single figures, then a row per side; `state` after
    its number ("in progress")."""
    facts = ", ".join("%s %s" % (_word(k), _cell(d.get(k))) for k in other)
    lines = ["deal %d%s%s" % (n, " " + state if state else "", ": " + facts if facts else "")]
    if not per_player:
        return lines
    name_w = max(len(s) for s in sides) + 2
    widths = [max(len(_word(k)), 5) for k in per_player]
    lines.append(" " * name_w + "  ".join(_word(k).rjust(w) for k, w in zip(per_player, widths)))
    for side in sides:
        cells = [_cell(d[k].get(side)).rjust(w) for k, w in zip(per_player, widths)]
        lines.append(("  " + side).ljust(name_w) + "  ".join(cells))
    return lines
