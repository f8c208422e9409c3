# runs-on: micropython
"""La Pomme's rules, one behaviour per test, each as a match log (docs/rules/pomme.md).

Runs on CPython (pytest) and under MicroPython (mp_runner.py): plain asserts only.
"""

from picotafel.core.score import score
from support import log, refusal, points, lead_swapped

HEAD = ("game pomme", "players Ana Ben", "dealer Ben")

# Clubs trump, Ana leads. Tricks 1-3 are the seed's examples 6a, 6b, 6c.
DEAL_A = (
    "deal JC",
    "trick JS 7S",   # 6a: Ben follows suit lower, Ana takes it
    "trick QD 8S",   # 6b: Ben has no diamonds and discards; Ana takes it
    "trick AH 6C",   # 6c: Ben trumps the ace and takes it
    "trick 9S KS",
    "trick TS AS",
    "trick KH 8H",
    "trick 7C 9C",
    "trick 7D TC",
    "trick QH 6H",
)
A_POINTS = {"Ana": 23, "Ben": 54}

# Hearts trump, Ana deals so Ben leads; Ana takes every trick.
DEAL_B = (
    "deal 7H",
    "trick 6S AS",
    "trick JH 8H",
    "trick TS 7S",
    "trick KC 6C",
    "trick AD 6D",
    "trick 9H QH",
    "trick TC 7C",
    "trick KD 8D",
    "trick QC 8C",
)

# Spades trump, Ana leads; both end on 7 points.
DEAL_TIE = (
    "deal TS",
    "trick QD 6D",
    "trick KD 7D",
    "trick 6H JH",
    "trick 6C 7C",
    "trick 8D 9D",
    "trick 7H 8H",
    "trick 8C 9C",
    "trick 9H 6S",
    "trick 7S 8S",
)
# As DEAL_TIE, but Ana takes the last trick: both under 21, Ana 12 to 2.
DEAL_LOW = DEAL_TIE[:-1] + ("trick 8S 7S",)


def test_player_opposite_the_dealer_leads():
    s = score(log(*HEAD, "deal JC", "trick JS 7S"))
    assert s["current"]["points"] == {"Ana": 2, "Ben": 0}


def test_follower_following_suit_lower_loses_the_trick():
    s = score(log(*HEAD, "deal JC", "trick JS 7S"))
    assert s["current"]["points"]["Ana"] == 2


def test_discard_of_another_suit_never_wins_even_if_higher():
    s = score(log(*HEAD, "deal JC", "trick QD AS"))
    assert s["current"]["points"] == {"Ana": 14, "Ben": 0}


def test_trump_takes_a_plain_ace():
    s = score(log(*HEAD, "deal JC", "trick AH 6C"))
    assert s["current"]["points"] == {"Ana": 0, "Ben": 11}


def test_trump_may_be_played_while_holding_the_suit_led():
    s = score(log(*HEAD, "deal JC", "trick AH 6C", "trick 7H 8H"))
    assert s["current"]["tricks"] == 2


def test_winner_of_a_trick_leads_the_next():
    s = score(log(*HEAD, "deal JC", "trick AH 6C", "trick 9S KS"))
    # Ben led 9S after taking trick 1, so Ana's KS takes trick 2.
    assert s["current"]["points"] == {"Ana": 4, "Ben": 11}


def test_trump_order_jack_then_nine_then_ace():
    s = score(log(*HEAD, "deal 7C", "trick AC 9C", "trick JC QC"))
    assert s["current"]["points"] == {"Ana": 0, "Ben": 49}


def test_deal_points_are_card_points_plus_five_for_the_last_trick():
    assert points(score(log(*HEAD, *DEAL_A))) == A_POINTS


def test_higher_total_scores_the_point():
    s = score(log(*HEAD, *DEAL_A))
    assert s["deals"][0]["winner"] == "Ben"
    assert s["totals"]["Ben"]["points"] == 1 and s["totals"]["Ana"]["points"] == 0


def test_last_trick_is_named():
    assert score(log(*HEAD, *DEAL_A))["deals"][0]["last_trick"] == "Ben"


def test_trump_jack_counts_21_points():
    assert points(score(log("game pomme", "players Ana Ben", "dealer Ana", *DEAL_B))) == \
        {"Ana": 96, "Ben": 0}


def test_option_jack_20_counts_the_trump_jack_20():
    s = score(log("game pomme", "option jack=20", "players Ana Ben", "dealer Ana", *DEAL_B))
    assert points(s) == {"Ana": 95, "Ben": 0}


def test_under_21_points_is_a_pomme():
    s = score(log("game pomme", "players Ana Ben", "dealer Ana", *DEAL_B))
    assert s["deals"][0]["pommes"] == ["Ben"]
    assert s["totals"]["Ben"] == {"points": 0, "pommes": 1, "score": -1}


def test_exactly_21_points_is_no_pomme():
    deal = ("deal JC", "trick 8S 7S", "trick QD 6S") + DEAL_A[3:]
    s = score(log(*HEAD, *deal))
    assert points(s) == {"Ana": 21, "Ben": 54}
    assert s["deals"][0]["pommes"] == []


