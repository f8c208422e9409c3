"""The Abstrac score sheet: per player the cards, the combinations, the opponent's cards
as the multiplier, the points and the total (sheet.py)."""

from host_sim.sheet import sheet_rows as sr


def figures(d, n):
    """Deal `d`'s figures for player `n`, in its columns' order: cards, combinations, the
    opponent's cards (the multiplier), points."""
    other = [m for m in d["cards"] if m != n][0]
    return (d["cards"][n], d["combinations"][n], d["cards"][other], d["points"][n])


def columns(s, w, out):
    names = s["players"]
    out["groups"] = [(n, [w["cards"], w["combinations"], w["times"], w["points"], w["total"]])
                     for n in names]
    sr.deals(s, w, out, names, figures,
           lambda d, n: d["points"][n],
           lambda d: w["misere"] % d["misere"] if d.get("misere") else "")
    out["totals"] = [["", "", "", "", str(s["totals"][n]["score"])] for n in names]
    if s.get("target"):
        out["footer"].append(w["to_target"] % s["target"])
    elif s.get("deals_to_play"):
        out["footer"].append(w["deals_planned"] % s["deals_to_play"])
