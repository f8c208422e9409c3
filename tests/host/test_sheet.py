"""The score sheet (docs/playing.md): `sheet LOG [--png F] [--svg F] [--lang L]` from the
real match log of every registered game (examples/<game>.log), in every language. The SVG
parses and its figures are the score tool's: each deal's as the game's sheet adapter
lists them, the running totals as the log says them deal by deal, the totals, the
winner; the PNG is the golden picture; the chalk boards add up to the side's score; the
language comes from --lang, else from the device's setting. What a game's sheet shows of
its own (its tally, its notes, a table of rows): tests/host/test_<game>_sheet.py."""

import functools
import json
import os
import re
import xml.etree.ElementTree as ET

import pytest

from host_sim.games.game_host import adapter
from host_sim.sheet import sheet_png
from host_sim.sim.png import read_png
from host_sim.sheet.sheet import build
from host_sim.sheet.sheet_rows import chalk
from host_sim.sheet.sheet_svg import svg
from host_sim.sheet.sheet_text import text
from host_sim.sheet.sheet_totals import total
from host_sim.sheet.sheet_words import LANGS, WORDS
from picotafel.screens import font
from picotafel.core import rules
from picotafel.core.score import score
from sheets import (ROOT, SVG, check_golden_png, example, example_path, host_sim, in_order,
                    texts)
from storage_files import OPEN


def row_sheet(game):
    """Game `game`'s sheet adapter if its sheet is a row per deal, listing each deal's
    figures for a side (`figures(d, side)`), else None (a sheet of its own, tested in
    tests/host/test_<game>_sheet.py)."""
    found = adapter(game, "sheet")
    return found if hasattr(found, "figures") else None


GAMES = tuple(g for g in rules.GAMES if row_sheet(g))       # the registry's, in its order
ANY = GAMES[0]                  # a game whose example log the command's tests read


def has_own_sheet_tests(game):
    return os.path.exists(os.path.join(ROOT, "tests", "host", "test_%s_sheet.py" % game))


def after_each_deal(log_text):
    """The log cut after each of its deals (before each `deal` line but the first, and
    whole): what the device had saved once that deal was over."""
    lines = log_text.splitlines(True)
    starts = [i for i, ln in enumerate(lines) if ln.split()[:1] == ["deal"]]
    return ["".join(lines[:i]) for i in starts[1:]] + [log_text]


@functools.lru_cache()
def running(game):
    """Each side's running total after each deal of the game's example log, as the score
    of the log cut after that deal has it (its score, or its penalty)."""
    return [dict((n, total(t)) for n, t in score(cut)["totals"].items())
            for cut in after_each_deal(example(game))]


def deal_figures(game, s, i):
    """The figures deal i's row must show, side by side: each side's figures of the deal
    (none for an annulled deal) as the game's sheet adapter lists them from the score
    (an empty cell shows nothing), then its running total."""
    d = s["deals"][i]
    out = []
    for n in s["totals"]:
        if not d.get("annulled"):
            out += [v for v in row_sheet(game).figures(d, n) if v != ""]
        out.append(running(game)[i][n])
    return [str(v) for v in out]


# The games whose sheet draws each side's chalk board, as their sheets say.
CHALK_BOARDS = tuple(g for g in GAMES if build(score(example(g)))["boards"])


def test_every_registered_game_has_an_example_log_and_its_sheet_tested():
    for game in rules.GAMES:
        assert os.path.exists(os.path.join(ROOT, example_path(game))), game
        assert game in GAMES or has_own_sheet_tests(game), game


def test_the_running_totals_are_the_logs_deal_by_deal():
    for game in GAMES:
        s = score(example(game))
        assert len(running(game)) == len(s["deals"]), game
        assert running(game)[-1] == dict((n, total(t)) for n, t in s["totals"].items())


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
    for i, row in enumerate(rows):
        cells = texts(row)
        assert cells[0] == str(i + 1)
        assert in_order(deal_figures(game, s, i), cells), (i, cells)
    totals = texts(next(g for g in root.iter(SVG + "g") if g.get("id") == "totals"))
    assert in_order([str(total(t)) for t in s["totals"].values()], totals)
    footer = texts(next(g for g in root.iter(SVG + "g") if g.get("id") == "notes"))
    assert WORDS[lang]["winner"] % s["winner"] in footer


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_text_sheet_says_what_score_says(game, lang, tmp_path):
    r = host_sim(["sheet", example_path(game), "--lang", lang])
    assert r.returncode == 0, r.stderr
    s = json.loads(host_sim(["score", example_path(game), "--json"]).stdout)
    lines = r.stdout.splitlines()
    deal = WORDS[lang]["deal"]
    head = next(i for i, ln in enumerate(lines) if ln.split()[:1] == [deal])
    for i in range(len(s["deals"])):
        cells = lines[head + 1 + i].split()
        assert cells[0] == str(i + 1)
        assert in_order(deal_figures(game, s, i), cells), lines[head + 1 + i]
    last = lines[head + 1 + len(s["deals"])].split()
    assert last[0] == WORDS[lang]["total"]
    assert in_order([str(total(t)) for t in s["totals"].values()], last)
    assert lines[-1] == WORDS[lang]["winner"] % s["winner"]


