"""The Schieber score sheet: who chose the trump, pushed, the multiplier; per side card
points, Weis, Stöck, the Match, what the deal scored and the total; each side's chalk
board (sheet.py)."""

from picotafel.games.schieber import MATCH
from picotafel.screens.ui_schieber import MODE_NAMES
from host_sim.sheet import sheet_rows as sr


def figures(d, n):
    """Deal `d`'s figures for side `n`, in its columns' order: cards, Weis, Stöck, the
    Match, what the deal scored."""
    return (d["points"][n], d["weis"][n], d["stoeck"][n], MATCH if d["match"] == n else 0,
            d["total"][n])


def columns(s, w, out):
    sides = sr.sides(s)
    out["lead"] += [w["trump"], w["chose"], w["pushed"], w["times"]]
    out["groups"] = [(n, [w["cards"], w["weis"], w["stoeck"], w["match"], w["scored"],
                          w["total"]]) for n in sides]
    gains = sr.deals(s, w, out, sides, figures,
                   lambda d, n: d["total"][n],
                   lambda d: sr.notes(sr.revoke_note(w, d, "revoke"), sr.points_note(w, d)),
                   lambda d: [sr.mode_label(d["trump"], MODE_NAMES), d["chooser"],
                              w["yes"] if d["pushed"] else "", str(d["multiplier"])])
    sr.boards(s, w, out, sides, gains)
