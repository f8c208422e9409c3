"""The simulator at a real terminal (docs/playing.md): the picture fits 80x24, Ctrl-C leaves
with a line and keeps the match, typed letters go into a name as typed, OK on the
"players: N" line goes on and 4/6 change the count."""

import os
import subprocess
import sys

from host_sim.cli import cmd_sim
from host_sim.cli.cmd_sim import feed, frame, WIDTH
from host_sim.sim.device import Device, play_keys
from screens import render, screen

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VISIBLE = __import__("re").compile("\x1b\\[[0-9;]*[a-zA-Z]")


def width(line):
    return len(VISIBLE.sub("", line))


def test_the_picture_fits_80_by_24_with_a_key_lit_and_the_led():
    for dev in (render(""), render("### 8888# # D6 A6")):
        for lit, led in ((None, False), ("A", True), ("5", False)):
            lines = frame(dev, lit, led)
            assert len(lines) <= 24
            assert max(width(line) for line in lines) <= WIDTH == 80


def test_piped_run_prints_a_picture_that_fits(tmp_path):
    r = subprocess.run([sys.executable, "-m", "host_sim", "sim", "--data", str(tmp_path)],
                       input="###", capture_output=True, text=True, cwd=ROOT)
    lines = r.stdout.splitlines()
    assert r.returncode == 0 and len(lines) <= 24
    assert max(width(line) for line in lines) <= 80


def test_ctrl_c_leaves_with_a_line_and_keeps_the_match(tmp_path, monkeypatch, capsys):
    data = str(tmp_path / "d")
    dev = Device(data_dir=data)
    play_keys(dev, "### 8888# # D6 A6")

    def interrupted(dev, text):
        raise KeyboardInterrupt

    monkeypatch.setattr(cmd_sim, "run_piped", interrupted)
    monkeypatch.setattr(sys, "stdin", open(os.devnull))
    assert cmd_sim.main(["--data", data]) == 0
    out = capsys.readouterr()
    assert "Traceback" not in out.out + out.err
    assert out.out.strip() == "sim: stopped; the match is kept in %s" % data
    assert Device(data_dir=data).log().endswith("deal JC\n")


def test_typed_letters_go_into_a_name_as_typed():
    dev = render("#")                          # La Pomme: the players
    play_keys(dev, "5")                        # type player 1's name
    for ch in "AnNa":
        feed(dev, ch)
    feed(dev, "enter")
    assert screen(dev).slots[0] == "AnNa"


def test_ok_on_the_players_count_goes_on_and_4_6_change_it():
    dev = render("88#")                        # Differenzler: 4 players
    s = screen(dev)
    play_keys(dev, "8888")                     # the "players: 4" line
    assert s.cursor == s.count == 4
    play_keys(dev, "4")
    assert s.count == 3
    play_keys(dev, "6")
    assert s.count == 4
    play_keys(dev, "#")
    assert screen(dev).KIND == "options"


# -- a terminal smaller than 80x24 ------------------------------------------------------

PLAY = "### 8888# # D6 A6"            # La Pomme: J♣ turned, P1 keyed the J♠


def fits(lines, columns, rows):
    return len(lines) < rows and max(width(line) for line in lines) <= columns


def test_a_smaller_terminal_gets_the_screen_alone_at_full_resolution():
    from host_sim.cli.cmd_sim import fit
    from host_sim.sim.term import braille_lines
    dev = render(PLAY)
    lines = fit(dev, 70, 20)
    assert fits(lines, 70, 20)
    assert ["\u2502" + s + "\u2502" for s in braille_lines(dev.buf)] == lines[1:17]


def test_a_narrow_terminal_gets_the_screen_s_text_lines_as_text():
    from host_sim.cli.cmd_sim import fit
    dev = render(PLAY)
    lines = fit(dev, 40, 20)
    assert fits(lines, 40, 20)
    assert lines[1].strip("\u2502").split() == ["J\u2663", "trump", "trick", "1/9"]
    assert lines[8].strip("\u2502").strip() == "P2 to play"
    assert lines[10] == "LED \u25cb"


def test_the_text_lines_show_the_cards_on_the_table_and_the_message(tmp_path):
    from host_sim.cli.cmd_sim import fit
    dev = render(PLAY + " A6")           # the J♠ again: refused, said in the bottom line
    assert dev.app.flash_text == "J\u2660 already played"
    lines = fit(dev, 24, 11)
    assert fits(lines, 24, 11) and lines[8].strip("\u2502").strip() == "J\u2660 already played"
    assert "J" in lines[4] and "\u2660" in lines[6]      # P1's J♠: its rank, its suit
    assert fit(dev, 24, 12)[10] == "LED \u25cb"


def test_the_text_lines_go_down_to_24_by_11():
    from host_sim.cli.cmd_sim import fit, SMALLEST
    assert SMALLEST == (23, 11)
    assert fit(render(PLAY), 24, 11) is not None


def test_too_small_a_terminal_is_said():
    from host_sim.cli.cmd_sim import fit, SMALLEST
    assert fit(render(PLAY), SMALLEST[0] - 1, 24) is None
    assert fit(render(PLAY), 80, SMALLEST[1] - 1) is None


def test_half_resolution_lights_a_block_if_any_of_its_pixels_is_lit():
    from picotafel.screens.gfx import new_screen
    from host_sim.sim.term import quadrant_lines, half_braille_lines
    buf, fb = new_screen()
    fb.pixel(5, 3, 1)                    # half resolution (2, 1): lower left of block 1
    q = quadrant_lines(buf)
    assert q[0] == " \u2596" + " " * 30 and set("".join(q[1:])) == {" "}
    b = half_braille_lines(buf)
    assert b[0][1] == chr(0x2800 + 0x02) and b[0][0] == chr(0x2800)


def test_piped_run_in_a_small_terminal_prints_a_smaller_picture(tmp_path):
    env = dict(os.environ, COLUMNS="40", LINES="20")
    r = subprocess.run([sys.executable, "-m", "host_sim", "sim", "--data", str(tmp_path)],
                       input="###", capture_output=True, text=True, cwd=ROOT, env=env)
    lines = r.stdout.splitlines()
    assert r.returncode == 0 and fits(lines, 40, 20)
