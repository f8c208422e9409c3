"""A match's score sheet as plain data, made from the score object (`score --json`), so
that the text, the SVG and the PNG all say what `score` says: a table of the deals with
running totals, the notes of each deal (a revoke, an annulled deal, a swap), the totals,
the target and the winner; and the game's own picture: La Pomme's chalk marks and apples,
the Jass and Schieber chalk board (the Swiss "Z" Jasstafel) of each side; Coiffeur's
table of rows as the players draw it.

A sheet is a dict:
  title, players, heading: strings
  lead: the headings of the columns before the sides' groups (deal, trump; Schieber:
        who chose the trump, pushed or not, the multiplier)
  groups: [(side, [headings])], a group of columns per player or side
  rows: [(lead cells, [cells per group], note)], every cell a string (Coiffeur: a row
        per row of its table, the deals' notes in `notes`)
  totals: [cells per group] (the lead reads "total")
  footer: lines under the table (target, winner or not finished)
  tally: La Pomme: [(player, points, pommes, net)]
  boards: Jass, Schieber: [(side, hundreds, fifties, twenties, rest)]
  notes: Coiffeur: the notes of its deals, a line each (else each row's note)
"""

from picotafel.core.cards import MODES, OBENABE
from picotafel.games.schieber import MATCH
from picotafel.screens.ui import TITLES
from picotafel.screens.ui_schieber import MODE_NAMES
from host_sim.sheet_words import WORDS, DEFAULT

SUITS = "\u2660\u2665\u2666\u2663"


def trump_suit(label):
    """The trump suit of a turned-up card's label ("8♠" -> "♠"); "" without one."""
    return label[-1] if label and label[-1] in SUITS else ""


def mode_label(mode):
    """A Schieber trump mode as the score names it ("S", "H", "D", "C", "O", "U") the way
    the sheet shows it: the suit's symbol, or Obenabe / Undenufe (their Swiss names in
    every language, as on the device)."""
    i = MODES.index(mode)
    return SUITS[i] if i < OBENABE else MODE_NAMES[i - OBENABE]


def chalk(additions):
    """The Jasstafel after chalking `additions` one deal at a time: each deal's points
    plus the rest before it go up as hundreds, a fifty, twenties, and a new rest under
    20. (hundreds, fifties, twenties, rest); their sum is the total."""
    h = f = t = rest = 0
    for a in additions:
        n = rest + a
        h += n // 100
        n %= 100
        f += n // 50
        n %= 50
        t += n // 20
        rest = n % 20
    return h, f, t, rest


