"""hardware/ agrees with the firmware's configuration module (hardware/pins.md).

CPython, standard library and pytest only. The generators in hardware/ are loaded by path.
"""

import importlib.util
import os
import re
import xml.etree.ElementTree as ET

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
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
make_card = load("make_card")
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
    assert "| %d | GP%d | display SDA" % (pico.GP_TO_PIN[cfg.I2C_SDA], cfg.I2C_SDA) in text
    assert "| %d | GP%d | display SCL" % (pico.GP_TO_PIN[cfg.I2C_SCL], cfg.I2C_SCL) in text
    for i, gp in enumerate(cfg.KEY_ROWS):
        assert "| %d | GP%d | keypad R%d:" % (pico.GP_TO_PIN[gp], gp, i + 1) in text
    for i, gp in enumerate(cfg.KEY_COLS):
        assert "| %d | GP%d | keypad C%d:" % (pico.GP_TO_PIN[gp], gp, i + 1) in text


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
    for lang in make_card.LANGS:
        assert read("card-%s.svg" % lang) == make_card.svg(cfg, cards, lang), \
            "run: python3 hardware/make_card.py %s > hardware/card-%s.svg" % (lang, lang)


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


def key_legends(name):
    """{key: its legend element} of an SVG in hardware/ that draws the keypad: every key
    of the keymap once, with one legend and its own key in the corner."""
    root = ET.parse(os.path.join(HW, name)).getroot()
    keys = [g for g in root.iter(SVG_NS + "g") if g.get("class") == "key"]
    assert sorted(g.get("data-key") for g in keys) == sorted("".join(cfg.KEYMAP))
    legends = {}
    for g in keys:
        marks = [e for e in g if e.get("class") == "legend"]
        assert len(marks) == 1, g.get("data-key")
        caps = [e for e in g if e.get("class") == "keycap"]
        assert [c.text for c in caps] == [g.get("data-key")]
        legends[g.get("data-key")] = marks[0]
    return legends


def test_overlay_has_one_legend_per_key():
    legends = key_legends("overlay.svg")
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


# --- the quick-reference card, one per language ------------------------------------------------

