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
  chart: [(side, [0, running total after each deal])] when the log's text is given and a
        deal was played (sheet_chart.py), else None
"""

from picotafel.games import TITLES
from host_sim.games.game_host import adapter
from host_sim.sheet.sheet_chart import series
from host_sim.sheet.sheet_words import WORDS, DEFAULT


def build(s, lang=DEFAULT, text=None):
    """The sheet of score object `s` in language `lang` (a code of sheet_words.LANGS);
    with the log's `text`, its chart of the running totals too."""
    w = WORDS[lang]
    out = {"title": TITLES.get(s["game"], s["game"]), "players": ", ".join(s["players"]),
           "heading": w["sheet"], "lead": [w["deal"]], "groups": [], "rows": [],
           "totals": [], "footer": [], "tally": None, "boards": None,
           "chart": series(s, text) if text is not None and s["deals"] else None}
    if s["totals"]:                 # before the first deal there is nothing to show
        _columns(s["game"]).columns(s, w, out)
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


def _columns(game):
    """The game's sheet adapter (host_sim/games/<game>/sheet.py, game_host); a game
    without one gets a column of its sides' totals."""
    found = adapter(game, "sheet")
    if found is None:
        from host_sim.sheet import sheet_totals as found
    return found
