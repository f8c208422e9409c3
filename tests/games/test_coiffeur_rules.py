# runs-on: micropython
"""Coiffeur rules, one behaviour per test, each as a match log (docs/rules/coiffeur.md):
the rows and their multipliers, the choice pushed round the table, the chooser leading,
the joker rows, Slalom and Guschti (rows=10), only the chooser's side writing, Match and
no tricks, mult=1, the end after every row of both sides, a draw, a revoke; the log's
refusals at their line.

Runs on CPython (pytest) and under MicroPython (mp_runner.py): plain asserts only.
"""

from picotafel.core.match import load
from picotafel.core.score import score
from support import log, refusal
from coiffeur_deals import HEAD, head, SUITS, deal, points_deal, both_sides
from schieber_deals import MIXED

ALL8 = ("S", "C", "D", "H", "O", "U", "H", "H")      # the last two fill the jokers


def deals(s):
    return s["deals"]


def last(s):
    return s["deals"][-1]


# -- the choice: who chooses, pushes, who leads ----------------------------------------

def test_the_player_after_the_dealer_chooses_and_leads():
    d = last(score(log(*HEAD + deal("S", *SUITS))))
    assert (d["chooser"], d["pushes"], d["side"]) == ("Ana", 0, "Ana+Cleo")
    assert d["points"] == {"Ana+Cleo": 157, "Ben+Dan": 0}       # Ana led and took all


def test_a_push_passes_the_choice_to_the_next_player_who_leads():
    # Ben chooses hearts and leads his hearts: every trick his (Ana's spades are no trump).
    ben_first = tuple("trick %sH %sD %sC %sS" % (r, r, r, r) for r in "6789TJQKA")
    d = last(score(log(*HEAD + deal("push H", *ben_first))))
    assert (d["chooser"], d["pushes"], d["side"]) == ("Ben", 1, "Ben+Dan")
    assert d["match"] == "Ben+Dan" and d["total"]["Ben+Dan"] == 257 * 4


def test_each_push_goes_one_player_on_and_four_bring_it_back_to_the_first():
    for pushes, who in ((2, "Cleo"), (3, "Dan"), (4, "Ana")):
        d = last(score(log(*HEAD + points_deal("push " * pushes + "O", "Ana 80"))))
        assert d["chooser"] == who and d["pushes"] == pushes


def test_a_fifth_push_is_refused():
    line, msg = refusal(log(*HEAD + ("deal", "trump push push push push push O")))
    assert line == 5 and "4 pushes" in msg


# Ana+Cleo fill their 8 rows in 9 deals (Ben and Dan push to them), Ben+Dan one (♠);
# deal 10 is Ben's to choose, deal 11 Cleo's, whose side has no row left.
FULL = (points_deal("S", "Ana 90") + points_deal("push C", "Ana 90")
        + points_deal("D", "Ana 90") + points_deal("push H", "Ana 90")
        + points_deal("O", "Ana 90") + points_deal("push U", "Ana 90")
        + points_deal("H", "Ana 90") + points_deal("S", "Ben 70")
        + points_deal("H", "Ana 90") + points_deal("D", "Ben 70"))


def test_a_side_that_has_filled_every_row_must_push():
    s = score(log(*HEAD + FULL))
    assert s["totals"]["Ana+Cleo"]["rows_left"] == 0 and not s["finished"]
    line, msg = refusal(log(*HEAD + FULL + ("deal", "trump C")))     # Ben deals: Cleo
    assert line == 3 + len(FULL) + 2 and "Cleo" in msg and "push" in msg
    d = last(score(log(*HEAD + FULL + points_deal("push S", "Dan 50"))))
    assert d["chooser"] == "Dan" and d["row"] == "joker1"           # his ♠ is filled


def test_four_pushes_back_to_a_full_side_give_the_choice_to_the_next_with_a_free_row():
    # Cleo (full) Dan, Ana (full), Ben push; back to Cleo, whose side is full: Dan.
    d = last(score(log(*HEAD + FULL + points_deal("push push push push C", "Dan 50"))))
    assert d["chooser"] == "Dan" and d["pushes"] == 4 and d["row"] == "C"


# -- rows and multipliers ------------------------------------------------------------------

def test_each_mode_fills_its_own_row_with_its_multiplier():
    s = score(log(*HEAD + both_sides(ALL8[:6], "Ana 100", "Ben 100")))
    got = [(d["row"], d["multiplier"], d["side"]) for d in deals(s)]
    assert got == [(m, k, side) for m, k in zip("SCDHOU", range(1, 7))
                   for side in ("Ana+Cleo", "Ben+Dan")]
    assert s["totals"]["Ana+Cleo"]["score"] == 100 * (1 + 2 + 3 + 4 + 5 + 6)


