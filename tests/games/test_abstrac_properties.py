"""Abstrac over random legal matches (CPython, hypothesis): every match scores as a hand
count says, undo is a replay, a broken line is refused at that line, and MicroPython
scores the same logs identically."""

import os
import random
from collections import Counter

from hypothesis import assume, given, settings, strategies as st

import mpy
from host_sim.games.abstrac.random_match import random_match, take_row
from picotafel.games.abstrac import FEWEST, MOST
from picotafel.core.cards import SHORT_DECK, parse_card, card_name, suit, rank
from picotafel.core.score import score, LogError
from picotafel.core.match import load
from picotafel.core.matchlog import write

OPTION_SETS = ([], [("misere", "1")], [("deals", "3")], [("target", "600")],
               [("target", "300"), ("misere", "1")])
seeds = st.integers(min_value=0, max_value=2 ** 32 - 1)


def match_text(seed, max_deals=12):
    rng = random.Random(seed)
    options = OPTION_SETS[rng.randrange(len(OPTION_SETS))]
    return write(random_match(rng, options=options, max_deals=max_deals))


def hand_count(hand):
    """Combination points counted another way: runs from the sorted ranks of each suit,
    sets from a tally of ranks."""
    total = 0
    by_suit = {}
    for c in hand:
        by_suit.setdefault(suit(c), []).append(rank(c))
    for ranks in by_suit.values():
        ranks.sort()
        length = 1
        for i in range(1, len(ranks) + 1):
            if i < len(ranks) and ranks[i] == ranks[i - 1] + 1:
                length += 1
                continue
            total += {3: 3, 4: 4, 5: 6, 6: 12}.get(length, 0)
            length = 1
    for n in Counter(rank(c) for c in hand).values():
        total += {3: 2, 4: 8}.get(n, 0)
    return total


def deals_of(text):
    """Per deal, the cards each player took, as the log says (first 'took' of a deal)."""
    names = None
    out = []
    for line in text.splitlines():
        words = line.split()
        if words[0] == "players":
            names = words[1:]
        elif words[0] == "deal":
            out.append(None)
        elif words[0] == "took" and out[-1] is None:
            mine = [parse_card(w) for w in words[2:]]
            rest = [c for c in SHORT_DECK if c not in mine]
            out[-1] = {words[1]: mine, [n for n in names if n != words[1]][0]: rest}
    return names, out


@settings(max_examples=150, deadline=None)
@given(seeds)
def test_random_legal_matches_always_score_as_a_hand_count(seed):
    text = match_text(seed)
    s = score(text)
    names, hands = deals_of(text)
    misere = "option misere=1" in text
    assert len(s["deals"]) == len(hands)
    totals = {n: 0 for n in names}
    for d, h in zip(s["deals"], hands):
        a, b = names
        assert d["cards"] == {a: len(h[a]), b: len(h[b])}
        assert FEWEST <= d["cards"][a] <= MOST and d["cards"][a] + d["cards"][b] == 24
        made = {n: hand_count(h[n]) for n in names}
        assert d["combinations"] == made
        want = {a: made[a] * len(h[b]), b: made[b] * len(h[a])}
        if misere and (made[a] == 0) != (made[b] == 0):
            zero, other = (a, b) if made[a] == 0 else (b, a)
            want = {zero: want[other], other: 0}
        assert d["points"] == want
        for n in names:
            totals[n] += want[n]
    assert s["totals"] == {n: {"score": totals[n]} for n in names}
    if s["finished"]:
        w = s["winner"]
        assert totals[w] > totals[[n for n in names if n != w][0]]


@settings(max_examples=100, deadline=None)
@given(seeds)
def test_taking_from_the_row_leaves_each_player_6_to_18(seed):
    rng = random.Random(seed)
    hands = take_row(rng, rng.randrange(2))
    assert sorted(hands[0] + hands[1]) == list(SHORT_DECK)
    assert FEWEST <= len(hands[0]) <= MOST


def test_6_to_18_are_exactly_the_shares_alternate_takes_of_1_to_3_allow():
    # Every way to take the row: (cards left, starter's share, whose turn) -> shares.
    shares = set()
    todo = [(24, 0, 0)]
    seen = set()
    while todo:
        left, mine, turn = todo.pop()
        if left == 0:
            shares.add(mine)
            continue
        for n in (1, 2, 3):
            if n <= left:
                nxt = (left - n, mine + (n if turn == 0 else 0), 1 - turn)
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
    assert shares == set(range(FEWEST, MOST + 1)) == set(range(6, 19))


@settings(max_examples=100, deadline=None)
@given(seeds)
def test_logging_either_hand_or_both_scores_the_same(seed):
    text = match_text(seed, max_deals=4)
    names, hands = deals_of(text)
    lines = [ln for ln in text.splitlines() if ln != "deal" and not ln.startswith("took ")]
    other = list(lines)
    both = list(lines)
    for h in hands:
        a, b = names
        other += ["deal", "took %s %s" % (b, " ".join(card_name(c) for c in h[b]))]
        both += ["deal", "took %s %s" % (a, " ".join(card_name(c) for c in h[a])),
                 "took %s %s" % (b, " ".join(card_name(c) for c in h[b]))]
    s = score(text)
    for variant in (other, both):
        t = score("\n".join(variant) + "\n")
        assert t["deals"] == [dict(d, keyed=e["keyed"]) for d, e in zip(s["deals"],
                                                                           t["deals"])]
        assert t["totals"] == s["totals"] and t["winner"] == s["winner"]


