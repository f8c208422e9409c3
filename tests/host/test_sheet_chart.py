"""A match's story as a chart on the score sheet (docs/playing.md, the score sheet): each
player's or side's running total after every deal, read in black and white."""

import xml.etree.ElementTree as ET

import pytest

from host_sim.sheet import sheet_png
from host_sim.sheet.sheet import build
from host_sim.sheet.sheet_chart import scale, series, spread
from host_sim.sheet.sheet_svg import svg
from host_sim.sheet.sheet_totals import total
from host_sim.sheet.sheet_words import LANGS, WORDS
from picotafel.core.rules import GAMES
from picotafel.core.score import score
from sheets import SVG, example
from support import log
from test_revoke_rules import DIFF, DIFF_A, ESTS


def after_each_deal(text):
    """The log cut after each of its deals, by hand: every line before the next deal."""
    lines = text.splitlines(keepends=True)
    starts = [i for i, line in enumerate(lines) if line.split()[:1] == ["deal"]]
    return ["".join(lines[:i]) for i in starts[1:]] + [text]


@pytest.mark.parametrize("game", GAMES)
def test_each_point_is_the_score_of_the_log_cut_after_that_deal(game):
    text = example(game)
    s = score(text)
    runs = dict(series(s, text))
    for i, cut in enumerate(after_each_deal(text)[:len(s["deals"])]):
        for name, t in score(cut)["totals"].items():
            assert runs[name][i + 1] == total(t), (game, i, name)


@pytest.mark.parametrize("game", GAMES)
def test_the_chart_starts_at_nought_and_ends_at_the_totals(game):
    s = score(example(game))
    for name, vs in series(s, example(game)):
        assert vs[0] == 0 and vs[-1] == total(s["totals"][name])
        assert len(vs) == len(s["deals"]) + 1


def test_an_annulled_deal_keeps_the_line_level():
    text = log(*DIFF, "deal QD", *ESTS, DIFF_A[0], "revoke Dan 1", "deal QD", *ESTS, *DIFF_A)
    runs = dict(series(score(text), text))
    assert all(vs[1] == 0 for vs in runs.values())
    assert any(vs[2] > 0 for vs in runs.values())


def test_a_deal_under_way_is_not_on_the_chart():
    text = after_each_deal(example("pomme"))[2] + "deal 9C\ntrick JH AC\n"
    s = score(text)
    assert [len(vs) for _, vs in series(s, text)] == [4, 4]


def test_without_a_deal_or_without_the_log_there_is_no_chart():
    text = "game pomme\nplayers Ana Ben\n"
    assert build(score(text), "en", text)["chart"] is None
    assert build(score(example("jass")), "en")["chart"] is None


@pytest.mark.parametrize("lang", LANGS)
def test_the_svg_chart_has_a_line_per_side_told_apart_without_colour(lang):
    text = example("differenzler")
    s = score(text)
    root = ET.fromstring(svg(build(s, lang, text), lang))
    chart = next(g for g in root.iter(SVG + "g") if g.get("id") == "chart")
    lines = [p for p in chart.iter(SVG + "polyline") if p.get("class") == "series"]
    assert [p.get("data-name") for p in lines] == s["players"]
    assert len({p.get("stroke-dasharray") for p in lines}) == len(lines)
    colours = {e.get(a) for e in chart.iter() for a in ("stroke", "fill") if e.get(a)}
    assert colours <= {"black", "white", "none"}
    words = [t.text for t in chart.iter(SVG + "text")]
    assert WORDS[lang]["chart"] in words and WORDS[lang]["deal"] in words
    for name in s["players"]:
        assert "%s %d" % (name, s["totals"][name]["penalty"]) in words


def test_the_svg_lines_run_through_each_deals_total_in_order():
    text = example("schieber")
    s = score(text)
    root = ET.fromstring(svg(build(s, "en", text), "en"))
    for p in root.iter(SVG + "polyline"):
        pts = [tuple(map(float, xy.split(","))) for xy in p.get("points").split()]
        vs = dict(series(s, text))[p.get("data-name")]
        assert len(pts) == len(vs)
        assert [x for x, _ in pts] == sorted(x for x, _ in pts)
        # higher totals are drawn higher (smaller y)
        for (_, ya), (_, yb), va, vb in zip(pts, pts[1:], vs, vs[1:]):
            assert (ya > yb) == (vb > va) or va == vb


def test_the_png_has_the_chart_below_the_sheet(tmp_path):
    text = example("pomme")
    s = score(text)
    with_chart = sheet_png.draw(build(s, "en", text), "en", str(tmp_path / "a.png"))
    without = sheet_png.draw(build(s, "en"), "en", str(tmp_path / "b.png"))
    assert with_chart[0] == without[0]
    assert with_chart[1] - without[1] == sheet_png.SCALE * sheet_png.chart_height(
        build(s, "en", text))


def test_the_scale_holds_every_value_in_round_steps():
    assert scale([0, 7, 3]) == (0, 8, 2)
    assert scale([0, 1042, 781]) == (0, 1500, 500)
    low, high, step = scale([0, -2, 7])
    assert low <= -2 and high >= 7 and step in (1, 2, 5)


def test_names_at_the_lines_ends_are_moved_apart():
    assert spread([10.0, 11.0, 30.0], 4.0) == [10.0, 14.0, 30.0]
    assert spread([20.0, 19.0], 4.0) == [23.0, 19.0]
