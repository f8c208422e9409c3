"""The one formula from the emulated Pico's time shares to evenings on 3 AAA cells
(hardware/power.md; `make bench` and host_sim/emu/power_doc.py both use it).

The parts' figures live in hardware/power-figures.json (`parts`), each with its kind
(datasheet, published measurement, estimate) said in power.md. The shares come from the
emulated Pico (host_sim/bench/bench_pico.py, shares()): how long the core was awake (not in
lightsleep) and how long the panel was off or lit at each contrast.
"""

import json
import os

import host_sim  # puts firmware/ on the path; host_sim.ROOT: the repository
from picotafel import config

ROOT = host_sim.ROOT
FIGURES = os.path.join(ROOT, "hardware", "power-figures.json")

# rp2040js restarts the clocks at once after a lightsleep; the chip does not. Added to the
# key-to-screen time of every key that woke the Pico: the crystal oscillator's start-up
# delay as the Pico SDK programs it (XOSC STARTUP 47 x 256 cycles of 12 MHz: 1.0 ms,
# RP2040 datasheet 2.16) and the system PLL's lock (0.1 ms, an estimate: the datasheet
# gives no figure, only the LOCK bit to wait on). MicroPython's lightsleep with a timeout
# may keep the crystal running (it clocks the timer), so this counts on the safe side.
WAKE_EXTRA_MS = 1.1


def load(path=FIGURES):
    with open(path) as f:
        return json.load(f)


def display_mw(parts, contrast):
    """The display lit at `contrast` (0-255), in mW at the battery: the lit pixels'
    segment current scales with the contrast (SSD1309 datasheet), plus the controller
    and the dark panel, through the module's boost converter and the Pico's regulator."""
    lit = parts["display_lit_mw_at_0x7f"] * contrast / 0x7F
    return (lit + parts["display_base_mw"]) / parts["regulator_efficiency"]


def average_mw(parts, shares):
    """The average power at the battery over a stretch of time whose `shares` are:
    `awake` (the Pico not in lightsleep, 0-1) and `display` ({"off" or a contrast as a
    string: share of the time}). The diode in series with the cells takes its share."""
    awake = shares["awake"]
    pico = awake * parts["pico_awake_mw"] + (1 - awake) * parts["pico_lightsleep_mw"]
    disp = 0.0
    for state, share in shares["display"].items():
        if state == "off":
            disp += share * parts["display_off_mw"] / parts["regulator_efficiency"]
        else:
            disp += share * display_mw(parts, int(state))
    return (pico + disp) / (1 - parts["diode_loss"])


def evenings(parts, shares):
    """Card evenings of `evening_h` hours on one set of cells, each spent as `shares`."""
    wh = parts["cells_wh"]
    return wh / (parts["evening_h"] * average_mw(parts, shares) / 1000)


def shares_of(stats):
    """The shares of an emulated stretch from PicoEmu.stats(): awake, busy, lightsleep
    and the display's states."""
    t = stats["time_ms"]
    total = t["run"] + t["wait"] + t["lightsleep"]
    shown = sum(stats["display_ms"].values()) or 1
    return {
        "awake": (t["run"] + t["wait"]) / total,
        "busy": t["run"] / total,
        "lightsleep": t["lightsleep"] / total,
        "display": {k: v / shown for k, v in sorted(stats["display_ms"].items()) if v},
    }


def at_contrast(shares, contrast):
    """The same shares with the lit (not dimmed) display at another contrast."""
    out = dict(shares)
    disp = {}
    for state, share in shares["display"].items():
        key = state if state == "off" or int(state) <= config.DIM_CONTRAST else str(contrast)
        disp[key] = disp.get(key, 0) + share
    out["display"] = disp
    return out
