"""Kurz, a small game that lives only in the tests, to prove that the game contract
(firmware core/rules.py) holds for a game of its own: its rules (rules.py), its screen
(screen.py), its words in four languages (lang/), and on the host its random matches
(random_match.py), its keyer (keyer.py) and its score sheet (sheet.py), none borrowed
from another game, and a statement of its own (`double`). Nothing outside this folder and the tests that register it
(registered()) knows it.
"""

from contextlib import contextmanager

from kurz.random_match import random_match  # noqa: F401  (the tests' entry points)
from kurz.keyer import setup_keys, key_deal  # noqa: F401

NAME = "kurz"
TITLE = "Kurz"


@contextmanager
def registered():
    """Kurz in the game registry, its words in lang and its host adapters in game_host,
    while the block runs."""
    from picotafel.core import rules
    from host_sim.games import game_host
    from kurz.rules import ROWS
    rules.register(NAME, TITLE, "kurz.rules", "kurz.screen", words="kurz.lang",
                   statements=ROWS)
    game_host.register(NAME, random="kurz.random_match", keyer="kurz.keyer",
                       sheet="kurz.sheet")
    try:
        yield
    finally:
        from picotafel import lang
        rules.GAMES.remove(NAME)
        del rules.TITLES[NAME], rules.PLACED[NAME], lang.PLACES[NAME]
        lang.drop(NAME)
        game_host.unregister(NAME)
