"""Differenzler keyed in through the real ui, as the players at the table would: the
turned-up card, the predictions with the digit keys (hidden as dots unless `open`), the
tricks of 4 (or 3) cards, the deal's penalties, the table and the winner; golden screens,
the same pixels under MicroPython, random keys."""

import os
import random

from screens import deals_of, render, screen, shown_refusal
from host_sim.sim.device import Device, Recorder, play_keys
from host_sim.games.differenzler.keyer import setup_keys, key_deal, keys_per_deal
from host_sim.games.differenzler.random_match import play_deal, random_match
from picotafel.core.score import score
from picotafel.core.match import load
from picotafel.screens.ui_draw import wrap
from picotafel.core.matchlog import write
from picotafel.saving.storage import Store
from picotafel.screens.ui_setup import installed_games
from picotafel.games.differenzler import runs

GOLDEN = os.path.join(os.path.dirname(__file__), "..", "golden")
SETUP = setup_keys()                 # P1-P4, default options, P4 deals
HEADER = "game differenzler\nplayers P1 P2 P3 P4\ndealer P4\n"
# Option lines: deals (4/6), exact, open, then start.
GAME = "8" * installed_games().index("differenzler") + "#"
ONE_DEAL = GAME + "##444888##"                   # deals=1
OPEN = GAME + "##886 8##"                        # open=1
# J♥ turned (P4 deals): predictions 45 12 0 33 from P1 round, then P1 leads A♠.
PREDICT = " B6 45#12#0#33#"


def new_match(keys="", setup=SETUP):
    return render(setup + keys)


def generated(seed, names=("P1", "P2", "P3", "P4")):
    """A random legal match whose first dealer is the last player (as the setup keys
    choose): the first such one from `seed` on."""
    while True:
        sts = random_match(random.Random(seed), names=names)
        if ("dealer", names[-1]) in sts:
            return sts
        seed += 1


def key_match(dev, sts):
    for deal in deals_of(sts):
        key_deal(dev, deal)


def recorded(seed, setup=SETUP, deals=1, more=""):
    """The keys of `deals` random deals after `setup` (and `more` keys after them)."""
    rng = random.Random(seed)
    dev = Recorder()
    play_keys(dev, setup)
    for _ in range(deals):
        m = dev.app.match
        key_deal(dev, play_deal(rng, m.players, m.next_dealer))
    play_keys(dev, more)
    return "".join(dev.keys)


# -- the whole flow ----------------------------------------------------------------------

def test_setup_keys_write_the_match_header():
    assert new_match().log() == HEADER


def test_whole_match_keyed_gives_the_log_standings_and_winner_screen():
    sts = generated(3)
    dev = new_match()
    key_match(dev, sts)
    text = write(sts)
    assert score(dev.log()) == score(text)
    for got, want in zip(deals_of(dev.app.match.statements), deals_of(load(text).statements)):
        assert sorted(got) == sorted(want)       # predictions in the ui's order
    assert dev.app.match.finished
    assert screen(dev).phase() == "summary"
    dev.press("#")
    assert screen(dev).phase() == "winner"
    g = dev.app.match.game
    assert g.penalty[g.winner] == min(g.penalty)


def test_three_players_play_tricks_of_three_to_the_winner():
    sts = generated(5, names=("P1", "P2", "P3"))
    dev = new_match(setup=setup_keys(3))
    assert dev.log() == "game differenzler\nplayers P1 P2 P3\ndealer P3\n"
    key_match(dev, sts)
    assert score(dev.log()) == score(write(sts))
    g = dev.app.match.game
    assert len(runs(g.results[0], g.n)[0]) == 3
    play_keys(dev, "#")
    assert screen(dev).phase() == "winner"


def test_rematch_on_the_winner_screen_starts_with_the_next_dealer():
    dev = new_match(setup=ONE_DEAL)
    rng = random.Random(1)
    while not dev.app.match.finished:
        key_deal(dev, play_deal(rng, dev.app.match.players, dev.app.match.next_dealer))
    play_keys(dev, "##")
    assert dev.log() == "game differenzler\noption deals=1\nplayers P1 P2 P3 P4\ndealer P1\n"
    assert screen(dev).phase() == "trump"


def test_keys_per_deal_verifies_every_deal():
    k = keys_per_deal(random.Random(4), deals=6)
    # The turned-up card (2), 4 predictions (2-4 each), 36 cards (1-2 each).
    assert 2 + 8 + 36 <= k <= 2 + 16 + 72


# -- predictions -------------------------------------------------------------------------

def test_predictions_are_asked_from_the_leader_round_the_table():
    dev = new_match(" B6")
    assert screen(dev).phase() == "estimate"
    names = []
    for v in ("45", "12", "0", "33"):
        names.append(dev.app.match.players[screen(dev).estimator()])
        play_keys(dev, v + "#")
    assert names == ["P1", "P2", "P3", "P4"]
    assert dev.log() == HEADER + "deal JH\nestimate P1 45\nestimate P2 12\n" \
        "estimate P3 0\nestimate P4 33\n"
    assert screen(dev).phase() == "trick"