def test_a_mode_whose_row_is_filled_fills_the_first_free_joker_row():
    s = score(log(*HEAD + points_deal("H", "Ana 100") + points_deal("S", "Ben 10")
                  + points_deal("H", "Ana 100") + points_deal("S", "Ben 10")
                  + points_deal("H", "Ana 100")))
    assert [d["row"] for d in deals(s)][::2] == ["H", "joker1", "joker2"]
    assert [d["multiplier"] for d in deals(s)][::2] == [4, 7, 8]


def test_joker_plays_a_joker_row_while_the_modes_own_row_is_free():
    d = last(score(log(*HEAD + points_deal("joker S", "Ana 100"))))
    assert (d["trump"], d["row"], d["multiplier"], d["total"]["Ana+Cleo"]) == \
        ("S", "joker1", 7, 700)
    assert score(log(*HEAD + points_deal("joker S", "Ana 100")))["board"]["Ana+Cleo"]["S"] is None


def test_a_filled_mode_with_both_jokers_filled_is_refused():
    filled = (points_deal("H", "Ana 1") + points_deal("S", "Ben 1")) * 3
    line, msg = refusal(log(*HEAD + filled + ("deal", "trump H")))
    assert line == 3 + len(filled) + 2 and "Ana+Cleo" in msg and "\u2665" in msg
    line, msg = refusal(log(*HEAD + filled + ("deal", "trump joker O")))
    assert line == 3 + len(filled) + 2


def test_slalom_and_guschti_need_rows_10():
    line, msg = refusal(log(*HEAD + ("deal", "trump slalom O")))
    assert line == 5 and "rows=10" in msg
    d = last(score(log(*head("rows=10") + points_deal("slalom O", "Ana 100"))))
    assert (d["row"], d["multiplier"]) == ("slalom", 9)
    d = last(score(log(*head("rows=10") + points_deal("guschti U", "Ana 100"))))
    assert (d["trump"], d["row"], d["multiplier"]) == ("guschti U", "guschti", 10)


def test_a_joker_slalom_and_a_second_slalom_are_refused():
    line, msg = refusal(log(*head("rows=10") + ("deal", "trump joker slalom O")))
    assert line == 6 and "joker" in msg
    twice = points_deal("slalom O", "Ana 1") + points_deal("S", "Ben 1")
    line, msg = refusal(log(*head("rows=10") + twice + ("deal", "trump slalom U")))
    assert line == 6 + len(twice) and "Slalom" in msg


def test_slalom_alternates_obenabe_and_undenufe_and_counts_in_the_starting_mode():
    # Slalom O: trick 1 by Obenabe (10♠ high: Ana, 10+8), trick 2 by Undenufe (9♠ high:
    # Ben), its cards counted in Obenabe (A 11, J 2, K 4).
    m = load(log(*head("rows=10") + deal("slalom O", "trick TS 7S 6S 8S", "trick AS 9S JS KS")))
    assert m.game.deal.leader == 1
    cur = score(m.text())["current"]
    assert cur["points"] == {"Ana+Cleo": 18, "Ben+Dan": 17}
    # Slalom U: trick 1 by Undenufe (6♠ high: Ana), counted in Undenufe (6 11, 8 8).
    cur = score(log(*head("rows=10") + deal("slalom U", "trick 6S 7S 9S 8S")))["current"]
    assert cur["points"] == {"Ana+Cleo": 19, "Ben+Dan": 0}


def test_guschti_plays_five_tricks_in_the_starting_mode_then_four_in_the_other():
    five = ("trick 6H 7H 8H 9H", "trick 6D 7D 8D 9D", "trick 6C 7C 8C 9C",
            "trick 6S 7S 8S 9S", "trick TH JH QH KH")
    m = load(log(*head("rows=10") + deal("guschti O", *five)))
    assert m.game.deal.leader == 3              # trick 5 by Obenabe: Dan's K♥
    m = load(log(*head("rows=10") + deal("guschti O", *five + ("trick TD JD QD KD",))))
    assert m.game.deal.leader == 3              # trick 6 by Undenufe: Dan's 10♦, not Cleo's K♦


def test_a_slalom_deal_still_totals_157():
    d = last(score(log(*head("rows=10") + deal("slalom U", *SUITS))))
    assert sum(d["points"].values()) == 157 and d["total"]["Ana+Cleo"] == 257 * 9


# -- what is written ------------------------------------------------------------------------

def test_only_the_choosers_side_writes_its_points_times_the_multiplier():
    # Obenabe chosen by Ana: Ana+Cleo take 11, Ben+Dan 146 (schieber_deals.MIXED).
    d = last(score(log(*HEAD + deal("O", *MIXED))))
    assert d["points"] == {"Ana+Cleo": 11, "Ben+Dan": 146}
    assert d["total"] == {"Ana+Cleo": 55, "Ben+Dan": 0}


def test_all_nine_tricks_write_257_times_the_multiplier():
    d = last(score(log(*HEAD + deal("D", *SUITS))))              # Ana's spades take all
    assert d["match"] == "Ana+Cleo" and d["total"] == {"Ana+Cleo": 257 * 3, "Ben+Dan": 0}


