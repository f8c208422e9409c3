"""Coiffeur on CPython: random legal matches (every mode, pushes up to four, jokers said
and implied, rows=10 with Slalom and Guschti, mult=1, deals entered by their points)
scored by the device against a reading of the log written here, apart from coiffeur.py
and cards.py: who chooses, which row, each trick's winner by its own mode, the card
points, the Match, what is written, the totals, the end and the winner; and the same
scores under MicroPython."""

import random

from hypothesis import given, settings, strategies as st, HealthCheck

import mpy
from host_sim.games.coiffeur.random_match import random_match
from picotafel.core.matchlog import write
from picotafel.core.score import score

RANKS = "6789TJQKA"
# Card points by rank 6 7 8 9 T J Q K A: a plain suit, Obenabe, Undenufe.
PLAIN = (0, 0, 0, 0, 10, 2, 3, 4, 11)
OBE = (0, 0, 8, 0, 10, 2, 3, 4, 11)
UNE = (11, 0, 8, 0, 10, 2, 3, 4, 0)
ROWS = ("S", "C", "D", "H", "O", "U", "joker1", "joker2", "slalom", "guschti")


def points(card, mode):
    """Card points of `card` ("JH") in mode "S" "H" "D" "C", "O" or "U"."""
    r = RANKS.index(card[0])
    if mode == "O":
        return OBE[r]
    if mode == "U":
        return UNE[r]
    if card[1] == mode:
        return {"J": 20, "9": 14}.get(card[0], PLAIN[r])
    return PLAIN[r]


def strength(card, mode):
    if mode == "U":
        return -RANKS.index(card[0])
    if card[1] == mode:
        return 100 + "678TQKA9J".index(card[0])
    return RANKS.index(card[0])


def winner(cards, mode):
    """Index of the card that takes the trick in `mode`."""
    best = 0
    for i in range(1, len(cards)):
        c, b = cards[i], cards[best]
        trumps = mode in "SHDC" and c[1] == mode and b[1] != mode
        if trumps or c[1] == b[1] and strength(c, mode) > strength(b, mode):
            best = i
    return best


def trick_mode(kind, start, i):
    """The mode of trick i: Slalom alternates from `start`, Guschti turns after five."""
    other = "U" if start == "O" else "O"
    if kind == "slalom":
        return start if i % 2 == 0 else other
    if kind == "guschti":
        return start if i < 5 else other
    return start


def reading(text):
    """What the log says, read here: each deal's (chooser, row, multiplier, points per
    side, match side, written per side), the totals, finished, the winner side or None."""
    lines = [line.split() for line in text.splitlines() if line.strip()]
    opts = dict(w[1].split("=") for w in lines if w[0] == "option")
    rows = int(opts.get("rows", "8"))
    by_row = opts.get("mult", "row") == "row"
    names = next(w[1:] for w in lines if w[0] == "players")
    dealer = names.index(next(w[1] for w in lines if w[0] == "dealer"))
    free = [list(range(rows)), list(range(rows))]
    totals = [0, 0]
    deals = []
    i = 0
    while i < len(lines):
        if lines[i][0] != "deal":
            i += 1
            continue
        words = lines[i + 1][1:]
        pushes = words.count("push")
        joker = "joker" in words
        kind = words[-2] if len(words) > 1 and words[-2] in ("slalom", "guschti") else None
        start = words[-1]
        p = (dealer + 1 + pushes) % 4
        while pushes == 4 and not free[p % 2]:
            p = (p + 1) % 4
        side = p % 2
        if kind:
            row = 8 if kind == "slalom" else 9
        else:
            own = ("S", "C", "D", "H", "O", "U").index(start)
            row = own if own in free[side] and not joker else min(r for r in free[side]
                                                                   if r in (6, 7))
        free[side].remove(row)
        mult = row + 1 if by_row else 1
        pts = [0, 0]
        won = [0, 0]
        body = lines[i + 2:i + 11]
        if body[0][0] == "result":
            s = names.index(body[0][1]) % 2
            if body[0][2] == "match":
                pts[s], won[s] = 157, 9
            else:
                pts[s], pts[1 - s] = int(body[0][2]), 157 - int(body[0][2])
            i += 3
        else:
            leader = p
            for t in range(9):
                cards = body[t][1:]
                w = (leader + winner(cards, trick_mode(kind, start, t))) % 4
                pts[w % 2] += sum(points(c, start) for c in cards) + (5 if t == 8 else 0)
                won[w % 2] += 1
                leader = w
            i += 11
        match = side if won[side] == 9 else (1 - side if won[1 - side] == 9 else None)
        written = [0, 0]
        written[side] = (pts[side] + (100 if match == side else 0)) * mult
        totals[side] += written[side]
        deals.append((names[p], ROWS[row], mult, pts, match, written))
        dealer = (dealer + 1) % 4
    finished = not free[0] and not free[1]
    win = None if not finished or totals[0] == totals[1] else (0 if totals[0] > totals[1] else 1)
    return deals, totals, finished, win