def test_zero_is_a_digit_while_predicting_and_the_menu_key_elsewhere():
    dev = new_match(" B6")
    assert screen(dev).digits
    play_keys(dev, "0#")
    assert dev.log().endswith("estimate P1 0\n")
    assert len(dev.app.stack) == 1
    play_keys(dev, "1#2#3#")
    assert not screen(dev).digits
    dev.press("0")
    assert screen(dev).KIND == "menu"


def test_a_leading_zero_is_dropped():
    dev = new_match(" B6 07#")
    assert dev.log().endswith("estimate P1 7\n")


def test_a_prediction_over_157_is_kept_as_typed_said_and_never_written():
    dev = new_match(" B6 158")
    assert dev.app.flash_text == "0 to 157 points"
    assert screen(dev).typed == "158"           # as typed: not cut to 15
    play_keys(dev, "#")
    assert dev.app.flash_text == "0 to 157 points"
    assert not dev.log().endswith("157\n") and "estimate" not in dev.log()
    play_keys(dev, "*7#")                        # put right: 157
    assert dev.log().endswith("estimate P1 157\n")


def test_ok_without_digits_says_whose_points_to_key():
    dev = new_match(" B6 #")
    assert dev.app.flash_text == "P1: key points, #"
    assert dev.log() == HEADER + "deal JH\n"


def test_suit_keys_while_predicting_change_nothing():
    dev = new_match(" B6 4A")
    assert dev.app.flash_text == "digits, then #"
    assert screen(dev).typed == "4"


def test_hidden_predictions_of_the_same_length_look_the_same():
    a, b = new_match(" B6 45#71"), new_match(" B6 12#99")
    assert bytes(a.buf) == bytes(b.buf)


def test_open_predictions_are_shown():
    a, b = new_match(" B6 45#71", OPEN), new_match(" B6 12#99", OPEN)
    assert bytes(a.buf) != bytes(b.buf)
    assert screen(a).game.estimates_visible()


# -- tricks ------------------------------------------------------------------------------

def test_a_trick_takes_four_cards_and_the_rank_alone_follows_suit():
    dev = new_match(PREDICT + " A9 1 2 3")
    assert dev.log().endswith("trick AS 6S 7S 8S\n")


def test_only_the_dealer_may_play_the_turned_up_card():
    dev = new_match(PREDICT + " A9 B6")
    assert shown_refusal(dev) == "J\u2665 is P4's (turned up)"
    assert screen(dev).pending == [8]
    assert dev.log() == HEADER + "deal JH\nestimate P1 45\nestimate P2 12\n" \
        "estimate P3 0\nestimate P4 33\n"


def test_a_card_already_played_is_refused_and_changes_nothing():
    dev = new_match(PREDICT + " A9 1 2 3 A9")
    before = dev.log()
    assert dev.app.flash_text == "A\u2660 already played"
    assert dev.log() == before
    assert screen(dev).pending == []


def test_a_revoke_the_cards_prove_is_refused_with_the_trick():
    # P2 discards 6♦ on a ♠ lead: they hold no ♠, so a ♠ later is refused.
    dev = new_match(PREDICT + " A9 C1 2 3 A8 A")
    assert shown_refusal(dev) == "P2 showed no \u2660 in trick 1"
    assert dev.app.stack[0].pending == [7]


def test_a_long_refusal_turns_its_lines_in_the_bottom_line_until_the_next_key():
    dev = new_match(PREDICT + " A9 B6")
    assert wrap(dev.app.flash_text, 20) == ["J\u2665 is P4's (turned", "up)"]
    first = bytes(dev.buf)
    dev.wait(1600)                       # the next line, in the same place
    assert dev.app.flash_text and bytes(dev.buf) != first
    assert bytes(dev.buf)[:128 * 6] == first[:128 * 6]   # the cards above stay as they were
    dev.wait(60_000)
    assert dev.app.flash_text                            # until a key
    top = bytes(dev.buf)
    dev.press("2")
    assert dev.app.flash_text is None and bytes(dev.buf) != top
    assert screen(dev).pending == [8, 1]


def test_the_won_trick_shows_its_winner_until_the_next_key_or_two_seconds():
    dev = new_match(PREDICT + " A9 1 2 3")
    s = screen(dev)
    assert s.shown[2] == 0 and s.shown[3] == 11
    dev.wait(1000)
    assert s.shown is not None
    dev.wait(1000)
    assert s.shown is None


# -- after a deal ------------------------------------------------------------------------

def test_summary_then_table_then_the_next_turned_up_card():
    dev = new_match(recorded(2)[len(SETUP):])
    assert screen(dev).phase() == "summary"
    dev.press("#")
    assert screen(dev).phase() == "trump"
    play_keys(dev, "C9")
    assert dev.log().endswith("deal AD\n")
    assert screen(dev).phase() == "estimate"


def test_a_card_key_on_the_summary_keys_the_next_turned_up_card():
    dev = new_match(recorded(2)[len(SETUP):] + "A1")
    assert dev.log().endswith("deal 6S\n")


