"""Jass keyed in through the real ui, as the players at the table would: the turned-up
card, the tricks of 4 (or 3) cards, the melds keyed by their cards (# between tricks,
the player's number, the cards, #), the deal's points, the totals with a bar towards the
target and the winner; golden screens, the same pixels under MicroPython, random keys."""

import os
import random

from screens import deals_of, render, screen, shown_refusal
from host_sim.sim.device import Device, Recorder, play_keys
from host_sim.games.jass.keyer import setup_keys, key_deal, keys_per_deal
from host_sim.games.jass.random_match import play_deal, random_match
from host_sim.sim.screenshot import pixels
from picotafel.core.score import score
from picotafel.core.match import load, replay
from picotafel.core.matchlog import write
from picotafel.saving.storage import Store

GOLDEN = os.path.join(os.path.dirname(__file__), "..", "golden")
NAMES4 = ("P1", "P2", "P3", "P4")
SETUP = setup_keys()                 # P1-P4, default options (teams), P4 deals
HEADER = "game jass\nplayers P1 P2 P3 P4\ndealer P4\n"
TARGET_300 = setup_keys(options="888#300#8#")
TEAMS_0 = setup_keys(options="#8888#")
SWISS = setup_keys(options="8#888#")
# A♠ turned (P4 deals: spades trump); trick 1: K♠ 7♠ 10♠ A♠ (the rank alone follows
# suit; A♠ is the dealer's), P4 takes it and leads trick 2.
DEAL = " A9"
TRICK1 = DEAL + " A8 2 5 9"
AFTER1 = HEADER + "deal AS\ntrick KS 7S TS AS\n"


def new_match(keys="", setup=SETUP):
    return render(setup + keys)


def generated(seed, names=NAMES4, options=()):
    """A random legal match whose first dealer is the last player (as the setup keys
    choose): the first such one from `seed` on."""
    while True:
        sts = random_match(random.Random(seed), names=names, options=options)
        if ("dealer", names[-1]) in sts:
            return sts
        seed += 1


def key_match(dev, sts):
    for deal in deals_of(sts):
        key_deal(dev, deal)


def recorded(seed, setup=SETUP, deals=1, more="", swiss=False):
    """The keys of `deals` random deals after `setup` (and `more` keys after them)."""
    rng = random.Random(seed)
    dev = Recorder()
    play_keys(dev, setup)
    for _ in range(deals):
        m = dev.app.match
        key_deal(dev, play_deal(rng, m.players, m.next_dealer, swiss))
    play_keys(dev, more)
    return "".join(dev.keys)


def match_keys(seed, setup, names=NAMES4, options=()):
    """The keys of a whole generated match after `setup`, to its last card."""
    dev = Recorder()
    play_keys(dev, setup)
    key_match(dev, generated(seed, names, options))
    return "".join(dev.keys)


# -- the whole flow ----------------------------------------------------------------------

def test_setup_keys_write_the_match_header():
    assert new_match().log() == HEADER
    assert new_match(setup=TARGET_300).log() == \
        "game jass\noption target=300\nplayers P1 P2 P3 P4\ndealer P4\n"


def test_whole_match_keyed_gives_the_log_standings_and_winner_screen():
    sts = generated(3)
    dev = new_match()
    key_match(dev, sts)
    assert dev.log() == write(sts)
    assert score(dev.log()) == score(write(sts))
    assert dev.app.match.finished
    assert screen(dev).phase() == "summary"
    dev.press("#")
    assert screen(dev).phase() == "winner"
    g = dev.app.match.game
    assert g.totals[g.winner] == max(g.totals) >= 1000


def test_three_players_play_tricks_of_three_to_the_winner():
    sts = generated(5, names=("P1", "P2", "P3"), options=(("target", "300"),))
    dev = new_match(setup=setup_keys(3, "888#300#8#"))
    assert dev.log() == "game jass\noption target=300\nplayers P1 P2 P3\ndealer P3\n"
    key_match(dev, sts)
    assert dev.log() == write(sts)
    assert len(dev.app.match.game.sides) == 3
    play_keys(dev, "#")
    assert screen(dev).phase() == "winner"


def test_four_players_each_for_themselves():
    sts = generated(2, options=(("teams", "0"), ("target", "300")))
    dev = new_match(setup=setup_keys(4, "#888#300#8#"))
    key_match(dev, sts)
    assert dev.log() == write(sts)
    assert dev.app.match.game.sides == NAMES4


