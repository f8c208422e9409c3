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
    add(getattr(cfg, "BUZZER", None), "piezo buzzer + (optional)")
    add(cfg.VSYS_ADC, "battery voltage: VSYS/%d on the Pico board" % cfg.VSYS_DIVIDER)
    for gp in pins:
        if gp not in GP_TO_PIN and gp not in INTERNAL_GP:
            raise ValueError("GP%d does not exist on a Pico" % gp)
        if gp in INTERNAL_GP and gp != cfg.VSYS_ADC:
            raise ValueError("GP%d is used on the Pico board (%s)" % (gp, INTERNAL_GP[gp]))
    if cfg.VSYS_ADC != 29:
        raise ValueError("a plain Pico reads VSYS/3 only on GP29 (ADC3)")
    return pins