def test_a_tie_for_the_lowest_penalty_plays_another_deal():
    rng = random.Random(8)
    sts = play_deal(rng, ("P1", "P2", "P3", "P4"), 3)
    from picotafel.core.match import Match
    m = Match()
    for s in load(HEADER).statements + sts:
        m.apply(s)
    pts = runs(m.game.results[0], m.game.n)[0]
    exact = [("estimate", "P%d" % (p + 1), pts[p] if p < 2 else (pts[p] + 20) % 158)
             for p in range(4)]
    tie = [sts[0]] + exact + [s for s in sts if s[0] == "trick"]
    dev = new_match(setup=ONE_DEAL)
    key_deal(dev, tie)
    g = dev.app.match.game
    assert not g.finished and g.penalty[0] == g.penalty[1] == 0
    dev.press("#")
    assert screen(dev).phase() == "trump"


# -- undo --------------------------------------------------------------------------------

def test_undo_steps_back_a_digit_a_prediction_and_the_turned_up_card():
    dev = new_match(" B6 45#1")
    log = dev.log()
    dev.press("*")
    assert screen(dev).typed == "" and dev.log() == log
    dev.press("*")
    assert screen(dev).typed == "45" and dev.log() == HEADER + "deal JH\n"
    play_keys(dev, "**")
    assert screen(dev).typed == ""
    dev.press("*")
    assert dev.log() == HEADER and screen(dev).phase() == "trump"
    dev.press("*")
    assert dev.app.flash_text == "0: menu, new match"


def test_undo_a_half_keyed_card_then_the_trick_card_by_card():
    dev = new_match(PREDICT + " A9 1 2 3 A")
    assert screen(dev).entry.partial
    dev.press("*")
    assert not screen(dev).entry.partial
    dev.press("*")
    assert screen(dev).pending == [8, 0, 1] and not dev.log().endswith("8S\n")
    play_keys(dev, "***")
    assert screen(dev).pending == []
    dev.press("*")
    assert screen(dev).phase() == "estimate" and screen(dev).typed == "33"
    assert dev.log().endswith("estimate P3 0\n")


def test_undo_on_the_summary_takes_back_the_last_card():
    keys = recorded(2)
    dev = new_match(keys[len(SETUP):])
    dev.press("*")
    assert screen(dev).phase() == "trick" and len(screen(dev).pending) == 3
    assert len(dev.app.match.game.deal.tricks) == 8


def test_undo_on_the_table_goes_back_to_the_summary():
    dev = new_match(recorded(2)[len(SETUP):] + "#")
    dev.press("*")
    assert screen(dev).phase() == "summary"


def test_undo_on_the_winner_takes_back_the_last_card():
    dev = new_match(recorded(6, ONE_DEAL, more="#")[len(ONE_DEAL):], ONE_DEAL)
    assert screen(dev).phase() == "winner"
    dev.press("*")
    assert screen(dev).phase() == "trick" and not dev.app.match.finished


def test_undo_then_the_same_keys_give_the_same_log():
    keys = recorded(9)
    dev = new_match(keys[len(SETUP):])
    full = dev.log()
    while dev.app.match.count > 3:
        dev.press("*")
    play_keys(dev, keys[len(SETUP):])
    assert dev.log() == full


def test_the_menus_undo_and_standings():
    dev = new_match(PREDICT + " A9 1 2 3")
    play_keys(dev, "0#")                   # menu, Undo
    assert screen(dev).pending == [8, 0, 1]
    play_keys(dev, "3 0 8#")               # the last card again; menu, Standings
    assert screen(dev).KIND == "view"


# -- power cut ---------------------------------------------------------------------------

def test_a_reopened_match_shows_where_it_stopped(tmp_path):
    dev = Device(data_dir=str(tmp_path))
    play_keys(dev, SETUP + " B6 45#12#")
    again = Device(data_dir=str(tmp_path))
    assert screen(again).phase() == "estimate"
    assert again.app.match.players[screen(again).estimator()] == "P3"
    assert Store(str(tmp_path)).current() is not None


# -- screens -----------------------------------------------------------------------------

SCREENS = {
    "differenzler_first_trump": "",
    "differenzler_predict": PREDICT[:-4] + "1",
    "differenzler_trick": PREDICT + " A9 A",
    "differenzler_trick_won": PREDICT + " A9 1 2 3",
    "differenzler_refused": PREDICT + " A9 B6",
    "differenzler_standings": PREDICT + " A9 1 2 3 0 8#",
}
LONG = {
    "differenzler_summary": (2, SETUP, 1, ""),
    "differenzler_table": (2, SETUP, 2, "#"),
    "differenzler_winner": (6, ONE_DEAL, 1, "#"),
    "differenzler_three": (5, setup_keys(3), 1, "C9 12#3#4# A9 A"),
}


def keys_of(name):
    if name in SCREENS:
        return SETUP + SCREENS[name]
    if name == "differenzler_predict_open":
        return OPEN + " B6 45#1"
    return recorded(*LONG[name])


NAMES = sorted(list(SCREENS) + list(LONG) + ["differenzler_predict_open"])


# Into a deal, where random keys stay (tests/screens/test_ui_games.py).
IN_DEAL = SETUP + " B6"
