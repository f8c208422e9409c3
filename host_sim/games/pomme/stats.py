"""La Pomme's own figures over many matches (host_sim/stats/figures.py): the pommes."""


def add(f, standings, player, unit, deals):
    f.add_own("pommes", standings["totals"][player]["pommes"])


def lines(f, w):
    return [w["pommes"] % f.own.get("pommes", 0)]
