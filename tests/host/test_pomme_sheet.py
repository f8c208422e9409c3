"""La Pomme's score sheet (docs/playing.md): its chalk tally of apples and net scores, and
a revoked deal's note."""

import xml.etree.ElementTree as ET

from host_sim.sheet.sheet import build
from host_sim.sheet.sheet_svg import svg
from host_sim.sheet.sheet_text import text
from picotafel.core.score import score
from sheets import SVG, example
from support import log
from test_revoke_rules import POMME, POMME_A, POMME_REST


def test_pomme_tally_shows_the_pommes_as_apples_and_the_net_score():
    s = score(example("pomme"))
    root = ET.fromstring(svg(build(s, "fr"), "fr"))
    tally = next(g for g in root.iter(SVG + "g") if g.get("id") == "tally")
    apples = [p for p in tally.iter(SVG + "path") if p.get("class") == "apple"]
    assert len(apples) == sum(t["pommes"] for t in s["totals"].values())
    nets = [t.text for t in tally.iter(SVG + "text") if t.get("class") == "net"]
    assert nets == [str(t["score"]) for t in s["totals"].values()]


def test_pomme_revoked_deal_says_who_broke_which_trick():
    s = score(log(*POMME, *POMME_A, "revoke Ben 2", *POMME_REST))
    lines = text(build(s, "de"), "de")
    assert "Runde 1: Ben hat im 2. Stich falsch gespielt: der Rest geht an die Gegner" in lines
