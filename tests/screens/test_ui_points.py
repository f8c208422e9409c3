"""Points instead of cards keyed through the real ui (screens/ui_points*.py), in Schieber,
Coiffeur and Differenzler: how the entry opens (Schieber: the Weis's # then #; Coiffeur
and Differenzler: # before the deal's first card), the figure of one side with the other
following from 157, the Match in one key, Schieber's Weis and Stöck, Differenzler's
players with the last following, the obvious mistakes refused, one save for the deal's
lines, undo across a points deal (back into the entry with its figures), the summaries
that say so; golden screens, the same pixels under MicroPython; the keys per deal."""

import random

import pytest

from screens import check_golden, check_same_under_micropython, render, screen, shown_refusal
from host_sim.games.coiffeur import keyer as keyer_coiffeur
from host_sim.games.differenzler import keyer as keyer_differenzler
from host_sim.games.schieber import keyer as keyer_schieber
from host_sim.sim.device import Device, play_keys

SCHIEBER = keyer_schieber.setup_keys()          # P4 deals: P1 chooses; sides P1+P3, P2+P4
COIFFEUR = keyer_coiffeur.setup_keys()
DIFF = keyer_differenzler.setup_keys()
S_HEAD = "game schieber\nplayers P1 P2 P3 P4\ndealer P4\n"
C_HEAD = "game coiffeur\nplayers P1 P2 P3 P4\ndealer P4\n"
D_HEAD = "game differenzler\nplayers P1 P2 P3 P4\ndealer P4\n"
# Differenzler: J♥ turned, predictions 45 12 0 33 from P1 round.
PREDICT = " B6 45#12#0#33#"


def top(dev):
    return dev.app.stack[-1].KIND


# -- opening the entry ------------------------------------------------------------------------

def test_schieber_the_weis_key_then_hash_opens_the_points_before_the_first_card():
    dev = render(SCHIEBER + "B #")
    assert screen(dev).phase() == "meld"
    dev.press("#")
    assert top(dev) == "side_points" and dev.app.stack[-1].side == 0


def test_schieber_once_a_card_is_keyed_the_weis_key_is_the_weis_only():
    dev = render(SCHIEBER + "B A9 ##")
    assert top(dev) != "SidePoints"


def test_coiffeur_and_differenzler_open_the_points_with_hash_before_the_first_card():
    assert top(render(COIFFEUR + "B#")) == "side_points"
    assert top(render(DIFF + PREDICT + "#")) == "player_points"
    assert top(render(DIFF + PREDICT + "A9 #")) != "PlayerPoints"


def test_star_on_an_empty_entry_goes_back_to_the_cards():
    dev = render(COIFFEUR + "B#*")
    assert top(dev) == "play" and screen(dev).phase() == "trick"


# -- a side's points ---------------------------------------------------------------------------

def test_the_choosers_side_points_and_hash_write_the_result():
    dev = render(COIFFEUR + "B#87#")
    assert dev.log() == C_HEAD + "deal\ntrump H\nresult P1 87\n"
    assert screen(dev).phase() == "summary"


def test_a_switches_to_the_other_side_whose_figure_the_digits_then_type():
    dev = render(SCHIEBER + "#A" + "##" + "A25#")          # P3 chose: P4 names P2+P4
    assert dev.log() == S_HEAD + "deal\ntrump push S\nresult P4 25\n"


def test_b_is_the_match_of_the_side_under_the_cursor():
    dev = render(COIFFEUR + "9#AB#")
    assert dev.log().endswith("trump O\nresult P2 match\n")


def test_a_figure_past_157_is_said_at_its_digit_and_kept_as_typed():
    dev = render(COIFFEUR + "B#15")
    dev.press("8")
    assert shown_refusal(dev) == "158: at most 157"
    assert dev.app.stack[-1].typed == ["158", ""]


def test_hash_writes_nothing_the_table_did_not_type():
    dev = render(SCHIEBER + "A##200#")            # the third digit is not dropped
    assert shown_refusal(dev) == "200: at most 157"
    assert dev.log() == S_HEAD + "deal\ntrump S\n" and top(dev) == "side_points"


