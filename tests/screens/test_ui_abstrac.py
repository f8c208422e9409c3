"""Abstrac keyed in through the real ui, as a player at the table would: the cards one
player took toggled on the grid, the deal's result pages, the winner; golden screens,
the same pixels under MicroPython, random keys."""

import os
import random

from hypothesis import given, settings, strategies as st

from screens import check_keys_keep_the_log, deals_of, render, screen
from host_sim.sim.device import Device, play_keys
from host_sim.games.abstrac.keyer import setup_keys, grid_keys, key_deal, keys_per_deal
from host_sim.games.abstrac.random_match import random_match
from picotafel.core.cards import parse_card
from picotafel.core.score import score
from picotafel.core.match import load
from picotafel.core.matchlog import write
from picotafel.saving.storage import Store

GOLDEN = os.path.join(os.path.dirname(__file__), "..", "golden")
SETUP = setup_keys()                 # Abstrac, P1 P2, default options, P2 deals
HEADER = "game abstrac\nplayers P1 P2\ndealer P2\n"
# The seed's worked example: player 1 took these 14 cards (12 points x 10 = 120), then
# these 10 in deal 2 (12 x 14 = 168; player 2 makes 25 x 10 = 250).
SEED_1 = "9S TS JS QS AS 9H TH JH QH 9D JD KD KC AC"
SEED_2 = "AS QH JD QD KD AD JC QC KC AC"
KEYS_1 = "A45679 B4567 C468 D89"
KEYS_2 = "A9 B7 C6789 D6789"


def cards(text):
    return tuple(sorted(parse_card(t) for t in text.split()))


def new_match(keys=""):
    return render(SETUP + keys)


def figures(s):
    """What a deal scored, whoever's cards were keyed: the score JSON without `keyed`."""
    return ([(d["cards"], d["combinations"], d["points"], d["misere"]) for d in s["deals"]],
            s["totals"], s["finished"], s["winner"])


# -- the flow ---------------------------------------------------------------------------

def test_keyer_grid_keys_are_a_suit_row_then_its_ranks():
    assert grid_keys(cards(SEED_1)) == KEYS_1.replace(" ", "")


def test_setup_keys_write_the_match_header():
    assert new_match().log() == HEADER
    assert screen(new_match()).phase() == "grid"


def test_whole_match_keyed_gives_the_log_standings_and_winner_screen():
    sts = random_match(random.Random(5), names=("P1", "P2"))
    sts = [s if s[0] != "dealer" else ("dealer", "P2") for s in sts]
    text = write(sts)
    dev = new_match()
    for deal in deals_of(load(text).statements):
        key_deal(dev, deal)
    assert dev.app.match.finished
    assert figures(score(dev.log())) == figures(score(text))
    s = screen(dev)
    assert s.phase() == "result"
    play_keys(dev, "###")
    assert s.phase() == "winner"
    g = dev.app.match.game
    assert g.scores == [score(text)["totals"][n]["score"] for n in ("P1", "P2")]


def test_seed_example_is_keyed_and_shows_120_and_56():
    dev = new_match(KEYS_1 + "#")
    assert dev.log() == HEADER + "deal\ntook P1 " + SEED_1 + "\n"
    g = dev.app.match.game
    assert screen(dev).phase() == "result"
    assert screen(dev)._result() == ((14, 10), (12, 4), (120, 56), None)
    assert g.scores == [120, 56]


def test_second_seed_deal_keyed_from_the_result_screen():
    dev = new_match(KEYS_1 + "#" + KEYS_2 + "#")
    assert dev.log().endswith("deal\ntook P1 " + SEED_2 + "\n")
    assert dev.app.match.game.scores == [288, 306]


# -- the grid -----------------------------------------------------------------------------

