"""The checks every game's screens get, once for all the games (each game's own ui tests,
tests/screens/test_ui_<game>.py, name its golden screens NAMES and their keys keys_of(name), the
keys from power-on to its first deal SETUP, and, where random keys can stay in a deal,
IN_DEAL, the keys into one): each screen equals its golden screenshot, the same pixels
under MicroPython, random keys never break the ui or the log, and random keys in a deal
keep the log equal to its replay."""

import importlib
import os

import pytest
from hypothesis import given, settings, strategies as st

from screens import check_golden, check_same_under_micropython, check_random_keys, \
    check_keys_keep_the_log, render
from picotafel.core.rules import GAMES

HERE = os.path.dirname(os.path.abspath(__file__))
UI = {}
for _game in GAMES:
    if os.path.exists(os.path.join(HERE, "test_ui_%s.py" % _game)):
        _mod = importlib.import_module("test_ui_" + _game)
        if hasattr(_mod, "keys_of"):
            UI[_game] = _mod
SCREENS = [(game, name) for game, mod in UI.items() for name in mod.NAMES]
IN_DEAL = [game for game, mod in UI.items() if hasattr(mod, "IN_DEAL")]


@pytest.mark.parametrize("game,name", SCREENS)
def test_screen_matches_its_golden_screenshot(game, name):
    check_golden(name, UI[game].keys_of(name))


@pytest.mark.parametrize("game", sorted(UI))
def test_screens_are_identical_under_micropython(mpy_tree, game):
    mod = UI[game]
    check_same_under_micropython(mpy_tree, [(name, mod.keys_of(name)) for name in mod.NAMES])


@pytest.mark.parametrize("game", sorted(UI))
@settings(max_examples=150, deadline=None)
@given(keys=st.text(alphabet="0123456789ABCD*#", max_size=150))
def test_random_keys_never_break_the_ui_or_the_log(game, keys):
    check_random_keys(UI[game].SETUP + keys)


@pytest.mark.parametrize("game", IN_DEAL)
@settings(max_examples=60, deadline=None)
@given(keys=st.lists(st.sampled_from("0123456789ABCD*#"), min_size=20, max_size=250))
def test_random_keys_in_a_deal_keep_the_log_equal_to_its_replay(game, keys):
    check_keys_keep_the_log(render(UI[game].IN_DEAL), keys, stay_in_the_deal=True)
