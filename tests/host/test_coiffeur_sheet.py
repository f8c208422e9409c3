"""Coiffeur's score sheet (docs/playing.md): the table of rows by mode and multiplier as
the players draw it, the mode a joker row, Slalom or Guschti was played in, the deals
entered by their points, a draw. (Its golden PNG: tests/host/test_sheet.py.)"""

import xml.etree.ElementTree as ET

import pytest

from host_sim.sheet.sheet import build
from host_sim.sheet.sheet_rows import mode_label
from host_sim.sheet.sheet_svg import svg
from host_sim.sheet.sheet_words import LANGS, WORDS
from picotafel.core.score import score
from picotafel.screens.ui_coiffeur import MODE_NAMES
from sheets import SVG, example, host_sim, in_order, texts


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


def test_coiffeur_svg_parses_and_its_rows_are_the_table():
    s = score(example("coiffeur"))
    root = ET.fromstring(svg(build(s, "fr"), "fr"))
    rows = [texts(g) for g in root.iter(SVG + "g") if g.get("class") == "deal"]
    assert len(rows) == len(s["rows"]) == 10
    totals = texts(next(g for g in root.iter(SVG + "g") if g.get("id") == "totals"))
    assert in_order([str(s["totals"][n]["score"]) for n in s["sides"]], totals)


def test_coiffeur_text_sheet_from_the_command():
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
