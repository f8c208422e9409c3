"""Coiffeur keyed in through the real ui, as the players at the table would: the choice
(the chooser's free rows, pushes round the table, a full side pushing by itself, joker,
Slalom and Guschti), the tricks led by the chooser, the deal's summary, the Coiffeur
board, the points instead of the cards, the winner or a draw; golden screens, the same
pixels under MicroPython, random keys, and a whole match keyed."""

import random

from screens import deals_of, render, screen, shown_refusal, texts_drawn
from host_sim.sim.device import Device, Recorder, play_keys
from host_sim.games.coiffeur.keyer import setup_keys, key_deal, keys_per_deal
from host_sim.games.coiffeur.random_match import play_deal, random_match
from picotafel.core.score import score
from picotafel.core.matchlog import write

NAMES4 = ("P1", "P2", "P3", "P4")
SETUP = setup_keys()                    # P1-P4, default options, P4 deals: P1 chooses
TEN = setup_keys("688#")                # rows=10
HEADER = "game coiffeur\nplayers P1 P2 P3 P4\ndealer P4\n"
# ♠ chosen by P1 (x1), who leads: K♠ 7♠ 10♠ A♠ (the rank alone follows suit), P4 takes it.
TRICK1 = "A A8 2 5 9"


def new_match(keys="", setup=SETUP):
    return render(setup + keys)


def generated(seed, options=(), points=0.0):
    """A random legal match whose first dealer is P4 (as the setup keys choose)."""
    while True:
        sts = random_match(random.Random(seed), names=NAMES4, options=options, points=points)
        if ("dealer", "P4") in sts:
            return sts
        seed += 1


def match_keys(seed, setup=SETUP, options=(), points=0.0):
    dev = Recorder()
    play_keys(dev, setup)
    for deal in deals_of(generated(seed, options, points)):
        key_deal(dev, deal)
    return "".join(dev.keys)


def recorded(seed, deals, setup=SETUP, more="", points=0.0):
    """The keys of `deals` random deals after `setup` (and `more` keys after them)."""
    rng = random.Random(seed)
    dev = Recorder()
    play_keys(dev, setup)
    for _ in range(deals):
        m = dev.app.match
        key_deal(dev, play_deal(rng, m.players, m.next_dealer, m.game,
                                int(m.options["rows"]), 0.3, points))
    play_keys(dev, more)
    return "".join(dev.keys)


def shown_lines(dev):
    """The texts drawn on the screen, top to bottom."""
    with texts_drawn() as drawn:
        dev.redraw()
    return [s for s, _, _ in sorted(drawn, key=lambda d: (d[2], d[1]))]


# -- the whole flow ----------------------------------------------------------------------

def test_setup_keys_write_the_match_header():
    assert new_match().log() == HEADER
    assert new_match(setup=TEN).log() == HEADER.replace("players", "option rows=10\nplayers")


def test_a_whole_match_keyed_gives_the_log_standings_and_winner_screen():
    sts = generated(3, points=0.2)
    dev = new_match(match_keys(3, points=0.2)[len(SETUP):])
    assert dev.log() == write(sts)
    assert score(dev.log()) == score(write(sts))
    assert dev.app.match.finished and screen(dev).phase() == "summary"
    dev.press("#")
    assert screen(dev).phase() == "winner"


def test_a_whole_ten_row_match_keyed_gives_its_log():
    sts = generated(5, (("rows", "10"),))
    dev = new_match(match_keys(5, TEN, (("rows", "10"),))[len(TEN):], TEN)
    assert dev.log() == write(sts) and len(dev.app.match.game.results) == 20


def test_keys_per_deal_verifies_every_deal():
    k = keys_per_deal(random.Random(4), deals=6)
    assert 1 + 36 <= k <= 8 + 72
    # by the points: the choice (1 to 6 keys), #, the figure, #: 8 at most on average
    assert 3 <= keys_per_deal(random.Random(4), deals=20, points=1.0) <= 8


# -- the choice ----------------------------------------------------------------------------

def test_a_mode_key_fills_its_row_in_one_key_and_the_chooser_leads():
    dev = new_match("B")
    assert dev.log() == HEADER + "deal\ntrump H\n"
    assert dev.app.match.game.deal.leader == 0
    assert new_match("9").log().endswith("trump O\n")
    assert new_match("1").log().endswith("trump U\n")