def test_a_digit_after_157_makes_a_figure_no_deal_has():
    dev = render(SCHIEBER + "A##1570#")
    assert shown_refusal(dev) == "1570: at most 157"
    assert dev.log() == S_HEAD + "deal\ntrump S\n"


def test_star_corrects_a_figure_that_cannot_be():
    dev = render(SCHIEBER + "A##200**7#")   # 200, 20, 2, 27
    assert dev.log() == S_HEAD + "deal\ntrump S\nresult P1 27\n"


def test_a_figure_that_cannot_be_stays_said_under_the_figures():
    from screens import texts_drawn
    dev = render(SCHIEBER + "A##200")
    dev.press("A")                                # the flash goes; the reason stays
    with texts_drawn() as drawn:
        dev.redraw()
    assert "200: at most 157" in [s for s, _, y in drawn if y == 48]


# -- both sides keyed ---------------------------------------------------------------------------

def test_both_sides_keyed_adding_up_to_157_write_the_choosers_side():
    dev = render(SCHIEBER + "B##80A77#")
    assert dev.log() == S_HEAD + "deal\ntrump H\nresult P1 80\n"


def test_both_sides_keyed_past_157_keep_both_say_the_difference_and_write_nothing():
    dev = render(SCHIEBER + "B##80A78#")          # the first side is not turned into 79
    entry = dev.app.stack[-1]
    assert shown_refusal(dev) == "sum 158: 1 too many"
    assert (entry.figure(0), entry.figure(1)) == (80, 78)
    assert dev.log() == S_HEAD + "deal\ntrump H\n"


def test_both_sides_keyed_short_of_157_say_what_is_missing():
    dev = render(SCHIEBER + "B##80A70#")
    assert shown_refusal(dev) == "sum 150: 7 short" and dev.log() == S_HEAD + "deal\ntrump H\n"


def test_retyping_either_side_corrects_a_difference():
    dev = render(SCHIEBER + "B##80A78" + "A79#")  # back on the first side: typed anew
    assert dev.log() == S_HEAD + "deal\ntrump H\nresult P1 79\n"


def test_257_typed_is_the_match():
    assert render(COIFFEUR + "9#257#").log().endswith("trump O\nresult P1 match\n")


def test_a_match_keyed_with_the_other_sides_0_writes_the_match():
    dev = render(COIFFEUR + "9#A0A257#")
    assert dev.log().endswith("trump O\nresult P1 match\n")


def test_a_match_keyed_with_the_other_side_past_0_writes_nothing():
    dev = render(COIFFEUR + "9#257A10#")
    assert shown_refusal(dev) == "sum 267: 10 too many" and dev.log().endswith("trump O\n")


def test_a_match_against_the_other_sides_points_is_not_smoothed_over():
    dev = render(COIFFEUR + "9#87AB#")            # 87 keyed, then the other side's Match
    assert shown_refusal(dev) == "sum 344: 87 too many" and dev.log().endswith("trump O\n")


def test_hash_without_points_is_refused():
    dev = render(COIFFEUR + "B##")
    assert shown_refusal(dev) == "key the points, or * back" and dev.log() == C_HEAD + \
        "deal\ntrump H\n"


def test_schieber_weis_and_stoeck_each_in_a_key_or_two_for_the_side_under_the_cursor():
    dev = render(SCHIEBER + "B##87C4C3AD#")
    assert dev.log() == S_HEAD + "deal\ntrump H\nresult P1 87\nweis P1 50\nweis P1 20\n" \
        "stoeck P2\n"
    from picotafel.games.schieber import R_WEIS, R_STOECK
    d = dev.app.match.game.results[-1]
    assert d[R_WEIS:R_STOECK + 2] == (70, 0, 0, 20)  # Weis and Stöck per side


def test_a_seventh_weis_cannot_be_keyed():
    dev = render(SCHIEBER + "B##87" + "C9" * 6)
    dev.press("C")
    assert shown_refusal(dev) == "6 Weis at most" and not dev.app.stack[-1].weis_key
    dev.press("#")
    assert dev.log() == S_HEAD + "deal\ntrump H\nresult P1 87\n" + "weis P1 300\n" * 6


def test_weis_of_the_other_side_too_is_refused():
    dev = render(SCHIEBER + "B##87C4AC")
    dev.press("3")
    assert shown_refusal(dev) == "P1+P3 has Weis: one side only"


