"""The score sheet as text: a table of the deals with running totals, in columns of
characters. The PNG draws these same lines in the device's pixel font."""

from host_sim.sheet.sheet_words import WORDS

GAP = 2


def widths(sheet):
    """The width of every column: the lead columns, then each group's columns, each at
    least as wide as its heading and cells; a group's last column widens to fit the
    group's name over it."""
    rows = [r[0] for r in sheet["rows"]] + [sheet["lead"]]
    lead = [max(len(r[i]) for r in rows) for i in range(len(sheet["lead"]))]
    groups = []
    for g, (name, heads) in enumerate(sheet["groups"]):
        cells = [r[1][g] for r in sheet["rows"]] + [heads, sheet["totals"][g]]
        ws = [max(len(c[i]) for c in cells) for i in range(len(heads))]
        short = len(name) - (sum(ws) + GAP * (len(ws) - 1))
        if short > 0:
            ws[-1] += short
        groups.append(ws)
    return lead, groups


def table(sheet, lang):
    """(lines, rules): the table's lines (the group names, the headings, a line per
    deal, the totals), and the indexes of the lines a rule goes under."""
    lead, groups = widths(sheet)
    sep = " " * GAP
    lead_w = sum(lead) + GAP * len(lead)
    group_w = [sum(ws) + GAP * (len(ws) - 1) for ws in groups]

    def line(lead_cells, group_cells):
        s = sep.join(c.rjust(w) for c, w in zip(lead_cells, lead)) + sep
        s += (sep * 2).join(sep.join(c.rjust(w) for c, w in zip(cells, ws))
                            for cells, ws in zip(group_cells, groups))
        return s.rstrip()

    out = [(" " * lead_w + (sep * 2).join(name.ljust(w) for (name, _), w
                                          in zip(sheet["groups"], group_w))).rstrip()]
    out.append(line(sheet["lead"], [heads for _, heads in sheet["groups"]]))
    rules = [1]
    for lead_cells, cells, _ in sheet["rows"]:
        out.append(line(lead_cells, cells))
    rules.append(len(out) - 1)
    total = [WORDS[lang]["total"]] + [""] * (len(lead) - 1)
    out.append(line(total, sheet["totals"]))
    return out, rules


def notes(sheet, lang):
    """The deals' notes (a revoke, an annulled deal, a swap, a deal entered by its
    points), a line each: "deal 3: ..."."""
    if sheet.get("notes") is not None:            # Coiffeur: its rows are not its deals
        return sheet["notes"]
    deal = WORDS[lang]["deal"]
    return ["%s %s: %s" % (deal, r[0][0], r[2]) for r in sheet["rows"] if r[2]]


def summary(sheet, lang):
    """The sheet's picture in words: La Pomme's tallies, each side's chalk board."""
    w = WORDS[lang]
    out = []
    for name, points, pommes, net in sheet["tally"] or ():
        out.append(w["tally"] % (name, points, pommes, net))
    for name, h, f, t, rest in sheet["boards"] or ():
        out.append(w["board"] % (name, h, f, t, rest, 100 * h + 50 * f + 20 * t + rest))
    return out


def text(sheet, lang):
    """The whole sheet as lines of text."""
    lines = ["%s: %s" % (sheet["title"], sheet["players"]), sheet["heading"], ""]
    more = summary(sheet, lang)
    if more:
        lines += more + [""]
    if sheet["groups"]:
        lines += table(sheet, lang)[0] + [""]
    more = notes(sheet, lang)
    if more:
        lines += more + [""]
    return lines + sheet["footer"]
