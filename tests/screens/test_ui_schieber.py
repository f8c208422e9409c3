"""Schieber keyed in through the real ui, as the players at the table would: the trump in
one key (two when pushed), the tricks card by card, the Weis keyed in the first trick as
Jass keys a meld, the deal's summary per side, the table with its bar to the target and
the winner; golden screens, the same pixels under MicroPython, random keys."""

import random

from screens import deals_of, render, screen, shown_refusal
from host_sim.sim.device import Device, Recorder, play_keys
from host_sim.games.schieber.keyer import setup_keys, key_deal, keys_per_deal
from host_sim.games.schieber.random_match import play_deal, random_match
from picotafel.core.score import score
from picotafel.core.matchlog import write

NAMES4 = ("P1", "P2", "P3", "P4")
SETUP = setup_keys()                  # P1-P4, default options, P4 deals: P1 chooses
HEADER = "game schieber\nplayers P1 P2 P3 P4\ndealer P4\n"
TARGET_1000 = setup_keys(options="#8#1000#8#")     # mult=swiss, target 1000
# Spades trump; trick 1: K♠ 7♠ 10♠ A♠ (the rank alone follows suit), P4 takes it.
TRICK1 = " A A8 2 5 9"
AFTER1 = HEADER + "deal\ntrump S\ntrick KS 7S TS AS\n"


def new_match(keys="", setup=SETUP):
    return render(setup + keys)


def generated(seed, options=()):
    """A random legal match whose first dealer is P4 (as the setup keys choose)."""
    while True:
        sts = random_match(random.Random(seed), names=NAMES4, options=options)
        if ("dealer", "P4") in sts:
            return sts
        seed += 1


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


def match_keys(seed, setup=TARGET_1000, options=(("mult", "swiss"), ("target", "1000"))):
    dev = Recorder()
    play_keys(dev, setup)
    for deal in deals_of(generated(seed, options)):
        key_deal(dev, deal)
    return "".join(dev.keys)


# -- the whole flow ----------------------------------------------------------------------

def test_setup_keys_write_the_match_header():
    assert new_match().log() == HEADER
    assert new_match(setup=TARGET_1000).log() == \
        "game schieber\noption mult=swiss\noption target=1000\nplayers P1 P2 P3 P4\ndealer P4\n"


def test_whole_match_keyed_gives_the_log_standings_and_winner_screen():
    options = (("mult", "swiss"), ("target", "1000"))
    sts = generated(3, options)
    dev = new_match(match_keys(3)[len(TARGET_1000):], TARGET_1000)
    assert dev.log() == write(sts)
    assert score(dev.log()) == score(write(sts))
    assert dev.app.match.finished and screen(dev).phase() == "summary"
    dev.press("#")
    assert screen(dev).phase() == "winner"
    g = dev.app.match.game
    assert g.totals[g.winner] >= 1000


def test_keys_per_deal_verifies_every_deal():
    k = keys_per_deal(random.Random(4), deals=6)
    # The trump (1-3), 36 cards (1-2 each), the Weis (4 or more each).
    assert 1 + 36 <= k <= 3 + 72 + 40


# -- the trump -------------------------------------------------------------------------

def test_a_suit_key_chooses_that_trump_in_one_key():
    assert new_match("B").log() == HEADER + "deal\ntrump H\n"


def test_the_aces_key_is_obenabe_and_the_sixs_key_undenufe():
    assert new_match("9").log() == HEADER + "deal\ntrump O\n"
    assert new_match("1").log() == HEADER + "deal\ntrump U\n"


def test_ok_pushes_and_the_partner_chooses_in_the_second_key():
    dev = new_match("#")
    assert dev.log() == HEADER
    dev.press("D")
    assert dev.log() == HEADER + "deal\ntrump push C\n"
    assert dev.app.match.game.chooser() == 2


def test_another_key_says_which_keys_choose():
    dev = new_match("5")
    assert shown_refusal(dev) == "A-D 9 1 trump  # push" and dev.log() == HEADER


def test_back_takes_the_push_back():
    dev = new_match("#*A")
    assert dev.log() == HEADER + "deal\ntrump S\n"


