"""Differenzler properties over random legal matches (CPython only: hypothesis), and the
same scores under MicroPython.

The random matches come from host_sim/games/differenzler/random_match.py: a real shuffle and deal,
random predictions, legal cards chosen uniformly under the obligations. Its legal_cards
and the core's obligation() are written apart, so each checks the other.
"""

import random

from hypothesis import assume, given, settings, strategies as st, HealthCheck

import mpy
from host_sim.games.differenzler.random_match import random_match, legal_cards
from picotafel.core.cards import DECK, suit, rank, JACK, trick_winner, card_label
from picotafel.core.score import score, standings, LogError
from picotafel.core.match import replay
from picotafel.core.matchlog import write, parse_statement
from picotafel.core.rules import RuleError
from picotafel.core.tricks import audit
from picotafel.games.differenzler import obligation
from picotafel.games import differenzler
from picotafel.core.match import load
from support import log, refusal
from test_differenzler_rules import HEAD, ONE, ESTS, DEAL_A, started, deal_a

NAMES4 = ("Ana", "Ben", "Cleo", "Dan")
NAMES3 = ("Ana", "Ben", "Cleo")
OPTION_SETS = ((), (("exact", "10"),), (("deals", "1"),), (("open", "1"), ("deals", "2")))
SETTINGS = settings(max_examples=40, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])
SEEDS = st.integers(0, 10 ** 9)


def make(seed, max_deals=6):
    """A random legal match (statements) and its player names, from one seed."""
    rng = random.Random(seed)
    names = NAMES4 if seed % 3 else NAMES3
    options = OPTION_SETS[seed % len(OPTION_SETS)]
    return random_match(rng, names, options, max_deals=max_deals), names


class Deal:
    """One deal of a statement list: where it stands and who played what."""

    def __init__(self, sts, names, k):
        n = len(names)
        starts = [i for i in range(len(sts)) if sts[i][0] == "deal"]
        self.at = starts[k]
        end = starts[k + 1] if k + 1 < len(starts) else len(sts)
        self.tricks = [i for i in range(self.at, end) if sts[i][0] == "trick"]
        self.estimates = [i for i in range(self.at, end) if sts[i][0] == "estimate"]
        first = next(names.index(s[1]) for s in sts if s[0] == "dealer")
        self.dealer = (first + k) % n
        self.turned = sts[self.at][1]
        self.trump = suit(self.turned)
        self.players = []   # per trick, the player of each card
        leader = (self.dealer + 1) % n
        for i in self.tricks:
            cards = sts[i][1]
            ps = [(leader + j) % n for j in range(n)]
            self.players.append(ps)
            leader = ps[trick_winner(cards, self.trump)]
        self.end = self.tricks[-1] + 1


def line(i):
    """The log line of statement i (write() puts one statement a line)."""
    return i + 1


def refused_at(sts):
    """(line, message) of the refusal of these statements, or None if accepted."""
    try:
        score(write(sts))
    except LogError as e:
        return e.line, e.msg
    return None


# -- random legal matches -------------------------------------------------------------------

@SETTINGS
@given(SEEDS)
def test_random_legal_matches_always_score(seed):
    sts, names = make(seed)
    s = score(write(sts))
    assert s["players"] == list(names)
    for p in names:
        assert s["totals"][p]["penalty"] == sum(d["penalties"][p] for d in s["deals"])
    if s["finished"]:
        low = min(t["penalty"] for t in s["totals"].values())
        assert [p for p in names if s["totals"][p]["penalty"] == low] == [s["winner"]]
        assert len(s["deals"]) >= s["planned_deals"]
        # one deal fewer was not the end: the deals target not reached, or a tie
        r = score(write(sts[:Deal(sts, names, len(s["deals"]) - 1).at]))
        assert not r["finished"]


@SETTINGS
@given(SEEDS)
def test_each_deal_totals_157_and_penalties_follow(seed):
    sts, names = make(seed)
    s = score(write(sts))
    bonus = s["exact_bonus"]
    for d in s["deals"]:
        assert sum(d["points"].values()) == 157
        for p in names:
            off = abs(d["estimates"][p] - d["points"][p])
            want = -bonus if off == 0 and d["estimates"][p] and bonus else off
            assert d["penalties"][p] == want


