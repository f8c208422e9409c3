# runs-on: micropython
"""Abstrac's rules, one behaviour per test, each as a match log (docs/rules/abstrac.md).

Runs on CPython (pytest) and under MicroPython (mp_runner.py): plain asserts only.
A deal is `deal` and `took NAME CARDS`: the other player took the rest.
"""

from picotafel.core.score import score
from picotafel.games.abstrac import combinations
from picotafel.core.cards import parse_card
from support import log, refusal, points

HEAD = ("game abstrac", "players Ana Ben", "dealer Ben")   # lines 1-3: deal at 4, took at 5


def deal(cards, who="Ana"):
    return ("deal", "took %s %s" % (who, cards))


def combos(s, who="Ana", k=-1):
    return s["deals"][k]["combinations"][who]


def ana(cards, *opts):
    """The score of a one-deal match in which Ana took `cards`."""
    head = ("game abstrac",) + opts + ("players Ana Ben", "dealer Ben")
    return score(log(*head, *deal(cards)))


# Ana: a run of 3 in spades, nothing else. Ben, the other 18: runs J-9 of spades (3),
# A-10 of hearts (6), A-Q of diamonds (3), A-J of clubs (4); sets of three A, K, Q, J,
# 10, 9 (2 each): 28.
SIX_CARDS = "AS KS QS 9H JD TC"
# No combination in Ana's 6 cards; Ben's 18 make 24.
NO_COMBO = "AS KH QD JC TS 9H"
# Neither hand has a combination: two of each rank, no three in a row of a suit.
NOBODY = "AS KS TS 9S QH JH AD KD TD 9D QC JC"
# Spades and diamonds against hearts and clubs: two runs of 6 each, 24 x 12 = 288 each.
EVEN = "AS KS QS JS TS 9S AD KD QD JD TD 9D"
# The seed's example, deal 1: player 1 took 14 cards making 12 (runs 9-Q of spades and
# 9-Q of hearts, 4 each; sets of three jacks and three nines, 2 each); player 2's 10
# make 4 (the run K-9 of clubs).
SEED_1 = "9S TS JS QS AS 9H TH JH QH 9D JD KD KC AC"
# Deal 2: player 1's 10 cards make 12 (runs A-J of diamonds and of clubs, sets of three
# aces and three queens); player 2's 14 make 25 (K-9 of spades 6, J-9 of hearts 3, four
# tens 8, four nines 8).
SEED_2 = "AS QH JD QD KD AD JC QC KC AC"


def cards(text):
    return tuple(parse_card(t) for t in text.split())


# -- combinations ----------------------------------------------------------------------

def test_run_of_three_scores_3():
    assert combos(ana(SIX_CARDS)) == 3


def test_run_of_four_scores_4():
    assert combos(ana("AS KS QS JS 9H TD")) == 4


def test_run_of_five_scores_6():
    assert combos(ana("AS KS QS JS TS 9H")) == 6


def test_run_of_six_scores_12():
    assert combos(ana("AS KS QS JS TS 9S")) == 12


def test_set_of_three_scores_2():
    assert combos(ana("AS AH AD KS QH JD")) == 2


def test_set_of_four_scores_8():
    assert combos(ana("AS AH AD AC KS QH")) == 8


def test_run_scores_once_at_its_full_length():
    s = ana("AS KS QS JS TS 9H")
    assert s["last_combos"]["Ana"] == [["run", "AS KS QS JS TS", 6]]


def test_a_gap_splits_a_suit_into_separate_stretches():
    # A K Q, then 10 9 without the jack: one run of 3, the 10 9 are too short.
    assert combos(ana("AS KS QS TS 9S JH")) == 3


def test_runs_in_two_suits_score_each():
    s = ana("AS KS QS JH TH 9H")
    assert s["last_combos"]["Ana"] == [["run", "AS KS QS", 3], ["run", "JH TH 9H", 3]]


def test_a_card_counts_in_a_run_and_a_set_at_once():
    s = ana("AS KS QS AH AD 9C")
    assert s["last_combos"]["Ana"] == [["run", "AS KS QS", 3], ["set", "AS AH AD", 2]]
    assert combos(s) == 5