def test_the_choice_lists_the_free_rows_with_their_keys_and_multipliers():
    lines = shown_lines(new_match())
    # Each suit with the key that chooses it: A ♠, B ♥, C ♦, D ♣ (rows 1, 4, 3, 2).
    assert lines[:4] == ["P1: trump?", "A\u2660x1 B\u2665x4 C\u2666x3 D\u2663x2",
                         "9 Obe x5  1 Une x6", "6 Joker x7"]


def test_the_choice_shows_only_the_choosers_sides_free_rows():
    # P1 plays ♠ and P2 Obenabe by their points: P3, whose side has played ♠, chooses.
    dev = new_match("A#25# 9#40# ##")
    lines = shown_lines(dev)
    assert lines[0] == "P3: trump?"
    assert lines[1] == "B\u2665x4 C\u2666x3 D\u2663x2"
    assert lines[2] == "9 Obe x5  1 Une x6"


def test_ten_rows_add_slalom_and_guschti_to_the_choice():
    lines = shown_lines(new_match(setup=TEN))
    assert "7 Slalom x9" in lines and "8 Guschti x10" in lines


def test_each_push_passes_the_choice_to_the_next_player():
    dev = new_match("##")
    assert shown_lines(dev)[0] == "P3: trump?"
    dev.press("D")
    assert dev.log() == HEADER + "deal\ntrump push push C\n"
    assert dev.app.match.game.chooser == 2 and dev.app.match.game.deal.leader == 2


def test_after_four_pushes_the_first_must_choose():
    dev = new_match("####")
    assert shown_refusal(dev) is None and shown_lines(dev)[0] == "P1: trump?"
    dev.press("#")
    assert shown_refusal(dev) == "4 pushes: P1 chooses"
    dev.press("A")
    assert dev.log().endswith("trump push push push push S\n")


def test_a_side_with_every_row_filled_pushes_by_itself():
    # P1+P3 fill their 8 rows by points (P2 and P4 push to them); P2+P4 fill ♠.
    fill = "A#90# ###D#90# C#90# ###B#90# 9#90# ###1#90# B#90# A#70# B#90# C#70#"
    dev = new_match(fill)
    g = dev.app.match.game
    assert not g.free(0) and g.free(1) and len(g.results) == 10
    dev.press("#")                       # the summary: to the board
    dev.press("#")                       # the choice: P3's side is full, P4 chooses
    assert shown_lines(dev)[0] == "P4: trump?"
    dev.press("C")
    assert dev.log().endswith("deal\ntrump push D\n")


def test_the_jack_key_and_a_mode_play_a_joker_row():
    dev = new_match("6")
    assert shown_lines(dev)[0] == "P1: Joker x7"
    dev.press("B")
    assert dev.log() == HEADER + "deal\ntrump joker H\n"
    assert dev.app.match.game.row == 6


def test_a_mode_whose_row_is_filled_takes_the_joker_row():
    dev = new_match("B#90# A#10# B")
    assert dev.log().endswith("deal\ntrump H\n") and dev.app.match.game.row == 6


def test_slalom_and_guschti_take_the_mode_they_start_in():
    assert new_match("79", TEN).log().endswith("trump slalom O\n")
    assert new_match("81", TEN).log().endswith("trump guschti U\n")


def test_slalom_without_ten_rows_is_refused_at_its_key():
    dev = new_match("7")
    assert shown_refusal(dev) == "key a row, or # push" and dev.log() == HEADER


def test_back_takes_the_joker_key_then_each_push_back():
    dev = new_match("##6")
    dev.press("*")
    assert screen(dev).turn is None and screen(dev).pushes == 2
    dev.press("*")
    assert screen(dev).pushes == 1
    dev.press("A")
    assert dev.log().endswith("trump push S\n")


def test_undo_of_the_choice_takes_its_deal_back_and_keeps_its_keys():
    dev = new_match("#6D")
    dev.press("*")
    assert dev.log() == HEADER and screen(dev).pushes == 1 and screen(dev).turn == "6"
    dev.press("A")
    assert dev.log().endswith("trump push joker S\n")


def test_a_log_stopped_between_deal_and_trump_asks_for_the_choice(tmp_path):
    dev = Device(data_dir=str(tmp_path))
    play_keys(dev, SETUP)
    dev.app.apply(("deal", None))
    dev.app.flush()                 # saved as the loop saves it
    again = Device(data_dir=str(tmp_path))
    assert screen(again).phase() == "choose"
    again.press("C")
    assert again.log() == HEADER + "deal\ntrump D\n"


# -- the deal -----------------------------------------------------------------------------