def test_equal_totals_score_no_point():
    s = score(log(*HEAD, *DEAL_TIE))
    assert points(s) == {"Ana": 7, "Ben": 7}
    assert s["deals"][0]["winner"] is None
    assert s["totals"]["Ana"]["points"] == 0 and s["totals"]["Ben"]["points"] == 0


def test_both_players_can_get_a_pomme():
    assert score(log(*HEAD, *DEAL_TIE))["deals"][0]["pommes"] == ["Ana", "Ben"]


def test_dealer_alternates_so_the_leader_alternates():
    # Ana deals the first (Ben leads), so Ben deals the second and Ana leads it.
    s = score(log("game pomme", "players Ana Ben", "dealer Ana", *DEAL_B, *DEAL_A))
    assert points(s, 1) == A_POINTS


def test_without_dealer_the_second_player_deals():
    s = score(log("game pomme", "players Ana Ben", "deal JC", "trick JS 7S"))
    assert s["current"]["points"] == {"Ana": 2, "Ben": 0}


def test_pomme_is_a_minus_point_on_the_net_score():
    s = score(log("game pomme", "players Ana Ben", "dealer Ana", *DEAL_B, *DEAL_A))
    assert s["totals"]["Ben"] == {"points": 1, "pommes": 1, "score": 0}
    assert s["totals"]["Ana"] == {"points": 1, "pommes": 0, "score": 1}


def test_first_to_the_target_net_score_wins():
    s = score(log("game pomme", "option target=2", "players Ana Ben", "dealer Ana",
                  *DEAL_B, *lead_swapped(DEAL_B)))
    assert s["finished"] and s["winner"] == "Ana"


def test_seven_points_win_by_default():
    deals = []
    for i in range(7):
        deals += DEAL_B if i % 2 == 0 else lead_swapped(DEAL_B)
    s = score(log("game pomme", "players Ana Ben", "dealer Ana", *deals[:-10]))
    assert not s["finished"] and s["totals"]["Ana"]["score"] == 6
    s = score(log("game pomme", "players Ana Ben", "dealer Ana", *deals))
    assert s["finished"] and s["winner"] == "Ana"
    assert s["totals"]["Ben"]["score"] == -7


def test_statement_after_the_match_is_over_is_refused():
    text = log("game pomme", "option target=1", "players Ana Ben", "dealer Ana", *DEAL_B,
               "deal 7C")
    assert refusal(text) == (15, "the match is over: Ana won")


def test_three_pommes_lose_with_option_pommes_three():
    deals = DEAL_B + lead_swapped(DEAL_B) + DEAL_B
    s = score(log("game pomme", "option pommes=three", "players Ana Ben", "dealer Ana", *deals))
    assert s["finished"] and s["winner"] == "Ana"
    assert s["totals"]["Ben"] == {"points": 0, "pommes": 3, "score": 0}


def test_pommes_three_scores_points_not_net():
    s = score(log("game pomme", "option pommes=three", "players Ana Ben", "dealer Ana", *DEAL_B))
    assert s["totals"]["Ana"]["score"] == 1 and s["totals"]["Ben"]["score"] == 0


def test_both_at_three_pommes_more_points_wins():
    deals = DEAL_TIE + lead_swapped(DEAL_TIE) + DEAL_LOW
    s = score(log("game pomme", "option pommes=three", "players Ana Ben", "dealer Ben", *deals))
    assert s["totals"]["Ana"]["pommes"] == 3 and s["totals"]["Ben"]["pommes"] == 3
    assert s["finished"] and s["winner"] == "Ana"


def test_both_at_three_pommes_with_equal_points_play_goes_on():
    deals = DEAL_TIE + lead_swapped(DEAL_TIE) + DEAL_TIE
    text = log("game pomme", "option pommes=three", "players Ana Ben", "dealer Ben", *deals)
    assert not score(text)["finished"]
    s = score(text + log(*DEAL_B))
    assert s["finished"] and s["winner"] == "Ana"


def test_swapper_plays_the_turned_up_card():
    deal = ("deal JC", "swap Ben", "trick JS 7S", "trick QD 8S", "trick AH JC")
    s = score(log(*HEAD, *deal))
    assert s["current"]["points"] == {"Ana": 5, "Ben": 32}


def test_swap_may_be_recorded_when_the_card_is_played():
    deal = ("deal JC", "trick JS 7S", "trick QD 8S", "swap Ben", "trick AH JC")
    assert score(log(*HEAD, *deal))["current"]["points"] == {"Ana": 5, "Ben": 32}


def test_turned_up_card_without_swap_is_refused():
    text = log(*HEAD, "deal JC", "trick JS 7S", "trick QD JC")
    assert refusal(text) == (6, "J\u2663 is turned up: swap the 6 first")


def test_turned_up_card_is_only_the_swappers():
    text = log(*HEAD, "deal JC", "swap Ben", "trick JC 7C")
    assert refusal(text) == (6, "J\u2663 is Ben's (swap)")


def test_six_of_trump_is_out_after_a_swap():
    text = log(*HEAD, "deal JC", "swap Ben", "trick 7C 6C")
    assert refusal(text) == (6, "6\u2663 is out (swapped)")


