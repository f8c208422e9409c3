"""Schieber on CPython: properties of random legal matches (hypothesis), and the same
scores under MicroPython."""

import random

from hypothesis import given, settings, strategies as st, HealthCheck

import mpy
from host_sim.games.schieber.random_match import random_match
from picotafel.core.score import score
from picotafel.core.matchlog import write

MATCH = st.tuples(st.integers(0, 2 ** 32), st.sampled_from(("1", "swiss")),
                  st.sampled_from((300, 1000, 2500)))


def a_match(args, max_deals=40):
    seed, mult, target = args
    return random_match(random.Random(seed), options=[("mult", mult), ("target", str(target))],
                        max_deals=max_deals)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(MATCH)
def test_random_legal_matches_end_with_a_side_past_the_target(args):
    s = score(write(a_match(args)))
    assert s["finished"] and s["winner"] in s["sides"]
    assert s["totals"][s["winner"]]["score"] >= s["target"]


@settings(max_examples=40, deadline=None)
@given(MATCH)
def test_every_deal_totals_157_and_a_match_adds_100(args):
    for d in score(write(a_match(args)))["deals"]:
        assert sum(d["points"].values()) == 157
        m = d["multiplier"]
        for side in d["total"]:
            extra = 100 if d["match"] == side else 0
            assert d["total"][side] == (d["points"][side] + extra + d["weis"][side]
                                        + d["stoeck"][side]) * m
        assert min(d["weis"].values()) == 0          # one side's Weis at most


@settings(max_examples=40, deadline=None)
@given(MATCH)
def test_totals_are_the_sum_of_the_deals(args):
    s = score(write(a_match(args)))
    for side in s["sides"]:
        assert s["totals"][side]["score"] == sum(d["total"][side] for d in s["deals"])


def test_score_is_identical_on_both_interpreters(mpy_tree):
    rng = random.Random(2026)
    logs = []
    for i in range(60):
        mult = "swiss" if i % 2 else "1"
        sts = random_match(rng, options=[("mult", mult), ("target", str(rng.choice((300, 1500))))],
                           max_deals=rng.choice((1, 5, 40)))
        logs.append(write(sts))
    logs.append(logs[0].replace("trick", "trick 6S", 1))   # a refused one too
    got = mpy.scores_under_micropython(mpy_tree, logs)
    assert got == [mpy.expected_score(text) for text in logs]
    assert got[-1]["error"][0] > 0