@SETTINGS
@given(SEEDS, st.floats(0, 1))
def test_undo_at_any_point_equals_replay(seed, where):
    sts, _ = make(seed, max_deals=2)
    k = 1 + int(where * (len(sts) - 2))
    m = replay(sts[:k + 1])
    assert m.undo() == sts[k]
    r = replay(sts[:k])
    assert standings(m) == standings(r)
    assert m.text() == r.text()
    if r.game is not None:
        g, h = m.game, r.game
        assert g.phase() == h.phase() and g.missing_estimates() == h.missing_estimates()
        assert g.estimates_visible() == h.estimates_visible()
        if h.deal is not None:
            assert bytes(g.deal.voids) == bytes(h.deal.voids)
            assert g.deal.leader == h.deal.leader


# -- impossible logs are refused at the right line ------------------------------------------

@SETTINGS
@given(SEEDS, st.randoms(use_true_random=False))
def test_a_card_played_again_is_refused_at_its_trick(seed, rnd):
    sts, names = make(seed, max_deals=2)
    d = Deal(sts, names, 0)
    j = rnd.randrange(1, len(d.tricks))
    i = d.tricks[j]
    earlier = [c for t in d.tricks[:j] for c in sts[t][1]]
    again = rnd.choice(earlier)
    cards = list(sts[i][1])
    cards[rnd.randrange(len(cards))] = again
    mutated = sts[:i] + [("trick", tuple(cards))] + sts[i + 1:]
    assert refused_at(mutated) == (line(i), card_label(again) + " already played")


@SETTINGS
@given(SEEDS, st.randoms(use_true_random=False))
def test_a_trick_short_of_a_card_is_refused_at_its_line(seed, rnd):
    sts, names = make(seed, max_deals=1)
    d = Deal(sts, names, 0)
    i = rnd.choice(d.tricks)
    mutated = sts[:i] + [("trick", sts[i][1][1:])] + sts[i + 1:]
    n = len(names)
    assert refused_at(mutated) == (line(i), "a trick has %d cards, not %d" % (n, n - 1))


@SETTINGS
@given(SEEDS, st.randoms(use_true_random=False))
def test_a_missing_estimate_is_refused_at_the_first_trick(seed, rnd):
    sts, names = make(seed, max_deals=1)
    d = Deal(sts, names, 0)
    i = rnd.choice(d.estimates)
    mutated = sts[:i] + sts[i + 1:]
    assert refused_at(mutated) == (line(d.tricks[0] - 1),
                                   "no estimate yet from " + sts[i][1])


def expected_refusal(sts, d):
    """The line at which the cards prove deal `d` impossible, or None if it is legal.

    Worked out from the whole hands: an illegal play is proved when its player later
    plays a card of the kind they were obliged to play (the suit led; on a trump lead a
    trump other than the Jack), or at once when the dealer discards on a trump lead while
    still holding the turned-up card (not the Jack)."""
    n = len(d.players[0])
    hands = [[] for _ in range(n)]
    for t, ps in zip(d.tricks, d.players):
        for j in range(n):
            hands[ps[j]].append(sts[t][1][j])
    owed = [[] for _ in range(n)]    # ("suit", s) or ("trump", None) per illegal play
    for t, ps in zip(d.tricks, d.players):
        cards = sts[t][1]
        for j in range(n):
            p, c = ps[j], cards[j]
            for kind, s in owed[p]:
                if (kind == "suit" and suit(c) == s) or \
                        (kind == "trump" and suit(c) == d.trump and rank(c) != JACK):
                    return line(t)
            if j and c not in legal_cards(hands[p], list(cards[:j]), d.trump):
                led = suit(cards[0])
                if led == d.trump:
                    if p == d.dealer and d.turned in hands[p] and rank(d.turned) != JACK:
                        return line(t)
                    owed[p].append(("trump", None))
                else:
                    owed[p].append(("suit", led))
            hands[p].remove(c)
    return None


def swap_within_a_hand(sts, d, rnd):
    """The deal with two cards of one player exchanged between two of their tricks, so
    that both tricks are still won by the same seats; None if none was found."""
    n = len(d.players[0])
    swaps = [(a, b, p) for a in range(len(d.tricks)) for b in range(a + 1, len(d.tricks))
             for p in range(n)]
    rnd.shuffle(swaps)          # every swap, in a random order: the first that fits
    for a, b, p in swaps:
        ja, jb = d.players[a].index(p), d.players[b].index(p)
        ta, tb = list(sts[d.tricks[a]][1]), list(sts[d.tricks[b]][1])
        ta[ja], tb[jb] = tb[jb], ta[ja]
        if trick_winner(ta, d.trump) != trick_winner(sts[d.tricks[a]][1], d.trump):
            continue
        if trick_winner(tb, d.trump) != trick_winner(sts[d.tricks[b]][1], d.trump):
            continue
        out = list(sts[:d.end])
        out[d.tricks[a]] = ("trick", tuple(ta))
        out[d.tricks[b]] = ("trick", tuple(tb))
        return out
    return None


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(SEEDS, st.randoms(use_true_random=False))
def test_a_broken_obligation_is_refused_when_the_cards_prove_it(seed, rnd):
    sts, names = make(seed, max_deals=1)
    d = Deal(sts, names, 0)
    mutated = swap_within_a_hand(sts, d, rnd)
    assume(mutated is not None)
    want = expected_refusal(mutated, d)
    got = refused_at(mutated)
    if want is None:
        assert got is None
    else:
        assert got is not None and got[0] == want, (got, want, write(mutated))


