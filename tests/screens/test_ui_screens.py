"""The main screens: golden screenshots, the same pixels under MicroPython, and random
keys that never break the ui or the log."""

import pytest
from hypothesis import given, settings, strategies as st

from screens import check_golden, check_same_under_micropython, check_random_keys, \
    check_keys_keep_the_log, render

SETUP = "### 8888# #"
# The seed's deal (clubs trump, J♣ turned): J♠ 7♠, Q♦ 8♠, A♥ 6♣, then the rest.
DEAL_A = "D6 A6 2 C7 A3 B9 D1 A4 8 A5 9 B8 3 D2 4 C2 D5 B7 1"
SCREENS = {
    "game_choice": "",
    "players": "#",
    "options": "###",
    "first_trump": SETUP,
    "trick_entry": SETUP + " D6 A6",
    "card_half_keyed": SETUP + " D6 A6 B",
    "trick_won": SETUP + " D6 A6 2",
    "refused": SETUP + " D6 A6 2 A6",
    "deal_summary": SETUP + DEAL_A,
    "tally": SETUP + DEAL_A + " #",
    "winner": "### 888 #1# 8# #" + DEAL_A + " #",
    "menu": SETUP + " D6 0",
    "test_keys": SETUP + " 0 8888 # 5",
}


@pytest.mark.parametrize("name", sorted(SCREENS))
def test_screen_matches_its_golden_screenshot(name):
    check_golden(name, SCREENS[name])


def test_deal_a_keys_write_the_seed_deal():
    dev = render(SETUP + DEAL_A)
    assert dev.log().endswith("deal JC\ntrick JS 7S\ntrick QD 8S\ntrick AH 6C\n"
                              "trick 9S KS\ntrick TS AS\ntrick KH 8H\ntrick 7C 9C\n"
                              "trick 7D TC\ntrick QH 6H\n")


def test_screens_are_identical_under_micropython(mpy_tree):
    check_same_under_micropython(mpy_tree, sorted(SCREENS.items()))


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet="0123456789ABCD*#", max_size=120))
def test_random_keys_never_break_the_ui_or_the_log(keys):
    check_random_keys(SETUP + keys)


@settings(max_examples=150)
@given(st.text(alphabet="2468#*0ABCD13579", max_size=300))
def test_random_keys_from_power_on_never_break_the_setup_or_the_log(keys):
    # From the game list: the setup screens of every game, their options, the menu.
    check_random_keys(keys)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from("123456789ABCD*"), min_size=20, max_size=200))
def test_random_card_keys_keep_the_log_equal_to_its_replay(keys):
    check_keys_keep_the_log(render(SETUP + "D6"), keys)
