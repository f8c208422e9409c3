# runs-on: micropython
"""Points instead of cards (docs/rules/points.md), one behaviour per test, each as a match log:
a Schieber or Coiffeur deal entered by `result N P` (the other side 157 - P, a Match),
Schieber's `weis` and `stoeck` after it with the multiplier, the target decided inside
such a deal (Stöck, then Weis, then the side with more card points), Differenzler's
`result` per player summing to 157; cards and points alternating; the obvious mistakes
refused at their line; undo across a points deal; the statements read and written.

Runs on CPython (pytest) and under MicroPython (mp_runner.py): plain asserts only.
"""

from picotafel.core.match import load
from picotafel.core.matchlog import parse_statement, format_statement
from picotafel.core.score import score
from support import log, refusal
from schieber_deals import HEAD as SCHIEBER, head as schieber_head, MIXED
from coiffeur_deals import HEAD as COIFFEUR

DIFF = ("game differenzler", "players Ana Ben Cleo Dan", "dealer Dan")
ESTIMATES = ("estimate Ana 40", "estimate Ben 30", "estimate Cleo 50", "estimate Dan 37")


def sdeal(trump, *lines):
    return ("deal", "trump " + trump) + lines


def last(s):
    return s["deals"][-1]


# -- the statements -------------------------------------------------------------------------

def test_result_weis_and_stoeck_read_and_write_as_the_log_says():
    for line in ("result Ana 87", "result Ben match", "weis Cleo 150", "stoeck Dan"):
        st = parse_statement(line)
        assert format_statement(st) == line
    assert parse_statement("RESULT Ana MATCH") == parse_statement("result Ana match")


def test_a_malformed_result_is_refused_with_its_form():
    line, msg = refusal(log(*SCHIEBER + ("deal", "trump H", "result Ana")))
    assert line == 6 and "result" in msg and "match" in msg
    line, msg = refusal(log(*SCHIEBER + ("deal", "trump H", "result Ana lots")))
    assert line == 6 and "lots" in msg


def test_a_points_deal_is_kept_packed_and_unpacked_the_same():
    text = log(*SCHIEBER + sdeal("push S", "result Ben match", "weis Ben 300", "weis Ben 20",
                                 "stoeck Ana"))
    m = load(text)
    assert m.text() == text
    assert m.undo()[0] == "stoeck" and m.text() == text.replace("stoeck Ana\n", "")


# -- Schieber ----------------------------------------------------------------------------------

def test_schieber_result_gives_a_side_its_points_and_the_other_157_less():
    d = last(score(log(*SCHIEBER + sdeal("H", "result Ben 60"))))
    assert d["points"] == {"Ana+Cleo": 97, "Ben+Dan": 60}
    assert d["total"] == {"Ana+Cleo": 97, "Ben+Dan": 60}
    assert d["entered"] == "points" and d["last_trick"] is None


def test_schieber_result_match_scores_257_and_the_other_side_nothing():
    d = last(score(log(*SCHIEBER + sdeal("O", "result Cleo match"))))
    assert d["match"] == "Ana+Cleo" and d["total"] == {"Ana+Cleo": 257, "Ben+Dan": 0}


def test_weis_and_stoeck_after_the_result_count_with_the_multiplier():
    s = score(log(*schieber_head("mult=swiss") + sdeal("S", "result Ana 100", "weis Ben 50",
                                                        "weis Dan 20", "stoeck Ana")))
    d = last(s)
    assert d["multiplier"] == 2 and d["weis"] == {"Ana+Cleo": 0, "Ben+Dan": 70}
    assert d["stoeck"] == {"Ana+Cleo": 20, "Ben+Dan": 0}
    assert d["total"] == {"Ana+Cleo": (100 + 20) * 2, "Ben+Dan": (57 + 70) * 2}
    assert s["totals"]["Ben+Dan"]["score"] == 254


def test_weis_of_both_sides_is_refused():
    line, msg = refusal(log(*SCHIEBER + sdeal("S", "result Ana 100", "weis Ben 50",
                                              "weis Ana 20")))
    assert line == 8 and "Ben+Dan" in msg


def test_a_weis_of_a_value_no_weis_has_is_refused():
    line, msg = refusal(log(*SCHIEBER + sdeal("S", "result Ana 100", "weis Ben 60")))
    assert line == 7 and "300" in msg


