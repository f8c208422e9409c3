"""hardware/ agrees with the firmware's configuration module (issue 6).

CPython, standard library and pytest only. The generators in hardware/ are loaded by path.
"""

import importlib.util
import os
import re
import xml.etree.ElementTree as ET

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HW = os.path.join(ROOT, "hardware")
SVG_NS = "{http://www.w3.org/2000/svg}"


def load(name):
    path = os.path.join(HW, name + ".py")
    spec = importlib.util.spec_from_file_location("hw_" + name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


pico = load("pico")
make_pins = load("make_pins")
make_overlay = load("make_overlay")
make_wiring = load("make_wiring")
cfg = pico.load_config()
cards = pico.load_cards()


def read(name):
    with open(os.path.join(HW, name), encoding="utf-8") as f:
        return f.read()


def config_gpios():
    """Every GPIO number the config names, found independently of hardware/pico.py."""
    found = set()
    for name in dir(cfg):
        value = getattr(cfg, name)
        if name in ("I2C_SDA", "I2C_SCL", "DISPLAY_RESET", "LED", "BUZZER", "VSYS_ADC"):
            if value is not None:
                found.add(value)
        elif name in ("KEY_ROWS", "KEY_COLS"):
            found.update(value)
    return found


# --- Pico header map -------------------------------------------------------------------------

def test_header_map_matches_the_pico_pinout():
    expected = {1: "GP0", 2: "GP1", 3: "GND", 4: "GP2", 5: "GP3", 6: "GP4", 7: "GP5", 8: "GND",
                9: "GP6", 12: "GP9", 13: "GND", 14: "GP10", 17: "GP13", 18: "GND", 19: "GP14",
                20: "GP15", 21: "GP16", 23: "GND", 24: "GP18", 28: "GND", 29: "GP22", 30: "RUN",
                31: "GP26", 32: "GP27", 33: "GND", 34: "GP28", 35: "ADC_VREF", 36: "3V3(OUT)",
                37: "3V3_EN", 38: "GND", 39: "VSYS", 40: "VBUS"}
    for pin, name in expected.items():
        assert pico.HEADER[pin] == name
    assert len(pico.HEADER) == 40
    assert len(pico.GND_PINS) == 8
    assert sorted(pico.GP_TO_PIN) == list(range(23)) + [26, 27, 28]


def test_bad_config_is_refused():
    class Bad:
        pass
    for attr in dir(cfg):
        if attr.isupper():
            setattr(Bad, attr, getattr(cfg, attr))
    Bad.I2C_SDA = 5   # an SCL pin
    with pytest.raises(ValueError):
        pico.gp_pins(Bad)
    Bad.I2C_SDA = cfg.I2C_SDA
    Bad.LED = cfg.KEY_ROWS[0]   # used twice
    with pytest.raises(ValueError):
        pico.gp_pins(Bad)
    Bad.LED = 25   # the Pico's own LED pin
    with pytest.raises(ValueError):
        pico.gp_pins(Bad)


# --- pins.md ---------------------------------------------------------------------------------

def test_pins_md_is_the_generator_output():
    assert read("pins.md") == make_pins.markdown(cfg), \
        "run: python3 hardware/make_pins.py > hardware/pins.md"


def table_rows():
    rows = []
    for line in read("pins.md").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) == 3 and cells[0] not in ("Pico pin", "---:"):
            rows.append(cells)
    return rows


def test_every_config_pin_is_in_the_pin_table():
    rows = table_rows()
    names = {re.match(r"GP\d+", r[1]).group(0) for r in rows if r[1].startswith("GP")}
    for gp in config_gpios():
        assert "GP%d" % gp in names, "GP%d missing from pins.md" % gp


def test_pin_table_numbers_match_the_header():
    for pin, name, what in table_rows():
        if pin == "-":
            assert name.startswith("GP%d" % cfg.VSYS_ADC)
            continue
        assert pico.HEADER[int(pin)] == name.split()[0], (pin, name)
    text = read("pins.md")
    assert "| 36 | 3V3(OUT) |" in text and "| 39 | VSYS |" in text and "| 38 | GND |" in text
    assert "| %d | GP%d | OLED SDA" % (pico.GP_TO_PIN[cfg.I2C_SDA], cfg.I2C_SDA) in text
    assert "| %d | GP%d | OLED SCL" % (pico.GP_TO_PIN[cfg.I2C_SCL], cfg.I2C_SCL) in text
    for i, gp in enumerate(cfg.KEY_ROWS):
        assert "| %d | GP%d | keypad R%d " % (pico.GP_TO_PIN[gp], gp, i + 1) in text
    for i, gp in enumerate(cfg.KEY_COLS):
        assert "| %d | GP%d | keypad C%d " % (pico.GP_TO_PIN[gp], gp, i + 1) in text


# --- SVG files -------------------------------------------------------------------------------

