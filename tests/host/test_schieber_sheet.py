"""Schieber's score sheet (docs/playing.md): a row names the trump mode, who chose it, the
push and the multiplier; the Match and the Stöck stand in their columns; a revoked deal
and a deal entered by its points say so."""

from host_sim.sheet.sheet import build
from host_sim.sheet.sheet_text import text
from picotafel.core.score import score
from schieber_deals import HEAD as SCHIEBER, MIXED, SUITS, ben_leads, head
from sheets import example, svg_rows
from support import log


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


def test_schieber_revoked_deal_says_who_broke_which_trick_and_gives_the_rest_away():
    s = score(log(*SCHIEBER + ("deal", "trump O", MIXED[0], MIXED[1], "revoke Ben 2")
                  + MIXED[2:]))
    lines = text(build(s, "fr"), "fr")
    assert "donne 1: Ben a fait une faute au pli 2 : le reste à l'adversaire" in lines
    row = svg_rows(build(s, "fr"), "fr")[0]
    assert row[-12:] == ["157", "0", "0", "100", "257", "257", "0", "0", "0", "0", "0", "0"]


def test_schieber_deal_entered_by_its_points_says_so():
    s = score(log(*SCHIEBER + ("deal", "trump O", "result Ana 80", "deal", "trump H")
                  + ben_leads()))
    sheet = build(s, "en")
    assert sheet["rows"][0][2] == "entered by its points, not its cards"
    assert sheet["rows"][1][2] == ""
