# runs-on: micropython
"""Differenzler's rules, one behaviour per test, each as a match log (docs/rules/differenzler.md).

Runs on CPython (pytest) and under MicroPython (mp_runner.py): plain asserts only. With the
MicroPython heap kept small (mpy.CORE_HEAP), the audit, option, phase and
check_card tests live in test_differenzler_properties.py (CPython only).
"""

from picotafel.core.score import score, standings
from picotafel.core.match import load, Match
from picotafel.core.matchlog import parse_statement
from support import log, refusal, points

HEAD = ("game differenzler", "players Ana Ben Cleo Dan", "dealer Dan")
ONE = ("game differenzler", "option deals=1", "players Ana Ben Cleo Dan", "dealer Dan")
# Blocks of log lines are single strings: a Pico-sized heap holds fewer objects.
ESTS = "estimate Ana 44\nestimate Ben 2\nestimate Cleo 30\nestimate Dan 80"

# Diamonds trump: Dan deals and keeps Q♦ (turned up); Ana leads.
TRICKS_A = (
    "trick TS 7S AD 6D\n"   # Cleo trumps; Dan undertrumps (he has no spades): Cleo 21
    "trick QC 6C KD JC\n"   # Ana trumps the clubs: 9
    "trick TD 7D 8D 9D\n"   # trump lead; Dan's Nell (14) beats the 10: 24
    "trick 9C AC 8C 7C\n"   # Ana 11
    "trick AS 8S QS TH\n"   # Dan discards: Ana 24
    "trick 8H AH 6H QD\n"   # the dealer plays the turned-up queen: Dan 14
    "trick JD KH 9S 7H\n"   # Buur (20) led; nobody else holds a trump: Dan 24
    "trick KC KS JS JH\n"   # Dan 12
    "trick TC 6S QH 9H"      # Dan 13 + 5 for the last trick
)
DEAL_A = "deal QD\n" + ESTS + "\n" + TRICKS_A
A_POINTS = {"Ana": 44, "Ben": 0, "Cleo": 21, "Dan": 92}
# The same cards dealt by the next dealer (Ana): every role moves one seat on.
A_NEXT = {"Ana": 92, "Ben": 44, "Cleo": 0, "Dan": 21}
L1 = 9      # the line of the first trick: 3 lines of HEAD, the deal, 4 estimates


def first(block, k):
    """The first `k` lines of a block."""
    return "\n".join(block.split("\n")[:k])


def played(*blocks):
    """The score of a match fed a line at a time: a long log is never one string."""
    m = Match()
    for block in blocks:
        for line in block.split("\n"):
            st = parse_statement(line)
            if st is not None:
                m.apply(st)
    return standings(m)


def started(*tricks):
    """HEAD, DEAL_A's deal and estimates, then `tricks`."""
    return log(*HEAD, "deal QD", ESTS, *tricks)


def deal_a(*ests):
    """DEAL_A with other estimates (Ana Ben Cleo Dan)."""
    lines = ["deal QD"]
    for name, value in zip(("Ana", "Ben", "Cleo", "Dan"), ests):
        lines.append("estimate %s %d" % (name, value))
    lines.append(TRICKS_A)
    return "\n".join(lines)


# Three players, 12 cards each: Cleo deals and keeps 8♦; Ana leads.
DEAL_3 = (
    "deal 8D\nestimate Ben 50\nestimate Cleo 10\nestimate Ana 90\n"
    "trick 7D QD 8D\ntrick JD TD KD\ntrick 9C 6D AD\ntrick 9D TS AH\n"
    "trick 8S 7S KS\ntrick 9S JS JC\ntrick AS 8C QS\ntrick 8H 6H JH\n"
    "trick TH KH QH\ntrick TC QC 6C\ntrick 7C 6S KC\ntrick 9H AC 7H"
)
HEAD_3 = ("game differenzler", "option deals=1", "players Ana Ben Cleo", "dealer Cleo")


# -- play and points ------------------------------------------------------------------