def test_the_same_rank_in_four_runs_makes_a_set_of_four():
    s = ana("AS KS QS AH KH QH AD KD QD AC KC QC")
    # Four runs of 3 (12) and three sets of 4 (24).
    assert combos(s) == 36


def test_combinations_lists_kind_cards_and_points():
    got = combinations(cards("QH JH TH 9H 9S 9D"))
    assert got == [("run", cards("QH JH TH 9H"), 4), ("set", cards("9S 9H 9D"), 2)]


def test_combinations_of_nothing_is_empty():
    assert combinations(()) == []


# -- the multiplier --------------------------------------------------------------------

def test_combinations_are_multiplied_by_the_opponents_cards():
    s = ana(SIX_CARDS)
    assert s["deals"][0]["cards"] == {"Ana": 6, "Ben": 18}
    assert s["deals"][0]["combinations"] == {"Ana": 3, "Ben": 28}
    assert points(s) == {"Ana": 3 * 18, "Ben": 28 * 6}


def test_the_other_player_took_the_rest():
    assert points(ana(SIX_CARDS)) == points(score(log(*HEAD, *deal(
        "9S TS JS TH JH QH KH AH 9D TD QD KD AD 9C JC QC KC AC", "Ben"))))


def test_seed_example_first_deal_120_and_56():
    s = score(log("game abstrac", "players P1 P2", "dealer P2", *deal(SEED_1, "P1")))
    d = s["deals"][0]
    assert d["cards"] == {"P1": 14, "P2": 10}
    assert d["combinations"] == {"P1": 12, "P2": 4}
    assert d["points"] == {"P1": 120, "P2": 56}


def test_seed_example_second_deal_168_and_250():
    s = score(log("game abstrac", "players P1 P2", "dealer P2", *deal(SEED_1, "P1"),
                  *deal(SEED_2, "P1")))
    d = s["deals"][1]
    assert d["cards"] == {"P1": 10, "P2": 14}
    assert d["combinations"] == {"P1": 12, "P2": 25}
    assert d["points"] == {"P1": 168, "P2": 250}
    assert s["totals"] == {"P1": {"score": 288}, "P2": {"score": 306}}


def test_no_combination_scores_nothing_by_default():
    s = ana(NO_COMBO)
    assert s["deals"][0]["combinations"] == {"Ana": 0, "Ben": 24}
    assert points(s) == {"Ana": 0, "Ben": 24 * 6}
    assert s["deals"][0]["misere"] is None


# -- misere ----------------------------------------------------------------------------

def test_misere_no_combination_takes_what_the_opponent_made():
    s = ana(NO_COMBO, "option misere=1")
    assert points(s) == {"Ana": 24 * 6, "Ben": 0}
    assert s["deals"][0]["misere"] == "Ana"


def test_misere_keeps_the_combination_points_as_made():
    s = ana(NO_COMBO, "option misere=1")
    assert s["deals"][0]["combinations"] == {"Ana": 0, "Ben": 24}


def test_misere_changes_nothing_when_both_have_combinations():
    assert points(ana(SIX_CARDS, "option misere=1")) == {"Ana": 54, "Ben": 168}


def test_misere_nobody_with_a_combination_scores_nothing():
    s = ana(NOBODY, "option misere=1")
    assert s["deals"][0]["combinations"] == {"Ana": 0, "Ben": 0}
    assert points(s) == {"Ana": 0, "Ben": 0}
    assert s["deals"][0]["misere"] is None


# -- the match: deals, target, winner ---------------------------------------------------

def test_five_deals_by_default_highest_total_wins():
    four = deal(SIX_CARDS) * 4
    s = score(log(*HEAD, *four))
    assert not s["finished"] and s["deals_to_play"] == 5
    s = score(log(*HEAD, *four, *deal(SIX_CARDS)))
    assert s["finished"] and s["winner"] == "Ben"
    assert s["totals"] == {"Ana": {"score": 5 * 54}, "Ben": {"score": 5 * 168}}


def test_option_deals_sets_the_number_of_deals():
    s = score(log("game abstrac", "option deals=2", "players Ana Ben",
                  *deal(NO_COMBO, "Ben"), *deal(SIX_CARDS)))
    assert s["finished"] and s["winner"] == "Ana"
    assert s["totals"]["Ana"]["score"] == 24 * 6 + 54


