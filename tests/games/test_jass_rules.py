# runs-on: micropython
"""Jass rules, one behaviour per test, each as a match log (docs/rules/jass.md):
tricks and points, both sets of obligations, the turned-up card. Melds, Stöck and the
winner are in test_jass_melds.py.

Runs on CPython (pytest) and under MicroPython (mp_runner.py): plain asserts only.
Four players Ana Ben Cleo Dan sit in playing order; Dan deals, so Ana leads first.
"""

from picotafel.core.score import score
from picotafel.core.match import load
from picotafel.core.matchlog import LogError, parse_statement
from support import log, refusal, points
from jass_deals import (
    A_POINTS,
    DEAL_A,
    DEAL_A_LOW_TRUMP,
    DEAL_A_NO_BEAT,
    DEAL_B,
    DEAL_B_NO_OVERTRUMP,
    DEAL_M,
    DEAL_SWEEP,
    DEAL_THREE,
    HEAD,
    SWISS,
    deal_m,
    head,
    lines,
)


# -- cards, tricks and points --------------------------------------------------------

def test_partners_share_points():
    # Sides are named by the partners in playing order: Ana+Cleo and Ben+Dan.
    assert points(score(log(HEAD, DEAL_A))) == A_POINTS




def test_all_tricks_bonus_100():
    s = score(log("game jass", "players Ana Ben Cleo Dan", "dealer Ana", DEAL_SWEEP))
    assert points(s) == {"Ana+Cleo": 257, "Ben+Dan": 0}
    assert s["deals"][0]["all_tricks"] == "Ana+Cleo"


def test_deal_in_progress():
    s = score(log(HEAD, lines(DEAL_A, 0, 3)))
    assert s["current"]["tricks"] == 2
    assert s["current"]["points"] == {"Ana+Cleo": 11, "Ben+Dan": 15}


def test_teams_0():
    s = score(log(head("teams=0"), DEAL_A))
    assert points(s) == {"Ana": 13, "Ben": 34, "Cleo": 11, "Dan": 99}
    assert s["totals"]["Ana"]["score"] == 33   # with Stöck


def test_three_players_each_alone():
    s = score(log("game jass", "players Ana Ben Cleo", "dealer Cleo", DEAL_THREE))
    assert sorted(points(s)) == ["Ana", "Ben", "Cleo"]
    assert sum(points(s).values()) == 157


def test_three_player_trick():
    line, msg = refusal(log("game jass", "players Ana Ben Cleo", "dealer Cleo", "deal 8D",
                            "trick 8H QH AH 7H"))
    assert (line, msg) == (5, "a trick has 3 cards, not 4")


def test_dealer_rotates():
    m = load(log(HEAD, DEAL_A, "deal 7S"))
    assert m.game.deal.dealer == 0 and m.game.to_play() == 1   # Ana deals, Ben leads


# -- the seed's obligations (default) -------------------------------------------------

def test_seed_follower_must_beat():
    line, msg = refusal(log(HEAD, DEAL_A_NO_BEAT))
    assert line == 5
    assert msg == "trick 1: Ben should have beaten J\u2660 (held Q\u2660)"


def test_seed_trump_lead_higher_trump():
    line, msg = refusal(log(HEAD, DEAL_A_LOW_TRUMP))
    assert line == 11 and msg.startswith("trick 7: Dan should have beaten 8\u2663")


def test_seed_after_trump_no_beat():
    s = score(log(HEAD, DEAL_B))   # trick 1: Cleo plays 7♠ holding A♠
    assert s["deals"][0]["last_trick"] == "Ben"


def test_seed_may_discard_below_trump():
    s = score(log(HEAD, DEAL_B))   # tricks 3 and 6: Dan
    assert len(s["deals"]) == 1


def test_seed_must_overtrump():
    # Dan's 7♥ is the turned-up card, so the discard is refused at once.
    line, msg = refusal(log(HEAD, DEAL_B_NO_OVERTRUMP))
    assert (line, msg) == (9, "Dan should have overtrumped (held 7\u2665)")


