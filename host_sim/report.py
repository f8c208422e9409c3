"""Plain-text standings of a match (the `score` and `sheet` tools): deal by deal, the
tallies and the winner, from the score object of any game. A deal is one row when that
fits a terminal (La Pomme, Abstrac), else a small table of its own (Jass, Differenzler).
"""

from picotafel.games import TITLES

WIDTH = 79


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
        head = ["deal"] + ["%s %s" % (k, side) for k in per_player for side in sides] + other
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
    if cur:
        out.append("deal in progress: " + ", ".join(
            "%s %s" % (k, v) for k, v in sorted(cur.items())))
    out.append("totals:")
    for side, figures in s["totals"].items():
        out.append("  %s: %s" % (side, ", ".join(
            "%s %s" % (k, figures[k]) for k in sorted(figures))))
    if s["finished"]:
        out.append("winner: %s" % s["winner"])
    else:
        out.append("not finished")
    return out


def _deal_block(n, d, per_player, other, sides):
    """One deal as a heading with its single figures, then a row per side."""
    facts = ", ".join("%s %s" % (k.replace("_", " "), _cell(d.get(k))) for k in other)
    lines = ["deal %d%s" % (n, ": " + facts if facts else "")]
    name_w = max(len(s) for s in sides) + 2
    widths = [max(len(k), 5) for k in per_player]
    lines.append(" " * name_w + "  ".join(k.rjust(w) for k, w in zip(per_player, widths)))
    for side in sides:
        cells = [_cell(d[k].get(side)).rjust(w) for k, w in zip(per_player, widths)]
        lines.append(("  " + side).ljust(name_w) + "  ".join(cells))
    return lines
