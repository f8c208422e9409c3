"""The host simulator beside the emulated Pico: the same keys at the same ticks, the same
battery, its own data folder; after every key both screens must be the same picture.

`Mirror` also keeps what a test needs to judge the Pico: the host's saved log, and a way to
start again from files read out of the Pico's flash (after a power cut).
"""

import os
import shutil

from host_sim.sim.device import Device
from picotafel import config
from picotafel.hw.power import Battery


class RawADC:
    """The ADC as the rp2 port reads it: 12 bits scaled to 16 (read_u16)."""

    def __init__(self, raw12):
        self.value = (raw12 * 65535 + 2047) // 4095

    def read_u16(self):
        return self.value


def raw12(volts):
    """The 12-bit reading of VSYS `volts` (what the emulator's ADC is set to)."""
    return max(0, min(4095, round(volts / config.VSYS_DIVIDER / 3.3 * 4095)))


def read_tree(folder):
    """{path relative to `folder`: bytes} of every file below it ({} if it is missing)."""
    out = {}
    for top, _, names in sorted(os.walk(folder)):
        for name in sorted(names):
            path = os.path.join(top, name)
            with open(path, "rb") as f:
                out[os.path.relpath(path, folder)] = f.read()
    return out


class Mirror:
    def __init__(self, data_dir, volts=4.5, files=None):
        """`files`: {path under the Pico's root: bytes} it starts with (e.g. matches/00/98_0001.log)."""
        self.data_dir = data_dir
        os.makedirs(data_dir, exist_ok=True)
        for rel, data in (files or {}).items():
            path = os.path.join(data_dir, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as f:
                f.write(data)
        self.volts = volts
        self.dev = Device(os.path.join(data_dir, "matches"), battery=self.battery(), lang=None)

    def battery(self):
        return Battery(RawADC(raw12(self.volts))).volts

    def set_volts(self, volts):
        self.volts = volts
        self.dev.app.battery = self.battery()

    def key(self, k, now):
        """Key `k` handled by the Pico's loop at ticks `now` (its trace says when): the
        same pass (picotafel/loop.py), the ui's clock moved first."""
        dev = self.dev
        dev.now = now
        dev.press(k)

    def picture(self):
        """The host's screen in frame-buffer layout (1024 bytes)."""
        if self.dev.app.dirty:
            self.dev.redraw()
        return bytes(self.dev.buf)

    def files(self):
        """{path under matches/: bytes} of the host's saved matches."""
        return read_tree(os.path.join(self.data_dir, "matches"))

    def restart_from(self, matches_dir):
        """A host device booted on these saved matches (what the Pico has after a cut)."""
        folder = os.path.join(self.data_dir, "matches")
        shutil.rmtree(folder, ignore_errors=True)
        shutil.copytree(matches_dir, folder)
        self.dev = Device(folder, battery=self.battery(), lang=None)