def test_player_after_the_dealer_leads():
    # Ana leads 10♠: Cleo's trump ace takes it.
    s = score(started("trick TS 7S AD 6D"))
    assert s["current"]["points"] == {"Ana": 0, "Ben": 0, "Cleo": 21, "Dan": 0}


def test_without_dealer_the_last_deals():
    s = score(log("game differenzler", "players Ana Ben Cleo Dan", "deal QD", ESTS,
                  "trick TS 7S AD 6D"))
    assert s["current"]["dealer"] == "Dan" and s["current"]["points"]["Cleo"] == 21


def test_trump_jack_20_and_nine_14():
    # trick 3: the Nell (14) beats the trump 10; trick 7: the Buur (20) led
    s = score(started(first(TRICKS_A, 7)))
    assert s["current"]["points"]["Dan"] == 24 + 14 + 24


def test_points_are_card_points_and_5_for_the_last_trick():
    s = score(log(*HEAD, DEAL_A))
    assert points(s) == A_POINTS and sum(A_POINTS.values()) == 157
    assert s["deals"][0]["last_trick"] == "Dan" and s["deals"][0]["trump"] == "Q\u2666"


def test_dealer_rotates_in_playing_order():
    s = played(*HEAD, DEAL_A, DEAL_A)
    assert [d["dealer"] for d in s["deals"]] == ["Dan", "Ana"]
    assert points(s, 1) == A_NEXT


# -- estimates and penalties ------------------------------------------------------------

def test_penalty_is_estimate_minus_points():
    d = score(log(*HEAD, DEAL_A))["deals"][0]     # no bonus for Ana's exact 44 by default
    assert d["estimates"] == {"Ana": 44, "Ben": 2, "Cleo": 30, "Dan": 80}
    assert d["penalties"] == {"Ana": 0, "Ben": 2, "Cleo": 9, "Dan": 12}


def test_penalties_add_up_over_the_deals():
    s = played(*HEAD, DEAL_A, DEAL_A)
    # deal 2: Ana 92 for 44, Ben 44 for 2, Cleo 0 for 30, Dan 21 for 80
    assert s["deals"][1]["penalties"] == {"Ana": 48, "Ben": 42, "Cleo": 30, "Dan": 59}
    assert s["totals"] == {"Ana": {"penalty": 48}, "Ben": {"penalty": 44},
                           "Cleo": {"penalty": 39}, "Dan": {"penalty": 71}}


def test_estimates_may_come_in_any_order():
    lines = ("deal QD", "estimate Dan 80", "estimate Ben 2", "estimate Cleo 30",
             "estimate Ana 44", TRICKS_A)
    assert score(log(*HEAD, *lines))["deals"][0]["penalties"]["Dan"] == 12


def test_estimates_go_from_0_to_157():
    d = score(log(*HEAD, deal_a(0, 157, 0, 0)))["deals"][0]
    assert d["penalties"] == {"Ana": 44, "Ben": 157, "Cleo": 21, "Dan": 92}
    assert refusal(log(*HEAD, "deal QD", "estimate Ana 158")) == \
        (5, "an estimate is 0 to 157 points, not 158")


def test_second_estimate_is_refused():
    assert refusal(log(*HEAD, "deal QD", "estimate Ana 40", "estimate Ana 44")) == \
        (6, "Ana already estimated this deal")


def test_trick_before_all_estimates_refused():
    text = log(*HEAD, "deal QD", "estimate Dan 80", "estimate Ben 0", "trick TS 7S AD 6D")
    assert refusal(text) == (7, "no estimate yet from Ana Cleo")


def test_estimate_after_a_trick_is_refused():
    text = started("trick TS 7S AD 6D", "estimate Ana 50")
    assert refusal(text) == (10, "estimates go before the first trick")


def test_estimate_by_a_stranger_is_refused():
    assert refusal(log(*HEAD, "deal QD", "estimate Eve 40")) == \
        (5, "Eve is not a player (Ana Ben Cleo Dan)")


def test_estimate_before_the_deal_is_refused():
    assert refusal(log(*HEAD, "estimate Ana 40")) == (4, "'estimate' before the first 'deal'")


