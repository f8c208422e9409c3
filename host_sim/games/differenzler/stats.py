"""Differenzler's own figures over many matches (host_sim/stats/figures.py): the average
difference between a player's estimate and their points, and the deals estimated exactly."""

from host_sim.sheet.sheet_fixed import fmt


def add(f, standings, player, unit, deals):
    for d in deals:
        diff = d["penalties"][player]
        f.add_own("difference", diff)
        f.add_own("exact", 1 if diff == 0 else 0)


def lines(f, w):
    deals = f.common["deals"]
    if not deals:
        return []
    return [fmt(w["difference"],
                (f.own.get("difference", 0) / deals, f.own.get("exact", 0)))]