def test_swiss_rules_deals_keyed():
    dev = new_match(recorded(4, SWISS, deals=2, swiss=True)[len(SWISS):], SWISS)
    assert dev.log().startswith("game jass\noption rules=swiss\n")
    assert len(dev.app.match.game.results) == 2


def test_rematch_on_the_winner_screen_starts_with_the_next_dealer():
    dev = new_match(match_keys(1, TARGET_300, options=(("target", "300"),))[len(TARGET_300):],
                    TARGET_300)
    assert dev.app.match.finished
    play_keys(dev, "##")
    assert dev.log() == "game jass\noption target=300\nplayers P1 P2 P3 P4\ndealer P1\n"
    assert screen(dev).phase() == "trump"


def test_keys_per_deal_verifies_every_deal():
    k = keys_per_deal(random.Random(4), deals=6)
    # The turned-up card (2), 36 cards (1-2 each), the melds (4 or more each).
    assert 2 + 36 <= k <= 2 + 72 + 40


# -- tricks ------------------------------------------------------------------------------

def test_a_trick_takes_four_cards_and_the_rank_alone_follows_suit():
    dev = new_match(TRICK1)
    assert dev.log() == AFTER1
    assert dev.app.match.game.deal.leader == 3


def test_only_the_dealer_may_play_the_turned_up_card():
    dev = new_match(DEAL + " A8 2 A9")
    assert shown_refusal(dev) == "A\u2660 is P4's (turned up)"
    assert screen(dev).pending == [7, 1]
    assert dev.log() == HEADER + "deal AS\n"


def test_a_card_already_played_is_refused_and_changes_nothing():
    dev = new_match(TRICK1 + " A8")
    assert dev.app.flash_text == "K\u2660 already played"
    assert dev.log() == AFTER1
    assert screen(dev).pending == []


def test_the_won_trick_shows_its_winner_until_the_next_key_or_two_seconds():
    dev = new_match(TRICK1)
    s = screen(dev)
    assert s.shown[2] == 3 and s.shown[3] == 25
    dev.wait(1000)
    assert s.shown is not None
    dev.wait(1000)
    assert s.shown is None


def test_slots_are_32_pixels_for_four_players_and_42_for_three():
    four = new_match(DEAL)
    three = new_match(" C9", setup_keys(3))
    fb = four.fb
    assert screen(four).name_slots(fb, 11, None) == 32
    assert screen(three).name_slots(three.fb, 11, None) == 42


# -- melds -------------------------------------------------------------------------------

def test_ok_after_a_trick_opens_the_meld_entry_and_declares_the_meld():
    dev = new_match(TRICK1 + " #")
    assert screen(dev).phase() == "meld"
    play_keys(dev, "1 D7 8 9 #")          # P1: Q♣ K♣ A♣, the ranks alone keep ♣
    assert dev.log() == AFTER1 + "meld P1 QC KC AC\n"
    assert screen(dev).phase() == "trick"


def test_melds_declared_in_the_first_trick_show_over_their_players():
    from host_sim.sim.screenshot import pixels as px
    from picotafel.screens.gfx import new_screen
    from picotafel.screens import ui_draw
    dev = new_match(DEAL + " #1 D7 8 9 # #2 A6 C B D # A8")
    buf, fb = new_screen()
    ui_draw.centre(fb, "Q-A\u2663", 0, 1, 0, 32)        # P1: the run Q K A of clubs
    ui_draw.centre(fb, "4xJ", 0, 1, 32, 32)              # P2: four Jacks
    assert px(dev.buf)[:9] == px(buf)[:9]
    play_keys(dev, "6 5 9")               # J♠ 10♠ A♠: trick 1 taken, the points again
    s = screen(dev)
    assert [s.top_of(p) for p in range(4)] == ["0", "45", "0", "0"]


def test_a_second_meld_of_a_player_is_marked_or_summed():
    dev = new_match(DEAL + " #1 D7 8 9 # #1 B4 5 6 # #3 C1 2 3 4 5 #")
    s = screen(dev)
    assert s.top_of(0) == "Q-A\u2663+" and s.top_of(2) == "6-10\u2666"
    play_keys(dev, "#3 B7 8 9 #")                        # a second one: "6-10♦+" is too long
    assert s.top_of(2) == "%d" % (100 + 20)


def value_line(dev):
    """The pixels of the line under the meld's cards."""
    return pixels(dev.buf)[46:54]


