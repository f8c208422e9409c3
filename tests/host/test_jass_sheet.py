"""Jass's score sheet (docs/playing.md): the README's picture is its German sheet, and a
revoked deal gives the rest to the other side and says so."""

import xml.etree.ElementTree as ET

from host_sim.sheet import sheet_png
from host_sim.sheet.sheet import build
from host_sim.sheet.sheet_svg import svg
from host_sim.sim.png import read_png
from picotafel.core.score import score
from sheets import ROOT, SVG, example, texts
from support import log
from test_revoke_rules import JASS, JASS_LAST, JASS_TRICKS


def test_readme_picture_is_the_german_jass_sheet(tmp_path):
    got = str(tmp_path / "jass.png")
    sheet_png.draw(build(score(example("jass")), "de", example("jass")), "de", got)
    assert read_png(got) == read_png(ROOT + "/examples/jass-sheet.png"), \
        "run: python3 -m host_sim sheet examples/jass.log --lang de --png examples/jass-sheet.png"


def test_jass_revoked_deal_gives_the_rest_to_the_other_side_on_the_sheet():
    s = score(log(*JASS, *JASS_TRICKS, "revoke Max 2", JASS_LAST))
    sheet = build(s, "en")
    note = sheet["rows"][0][2]
    assert "Max broke a rule in trick 2" in note and "Ana+Cleo took every trick" in note
    root = ET.fromstring(svg(sheet, "en"))
    assert "257" in texts(next(g for g in root.iter(SVG + "g") if g.get("id") == "totals"))
