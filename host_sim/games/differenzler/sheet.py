"""The Differenzler score sheet: per player the prediction, the points, the penalty and
its total (sheet.py)."""

from host_sim.sheet import sheet_rows as sr


def figures(d, n):
    """Deal `d`'s figures for player `n`, in its columns' order: prediction, points,
    penalty."""
    return (d["estimates"][n], d["points"][n], d["penalties"][n])


def columns(s, w, out):
    names = s["players"]
    out["lead"].append(w["trump"])
    out["groups"] = [(n, [w["prediction"], w["points"], w["penalty"], w["total"]])
                     for n in names]
    sr.deals(s, w, out, names, figures,
           lambda d, n: d["penalties"][n], lambda d: sr.points_note(w, d))
    out["totals"] = [["", "", "", str(s["totals"][n]["penalty"])] for n in names]
    out["footer"].append(w["deals_planned"] % s["planned_deals"])
