# runs-on: micropython
"""Jass melds, Stöck, the target and the winner, one behaviour per test, each as a
match log (docs/rules/jass.md).

Runs on CPython (pytest) and under MicroPython (mp_runner.py): plain asserts only.
"""

from picotafel.core.score import score
from support import log, refusal
from jass_deals import DEAL_A, DEAL_B, HEAD, M_MELDS_AT, deal_m, head, lines


# -- melds -----------------------------------------------------------------------------

# Meld values, the best-meld comparison and the refusals of statements out of place are
# in test_jass_properties.py (CPython only): this file runs under MicroPython with the
# jass module loaded and must stay well inside mpy.CORE_HEAP.


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
