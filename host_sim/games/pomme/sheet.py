"""La Pomme's score sheet: per player the points, the deal's point and pomme, the net;
its chalk tally (sheet.py)."""

from host_sim.sheet import sheet_rows as sr


def figures(d, n):
    """Deal `d`'s figures for player `n`, in its columns' order: points, point, pomme."""
    return (d["points"][n], "1" if d["winner"] == n else "", "1" if n in d["pommes"] else "")


def columns(s, w, out):
    names = s["players"]
    out["lead"].append(w["trump"])
    out["groups"] = [(n, [w["points"], w["point"], w["pomme"], w["net"]]) for n in names]
    sr.deals(s, w, out, names, figures,
           lambda d, n: (d["winner"] == n) - (n in d["pommes"]),
           lambda d: sr.notes(sr.revoke_note(w, d, "revoke"),
                            w["swap"] % d["swap"] if d["swap"] else ""))
    t = s["totals"]
    out["totals"] = [["", str(t[n]["points"]), str(t[n]["pommes"]), str(t[n]["score"])]
                     for n in names]
    out["tally"] = [(n, t[n]["points"], t[n]["pommes"], t[n]["score"]) for n in names]
    out["footer"].append(w["to_target"] % s["target"])
