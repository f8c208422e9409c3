"""Jass on CPython: properties of random legal matches (hypothesis), the same scores
under MicroPython, and the example tests kept out of test_jass_rules.py's small MicroPython heap
(meld values, the best-meld comparison, statements out of place)."""

import os
import random

from hypothesis import assume, given, settings, strategies as st, HealthCheck

import mpy
from host_sim.games.jass.random_match import random_match, play_deal, NAMES
from picotafel.core.score import score, LogError
from picotafel.core.match import replay
from picotafel.core.matchlog import write
from support import log, refusal
from jass_deals import HEAD, DEAL_A, M_MELDS_AT, lines, head, deal_m

RULES = st.sampled_from(("seed", "swiss"))


def options(rules, melds_all, teams, target):
    out = [("rules", rules), ("target", str(target))]
    if melds_all:
        out.append(("melds", "all"))
    if not teams:
        out.append(("teams", "0"))
    return out


MATCH = st.tuples(st.integers(0, 2 ** 32), RULES, st.booleans(), st.booleans(),
                  st.sampled_from((3, 4)), st.sampled_from((100, 400, 1000)))


def a_match(args, max_deals=30):
    seed, rules, melds_all, teams, n, target = args
    rng = random.Random(seed)
    return random_match(rng, names=NAMES[:n], options=options(rules, melds_all, teams, target),
                        max_deals=max_deals)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(MATCH)
def test_random_legal_matches_always_score(args):
    s = score(write(a_match(args)))
    assert s["finished"] and s["winner"] in s["totals"]
    top = max(t["score"] for t in s["totals"].values())
    assert s["totals"][s["winner"]]["score"] == top >= s["target"]


@settings(max_examples=60, deadline=None)
@given(MATCH)
def test_card_points_per_deal_total_157_or_257_with_every_trick(args):
    for d in score(write(a_match(args)))["deals"]:
        assert sum(d["points"].values()) == (257 if d["all_tricks"] else 157)
        assert sorted(d["stoeck"].values())[-1] in (0, 20)


@settings(max_examples=60, deadline=None)
@given(MATCH)
def test_totals_are_the_sum_of_the_deals(args):
    s = score(write(a_match(args)))
    for side, t in s["totals"].items():
        assert t["score"] == sum(d[k][side] for d in s["deals"]
                                 for k in ("points", "melds", "stoeck"))


@settings(max_examples=30, deadline=None)
@given(MATCH, st.integers(1, 60))
def test_undo_equals_replay_without_the_last_statements(args, k):
    sts = a_match(args, max_deals=3)
    m = replay(sts)
    k = min(k, len(sts) - 1)
    for _ in range(k):
        m.undo()
    assert m.text() == replay(sts[:-k]).text()
    assert m.game is None or m.game.summary() == replay(sts[:-k]).game.summary()


def _first_deal(args):
    """A random legal first deal of a match: its head and its statements."""
    seed, rules, melds_all, teams, n, target = args
    rng = random.Random(seed)
    names = NAMES[:n]
    head_sts = [("game", "jass"), ("option", "rules", rules)] + \
        [("players", names), ("dealer", names[0])]
    return head_sts, play_deal(rng, names, 0, rules == "swiss")


@settings(max_examples=60, deadline=None)
@given(MATCH, st.data())
def test_a_card_played_twice_is_refused_at_its_trick(args, data):
    head_sts, deal = _first_deal(args)
    tricks = [i for i in range(len(deal)) if deal[i][0] == "trick"]
    t = data.draw(st.sampled_from(tricks[1:]))
    k = data.draw(st.integers(0, len(deal[t][1]) - 1))
    earlier = [c for i in tricks if i < t for c in deal[i][1]]
    cards = list(deal[t][1])
    cards[k] = data.draw(st.sampled_from(earlier))
    sts = head_sts + deal[:t] + [("trick", tuple(cards))] + deal[t + 1:]
    try:
        replay(sts)
        raise AssertionError("accepted")
    except LogError as e:
        assert e.line == len(head_sts) + t + 1
        assert e.msg.endswith("already played")


@settings(max_examples=60, deadline=None)
@given(MATCH, st.data())
def test_a_short_trick_is_refused_at_its_line(args, data):
    head_sts, deal = _first_deal(args)
    tricks = [i for i in range(len(deal)) if deal[i][0] == "trick"]
    t = data.draw(st.sampled_from(tricks))
    sts = head_sts + deal[:t] + [("trick", deal[t][1][:-1])] + deal[t + 1:]
    try:
        replay(sts)
        raise AssertionError("accepted")
    except LogError as e:
        assert e.line == len(head_sts) + t + 1 and e.msg.startswith("a trick has")


