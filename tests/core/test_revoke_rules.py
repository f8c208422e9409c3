# runs-on: micropython
"""`revoke N T` (docs/rules/common.md, "What really happened wins"): the breach recorded as it
happened at the table, in real logs of each trick game. Caught at once (an earlier void),
found by the end-of-deal audit, the penalty per game, undo across it, annulled deals.

Runs on CPython (pytest) and under MicroPython (mp_runner.py): plain asserts only.
"""

from picotafel.core.score import score, LogError
from picotafel.core.match import load
from picotafel.core.matchlog import parse_statement
from support import log, refusal, points

POMME = ("game pomme", "players Ana Ben", "dealer Ben")
# Clubs trump, Ana leads; in trick 2 Ben shows no diamonds.
POMME_A = ("deal JC", "trick JS 7S", "trick QD 8S", "trick AH 6C", "trick 9S KS",
           "trick TS AS", "trick KH 8H")
# Ben now plays a diamond: a revoke the cards prove, then what was played to the end.
POMME_REST = ("trick 7D 8D", "trick 7C 9C", "trick QH 6H")

# A Jass deal from a real table: Ana deals, 10♦ turned up; in trick 2 Max, holding the 10♠,
# did not beat the 8♠. The audit at the last trick finds it.
JASS = ("game jass", "players Ana Max Cleo Tom", "dealer Ana", "deal TD")
JASS_TRICKS = ("trick JH TH 7H QH", "trick 8S 6S QS 9S", "trick 7D JD TD TS",
               "trick JC AC 8C QC", "trick 7C TC 6D KC", "trick 6H 9D AH KH",
               "trick KD AD 9H QD", "trick 8D 8H AS JS")
JASS_LAST = "trick 9C KS 7S 6C"

DIFF = ("game differenzler", "option deals=1", "players Ana Ben Cleo Dan", "dealer Dan")
ESTS = ("estimate Ana 44", "estimate Ben 2", "estimate Cleo 30", "estimate Dan 80")
# Diamonds trump, Dan keeps Q♦; Ana leads. In trick 1 Dan shows no spades.
DIFF_A = ("trick TS 7S AD 6D", "trick QC 6C KD JC", "trick TD 7D 8D 9D",
          "trick 9C AC 8C 7C", "trick AS 8S QS TH", "trick 8H AH 6H QD",
          "trick JD KH 9S 7H", "trick KC KS JS JH", "trick TC 6S QH 9H")


def fault(text):
    """(line, message, (player, trick)) of the refusal of `text`."""
    try:
        score(text)
    except LogError as e:
        return e.line, e.msg, e.fault
    raise AssertionError("accepted: " + text)


def test_pomme_revoke_caught_at_once_names_the_trick_of_the_void():
    text = log(*POMME, *POMME_A, POMME_REST[0])
    assert fault(text) == (11, "Ben showed no \u2666 in trick 2", (1, 2))


def test_pomme_revoke_recorded_lets_the_deal_be_keyed_as_played():
    s = score(log(*POMME, *POMME_A, "revoke Ben 2", *POMME_REST))
    d = s["deals"][0]
    assert d["revoke"] == {"player": "Ben", "trick": 2}
    # Trick 2 and every later one go to Ana, with the last trick's 5.
    assert d["points"] == {"Ana": 67, "Ben": 0}
    assert d["last_trick"] == "Ana" and d["pommes"] == ["Ben"] and d["winner"] == "Ana"
    assert s["totals"]["Ben"] == {"points": 0, "pommes": 1, "score": -1}


def test_pomme_penalty_keeps_the_tricks_before_the_revoke():
    # Ana broke an obligation in trick 3 (the table saw it; the device cannot prove it):
    # tricks 1 and 2 stay Ana's (2 + 3 points), trick 3 on go to Ben.
    s = score(log(*POMME, *POMME_A, "trick 7C 9C", "revoke Ana 3", "trick 7D TC",
                  "trick QH 6H"))
    assert points(s) == {"Ana": 5, "Ben": 72}
    assert s["deals"][0]["last_trick"] == "Ben"


def test_pomme_deal_without_revoke_says_none():
    s = score(log(*POMME, *POMME_A, "trick 7C 9C", "trick 7D TC", "trick QH 6H"))
    assert s["deals"][0]["revoke"] is None


def test_revoke_refusals():
    assert refusal(log(*POMME, "deal JC", "revoke Ben 1")) == (
        5, "revoke: no trick played yet in this deal")
    assert refusal(log(*POMME, *POMME_A[:3], "revoke Ben 3")) == (
        7, "revoke: trick 3 is not played (1 to 2)")
    assert refusal(log(*POMME, *POMME_A[:3], "revoke Max 1"))[1].startswith("Max is not")
    assert refusal(log(*POMME, *POMME_A[:3], "revoke Ben 2", "revoke Ana 1")) == (
        8, "a revoke stands already in this deal (Ben, trick 2)")
    assert refusal(log(*POMME, "revoke Ben 1")) == (4, "'revoke' before the first 'deal'")
    assert refusal(log(*POMME, *POMME_A, "trick 7C 9C", "trick 7D TC", "trick QH 6H",
                       "revoke Ben 1")) == (14, "the deal is over: 'deal' comes next")


