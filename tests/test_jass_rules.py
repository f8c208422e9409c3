# runs-on: micropython
"""Jass rules, one behaviour per test, each as a match log (DESIGN.md 3, seed 001).

Runs on CPython (pytest) and under MicroPython (mp_runner.py): plain asserts only.
Four players Ana Ben Cleo Dan sit in playing order; Dan deals, so Ana leads first.
"""

from picotafel.core import score
from picotafel.match import load
from picotafel.matchlog import LogError, parse_statement
from support import log, refusal, points

HEAD = "game jass\nplayers Ana Ben Cleo Dan\ndealer Dan"
SWISS = "game jass\noption rules=swiss\nplayers Ana Ben Cleo Dan\ndealer Dan"

# Clubs trump (6C turned up: Dan's). Every trick follows suit and beats where it can.
# Hands: Ana 6S JS KS 9H TH 7D QD QC KC   Ben 7S QS 6H JH AH 8D KD 7C AC
#        Cleo 9S AS 7H QH 9D TD AD 8C 9C  Dan 8S TS 8H KH 6D JD 6C TC JC
DEAL_A = (
    "deal 6C\n"
    "trick 6S 7S AS 8S\n"
    "trick 9S TS JS QS\n"
    "trick 6H 7H 8H 9H\n"
    "trick TH JH QH KH\n"
    "trick 6D 7D 8D 9D\n"
    "trick TD JD QD KD\n"
    "trick 7C 8C TC QC\n"
    "trick KC AC 9C JC\n"
    "trick 6C KS AH AD")
A_POINTS = {"Ana+Cleo": 24, "Ben+Dan": 133}

# Trick 1: Ben holds Q♠ yet plays 7♠ under Ana's J♠.
DEAL_A_NO_BEAT = DEAL_A.replace("6S 7S AS 8S\ntrick 9S TS JS", "JS 7S AS 8S\ntrick 9S TS 6S")
# Trick 7, a trump lead: Dan plays 6♣ under Cleo's 8♣ holding 10♣ and J♣.
DEAL_A_LOW_TRUMP = DEAL_A.replace("8C TC QC", "8C 6C QC").replace("6C KS", "TC KS")

# Hearts trump (7H turned up: Dan's). Ben has no spades, Cleo runs out of clubs.
# Hands: Ana 6S 9S JS KS 9C JC QC TD AD   Ben 6H 8H 9H JH KH 6C KC AC 7D
#        Cleo 7S TS QS AS 7C 8D QH AH TH  Dan 8S 8C TC 6D 9D QD JD KD 7H
DEAL_B = (
    "deal 7H\n"
    "trick 6S 6H 7S 8S\n"
    "trick 6C 7C 8C 9C\n"
    "trick 9S JH TS 6D\n"
    "trick 7D 8D 9D TD\n"
    "trick JS 8H QS TC\n"
    "trick AC QH 7H JC\n"
    "trick AS QD KS 9H\n"
    "trick KC AH JD QC\n"
    "trick TH KD AD KH")
# Trick 1 Ben trumps with 8♥, trick 5 with 6♥: Dan then holds 7♥ but discards 10♣.
DEAL_B_NO_OVERTRUMP = DEAL_B.replace("6S 6H 7S", "6S 8H 7S").replace("JS 8H QS", "JS 6H QS")

# Diamonds trump (10D turned up: Dan's); played under rules=swiss.
# Hands: Ana 6S 7S 8S 9S TS JS 6H 6C 6D   Ben AH AS AD AC KC QC JC 7H 7C
#        Cleo KH QH JH QS KS 8H 9H 8C 9C  Dan TH 7D 8D 9D TC KD QD JD TD
DEAL_M = (
    "deal TD\n"
    "trick 6H AH 8H TD\n"
    "trick TC 6C JC 9C\n"
    "trick AD QH 8D 6D\n"
    "trick 7C 8C TH TS\n"
    "trick 9H KD JS 7H\n"
    "trick JD 6S AS JH\n"
    "trick 9D 9S QC KS\n"
    "trick QD 8S KC KH\n"
    "trick 7D 7S AC QS")
M_MELDS_AT = 7   # melds go right after the first trick


def lines(text, a, b=None):
    """Lines a to b (as in a slice) of a deal written above."""
    return "\n".join(text.split("\n")[a:b])


