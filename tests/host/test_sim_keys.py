"""The simulator is the device (issue 22, item 8): a fresh data folder asks the language
as a new Pico does, `python3 -m host_sim --data DIR` starts it, and every key a screen
writes in its hints works on the laptop keyboard as written."""

import os
import re
import subprocess
import sys

import pytest

from host_sim.sim.keyboard import to_key
from picotafel.screens import ui_draw
from screens import render, screen, texts_drawn

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# A key written in a hint: a keypad digit, # or * (or a range, 1-4, 8/2), then a word;
# a digit begins the line or follows two spaces ("# rematch   0 menu"), where a count in a
# sentence ("P2 took 6 cards") follows one.
HINT = re.compile(r"(?:^|\s\s|(?<=\s)(?=[#*]))([0-9#*](?:[-/][0-9])?):?\s+(?=[^\W\d])(?!x\d)")
# Lines that are not hints: a trick's bottom line starts with the trump (♠ 1/9, Obe 2/9).
NOT_HINTS = re.compile("^(?:[\u2660\u2665\u2666\u2663]|Obe|Une|Sla|Gus) ")


def sim(args, keys=""):
    """host_sim with `args`, `keys` piped in; its picture as text (a 24x11 terminal)."""
    env = dict(os.environ, COLUMNS="24", LINES="11")
    return subprocess.run([sys.executable, "-m", "host_sim"] + args, input=keys,
                          capture_output=True, text=True, cwd=ROOT, env=env)


def test_the_sim_on_a_fresh_data_folder_asks_the_language_first(tmp_path):
    r = sim(["sim", "--data", str(tmp_path / "d")])
    assert r.returncode == 0 and "Deutsch" in r.stdout and "Espa\u00f1ol" in r.stdout


def test_the_sim_s_lang_skips_the_question(tmp_path):
    r = sim(["sim", "--data", str(tmp_path / "d"), "--lang", "de"])
    assert r.returncode == 0 and "Neue Partie" in r.stdout


def test_the_sim_speaks_the_language_chosen_at_its_first_start_the_next_time(tmp_path):
    data = str(tmp_path / "d")
    sim(["sim", "--data", data], "88\n")           # the third language, Fran\u00e7ais
    r = sim(["sim", "--data", data])
    assert "Nouvelle partie" in r.stdout and "Deutsch" not in r.stdout


def test_python_m_host_sim_with_only_options_starts_the_sim(tmp_path):
    r = sim(["--data", str(tmp_path / "d"), "--lang", "en"])
    assert r.returncode == 0 and "New match" in r.stdout and "usage" not in r.stdout


def test_run_keys_on_a_fresh_data_folder_starts_in_english_without_asking(tmp_path):
    r = sim(["run", "--keys", "#", "--data", str(tmp_path / "d")])
    assert r.returncode == 0 and "usage" not in r.stderr


# -- every screen's hints, pressed on the laptop keyboard ----------------------------------

def _screens():
    """(name, keys) of every golden screen (English) of the games and the menus."""
    import test_ui_abstrac
    import test_ui_coiffeur
    import test_ui_differenzler
    import test_ui_jass
    import test_ui_points
    import test_ui_schieber
    import test_ui_screens
    out = []
    for mod in (test_ui_jass, test_ui_schieber, test_ui_coiffeur, test_ui_differenzler):
        out += [(n, mod.keys_of(n)) for n in mod.NAMES if "winner" not in n]
    for mod in (test_ui_abstrac, test_ui_points, test_ui_screens):
        out += [(n, k) for n, k in sorted(mod.SCREENS.items()) if isinstance(k, str)]
    return out


def hint_keys(dev):
    """The keypad keys the screen writes in its hints (below the title), each once."""
    with texts_drawn() as drawn:
        dev.redraw()
    keys = []
    flashed = dev.app.flash_text is not None          # a refusal, not a hint
    for s, _, y in drawn:
        if y < 10 or NOT_HINTS.match(s) or (flashed and y == ui_draw.BOTTOM):
            continue
        for m in HINT.finditer(s):
            k = m.group(1)
            for ch in ([str(d) for d in range(int(k[0]), int(k[2]) + 1)] if "-" in k
                       else k.split("/")):
                if ch not in keys:
                    keys.append(ch)
    return keys


def test_each_screen_s_hint_keys_are_the_laptop_keys_written():
    wrong = []
    seen = 0
    for name, keys in _screens():
        dev = render(keys)
        top = screen(dev)
        for k in hint_keys(dev):
            seen += 1
            if to_key(k, top) != k:
                wrong.append("%s: %r gives %r" % (name, k, to_key(k, top)))
    assert seen > 40 and not wrong, "\n".join(wrong)
