# runs-on: micropython
"""A second breach after `revoke N T` (docs/rules/common.md, "What really happened wins"):
no player's obligations are checked for the rest of the deal (the penalty has decided it),
so a second breach, by another player, is keyed as it was played, at the card and by the
audit at the end of the deal, in every game with sides, and scored by the penalty.

Runs on CPython (pytest) and under MicroPython (mp_runner.py): plain asserts only.
"""

from picotafel.core.score import score
from support import log, refusal
from test_revoke_rules import POMME, JASS, JASS_TRICKS, SCHIEBER, SCHIEBER_TRICKS, fault


def test_pomme_second_breach_after_a_revoke_is_taken_at_the_card():
    # Clubs trump, Ana leads. Ben shows no ♦ in trick 1, Ana no ♥ in trick 3; in trick 4
    # Ben leads K♦ (his revoke, recorded) and Ana plays 8♥ to it: a second breach.
    text = log(*POMME, "deal JC", "trick QD 8S", "trick 7S 7C", "trick AH 9S",
               "revoke Ben 1", "trick KD 8H")
    # Every trick goes to Ana: Q♦ 3, A♥ 11, K♦ 4.
    assert score(text)["current"]["points"] == {"Ana": 18, "Ben": 0}


def test_jass_second_breach_after_a_revoke_is_taken_at_the_card():
    # The real table's deal with Max's breach recorded after trick 6; in trick 9 Cleo,
    # who showed no ♣ in trick 5, plays the 6♣ she held: the deal ends as played.
    text = log(*JASS, *JASS_TRICKS[:6], "revoke Max 2", *JASS_TRICKS[6:],
               "trick 9C KS 6C 7S")
    d = score(text)["deals"][0]
    assert d["revoke"] == {"player": "Max", "trick": 2}
    assert d["points"] == {"Ana+Cleo": 257, "Max+Tom": 0}      # as with one breach


# The table (default Jass, P4 deals, 6♥ turned up): the audit at the last card
# finds P2's breach in trick 1, recorded; P3 did not beat A♥ in trick 4 (held J♥).
JASS_TWICE = ("game jass", "players P1 P2 P3 P4", "dealer P4", "deal 6H",
              "trick JC 9C TC QC", "trick 7D 9D AD KH", "trick 8C TH KC AC",
              "trick 6H 7H AH 8H", "trick 8D JH QD JD", "trick TS AS 9S 8S",
              "trick QS JS QH KS", "trick TD 9H 6D KD")
JASS_TWICE_LAST = "trick 6S 7S 6C 7C"


def test_jass_audit_ignores_obligations_after_a_revoke():
    assert fault(log(*JASS_TWICE, JASS_TWICE_LAST))[2] == (1, 1)
    d = score(log(*JASS_TWICE, "revoke P2 1", JASS_TWICE_LAST))["deals"][0]
    assert d["revoke"] == {"player": "P2", "trick": 1}
    # Every trick to P1+P3, trick 1 on: the 157 and the 100 for all tricks.
    assert d["points"] == {"P1+P3": 257, "P2+P4": 0}


def test_jass_without_sides_a_revoke_still_annuls_the_deal():
    head = ("game jass", "players Ana Ben Max", "dealer Ana", "deal TD")
    assert refusal(log(*head, "trick JH TH 7H", "revoke Max 1", "trick 8S 6S QS")) == (
        7, "the deal is annulled: 'deal' comes next")


def test_schieber_second_breach_after_a_revoke_is_taken_at_the_card():
    # Dan's revoke of trick 5 recorded; Ana, who showed no ♠ but the J in trick 5, leads
    # the 7♠ in trick 8.
    text = log(*SCHIEBER, *SCHIEBER_TRICKS, "revoke Dan 5", "trick 7S 7C KD QC",
               "trick 6D QD AH TD")
    d = score(text)["deals"][0]
    assert d["revoke"] == {"player": "Dan", "trick": 5}
    # Tricks 5 to 9 go to Ana+Cleo, as with Dan's breach alone.
    assert d["points"] == {"Ana+Cleo": 126, "Ben+Dan": 31}


def test_coiffeur_second_breach_after_a_revoke_is_taken_at_the_card():
    from coiffeur_deals import HEAD, SUITS, deal
    # Obenabe, each player holding one suit; Cleo's revoke of trick 2 recorded, Ben (no ♠
    # since trick 1) plays 9♠ in trick 3, takes it and leads the rest.
    rest = ["trick %sH %sD %sC %sS" % (r, r, r, r) for r in "TJQKA"]
    text = log(*HEAD + deal("O", SUITS[0], SUITS[1], "revoke Cleo 2", "trick 8S 9S 8D 8C",
                            "trick 9H 9D 9C 8H", *rest))
    d = score(text)["deals"][0]
    assert d["revoke"] == {"player": "Cleo", "trick": 2}
    # Trick 1 (four sixes: nothing in Obenabe) stays Ana+Cleo's; the rest is Ben+Dan's.
    assert d["points"] == {"Ana+Cleo": 0, "Ben+Dan": 157}
