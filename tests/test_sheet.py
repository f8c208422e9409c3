"""The score sheet (docs/playing.md): `sheet LOG [--png F] [--svg F] [--lang L]` from real match
logs of every game, in every language. The SVG parses and its figures are the score
tool's (each deal's, the running totals, the totals, the winner); the PNG is the golden
picture; revoked and annulled deals say so; the Jass and Schieber chalk boards add up to
the side's score; a Schieber row names the trump mode, who chose it, the push and the
multiplier; the language comes from --lang, else from the device's setting."""

import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

from host_sim.sheet import sheet_png
from host_sim.sim.png import read_png
from host_sim.sheet.sheet import build
from host_sim.sheet.sheet_rows import chalk, mode_label
from picotafel.screens.ui_coiffeur import MODE_NAMES
from host_sim.sheet.sheet_svg import svg
from host_sim.sheet.sheet_text import text
from host_sim.sheet.sheet_words import LANGS, WORDS
from picotafel.screens import font
from picotafel.core import rules
from picotafel.core.score import score
from schieber_deals import HEAD as SCHIEBER, MIXED, SUITS, ben_leads, head
from storage_files import OPEN
from support import log
from test_revoke_rules import (DIFF, DIFF_A, ESTS, JASS, JASS_LAST, JASS_TRICKS, POMME,
                               POMME_A, POMME_REST)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GOLDEN = os.path.join(ROOT, "tests", "golden", "sheet")
SVG = "{http://www.w3.org/2000/svg}"


class Rows:
    """What a game's sheet shows as a row per deal, as the score names it: the running
    total's name in the score's totals, what a deal adds to a side's running total, and
    the deal's figures for a side, in the order of the row's columns."""

    def __init__(self, total, gain, figures):
        self.total, self.gain, self.figures = total, gain, figures


# Each registered game's rows (a game whose sheet is not a row per deal, Coiffeur's table
# of rows, has its own tests below: OWN_SHEET).
ROWS = {
    "pomme": Rows("score", lambda d, n: (d["winner"] == n) - (n in d["pommes"]),
                  lambda d, n: [d["points"][n]]),
    "jass": Rows("score", lambda d, n: d["points"][n] + d["melds"][n] + d["stoeck"][n],
                 lambda d, n: [d["points"][n], d["melds"][n], d["stoeck"][n]]),
    "schieber": Rows("score", lambda d, n: d["total"][n],
                     lambda d, n: [d["points"][n], d["weis"][n], d["stoeck"][n],
                                   100 if d["match"] == n else 0, d["total"][n]]),
    "differenzler": Rows("penalty", lambda d, n: d["penalties"][n],
                         lambda d, n: [d["estimates"][n], d["points"][n], d["penalties"][n]]),
    "abstrac": Rows("score", lambda d, n: d["points"][n],
                    lambda d, n: [d["cards"][n], d["combinations"][n], d["points"][n]]),
}
OWN_SHEET = ("coiffeur",)
GAMES = tuple(g for g in rules.GAMES if g in ROWS)       # the registry's, in its order


def example(game):
    with open(os.path.join(ROOT, "examples", game + ".log"), encoding="utf-8") as f:
        return f.read()