def test_revoke_still_refuses_a_card_played_twice():
    assert refusal(log(*POMME, *POMME_A, "revoke Ben 2", "trick 7D QD")) == (
        12, "Q\u2666 already played")


def test_undo_across_a_revoke():
    before = log(*POMME, *POMME_A)
    m = load(log(*POMME, *POMME_A, "revoke Ben 2", POMME_REST[0]))
    assert m.undo()[0] == "trick"
    assert m.undo()[0] == "revoke"
    assert m.text() == before
    assert m.game.deal.revoked is None
    try:
        m.apply(parse_statement(POMME_REST[0]))   # refused again without the revoke
        raise AssertionError("accepted")
    except LogError as e:
        assert e.fault == (1, 2)


def test_revoke_round_trips_through_the_log_text():
    text = log(*POMME, *POMME_A, "revoke Ben 2", *POMME_REST)
    assert load(text).text() == text


def test_jass_audit_finds_the_breach_at_the_end_of_the_deal():
    text = log(*JASS, *JASS_TRICKS, JASS_LAST)
    assert fault(text) == (6, "trick 2: Max should have beaten 8\u2660 (held 10\u2660)",
                           (1, 2))


def test_jass_revoke_found_by_the_audit_gives_the_rest_to_the_other_side():
    s = score(log(*JASS, *JASS_TRICKS, "revoke Max 2", JASS_LAST))
    d = s["deals"][0]
    assert d["revoke"] == {"player": "Max", "trick": 2} and not d["annulled"]
    # Ana+Cleo took trick 1 anyway: every trick is theirs, with the 100.
    assert d["points"] == {"Ana+Cleo": 257, "Max+Tom": 0}
    assert d["all_tricks"] == "Ana+Cleo"
    assert s["totals"]["Ana+Cleo"] == {"score": 257}


def test_jass_three_players_revoke_annuls_the_deal():
    head = ("game jass", "players Ana Ben Max", "dealer Ana", "deal TD")
    s = score(log(*head, "trick JH TH 7H", "revoke Max 1", "deal 8S"))
    d = s["deals"][0]
    assert d["annulled"] and d["revoke"] == {"player": "Max", "trick": 1}
    assert s["totals"] == {"Ana": {"score": 0}, "Ben": {"score": 0}, "Max": {"score": 0}}
    m = load(log(*head, "trick JH TH 7H", "revoke Max 1", "deal 8S"))
    assert m.game.deal.dealer == 0          # the same dealer deals again
    assert refusal(log(*head, "trick JH TH 7H", "revoke Max 1", "trick 8S 9S TS")) == (
        7, "the deal is annulled: 'deal' comes next")


def test_differenzler_revoke_caught_at_once_and_annulled():
    # Dan showed no spades in trick 1; a spade from him later is refused, then recorded.
    text = log(*DIFF, "deal QD", *ESTS, DIFF_A[0], "trick 9S 8S 7C 6S")
    assert fault(text)[2] == (3, 1)
    s = score(log(*DIFF, "deal QD", *ESTS, DIFF_A[0], "revoke Dan 1"))
    d = s["deals"][0]
    assert d["annulled"] and d["penalties"] == {"Ana": 0, "Ben": 0, "Cleo": 0, "Dan": 0}
    assert s["counted_deals"] == 0 and not s["finished"]
    assert s["totals"]["Dan"] == {"penalty": 0}


def test_differenzler_annulled_deal_does_not_count():
    # deals=1: the annulled deal, then the same dealer deals again; that deal decides.
    text = log(*DIFF, "deal QD", *ESTS, DIFF_A[0], "revoke Dan 1", "deal QD", *ESTS,
               *DIFF_A)
    s = score(text)
    assert len(s["deals"]) == 2 and s["counted_deals"] == 1
    assert not s["deals"][1]["annulled"] and s["deals"][1]["dealer"] == "Dan"
    assert s["finished"] and s["winner"] == "Ana"


# A breach the cards of the trick being played prove: Ana dealt and holds the 10♦
# turned up, and plays the 8♠ on a trump lead. It stands with `revoke Ana 1` right after
# that trick (the device writes both in one save).
JASS_NOW = ("trick 7D 6D 8D 8S",)


def test_breach_in_a_trick_stands_with_its_revoke_right_after():
    m = load(log(*JASS, *JASS_NOW, "revoke Ana 1", "trick 9D TD QD JD"))
    d = m.game.deal
    assert d.revoked[:2] == (0, 1) and d.breach is None
    # Cleo's J♦ won trick 2 for Ana's side: it goes to Max, after Ana.
    assert d.taken == [0, 14 + 10 + 3 + 20, 0, 0]