@pytest.mark.parametrize("lang", make_card.LANGS)
def test_card_is_a6_on_an_a4_page_with_the_keypad_of_the_overlay(lang):
    root = ET.parse(os.path.join(HW, "card-%s.svg" % lang)).getroot()
    assert (mm(root.get("width")), mm(root.get("height"))) == (210.0, 297.0)
    outline = root.find(".//%srect[@id='outline']" % SVG_NS)
    assert (float(outline.get("width")) + 1, float(outline.get("height")) + 1) == (105.0, 148.0)
    x, y = make_card.CARD_AT
    assert x >= 5 and y >= 5 and x + 105 <= 205 and y + 148 <= 292     # in a printer's margins
    legends = key_legends("card-%s.svg" % lang)
    assert [legends[k].text for k in "123456789"] == ["6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    undo, ok, menu = make_card.CARD[lang]["keywords"]
    assert (legends["*"].text, legends["#"].text, legends["0"].text) == (undo, ok, menu)
    for key, suit in zip("ABCD", "SHDC"):
        assert legends[key].get("d") == make_overlay.SUIT_PATHS[suit]


@pytest.mark.parametrize("lang", make_card.LANGS)
def test_card_says_the_keys_keying_undo_menu_and_revoke_in_its_language(lang):
    root = ET.parse(os.path.join(HW, "card-%s.svg" % lang)).getroot()
    sections = [g for g in root.iter(SVG_NS + "g") if g.get("class") == "section"]
    wanted = make_card.CARD[lang]["sections"]
    assert len(sections) == len(wanted) == len(make_card.CARD["en"]["sections"]) == 5
    for g, (heading, paragraphs) in zip(sections, wanted):
        texts = [e.text for e in g.iter(SVG_NS + "text")]
        assert texts[0] == heading
        assert " ".join(texts[1:]) == " ".join(paragraphs)      # every word, in order
    body = " ".join(e.text for e in root.iter(SVG_NS + "text"))
    undo, _, menu = make_card.CARD[lang]["keywords"]
    for must in ("* " + undo, "0 ", "#", "\u2660"):
        assert must in body, must


@pytest.mark.parametrize("lang", make_card.LANGS)
def test_card_text_stays_on_the_card(lang):
    root = ET.parse(os.path.join(HW, "card-%s.svg" % lang)).getroot()
    for e in root.iter(SVG_NS + "text"):
        x, y, size = float(e.get("x")), float(e.get("y")), float(e.get("font-size"))
        if e.get("class") in ("legend", "keycap"):
            continue
        assert make_card.MARGIN <= x and y <= make_card.A6_H - make_card.MARGIN + 2, e.text
        assert x + make_card.text_width(e.text, size) <= make_card.A6_W - make_card.MARGIN + 0.5, e.text


@pytest.mark.parametrize("lang", make_card.LANGS)
def test_card_word_legends_stay_inside_their_keys(lang):
    # undo and menu touched their boxes: each word, bold at its widest, leaves room
    for key, e in key_legends("card-%s.svg" % lang).items():
        if e.tag == SVG_NS + "text" and len(e.text) > 2:
            width = make_card.bold_em(e.text) * float(e.get("font-size"))
            assert width <= make_card.KEY - 2 * make_card.KEY_PAD + 1e-6, (key, e.text, width)
    assert make_card.bold_em("menu") > 4 * make_card.CHAR_EM     # wider than the old guess


def test_card_of_an_unknown_language_gives_the_usage(capsys):
    assert make_card.main(["it"]) == 1
    assert capsys.readouterr().err.startswith("usage:")


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


# --- the guide's words against the config (hardware/README.md) -----------------------------

LABEL = r"(3V3\(OUT\)|\w+)"     # a Pico pin's name in the guide: GP4, GND, 3V3(OUT), VSYS
WIRE = re.compile(r"^\s*- (display|keypad|LED|buzzer|battery) (\w+|\+|-) .*?-> Pico pin (\d+) \("
                  + LABEL + r"\)", re.M)


def guide_wires(text):
    """{('display', 'SDA'): (pin, label)} from the guide's "- display SDA -> Pico pin 6 (GP4)"."""
    found = {}
    for part, name, pin, label in WIRE.findall(text):
        assert (part, name) not in found, "%s %s is wired twice in the guide" % (part, name)
        found[(part, name)] = (int(pin), label)
    return found


def expected_wires(c):
    """{(part, pin): Pico pin} of the one description, hardware/pico.py's wires()."""
    return {(part, name): pin for part, name, pin, _, _ in pico.wires(c)}


def guide_problems(text, c):
    """Every place where the guide's wiring text disagrees with the config or the header."""
    problems = []
    wires = guide_wires(text)
    for key, want in expected_wires(c).items():
        if key not in wires:
            problems.append("%s %s: no wire in the guide" % key)
            continue
        pin, label = wires[key]
        if pico.HEADER.get(pin) != label:
            problems.append("%s %s: pin %d is %s, not %s" % (key + (pin, pico.HEADER.get(pin), label)))
        if pin != want:
            problems.append("%s %s: the guide says pin %d, the wiring pin %d (%s)"
                            % (key + (pin, want, pico.HEADER[want])))
    for key in set(wires) - set(expected_wires(c)):
        problems.append("%s %s: in the guide, not in config.py" % key)
    for pin, label in re.findall(r"Pico pin (\d+) \(" + LABEL + r"[,)]", text):
        if pico.HEADER.get(int(pin)) != label:
            problems.append("Pico pin %s is %s, the guide says %s" % (pin, pico.HEADER.get(int(pin)), label))
    scan = re.search(r"machine\.I2C\((\d+), sda=machine\.Pin\((\d+)\), scl=machine\.Pin\((\d+)\)\)", text)
    if not scan or tuple(map(int, scan.groups())) != (c.I2C_ID, c.I2C_SDA, c.I2C_SCL):
        problems.append("the I2C scan line of section 5 does not use config.py's bus and pins")
    if "`[%d]` means the display answers at 0x%02X" % (c.DISPLAY_ADDR, c.DISPLAY_ADDR) not in text:
        problems.append("section 5 does not name the display address 0x%02X" % c.DISPLAY_ADDR)
    return problems


def test_guide_wiring_text_matches_config():
    assert guide_problems(read("README.md"), cfg) == []


class Moved:
    """The config with some values changed."""
    def __init__(self, **changes):
        for attr in dir(cfg):
            if attr.isupper():
                setattr(self, attr, changes.get(attr, getattr(cfg, attr)))


def test_guide_check_fails_when_the_config_moves():
    guide = read("README.md")
    rows = (cfg.KEY_ROWS[1], cfg.KEY_ROWS[0]) + tuple(cfg.KEY_ROWS[2:])
    assert any("keypad R1" in p for p in guide_problems(guide, Moved(KEY_ROWS=rows)))
    moved_i2c = Moved(I2C_SDA=cfg.I2C_SDA + 12, I2C_SCL=cfg.I2C_SCL + 12)
    problems = guide_problems(guide, moved_i2c)
    assert any("display SDA" in p for p in problems) and any("I2C scan" in p for p in problems)
    assert guide_problems(guide, Moved(LED=cfg.LED + 2))
    assert guide_problems(guide.replace("Pico pin 36 (3V3(OUT))", "Pico pin 35 (3V3(OUT))"), cfg)
    # the DC/CS story told otherwise: CS on the GND pin the display's GND has
    told = guide.replace("- display CS -> Pico pin 13 (GND)", "- display CS -> Pico pin 8 (GND)")
    assert told != guide and any("display CS" in p for p in guide_problems(told, cfg))


# --- one wiring story: every place against pico.wires ----------------------------------------

def test_every_wire_has_a_pico_hole_of_its_own():
    holes = [pin for _, _, pin, _, _ in pico.wires(cfg)]
    assert len(holes) == len(set(holes))
    grounds = [(part, name) for part, name, pin, _, _ in pico.wires(cfg) if pico.HEADER[pin] == "GND"]
    assert ("display", "DC") in grounds and ("display", "CS") in grounds


def svg_wires(text):
    root = ET.fromstring(text)
    return {(e.get("data-part"), e.get("data-pin")): int(e.get("data-pico"))
            for e in root.iter(SVG_NS + "polyline") if e.get("class") == "wire"}


def test_wiring_svg_draws_every_wire_to_its_pico_pin():
    assert svg_wires(read("wiring.svg")) == expected_wires(cfg)


def test_wiring_svg_told_otherwise_fails():
    moved = read("wiring.svg").replace('data-part="display" data-pin="CS" data-pico="13"',
                                       'data-part="display" data-pin="CS" data-pico="8"')
    assert svg_wires(moved) != expected_wires(cfg)


def test_pins_md_rows_are_the_wires():
    rows = {(int(pin), what.split(":")[0]) for pin, _, what in table_rows() if pin != "-"}
    assert rows == {(pin, "%s %s" % (part, name)) for (part, name), pin in expected_wires(cfg).items()}


def test_a_0_96_inch_display_is_four_wires_and_no_reset():
    small = Moved(DISPLAY="ssd1306", DISPLAY_RESET=None)
    display = sorted(name for (part, name) in expected_wires(small) if part == "display")
    assert display == ["GND", "SCL", "SDA", "VCC"]
    assert pico.jumper_wires(small) == pico.jumper_wires(cfg) - 3


def test_bom_counts_the_wires_of_the_wiring():
    bom = read("bom.md")
    n, all_ = pico.jumper_wires(cfg), pico.jumper_wires(cfg, optional=True)
    line = [l for l in bom.splitlines() if l.startswith("| 8 |")][0]
    cells = [c.strip() for c in line.strip().strip("|").split("|")]
    assert int(cells[3]) == n, "bom.md line 8 counts %s wires, the wiring %d" % (cells[3], n)
    assert "%d of a strip of 40" % n in cells[1] and "%d with the optional LED and buzzer" % all_ in cells[1]
    assert float(cells[4]) == round(3.00 * n / 40, 2)   # the strip's share, not the strip
    display = [p for p in expected_wires(cfg) if p[0] == "display"]
    assert "%d female ends onto the display" % len(display) in cells[1]
    keypad = [p for p in expected_wires(cfg) if p[0] == "keypad"]
    assert "%d male ends into the keypad" % len(keypad) in cells[1]


def test_the_case_holds_the_display_plugs_of_the_wiring():
    scad = read("case.scad")
    for kind, pins in (("ssd1309", 7), ("ssd1306", 4)):
        assert len(pico.display_pins(Moved(DISPLAY=kind))) == pins
    m = re.search(r"^display_pins = big \? (\d+) : (\d+);", scad, re.M)
    assert m, "case.scad names no display_pins"
    assert (int(m.group(1)), int(m.group(2))) == (len(pico.display_pins(Moved(DISPLAY="ssd1309"))),
                                                  len(pico.display_pins(Moved(DISPLAY="ssd1306"))))
    assert re.search(r'^big = display == "2\.42";', scad, re.M)


def test_wiring_svg_prints_on_a4_at_100_percent():
    root = ET.parse(os.path.join(HW, "wiring.svg")).getroot()
    w, h = mm(root.get("width")), mm(root.get("height"))
    assert (w, h) == (297.0, 210.0)
    s = make_wiring.SCALE
    x0, y0 = make_wiring.MARGIN
    assert x0 >= 3 and y0 >= 5 and x0 + s * make_wiring.W <= w - 3 and y0 + s * make_wiring.H <= h - 5
    smallest = min(float(t.get("font-size")) for t in root.iter(SVG_NS + "text"))
    assert smallest * s >= 1.6, "text %.2f mm on paper" % (smallest * s)


def test_pull_ups_in_the_wiring_pins_bom_and_guide():
    root = ET.parse(os.path.join(HW, "wiring.svg")).getroot()
    groups = [g for g in root.iter(SVG_NS + "g") if g.get("class") == "pullup"]
    assert sorted((g.get("data-line"), int(g.get("data-gp"))) for g in groups) == \
        [("SCL", cfg.I2C_SCL), ("SDA", cfg.I2C_SDA)]
    text = " ".join(t.text or "" for t in root.iter(SVG_NS + "text"))
    assert make_wiring.PULLUP in text and "4.7 kohm" == make_wiring.PULLUP
    assert "pull-ups, 4.7 kohm from SDA and from SCL" in read("pins.md")
    assert "I2C pull-up resistors 4.7 kOhm" in read("bom.md")
    guide = read("README.md")
    assert "4.7 kOhm from Pico pin %d (GP%d, SDA) to Pico pin 36" % (
        pico.GP_TO_PIN[cfg.I2C_SDA], cfg.I2C_SDA) in guide
    assert "4.7 kOhm from Pico pin %d (GP%d, SCL) to Pico pin 36" % (
        pico.GP_TO_PIN[cfg.I2C_SCL], cfg.I2C_SCL) in guide
    assert "between the display's SDA and VCC pins" in guide      # the check for the module's own


# --- the parts list ----------------------------------------------------------------------------

def bom_rows():
    """(number, EUR) of the reference build's table, and the stated total."""
    text = read("bom.md")
    table = text[text.index("<!-- bom-table"):text.index("Optional, not in the total")]
    rows, total = [], None
    for line in table.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 6 or not line.startswith("|"):
            continue
        if cells[0].isdigit():
            rows.append((int(cells[0]), float(cells[4])))
        elif "total" in cells[1]:
            total = float(cells[4].strip("*"))
    return rows, total


def test_bom_adds_up_and_every_line_has_a_number_and_a_source():
    rows, total = bom_rows()
    assert [n for n, _ in rows] == list(range(1, len(rows) + 1))
    assert round(sum(eur for _, eur in rows), 2) == total
    text = read("bom.md")
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) == 6 and cells[0].isdigit():
            assert cells[2] and cells[5], "line %s: no part number or no source" % cells[0]
    said = "about %d EUR" % round(total)
    assert said in read("README.md"), "hardware/README.md should say " + said
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        assert said in f.read(), "README.md should say " + said