@settings(max_examples=60, deadline=None)
@given(seeds, st.integers(min_value=1, max_value=10 ** 6))
def test_undo_equals_replay_of_the_shorter_log(seed, at):
    text = match_text(seed, max_deals=6)
    lines = text.splitlines()
    k = 3 + at % (len(lines) - 3)          # keep at least the header
    m = load("\n".join(lines[:k + 1]) + "\n")
    m.undo()
    shorter = load("\n".join(lines[:k]) + "\n")
    assert m.text() == shorter.text()
    assert m.game is None or m.game.summary() == shorter.game.summary()
    assert m.finished == shorter.finished


def _took_lines(lines):
    return [i for i in range(len(lines)) if lines[i].startswith("took")]


def _refused_at(lines):
    try:
        score("\n".join(lines) + "\n")
    except LogError as e:
        return e.line, e.msg
    return None


@settings(max_examples=100, deadline=None)
@given(seeds, st.integers(min_value=0, max_value=10 ** 6), st.sampled_from("678"))
def test_a_card_outside_the_deck_is_refused_at_its_line(seed, pick, low):
    lines = match_text(seed, max_deals=5).splitlines()
    i = _took_lines(lines)[pick % len(_took_lines(lines))]
    words = lines[i].split()
    j = 2 + pick % (len(words) - 2)
    words[j] = low + words[j][-1]
    lines[i] = " ".join(words)
    line, msg = _refused_at(lines)
    assert line == i + 1 and "not an Abstrac card" in msg


@settings(max_examples=100, deadline=None)
@given(seeds, st.integers(min_value=0, max_value=10 ** 6))
def test_a_card_given_twice_is_refused_at_its_line(seed, pick):
    lines = match_text(seed, max_deals=5).splitlines()
    i = _took_lines(lines)[pick % len(_took_lines(lines))]
    words = lines[i].split()
    j = 2 + pick % (len(words) - 2)
    k = 2 + (pick // 7) % (len(words) - 2)
    if j == k:
        k = 2 if j != 2 else 3
    words[k] = words[j]
    lines[i] = " ".join(words)
    line, msg = _refused_at(lines)
    assert line == i + 1 and msg.endswith("is given twice")


@settings(max_examples=100, deadline=None)
@given(seeds, st.integers(min_value=0, max_value=10 ** 6))
def test_a_hand_missing_a_card_is_refused_where_it_shows(seed, pick):
    """Drop a card from a 'took': refused there if it is the deal's second hand, or if
    the first hand falls under 6 cards; otherwise that is a legal first hand, and any
    second hand of the same deal (now one card short of the rest) is refused."""
    lines = match_text(seed, max_deals=5).splitlines()
    i = _took_lines(lines)[pick % len(_took_lines(lines))]
    words = lines[i].split()
    del words[2 + pick % (len(words) - 2)]
    lines[i] = " ".join(words)
    second = lines[i - 1].startswith("took")
    got = _refused_at(lines)
    if second or len(words) - 2 < FEWEST:
        assert got is not None and got[0] == i + 1
    elif i + 1 < len(lines) and lines[i + 1].startswith("took"):
        assert got is not None and got[0] == i + 2 and got[1].endswith("missing")
    else:
        assert got is None or got[1].startswith("the match is over")


@settings(max_examples=60, deadline=None)
@given(seeds, st.integers(min_value=0, max_value=10 ** 6))
def test_a_deal_without_took_is_refused_at_the_next_deal(seed, pick):
    lines = match_text(seed, max_deals=5).splitlines()
    deals = [i for i in range(len(lines)) if lines[i] == "deal"]
    assume(len(deals) >= 2)
    d = deals[pick % (len(deals) - 1)]
    nxt = deals[deals.index(d) + 1]
    cut = [ln for k, ln in enumerate(lines) if not (d < k < nxt)]
    assert _refused_at(cut) == (d + 2, "deal %d has no 'took' yet" % (deals.index(d) + 1))


def test_score_is_identical_under_micropython(mpy_tree):
    rng = random.Random(5005)
    logs = [write(random_match(rng, options=OPTION_SETS[i % len(OPTION_SETS)],
                               max_deals=rng.choice((1, 3, 8))))
            for i in range(100)]
    logs.append(logs[0].replace("took Ana ", "took Ana 8S ", 1).replace(
        "took Ben ", "took Ben 8S ", 1))                       # a refused one too
    got = mpy.scores_under_micropython(mpy_tree, logs)
    assert got == [mpy.expected_score(text) for text in logs]
    assert got[-1]["error"][0] > 0 and "8\u2660" in got[-1]["error"][1]


REPLAY = """
import gc
from picotafel.core.match import load
m = load(open("abstrac_long.log").read())
for i in range(20):
    m.undo()
s = m.game.summary()
gc.collect()
print("ok", len(s["deals"]), gc.mem_free())
"""


def test_long_match_replays_and_undoes_with_a_small_heap(mpy_tree):
    sts = random_match(random.Random(7), options=[("target", "9999")], max_deals=40)
    text = write(sts)
    assert text.count("deal\n") == 40
    with open(mpy_tree + "/abstrac_long.log", "w") as f:
        f.write(text)
    with open(mpy_tree + "/abstrac_replay.py", "w") as f:
        f.write(REPLAY)
    r = mpy.run(mpy_tree, ["abstrac_replay.py"], heap=mpy.CORE_HEAP, timeout=1200)
    assert r.stdout.startswith("ok"), r.stdout + r.stderr
    assert len(score(text)["deals"]) == 40


def test_example_log_scores_the_seed_example():
    with open(os.path.join(mpy.ROOT, "examples", "abstrac.log"), encoding="utf-8") as f:
        s = score(f.read())
    assert [d["points"] for d in s["deals"][:2]] == [{"Uno": 120, "Dos": 56},
                                                     {"Uno": 168, "Dos": 250}]
    assert s["finished"] and s["winner"] == "Uno" and len(s["deals"]) == 5