def test_a_suit_key_picks_a_row_and_each_rank_after_it_toggles_a_card():
    dev = new_match("B 4 6 9")
    s = screen(dev)
    assert s.row == 1
    assert [c for c in range(36) if s.taken[c]] == list(cards("9H JH AH"))
    play_keys(dev, "D 4")                  # another row: the 9 of clubs
    assert s.count() == 4 and s.taken[parse_card("9C")]


def test_suit_then_rank_for_every_card_keys_the_same_cards():
    dev = new_match("B4 B6 B9 A4")
    assert screen(dev).count() == 4
    assert [c for c in range(36) if screen(dev).taken[c]] == list(cards("9H JH AH 9S"))


def test_rank_then_suit_toggles_one_card_and_picks_no_row():
    dev = new_match("6B")
    s = screen(dev)
    assert s.count() == 1 and s.taken[parse_card("JH")] and s.row is None
    play_keys(dev, "9")                    # waits for its suit again
    assert s.entry.rank is not None and s.count() == 1


def test_a_card_keyed_again_is_taken_off():
    dev = new_match("A9 9")
    assert screen(dev).count() == 0


def test_1_keys_the_other_players_cards():
    dev = new_match(KEYS_2 + "1#")
    assert dev.log() == HEADER + "deal\ntook P2 " + SEED_2 + "\n"
    assert dev.app.match.game.scores == [250, 168]


def test_the_next_deal_keys_the_player_keyed_last():
    dev = new_match("1" + KEYS_1 + "#")
    play_keys(dev, "###")                  # the result pages: on to the next grid
    assert screen(dev).phase() == "grid" and screen(dev).taker == 1


def test_ranks_6_7_8_are_refused_and_change_nothing():
    dev = new_match("A9")
    for k in "23":
        dev.press(k)
        assert dev.app.flash_text == "Abstrac: 9 to A only"
        assert screen(dev).count() == 1
    assert screen(dev).row == 0


def test_too_few_cards_are_refused_with_the_bounds():
    dev = new_match("A 9 8 7 #")
    assert dev.app.flash_text == "3 cards: 6-18 only"
    assert dev.log() == HEADER and screen(dev).count() == 3


def test_too_many_cards_are_refused_with_the_bounds():
    dev = new_match("A456789 B456789 C456789 D4 #")
    assert dev.app.flash_text == "19 cards: 6-18 only"
    assert dev.log() == HEADER


def test_ok_with_no_card_says_what_to_key():
    dev = new_match("#")
    assert dev.app.flash_text == "key the cards P1 took"
    assert dev.log() == HEADER


def test_ok_with_a_rank_waiting_for_its_suit_is_refused():
    dev = new_match("5 #")
    assert dev.app.flash_text == "10_: key its suit"
    assert dev.log() == HEADER


# -- the result pages -------------------------------------------------------------------

def test_ok_steps_through_the_result_and_each_players_combinations():
    dev = new_match(KEYS_1 + "#")
    s = screen(dev)
    assert (s.phase(), s.after) == ("result", 0)
    dev.press("#")
    assert (s.phase(), s.after) == ("result", 1)
    dev.press("#")
    assert (s.phase(), s.after) == ("result", 2)
    dev.press("#")
    assert s.phase() == "grid" and s.count() == 0
    assert dev.log().endswith("took P1 " + SEED_1 + "\n")


def test_a_card_key_on_the_result_starts_the_next_deal():
    dev = new_match(KEYS_1 + "# C")
    s = screen(dev)
    assert s.phase() == "grid" and s.row == 2 and s.count() == 0


def test_misere_scores_what_the_opponent_made():
    dev = Device()
    # misere on (4/6 changes it), then start.
    play_keys(dev, SETUP.replace("888#", "6 888#") + "A95 B84 C7 D6 #")
    assert dev.log().startswith("game abstrac\noption misere=1\n")
    assert screen(dev)._result() == ((6, 18), (0, 24), (144, 0), 0)


# -- undo -------------------------------------------------------------------------------

