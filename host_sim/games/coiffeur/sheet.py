"""The Coiffeur score sheet: its table of rows as the players draw it (sheet.py)."""

from picotafel.core.cards import MODES
from picotafel.games.coiffeur import MATCH
from picotafel.screens.ui_coiffeur import MODE_NAMES
from host_sim.sheet import sheet_rows as sr


def columns(s, w, out):
    """The Coiffeur table as the players draw it: a row per row of the table by its mode
    and multiplier, per side the deal that filled it, who chose, the mode it was played
    in (a joker row's, Slalom's and Guschti's start), its card points (257 a Match) and
    what it wrote; the totals; the deals' notes."""
    sides = sr.sides(s)
    out["lead"] = [w["row"], w["times"]]
    out["groups"] = [(n, [w["deal"], w["chose"], w["trump"], w["cards"], w["scored"]])
                     for n in sides]
    filled = {}
    notes = []
    for i, d in enumerate(s["deals"]):
        filled[(d["side"], d["row"])] = (i + 1, d)
        note = sr.notes(sr.revoke_note(w, d, "revoke"), sr.points_note(w, d))
        if note:
            notes.append("%s %d: %s" % (w["deal"], i + 1, note))
    for row, mult in s["rows"]:
        cells = []
        for n in sides:
            if (n, row) not in filled:
                cells.append([""] * 5)
                continue
            k, d = filled[(n, row)]
            played = d["trump"].split()[-1]
            mode = "" if row in "SCDHOU" else sr.mode_label(played, MODE_NAMES)
            cells.append([str(k), d["chooser"], mode,
                          str(d["points"][n] + (MATCH if d["match"] == n else 0)),
                          str(d["total"][n])])
        out["rows"].append(([_row_label(w, row), str(mult)], cells, ""))
    out["totals"] = [[""] * 4 + [str(s["totals"][n]["score"])] for n in sides]
    out["notes"] = notes
    by_row = any(mult > 1 for _, mult in s["rows"])
    out["footer"].append(w["coiffeur_rows"] % len(s["rows"]) if by_row else
                         w["coiffeur_once"] % len(s["rows"]))


def _row_label(w, row):
    """A row of the Coiffeur table by its mode: the suit, Obenabe ... Guschti."""
    if row in MODES:
        return sr.mode_label(row, MODE_NAMES)
    if row.startswith("joker"):
        return w["joker"]
    return row[:1].upper() + row[1:].lower()     # capitalize(): not in MicroPython