def test_the_meld_shows_its_value_as_it_is_keyed():
    from picotafel.screens.gfx import new_screen
    from picotafel.screens import ui_draw
    want = {}
    for text in ("no meld yet", "meld of 20", "meld of 50"):
        buf, fb = new_screen()
        ui_draw.centre(fb, text, 46)
        want[text] = pixels(buf)[46:54]
    dev = new_match(TRICK1 + " #1 D7 8")
    assert value_line(dev) == want["no meld yet"]
    dev.press("9")
    assert value_line(dev) == want["meld of 20"]
    dev.press("6")                          # J♣: Q♣ K♣ A♣ J♣, a run of four
    assert value_line(dev) == want["meld of 50"]


def test_a_meld_may_come_before_the_first_trick():
    dev = new_match(DEAL + " #2 A6 C B D #")
    assert dev.log() == HEADER + "deal AS\nmeld P2 JS JD JH JC\n"


def test_the_only_card_that_fits_the_meld_is_taken_at_once():
    dev = new_match(DEAL + " #2 A6 C")
    assert screen(dev).mcards == [5, 23]       # J♠, then ♦ alone: J♦


def test_a_card_that_makes_no_meld_is_refused_as_it_is_keyed():
    dev = new_match(TRICK1 + " #1 D3 A")       # 8♣, then ♠: no spade goes with it
    assert shown_refusal(dev) == "6\u2660 makes no meld with 8\u2663"
    assert screen(dev).mcards == [29] and not screen(dev).entry.partial


def test_a_card_another_player_played_is_refused_in_a_meld():
    dev = new_match(TRICK1 + " #2 A8")
    assert dev.app.flash_text == "K\u2660 was played by P1"
    assert screen(dev).mcards == []


def test_the_turned_up_card_cannot_be_in_another_players_meld():
    dev = new_match(DEAL + " #1 A9")
    assert shown_refusal(dev) == "A\u2660 is P4's (turned up)"


def test_a_card_twice_in_a_meld_is_refused():
    dev = new_match(DEAL + " #1 D7 D7")
    assert shown_refusal(dev) == "Q\u2663 is in this meld already"


def test_ok_on_a_part_of_a_meld_is_refused_with_the_cores_reason():
    dev = new_match(TRICK1 + " #1 D7 8 #")
    assert shown_refusal(dev).startswith("Q\u2663 K\u2663 is no meld")
    assert dev.log() == AFTER1
    assert screen(dev).mcards == [33, 34]


def test_ok_without_cards_asks_for_them():
    dev = new_match(TRICK1 + " #1#")
    assert dev.app.flash_text == "key the meld's cards"
    assert dev.log() == AFTER1


def test_only_the_players_numbers_choose_who_melds():
    dev = new_match(TRICK1 + " #5")
    assert dev.app.flash_text == "1-4: who melds, * back"
    three = new_match(" C9 #4", setup_keys(3))
    assert three.app.flash_text == "1-3: who melds, * back"
    assert screen(dev).melder == -1


def test_the_players_numbers_are_digits_on_the_keyboard():
    from host_sim.sim.keyboard import to_key
    dev = new_match(TRICK1 + " #")
    assert screen(dev).digits and to_key("2", screen(dev)) == "2"
    dev.press("2")
    assert not screen(dev).digits and to_key("j", screen(dev)) == "6"


def test_ok_with_a_half_keyed_card_asks_to_finish_it():
    dev = new_match(TRICK1 + " B#")
    assert dev.app.flash_text == "finish the card or *"
    assert screen(dev).phase() == "trick" and screen(dev).entry.partial


def test_a_meld_beside_a_half_keyed_trick_goes_before_it():
    dev = new_match(TRICK1 + " B8 #1 D7 8 9 # 2 3 4")
    assert dev.log() == AFTER1 + "meld P1 QC KC AC\ntrick KH 7H 8H 9H\n"


def test_a_meld_that_takes_a_card_of_the_half_keyed_trick_is_taken_back():
    # P4 has K♥ in the trick being keyed; P2 then melds J♥ Q♥ K♥.
    dev = new_match(TRICK1 + " B8 #2 B6 7 8 #")
    assert shown_refusal(dev) == "K\u2665 is P2's (melded)"
    assert dev.log() == AFTER1
    assert screen(dev).pending == [16] and screen(dev).mcards == [14, 15, 16]