def test_bom_names_the_screws_the_case_is_sized_for():
    scad, bom, guide = read("case.scad"), read("bom.md"), read("README.md")
    assert re.search(r"^m2_pilot = 1\.6;", scad, re.M) and re.search(r"^m2_thread = 2\.0;", scad, re.M)
    assert "M2 x 6 pan-head machine screws" in bom and "not \"self-tapping\"" in bom
    assert "self-tapping" not in guide.replace("not \"self-tapping\"", "")
    assert re.search(r"^m3_insert_hole = 4\.0;", scad, re.M) and "RX-M3x5.7" in bom
    assert re.search(r"^m3_screw_len = 8;", scad, re.M) and "M3 x 8" in bom
    assert "case-exploded.png" in guide and "four M3\nx 8 screws into M3 heat-set inserts" in guide


def test_windows_steps_install_the_deploy_tools_as_make_deploy_does():
    guide = read("README.md")
    assert ".venv\\Scripts\\python -m pip install -r requirements-deploy.txt" in guide
    assert "$(VPY) -m pip install --quiet --disable-pip-version-check -r requirements-deploy.txt" \
        in open(os.path.join(ROOT, "Makefile"), encoding="utf-8").read()
    for words in ("dialout", "python3-venv", "usbipd", "COM5", "/dev/cu.usbmodem", "macOS 11"):
        assert words in guide, words