MATCH = st.tuples(st.integers(0, 2 ** 32), st.sampled_from(("8", "10")),
                  st.sampled_from(("row", "1")), st.sampled_from((0.0, 0.3, 0.7)),
                  st.sampled_from((0.0, 0.25)))


def a_match(args):
    seed, rows, mult, push, pts = args
    opts = [("rows", rows)] + ([("mult", mult)] if mult != "row" else [])
    return write(random_match(random.Random(seed), options=opts, push=push, points=pts))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(MATCH)
def test_random_legal_matches_score_as_the_log_reads_here(args):
    text = a_match(args)
    s = score(text)
    deals, totals, finished, win = reading(text)
    sides = s["sides"]
    assert len(s["deals"]) == len(deals)
    for d, (chooser, row, mult, pts, match, written) in zip(s["deals"], deals):
        assert (d["chooser"], d["row"], d["multiplier"]) == (chooser, row, mult)
        assert [d["points"][n] for n in sides] == pts
        assert d["match"] == (None if match is None else sides[match])
        assert [d["total"][n] for n in sides] == written
    assert [s["totals"][n]["score"] for n in sides] == totals
    assert s["finished"] == finished is True
    assert s["winner"] == (None if win is None else sides[win])
    assert s["draw"] == (win is None)


def test_the_random_matches_play_every_row_push_and_joker():
    """The generator reaches what the property test must see: every mode, Slalom and
    Guschti from either end, 0 to 4 pushes, a joker said and one implied by a filled
    row, and points deals."""
    seen = set()
    for seed in range(40):
        text = a_match((seed, "10", "row", 0.5, 0.2))
        for line in text.splitlines():
            w = line.split()
            if w[0] == "trump":
                seen.add(("pushes", w.count("push")))
                seen.add(("mode", " ".join(x for x in w[1:] if x not in ("push", "joker"))))
                if "joker" in w:
                    seen.add("joker")
            elif w[0] == "result":
                seen.add("result")
        for d in score(text)["deals"]:
            if d["row"].startswith("joker") and d["trump"] in "SCDHOU":
                seen.add(("joker row", d["trump"]))
    assert {("pushes", k) for k in range(5)} <= seen
    modes = {"S", "H", "D", "C", "O", "U", "slalom O", "slalom U", "guschti O", "guschti U"}
    assert {("mode", m) for m in modes} <= seen
    assert "joker" in seen and "result" in seen
    assert len([x for x in seen if x[0] == "joker row"]) == 6


def test_score_is_identical_on_both_interpreters(mpy_tree):
    rng = random.Random(2028)
    logs = []
    for i in range(40):
        logs.append(a_match((rng.randrange(2 ** 32), ("8", "10")[i % 2], ("row", "1")[i % 3 == 2],
                             0.4, 0.25)))
    logs.append(logs[0].replace("trump", "trump push push push push push", 1))   # refused
    got = mpy.scores_under_micropython(mpy_tree, logs)
    assert got == [mpy.expected_score(text) for text in logs]
    assert got[-1]["error"][0] > 0