def test_estimates_hidden_until_the_deal_ends():
    m = load(started("trick TS 7S AD 6D"))
    assert not m.game.estimates_visible()
    cur = score(log(*HEAD, "deal QD", ESTS))["current"]
    assert "estimates" not in cur and sorted(cur["estimated"]) == ["Ana", "Ben", "Cleo", "Dan"]
    assert load(log(*HEAD, DEAL_A)).game.estimates_visible()


def test_option_open_shows_estimates():
    text = log("game differenzler", "option open=1", *HEAD[1:], "deal QD", "estimate Ben 7")
    assert load(text).game.estimates_visible()
    assert score(text)["current"]["estimates"] == {"Ben": 7}


def test_option_exact_rewards_an_exact_estimate():
    s = score(log("game differenzler", "option exact=10", *HEAD[1:], deal_a(44, 0, 30, 80)))
    # Ana's 44 is exact: -10; Ben's 0 is exact too, but a 0 earns no bonus.
    assert s["deals"][0]["penalties"] == {"Ana": -10, "Ben": 0, "Cleo": 9, "Dan": 12}
    assert s["totals"]["Ana"] == {"penalty": -10}


# -- the end of the match -----------------------------------------------------------------

def test_after_4_deals_lowest_penalty_wins():
    three = (DEAL_A,) * 3
    s = played(*HEAD, *three)
    assert not s["finished"] and len(s["deals"]) == 3
    # deal 4 is dealt by Cleo: Ana 0, Ben 21, Cleo 92, Dan 44
    s = played(*HEAD, *three, deal_a(0, 21, 90, 44))
    assert s["finished"] and len(s["deals"]) == 4
    assert s["totals"] == {"Ana": {"penalty": 71}, "Ben": {"penalty": 134},
                           "Cleo": {"penalty": 55}, "Dan": {"penalty": 151}}
    assert s["winner"] == "Cleo"


def test_option_deals_sets_the_number_of_deals():
    s = score(log(*ONE, DEAL_A))
    assert s["finished"] and s["winner"] == "Ana" and s["planned_deals"] == 1


def test_tie_for_lowest_plays_one_more_deal():
    # Ana and Ben both 4 off after deal 1.
    s = played(*ONE, deal_a(40, 4, 30, 80))
    assert not s["finished"] and s["winner"] is None
    # Deal 2 (Ana 92, Ben 44): Ana 2 off, Ben exact. Ben wins 4 to 6.
    s = played(*ONE, deal_a(40, 4, 30, 80), deal_a(90, 44, 0, 21))
    assert s["finished"] and s["winner"] == "Ben"


def test_extra_deals_while_the_tie_lasts():
    assert not played(*ONE, deal_a(40, 4, 30, 80), deal_a(92, 44, 0, 21))["finished"]
    # deal 3 is dealt by Ben: Ana 21, Ben 92, Cleo 44, Dan 0
    s = played(*ONE, deal_a(40, 4, 30, 80), deal_a(92, 44, 0, 21), deal_a(21, 91, 44, 0))
    assert s["finished"] and s["winner"] == "Ana"


def test_tie_not_for_the_lowest_does_not_matter():
    s = score(log(*ONE, deal_a(44, 5, 26, 97)))   # Cleo and Dan both 5 off
    assert s["finished"] and s["winner"] == "Ana"


def test_statement_after_the_end_is_refused():
    text = log(*ONE, DEAL_A, "deal 7C")
    assert refusal(text) == (19, "the match is over: Ana won")


# -- obligations, checked as the cards are played ----------------------------------------

def test_trumping_holding_the_suit_led_is_allowed():
    # Cleo trumps the spade lead, and later follows spades.
    text = started("trick TS 7S AD 6S", "trick 8S 9S 8D 7D")
    assert score(text)["current"]["tricks"] == 2