# -- the PNG -----------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", rules.GAMES)
def test_png_is_the_golden_picture(game, lang, tmp_path):
    check_golden_png(build(score(example(game)), lang, example(game)), lang,
                     "%s_%s.png" % (game, lang), tmp_path)


def test_sheet_command_writes_the_svg_and_the_png(tmp_path):
    png, pic = tmp_path / "s.png", tmp_path / "s.svg"
    r = host_sim(["sheet", example_path(ANY), "--png", str(png), "--svg", str(pic)])
    assert r.returncode == 0, r.stderr
    sheet = build(score(example(ANY)), "en", example(ANY))
    assert read_png(str(png))[:2] == sheet_png.draw(sheet, "en", str(tmp_path / "again.png"))
    assert pic.read_text(encoding="utf-8") == svg(sheet, "en")


# -- the chalk boards --------------------------------------------------------------------

@pytest.mark.parametrize("game", CHALK_BOARDS)
def test_chalk_board_adds_up_to_each_sides_score(game):
    s = score(example(game))
    root = ET.fromstring(svg(build(s), "en"))
    boards = [g for g in root.iter(SVG + "g") if g.get("class") == "board"]
    assert [b.get("data-side") for b in boards] == s["sides"]
    runs = [dict((n, 0) for n in s["sides"])] + running(game)
    for b in boards:
        side = b.get("data-side")
        score_total = total(s["totals"][side])
        assert b.get("data-total") == str(score_total)
        rest = int(next(t.text for t in b.iter(SVG + "text")
                        if t.get("class") == "rest").split()[-1])
        strokes = len(list(b.iter(SVG + "line"))) - 3       # the Z is three lines
        h, f, t, r = chalk([after[side] - before[side] for before, after in zip(runs, runs[1:])])
        assert (strokes, rest) == (h + f + t, r)
        assert 100 * h + 50 * f + 20 * t + r == score_total


def test_chalk_puts_each_deal_up_as_hundreds_fifty_twenties_and_a_rest():
    assert chalk([157]) == (1, 1, 0, 7)
    assert chalk([157, 13]) == (1, 1, 1, 0)        # 7 + 13: a twenty, no rest
    assert chalk([257, 0]) == (2, 1, 0, 7)


# -- an unfinished match -----------------------------------------------------------------

def test_unfinished_match_says_the_deal_under_way():
    lines = text(build(score(OPEN), "en"), "en")
    assert lines[-2:] == ["deal 2 under way: 3 tricks played", "not finished"]


# -- the language -----------------------------------------------------------------------

def winner_line(lang):
    return WORDS[lang]["winner"] % score(example(ANY))["winner"]


def test_language_comes_from_the_device_setting_in_the_data_folder(tmp_path):
    (tmp_path / "settings").write_text("sound quiet\nlang fr\n")
    r = host_sim(["sheet", example_path(ANY), "--data", str(tmp_path)])
    assert r.returncode == 0 and r.stdout.splitlines()[-1] == winner_line("fr")
    r = host_sim(["sheet", example_path(ANY), "--data", str(tmp_path), "--lang", "de"])
    assert r.stdout.splitlines()[-1] == winner_line("de")


def test_without_a_setting_the_sheet_is_english(tmp_path):
    r = host_sim(["sheet", example_path(ANY), "--data", str(tmp_path / "none")])
    assert r.returncode == 0 and r.stdout.splitlines()[-1] == winner_line("en")


def test_a_language_the_sheet_does_not_speak_is_refused_or_said(tmp_path):
    r = host_sim(["sheet", example_path(ANY), "--lang", "it"])
    assert r.returncode == 1 and "no language 'it'" in r.stderr and not r.stdout
    (tmp_path / "settings").write_text("lang it\n")
    r = host_sim(["sheet", example_path(ANY), "--data", str(tmp_path)])
    assert r.returncode == 0 and "unknown here: English" in r.stderr
    assert r.stdout.splitlines()[-1] == winner_line("en")