def test_swap_after_the_six_was_played_is_refused():
    text = log(*HEAD, "deal JC", "trick AH 6C", "swap Ben")
    assert refusal(text) == (6, "6\u2663 was played: no swap")


def test_second_swap_is_refused():
    text = log(*HEAD, "deal JC", "swap Ben", "swap Ana")
    assert refusal(text) == (6, "Ben already swapped")


def test_turned_up_six_is_out_of_play_and_cannot_be_swapped():
    assert refusal(log(*HEAD, "deal 6C", "swap Ana")) == (5, "the 6 itself was turned up: no swap")
    assert refusal(log(*HEAD, "deal 6C", "trick 6C 7C")) == (5, "6\u2663 was turned up: out of play")


def test_swap_refused_for_a_player_who_showed_no_trump():
    text = log(*HEAD, "deal JC", "trick 7C 8D", "swap Ben")
    # Ben discarded on a trump lead: he may hold the trump Jack only, which is JC itself.
    assert score(text)["current"]["tricks"] == 1
    text = log(*HEAD, "deal QC", "trick 7C 8D", "swap Ben")
    assert refusal(text) == (6, "Ben showed no \u2663 but the J")


def test_revoke_after_showing_void_is_refused():
    text = log(*HEAD, *DEAL_A[:7], "trick 7D 8D")
    assert refusal(text) == (11, "Ben showed no \u2666 in trick 2")


def test_lone_trump_jack_may_be_kept_back_on_a_trump_lead():
    text = log(*HEAD, "deal 6H", "trick 7H 8D", "trick JS TS", "trick AS JH")
    assert score(text)["current"]["points"] == {"Ana": 12, "Ben": 32}


def test_other_trump_after_discarding_on_a_trump_lead_is_refused():
    text = log(*HEAD, "deal 6H", "trick 7H 8D", "trick JS TS", "trick AS 9H")
    assert refusal(text) == (7, "Ben showed no \u2665 but the J in trick 1")


def test_option_buur_forced_makes_the_jack_follow_a_trump_lead():
    text = log("game pomme", "option buur=forced", *HEAD[1:], "deal 6H", "trick 7H 8D",
               "trick JS TS", "trick AS JH")
    assert refusal(text) == (8, "Ben showed no \u2665 in trick 1")


def test_card_played_twice_is_refused():
    assert refusal(log(*HEAD, "deal JC", "trick JS 7S", "trick JS 8S")) == \
        (6, "J\u2660 already played")
    assert refusal(log(*HEAD, "deal JC", "trick 7S 7S")) == (5, "7\u2660 already played")


def test_trick_with_wrong_number_of_cards_is_refused():
    assert refusal(log(*HEAD, "deal JC", "trick JS")) == (5, "a trick has 2 cards, not 1")
    assert refusal(log(*HEAD, "deal JC", "trick JS 7S 8S")) == (5, "a trick has 2 cards, not 3")


def test_tenth_trick_is_refused():
    assert refusal(log(*HEAD, *DEAL_A, "trick 6D 8D")) == \
        (14, "the deal is over: 'deal' comes next")


def test_trick_before_deal_is_refused():
    assert refusal(log(*HEAD, "trick JS 7S")) == (4, "'trick' before the first 'deal'")


def test_new_deal_before_the_last_is_finished_is_refused():
    assert refusal(log(*HEAD, "deal JC", "trick JS 7S", "deal 7H")) == \
        (6, "deal 1 is not finished (1 of 9 tricks)")


def test_deal_needs_the_turned_up_card():
    assert refusal(log(*HEAD, "deal")) == (4, "deal needs the turned-up card (it makes trump)")


def test_unknown_card_is_refused_at_its_line():
    line, msg = refusal(log(*HEAD, "deal JC", "# a comment", "", "trick JS 1S"))
    assert line == 7 and "'1S' is not a card" in msg


def test_bad_options_are_refused():
    assert refusal(log("game pomme", "option jack=19"))[1] == "option jack takes 21 or 20"
    assert refusal(log("game pomme", "option target=0"))[1] == \
        "option target takes a number from 1 to 99"
    assert refusal(log("game pomme", "option trumps=2"))[1].startswith("pomme has no option")
    assert refusal(log("game pomme", "players Ana Ben", "option jack=20")) == \
        (3, "options go before 'players'")
    assert refusal(log("game pomme", "option jack=20", "option jack=21")) == \
        (3, "option jack is already set")


def test_pomme_takes_two_players():
    assert refusal(log("game pomme", "players Ana Ben Cleo")) == (2, "pomme takes 2 players")


def test_players_need_distinct_names():
    assert refusal(log("game pomme", "players Ana Ana")) == (2, "two players are called Ana")


def test_swap_by_someone_not_playing_is_refused():
    assert refusal(log(*HEAD, "deal JC", "swap Cleo")) == (5, "Cleo is not a player")


def test_statement_of_another_game_is_refused():
    assert refusal(log(*HEAD, "deal JC", "estimate Ana 40")) == \
        (5, "'estimate' is not a statement of pomme")