def test_equal_totals_after_the_last_deal_play_on():
    s = score(log("game abstrac", "option deals=1", "players Ana Ben", *deal(EVEN)))
    assert points(s) == {"Ana": 288, "Ben": 288}
    assert not s["finished"] and s["winner"] is None
    s = score(log("game abstrac", "option deals=1", "players Ana Ben", *deal(EVEN),
                  *deal(SIX_CARDS)))
    assert s["finished"] and s["winner"] == "Ben"


def test_target_first_to_reach_it_wins():
    s = score(log("game abstrac", "option target=300", "players Ana Ben", *deal(SIX_CARDS)))
    assert not s["finished"] and s["target"] == 300 and s["deals_to_play"] is None
    s = score(log("game abstrac", "option target=300", "players Ana Ben", *deal(SIX_CARDS),
                  *deal(SIX_CARDS)))
    assert s["finished"] and s["winner"] == "Ben"   # 336 to 108


def test_target_replaces_the_five_deals():
    s = score(log("game abstrac", "option target=2000", "players Ana Ben",
                  *(deal(SIX_CARDS) * 6)))
    assert not s["finished"] and len(s["deals"]) == 6


def test_target_both_reach_it_the_higher_total_wins():
    s = score(log("game abstrac", "option target=100", "players Ana Ben",
                  *deal(SEED_1, "Ben")))
    # Ben 120, Ana 56: only Ben is there.
    assert s["finished"] and s["winner"] == "Ben"
    s = score(log("game abstrac", "option target=250", "players Ana Ben",
                  *deal(SEED_1), *deal(SEED_2, "Ben")))
    # Ana 120 + 250 = 370, Ben 56 + 168 = 224: after deal 2 only Ana.
    assert s["finished"] and s["winner"] == "Ana"
    s = score(log("game abstrac", "option target=150", "players Ana Ben",
                  *deal(SEED_1), *deal(SEED_2, "Ben")))
    # Deal 1: 120 / 56, nobody. Deal 2: 370 / 224, both past 150: the higher wins.
    assert s["finished"] and s["winner"] == "Ana"


def test_target_both_reach_it_equal_totals_play_on():
    s = score(log("game abstrac", "option target=200", "players Ana Ben", *deal(EVEN)))
    assert not s["finished"]
    s = score(log("game abstrac", "option target=200", "players Ana Ben", *deal(EVEN),
                  *deal(NO_COMBO)))
    assert s["finished"] and s["winner"] == "Ben"


def test_dealer_alternates():
    s = score(log(*HEAD, *deal(SIX_CARDS), *deal(SIX_CARDS), "deal"))
    assert [d["dealer"] for d in s["deals"]] == ["Ben", "Ana"]
    assert s["current"] == {"deal": 3, "dealer": "Ben"}


def test_both_hands_may_be_given_when_they_partition_the_deck():
    s = score(log(*HEAD, *deal(SIX_CARDS),
                  "took Ben 9S TS JS TH JH QH KH AH 9D TD QD KD AD 9C JC QC KC AC"))
    assert points(s) == {"Ana": 54, "Ben": 168}


def test_the_other_hand_may_close_the_last_deal():
    s = score(log("game abstrac", "option deals=1", "players Ana Ben", *deal(SIX_CARDS),
                  "took Ben 9S TS JS TH JH QH KH AH 9D TD QD KD AD 9C JC QC KC AC"))
    assert s["finished"] and s["winner"] == "Ben"


# -- refusals, each with its line ------------------------------------------------------

def test_card_outside_the_short_deck_is_refused():
    assert refusal(log(*HEAD, *deal("AS KS QS 9H JD 8C"))) == \
        (5, "8\u2663 is not an Abstrac card (9 to A)")


def test_card_given_twice_is_refused():
    assert refusal(log(*HEAD, *deal("AS KS QS 9H JD AS"))) == (5, "A\u2660 is given twice")