def test_seed_void_must_trump():
    # Trick 1: Ben, no spades, discards a diamond: he showed he has no trump either.
    line, msg = refusal(log(HEAD, "deal 7H", "trick 6S 6D AS 7S", "trick 9S TS JS 6H"))
    assert (line, msg) == (6, "Ben showed no \u2665 in trick 1")


def test_seed_revoke():
    line, msg = refusal(log(HEAD, "deal 7H", "trick 6S 6D AS 7S", "trick 9S TS JS QS"))
    assert (line, msg) == (6, "Ben showed no \u2660 in trick 1")


def test_seed_no_trump_holding_suit():
    line, msg = refusal(log(HEAD, DEAL_M))
    assert line == 8 and msg == "Dan showed no \u2665 in trick 1"   # 10♥ after trumping trick 1


def test_seed_trump_lead_discard():
    line, msg = refusal(log(HEAD, "deal 6C", "trick 7C 8S 8C TC", "trick 6S 7S JC 9S"))
    assert (line, msg) == (6, "Ben showed no \u2663 in trick 1")


def test_audit_changes_nothing():
    m = load(log(HEAD, lines(DEAL_A_NO_BEAT, 0, -1)))
    before = m.text()
    try:
        m.apply(parse_statement(lines(DEAL_A_NO_BEAT, -1)), 13)
        raise AssertionError("the last trick was taken")
    except LogError as e:
        assert e.line == 5
    assert m.text() == before and len(m.game.deal.tricks) == 8 and not m.game.results


# -- the Swiss obligations (option rules=swiss) ----------------------------------------

def test_swiss_need_not_beat():
    assert points(score(log(SWISS, DEAL_A_NO_BEAT))) == {"Ana+Cleo": 26, "Ben+Dan": 131}


def test_swiss_trump_lead_any_trump():
    assert points(score(log(SWISS, DEAL_A_LOW_TRUMP))) == {"Ana+Cleo": 14,
                                                               "Ben+Dan": 143}


def test_swiss_trump_holding_suit():
    assert points(score(deal_m())) == {"Ana+Cleo": 20, "Ben+Dan": 137}


def test_swiss_void_need_not_trump():
    assert len(score(log(SWISS, DEAL_B_NO_OVERTRUMP))["deals"]) == 1


def test_swiss_revoke():
    line, msg = refusal(log(SWISS, "deal 7H", "trick 6S 6D AS 7S", "trick 9S TS JS QS"))
    assert (line, msg) == (7, "Ben showed no \u2660 in trick 1")


def test_swiss_discard_then_trump():
    s = score(log(SWISS, "deal 7H", "trick 6S 6D AS 7S", "trick 9S TS JS 6H"))
    assert s["current"]["tricks"] == 2


def test_swiss_no_undertrump():
    line, msg = refusal(log(SWISS, "deal 7H", "trick 6S 9H 6H 8S", "trick 7S AS TS 9S"))
    assert (line, msg) == (7, "Cleo showed no \u2660 in trick 1")


def test_swiss_overtrump_allowed():
    s = score(log(SWISS, "deal 7H", "trick 6S 6H 9H 8S", "trick 7S AS TS 9S"))
    assert s["current"]["tricks"] == 2


def test_swiss_jack_exempt():
    s = score(log(SWISS, "deal 7H", "trick 8H 6S 9H TH", "trick 7S AS 9S JH"))
    assert s["current"]["tricks"] == 2


def test_swiss_trump_lead_follow():
    line, msg = refusal(log(SWISS, "deal 7H", "trick 8H 6S 9H TH", "trick 7S AS 9S 6H"))
    assert (line, msg) == (7, "Ben showed no \u2665 but the J in trick 1")


# -- the turned-up card ----------------------------------------------------------------

def test_turned_card_is_dealers():
    line, msg = refusal(log(HEAD, "deal 6C", "trick 6C 7S AS 8S"))
    assert (line, msg) == (5, "6\u2663 is Dan's (turned up)")


def test_dealer_must_follow_trump():
    line, msg = refusal(log(HEAD, "deal 6C", "trick 7C 8C TC 8S"))
    assert line == 5 and msg == "Dan should have followed \u2663 (held 6\u2663)"


def test_deal_needs_trump_card():
    assert refusal(log(HEAD, "deal"))[0] == 4
