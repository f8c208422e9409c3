"""Jass's own figures over many matches (host_sim/stats/figures.py): the melds and Stoeck
its side scored, its Matches (all nine tricks, `all_tricks`) and the Striche it chalked."""

from host_sim.stats.figures import board_lines, count_deal_marks, count_striche


def add(f, standings, player, unit, deals):
    count_deal_marks(f, deals, unit, "melds", "all_tricks")
    count_striche(f, standings, unit)


def lines(f, w):
    return board_lines(f, w, "melds")