def head(*options):
    """The head of a match of Ana Ben Cleo Dan, Dan dealing, with `options`."""
    return log("game jass", *["option " + o for o in options]) + HEAD[10:]


def deal_m(*melds, **kw):
    """Deal M with `melds` declared after its first trick (and options before it)."""
    opts = kw.get("options", ()) + ("rules=swiss",)
    return log(head(*opts), lines(DEAL_M, 0, 2), *(melds + (lines(DEAL_M, 2),)))


# Hearts trump; Ana deals and holds every heart, so Ana+Cleo take all nine tricks.
DEAL_SWEEP = (
    "deal 6H\n"
    "trick 9S TD 7C QH\n"
    "trick AH 8S 7D 8C\n"
    "trick 6H JS QD TC\n"
    "trick 7H 7S KD KC\n"
    "trick TH QS 8D 6C\n"
    "trick JH TS 6D QC\n"
    "trick 9H 6S 9D JC\n"
    "trick KH AS JD AC\n"
    "trick 8H KS AD 9C")

# Three players, 12 cards each; Cleo deals, 8D turned up (diamonds trump).
DEAL_THREE = (
    "deal 8D\n"
    "trick 8H QH AH\n"
    "trick TD KD JD\n"
    "trick AC 6C KC\n"
    "trick 7C 6D TC\n"
    "trick 8D AD QD\n"
    "trick 7D QC 9S\n"
    "trick JS 7S KS\n"
    "trick 6S 8S TS\n"
    "trick 6H TH KH\n"
    "trick 9H 9C JH\n"
    "trick 7H 9D JC\n"
    "trick AS 8C QS")


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
    assert (line, msg) == (6, "Ben showed no \u2665")


def test_seed_revoke():
    line, msg = refusal(log(HEAD, "deal 7H", "trick 6S 6D AS 7S", "trick 9S TS JS QS"))
    assert (line, msg) == (6, "Ben showed no \u2660")


def test_seed_no_trump_holding_suit():
    line, msg = refusal(log(HEAD, DEAL_M))
    assert line == 8 and msg == "Dan showed no \u2665"   # 10♥ after trumping trick 1


def test_seed_trump_lead_discard():
    line, msg = refusal(log(HEAD, "deal 6C", "trick 7C 8S 8C TC", "trick 6S 7S JC 9S"))
    assert (line, msg) == (6, "Ben showed no \u2663")


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
    assert (line, msg) == (7, "Ben showed no \u2660")


def test_swiss_discard_then_trump():
    s = score(log(SWISS, "deal 7H", "trick 6S 6D AS 7S", "trick 9S TS JS 6H"))
    assert s["current"]["tricks"] == 2


def test_swiss_no_undertrump():
    line, msg = refusal(log(SWISS, "deal 7H", "trick 6S 9H 6H 8S", "trick 7S AS TS 9S"))
    assert (line, msg) == (7, "Cleo showed no \u2660")


def test_swiss_overtrump_allowed():
    s = score(log(SWISS, "deal 7H", "trick 6S 6H 9H 8S", "trick 7S AS TS 9S"))
    assert s["current"]["tricks"] == 2


def test_swiss_jack_exempt():
    s = score(log(SWISS, "deal 7H", "trick 8H 6S 9H TH", "trick 7S AS 9S JH"))
    assert s["current"]["tricks"] == 2


def test_swiss_trump_lead_follow():
    line, msg = refusal(log(SWISS, "deal 7H", "trick 8H 6S 9H TH", "trick 7S AS 9S 6H"))
    assert (line, msg) == (7, "Ben showed no \u2665 but the J")


# -- the turned-up card ----------------------------------------------------------------

def test_turned_card_is_dealers():
    line, msg = refusal(log(HEAD, "deal 6C", "trick 6C 7S AS 8S"))
    assert (line, msg) == (5, "6\u2663 is Dan's (turned up)")


def test_dealer_must_follow_trump():
    line, msg = refusal(log(HEAD, "deal 6C", "trick 7C 8C TC 8S"))
    assert line == 5 and msg == "Dan should have followed \u2663 (held 6\u2663)"


def test_deal_needs_trump_card():
    assert refusal(log(HEAD, "deal"))[0] == 4


# -- melds -----------------------------------------------------------------------------