@SETTINGS
@given(SEEDS, st.randoms(use_true_random=False))
def test_a_turned_card_in_another_hand_is_refused_when_played(seed, rnd):
    sts, names = make(seed, max_deals=1)
    d = Deal(sts, names, 0)
    n = len(names)
    others = []
    for t, ps in zip(d.tricks, d.players):
        for j in range(n):
            c = sts[t][1][j]
            if ps[j] != d.dealer and suit(c) == d.trump and rank(c) != JACK:
                others.append(c)
    assume(others)
    turned = rnd.choice(others)
    mutated = list(sts)
    mutated[d.at] = ("deal", turned)
    want = None
    for t, ps in zip(d.tricks, d.players):
        cards = sts[t][1]
        if turned in cards or (suit(cards[0]) == d.trump and ps[0] != d.dealer
                               and suit(cards[ps.index(d.dealer)]) != d.trump):
            want = line(t)
            break
    got = refused_at(mutated)
    assert got is not None and got[0] == want


# -- the obligations: the core's rule against the generator's ------------------------------

@settings(max_examples=300, deadline=None)
@given(st.randoms(use_true_random=False))
def test_obligation_agrees_with_the_generators_legal_cards(rnd):
    deck = list(DECK)
    rnd.shuffle(deck)
    trump = rnd.randrange(4)
    k = rnd.randrange(1, 4)
    pending = deck[:k]
    hand = deck[k:k + rnd.randrange(1, 10)]
    legal = legal_cards(hand, pending, trump)
    for c in hand:
        assert (obligation(hand, pending, c, trump) is None) == (c in legal)


@SETTINGS
@given(SEEDS)
def test_the_audit_passes_every_legal_deal(seed):
    sts, names = make(seed, max_deals=1)
    d = Deal(sts, names, 0)
    tricks = [(d.players[x][0], sts[d.tricks[x]][1], line(d.tricks[x]))
              for x in range(len(d.tricks))]
    audit(tricks, len(names), d.trump, obligation, names)


@settings(max_examples=100, deadline=None)
@given(SEEDS, st.randoms(use_true_random=False))
def test_the_audit_names_the_first_illegal_trick(seed, rnd):
    sts, names = make(seed, max_deals=1)
    d = Deal(sts, names, 0)
    mutated = swap_within_a_hand(sts, d, rnd)
    assume(mutated is not None)
    first = None
    n = len(names)
    hands = [[] for _ in range(n)]
    for t, ps in zip(d.tricks, d.players):
        for j in range(n):
            hands[ps[j]].append(mutated[t][1][j])
    for t, ps in zip(d.tricks, d.players):
        cards = mutated[t][1]
        for j in range(n):
            if first is None and j and cards[j] not in legal_cards(hands[ps[j]],
                                                                   list(cards[:j]), d.trump):
                first = line(t)
            hands[ps[j]].remove(cards[j])
    tricks = [(d.players[x][0], mutated[d.tricks[x]][1], line(d.tricks[x]))
              for x in range(len(d.tricks))]
    try:
        audit(tricks, n, d.trump, obligation, names)
        got = None
    except RuleError as e:
        got = e.line
    assert got == first


def _hand(text):
    return tuple(parse_statement("trick " + text)[1])


# Diamonds (2) trump in these.
def test_following_suit_is_always_allowed():
    assert obligation(_hand("7S 6D"), _hand("TS"), _hand("7S")[0], 2) is None


def test_discarding_while_holding_the_suit_led_breaks_the_rule():
    assert obligation(_hand("6H 7S"), _hand("TS"), _hand("6H")[0], 2) == \
        "played 6\u2665 holding 7\u2660"


def test_trumping_while_holding_the_suit_led_keeps_the_rule():
    assert obligation(_hand("6D 7S"), _hand("TS"), _hand("6D")[0], 2) is None


