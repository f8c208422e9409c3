"""Shared facts for the generators in hardware/: the Pico's 40-pin header and the firmware config.

Standard library only. The firmware's configuration module is the single source of the pins;
this module loads it by path (it is plain Python with no imports) so the generators and the tests
read exactly what the device runs.

Pico header, seen from above with the USB socket at the top: pins 1-20 down the left edge,
pins 21-40 up the right edge (pin 40 top right). Source: Raspberry Pi Pico datasheet, section
"Pinout" (https://datasheets.raspberrypi.com/pico/pico-datasheet.pdf).
"""

import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CONFIG_PATH = os.path.join(ROOT, "firmware", "picotafel", "config.py")
CARDS_PATH = os.path.join(ROOT, "firmware", "picotafel", "core", "cards.py")


def _header():
    names = {}
    gp = 0
    for pin in range(1, 21):
        if pin in (3, 8, 13, 18):
            names[pin] = "GND"
        else:
            names[pin] = "GP%d" % gp
            gp += 1
    right = {
        21: "GP16", 22: "GP17", 23: "GND", 24: "GP18", 25: "GP19", 26: "GP20", 27: "GP21",
        28: "GND", 29: "GP22", 30: "RUN", 31: "GP26", 32: "GP27", 33: "GND", 34: "GP28",
        35: "ADC_VREF", 36: "3V3(OUT)", 37: "3V3_EN", 38: "GND", 39: "VSYS", 40: "VBUS",
    }
    names.update(right)
    return names


# Physical pin number -> name on the header.
HEADER = _header()
# GPIO number -> physical pin, for the GPIOs that reach the header (GP23-25 and GP29 do not).
GP_TO_PIN = {int(n[2:]): p for p, n in HEADER.items() if n.startswith("GP")}
GND_PINS = tuple(p for p, n in HEADER.items() if n == "GND")

# GPIOs that are wired on the Pico board itself (datasheet section "Pinout", GPIO functions).
INTERNAL_GP = {
    23: "on-board SMPS power-save control",
    24: "VBUS sense (high when USB power is present)",
    25: "on-board LED",
    29: "ADC3, reads VSYS/3 through an on-board divider",
}

