# runs-on: micropython
"""Schieber rules, one behaviour per test, each as a match log (docs/rules/schieber.md):
card order and points in each trump mode, the trump chosen or pushed, Match, the best
Weis, Stöck, the multipliers, the target with "Stöck - Wis - Stich", obligations in each
mode refused at their line.

Runs on CPython (pytest) and under MicroPython (mp_runner.py): plain asserts only.
"""

from picotafel.core.cards import DECK, parse_card, points, trick_winner, OBENABE, UNDENUFE
from picotafel.core.score import score
from support import log, refusal
from schieber_deals import HEAD, head, SUITS, MIXED, ben_leads

HEARTS = 1
SPADES = 0


def cards(text):
    return [parse_card(t) for t in text.split()]


def deal(trump, *lines):
    return ("deal", "trump " + trump) + tuple(lines)


def total(s, side, deal=-1):
    return s["deals"][deal]["total"][side]


# -- card order and points in each mode ----------------------------------------------

def test_obenabe_ace_high_and_the_eight_takes_8():
    assert trick_winner(cards("KS AS 6S"), OBENABE) == 1
    assert [points(c, OBENABE) for c in cards("AS TS 8S KS QS JS 9S 7S 6S")] == \
        [11, 10, 8, 4, 3, 2, 0, 0, 0]


def test_undenufe_six_high_takes_11_and_the_ace_nothing():
    assert trick_winner(cards("7S 6S AS"), UNDENUFE) == 1
    assert [points(c, UNDENUFE) for c in cards("6S TS 8S KS QS JS 9S 7S AS")] == \
        [11, 10, 8, 4, 3, 2, 0, 0, 0]


def test_no_trump_mode_never_trumps_a_suit():
    assert trick_winner(cards("7S AH 6C"), OBENABE) == 0
    assert trick_winner(cards("7S AH 6C"), UNDENUFE) == 0


def test_suit_trump_buur_20_nell_14_and_trumps_win():
    assert [points(c, HEARTS) for c in cards("JH 9H AH 8H")] == [20, 14, 11, 0]
    assert trick_winner(cards("AS 6H KS"), HEARTS) == 1
    assert trick_winner(cards("9H JH AH"), HEARTS) == 1


def test_every_mode_deals_152_in_cards_157_with_the_last_trick():
    for mode in range(6):
        assert sum(points(c, mode) for c in DECK) == 152, mode
    for mode in "OU":
        s = score(log(*HEAD + deal(mode, *SUITS)))
        assert sum(s["deals"][0]["points"].values()) == 157, mode


def test_obenabe_deal_points_per_side():
    s = score(log(*HEAD + deal("O", *MIXED)))
    assert s["deals"][0]["points"] == {"Ana+Cleo": 11, "Ben+Dan": 146}
    assert s["deals"][0]["last_trick"] == "Ben"


# -- the trump, chosen or pushed ------------------------------------------------------

def test_the_player_after_the_dealer_chooses():
    d = score(log(*HEAD + deal("O", *MIXED)))["deals"][0]
    assert (d["trump"], d["chooser"], d["pushed"]) == ("O", "Ana", False)


def test_a_push_lets_the_partner_choose_and_the_same_player_leads():
    d = score(log(*HEAD + deal("push O", *MIXED)))["deals"][0]
    assert (d["trump"], d["chooser"], d["pushed"]) == ("O", "Cleo", True)


def test_a_trick_before_the_trump_is_refused():
    line, msg = refusal(log(*HEAD + ("deal", MIXED[0])))
    assert line == 5 and "trump" in msg


def test_the_trump_stands_once_per_deal():
    line, msg = refusal(log(*HEAD + ("deal", "trump O", "trump push H")))
    assert line == 6 and "chosen already" in msg


def test_a_schieber_deal_turns_up_no_card():
    line, msg = refusal(log(*HEAD + ("deal 6S",)))
    assert line == 4 and "no card" in msg


# -- Match, Weis and Stöck -----------------------------------------------------------

def test_all_nine_tricks_are_a_match_worth_100_more():
    d = score(log(*HEAD + deal("O", *SUITS)))["deals"][0]
    assert d["points"] == {"Ana+Cleo": 157, "Ben+Dan": 0}
    assert d["match"] == "Ana+Cleo"
    assert d["total"] == {"Ana+Cleo": 257, "Ben+Dan": 0}