@settings(max_examples=80, deadline=None)
@given(MATCH, st.data())
def test_two_cards_of_one_player_swapped_are_refused_where_illegal(args, data):
    """Swap two cards one player played in two tricks of a deal (who wins each trick
    unchanged, so the hands stay the same). If a play is then illegal by the whole hands,
    the log is refused no earlier than that trick and no later than the last trick; the
    audit names that trick itself (a meld that reveals the broken obligation is refused
    at its own line: the log became impossible there)."""
    from host_sim.games.jass.random_match import legal_seed, legal_swiss
    from picotafel.core.cards import suit, trick_winner
    head_sts, deal = _first_deal(args)
    rules = args[1]
    n = args[4]
    trump = suit(deal[0][1])
    tricks = [i for i in range(len(deal)) if deal[i][0] == "trick"]
    leaders = []
    leader = 1 % n
    for i in tricks:
        leaders.append(leader)
        leader = (leader + trick_winner(deal[i][1], trump)) % n
    # The first swap, in a random order, that leaves who wins each trick unchanged (most
    # swaps change a winner: drawing one at random would check few examples).
    swaps = [(a, b, p) for a in tricks for b in tricks if a < b for p in range(n)]
    data.draw(st.randoms(use_true_random=False)).shuffle(swaps)
    for a, b, p in swaps:
        ka = (p - leaders[tricks.index(a)]) % n
        kb = (p - leaders[tricks.index(b)]) % n
        ca, cb = list(deal[a][1]), list(deal[b][1])
        ca[ka], cb[kb] = cb[kb], ca[ka]
        if trick_winner(ca, trump) == trick_winner(deal[a][1], trump) and \
                trick_winner(cb, trump) == trick_winner(deal[b][1], trump):
            break
    else:
        assume(False)
    new = list(deal)
    new[a] = ("trick", tuple(ca))
    new[b] = ("trick", tuple(cb))
    legal = legal_swiss if rules == "swiss" else legal_seed
    hands = [[] for _ in range(n)]
    for i, lead in zip(tricks, leaders):
        for k, c in enumerate(new[i][1]):
            hands[(lead + k) % n].append(c)
    bad = None
    for i, lead in zip(tricks, leaders):
        for k, c in enumerate(new[i][1]):
            q = (lead + k) % n
            if bad is None and c not in legal(hands[q], new[i][1][:k], trump):
                bad = i
            hands[q].remove(c)
    sts = head_sts + new
    if bad is None:
        replay(sts)   # legal by the whole hands: accepted
        return
    try:
        replay(sts)
        raise AssertionError("an illegal play was accepted")
    except LogError as e:
        first = len(head_sts) + bad + 1
        last = len(head_sts) + tricks[-1] + 1
        assert first <= e.line <= last
        if e.msg.startswith("trick ") and sts[e.line - 1][0] == "trick":
            assert e.line == first




def test_score_is_identical_under_micropython(mpy_tree):
    rng = random.Random(5)
    logs = []
    for i in range(100):
        args = (rng.randrange(2 ** 32), ("seed", "swiss")[i % 2], i % 3 == 0, i % 4 != 1,
                (3, 4)[i % 5 != 0], (300, 1000)[i % 2])
        logs.append(write(a_match(args, max_deals=rng.choice((1, 3, 30)))))
    logs.append(logs[1].replace("trick", "trick 6S", 1))   # a refused one too
    got = mpy.scores_under_micropython(mpy_tree, logs, heap=mpy.SCORES_HEAP)
    assert got == [mpy.expected_score(text) for text in logs]
    assert got[-1]["error"][0] > 0


def test_example_log_scores():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    with open(os.path.join(root, "examples", "jass.log"), encoding="utf-8") as f:
        s = score(f.read())
    assert s["finished"] and s["winner"] == "Ben+Dan"


# -- meld values and the best meld (examples) -------------------------------------------

def melds_scored(*melds, **kw):
    return score(deal_m(*melds, **kw))["deals"][0]["melds"]


# Diamonds trump (8D turned up: Dan's); every four of a kind is in one hand.
# Hands: Ana JS JH JD JC 9S 9H 9D 9C 6C   Ben AS AH AD AC KS KH KD KC 7C
#        Cleo QS QH QD QC TS TH TD TC 8C  Dan 6S 7S 8S 6H 7H 6D 7D 8H 8D
DEAL_F = (
    "deal 8D\n"
    "trick 9H KH TD 6H\n"
    "trick QC 8D 9C KC\n"
    "trick 7D 9D KD QD\n"
    "trick 9S AS QS 6S\n"
    "trick 7C TC 8S JC\n"
    "trick JS AD TS 7S\n"
    "trick KS 8C 6D JH\n"
    "trick 8H JD AH TH\n"
    "trick 6C AC QH 7H")


def deal_f(meld):
    return log(head("melds=all", "rules=swiss"), lines(DEAL_F, 0, 2), meld, lines(DEAL_F, 2))



def test_run_of_three_scores_20():
    assert melds_scored("meld Ana 6S 7S 8S") == {"Ana+Cleo": 20, "Ben+Dan": 0}


def test_run_of_four_scores_50():
    assert melds_scored("meld Ana 6S 7S 8S 9S")["Ana+Cleo"] == 50