def test_a_deal_with_melds_scores_them_in_the_summary():
    sts = generated(3)
    first = deals_of(sts)[0]
    assert any(s[0] == "meld" for s in first)
    dev = new_match()
    key_deal(dev, first)
    from picotafel.games.jass import deal_result
    g = dev.app.match.game
    ns = len(g.sides)
    assert screen(dev).phase() == "summary"
    assert deal_result(g.results[0], ns)[5] == \
        tuple(score(write(sts[:3] + first))["deals"][0]["melds"][s] for s in g.sides)


# -- after a deal ------------------------------------------------------------------------

def test_summary_then_table_then_the_next_turned_up_card():
    dev = new_match(recorded(2)[len(SETUP):])
    assert screen(dev).phase() == "summary"
    dev.press("#")
    assert screen(dev).phase() == "trump"
    play_keys(dev, "C9")
    assert dev.log().endswith("deal AD\n")
    assert screen(dev).phase() == "trick"


def test_a_card_key_on_the_summary_keys_the_next_turned_up_card():
    dev = new_match(recorded(2)[len(SETUP):] + "A1")
    assert dev.log().endswith("deal 6S\n")


def test_the_table_lights_the_leading_side_and_fills_its_bar():
    dev = new_match(recorded(2, deals=2)[len(SETUP):] + "#")
    g = dev.app.match.game
    lead = screen(dev)._leader()
    assert g.totals[lead] == max(g.totals) and g.totals[1 - lead] < g.totals[lead]
    rows = pixels(dev.buf)
    for s in range(2):
        row = rows[12 + s * 22 + 11 + 4]            # the middle of the side's bar
        lit = sum(row[1:65])
        assert lit == 64 * g.totals[s] // g.target


# -- undo --------------------------------------------------------------------------------

def test_undo_steps_back_a_meld_card_then_the_player_then_the_entry():
    dev = new_match(TRICK1 + " #1 D7 8")
    s = screen(dev)
    dev.press("*")
    assert s.mcards == [33]
    play_keys(dev, "* A")
    assert s.mcards == [] and s.entry.partial
    dev.press("*")
    assert not s.entry.partial and s.melder == 0
    dev.press("*")
    assert s.melder == -1
    dev.press("*")
    assert s.phase() == "trick" and dev.log() == AFTER1


def test_undo_of_a_meld_opens_it_again_with_its_cards():
    dev = new_match(TRICK1 + " #1 D7 8 9 #")
    dev.press("*")
    assert dev.log() == AFTER1
    assert screen(dev).phase() == "meld"
    assert screen(dev).melder == 0 and screen(dev).mcards == [33, 34, 35]
    dev.press("#")
    assert dev.log() == AFTER1 + "meld P1 QC KC AC\n"


def test_undo_a_half_keyed_card_then_the_trick_card_by_card():
    dev = new_match(TRICK1 + " B8 2 3 B")
    assert screen(dev).entry.partial
    dev.press("*")
    assert not screen(dev).entry.partial
    play_keys(dev, "***")
    assert screen(dev).pending == []
    dev.press("*")
    assert screen(dev).pending == [7, 1, 4] and dev.log() == HEADER + "deal AS\n"
    play_keys(dev, "****")
    assert dev.log() == HEADER and screen(dev).phase() == "trump"
    dev.press("*")
    assert dev.app.flash_text == "0: menu, new match"


def test_undo_on_the_summary_takes_back_the_last_card():
    dev = new_match(recorded(2)[len(SETUP):])
    dev.press("*")
    assert screen(dev).phase() == "trick" and len(screen(dev).pending) == 3
    assert len(dev.app.match.game.deal.tricks) == 8


def test_undo_on_the_table_goes_back_to_the_summary():
    dev = new_match(recorded(2)[len(SETUP):] + "#")
    dev.press("*")
    assert screen(dev).phase() == "summary"


def test_undo_on_the_winner_takes_back_the_last_card():
    keys = match_keys(1, TARGET_300, options=(("target", "300"),)) + "#"
    dev = new_match(keys[len(TARGET_300):], TARGET_300)
    assert screen(dev).phase() == "winner"
    dev.press("*")
    assert screen(dev).phase() == "trick" and not dev.app.match.finished


def test_undo_then_the_same_keys_give_the_same_log():
    keys = recorded(9)
    dev = new_match(keys[len(SETUP):])
    full = dev.log()
    while dev.app.match.count > 3:
        dev.press("*")
    assert screen(dev).phase() == "trump" and not screen(dev).pending
    play_keys(dev, keys[len(SETUP):])
    assert dev.log() == full