def test_stoeck_seen_when_one_player_plays_king_and_queen_of_trump():
    d = score(log(*HEAD + deal("H", *ben_leads())))["deals"][0]
    assert d["stoeck"] == {"Ana+Cleo": 0, "Ben+Dan": 20}
    assert d["total"]["Ben+Dan"] == 157 + 100 + 20


def test_no_stoeck_without_trump():
    d = score(log(*HEAD + deal("U", *SUITS)))["deals"][0]
    assert d["stoeck"] == {"Ana+Cleo": 0, "Ben+Dan": 0}


def test_only_the_side_with_the_best_weis_scores():
    s = score(log(*HEAD + deal("O", MIXED[0], "meld Ben 6H 7H 8H", "meld Ana 6S 7S 8S 9S",
                               *MIXED[1:])))
    assert s["deals"][0]["weis"] == {"Ana+Cleo": 50, "Ben+Dan": 0}


def test_equal_weis_the_higher_top_card_wins():
    s = score(log(*HEAD + deal("O", MIXED[0], "meld Ana 6S 7S 8S", "meld Ben 9H TH JH",
                               *MIXED[1:])))
    assert s["deals"][0]["weis"] == {"Ana+Cleo": 0, "Ben+Dan": 20}


def test_equal_weis_equal_top_the_trump_run_wins():
    weis = ("meld Ana 7S 8S 9S", "meld Ben 7H 8H 9H")
    s = score(log(*HEAD + deal("H", SUITS[0], *weis + ben_leads()[1:])))
    assert s["deals"][0]["weis"] == {"Ana+Cleo": 0, "Ben+Dan": 20}


def test_equal_weis_without_trump_the_earlier_player_in_the_first_trick_wins():
    weis = ("meld Ben 7H 8H 9H", "meld Ana 7S 8S 9S")
    s = score(log(*HEAD + deal("O", SUITS[0], *weis + SUITS[1:])))
    assert s["deals"][0]["weis"] == {"Ana+Cleo": 20, "Ben+Dan": 0}


def test_a_run_of_nine_is_a_weis_of_300():
    s = score(log(*HEAD + deal("O", SUITS[0], "meld Ana 6S 7S 8S 9S TS JS QS KS AS",
                               *SUITS[1:])))
    assert s["deals"][0]["weis"]["Ana+Cleo"] == 300


def test_weis_after_the_second_trick_is_refused_at_its_line():
    line, msg = refusal(log(*HEAD + deal("O", MIXED[0], MIXED[1], "meld Ben 7H 8H 9H")))
    assert line == 8 and "first trick" in msg


def test_a_weis_of_cards_another_player_played_is_refused():
    line, msg = refusal(log(*HEAD + deal("O", MIXED[0], "meld Ana 6H 7H 8H")))
    assert line == 7 and "played by Ben" in msg


# -- the multipliers ------------------------------------------------------------------

def test_mult_1_counts_every_mode_once():
    d = score(log(*head("mult=1") + deal("S", *SUITS)))["deals"][0]
    assert d["multiplier"] == 1 and d["total"]["Ana+Cleo"] == 157 + 100 + 20


def test_mult_swiss_spades_and_clubs_count_twice_with_weis_and_stoeck():
    d = score(log(*head("mult=swiss") + deal("S", SUITS[0], "meld Ana 6S 7S 8S",
                                             *SUITS[1:])))["deals"][0]
    assert d["multiplier"] == 2
    assert d["total"]["Ana+Cleo"] == (157 + 100 + 20 + 20) * 2


def test_mult_swiss_hearts_and_diamonds_count_once():
    d = score(log(*head("mult=swiss") + deal("H", *ben_leads())))["deals"][0]
    assert d["multiplier"] == 1


def test_mult_swiss_obenabe_and_undenufe_count_three_times():
    d = score(log(*head("mult=swiss") + deal("O", *MIXED)))["deals"][0]
    assert d["multiplier"] == 3 and d["total"] == {"Ana+Cleo": 33, "Ben+Dan": 438}
    d = score(log(*head("mult=swiss") + deal("U", *SUITS)))["deals"][0]
    assert d["multiplier"] == 3 and d["total"] == {"Ana+Cleo": 771, "Ben+Dan": 0}


# -- the target: Stöck - Wis - Stich --------------------------------------------------

def test_the_first_side_to_the_target_wins():
    s = score(log(*head("target=200") + deal("O", *SUITS)))
    assert s["finished"] and s["winner"] == "Ana+Cleo"