def test_no_stoeck_without_trump_and_no_weis_or_stoeck_in_coiffeur():
    dev = render(SCHIEBER + "9##87D")
    assert shown_refusal(dev) == "no St\u00f6ck in this deal"
    dev = render(COIFFEUR + "B#87C")
    assert shown_refusal(dev) == "no Weis in this game"
    dev = render(COIFFEUR + "B#87D")
    assert shown_refusal(dev) == "no St\u00f6ck in this deal"


def test_star_steps_back_a_key_at_a_time():
    dev = render(SCHIEBER + "B##87C4D")
    entry = dev.app.stack[-1]
    play_keys(dev, "*")
    assert entry.stoeck == -1 and entry.weis == [(0, 50)]
    play_keys(dev, "**")                     # the Weis's 4, then its C
    assert entry.weis == [] and not entry.weis_key and entry.typed == ["87", ""]
    play_keys(dev, "*")
    assert entry.typed == ["8", ""]
    play_keys(dev, "**")
    assert top(dev) == "play"


# -- Differenzler ------------------------------------------------------------------------------

def test_differenzler_each_players_points_the_last_following():
    dev = render(DIFF + PREDICT + "#40#30#50#")
    assert dev.app.stack[-1].last() == 37
    dev.press("#")
    assert dev.log() == D_HEAD + "deal JH\nestimate P1 45\nestimate P2 12\nestimate P3 0\n" \
        "estimate P4 33\nresult P1 40\nresult P2 30\nresult P3 50\nresult P4 37\n"
    assert screen(dev).phase() == "summary"


def test_differenzler_more_points_than_the_deal_has_left_are_said_and_not_taken():
    dev = render(DIFF + PREDICT + "#100#6")
    dev.press("0")
    assert shown_refusal(dev) == "60: only 57 left"
    dev.press("#")
    entry = dev.app.stack[-1]
    assert shown_refusal(dev) == "60: only 57 left" and (entry.got, entry.typed) == ([100], "60")


def test_differenzler_a_figure_past_157_is_kept_as_typed_and_not_taken():
    dev = render(DIFF + PREDICT + "#200#")        # the third digit is not dropped
    entry = dev.app.stack[-1]
    assert shown_refusal(dev) == "200: at most 157" and (entry.got, entry.typed) == ([], "200")


def test_differenzler_star_takes_back_a_digit_then_a_player():
    dev = render(DIFF + PREDICT + "#40#3*")
    entry = dev.app.stack[-1]
    assert entry.got == [40] and entry.typed == ""
    dev.press("*")
    assert entry.got == [] and entry.typed == "40"


# -- undo across a points deal --------------------------------------------------------------

def test_undo_on_the_summary_of_a_points_deal_reopens_its_entry_with_its_figures():
    dev = render(SCHIEBER + "B##87C4D#")
    full = dev.log()
    dev.press("*")
    assert top(dev) == "side_points" and dev.log() == S_HEAD + "deal\ntrump H\n"
    entry = dev.app.stack[-1]
    assert (entry.typed, entry.weis, entry.stoeck) == (["87", ""], [(0, 50)], 0)
    dev.press("#")
    assert dev.log() == full


def test_undo_reopens_a_differenzler_points_deal_and_the_same_keys_write_it_again():
    dev = render(DIFF + PREDICT + "#40#30#50##")
    full = dev.log()
    dev.press("*")
    assert top(dev) == "player_points" and dev.app.stack[-1].got == [40, 30, 50]
    play_keys(dev, "*")
    assert dev.app.stack[-1].typed == "50"
    play_keys(dev, "##")
    assert dev.log() == full


def test_undo_goes_on_back_through_the_entry_into_the_cards_and_the_trump():
    dev = render(COIFFEUR + "B#87#")
    play_keys(dev, "*" + "**" + "*")        # reopen, its 7, its 8, out of the entry
    assert top(dev) == "play" and dev.log() == C_HEAD + "deal\ntrump H\n"
    dev.press("*")
    assert dev.log() == C_HEAD