def test_overtrumping_proves_no_void():
    # Dan overtrumps Cleo's trump on a spade lead, and later plays a spade.
    text = started("trick TS 7S 6D AD", "trick 8S 9S JS KS")
    assert score(text)["current"]["points"] == {"Ana": 0, "Ben": 0, "Cleo": 6, "Dan": 21}


def test_undertrump_proves_void_in_suit_led():
    # Dan undertrumps Cleo's ace on a spade lead: he has no spades.
    text = started("trick TS 7S AD 6D", "trick AS 8S QS 9S")
    assert refusal(text) == (L1 + 1, "Dan showed no \u2660 in trick 1")


def test_discard_proves_void_in_suit_led():
    text = started("trick TS 7S 6H 8S", "trick 9S AS QS 6S")
    assert refusal(text) == (L1 + 1, "Cleo showed no \u2660 in trick 1")


def test_discard_proves_no_void_in_trump():
    # trumping is never forced: Cleo may still hold trumps
    text = started("trick TS 7S 6H 8S", "trick KH 7H 6D 8H")
    assert score(text)["current"]["points"]["Cleo"] == 4


def test_discard_on_trump_lead_proves_no_trump_but_j():
    text = started("trick 7D 6S 8D 9D", "trick AS 7S 6D KS")
    assert refusal(text) == (L1 + 1, "Ben showed no \u2666 but the J in trick 1")


def test_lone_trump_jack_may_be_kept_back():
    text = started("trick 7D 6S 8D 9D", "trick AS 7S JD KS")
    assert score(text)["current"]["points"]["Ben"] == 11 + 20 + 4


def test_only_the_dealer_plays_the_turned_card():
    text = started("trick QD 7D 8D 9D")
    assert refusal(text) == (L1, "Q\u2666 is Dan's (turned up)")


def test_dealer_with_turned_card_follows_trump():
    text = started("trick 7D 8D 9D 6S")
    assert refusal(text) == (L1, "Dan holds Q\u2666: must follow trump")


def test_dealer_may_keep_back_a_turned_jack():
    text = log(*HEAD, "deal JD", ESTS, "trick 7D 8D 9D 6S", "trick 7S JD 8S 9S")
    assert score(text)["current"]["points"]["Dan"] == 20


def test_dealer_may_discard_after_turned_card():
    text = started("trick 7S 8S 9S QD", "trick 7D 8D 9D 6S")
    assert score(text)["current"]["tricks"] == 2


# -- the three-player variant -------------------------------------------------------------

def test_three_players_play_12_tricks():
    s = score(log(*HEAD_3, DEAL_3))
    assert points(s) == {"Ana": 101, "Ben": 50, "Cleo": 6}
    assert s["deals"][0]["penalties"] == {"Ana": 11, "Ben": 0, "Cleo": 4}
    assert s["finished"] and s["winner"] == "Ben"
    s = score(log(*HEAD_3, first(DEAL_3, 13)))
    assert s["deals"] == [] and s["current"]["tricks"] == 9


def test_three_players_trick_of_4_refused():
    text = log(*HEAD_3, first(DEAL_3, 4), "trick 7D QD 8D 9D")
    assert refusal(text) == (9, "a trick has 3 cards, not 4")


# -- statements out of place ----------------------------------------------------------------

def test_card_played_twice_is_refused():
    text = started("trick TS 7S AD 6D", "trick QC 6C KD TS")
    assert refusal(text) == (L1 + 1, "10\u2660 already played")
    assert refusal(started("trick TS 7S 7S 6D")) == \
        (L1, "7\u2660 already played")


def test_trick_of_3_cards_is_refused():
    assert refusal(started("trick TS 7S AD")) == \
        (L1, "a trick has 4 cards, not 3")


def test_tenth_trick_is_refused():
    assert refusal(log(*HEAD, DEAL_A, "trick 6D 8D 7D 9D")) == \
        (L1 + 9, "the deal is over: 'deal' comes next")


def test_deal_before_the_last_ends_is_refused():
    assert refusal(started("trick TS 7S AD 6D", "deal 7H")) == \
        (L1 + 1, "deal 1 is not finished (1 of 9 tricks)")


