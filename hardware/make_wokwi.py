"""Write hardware/diagram.json, the Wokwi simulator circuit of the reference build, from config.py.

    python3 hardware/make_wokwi.py > hardware/diagram.json

Part and pin names are Wokwi's (https://docs.wokwi.com/parts/wokwi-pi-pico,
https://docs.wokwi.com/parts/board-ssd1306, https://docs.wokwi.com/parts/wokwi-membrane-keypad).
Wokwi simulates an SSD1306, not the SSD1309 of the recommended build; the two take the same
commands over I2C. Wokwi's SSD1306 has no reset pin, so the reset line (GP3) stays unconnected
there. Standard library only; tests/test_hardware.py checks the file against config.py.
"""

import importlib.util
import json
import os
import sys

# hardware/pico.py, loaded by path so that nothing is added to sys.path.
_spec = importlib.util.spec_from_file_location(
    "picotafel_hw_pico", os.path.join(os.path.dirname(os.path.abspath(__file__)), "pico.py"))
pico = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(pico)

MICROPYTHON_ENV = "micropython-20231227-v1.22.0"


def wokwi_pin(physical):
    """Wokwi's name for a Pico header pin: GP4, 3V3, VSYS, GND.1 .. GND.8."""
    name = pico.HEADER[physical]
    if name == "GND":
        return "GND.%d" % (pico.GND_PINS.index(physical) + 1)
    if name == "3V3(OUT)":
        return "3V3"
    return name


def gp(n):
    return "pico:" + wokwi_pin(pico.GP_TO_PIN[n])


def diagram(cfg):
    keys = [k for row in cfg.KEYMAP for k in row]
    parts = [
        {"type": "wokwi-pi-pico", "id": "pico", "top": 0, "left": 0,
         "attrs": {"env": MICROPYTHON_ENV}},
        {"type": "board-ssd1306", "id": "oled", "top": -40, "left": -200,
         "attrs": {"i2cAddress": "0x%02x" % cfg.DISPLAY_ADDR}},
        {"type": "wokwi-membrane-keypad", "id": "keypad", "top": -60, "left": 140,
         "attrs": {"keys": keys}},
    ]
    connections = [
        [gp(cfg.I2C_SDA), "oled:SDA", "blue", []],
        [gp(cfg.I2C_SCL), "oled:SCL", "yellow", []],
        ["pico:3V3", "oled:VCC", "red", []],
        ["pico:" + wokwi_pin(8), "oled:GND", "black", []],
    ]
    colours = ["orange", "orange", "orange", "orange", "green", "green", "green", "green"]
    wires = [("R%d" % (i + 1), g) for i, g in enumerate(cfg.KEY_ROWS)]
    wires += [("C%d" % (i + 1), g) for i, g in enumerate(cfg.KEY_COLS)]
    for (name, g), colour in zip(wires, colours):
        connections.append([gp(g), "keypad:" + name, colour, []])
    return {
        "version": 1,
        "author": "picotafel",
        "editor": "wokwi",
        "parts": parts,
        "connections": connections,
        "dependencies": {},
    }


def text(cfg):
    return json.dumps(diagram(cfg), indent=2) + "\n"


def main():
    sys.stdout.write(text(pico.load_config()))


if __name__ == "__main__":
    main()
