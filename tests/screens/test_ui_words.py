"""The words of the table (issue 22, item 5): every language's play screens show the same
facts as English (the trump, the trick's number, who is to play or leads), and with
8-letter names no word is cut, at the start of a deal (where a # hint shares the line)
and in the middle of a trick. Each match is a real log, opened from the saved matches
as the device reopens it, then the keys of a card where the trick is under way."""

import pytest

from host_sim.sim.device import Device, play_keys
from picotafel import lang
from picotafel.core.match import load
from picotafel.saving.storage import Store
from picotafel.screens import ui_draw
from screens import texts_drawn

LONG = ("Annalena", "Benedikt", "Clemence", "Dominika")
SHORT = ("Ann", "Ben", "Cla", "Dom")
# Each game's log (P1-P4 the players), the keys pressed once it is open, the trump mark
# the bottom line must show, and who is to play then (0-3).
LOGS = {
    "jass start": ("game jass\nplayers P1 P2 P3 P4\ndealer P4\ndeal KC\n", "", "\u2663", 0),
    "jass trick": ("game jass\nplayers P1 P2 P3 P4\ndealer P4\ndeal KC\n", "A8", "\u2663", 1),
    "schieber obenabe": ("game schieber\nplayers P1 P2 P3 P4\ndealer P4\ndeal\ntrump O\n", "",
                         "Obe", 0),
    "schieber undenufe trick": ("game schieber\nplayers P1 P2 P3 P4\ndealer P4\ndeal\n"
                                "trump U\n", "A1", "Une", 1),
    "coiffeur start": ("game coiffeur\nplayers P1 P2 P3 P4\ndealer P4\ndeal\ntrump H\n", "",
                       "\u2665", 0),
    "differenzler start": ("game differenzler\nplayers P1 P2 P3 P4\ndealer P4\ndeal 8D\n"
                           "estimate P1 40\nestimate P2 40\nestimate P3 40\nestimate P4 37\n",
                           "", "\u2666", 0),
    "pomme trick": ("game pomme\nplayers P1 P2\ndealer P2\ndeal 8S\n", "C3", "\u2660", 1),
}
FIRST = ["jass start", "schieber obenabe", "coiffeur start", "differenzler start"]


def texts(tmp_path, name, code, names):
    """The texts on the play screen of LOGS[name] with `names`, reopened in language
    `code`, after its keys: (text, y), the bottom line last."""
    text, keys, _, _ = LOGS[name]
    for i in range(4):
        text = text.replace("P%d" % (i + 1), names[i])
    folder = tmp_path / code
    Store(str(folder)).new(load(text))
    dev = Device(data_dir=str(folder), lang=code)
    play_keys(dev, keys)
    with texts_drawn() as drawn:
        dev.redraw()
    lang.use("en")
    return sorted([(s, y) for s, _, y in drawn], key=lambda t: t[1])


def bottom_line(tmp_path, name, code, names):
    return texts(tmp_path, name, code, names)[-1][0]


@pytest.mark.parametrize("name", sorted(LOGS))
def test_every_language_s_play_screen_shows_the_trump_the_trick_and_who_plays(tmp_path, name):
    _, _, trump, player = LOGS[name]
    for code in lang.CODES:
        shown = texts(tmp_path, name, code, LONG)
        words = " ".join(s for s, _ in shown).split()
        assert trump in " ".join(words) and "1/9" in " ".join(words), (code, shown)
        assert LONG[player] in words, (code, shown)         # the whole name, as a word
        assert all(len(s) <= ui_draw.LINE for s, _ in shown), (code, shown)


@pytest.mark.parametrize("name", [n for n in sorted(LOGS) if not n.startswith("pomme")])
def test_the_bottom_line_of_a_trick_starts_with_the_trump_and_the_trick(tmp_path, name):
    # (La Pomme says both on its top line, with the turned-up card)
    _, _, trump, player = LOGS[name]
    for code in lang.CODES:
        line = bottom_line(tmp_path, name, code, LONG)
        assert line.startswith(trump + " 1/9 ") and LONG[player] in line.split(), (code, line)


@pytest.mark.parametrize("name", FIRST)
def test_the_first_trick_s_hash_hint_shows_in_every_language(tmp_path, name):
    # With the usual short names: the leader, the hint, the trump and the trick.
    _, _, trump, _ = LOGS[name]
    for code in lang.CODES:
        line = bottom_line(tmp_path, name, code, SHORT)
        assert line.startswith(trump + " 1/9 ") and "#" in line and "Ann" in line, (code, line)


@pytest.mark.parametrize("name", [n for n in FIRST if "obenabe" not in n])
def test_the_hash_hint_keeps_its_place_beside_an_8_letter_leader(tmp_path, name):
    # (Obenabe's mark takes three letters: the hint gives way to the leader's name)
    _, _, trump, _ = LOGS[name]
    for code in lang.CODES:
        line = bottom_line(tmp_path, name, code, LONG)
        assert "#" in line and "Annalena" in line.split(), (code, line)


@pytest.mark.parametrize("game, key, said", [("schieber", "9", "Obenabe"),
                                             ("schieber", "1", "Undenufe"),
                                             ("coiffeur", "9", "Obenabe")])
def test_a_mode_without_trump_is_said_when_it_is_chosen(tmp_path, game, key, said):
    Store(str(tmp_path)).new(load("game %s\nplayers Ann Ben Cla Dom\ndealer Dom\n" % game))
    for code in lang.CODES:
        dev = Device(data_dir=str(tmp_path), lang=code)
        play_keys(dev, key)
        assert dev.app.flash_text == said and dev.app.flash_info, code
        play_keys(dev, "*")                         # undone: the next language chooses
    lang.use("en")