def test_undo_steps_back_one_key_on_the_grid():
    dev = new_match("A 9 1 B")
    s = screen(dev)
    dev.press("*")                         # the row of hearts
    assert s.row == 0
    dev.press("*")                         # the switch of player
    assert s.taker == 0
    dev.press("*")                         # the A of spades
    assert s.count() == 0 and s.row == 0
    dev.press("*")                         # the row of spades
    assert s.row is None
    dev.press("*")                         # nothing left: the log stays
    assert dev.app.flash_text == "0: menu, new match" and dev.log() == HEADER


def test_undo_a_rank_waiting_for_its_suit():
    dev = new_match("6")
    dev.press("*")
    assert screen(dev).entry.rank is None and screen(dev).count() == 0


def test_undo_on_the_result_puts_the_deal_back_on_the_grid():
    dev = new_match("1" + KEYS_1 + "#")
    dev.press("*")
    s = screen(dev)
    assert dev.log() == HEADER
    assert s.phase() == "grid" and s.taker == 1 and s.count() == 14
    assert [c for c in range(36) if s.taken[c]] == list(cards(SEED_1))
    play_keys(dev, "*" * 14)               # its cards, one at a time
    assert s.count() == 0 and dev.log() == HEADER


def test_undo_from_an_empty_grid_shows_the_last_result_then_takes_the_deal_back():
    dev = new_match(KEYS_1 + "#" + "###")
    s = screen(dev)
    assert s.phase() == "grid"
    dev.press("*")
    assert s.phase() == "result" and s.after == 0
    dev.press("*")
    assert s.phase() == "grid" and s.count() == 14 and dev.log() == HEADER


def test_undo_on_the_result_pages_goes_back_a_page():
    dev = new_match(KEYS_1 + "###")
    dev.press("*")
    assert screen(dev).after == 1 and dev.log().endswith(SEED_1 + "\n")


def test_undo_on_the_winner_goes_back_to_the_last_page():
    dev = Device()
    play_keys(dev, SETUP.replace("888#", "8 4444 88#") + KEYS_1 + "####")
    assert screen(dev).phase() == "winner"
    dev.press("*")
    assert screen(dev).phase() == "result" and screen(dev).after == 2


def test_refused_deal_leaves_the_log_as_it_was():
    dev = new_match("A4 #")
    assert dev.log() == HEADER
    play_keys(dev, "*")
    assert dev.log() == HEADER and screen(dev).count() == 0


# -- a match reopened -------------------------------------------------------------------

def reopened(tmp_path, text):
    store = Store(str(tmp_path))
    store.new(load(text))
    return Device(data_dir=str(tmp_path))


def test_a_log_with_both_hands_undoes_as_one_deal(tmp_path):
    rest = " ".join(t for t in "9S TS JS QS KS AS 9H TH JH QH KH AH 9D TD JD QD KD AD "
                    "9C TC JC QC KC AC".split() if t not in SEED_1.split())
    text = HEADER + "deal\ntook P1 %s\ntook P2 %s\n" % (SEED_1, rest)
    dev = reopened(tmp_path, text)
    assert screen(dev).phase() == "result"
    dev.press("*")
    assert dev.log() == HEADER and screen(dev).count() == 14 and screen(dev).taker == 0


def test_a_log_with_an_open_deal_shows_the_grid_and_ok_completes_it(tmp_path):
    dev = reopened(tmp_path, HEADER + "deal\n")
    assert screen(dev).phase() == "grid"
    play_keys(dev, KEYS_1 + "#")
    assert dev.log() == HEADER + "deal\ntook P1 " + SEED_1 + "\n"


def test_undo_on_an_empty_grid_of_an_open_deal_takes_the_deal_back(tmp_path):
    dev = reopened(tmp_path, HEADER + "deal\n")
    dev.press("*")
    assert dev.log() == HEADER