# --- power.md against the firmware ------------------------------------------------------------

def test_power_md_follows_the_firmware():
    text = read("power.md")
    assert "`KEY_SCAN_MS` (%d ms)" % cfg.KEY_SCAN_MS in text
    assert "`BUSY_STEP_MS` (%d ms)" % cfg.BUSY_STEP_MS in text
    assert "`SLEEP_MIN_MS` (%d ms)" % cfg.SLEEP_MIN_MS in text
    assert "`SCAN_MS` (%d ms) steps of `time.sleep_ms`" % cfg.SCAN_MS in text
    assert "`VBUS_PIN`, GP%d" % cfg.VBUS_PIN in text
    assert "`DIM_AFTER_MS` (%d s)" % (cfg.DIM_AFTER_MS // 1000) in text
    assert "`DIM_CONTRAST` (%d)" % cfg.DIM_CONTRAST in text
    assert "`SLEEP_MAX_MS`, %d s" % (cfg.SLEEP_MAX_MS // 1000) in text
    assert "`OFF_AFTER_MS` (%d s)" % (cfg.OFF_AFTER_MS // 1000) in text
    hw_dir = os.path.join(ROOT, "firmware", "picotafel", "hw")
    with open(os.path.join(hw_dir, "power.py"), encoding="utf-8") as f:
        power = f.read()
    # awake on USB while the display is on; on cells a lightsleep whenever nothing is to do
    assert "if self.state == ON and self.on_usb():\n            self.sleep_ms(config.SCAN_MS)" in power
    with open(os.path.join(hw_dir, "display.py"), encoding="utf-8") as f:
        assert "contrast=0x7F" in f.read() and "contrast **0x7F**" in text
    assert "<!-- awake-shares" in text        # the table the emulator's measurements go into


def test_power_md_lit_pixels_are_those_of_the_screens():
    from host_sim.sim.screenshot import load_png_pixels
    golden = os.path.join(ROOT, "tests", "golden")
    # the English screens: NAME.de.png and the other languages are the same screens
    lit = sorted(sum(map(sum, load_png_pixels(os.path.join(golden, name)))) / 8192
                 for name in os.listdir(golden) if name.endswith(".png") and name.count(".") == 1)
    half = len(lit) // 2
    median = lit[half] if len(lit) % 2 else (lit[half - 1] + lit[half]) / 2
    said = re.search(r"reference screens of `tests/golden/`: median (\d+) %", read("power.md"))
    assert said, "power.md should give the median share of lit pixels"
    # a new screen or two moves the median a little; the budget holds within 2 points
    assert abs(int(said.group(1)) - 100 * median) <= 2, "the screens' median is %.1f %%" % (100 * median)
