"""Differenzler's score sheet (docs/playing.md): an annulled deal scores nothing and says
so; a deal entered by its points says so."""

from host_sim.sheet.sheet import build
from host_sim.sheet.sheet_text import text
from picotafel.core.score import score
from support import log
from test_revoke_rules import DIFF, DIFF_A, ESTS


def test_differenzler_annulled_deal_scores_nothing_and_says_so():
    s = score(log(*DIFF, "deal QD", *ESTS, DIFF_A[0], "revoke Dan 1", "deal QD", *ESTS,
                  *DIFF_A))
    sheet = build(s, "es")
    first, second = sheet["rows"]
    assert first[2] == "anulada: Dan hizo renuncio en la baza 1"
    assert [c[:3] for c in first[1]] == [["-", "-", "-"]] * 4
    assert [c[3] for c in first[1]] == ["0"] * 4          # the running totals stand
    assert [c[3] for c in second[1]] == [str(s["totals"][n]["penalty"]) for n in s["players"]]


def test_differenzler_deal_entered_by_its_points_says_so():
    s = score(log(*DIFF, "deal QD", *ESTS, "result Ana 40", "result Ben 37", "result Cleo 40",
                  "result Dan 40"))
    assert "Runde 1: mit Punkten erfasst, ohne Karten" in text(build(s, "de"), "de")
