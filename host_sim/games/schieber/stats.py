"""Schieber's own figures over many matches (host_sim/stats/figures.py): the Weis and
Stoeck its side scored, its Matches and the Striche it chalked."""

from host_sim.stats.figures import board_lines, count_deal_marks, count_striche


def add(f, standings, player, unit, deals):
    count_deal_marks(f, deals, unit, "weis", "match")
    count_striche(f, standings, unit)


def lines(f, w):
    return board_lines(f, w, "weis")