def host_sim(args):
    return subprocess.run([sys.executable, "-m", "host_sim"] + args, cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def texts(el):
    return [t.text or "" for t in el.iter(SVG + "text")]


def gain(game, d, n):
    """What deal `d` adds to side `n`'s running total, from the score's figures."""
    return ROWS[game].gain(d, n)


def running(s):
    """Each side's running total after each deal, worked out here from the score's
    deals, in the order of the score's totals."""
    sides = list(s["totals"])
    run = dict((n, 0) for n in sides)
    out = []
    for d in s["deals"]:
        for n in sides:
            if not d.get("annulled"):
                run[n] += gain(s["game"], d, n)
        out.append(dict(run))
    return out


def deal_figures(s, i):
    """The figures the score gives for deal i that its row must show, side by side:
    each side's figures of the deal, then its running total."""
    d = s["deals"][i]
    run = running(s)[i]
    out = []
    for n in s["totals"]:
        if not d.get("annulled"):
            out += ROWS[s["game"]].figures(d, n)
        out.append(run[n])
    return [str(v) for v in out]


def in_order(wanted, got):
    """Every item of `wanted` in `got`, in that order."""
    it = iter(got)
    return all(any(w == g for g in it) for w in wanted)


# The games whose sheet draws each side's chalk board, as their sheets say.
CHALK_BOARDS = tuple(g for g in GAMES if build(score(example(g)))["boards"])


def test_every_registered_game_has_an_example_log_and_its_sheet_tested():
    for game in rules.GAMES:
        assert os.path.exists(os.path.join(ROOT, "examples", game + ".log")), game
        assert (game in ROWS) != (game in OWN_SHEET), game


# -- the words ---------------------------------------------------------------------------

def test_every_language_has_every_word_with_the_same_blanks():
    blanks = re.compile(r"%[sd]")
    for lang in LANGS:
        assert sorted(WORDS[lang]) == sorted(WORDS["en"]), lang
        for key, word in WORDS["en"].items():
            assert blanks.findall(WORDS[lang][key]) == blanks.findall(word), (lang, key)


def test_every_word_draws_in_the_pixel_font():
    for lang in LANGS:
        for word in WORDS[lang].values():
            for ch in sheet_png.drawable(word):
                assert 32 <= ord(ch) < 127 or ch in font.EXTRA, (lang, word, ch)


# -- the SVG says what score says ----------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_svg_parses_and_its_figures_are_the_scores(game, lang):
    s = score(example(game))
    root = ET.fromstring(svg(build(s, lang), lang))
    assert root.tag == SVG + "svg"
    size = (root.get("width"), root.get("height"))
    assert size in (("210mm", "297mm"), ("297mm", "210mm")), "A4"
    rows = [g for g in root.iter(SVG + "g") if g.get("class") == "deal"]
    assert len(rows) == len(s["deals"])
    runs = running(s)
    for i, row in enumerate(rows):
        cells = texts(row)
        assert cells[0] == str(i + 1)
        assert in_order(deal_figures(s, i), cells), (i, cells)
    totals = texts(next(g for g in root.iter(SVG + "g") if g.get("id") == "totals"))
    assert in_order([str(t[ROWS[game].total]) for t in s["totals"].values()], totals)
    assert runs[-1] == dict((n, t[ROWS[game].total]) for n, t in s["totals"].items())
    footer = texts(next(g for g in root.iter(SVG + "g") if g.get("id") == "notes"))
    assert WORDS[lang]["winner"] % s["winner"] in footer


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_text_sheet_says_what_score_says(game, lang, tmp_path):
    path = tmp_path / "m.log"
    path.write_text(example(game))
    r = host_sim(["sheet", str(path), "--lang", lang])
    assert r.returncode == 0, r.stderr
    s = json.loads(host_sim(["score", str(path), "--json"]).stdout)
    lines = r.stdout.splitlines()
    deal = WORDS[lang]["deal"]
    head = next(i for i, ln in enumerate(lines) if ln.split()[:1] == [deal])
    for i in range(len(s["deals"])):
        cells = lines[head + 1 + i].split()
        assert cells[0] == str(i + 1)
        assert in_order(deal_figures(s, i), cells), lines[head + 1 + i]
    total = lines[head + 1 + len(s["deals"])].split()
    assert total[0] == WORDS[lang]["total"]
    assert in_order([str(t[ROWS[game].total]) for t in s["totals"].values()], total)
    assert lines[-1] == WORDS[lang]["winner"] % s["winner"]


# -- the PNG -----------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_png_is_the_golden_picture(game, lang, tmp_path):
    name = "%s_%s.png" % (game, lang)
    got = str(tmp_path / name)
    sheet_png.draw(build(score(example(game)), lang), lang, got)
    path = os.path.join(GOLDEN, name)
    if os.environ.get("PICOTAFEL_UPDATE_GOLDEN"):
        os.replace(got, path)
        got = path
    assert read_png(got) == read_png(path), \
        "%s changed: look at it, then PICOTAFEL_UPDATE_GOLDEN=1 make test" % name


def test_readme_picture_is_the_german_jass_sheet(tmp_path):
    got = str(tmp_path / "jass.png")
    sheet_png.draw(build(score(example("jass")), "de"), "de", got)
    assert read_png(got) == read_png(os.path.join(ROOT, "examples", "jass-sheet.png")), \
        "run: python3 -m host_sim sheet examples/jass.log --lang de --png examples/jass-sheet.png"


def test_sheet_command_writes_the_svg_and_the_png(tmp_path):
    png, pic = tmp_path / "s.png", tmp_path / "s.svg"
    r = host_sim(["sheet", "examples/jass.log", "--png", str(png), "--svg", str(pic)])
    assert r.returncode == 0, r.stderr
    assert read_png(str(png))[:2] == sheet_png.draw(
        build(score(example("jass"))), "en", str(tmp_path / "again.png"))
    assert pic.read_text(encoding="utf-8") == svg(build(score(example("jass"))), "en")


# -- the games' pictures -----------------------------------------------------------------

@pytest.mark.parametrize("game", CHALK_BOARDS)
def test_chalk_board_adds_up_to_each_sides_score(game):
    s = score(example(game))
    root = ET.fromstring(svg(build(s), "en"))
    boards = [g for g in root.iter(SVG + "g") if g.get("class") == "board"]
    assert [b.get("data-side") for b in boards] == s["sides"]
    for b in boards:
        side = b.get("data-side")
        total = s["totals"][side]["score"]
        assert b.get("data-total") == str(total)
        rest = int(next(t.text for t in b.iter(SVG + "text")
                        if t.get("class") == "rest").split()[-1])
        strokes = len(list(b.iter(SVG + "line"))) - 3       # the Z is three lines
        h, f, t, r = chalk([gain(game, d, side) for d in s["deals"]])
        assert (strokes, rest) == (h + f + t, r)
        assert 100 * h + 50 * f + 20 * t + r == total


def test_chalk_puts_each_deal_up_as_hundreds_fifty_twenties_and_a_rest():
    assert chalk([157]) == (1, 1, 0, 7)
    assert chalk([157, 13]) == (1, 1, 1, 0)        # 7 + 13: a twenty, no rest
    assert chalk([257, 0]) == (2, 1, 0, 7)


def test_pomme_tally_shows_the_pommes_as_apples_and_the_net_score():
    s = score(example("pomme"))
    root = ET.fromstring(svg(build(s, "fr"), "fr"))
    tally = next(g for g in root.iter(SVG + "g") if g.get("id") == "tally")
    apples = [p for p in tally.iter(SVG + "path") if p.get("class") == "apple"]
    assert len(apples) == sum(t["pommes"] for t in s["totals"].values())
    nets = [t.text for t in tally.iter(SVG + "text") if t.get("class") == "net"]
    assert nets == [str(t["score"]) for t in s["totals"].values()]


def svg_rows(sheet, lang):
    """The text of each deal's row of the sheet's SVG (empty cells are not drawn)."""
    root = ET.fromstring(svg(sheet, lang))
    return [texts(g) for g in root.iter(SVG + "g") if g.get("class") == "deal"]


def test_schieber_row_names_the_trump_mode_who_chose_the_push_and_the_multiplier():
    rows = svg_rows(build(score(example("schieber")), "de"), "de")
    assert rows[0][:5] == ["1", "\u2660", "Dan", "ja", "2"]   # Ben pushed to Dan; spades x2
    assert rows[2][:4] == ["3", "Undenufe", "Dan", "3"]       # not pushed: no mark


def test_schieber_match_and_stoeck_stand_in_their_columns_before_the_multiplier():
    # Deal 1: hearts, Ben+Dan take every trick and Ben plays K and Q of hearts; deal 2:
    # Obenabe pushed to Dan (x3), Ben+Dan take every trick again.
    s = score(log(*head("mult=swiss") + ("deal", "trump H") + ben_leads()
                  + ("deal", "trump push O") + SUITS))
    rows = svg_rows(build(s, "en"), "en")
    assert rows[0] == ["1", "\u2665", "Ana", "1", "0", "0", "0", "0", "0", "0",
                       "157", "0", "20", "100", "277", "277"]
    assert rows[1] == ["2", "Obenabe", "Dan", "yes", "3", "0", "0", "0", "0", "0", "0",
                       "157", "0", "0", "100", "771", "1048"]
    assert s["totals"]["Ben+Dan"]["score"] == 1048


# -- revoked and annulled deals ----------------------------------------------------------

def test_pomme_revoked_deal_says_who_broke_which_trick():
    s = score(log(*POMME, *POMME_A, "revoke Ben 2", *POMME_REST))
    lines = text(build(s, "de"), "de")
    assert "Runde 1: Ben hat im 2. Stich falsch gespielt: der Rest geht an die Gegner" in lines


def test_jass_revoked_deal_gives_the_rest_to_the_other_side_on_the_sheet():
    s = score(log(*JASS, *JASS_TRICKS, "revoke Max 2", JASS_LAST))
    sheet = build(s, "en")
    note = sheet["rows"][0][2]
    assert "Max broke a rule in trick 2" in note and "Ana+Cleo took every trick" in note
    root = ET.fromstring(svg(sheet, "en"))
    assert "257" in texts(next(g for g in root.iter(SVG + "g") if g.get("id") == "totals"))


def test_schieber_revoked_deal_says_who_broke_which_trick_and_gives_the_rest_away():
    s = score(log(*SCHIEBER + ("deal", "trump O", MIXED[0], MIXED[1], "revoke Ben 2")
                  + MIXED[2:]))
    lines = text(build(s, "fr"), "fr")
    assert "donne 1: Ben a fait une faute au pli 2 : le reste à l'adversaire" in lines
    row = svg_rows(build(s, "fr"), "fr")[0]
    assert row[-12:] == ["157", "0", "0", "100", "257", "257", "0", "0", "0", "0", "0", "0"]


def test_differenzler_annulled_deal_scores_nothing_and_says_so():
    s = score(log(*DIFF, "deal QD", *ESTS, DIFF_A[0], "revoke Dan 1", "deal QD", *ESTS,
                  *DIFF_A))
    sheet = build(s, "es")
    first, second = sheet["rows"]
    assert first[2] == "anulada: Dan hizo renuncio en la baza 1"
    assert [c[:3] for c in first[1]] == [["-", "-", "-"]] * 4
    assert [c[3] for c in first[1]] == ["0"] * 4          # the running totals stand
    assert [c[3] for c in second[1]] == [str(s["totals"][n]["penalty"]) for n in s["players"]]


def test_unfinished_match_says_the_deal_under_way():
    lines = text(build(score(OPEN), "en"), "en")
    assert lines[-2:] == ["deal 2 under way: 3 tricks played", "not finished"]


# -- the language -----------------------------------------------------------------------

def test_language_comes_from_the_device_setting_in_the_data_folder(tmp_path):
    (tmp_path / "settings").write_text("sound quiet\nlang fr\n")
    r = host_sim(["sheet", "examples/abstrac.log", "--data", str(tmp_path)])
    assert r.returncode == 0 and r.stdout.splitlines()[-1] == "gagnant : Uno"
    r = host_sim(["sheet", "examples/abstrac.log", "--data", str(tmp_path), "--lang", "de"])
    assert r.stdout.splitlines()[-1] == "Sieger: Uno"


def test_without_a_setting_the_sheet_is_english(tmp_path):
    r = host_sim(["sheet", "examples/abstrac.log", "--data", str(tmp_path / "none")])
    assert r.returncode == 0 and r.stdout.splitlines()[-1] == "winner: Uno"


def test_a_language_the_sheet_does_not_speak_is_refused_or_said(tmp_path):
    r = host_sim(["sheet", "examples/abstrac.log", "--lang", "it"])
    assert r.returncode == 1 and "no language 'it'" in r.stderr and not r.stdout
    (tmp_path / "settings").write_text("lang it\n")
    r = host_sim(["sheet", "examples/abstrac.log", "--data", str(tmp_path)])
    assert r.returncode == 0 and "unknown here: English" in r.stderr
    assert r.stdout.splitlines()[-1] == "winner: Uno"


# -- Coiffeur's table and the deals entered by their points -----------------------------

def coiffeur_cells(s, sheet):
    """{(side, row as the score names it): (deal, chose, trump, cards, scored)} of the
    Coiffeur sheet `sheet` of score `s` (its rows in the score's order of rows)."""
    out = {}
    for (row, _), (_, cells, _) in zip(s["rows"], sheet["rows"]):
        for side, c in zip(s["sides"], cells):
            out[(side, row)] = tuple(c)
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_coiffeur_sheet_is_the_table_of_rows_by_mode_and_multiplier(lang):
    s = score(example("coiffeur"))
    sheet = build(s, lang)
    assert [r[0][1] for r in sheet["rows"]] == [str(m) for _, m in s["rows"]]
    assert [r[0][0] for r in sheet["rows"]][:6] == ["\u2660", "\u2663", "\u2666", "\u2665",
                                                     "Obenabe", "Undenufe"]
    cells = coiffeur_cells(s, sheet)
    for i, d in enumerate(s["deals"]):
        deal, chose, _, cards, scored = cells[(d["side"], d["row"])]
        assert (deal, chose, scored) == (str(i + 1), d["chooser"], str(d["total"][d["side"]]))
        assert cards == str(d["points"][d["side"]] + (100 if d["match"] == d["side"] else 0))
    assert [t[-1] for t in sheet["totals"]] == [str(s["totals"][n]["score"]) for n in s["sides"]]
    assert sheet["footer"][-1] == WORDS[lang]["winner"] % s["winner"]


def test_coiffeur_sheet_names_the_mode_a_joker_row_slalom_or_guschti_was_played_in():
    s = score(example("coiffeur"))
    cells = coiffeur_cells(s, build(s, "en"))
    for d in s["deals"]:
        played = cells[(d["side"], d["row"])][2]
        if d["row"] in "SCDHOU":
            assert played == ""
        else:
            assert played == mode_label(d["trump"].split()[-1], MODE_NAMES), d


def test_coiffeur_svg_parses_and_its_rows_are_the_table(tmp_path):
    s = score(example("coiffeur"))
    root = ET.fromstring(svg(build(s, "fr"), "fr"))
    rows = [texts(g) for g in root.iter(SVG + "g") if g.get("class") == "deal"]
    assert len(rows) == len(s["rows"]) == 10
    totals = texts(next(g for g in root.iter(SVG + "g") if g.get("id") == "totals"))
    assert in_order([str(s["totals"][n]["score"]) for n in s["sides"]], totals)


@pytest.mark.parametrize("lang", LANGS)
def test_coiffeur_png_is_the_golden_picture(lang, tmp_path):
    name = "coiffeur_%s.png" % lang
    got = str(tmp_path / name)
    sheet_png.draw(build(score(example("coiffeur")), lang), lang, got)
    path = os.path.join(GOLDEN, name)
    if os.environ.get("PICOTAFEL_UPDATE_GOLDEN"):
        os.replace(got, path)
        got = path
    assert read_png(got) == read_png(path), \
        "%s changed: look at it, then PICOTAFEL_UPDATE_GOLDEN=1 make test" % name


def test_coiffeur_text_sheet_from_the_command(tmp_path):
    r = host_sim(["sheet", "examples/coiffeur.log", "--lang", "es"])
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[-1] == "ganador: Ana+Cleo" and "10 filas, cada una con su multiplicador" in lines
    assert sum(1 for ln in lines if ln.endswith("anotada por sus puntos, sin las cartas")) == 5


def test_a_coiffeur_draw_says_so():
    both = "".join("deal\ntrump %s\nresult %s 80\n" % (m, p) for m in "SCDHOUHH"
                   for p in ("Ana", "Ben"))
    s = score("game coiffeur\noption mult=1\nplayers Ana Ben Cleo Dan\ndealer Dan\n" + both)
    sheet = build(s, "de")
    assert sheet["footer"] == ["8 Zeilen, jede einfach gez\u00e4hlt", "unentschieden: gleiches Total"]


def test_schieber_and_differenzler_deals_entered_by_their_points_say_so():
    s = score(log(*SCHIEBER + ("deal", "trump O", "result Ana 80", "deal", "trump H")
                  + ben_leads()))
    sheet = build(s, "en")
    assert sheet["rows"][0][2] == "entered by its points, not its cards"
    assert sheet["rows"][1][2] == ""
    s = score(log(*DIFF, "deal QD", *ESTS, "result Ana 40", "result Ben 37", "result Cleo 40",
                  "result Dan 40"))
    assert "Runde 1: mit Punkten erfasst, ohne Karten" in text(build(s, "de"), "de")