def test_undertrumping_while_holding_the_suit_led_breaks_the_rule():
    assert obligation(_hand("6D 7S"), _hand("TS AD"), _hand("6D")[0], 2) == \
        "undertrumped A\u2666 with 6\u2666 holding 7\u2660"


def test_undertrumping_when_void_in_the_suit_led_keeps_the_rule():
    assert obligation(_hand("6D 7H"), _hand("TS AD"), _hand("6D")[0], 2) is None


def test_discarding_on_a_trump_lead_holding_a_trump_breaks_the_rule():
    assert obligation(_hand("6S 7D"), _hand("TD"), _hand("6S")[0], 2) == \
        "played 6\u2660 on a trump lead holding 7\u2666"


def test_discarding_on_a_trump_lead_holding_only_the_jack_keeps_the_rule():
    assert obligation(_hand("6S JD"), _hand("TD"), _hand("6S")[0], 2) is None


# -- rules kept here, off test_differenzler_rules.py's small MicroPython heap ---------------

def test_audit_names_the_offending_trick():
    # Four tricks of a 1-card-hand toy deal, two players: in trick 2 Ben discards 6♥
    # while he still holds 7♠ (played in trick 4).
    tricks = [(0, _hand("AS 6S"), 11), (0, _hand("KS 6H"), 12), (0, _hand("TD 7D"), 13),
              (0, _hand("8S 7S"), 14)]
    try:
        audit(tricks, 2, 2, obligation, ("Ana", "Ben"))
    except RuleError as e:
        assert (e.line, e.msg) == (12, "trick 2: Ben played 6\u2665 holding 7\u2660")
    else:
        assert False, "the audit let a broken obligation pass"


def test_check_card_says_why_a_card_cannot_come():
    m = load(started("trick TS 7S AD 6D"))
    g = m.game
    pending = _hand("QC 6C")
    assert m.players[g.to_play(pending)] == "Ana"
    assert g.check_card(pending, _hand("KD")[0]) is None
    assert g.check_card(pending, _hand("QD")[0]) == "Q\u2666 is Dan's (turned up)"
    assert g.check_card(pending, _hand("AD")[0]) == "A\u2666 already played"


def test_phase_estimate_play_deal_over():
    m = load(log(*ONE, "deal QD"))
    assert m.game.phase() == differenzler.PHASE_ESTIMATE
    assert [m.players[p] for p in m.game.missing_estimates()] == ["Ana", "Ben", "Cleo", "Dan"]
    m = load(log(*ONE, "deal QD", "estimate Cleo 3", "estimate Ana 4"))
    assert [m.players[p] for p in m.game.missing_estimates()] == ["Ben", "Dan"]
    m = load(log(*ONE, "deal QD", ESTS))
    assert m.game.phase() == differenzler.PHASE_PLAY
    m = load(log(*ONE, deal_a(40, 4, 30, 80)))
    assert m.game.phase() == differenzler.PHASE_DEAL
    m = load(log(*ONE, DEAL_A))
    assert m.game.phase() == differenzler.PHASE_OVER


def test_options_are_checked():
    assert refusal(log("game differenzler", "option exact=51")) == \
        (2, "option exact takes a number from 0 to 50")
    assert refusal(log("game differenzler", "option open=2")) == \
        (2, "option open takes a number from 0 to 1")
    assert refusal(log("game differenzler", "option deals=0")) == \
        (2, "option deals takes a number from 1 to 99")
    assert refusal(log("game differenzler", "option trump=2"))[1] == \
        "differenzler has no option 'trump' (deals, exact, open)"



def test_two_players_are_refused():
    assert refusal(log("game differenzler", "players Ana Ben")) == \
        (2, "differenzler takes 3 to 4 players")



def test_deal_needs_the_dealers_last_card():
    assert refusal(log(*HEAD, "deal")) == (4, "deal needs the dealer's last card (it makes trump)")




# -- the same scores under MicroPython ------------------------------------------------------

def test_score_is_identical_under_micropython(mpy_tree):
    logs = []
    for seed in range(100):
        sts, _ = make(seed, max_deals=random.Random(seed).choice((1, 2, 6)))
        logs.append(write(sts))
    rnd = random.Random(7)
    for seed in range(100, 110):   # impossible ones too: a hand swap that breaks a rule
        sts, names = make(seed, max_deals=1)
        mutated = swap_within_a_hand(sts, Deal(sts, names, 0), rnd)
        if mutated is not None and refused_at(mutated):
            logs.append(write(mutated))
    assert len(logs) > 100
    got = mpy.scores_under_micropython(mpy_tree, logs)
    assert got == [mpy.expected_score(text) for text in logs]