def test_the_menus_undo_and_standings():
    dev = new_match(TRICK1)
    play_keys(dev, "0#")                   # menu, Undo
    assert screen(dev).pending == [7, 1, 4]
    play_keys(dev, "9 0 8#")               # the last card again; menu, Standings
    assert screen(dev).KIND == "view"
    assert dev.log() == AFTER1


# -- power cut ---------------------------------------------------------------------------

def test_a_reopened_match_shows_where_it_stopped(tmp_path):
    dev = Device(data_dir=str(tmp_path))
    play_keys(dev, SETUP + TRICK1 + " #1 D7 8 9 # B8")
    again = Device(data_dir=str(tmp_path))
    assert screen(again).phase() == "trick"
    assert again.log() == AFTER1 + "meld P1 QC KC AC\n"
    assert again.app.match.game.melds[0][1] == (33, 34, 35)
    assert Store(str(tmp_path)).current() is not None


# -- the core's check of a meld's card ---------------------------------------------------

def test_check_meld_card_refuses_what_the_whole_meld_would():
    m = replay(load(AFTER1 + "meld P1 QC KC AC\n").statements)
    g = m.game
    assert g.check_meld_card(1, [], 35) == "A\u2663 is P1's (melded)"
    assert g.check_meld_card(1, [], 7) == "K\u2660 was played by P1"
    assert g.check_meld_card(1, [5], 6) is None                 # J♠ Q♠
    assert g.check_meld_card(1, [5], 32) is None                # J♠ J♣: four Jacks
    assert g.check_meld_card(1, [0], 9) == "6\u2665 makes no meld with 6\u2660"
    assert g.check_meld_card(1, [5, 6], 6) == "Q\u2660 is in this meld already"


# -- screens -----------------------------------------------------------------------------

SCREENS = {
    "jass_first_trump": "",
    "jass_trick": DEAL + " A8 2 B",
    "jass_trick_won": TRICK1,
    "jass_refused": DEAL + " A8 2 A9",
    "jass_meld_who": TRICK1 + " #1 D7 8 9 # #",
    "jass_meld": TRICK1 + " #1 D7 8 9",
    "jass_meld_long": " B1 #1 A1 2 3 4 5 6 7 8",
    "jass_four_jacks": DEAL + " #2 A6 C B D",
    # Melds declared in the first trick show over their players (who and what).
    "jass_trick_melds": DEAL + " #1 D7 8 9 # #2 A6 C B D # A8",
    "jass_trick_melds_more": DEAL + " #1 D7 8 9 # #1 B4 5 6 # #3 C1 2 3 4 5 # A8 2",
}
LONG = {
    "jass_summary": (1, SETUP, 1, ""),
    "jass_table": (1, SETUP, 3, "#"),
    "jass_three_table": (5, setup_keys(3), 1, "#"),
    "jass_three_trick": (5, setup_keys(3), 1, "C9 A"),
    "jass_each_summary": (2, TEAMS_0, 1, ""),
}


def keys_of(name):
    if name in SCREENS:
        return SETUP + SCREENS[name]
    if name == "jass_winner":
        return match_keys(1, TARGET_300, options=(("target", "300"),)) + "#"
    return recorded(*LONG[name])


NAMES = sorted(list(SCREENS) + list(LONG) + ["jass_winner"])







def test_the_other_half_of_the_deals_last_card_one_key_took_is_ignored():
    from jass_deals import DEAL_A
    from host_sim.games.keyer import press_cards
    from picotafel.core.cards import parse_card
    dev = new_match(" D1")                            # 6♣ turned up
    s = screen(dev)
    tricks = [[parse_card(c) for c in line.split()[1:]] for line in DEAL_A.splitlines()[1:]]
    for cards in tricks[:-1]:
        press_cards(dev, cards, s.check, s.certain)
    press_cards(dev, tricks[-1][:3], s.check, s.certain)     # 6♣ K♠ A♥
    play_keys(dev, "C")                        # ♦: the A♦ is the only one left
    assert dev.app.flash_text == "took A\u2666" and s.phase() == "summary"
    log = dev.log()
    play_keys(dev, "9")                        # its rank, by habit: not the next turned-up card
    assert dev.app.flash_text == "took A\u2666: A ignored"
    assert dev.log() == log and s.phase() == "summary" and not s.entry.partial


# Into a deal, where random keys stay (tests/screens/test_ui_games.py).
IN_DEAL = SETUP + TRICK1
