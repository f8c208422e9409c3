"""The score sheet of a game without its own columns (no host_sim/games/<game>/sheet.py):
a row per deal is all the score object promises, so the sheet shows each side's total."""

from host_sim.sheet import sheet_rows as sr


def columns(s, w, out):
    sides = sr.sides(s)
    out["groups"] = [(n, [w["total"]]) for n in sides]
    for i, d in enumerate(s["deals"]):
        out["rows"].append(([str(i + 1)], [[""] for n in sides], ""))
    out["totals"] = [[str(total(s["totals"][n]))] for n in sides]


def total(t):
    """A side's total: its score, or the one figure there is."""
    if isinstance(t, dict):
        return t.get("score", t.get("penalty", ""))
    return t