def test_no_tricks_write_nothing():
    d = last(score(log(*HEAD + points_deal("O", "Ben match"))))
    assert d["points"] == {"Ana+Cleo": 0, "Ben+Dan": 157} and d["match"] == "Ben+Dan"
    assert d["total"] == {"Ana+Cleo": 0, "Ben+Dan": 0}
    assert score(log(*HEAD + points_deal("O", "Ben match")))["board"]["Ana+Cleo"]["O"] == 0


def test_mult_1_counts_every_row_once():
    s = score(log(*head("mult=1") + points_deal("U", "Ana 100") + points_deal("S", "Ben 1")
                  + points_deal("joker U", "Ana 100")))
    assert [d["multiplier"] for d in deals(s)] == [1, 1, 1]
    assert s["totals"]["Ana+Cleo"]["score"] == 200


def test_the_match_ends_when_both_sides_have_filled_every_row_the_higher_total_wins():
    s = score(log(*HEAD + both_sides(ALL8, "Ana 100", "Ben 99")))
    assert s["finished"] and len(s["deals"]) == 16 and s["winner"] == "Ana+Cleo"
    assert s["totals"]["Ana+Cleo"]["score"] == 100 * 36 and not s["draw"]
    s = score(log(*HEAD + both_sides(ALL8[:-1], "Ana 100", "Ben 99")))
    assert not s["finished"]


def test_a_draw_keeps_the_game_contract_finished_over_and_no_winner():
    both = ["deal\ntrump %s\nresult %s 80\n" % (m, p) for m in "SCDHOUHH" for p in ("Ana", "Ben")]
    m = load("game coiffeur\nplayers Ana Ben Cleo Dan\ndealer Dan\n" + "".join(both))
    assert m.game.finished and m.finished and m.game.phase() == "over"
    assert m.winner is None and m.game.totals[0] == m.game.totals[1]


def test_equal_totals_are_a_draw():
    s = score(log(*HEAD + both_sides(ALL8, "Ana 80", "Ben 80")))
    assert s["finished"] and s["winner"] is None and s["draw"]


def test_a_deal_after_the_end_is_refused():
    whole = both_sides(ALL8, "Ana 80", "Ben 80")
    line, msg = refusal(log(*HEAD + whole + ("deal",)))
    assert line == 3 + len(whole) + 1 and "draw" in msg
    whole = both_sides(ALL8, "Ana 80", "Ben 81")
    line, msg = refusal(log(*HEAD + whole + ("deal",)))
    assert "Ben+Dan won" in msg


def test_ten_rows_make_twenty_deals():
    modes = ALL8 + ("slalom O", "guschti U")
    s = score(log(*head("rows=10") + both_sides(modes)))
    assert s["finished"] and len(s["deals"]) == 20
    assert s["totals"]["Ana+Cleo"]["score"] == 100 * 55


# -- the deal's play --------------------------------------------------------------------------

def test_a_trick_before_the_choice_is_refused():
    line, msg = refusal(log(*HEAD + ("deal", SUITS[0])))
    assert line == 5 and "trump" in msg


def test_the_chooser_leads_the_first_trick():
    # Ben chose after a push: the first trick's first card is his (a heart).
    m = load(log(*HEAD + deal("push O", "trick 6H 6D 6C 6S")))
    assert m.game.deal.tricks[0][0] == 1


def test_without_trump_a_suit_not_followed_is_refused_later():
    line, msg = refusal(log(*HEAD + deal("O", "trick 6S 6H 6D 6C", "trick 7S 8S 7D 7C")))
    assert line == 7 and msg == "Ben showed no \u2660 in trick 1"


def test_a_revoke_gives_the_trick_and_the_rest_to_the_other_side():
    s = score(log(*HEAD + deal("O", SUITS[0], SUITS[1], "revoke Cleo 2", *SUITS[2:])))
    d = last(s)
    assert d["revoke"] == {"player": "Cleo", "trick": 2}
    assert d["points"]["Ben+Dan"] > 0 and d["match"] is None
    assert d["total"]["Ana+Cleo"] == d["points"]["Ana+Cleo"] * 5


def test_score_json_per_deal_in_the_style_of_schieber():
    s = score(log(*HEAD + deal("push H", *tuple("trick %sH %sD %sC %sS" % (r, r, r, r)
                                                   for r in "6789TJQKA"))))
    assert sorted(last(s)) == ["chooser", "dealer", "entered", "last_trick", "match",
                               "multiplier", "points", "pushes", "revoke", "row", "side",
                               "total", "trump"]
    assert s["sides"] == ["Ana+Cleo", "Ben+Dan"] and last(s)["entered"] == "cards"
    assert s["rows"][:2] == [["S", 1], ["C", 2]] and len(s["rows"]) == 8
    assert s["board"]["Ben+Dan"]["H"] == 257 * 4 and s["board"]["Ana+Cleo"]["H"] is None
    assert s["totals"] == {"Ana+Cleo": {"score": 0, "rows_left": 8},
                           "Ben+Dan": {"score": 1028, "rows_left": 7}}