def test_six_weis_lines_score_in_a_deal():
    d = last(score(log(*SCHIEBER + sdeal("S", "result Ana 100", *(["weis Cleo 300"] * 6)))))
    assert d["weis"] == {"Ana+Cleo": 1800, "Ben+Dan": 0}


def test_a_seventh_weis_line_in_a_deal_is_refused():
    line, msg = refusal(log(*SCHIEBER + sdeal("S", "result Ana 100", *(["weis Cleo 300"] * 7))))
    assert line == 13 and "6" in msg and "weis" in msg


def test_the_six_weis_lines_are_counted_per_deal():
    six = ["weis Ben 20"] * 6
    s = score(log(*SCHIEBER + sdeal("S", "result Ana 100", *six) + sdeal("H", "result Ben 90",
                                                                            *six)))
    assert [d["weis"]["Ben+Dan"] for d in s["deals"]] == [120, 120]


def test_stoeck_needs_a_suit_trump_and_goes_once():
    line, msg = refusal(log(*SCHIEBER + sdeal("U", "result Ana 100", "stoeck Ana")))
    assert line == 7 and "trump" in msg
    line, msg = refusal(log(*SCHIEBER + sdeal("C", "result Ana 100", "stoeck Ana",
                                              "stoeck Ben")))
    assert line == 8 and "once" in msg


def test_weis_and_stoeck_only_after_a_result():
    line, msg = refusal(log(*SCHIEBER + sdeal("S", MIXED[0], "weis Ben 50")))
    assert line == 7 and "result" in msg
    line, msg = refusal(log(*SCHIEBER + sdeal("S", "stoeck Ana")))
    assert line == 6 and "result" in msg


def test_more_than_157_card_points_is_refused():
    line, msg = refusal(log(*SCHIEBER + sdeal("S", "result Ana 158")))
    assert line == 6 and "157" in msg and "158" in msg


def test_a_result_after_the_first_card_or_a_weis_is_refused():
    line, msg = refusal(log(*SCHIEBER + sdeal("O", MIXED[0], "result Ana 80")))
    assert line == 7 and "first card" in msg
    line, msg = refusal(log(*SCHIEBER + sdeal("O", "meld Ana 6S 7S 8S", "result Ana 80")))
    assert line == 7


def test_a_trick_after_the_result_is_refused_the_deal_is_over():
    line, msg = refusal(log(*SCHIEBER + sdeal("O", "result Ana 80", MIXED[0])))
    assert line == 7 and "over" in msg


def test_cards_and_points_alternate_from_deal_to_deal():
    s = score(log(*SCHIEBER + sdeal("O", "result Ana 80") + sdeal("O", *MIXED)
                  + sdeal("H", "result Dan 30")))
    assert [d["entered"] for d in s["deals"]] == ["points", "cards", "points"]
    assert s["totals"]["Ana+Cleo"]["score"] == \
        80 + s["deals"][1]["total"]["Ana+Cleo"] + 127


def test_target_inside_a_points_deal_stoeck_counts_first():
    # Ana+Cleo 150 in cards, Ben+Dan 7 + Stöck: both past 20; Stöck first.
    s = score(log(*schieber_head("target=20") + sdeal("H", "result Ana 150", "stoeck Ben")))
    assert s["finished"] and s["winner"] == "Ben+Dan"


def test_target_inside_a_points_deal_weis_counts_before_the_card_points():
    s = score(log(*schieber_head("target=50") + sdeal("H", "result Ana 150", "weis Dan 50")))
    assert s["winner"] == "Ben+Dan"


def test_target_inside_a_points_deal_then_the_side_with_more_card_points():
    s = score(log(*schieber_head("target=5") + sdeal("O", "result Ana 60")))
    assert s["winner"] == "Ben+Dan"                 # 97 against 60: both past 5
    s = score(log(*schieber_head("target=5") + sdeal("O", "result Ben match")))
    assert s["winner"] == "Ben+Dan"


