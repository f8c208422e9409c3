"""La Pomme on random legal matches (real deals: shuffle, deal, exchange, swap, legal
play), and on the same matches made impossible one change at a time."""

import random

from hypothesis import assume, given, settings, strategies as st

from host_sim.games.pomme.random_match import random_match
from picotafel.core.cards import points, suit, card, SIX, JACK
from picotafel.core.score import score, LogError
from picotafel.core.match import Match
from picotafel.core.matchlog import write, parse

OPTIONS = st.sampled_from([(), (("jack", "20"),), (("pommes", "three"),),
                           (("buur", "forced"),), (("target", "3"),)])
SEEDS = st.integers(0, 2 ** 32 - 1)


def match_of(seed, options, max_deals=40):
    return random_match(random.Random(seed), options=options, max_deals=max_deals)


def refusal_line(text):
    try:
        score(text)
    except LogError as e:
        return e.line
    return None


@settings(max_examples=80, deadline=None)
@given(SEEDS, OPTIONS)
def test_random_legal_matches_always_score(seed, options):
    s = score(write(match_of(seed, options)))
    assert s["deals"]
    totals = s["totals"]
    for name in s["players"]:
        pts = sum(1 for d in s["deals"] if d["winner"] == name)
        pommes = sum(1 for d in s["deals"] if name in d["pommes"])
        assert (totals[name]["points"], totals[name]["pommes"]) == (pts, pommes)


@settings(max_examples=60, deadline=None)
@given(SEEDS, OPTIONS)
def test_deal_points_are_the_card_points_of_the_18_cards_plus_5(seed, options):
    sts = match_of(seed, options, max_deals=6)
    jack = 20 if ("jack", "20") in options else 21
    s = score(write(sts))
    deals = []
    for stt in sts:
        if stt[0] == "deal":
            deals.append([stt[1], []])
        elif stt[0] == "trick":
            deals[-1][1].extend(stt[1])
    for (turned, played), d in zip(deals, s["deals"]):
        assert len(played) == 18
        trump = suit(turned)
        assert sum(d["points"].values()) == sum(points(c, trump, jack) for c in played) + 5


@settings(max_examples=30, deadline=None)
@given(SEEDS, OPTIONS)
def test_undo_at_any_point_equals_a_fresh_replay(seed, options):
    sts = match_of(seed, options, max_deals=4)
    m = Match()
    for x in sts:
        m.apply(x)
    for n in range(len(sts) - 1, 0, -1):
        m.undo()
        fresh = Match()
        for x in sts[:n]:
            fresh.apply(x)
        assert m.statements == fresh.statements
        assert m.text() == fresh.text()
        if fresh.game is not None:
            assert m.game.summary() == fresh.game.summary()


def tricks_of(text):
    """(line, cards) of every trick, and the line of every deal, of a log."""
    tricks, deals = [], []
    for line, stt in parse(text):
        if stt[0] == "trick":
            tricks.append((line, stt[1], len(deals) - 1))
        elif stt[0] == "deal":
            deals.append((line, stt[1]))
    return tricks, deals


def with_line(text, line, new):
    lines = text.split("\n")
    lines[line - 1] = new
    return "\n".join(lines)


@settings(max_examples=60, deadline=None)
@given(SEEDS, OPTIONS, st.randoms(use_true_random=False))
def test_a_card_played_twice_is_refused_at_its_line(seed, options, rnd):
    text = write(match_of(seed, options, max_deals=5))
    tricks, _ = tricks_of(text)
    i = rnd.randrange(1, len(tricks))
    line, cards, deal = tricks[i]
    earlier = [c for ln, cs, d in tricks[:i] if d == deal for c in cs]
    assume(earlier)
    twice = rnd.choice(earlier)
    new = write([("trick", (twice, cards[1]))]).strip()
    assert refusal_line(with_line(text, line, new)) == line


@settings(max_examples=40, deadline=None)
@given(SEEDS, OPTIONS, st.randoms(use_true_random=False))
def test_a_trick_with_a_card_missing_is_refused_at_its_line(seed, options, rnd):
    text = write(match_of(seed, options, max_deals=5))
    tricks, _ = tricks_of(text)
    line, cards, _ = rnd.choice(tricks)
    new = write([("trick", cards[:1])]).strip()
    assert refusal_line(with_line(text, line, new)) == line