def test_undo_of_the_trump_takes_its_deal_back_and_keeps_the_push():
    dev = new_match("#D")
    dev.press("*")
    assert dev.log() == HEADER and screen(dev).pushing
    dev.press("*")
    assert not screen(dev).pushing


def test_a_card_key_on_the_summary_chooses_the_next_trump():
    dev = new_match(recorded(2)[len(SETUP):] + "9")
    assert dev.log().endswith("deal\ntrump O\n")


def test_a_push_from_the_summary_goes_through_the_table():
    dev = new_match(recorded(2)[len(SETUP):] + "#")
    assert screen(dev).phase() == "trump"
    play_keys(dev, "#B")
    assert dev.log().endswith("deal\ntrump push H\n")


def test_a_log_stopped_between_deal_and_trump_asks_for_the_trump(tmp_path):
    from picotafel.saving.storage import Store
    dev = Device(data_dir=str(tmp_path))
    play_keys(dev, SETUP)
    dev.app.apply(("deal", None))
    dev.app.flush()                 # saved as the loop saves it
    again = Device(data_dir=str(tmp_path))
    assert screen(again).phase() == "choose"
    again.press("C")
    assert again.log() == HEADER + "deal\ntrump D\n"
    assert Store(str(tmp_path)).current() is not None


# -- tricks and Weis ---------------------------------------------------------------------

def test_a_trick_takes_four_cards_and_the_rank_alone_follows_suit():
    assert new_match(TRICK1).log() == AFTER1


def test_weis_keyed_after_the_first_trick():
    dev = new_match(TRICK1 + " #2 B1 2 3 #")
    assert dev.log() == AFTER1 + "meld P2 6H 7H 8H\n"


def test_weis_after_the_second_trick_is_refused_at_its_key():
    dev = new_match(TRICK1 + " C1 D1 B1 A1")          # trick 2: 6♦ (P4 leads) 6♣ 6♥ 6♠
    assert len(dev.app.match.game.deal.tricks) == 2
    dev.press("#")
    assert shown_refusal(dev) == "Weis only in the 1st trick"


def test_a_long_run_shows_its_weis_value():
    dev = new_match(" A #1 A1 2 3 4 5 6")
    assert screen(dev).phase() == "meld"
    assert dev.app.match.game.check_meld_card(0, screen(dev).mcards[:-1],
                                              screen(dev).mcards[-1]) is None


# -- after a deal ------------------------------------------------------------------------

def test_summary_then_table_then_the_trump_of_the_next_deal():
    dev = new_match(recorded(2)[len(SETUP):])
    assert screen(dev).phase() == "summary"
    dev.press("#")
    assert screen(dev).phase() == "trump"
    dev.press("A")
    assert screen(dev).phase() == "trick"


def test_undo_on_the_summary_takes_back_the_last_card():
    dev = new_match(recorded(2)[len(SETUP):])
    dev.press("*")
    assert screen(dev).phase() == "trick" and len(screen(dev).pending) == 3


def test_undo_then_the_same_keys_give_the_same_log():
    keys = recorded(9)
    dev = new_match(keys[len(SETUP):])
    full = dev.log()
    while dev.app.match.count > 3:
        dev.press("*")
    assert dev.log() == HEADER and not screen(dev).pending
    play_keys(dev, keys[len(SETUP):])
    assert dev.log() == full


# -- screens -----------------------------------------------------------------------------

SCREENS = {
    "schieber_choose": "",
    "schieber_pushed": "#",
    "schieber_trick_obenabe": " 9 A8 2",
    "schieber_trick_won": TRICK1,
    "schieber_weis": TRICK1 + " #2 B1 2 3",
}
LONG = {
    "schieber_summary": (1, SETUP, 1, ""),
    "schieber_table": (1, SETUP, 3, "#"),
}


def keys_of(name):
    if name in SCREENS:
        return SETUP + SCREENS[name]
    if name == "schieber_winner":
        return match_keys(1) + "#"
    return recorded(*LONG[name])


NAMES = sorted(list(SCREENS) + list(LONG) + ["schieber_winner"])


# Into a deal, where random keys stay (tests/screens/test_ui_games.py).
IN_DEAL = SETUP + TRICK1