def test_match_reopens_on_the_last_result_after_power_off(tmp_path):
    dev = Device(data_dir=str(tmp_path))
    play_keys(dev, SETUP + KEYS_1 + "#")
    dev = Device(data_dir=str(tmp_path))
    assert screen(dev).phase() == "result" and dev.app.match.game.scores == [120, 56]


# -- menu, rematch ------------------------------------------------------------------------

def test_menu_standings_and_undo():
    dev = new_match(KEYS_1 + "#")
    play_keys(dev, "08#")                  # menu, Standings
    assert screen(dev).KIND == "view"
    play_keys(dev, "1*")                   # back to the menu, closed
    play_keys(dev, "0#")                   # menu, Undo: the deal back on the grid
    assert dev.log() == HEADER and screen(dev).count() == 14


def test_deals_and_target_together_are_refused_before_the_dealer_is_chosen():
    dev = Device()
    # options: deals 3 (4 4), target 100 (typed), then start: the core refuses the pair
    play_keys(dev, SETUP[:-len("888##")] + "8 44 8 #100# 8#")
    assert dev.app.flash_text == "set option deals or target, not both"
    assert screen(dev).KIND == "options" and dev.log() == ""
    play_keys(dev, "2 #0# 8# #")           # target back to 0: the dealer, and the match
    assert dev.log() == "game abstrac\noption deals=3\nplayers P1 P2\ndealer P2\n"


def test_a_header_the_core_refuses_is_flashed_and_starts_nothing():
    dev = Device()
    from picotafel.screens.ui_open import start
    start(dev.app, [("game", "abstrac"), ("option", "deals", "3"),
                    ("option", "target", "100"), ("players", ("P1", "P2"))])
    assert dev.app.flash_text == "set option deals or target, not both"
    assert dev.app.match is None and not dev.app.starting


def test_rematch_on_the_winner_screen_swaps_the_first_dealer():
    dev = Device()
    play_keys(dev, SETUP.replace("888#", "8 4444 88#") + KEYS_1 + "#####")
    assert dev.log() == "game abstrac\noption deals=1\nplayers P1 P2\ndealer P1\n"
    assert screen(dev).phase() == "grid"


def test_keys_per_deal_verifies_every_deal():
    k = keys_per_deal(random.Random(3), 40)
    assert 8 < k < 26


# -- screens ------------------------------------------------------------------------------

DEALS_1 = SETUP.replace("888#", "8 4444 88#")
SCREENS = {
    "abstrac_grid": SETUP,
    "abstrac_grid_keyed": SETUP + "A45679 B4567 C4",
    "abstrac_rank_waiting": SETUP + "6",
    "abstrac_refused": SETUP + "A987 #",
    "abstrac_result": SETUP + KEYS_1 + "#",
    "abstrac_combinations": SETUP + KEYS_1 + "##",
    "abstrac_combinations_full": SETUP + "A456789 B456789 C456789 ##",
    "abstrac_misere": SETUP.replace("888#", "6 888#") + "A95 B84 C7 D6 #",
    "abstrac_winner": DEALS_1 + KEYS_1 + "####",
    "abstrac_standings": SETUP + KEYS_1 + "#" + KEYS_2 + "# 08#",
}


NAMES = sorted(SCREENS)


def keys_of(name):
    return SCREENS[name]


def render(keys):
    dev = Device()
    play_keys(dev, keys)
    return dev




# -- random keys --------------------------------------------------------------------------


@settings(max_examples=80, deadline=None)
@given(st.lists(st.sampled_from("123456789ABCD*#"), min_size=20, max_size=300))
def test_random_grid_keys_keep_the_log_equal_to_its_replay(keys):
    def grid_count_matches_the_taken_cards(dev):
        s = screen(dev)
        if s.phase() == "grid":
            assert s.count() == sum(s.taken)
        dev.redraw()
    check_keys_keep_the_log(new_match(), keys, each=grid_count_matches_the_taken_cards)