def test_a_trick_led_by_the_chooser_and_the_rank_alone_follows_suit():
    dev = new_match(TRICK1)
    assert dev.log() == HEADER + "deal\ntrump S\ntrick KS 7S TS AS\n"


def test_a_slalom_trick_shows_its_own_mode_at_the_bottom():
    dev = new_match("79", TEN)
    assert screen(dev).trump_mark(4) == "Obe"
    play_keys(dev, "A5 A1 A2 A3")            # trick 1, by Obenabe: 10♠ takes it
    dev.wait(3000)
    assert screen(dev).trump_mark(4) == "Une"


def test_the_first_trick_says_that_hash_enters_the_points():
    dev = new_match("B")
    assert shown_lines(dev)[-1] == "\u2665 1/9 P1 leads #pts"     # the trump and trick kept


# -- after a deal ---------------------------------------------------------------------------

def test_summary_then_board_then_the_choice():
    dev = new_match(recorded(2, 1)[len(SETUP):])
    assert screen(dev).phase() == "summary"
    dev.press("#")
    assert screen(dev).phase() == "board"
    dev.press("#")
    assert screen(dev).phase() == "trump"
    dev.press("*")
    assert screen(dev).phase() == "board"
    dev.press("*")
    assert screen(dev).phase() == "summary"


def test_a_mode_key_on_the_summary_or_the_board_chooses_the_next_deal():
    dev = new_match(recorded(2, 1)[len(SETUP):] + "9")
    assert dev.log().endswith("deal\ntrump O\n") or dev.log().endswith("deal\ntrump U\n")
    dev = new_match(recorded(2, 1)[len(SETUP):] + "#6C")
    assert dev.log().endswith("deal\ntrump joker D\n")


def test_the_board_shows_both_sides_rows_filled_and_the_totals():
    dev = new_match("B#90# A#10# #")        # P1 ♥ 90 (x4); P2 ♠ 10 (x1)
    lines = shown_lines(dev)
    assert lines[:2] == ["P1+P3 360", "10 P2+P4"]
    assert lines[2:] == ["\u2660", "10", "Obe", "\u2663", "Une", "\u2666", "Jok", "\u2665", "90",
                         "Jok", "# choose the trump"]


def test_undo_on_the_summary_takes_back_the_last_card():
    dev = new_match(recorded(2, 1)[len(SETUP):])
    dev.press("*")
    assert screen(dev).phase() == "trick" and len(screen(dev).pending) == 3


def test_a_draw_shows_on_the_winner_screen():
    both = "".join("%s#80# %s#80# " % (k, k) for k in "ADCB91BB")
    dev = new_match(both)
    assert dev.app.match.finished and dev.app.match.winner is None
    dev.press("#")
    assert screen(dev).phase() == "winner" and "Draw" in shown_lines(dev)


# -- screens -------------------------------------------------------------------------------

SCREENS = {
    "coiffeur_choose": (SETUP, ""),
    "coiffeur_choose_pushed": (SETUP, "###"),
    "coiffeur_choose_joker": (SETUP, "6"),
    "coiffeur_choose_ten": (TEN, ""),
    "coiffeur_choose_slalom": (TEN, "7"),
    "coiffeur_choose_later": (SETUP, "A#25# 9#40# B#60# 1#70# ##"),
    "coiffeur_trick": (SETUP, TRICK1 + " 1"),
    "coiffeur_trick_slalom": (TEN, "79 A5 A1 A2 A3"),
    "coiffeur_points": (SETUP, "B#87"),
    "coiffeur_points_match": (SETUP, "B#AB"),
}
LONG = {
    "coiffeur_summary": (2, 1, SETUP, ""),
    "coiffeur_board": (2, 5, SETUP, "#"),
    "coiffeur_board_ten": (3, 12, TEN, "#"),
    "coiffeur_points_summary": (4, 3, SETUP, "", 1.0),
}


def keys_of(name):
    if name in SCREENS:
        setup, keys = SCREENS[name]
        return setup + keys
    if name == "coiffeur_winner":
        return match_keys(1) + "#"
    return recorded(*LONG[name][:2], setup=LONG[name][2], more=LONG[name][3],
                    points=LONG[name][4] if len(LONG[name]) > 4 else 0.0)


NAMES = sorted(list(SCREENS) + list(LONG) + ["coiffeur_winner"])


# Into a deal, where random keys stay (tests/screens/test_ui_games.py).
IN_DEAL = SETUP + TRICK1
