"""Kurz's score sheet (tests/kurz/rules.py): per player the deal's card points and the
running total (a doubled deal's points twice, noted "x2"); the target below
(host_sim/sheet/sheet.py)."""

from host_sim.sheet import sheet_rows as sr


def figures(d, n):
    """Deal `d`'s figures for player `n`, in its columns' order: the card points."""
    return (d["points"][n],)


def columns(s, w, out):
    names = s["players"]
    out["lead"].append(w["trump"])
    out["groups"] = [(n, [w["cards"], w["total"]]) for n in names]
    sr.deals(s, w, out, names, figures, lambda d, n: d["points"][n] * (2 if d["double"] else 1),
             lambda d: sr.notes("x2" if d["double"] else "", sr.revoke_note(w, d, "revoke")))
    out["totals"] = [["", str(s["totals"][n]["score"])] for n in names]
    out["footer"].append(w["to_target"] % s["target"])