def fifty_at(i, fifties):
    """Where the i-th fifty is chalked along the Z's diagonal, 0 at its lower left end
    and 1 at its upper right: in pairs (the second crosses the first, an X), spread
    clear of the strokes on the bars."""
    pairs = (fifties + 1) // 2
    return 0.2 + 0.7 * (i // 2 + 0.5) / pairs


def _sides(s):
    return list(s.get("sides") or s["players"])


def build(s, lang=DEFAULT):
    """The sheet of score object `s` in language `lang` (a code of sheet_words.LANGS)."""
    w = WORDS[lang]
    out = {"title": TITLES.get(s["game"], s["game"]), "players": ", ".join(s["players"]),
           "heading": w["sheet"], "lead": [w["deal"]], "groups": [], "rows": [],
           "totals": [], "footer": [], "tally": None, "boards": None}
    if s["totals"]:                 # before the first deal there is nothing to show
        _GAMES[s["game"]](s, w, out)
    cur = s.get("current")
    if cur and "tricks" in cur:
        out["footer"].append(w["in_progress"] % (len(s["deals"]) + 1, cur["tricks"]))
    if not s["deals"]:
        out["footer"].append(w["no_deal"])
    if s["finished"] and s["winner"] is not None:
        out["footer"].append(w["winner"] % s["winner"])
    elif s["finished"] and s.get("draw"):
        out["footer"].append(w["draw"])
    else:
        out["footer"].append(w["not_finished"])
    return out


def _revoke_note(w, d, key):
    r = d.get("revoke")
    return w[key] % (r["player"], r["trick"]) if r else ""


def _points_note(w, d):
    """A deal entered by its points instead of its cards says so."""
    return w["entered"] if d.get("entered") == "points" else ""


def _notes(*parts):
    return "; ".join(p for p in parts if p)


def _trump(d):
    """The lead cells after the deal's number: the trump's suit when the game has one."""
    return [trump_suit(d["trump"])] if "trump" in d else []


def _deals(s, w, out, sides, figures, gain, note, lead=_trump):
    """A row per deal: the deal's number and `lead(d)`, per side `figures(d, side)` and
    the running total that `gain(d, side)` adds to, and the deal's `note(d)`. An annulled
    deal shows "-" and keeps the totals. {side: [each deal's gain]}."""
    run = dict((n, 0) for n in sides)
    gains = dict((n, []) for n in sides)
    for i, d in enumerate(s["deals"]):
        cells = []
        for n in sides:
            if d.get("annulled"):
                cells.append(["-"] * len(out["groups"][0][1][:-1]) + [str(run[n])])
                continue
            g = gain(d, n)
            run[n] += g
            gains[n].append(g)
            cells.append([str(v) for v in figures(d, n)] + [str(run[n])])
        out["rows"].append(([str(i + 1)] + lead(d), cells, _revoke_note(w, d, "annulled")
                            if d.get("annulled") else note(d)))
    return gains


def _pomme(s, w, out):
    names = s["players"]
    out["lead"].append(w["trump"])
    out["groups"] = [(n, [w["points"], w["point"], w["pomme"], w["net"]]) for n in names]
    _deals(s, w, out, names,
           lambda d, n: (d["points"][n], "1" if d["winner"] == n else "",
                         "1" if n in d["pommes"] else ""),
           lambda d, n: (d["winner"] == n) - (n in d["pommes"]),
           lambda d: _notes(_revoke_note(w, d, "revoke"),
                            w["swap"] % d["swap"] if d["swap"] else ""))
    t = s["totals"]
    out["totals"] = [["", str(t[n]["points"]), str(t[n]["pommes"]), str(t[n]["score"])]
                     for n in names]
    out["tally"] = [(n, t[n]["points"], t[n]["pommes"], t[n]["score"]) for n in names]
    out["footer"].append(w["to_target"] % s["target"])


def _jass(s, w, out):
    sides = _sides(s)
    out["lead"].append(w["trump"])
    out["groups"] = [(n, [w["cards"], w["melds"], w["stoeck"], w["total"]]) for n in sides]
    gains = _deals(s, w, out, sides,
                   lambda d, n: (d["points"][n], d["melds"][n], d["stoeck"][n]),
                   lambda d, n: d["points"][n] + d["melds"][n] + d["stoeck"][n],
                   lambda d: _notes(_revoke_note(w, d, "revoke"), w["all_tricks"]
                                    % d["all_tricks"] if d["all_tricks"] else ""))
    _boards(s, w, out, sides, gains)


def _schieber(s, w, out):
    sides = _sides(s)
    out["lead"] += [w["trump"], w["chose"], w["pushed"], w["times"]]
    out["groups"] = [(n, [w["cards"], w["weis"], w["stoeck"], w["match"], w["scored"],
                          w["total"]]) for n in sides]
    gains = _deals(s, w, out, sides,
                   lambda d, n: (d["points"][n], d["weis"][n], d["stoeck"][n],
                                 MATCH if d["match"] == n else 0, d["total"][n]),
                   lambda d, n: d["total"][n],
                   lambda d: _notes(_revoke_note(w, d, "revoke"), _points_note(w, d)),
                   lambda d: [mode_label(d["trump"]), d["chooser"],
                              w["yes"] if d["pushed"] else "", str(d["multiplier"])])
    _boards(s, w, out, sides, gains)


def _boards(s, w, out, sides, gains):
    """Jass and Schieber: each side's score under its last column, its chalk board of
    the deals' `gains`, the target."""
    blank = [""] * (len(out["groups"][0][1]) - 1)
    out["totals"] = [blank + [str(s["totals"][n]["score"])] for n in sides]
    out["boards"] = [(n,) + chalk(gains[n]) for n in sides]
    out["footer"].append(w["to_target"] % s["target"])


def _differenzler(s, w, out):
    names = s["players"]
    out["lead"].append(w["trump"])
    out["groups"] = [(n, [w["prediction"], w["points"], w["penalty"], w["total"]])
                     for n in names]
    _deals(s, w, out, names,
           lambda d, n: (d["estimates"][n], d["points"][n], d["penalties"][n]),
           lambda d, n: d["penalties"][n], lambda d: _points_note(w, d))
    out["totals"] = [["", "", "", str(s["totals"][n]["penalty"])] for n in names]
    out["footer"].append(w["deals_planned"] % s["planned_deals"])


def _abstrac(s, w, out):
    names = s["players"]
    out["groups"] = [(n, [w["cards"], w["combinations"], w["times"], w["points"], w["total"]])
                     for n in names]
    other = dict((n, [m for m in names if m != n][0]) for n in names)
    _deals(s, w, out, names,
           lambda d, n: (d["cards"][n], d["combinations"][n], d["cards"][other[n]],
                         d["points"][n]),
           lambda d, n: d["points"][n],
           lambda d: w["misere"] % d["misere"] if d.get("misere") else "")
    out["totals"] = [["", "", "", "", str(s["totals"][n]["score"])] for n in names]
    if s.get("target"):
        out["footer"].append(w["to_target"] % s["target"])
    elif s.get("deals_to_play"):
        out["footer"].append(w["deals_planned"] % s["deals_to_play"])


def _coiffeur(s, w, out):
    """The Coiffeur table as the players draw it: a row per row of the table by its mode
    and multiplier, per side the deal that filled it, who chose, the mode it was played
    in (a joker row's, Slalom's and Guschti's start), its card points (257 a Match) and
    what it wrote; the totals; the deals' notes."""
    sides = _sides(s)
    out["lead"] = [w["row"], w["times"]]
    out["groups"] = [(n, [w["deal"], w["chose"], w["trump"], w["cards"], w["scored"]])
                     for n in sides]
    filled = {}
    notes = []
    for i, d in enumerate(s["deals"]):
        filled[(d["side"], d["row"])] = (i + 1, d)
        note = _notes(_revoke_note(w, d, "revoke"), _points_note(w, d))
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
            cells.append([str(k), d["chooser"], "" if row in "SCDHOU" else mode_label(played),
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
        return mode_label(row)
    if row.startswith("joker"):
        return w["joker"]
    return row.capitalize()


_GAMES = {"pomme": _pomme, "jass": _jass, "schieber": _schieber,
          "differenzler": _differenzler, "abstrac": _abstrac, "coiffeur": _coiffeur}
