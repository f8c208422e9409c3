"""Smaller points found at a real table (docs/rules/): the La Pomme play screen shows the
turned-up card, the implied 6-of-trump swap is said, the Jass `#meld` hint shows from
the first trick."""

from host_sim.sim.device import play_keys
from host_sim.games.jass.keyer import setup_keys
from picotafel.screens import font
from screens import render, screen

SETUP = "### 8888# #"          # La Pomme, P1 P2, P2 deals: P1 leads


def test_pomme_play_screen_shows_the_turned_up_card():
    dev = render(SETUP + " D6")                # J♣ turned up
    fb_text = []
    orig = font.text

    def spy(fb, s, x, y, c=1):
        fb_text.append(s)
        return orig(fb, s, x, y, c)

    font.text = spy
    try:
        dev.redraw()
    finally:
        font.text = orig
    assert "J\u2663 trump" in fb_text


def test_the_swap_a_turned_up_card_implies_is_said():
    dev = render(SETUP + " D6 D6 2")           # P1 plays the turned-up J♣, P2 7♣
    assert dev.log().endswith("swap P1\ntrick JC 7C\n")
    assert dev.app.flash_text == "P1 swapped the 6" and dev.app.flash_info


def test_jass_meld_hint_shows_from_the_first_trick():
    dev = render(setup_keys() + " A9")         # A♠ turned: the first trick to key
    s = screen(dev)
    assert "#meld" in s.trick_bottom("\u2660 1/9 ", 0, None, 0, [])


def test_option_values_read_as_words():
    from picotafel.screens.ui_setup import word
    dev = render("8#" + "##")                  # Jass: players, then the options
    lines = screen(dev)._lines()
    assert lines[:3] == ["teams: on", "rules: must beat", "melds: best side"]
    play_keys(dev, "8 6")                      # rules: the other set
    assert screen(dev)._lines()[1] == "rules: trump at will"
    from picotafel.games import abstrac, differenzler
    assert word(differenzler, "open", 0) == "off" and word(abstrac, "target", 7) == 7


def test_a_hidden_prediction_being_typed_does_not_show_its_digit_count():
    from host_sim.games.differenzler.keyer import setup_keys as diff_setup
    one = render(diff_setup() + " B6 4")
    three = render(diff_setup() + " B6 145")
    assert bytes(one.buf) == bytes(three.buf)


def test_an_abandoned_rematch_leaves_no_empty_match(tmp_path):
    from host_sim.sim.device import Device
    data = str(tmp_path / "d")
    dev = Device(data_dir=data)
    play_keys(dev, "### 888 #1# 8# # D6 A6 2 C7 A3 B9 D1 A4 8 A5 9 B8 3 D2 4 C2 D5 B7 1 #")
    assert dev.app.match.finished
    before = dev.app.store.ids()
    play_keys(dev, "#")                        # rematch: a new match, nothing keyed
    assert len(dev.app.store.ids()) == len(before) + 1
    play_keys(dev, "0")
    items = dev.app.stack[-1].items
    play_keys(dev, "8" * items.index("New match") + "#")
    assert dev.app.store.ids() == before


def test_the_saved_list_fits_four_names_and_keeps_the_open_marker():
    from picotafel.screens.ui_saved import _Lines

    class Entries(list):
        def count_upto(self, n):
            return min(n, len(self))

    lines = _Lines(Entries([(12, "jass", ("Anna", "Benno", "Clara", "Dario"), False, 9),
                            (3, "differenzler", ("Ana", "Ben", "Cleo"), False, 4),
                            (2, "pomme", ("P1", "P2"), True, 40)]))
    assert lines[0] == "12 Jass An-Be-Cl-Da *"
    assert lines[1] == "3 Diff Ana-Ben-Cle *"
    assert lines[2] == "2 La Pomme P1-P2"
    assert all(len(lines[i]) <= 21 for i in range(3))


def test_p_in_the_simulator_switches_abstrac_to_the_other_players_cards():
    from host_sim.cli.cmd_sim import feed
    from host_sim.games.abstrac.keyer import setup_keys as abstrac_setup
    dev = render(abstrac_setup())
    s = screen(dev)
    before = s.taker
    feed(dev, "p")
    assert s.taker == 1 - before