def test_the_deals_lines_are_saved_in_one_write(tmp_path):
    dev = Device(data_dir=str(tmp_path))
    play_keys(dev, SCHIEBER + "B##87C4D")
    saves = []
    store = dev.app.store
    real = store.save

    def counting(*args):
        saves.append(args)
        return real(*args)
    store.save = counting
    dev.press("#")
    assert len(saves) == 1
    again = Device(data_dir=str(tmp_path))
    assert again.log() == dev.log() and screen(again).phase() == "summary"


# -- the summaries say it -----------------------------------------------------------------------

def test_the_summaries_of_points_deals_say_points_entered():
    from picotafel import lang
    said = lang.t("POINTS_ENTERED")
    for keys in (SCHIEBER + "B##87#", COIFFEUR + "B#87#", DIFF + PREDICT + "#40#30#50##"):
        dev = render(keys)
        with_bottom = []
        from screens import texts_drawn
        with texts_drawn() as drawn:
            dev.redraw()
        with_bottom = [s for s, _, y in drawn if y == 56]
        assert with_bottom == [said], keys


# -- the keys per deal -------------------------------------------------------------------------

def test_a_schieber_or_coiffeur_deal_without_weis_takes_8_keys_at_most_on_average():
    assert keyer_schieber.keys_per_points_deal(random.Random(7), deals=30) <= 8
    assert keyer_coiffeur.keys_per_deal(random.Random(7), deals=30, points=1.0) <= 8


def test_differenzler_points_deals_keyed_write_the_log():
    assert keyer_differenzler.keys_per_points_deal(random.Random(7), deals=6) < 40


# -- screens -------------------------------------------------------------------------------

SCREENS = {
    "points_schieber": SCHIEBER + "B##87",
    "points_schieber_weis": SCHIEBER + "B##87C4AD",
    "points_schieber_weis_keys": SCHIEBER + "B##87C",
    "points_schieber_pick": SCHIEBER + "B#",
    "points_schieber_summary": SCHIEBER + "B##87C4D#",
    "points_differenzler": DIFF + PREDICT + "#40#3",
    "points_differenzler_last": DIFF + PREDICT + "#40#30#50#",
    "points_differenzler_summary": DIFF + PREDICT + "#40#30#50##",
    "points_schieber_over": SCHIEBER + "B##200A",       # the reason stays under the figure
    "points_schieber_difference": SCHIEBER + "B##80A78",
    "points_differenzler_over": DIFF + PREDICT + "#100#60",
}
NAMES = sorted(SCREENS)


@pytest.mark.parametrize("name", NAMES)
def test_screen_matches_its_golden_screenshot(name):
    check_golden(name, SCREENS[name])


def test_screens_are_identical_under_micropython(mpy_tree):
    check_same_under_micropython(mpy_tree, [(name, SCREENS[name]) for name in NAMES])


def test_the_entry_and_its_words_leave_the_heap_with_it():
    import sys
    from picotafel import lang
    dev = render(COIFFEUR + "B#8")
    before = lang.loaded()      # (with what earlier tests in this process left loaded)
    assert "points" in before and "picotafel.screens.ui_points_side" in sys.modules
    dev.press("7")
    dev.press("#")
    assert lang.loaded() == [p for p in before if p != "points"]
    assert "picotafel.screens.ui_points" not in sys.modules
    assert "picotafel.screens.ui_points_side" not in sys.modules


def test_a_deal_entered_by_its_points_leaves_its_rules_code_once_scored():
    """core.points (what a `result` scores) is loaded when the deal is applied and leaves
    with the entry: a match with one deal by points does not keep it for the rest."""
    import sys
    dev = render(COIFFEUR + "B#87#")
    assert top(dev) == "play" and len(dev.app.match.game.results) == 1
    assert "picotafel.core.points" not in sys.modules
    assert "picotafel.core.resultline" not in sys.modules


def test_one_entrys_code_is_on_the_heap_at_a_time(monkeypatch):
    import sys
    monkeypatch.delitem(sys.modules, "picotafel.screens.ui_points_side", raising=False)
    dev = render(DIFF + PREDICT + "#")
    assert top(dev) == "player_points"
    assert "picotafel.screens.ui_points_side" not in sys.modules
    dev.press("*")
    assert "picotafel.screens.ui_points_player" not in sys.modules