# Meld values, the best-meld comparison and the refusals of statements out of place are
# in test_jass_properties.py (CPython only): this file must fit a 64k heap under
# MicroPython with the jass module loaded.


def test_card_in_one_meld_only():
    line, msg = refusal(deal_m("meld Ben AS AH AD AC", "meld Ben AC KC QC"))
    assert (line, msg) == (M_MELDS_AT + 1, "A\u2663 is already in a meld of Ben")


def test_meld_of_others_card():
    # Ana played 6♥ in the first trick.
    assert refusal(deal_m("meld Ben 6H 7H 8H")) == (M_MELDS_AT, "6\u2665 was played by Ana")


def test_melded_card_played_by_another():
    # Ana declares 8S 9S 10S; in trick 4 Dan plays 10S (Ana's, by her meld).
    text = log(HEAD, "deal 6C", "trick 6S 7S AS 8S", "meld Ana 9S TS JS", "trick 9D TS 6D 7D")
    assert refusal(text) == (7, "10\u2660 is Ana's (melded)")


def test_meld_of_void_suit():
    text = log(HEAD, "deal 6C", "trick 6H 6S 7H 8H", "meld Ben 9H TH JH")
    assert refusal(text) == (6, "Ben showed no \u2665")


def test_meld_proves_revoke():
    # Trick 1: Ben plays 7♠ under Ana's 10♠; his meld shows he held J♠.
    text = log(HEAD, "deal 6C", "trick TS 7S AS 8S", "meld Ben JS QS KS")
    assert refusal(text) == (6, "trick 1: Ben should have beaten 10\u2660 (held J\u2660)")


def test_meld_too_big_for_hand():
    # After 7 tricks Cleo has 2 cards left; A♠ is played but A♥ A♦ A♣ are not.
    text = log(HEAD, lines(DEAL_A, 0, 8), "meld Cleo AS AH AD AC")
    assert refusal(text) == (12, "Cleo has only 2 cards left, not A\u2665 A\u2666 A\u2663")


def test_room_for_melded_cards():
    # After 6 tricks Ana has 3 cards and declares three clubs; she then plays K♠.
    text = log(HEAD, lines(DEAL_A, 0, 7), "meld Ana QC KC AC", "trick 7C 8C TC KS")
    assert refusal(text) == (12, "Ana must still play Q\u2663 K\u2663 A\u2663")


def test_stoeck_scores_20():
    s = score(log(HEAD, DEAL_A))   # Ana plays Q♣ and K♣
    assert s["deals"][0]["stoeck"] == {"Ana+Cleo": 20, "Ben+Dan": 0}
    assert s["totals"]["Ana+Cleo"]["score"] == 44


def test_stoeck_split_scores_0():
    s = score(log(HEAD, DEAL_B))   # K♥ Ben, Q♥ Cleo
    assert s["deals"][0]["stoeck"] == {"Ana+Cleo": 0, "Ben+Dan": 0}


def test_stoeck_counts_without_melds():
    s = score(deal_m("meld Ana 6S 7S 8S 9S"))   # Dan plays K♦ and Q♦
    assert s["deals"][0]["stoeck"] == {"Ana+Cleo": 0, "Ben+Dan": 20}
    assert s["deals"][0]["melds"] == {"Ana+Cleo": 50, "Ben+Dan": 0}


# -- target and the winner ---------------------------------------------------------------

def test_below_target_goes_on():
    s = score(log(HEAD, DEAL_A))
    assert not s["finished"] and s["winner"] is None and s["target"] == 1000


def test_first_to_target_wins():
    s = score(log(head("target=100"), DEAL_A))
    assert s["finished"] and s["winner"] == "Ben+Dan"


def test_both_reach_higher_wins():
    s = score(log(head("target=40"), DEAL_A))
    assert s["totals"]["Ana+Cleo"]["score"] == 44 and s["winner"] == "Ben+Dan"


def test_equal_totals_play_on():
    # The same cards twice: the second time the hands move one seat on with the dealer.
    s = score(log(head("target=150"), DEAL_A, DEAL_A))
    assert s["totals"]["Ana+Cleo"] == {"score": 177} == s["totals"]["Ben+Dan"]
    assert not s["finished"]


def test_nothing_after_the_end():
    text = log(head("target=100"), DEAL_A, "deal 7C")
    assert refusal(text) == (15, "the match is over: Ben+Dan won")