def test_run_of_five_scores_100():
    assert melds_scored("meld Ana 6S 7S 8S 9S TS")["Ana+Cleo"] == 100


def test_run_of_six_scores_100():
    assert melds_scored("meld Ana 6S 7S 8S 9S TS JS")["Ana+Cleo"] == 100


def test_four_jacks_score_200():
    assert score(deal_f("meld Ana JS JH JD JC"))["deals"][0]["melds"]["Ana+Cleo"] == 200


def test_four_nines_score_150():
    assert score(deal_f("meld Ana 9S 9H 9D 9C"))["deals"][0]["melds"]["Ana+Cleo"] == 150


def test_four_akq10_score_100():
    for meld, side in (("meld Ben AS AH AD AC", "Ben+Dan"), ("meld Ben KS KH KD KC", "Ben+Dan"),
                       ("meld Cleo QS QH QD QC", "Ana+Cleo"),
                       ("meld Cleo TS TH TD TC", "Ana+Cleo")):
        assert score(deal_f(meld))["deals"][0]["melds"][side] == 100


def test_four_eights_are_no_meld():
    line, msg = refusal(deal_f("meld Dan 8S 8H 8D 8C"))
    assert line == 8 and msg.endswith("is no meld (a run of 3 or more in one suit, or four J, "
                                      "9, A, K, Q or 10)")


def test_gap_is_no_meld():
    line, msg = refusal(deal_m("meld Ana 6S 7S 9S"))
    assert line == M_MELDS_AT and msg.startswith("6\u2660 7\u2660 9\u2660 is no meld")


def test_best_meld_side_scores():
    assert melds_scored("meld Ana 6S 7S 8S 9S", "meld Ben KC QC JC",
                        "meld Cleo KH QH JH") == {"Ana+Cleo": 70, "Ben+Dan": 0}


def test_melds_all():
    assert melds_scored("meld Ana 6S 7S 8S 9S", "meld Ben KC QC JC",
                        options=("melds=all",)) == {"Ana+Cleo": 50, "Ben+Dan": 20}


def test_meld_tie_more_cards_wins():
    # Ana's five spades (100) against Ben's four aces (100).
    assert melds_scored("meld Ana 6S 7S 8S 9S TS", "meld Ben AS AH AD AC") == {
        "Ana+Cleo": 100, "Ben+Dan": 0}


def test_meld_tie_higher_top_wins():
    assert melds_scored("meld Ana 8S 9S TS", "meld Ben KC QC JC") == {
        "Ana+Cleo": 0, "Ben+Dan": 20}


def test_meld_tie_trump_run_wins():
    # Cleo plays before Dan in the first trick, but Dan's run is in diamonds, trump.
    assert melds_scored("meld Cleo KH QH JH", "meld Dan KD QD JD") == {
        "Ana+Cleo": 0, "Ben+Dan": 20}


def test_meld_tie_earlier_player_wins():
    assert melds_scored("meld Cleo KH QH JH", "meld Ben KC QC JC") == {
        "Ana+Cleo": 0, "Ben+Dan": 20}



# -- refusals with their lines ------------------------------------------------------------

def test_trick_before_deal():
    assert refusal(log(HEAD, "trick 6S 7S AS 8S")) == (
        4, "'trick' before the first 'deal'")


def test_meld_before_deal():
    assert refusal(log(HEAD, "meld Ana 6S 7S 8S"))[0] == 4


def test_deal_too_early():
    assert refusal(log(HEAD, lines(DEAL_A, 0, 3), "deal 7H")) == (
        7, "deal 1 is not finished (2 of 9 tricks)")


def test_trick_too_short():
    assert refusal(log(HEAD, "deal 6C", "trick 6S 7S AS")) == (
        5, "a trick has 4 cards, not 3")


def test_card_played_twice():
    assert refusal(log(HEAD, "deal 6C", "trick 6S 7S AS 8S", "trick 9S TS JS 7S")) == (
        6, "7\u2660 already played")


def test_meld_by_stranger():
    assert refusal(log(HEAD, "deal 6C", "meld Eve 6S 7S 8S")) == (
        5, "Eve is not a player")


def test_meld_after_last_trick():
    assert refusal(log(HEAD, DEAL_A, "meld Ana 6S 7S 8S")) == (
        14, "the deal is over: 'deal' comes next")


def test_no_swap_in_jass():
    assert refusal(log(HEAD, "deal 6C", "swap Dan"))[0] == 5


def test_two_players_too_few():
    assert refusal(log("game jass", "players Ana Ben")) == (2, "jass takes 3 to 4 players")


def test_unknown_rules():
    assert refusal(log("game jass", "option rules=french"))[0] == 2


def test_after_equal_totals_the_next_deal_decides():
    # test_jass_rules: 177 each after two deals; the third deal puts Ben+Dan ahead.
    s = score(log(head("target=150"), DEAL_A, DEAL_A, DEAL_A))
    assert s["finished"] and s["winner"] == "Ben+Dan"
    assert s["totals"]["Ben+Dan"]["score"] == 310
