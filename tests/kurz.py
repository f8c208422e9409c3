"""Kurz, a short Jass to 500: a game that lives only in the tests, to prove that the game
contract (firmware core/rules.py) holds. It is Jass under another name and target (a
subclass of jass.Game), with Jass's screen, words and host adapters, and nothing outside
this file and the tests that register it (registered()) knows it.
"""

from contextlib import contextmanager

from picotafel.games import jass
from host_sim.games.jass import keyer as keyer_jass, random_match as random_jass
from host_sim.games.jass.keyer import key_deal  # noqa: F401  (the keyer's adapter, as Jass's)

NAME = "kurz"
TITLE = "Kurz"
PLAYERS = jass.PLAYERS
PLAYERS_FIRST = jass.PLAYERS_FIRST
STATEMENTS = jass.STATEMENTS
OPTIONS = tuple((key, (500,) + spec[1:] if key == "target" else spec)
                for key, spec in jass.OPTIONS)
OPTION_WORDS = jass.OPTION_WORDS
PHASE_DEAL, PHASE_PLAY, PHASE_OVER = jass.PHASE_DEAL, jass.PHASE_PLAY, jass.PHASE_OVER


class Game(jass.Game):
    """Jass, played to 500 unless the header says otherwise (the options carry it)."""


# The host's side (host_sim/games/game_host.py): random matches and keys as for Jass.
LONG_OPTIONS = [("target", "9999")]


def random_match(rng, names=("Ana", "Ben", "Cleo", "Dan"), options=(), max_deals=100):
    return random_jass.random_match(rng, names, options, max_deals, game=NAME)


def setup_keys(players=4, options=""):
    return keyer_jass.setup_keys(players, options, game=NAME)


@contextmanager
def registered():
    """Kurz in the game registry and its host adapters in game_host, while the block runs."""
    from picotafel.core import rules
    from host_sim.games import game_host
    rules.register(NAME, TITLE, __name__, "picotafel.screens.ui_jass")
    game_host.register(NAME, random=__name__, keyer=__name__, sheet="host_sim.games.jass.sheet")
    try:
        yield
    finally:
        rules.GAMES.remove(NAME)
        del rules.TITLES[NAME], rules.PLACED[NAME]
        game_host.unregister(NAME)