def test_fewer_than_six_cards_is_refused():
    assert refusal(log(*HEAD, *deal("AS KS QS 9H JD"))) == \
        (5, "5 cards cannot be taken: 1 to 3 a turn in turns gives each player 6 to 18")


def test_more_than_eighteen_cards_is_refused():
    many = "9S TS JS QS KS AS 9H TH JH QH KH AH 9D TD QD KD AD 9C JC"
    assert refusal(log(*HEAD, *deal(many))) == \
        (5, "19 cards cannot be taken: 1 to 3 a turn in turns gives each player 6 to 18")


def test_six_and_eighteen_cards_are_allowed():
    eighteen = "9S TS JS QS KS AS 9H TH JH QH KH AH 9D TD QD KD AD 9C"
    assert score(log(*HEAD, *deal(eighteen)))["deals"][0]["cards"] == {"Ana": 18, "Ben": 6}
    assert score(log(*HEAD, *deal(SIX_CARDS)))["deals"][0]["cards"] == {"Ana": 6, "Ben": 18}


def test_other_hand_with_a_card_of_the_first_is_refused():
    text = log(*HEAD, *deal(SIX_CARDS),
               "took Ben AS TS JS TH JH QH KH AH 9D TD QD KD AD 9C JC QC KC AC")
    assert refusal(text) == (6, "A\u2660 was taken by Ana")


def test_other_hand_not_covering_the_deck_is_refused():
    text = log(*HEAD, *deal(SIX_CARDS), "took Ben 9S TS JS TH JH QH KH AH 9D TD QD KD AD")
    assert refusal(text) == \
        (6, "Ben took the other 18 cards: 9\u2663 J\u2663 Q\u2663 K\u2663 A\u2663 missing")


def test_other_hand_with_a_card_outside_the_deck_is_refused():
    text = log(*HEAD, *deal(SIX_CARDS), "took Ben 7S TS JS")
    assert refusal(text) == (6, "7\u2660 is not an Abstrac card (9 to A)")


def test_same_player_twice_in_a_deal_is_refused():
    text = log(*HEAD, *deal(SIX_CARDS), "took Ana 9S TS JS TH JH QH")
    assert refusal(text) == (6, "Ana's cards are already given in this deal")


def test_third_took_in_a_deal_is_refused():
    text = log(*HEAD, *deal(SIX_CARDS),
               "took Ben 9S TS JS TH JH QH KH AH 9D TD QD KD AD 9C JC QC KC AC",
               "took Ben 9S TS JS TH JH QH")
    assert refusal(text) == (7, "deal 1 is complete: 'deal' comes next")


def test_took_before_the_first_deal_is_refused():
    assert refusal(log(*HEAD, "took Ana " + SIX_CARDS)) == \
        (4, "'took' before the first 'deal'")


def test_deal_without_took_is_refused():
    assert refusal(log(*HEAD, "deal", "deal")) == (5, "deal 1 has no 'took' yet")


def test_deal_with_a_card_is_refused():
    assert refusal(log(*HEAD, "deal AS")) == \
        (4, "an Abstrac deal takes no card (all 24 lie face up)")


def test_took_by_someone_not_playing_is_refused():
    assert refusal(log(*HEAD, *deal(SIX_CARDS, "Cleo"))) == (5, "Cleo is not a player (Ana Ben)")


def test_statement_after_the_match_is_over_is_refused():
    text = log("game abstrac", "option deals=1", "players Ana Ben", *deal(SIX_CARDS), "deal")
    assert refusal(text) == (6, "the match is over: Ben won")


def test_trick_is_not_an_abstrac_statement():
    assert refusal(log(*HEAD, "deal", "trick AS KS")) == \
        (5, "'trick' is not a statement of abstrac")


def test_three_players_are_refused():
    assert refusal(log("game abstrac", "players Ana Ben Cleo")) == (2, "abstrac takes 2 players")


def test_deals_and_target_together_are_refused():
    text = log("game abstrac", "option deals=3", "option target=500", "players Ana Ben")
    assert refusal(text) == (4, "set option deals or target, not both")


def test_misere_takes_0_or_1():
    assert refusal(log("game abstrac", "option misere=2", "players Ana Ben")) == \
        (2, "option misere takes a number from 0 to 1")