def svg_files():
    return sorted(f for f in os.listdir(HW) if f.endswith(".svg"))


def mm(value):
    m = re.fullmatch(r"\s*([0-9.]+)\s*mm\s*", value or "")
    assert m, "%r is not a length in mm" % value
    return float(m.group(1))


def test_there_are_svg_files():
    assert {"overlay.svg", "wiring.svg"} <= set(svg_files())


@pytest.mark.parametrize("name", svg_files())
def test_svg_is_well_formed_and_sized_in_mm(name):
    root = ET.parse(os.path.join(HW, name)).getroot()
    assert root.tag == SVG_NS + "svg"
    w, h = mm(root.get("width")), mm(root.get("height"))
    vb = [float(v) for v in root.get("viewBox").split()]
    assert vb[2:] == [w, h], "viewBox should be in mm too"


def test_generated_svgs_are_up_to_date():
    assert read("overlay.svg") == make_overlay.svg(cfg, cards), \
        "run: python3 hardware/make_overlay.py > hardware/overlay.svg"
    assert read("wiring.svg") == make_wiring.svg(cfg), \
        "run: python3 hardware/make_wiring.py > hardware/wiring.svg"


def test_overlay_size_matches_the_keypad():
    root = ET.parse(os.path.join(HW, "overlay.svg")).getroot()
    outline = root.find(".//%srect[@id='outline']" % SVG_NS)
    assert float(outline.get("width")) == make_overlay.KEYPAD_W_MM
    assert float(outline.get("height")) == make_overlay.KEYPAD_H_MM
    assert (make_overlay.KEYPAD_W_MM, make_overlay.KEYPAD_H_MM) == (69.0, 76.0)
    # the page is the keypad plus margins, at real size
    assert mm(root.get("width")) == make_overlay.KEYPAD_W_MM + 2 * make_overlay.MARGIN_MM
    # every key square lies inside the outline
    half = make_overlay.KEY_MM / 2
    for x, y in make_overlay.key_centres(cfg).values():
        assert half <= x <= make_overlay.KEYPAD_W_MM - half
        assert half <= y <= make_overlay.KEYPAD_H_MM - half


def test_overlay_has_one_legend_per_key():
    root = ET.parse(os.path.join(HW, "overlay.svg")).getroot()
    keys = [g for g in root.iter(SVG_NS + "g") if g.get("class") == "key"]
    assert sorted(g.get("data-key") for g in keys) == sorted("".join(cfg.KEYMAP))
    legends = {}
    for g in keys:
        marks = [e for e in g if e.get("class") == "legend"]
        assert len(marks) == 1, g.get("data-key")
        caps = [e for e in g if e.get("class") == "keycap"]
        assert [c.text for c in caps] == [g.get("data-key")]
        legends[g.get("data-key")] = marks[0]
    # ranks 1-9 = 6 7 8 9 10 J Q K A, red hearts and diamonds, the three words
    assert [legends[k].text for k in "123456789"] == ["6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    assert legends["*"].text == "undo" and legends["#"].text == "OK" and legends["0"].text == "menu"
    suits = {k: legends[k] for k in "ABCD"}
    assert all(e.tag == SVG_NS + "path" for e in suits.values())
    assert suits["A"].get("d") == make_overlay.SUIT_PATHS["S"]
    assert suits["B"].get("d") == make_overlay.SUIT_PATHS["H"]
    assert suits["C"].get("d") == make_overlay.SUIT_PATHS["D"]
    assert suits["D"].get("d") == make_overlay.SUIT_PATHS["C"]
    assert suits["B"].get("fill") == suits["C"].get("fill") == make_overlay.RED
    assert suits["A"].get("fill") == suits["D"].get("fill") == "black"


def test_wiring_mentions_every_config_pin():
    root = ET.parse(os.path.join(HW, "wiring.svg")).getroot()
    text = " ".join(t.text or "" for t in root.iter(SVG_NS + "text"))
    for gp in config_gpios():
        assert re.search(r"\bGP%d\b" % gp, text), "GP%d not in wiring.svg" % gp
    for label in ("VSYS (39)", "3V3(OUT) (36)", "1N5817"):
        assert label in text


# --- the rest of hardware/ -------------------------------------------------------------------

def test_documents_exist_and_cite_sources():
    for name in ("README.md", "bom.md", "power.md", "case.scad", "case.png"):
        assert os.path.getsize(os.path.join(HW, name)) > 500, name
    for name in ("README.md", "bom.md", "power.md"):
        assert "http" in read(name), name + " cites no source"
    for param in ("display_window", "keypad_slot", "battery", "usb_opening", "m2_pilot", "m3_insert_hole"):
        assert re.search(r"^%s = " % param, read("case.scad"), re.M), param
    with open(os.path.join(HW, "case.png"), "rb") as f:
        assert f.read(8) == b"\x89PNG\r\n\x1a\n"
