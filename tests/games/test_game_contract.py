"""The game contract (rules.py): every game module provides the same names, its winner is
an index into its sides, and the screens get the last statement through the match. The
test game Kurz (tests/kurz/, registered here) keeps it as every firmware game does."""

import random

import pytest

import kurz
from host_sim.games.game_host import adapter
from picotafel.core.match import replay
from picotafel.core.rules import GAMES, game_module

NAMES = tuple(GAMES) + (kurz.NAME,)     # the firmware's games and the tests' own


@pytest.fixture(autouse=True)
def kurz_registered():
    with kurz.registered():
        yield


def random_match(name, rng, **kw):
    """A random legal match of game `name`, from its host adapter."""
    return adapter(name, "random").random_match(rng, **kw)


@pytest.mark.parametrize("name", NAMES)
def test_every_game_module_provides_the_contracts_names(name):
    mod = game_module(name)
    assert mod.NAME == name
    lo, hi = mod.PLAYERS
    assert 2 <= lo <= hi <= 4
    assert mod.STATEMENTS and all(isinstance(k, str) for k, _ in mod.OPTIONS)
    assert (mod.PHASE_DEAL, mod.PHASE_OVER) == ("deal", "over")
    for attr in ("apply", "phase", "summary"):
        assert callable(getattr(mod.Game, attr))


@pytest.mark.parametrize("name", NAMES)
def test_a_finished_match_has_a_winner_index_into_its_sides(name):
    sts = random_match(name, random.Random(3))
    m = replay(sts)
    g = m.game
    assert g.finished and g.phase() == "over"
    assert isinstance(g.winner, int) and 0 <= g.winner < len(g.sides)
    assert isinstance(g.next_dealer, int) and all(isinstance(r, tuple) for r in g.results)


@pytest.mark.parametrize("name", NAMES)
def test_the_last_statement_comes_through_the_match(name):
    sts = random_match(name, random.Random(5), max_deals=1)
    m = replay(sts[:3])
    assert m.last_statement == sts[2] and m.game is None
    m = replay(sts)
    assert m.last_statement == sts[-1] and m.game is not None
