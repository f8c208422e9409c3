"""One key language (issue 34, item 4), tried as a player would: on every screen of every
game, each key a hint names is read off the screen and pressed where the player plays,
and what it names must happen.

- On the device the hint names the key's own print, small in the overlay's corner
  (hardware/make_overlay.py): the key pressed is the key named, and it must act (the
  screen changes, nothing is refused).
- In the simulator the player types the laptop key the hint names (`c` for "C Weis",
  `9` for "9 Obenabe"): it must be that keypad key on that screen (web/keyboard.py).
- On the phone the player taps the key whose big legend reads what the hint names (the
  legends follow the screen: host_sim/web/build.py, key_faces); where no key reads it,
  the key whose small corner print does. That key must be the one named.

Keys move in lists as they sit on the keypad: 2 (the upper key) up, 8 down."""

import re

import pytest

from host_sim.sim.keyboard import ARROWS, key_faces
from host_sim.web import build
from picotafel import config
from picotafel.screens import ui_draw
from picotafel.screens.ui_base import keys_shown
from picotafel.web.keyboard import to_key
from screens import render, screen, texts_drawn

# A key written in a hint: a keypad key (a digit, A-D, # or *) or a range of them (1-4,
# A-D, 2/8), then a word, or a suit's key with its row (Coiffeur's A♠x1); it begins the line or follows two spaces ("# rematch
# 0 menu"), where a count in a sentence ("P2 took 6 cards") follows one.
HINT = re.compile(r"(?:^|\s\s|(?<=\s)(?=[#*]))([0-9A-D#*](?:[-/][0-9A-D])?)(?::?\s+(?=[^\W\d])(?!x\d)"
                  r"|(?=[\u2660\u2665\u2666\u2663]x\d))")
# Lines that are not hints: a trick's bottom line starts with the trump (♠ 1/9, Obe 2/9).
NOT_HINTS = re.compile("^(?:[\u2660\u2665\u2666\u2663]|Obe|Une|Sla|Gus) ")
KEYS = "".join(config.KEYMAP)
ORDER = "0123456789ABCD"
SYMBOLS = "\u2660\u2665\u2666\u2663"


def keys_named(text):
    """The keypad keys a hint line names, each once, in order."""
    out = []
    for m in HINT.finditer(text):
        k = m.group(1)
        if "-" in k:
            keys = ORDER[ORDER.index(k[0]):ORDER.index(k[2]) + 1]
        else:
            keys = k.split("/")
        out += [ch for ch in keys if ch not in out]
    return out


def hint_keys(dev):
    """The keypad keys the screen writes in its hints (below the title), each once."""
    with texts_drawn() as drawn:
        dev.redraw()
    keys = []
    flashed = dev.app.flash_text is not None          # a refusal, not a hint
    listed = keys_shown(screen(dev))[0] == "list"     # a list's lines ("1 P1") are no hints
    for s, _, y in drawn:
        if y < 10 or NOT_HINTS.match(s) or (flashed and y == ui_draw.BOTTOM) \
                or (listed and y != ui_draw.BOTTOM):
            continue
        keys += [k for k in keys_named(s) if k not in keys]
    return keys


def screens():
    """(name, keys) of every golden screen of the games and the menus, and the list
    screens of a new match, the menu and the saved matches."""
    from test_sim_keys import _screens
    return _screens() + [("dealer", "###8888#"), ("option_typed", "###888#1"),
                         ("name_typed", "#5")]


SCREENS = screens()


def acted(keys, k):
    """Did key `k`, pressed on the screen after `keys`, do something: the screen or the
    log changed, and nothing was refused."""
    dev = render(keys)
    before, log = bytes(dev.buf), dev.log()
    dev.press(k)
    refused = dev.app.flash_text is not None and not dev.app.flash_info
    return (bytes(dev.buf) != before or dev.log() != log) and not refused


def legends(top):
    """{key: the big legend the phone shows on it} for the screen on top."""
    overlay = build.load_overlay()
    cfg = overlay.pico.load_config()
    labels = overlay.legend(cfg, overlay.pico.load_cards())
    mode, written = keys_shown(top)
    out = {}
    for k in KEYS:
        kind, text = labels[k]
        if kind == "suit":                          # drawn as its symbol
            text = SYMBOLS["SHDC".index(text)]
        face = "own" if k in written else key_faces(k, kind, mode)
        out[k] = {"print": text, "own": k, "arrow": ARROWS.get(k)}[face]
    return out


@pytest.mark.parametrize("name, keys", SCREENS, ids=[n for n, _ in SCREENS])
def test_each_key_a_hint_names_does_what_it_says_on_the_device_the_sim_and_the_phone(name, keys):
    dev = render(keys)
    top = screen(dev)
    named = hint_keys(dev)
    wrong = []
    shown = legends(top)
    for k in named:
        if not acted(keys, k):
            wrong.append("device: %s does nothing or is refused" % k)
        laptop = k.lower()
        if to_key(laptop, top) != k:
            wrong.append("sim: typing %r gives %r, not %s" % (laptop, to_key(laptop, top), k))
        reads = [key for key in KEYS if shown[key] == k]
        tapped = reads[0] if reads else k          # else found by its corner print
        if len(reads) > 1 or tapped != k:
            wrong.append("phone: the key that reads %s is %s" % (k, "/".join(reads)))
    assert not wrong, "%s (%s): %s" % (name, keys_shown(top)[0], "; ".join(wrong))


def test_every_game_s_screens_name_keys_in_their_hints():
    """The test above reads real hints: most screens name keys, letters among them."""
    named = [k for _, keys in SCREENS for k in hint_keys(render(keys))]
    assert len(named) > 100 and set("ABCD") <= set(named) and set("19#*0") <= set(named)


def test_lists_move_up_with_the_upper_key_2_and_down_with_8():
    dev = render("")                               # the game list, on its first game
    dev.press("8")
    assert screen(dev).cursor == 1
    dev.press("2")
    assert screen(dev).cursor == 0


def test_coiffeur_s_choice_line_names_each_suit_by_the_key_that_chooses_it():
    from test_ui_coiffeur import keys_of
    from picotafel.core.cards import SUIT_SYMBOLS
    keys = keys_of("coiffeur_choose")
    dev = render(keys)
    with texts_drawn() as drawn:
        dev.redraw()
    pairs = [m for s, _, _ in drawn for m in re.findall("([A-D])([\u2660\u2665\u2666\u2663])x", s)]
    assert len(pairs) == 4
    for k, symbol in pairs:
        dev = render(keys + k)
        assert dev.app.match.statements[-1][:2] == ("trump", SUIT_SYMBOLS.index(symbol))


@pytest.mark.parametrize("name", ["coiffeur_summary", "coiffeur_board"])
def test_coiffeur_s_summary_and_board_take_the_choice_s_keys_as_its_lines_write_them(name):
    from test_ui_coiffeur import keys_of
    from picotafel.core.cards import OBENABE, UNDENUFE
    keys = keys_of(name)
    top = screen(render(keys))
    for laptop, mode in (("9", OBENABE), ("1", UNDENUFE)):
        dev = render(keys + to_key(laptop, top))
        assert dev.app.match.statements[-1][:2] == ("trump", mode)