def test_a_stoeck_after_the_winning_result_may_turn_the_winner():
    text = log(*schieber_head("target=100") + sdeal("S", "result Ana 140"))
    assert score(text)["winner"] == "Ana+Cleo" and score(text)["finished"]
    s = score(text + "stoeck Dan\n")
    assert s["winner"] == "Ana+Cleo"               # Ben+Dan: 17 + 20, not past 100
    s = score(log(*schieber_head("target=20") + sdeal("S", "result Ana 140", "stoeck Dan")))
    assert s["winner"] == "Ben+Dan"               # both past 20: Stöck first


def test_a_deal_after_a_points_deal_that_won_is_refused():
    line, msg = refusal(log(*schieber_head("target=100") + sdeal("S", "result Ana 140")
                            + ("deal",)))
    assert "won" in msg


# -- Coiffeur ----------------------------------------------------------------------------------

def test_coiffeur_result_writes_the_choosers_side_points_times_the_row():
    d = last(score(log(*COIFFEUR + sdeal("H", "result Ben 60"))))     # Ana chose ♥ x4
    assert d["points"] == {"Ana+Cleo": 97, "Ben+Dan": 60}
    assert d["total"] == {"Ana+Cleo": 388, "Ben+Dan": 0} and d["entered"] == "points"


def test_coiffeur_result_match_writes_257_times_the_row():
    d = last(score(log(*COIFFEUR + sdeal("push push U", "result Cleo match"))))
    assert d["total"]["Ana+Cleo"] == 257 * 6


def test_coiffeur_has_no_weis_or_stoeck():
    line, msg = refusal(log(*COIFFEUR + sdeal("S", "result Ana 100", "weis Ana 50")))
    assert line == 7 and "weis" in msg


# -- Differenzler ------------------------------------------------------------------------------

def diff(*results):
    return log(*DIFF + ("deal 6H",) + ESTIMATES + results)


def test_differenzler_each_players_points_summing_to_157_score_the_deal():
    s = score(diff("result Ana 40", "result Ben 20", "result Cleo 60", "result Dan 37"))
    d = last(s)
    assert d["points"] == {"Ana": 40, "Ben": 20, "Cleo": 60, "Dan": 37}
    assert d["penalties"] == {"Ana": 0, "Ben": 10, "Cleo": 10, "Dan": 0}
    assert d["entered"] == "points" and d["last_trick"] is None


def test_differenzler_results_that_do_not_add_up_to_157_are_refused():
    line, msg = refusal(diff("result Ana 40", "result Ben 20", "result Cleo 60", "result Dan 30"))
    assert line == 12 and "150" in msg and "157" in msg
    line, msg = refusal(diff("result Ana 100", "result Ben 60"))     # past 157 at once
    assert line == 10 and "160" in msg


def test_differenzler_a_players_result_twice_or_a_match_is_refused():
    line, msg = refusal(diff("result Ana 40", "result Ana 20"))
    assert line == 10 and "Ana" in msg
    line, msg = refusal(diff("result Ana match"))
    assert line == 9


def test_differenzler_results_come_after_every_estimate():
    line, msg = refusal(log(*DIFF + ("deal 6H", "estimate Ana 40", "result Ana 40")))
    assert line == 6 and "Ben" in msg


def test_differenzler_no_trick_once_results_began():
    line, msg = refusal(diff("result Ana 40", "trick 6S 7S 8S 9S"))
    assert line == 10 and "result" in msg


def test_differenzler_points_deals_count_towards_the_deals():
    one = ("deal 6H",) + ESTIMATES + ("result Ana 40", "result Ben 27", "result Cleo 55",
                                      "result Dan 35")
    s = score(log(*("game differenzler", "option deals=1") + DIFF[1:] + one))
    assert s["finished"] and s["winner"] == "Ana"


# -- undo --------------------------------------------------------------------------------------

def test_undo_takes_a_points_deal_back_line_by_line_as_any_deal():
    text = log(*SCHIEBER + sdeal("S", "result Ana 100", "weis Ben 50", "stoeck Ana")
               + sdeal("O", "result Ben 40"))
    m = load(text)
    before = score(text)
    for word in ("result", "trump", "deal", "stoeck", "weis", "result"):
        assert m.undo()[0] == word
    assert m.game.phase() == "play" and not m.game.results
    for line in text.splitlines()[-6:]:
        m.apply(parse_statement(line))
    assert m.text() == text and score(m.text()) == before