def test_breach_in_a_trick_without_its_revoke_is_refused_at_that_trick():
    why = "Ana should have followed \u2666 (held 10\u2666)"
    assert fault(log(*JASS, *JASS_NOW)) == (5, why, (0, 1))
    assert fault(log(*JASS, *JASS_NOW, "trick 9D TD QD JD")) == (5, why, (0, 1))
    assert fault(log(*JASS, *JASS_NOW, "revoke Max 1")) == (5, why, (0, 1))


def test_undo_takes_the_revoke_then_its_trick():
    m = load(log(*JASS, *JASS_NOW, "revoke Ana 1"))
    assert m.undo()[0] == "revoke"
    assert m.game.deal.breach[:2] == (0, 1)     # the trick waits for its revoke again
    assert m.undo()[0] == "trick"
    assert m.game.deal.breach is None and m.text() == log(*JASS)


def test_differenzler_breach_in_a_trick_annuls_the_deal():
    # Dan keeps the Q♦ turned up and discards the 6♠ on Ana's trump lead.
    s = score(log(*DIFF, "deal QD", *ESTS, "trick TD 7D 8D 6S", "revoke Dan 1"))
    d = s["deals"][0]
    assert d["annulled"] and d["revoke"] == {"player": "Dan", "trick": 1}
    assert s["counted_deals"] == 0


# Schieber: the first deal of examples/schieber.log (Ana deals, Ben pushes, Dan makes
# spades, mult=swiss) as it might have been played: Dan followed the hearts of trick 1
# with his 7♥ and kept his 7♠ back on Ben's A♠ lead in trick 5 (he discarded the 6♥),
# then trumped Ana's Q♣ with it in trick 8 and led the last trick.
SCHIEBER = ("game schieber", "option mult=swiss", "option target=1500",
            "players Ana Ben Cleo Dan", "dealer Ana", "deal", "trump push S")
SCHIEBER_TRICKS = ("trick TH 6S 7H KS", "trick JH KH 8H QH", "trick 9D 8S JD TS",
                   "trick JC JS 6C 8C", "trick AS 9S 6H 9H", "trick QS AD 7D 8D",
                   "trick TC 9C AC KC")
SCHIEBER_REST = ("trick QC 7C KD 7S", "trick TD 6D QD AH")


def test_schieber_revoke_caught_at_once_names_the_trick_of_the_void():
    text = log(*SCHIEBER, *SCHIEBER_TRICKS, SCHIEBER_REST[0])
    assert fault(text) == (15, "Dan showed no \u2660 but the J in trick 5", (3, 5))


def test_schieber_revoke_gives_its_trick_and_every_later_one_to_the_other_side():
    s = score(log(*SCHIEBER, *SCHIEBER_TRICKS, "revoke Dan 5", *SCHIEBER_REST))
    d = s["deals"][0]
    assert d["revoke"] == {"player": "Dan", "trick": 5}
    # Ben+Dan keep the tricks they took before it: trick 2 (J♥ K♥ Q♥: 9) and trick 4
    # (J♣ and the Buur: 22). Tricks 5 to 9 go to Ana+Cleo, with the last trick's 5.
    assert d["points"] == {"Ana+Cleo": 126, "Ben+Dan": 31}
    assert d["last_trick"] == "Ana" and d["match"] is None
    # Spades count twice (mult=swiss).
    assert d["total"] == {"Ana+Cleo": 252, "Ben+Dan": 62}
    assert s["totals"] == {"Ana+Cleo": {"score": 252}, "Ben+Dan": {"score": 62}}


def test_schieber_undo_across_a_revoke():
    before = log(*SCHIEBER, *SCHIEBER_TRICKS)
    m = load(log(*SCHIEBER, *SCHIEBER_TRICKS, "revoke Dan 5", SCHIEBER_REST[0]))
    assert m.undo()[0] == "trick"
    assert m.undo()[0] == "revoke"
    assert m.text() == before
    assert m.game.deal.revoked is None
    try:
        m.apply(parse_statement(SCHIEBER_REST[0]))  # refused again without the revoke
        raise AssertionError("accepted")
    except LogError as e:
        assert e.fault == (3, 5)


def test_schieber_revoke_seen_at_the_table_at_once_undo_takes_it_then_its_trick():
    # The table saw it when trick 5 was turned: the revoke right after that trick.
    text = log(*SCHIEBER, *SCHIEBER_TRICKS[:5], "revoke Dan 5", *SCHIEBER_TRICKS[5:],
               *SCHIEBER_REST)
    later = log(*SCHIEBER, *SCHIEBER_TRICKS, "revoke Dan 5", *SCHIEBER_REST)
    assert score(text)["deals"] == score(later)["deals"]
    m = load(log(*SCHIEBER, *SCHIEBER_TRICKS[:5], "revoke Dan 5"))
    assert m.undo()[0] == "revoke"
    assert m.game.deal.revoked is None
    assert m.undo() == parse_statement(SCHIEBER_TRICKS[4])
    assert m.text() == log(*SCHIEBER, *SCHIEBER_TRICKS[:4])

