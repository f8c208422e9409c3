"""The simulator at a real terminal (issue 10): the picture fits 80x24, Ctrl-C leaves
with a line and keeps the match, typed letters go into a name as typed, OK on the
"players: N" line goes on and 4/6 change the count."""

import os
import subprocess
import sys

from host_sim import cmd_sim
from host_sim.cmd_sim import feed, frame, WIDTH
from host_sim.device import Device, play_keys
from screens import render, screen

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VISIBLE = __import__("re").compile("\x1b\\[[0-9;]*[a-zA-Z]")


def width(line):
    return len(VISIBLE.sub("", line))


def test_the_picture_fits_80_by_24_with_a_key_lit_and_the_led():
    for dev in (render(""), render("### 2222# # D6 A6")):
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
    play_keys(dev, "### 2222# # D6 A6")

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
    dev = render("22#")                        # Differenzler: 4 players
    s = screen(dev)
    play_keys(dev, "2222")                     # the "players: 4" line
    assert s.cursor == s.count == 4
    play_keys(dev, "4")
    assert s.count == 3
    play_keys(dev, "6")
    assert s.count == 4
    play_keys(dev, "#")
    assert type(screen(dev)).__name__ == "Options"
