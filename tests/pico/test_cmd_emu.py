"""`python3 -m host_sim emu`: the real firmware on the emulated Pico must show, after the
same keyboard keys, the very screen the host simulator (`sim`) shows.

Skipped where the emulator cannot run (no Node, no docs/emulator.md files), except on CI
(CI=true), where that must not pass silently (conftest's pico_firmware fixture).
"""

import os

import pytest

from host_sim.cli import cmd_emu
from host_sim.emu import pico_emu
from host_sim.sim.device import Device
from host_sim.sim.keyboard import to_key
from host_sim.sim.term import braille_lines


def sim_device(text, data_dir):
    """The host simulator after keyboard keys `text`, mapped as `sim` maps piped input."""
    dev = Device(data_dir=data_dir)
    for ch in text:
        k = to_key("enter" if ch == "\n" else ch, dev.app.stack[-1])
        if k is not None:
            dev.press(k)
    return dev


# The second: La Pomme set up, then cards by their letters (c j: J♣ turned; s j: J♠ led;
# 7: the 7 that follows), right only if the keyboard maps as on the firmware's screen.
@pytest.mark.parametrize("keys, in_log", [("###", ""), ("###8888##cjsj7", "trick JS 7S")],
                         ids=["setup", "cards"])
def test_emu_shows_what_sim_shows_after_the_same_keys(pico_firmware, tmp_path, keys, in_log):
    os.makedirs(tmp_path / "sim")
    dev = sim_device(keys, str(tmp_path / "sim"))
    assert in_log in dev.log()
    got = cmd_emu.play(keys, str(tmp_path / "emu"), pico_firmware)
    assert braille_lines(got) == braille_lines(bytes(dev.buf))


def test_emu_without_the_emulator_says_why(monkeypatch, capsys):
    monkeypatch.setattr(pico_emu, "missing", lambda: "node is not installed")
    assert cmd_emu.main([]) == 1
    assert "cannot run the emulated Pico: node is not installed" in capsys.readouterr().err