# RP2040 I2C pin choices (RP2040 datasheet, GPIO function table): GPn is SDA of I2C((n//2)%2)
# when n is even and SCL when n is odd.
def i2c_role(gp):
    """('SDA' or 'SCL', bus id) for a GPIO."""
    return ("SDA" if gp % 2 == 0 else "SCL", (gp // 2) % 2)


def load_module(path, name):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def load_config(path=CONFIG_PATH):
    return load_module(path, "picotafel_config")


def load_cards(path=CARDS_PATH):
    """core/cards.py, which imports the firmware's package: firmware/ goes on sys.path (so
    that `python3 hardware/make_card.py en` runs as the guide says)."""
    import sys
    firmware = os.path.join(ROOT, "firmware")
    if firmware not in sys.path:
        sys.path.append(firmware)
    return load_module(path, "picotafel_cards")


def gp_pins(cfg):
    """Every GPIO named in the config, as {gpio: role}, in a stable order. Checks them too."""
    pins = {}

    def add(gp, role):
        if gp is None:
            return
        if gp in pins:
            raise ValueError("GP%d is used twice: %s and %s" % (gp, pins[gp], role))
        pins[gp] = role

    if i2c_role(cfg.I2C_SDA) != ("SDA", cfg.I2C_ID):
        raise ValueError("GP%d cannot be SDA of I2C%d" % (cfg.I2C_SDA, cfg.I2C_ID))
    if i2c_role(cfg.I2C_SCL) != ("SCL", cfg.I2C_ID):
        raise ValueError("GP%d cannot be SCL of I2C%d" % (cfg.I2C_SCL, cfg.I2C_ID))
    add(cfg.I2C_SDA, "OLED SDA (I2C%d data)" % cfg.I2C_ID)
    add(cfg.I2C_SCL, "OLED SCL (I2C%d clock)" % cfg.I2C_ID)
    add(getattr(cfg, "DISPLAY_RESET", None), "OLED RES (reset)")
    for i, gp in enumerate(cfg.KEY_ROWS):
        add(gp, "keypad R%d (row %d)" % (i + 1, i + 1))
    for i, gp in enumerate(cfg.KEY_COLS):
        add(gp, "keypad C%d (column %d)" % (i + 1, i + 1))
    add(getattr(cfg, "LED", None), "LED via 330 ohm resistor (optional)")
    add(getattr(cfg, "BUZZER", None), "piezo buzzer + via 330 ohm resistor (optional)")
    add(cfg.VSYS_ADC, "battery voltage: VSYS/%d on the Pico board" % cfg.VSYS_DIVIDER)
    for gp in pins:
        if gp not in GP_TO_PIN and gp not in INTERNAL_GP:
            raise ValueError("GP%d does not exist on a Pico" % gp)
        if gp in INTERNAL_GP and gp != cfg.VSYS_ADC:
            raise ValueError("GP%d is used on the Pico board (%s)" % (gp, INTERNAL_GP[gp]))
    if cfg.VSYS_ADC != 29:
        raise ValueError("a plain Pico reads VSYS/3 only on GP29 (ADC3)")
    return pins


# --- Every wire of the device: the one description the guide, pins.md, wiring.svg, bom.md
# and the case are made from or tested against (tests/hardware/test_hardware.py).

# The ground pins each part's ground wire goes to: one wire in each Pico hole, and the
# part's other wires beside it.
GND_FOR = {"display GND": 8, "display DC": 3, "display CS": 13, "LED -": 18, "buzzer -": 23,
           "battery -": 38}
# Which end of a 20 cm male-female jumper wire a part keeps (the other end is cut and
# soldered into the Pico); "cut" for a wire cut at both ends, "own" for the part's own wire.
END = {"display": "female", "keypad": "male", "LED": "cut", "buzzer": "cut", "switch": "cut",
       "battery": "own"}


def display_pins(cfg):
    """The display module's header pins, in the order printed on the usual modules."""
    if cfg.DISPLAY == "ssd1309":
        return ("GND", "VCC", "SCL", "SDA", "RES", "DC", "CS")
    return ("GND", "VCC", "SCL", "SDA")


def wires(cfg):
    """[(part, its pin, Pico pin, what the wire does, optional)] for every wire soldered
    into the Pico, one a hole, in the order the guide solders them."""
    gp = GP_TO_PIN
    out = []
    roles = {"GND": (GND_FOR["display GND"], "ground"),
             "VCC": (36, "3.3 V from the Pico's regulator (not VBUS or VSYS)"),
             "SCL": (gp[cfg.I2C_SCL], "I2C%d clock" % cfg.I2C_ID),
             "SDA": (gp[cfg.I2C_SDA], "I2C%d data" % cfg.I2C_ID),
             "RES": (gp[cfg.DISPLAY_RESET] if cfg.DISPLAY_RESET is not None else None, "reset"),
             "DC": (GND_FOR["display DC"], "low: I2C address 0x%02X" % cfg.DISPLAY_ADDR),
             "CS": (GND_FOR["display CS"], "low: chip selected")}
    for name in display_pins(cfg):
        pin, what = roles[name]
        if pin is None:
            raise ValueError("the %s needs its RES wired: DISPLAY_RESET" % cfg.DISPLAY)
        out.append(("display", name, pin, what, False))
    for i, g in enumerate(cfg.KEY_ROWS):
        out.append(("keypad", "R%d" % (i + 1), gp[g], "row %d" % (i + 1), False))
    for i, g in enumerate(cfg.KEY_COLS):
        out.append(("keypad", "C%d" % (i + 1), gp[g], "column %d" % (i + 1), False))
    if getattr(cfg, "LED", None) is not None:
        out.append(("LED", "+", gp[cfg.LED], "long leg, through a 330 ohm resistor", True))
        out.append(("LED", "-", GND_FOR["LED -"], "short leg", True))
    if getattr(cfg, "BUZZER", None) is not None:
        out.append(("buzzer", "+", gp[cfg.BUZZER], "through a 330 ohm resistor; a passive "
                    "piezo, PWM (the multimeter reads it open, not about 16 ohm)", True))
        out.append(("buzzer", "-", GND_FOR["buzzer -"], "ground", True))
    out.append(("battery", "-", GND_FOR["battery -"], "black wire of the holder", False))
    out.append(("battery", "+", 39, "red wire of the holder, through the power switch and "
                "a 1N5817 diode (stripe towards the Pico)", False))
    pins = [w[2] for w in out]
    if len(pins) != len(set(pins)):
        raise ValueError("two wires in one Pico hole: %s" % sorted(p for p in pins if pins.count(p) > 1))
    for part, name, pin, _, _ in out:
        if name in ("GND", "DC", "CS", "-") and HEADER[pin] != "GND":
            raise ValueError("%s %s on pin %d, which is %s" % (part, name, pin, HEADER[pin]))
    return out


def jumper_wires(cfg, optional=False):
    """How many wires of the male-female strip the device takes: one for each wire to a
    part (the battery's are its own), and one from the power switch to the diode."""
    return sum(1 for part, _, _, _, opt in wires(cfg) if part != "battery" and
               (optional or not opt)) + 1