def test_both_past_the_target_stoeck_counts_first():
    # Ben+Dan: Stöck 20 (and 257 in tricks); Ana+Cleo: a Weis of 300, more in all.
    s = score(log(*head("target=20") + deal("H", SUITS[0], "meld Ana 6S 7S 8S 9S TS JS QS KS AS",
                                            *ben_leads()[1:])))
    assert s["totals"]["Ana+Cleo"]["score"] > s["totals"]["Ben+Dan"]["score"] >= 20
    assert s["winner"] == "Ben+Dan"


def test_both_past_the_target_weis_counts_before_the_tricks():
    s = score(log(*head("target=100") + deal("H", SUITS[0], "meld Ana 6S 7S 8S 9S TS",
                                             *ben_leads()[1:])))
    assert s["totals"]["Ben+Dan"]["score"] == 277 > s["totals"]["Ana+Cleo"]["score"] == 100
    assert s["winner"] == "Ana+Cleo"


def test_both_past_the_target_the_trick_taken_first_decides():
    # Ana+Cleo reach 11 with the first trick; Ben+Dan take 146 after it.
    s = score(log(*head("target=11") + deal("O", *MIXED)))
    assert s["winner"] == "Ana+Cleo"


def test_a_deal_after_the_match_is_over_is_refused():
    line, msg = refusal(log(*head("target=200") + deal("O", *SUITS) + ("deal",)))
    assert line == 16 and "over" in msg


# -- obligations, refused at their line ---------------------------------------------

def test_suit_trump_a_void_shown_refuses_the_suit_later():
    # Cleo showed no spade in the first trick (Ben trumped it).
    line, msg = refusal(log(*HEAD + deal("H", "trick 6S 6H 6D 6C", "trick 7H 7S 7C 8S")))
    assert line == 7 and msg == "Cleo showed no \u2660 in trick 1"


def test_suit_trump_no_trump_on_a_trump_lead_leaves_only_the_buur():
    head_lines = HEAD + deal("S", "trick 6S 6H 6D 6C")
    assert score(log(*head_lines + ("trick 7S 7H JS 7D",)))     # Cleo may hold the Buur
    line, msg = refusal(log(*head_lines + ("trick 7S 7H 8S 7D",)))
    assert line == 7 and msg == "Cleo showed no \u2660 but the J in trick 1"


def test_suit_trump_undertrumping_shows_a_void_in_the_suit_led():
    # Ben trumps Ana's spade with the 9; Cleo plays the lower 6 of trump: she has no spade.
    line, msg = refusal(log(*HEAD + deal("C", "trick 6S 9C 6C 6H", "trick 7C 7S 7H 8C")))
    assert line == 7 and msg == "Cleo showed no \u2660 in trick 1"


def test_obenabe_a_suit_not_followed_is_refused_later():
    line, msg = refusal(log(*HEAD + deal("O", "trick 6S 6H 6D 6C", "trick 7S 8S 7D 7C")))
    assert line == 7 and msg == "Ben showed no \u2660 in trick 1"


def test_undenufe_a_suit_not_followed_is_refused_later():
    line, msg = refusal(log(*HEAD + deal("U", "trick 7S 6H 6D 6C", "trick 6S 8S 7D 7C")))
    assert line == 7 and msg == "Ben showed no \u2660 in trick 1"


def test_revoke_gives_the_trick_and_the_rest_to_the_other_side():
    s = score(log(*HEAD + deal("O", MIXED[0], MIXED[1], "revoke Ben 2", *MIXED[2:])))
    d = s["deals"][0]
    assert d["revoke"] == {"player": "Ben", "trick": 2}
    assert d["points"] == {"Ana+Cleo": 157, "Ben+Dan": 0}


def test_score_json_per_deal_and_totals_in_the_style_of_jass():
    s = score(log(*HEAD + deal("O", *MIXED)))
    assert sorted(s["deals"][0]) == ["chooser", "dealer", "entered", "last_trick", "match",
                                     "multiplier",
                                     "points", "pushed", "revoke", "stoeck", "total", "trump",
                                     "weis"]
    assert s["totals"] == {"Ana+Cleo": {"score": 11}, "Ben+Dan": {"score": 146}}
    assert s["sides"] == ["Ana+Cleo", "Ben+Dan"] and s["target"] == 2500