@settings(max_examples=40, deadline=None)
@given(SEEDS, OPTIONS)
def test_a_tenth_trick_is_refused_at_its_line(seed, options):
    sts = match_of(seed, options, max_deals=3)
    text = write(sts)
    tricks, deals = tricks_of(text)
    assume(len(deals) >= 2)
    line = deals[1][0]            # the second deal's line becomes a tenth trick
    first_deal_cards = {c for ln, cs, d in tricks if d == 0 for c in cs}
    spare = [c for c in range(36) if c not in first_deal_cards and c != deals[0][1]]
    new = write([("trick", (spare[0], spare[1]))]).strip()
    assert refusal_line(with_line(text, line, new)) == line


@settings(max_examples=80, deadline=None)
@given(SEEDS, OPTIONS, st.randoms(use_true_random=False))
def test_a_revoke_the_cards_prove_is_refused_at_its_line(seed, options, rnd):
    """A follower who discarded on the suit led (neither following nor trumping) shows
    they have none of it (on a trump lead with buur=free: none but the Jack); a later
    card of that suit from them is refused right there."""
    sts = match_of(seed, options, max_deals=5)
    text = write(sts)
    tricks, deals = tricks_of(text)
    forced = ("buur", "forced") in options
    game = Match()
    lines = {}
    for (line, stt) in parse(text):
        game.apply(stt, line)
        if stt[0] == "trick":
            d = game.game.deal
            lines[line] = (d.tricks[-1][0], stt[1])
    candidates = []
    for ln, cs, dl in tricks:
        lead, cards = lines[ln]
        trump = suit(deals[dl][1])
        led = suit(cards[0])
        follower = 1 - lead
        if suit(cards[1]) not in (led, trump):
            for ln2, cs2, dl2 in tricks:
                if dl2 == dl and ln2 > ln:
                    lead2, cards2 = lines[ln2]
                    k = 0 if lead2 == follower else 1
                    candidates.append((ln2, cards2, k, led, dl, led == trump))
    assume(candidates)
    ln2, cards2, k, led, dl, trump_led = rnd.choice(candidates)
    played = {c for ln, cs, d in tricks if d == dl for c in cs}
    turned = deals[dl][1]
    banned = played | {turned, card(suit(turned), SIX)}
    if trump_led and not forced:
        banned.add(card(led, JACK))
    unplayed = [c for c in range(36) if suit(c) == led and c not in banned]
    assume(unplayed)
    new_cards = list(cards2)
    new_cards[k] = rnd.choice(unplayed)
    new = write([("trick", tuple(new_cards))]).strip()
    assert refusal_line(with_line(text, ln2, new)) == ln2


@settings(max_examples=40, deadline=None)
@given(SEEDS, OPTIONS, st.randoms(use_true_random=False))
def test_a_refused_statement_changes_nothing(seed, options, rnd):
    sts = match_of(seed, options, max_deals=3)
    n = rnd.randrange(2, len(sts))
    m = Match()
    for x in sts[:n]:
        m.apply(x)
    before = (m.text(), m.game.summary() if m.game else None)
    bad = rnd.choice([("trick", (0, 0)), ("trick", (1,)), ("deal", None),
                      ("swap", "Zed"), ("game", "pomme"), ("players", ("A", "B"))])
    try:
        m.apply(bad)
    except LogError:
        pass
    else:
        return                       # (it happened to be possible: nothing to check)
    assert (m.text(), m.game.summary() if m.game else None) == before


def test_next_dealer_is_the_headers_then_the_other_player_each_deal():
    m = Match()
    for st in (("game", "pomme"), ("players", ("Ana", "Ben"))):
        m.apply(st)
    assert m.next_dealer == 1                  # no 'dealer': the last player deals
    m.apply(("dealer", "Ana"))
    assert m.next_dealer == 0
    m.apply(("deal", card(0, JACK)))
    assert m.next_dealer == 1
