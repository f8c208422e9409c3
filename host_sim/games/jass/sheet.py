"""The Jass score sheet: per side card points, melds, Stöck and the total; each side's
chalk board (sheet.py)."""

from host_sim.sheet import sheet_rows as sr


def figures(d, n):
    """Deal `d`'s figures for side `n`, in its columns' order: cards, melds, Stöck."""
    return (d["points"][n], d["melds"][n], d["stoeck"][n])


def columns(s, w, out):
    sides = sr.sides(s)
    out["lead"].append(w["trump"])
    out["groups"] = [(n, [w["cards"], w["melds"], w["stoeck"], w["total"]]) for n in sides]
    gains = sr.deals(s, w, out, sides, figures,
                   lambda d, n: d["points"][n] + d["melds"][n] + d["stoeck"][n],
                   lambda d: sr.notes(sr.revoke_note(w, d, "revoke"), w["all_tricks"]
                                    % d["all_tricks"] if d["all_tricks"] else ""))
    sr.boards(s, w, out, sides, gains)
