"""Coiffeur's own figures over many matches (host_sim/stats/figures.py): the rows the
player's side chose and filled, what it wrote in them, its Matches and Striche."""

from host_sim.sheet.sheet_fixed import fmt
from host_sim.stats.figures import count_striche, marks_line


def add(f, standings, player, unit, deals):
    for d in deals:
        if d["side"] == unit:
            f.add_own("rows", 1)
            f.add_own("row_points", d["total"][unit])
        f.add_own("matches", 1 if d.get("match") == unit else 0)
    count_striche(f, standings, unit)


def lines(f, w):
    o = f.own
    out = [marks_line(f, w)]
    if o.get("rows"):
        out.append(fmt(w["rows"], (o["rows"], o["row_points"] / o["rows"])))
    return out
