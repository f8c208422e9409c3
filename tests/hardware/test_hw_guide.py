"""hardware/'s build story, told the same in every file (issue 36): the diode is checked on
the cells alone before USB ever meets them, and every promise that USB and cells are safe
together says so; the buzzer is a piezo behind a resistor in the guide, the BOM, the pin
table, the drawing, the case and the firmware; a dark screen is diagnosed step by step;
the times add up; the tools, the STLs and the parts are named."""

import json
import os
import re
import xml.etree.ElementTree as ET

from test_hardware import HW, ROOT, SVG_NS, cfg, make_wiring, pico, read


def paragraphs(text):
    return [p for p in re.split(r"\n\s*\n", text)]


# --- 1. the diode ----------------------------------------------------------------------------

SAFE_TOGETHER = re.compile(r"(together|at the same time|plug in USB with the batteries)", re.I)


def unconditional_promises(text):
    """The paragraphs that say USB and the cells may be connected together without saying
    under which condition (the diode checked the right way round, or the switch off)."""
    out = []
    for p in paragraphs(text):
        flat = " ".join(p.split())
        if "USB" not in flat or not SAFE_TOGETHER.search(flat):
            continue
        if "neither" not in flat and "safe" not in flat and "may" not in flat:
            continue        # not a promise
        if not re.search(r"right way round|stripe towards|section 6|switch off", flat):
            out.append(flat[:120])
    return out


def test_every_promise_that_usb_and_cells_are_safe_together_says_its_condition():
    for name in ("README.md", "bom.md", "power.md"):
        assert unconditional_promises(read(name)) == [], name
    drawing = " ".join(make_wiring.DIODE_WORDS)
    assert "only with the diode's stripe" in drawing and "section 6" in drawing
    assert all(line in read("wiring.svg") for line in make_wiring.DIODE_WORDS)


def test_the_promise_check_finds_the_old_unconditional_words():
    old = "> - **USB and battery together** are safe thanks to the diode: neither feeds the other [1]."
    assert unconditional_promises(old)


def test_pin_39_is_measured_on_the_cells_alone_before_the_first_usb_plug():
    guide = read("README.md")
    check = guide.index("**Pin 39 on the cells alone**")
    wiring = guide.index("## 5. Wiring")
    first_usb = min(guide.index(words, wiring) for words in ("Plug in USB", "make repl"))
    assert wiring < check < first_usb
    section7 = guide[guide.index("## 7. First start"):guide.index("## 8.")]
    assert section7.index("no USB cable") < section7.index("**If it stays dark,**")
    table = guide[check:guide.index("## 7. First start")]
    assert "0 V" in table and "**reversed**" in table and "Do not plug in USB" in table


# --- 2. the buzzer and the LED -------------------------------------------------------------

def test_the_buzzer_is_a_piezo_behind_a_resistor_in_every_file():
    buzzer = [w for w in pico.wires(cfg) if w[:2] == ("buzzer", "+")][0]
    assert "through a 330 ohm resistor" in buzzer[3] and "piezo" in buzzer[3]
    assert "buzzer +: through a 330 ohm resistor" in read("pins.md")
    texts = [t.text for t in ET.fromstring(read("wiring.svg")).iter(SVG_NS + "text")]
    assert texts.count("330 ohm") == 2 and "reads open on ohms, not 16 ohm" in texts
    guide, bom = read("README.md"), read("bom.md")
    assert "- buzzer + (through a 330 ohm resistor) -> Pico pin" in guide
    for text in (guide, bom):
        assert "PS1240P02BT" in text and "Adafruit 160" in text
    assert "**open** (\"OL\")" in guide and "**about 16 ohm**" in guide
    assert "Yageo MFR-25FBF52-330R" in bom
    diameter = float(re.search(r"^buzzer = \[([\d.]+), ", read("case.scad"), re.M).group(1))
    assert diameter >= 12.2        # the named piezo fits behind the grille
    with open(os.path.join(ROOT, "firmware", "picotafel", "hw", "sound.py"), encoding="utf-8") as f:
        sound = f.read()
    assert "passive piezo" in sound and "330 ohm" in sound


def test_the_led_s_colour_and_part_are_named():
    for text in (read("README.md"), read("bom.md")):
        assert "WP7104ID" in text and "red" in text


# --- 3. a dark screen ------------------------------------------------------------------------

def test_a_dark_screen_is_diagnosed_from_the_power_pins_to_the_scan_for_both_displays():
    guide = read("README.md")
    dark = guide[guide.index("**If it stays dark,**"):guide.index("## 8.")]
    for words in ("**Pin 36 (3V3), on the cells.**", "measure pin 39", "**Ctrl-C**", "`>>>`",
                  "`[60]` means", "`[]` means", "`[61]` means", "OSError", "RES on pin 5",
                  "0.96\" panel", "2.42\" panel", "Ctrl-D"):
        assert words in dark, words
    # RES is among the causes of an empty scan, too
    empty = dark[dark.index("`[]` means"):dark.index("`[61]` means")]
    assert "RES" in empty
    assert "does\nnot stop the running firmware" in guide or "does not stop the running firmware" \
        in " ".join(guide.split())
    # the keypad test's outcomes stay
    for outcome in ("**wiring right**", "**plug turned round**", "**wires mixed up**"):
        assert outcome in guide


# --- 4. what the guide says of the power figures -----------------------------------------------

def test_the_guide_says_what_a_device_left_on_draws_as_power_md_computes_it():
    from host_sim.emu import power_budget as pb
    from host_sim.emu import power_doc
    mw, days = power_doc.left_on(pb.load())
    guide = " ".join(read("README.md").split())
    assert "still draws about %d mW" % round(mw) in guide
    assert "flat in about **%d days**" % round(days) in guide
    assert "DW01A" in guide and "about 2.4 V" in guide


# --- 5. the build ------------------------------------------------------------------------------

def minutes(cell):
    """(least, most) minutes of a "your time" cell: "15 min", "60-90 min"."""
    m = re.fullmatch(r"(\d+)(?:-(\d+))? min", cell.strip())
    assert m, cell
    return int(m.group(1)), int(m.group(2) or m.group(1))


def test_the_steps_times_add_up_to_the_hands_on_time_the_guide_states():
    guide = read("README.md")
    rows = [line.split("|")[1:-1] for line in guide.splitlines()
            if re.match(r"\| \[\d+\]\(#", line)]
    least = sum(minutes(r[2])[0] for r in rows)
    most = sum(minutes(r[2])[1] for r in rows)
    said = "About **%d h %02d to %d h %02d of\nhands-on work**" % (least // 60, least % 60,
                                                                 most // 60, most % 60)
    assert said in guide
    # the print: tray, lid and door
    hours = re.search(r"the tray takes about\n(\d+) hours, the lid about (\d+) and the battery "
                      r"door about half an hour", guide)
    total = int(hours.group(1)) + int(hours.group(2)) + 0.5
    assert "about %.1f hours of printing" % total in guide and "%.1f h of printing" % total in guide


def test_the_files_are_got_before_the_print_that_needs_them():
    guide = read("README.md")
    section2 = guide[guide.index("## 2. Get the files"):guide.index("## 3.")]
    assert section2.index("`git clone`") < section2.index("make case")
    assert "git clone" not in guide[guide.index("## 3."):guide.index("## 4.")]


def test_the_guide_names_the_stls_make_case_writes():
    with open(os.path.join(ROOT, "Makefile"), encoding="utf-8") as f:
        make = f.read()
    guide = read("README.md")
    assert re.search(r"^case:", make, re.M) and "apt-get install -y openscad" in make
    for display in ("2.42", "0.96"):
        assert "hardware/make_case.py stl build/case/%s %s" % (display, display) in make
    for name in ("tray", "lid", "door"):
        assert "`build/case/2.42/%s.stl`" % name in guide
    assert "`build/case/0.96/`" in guide


def test_the_tools_of_every_step_are_named():
    guide, bom = read("README.md"), read("bom.md")
    for tool in ("tweezers", "flux", "magnifier", "glue", "heat source", "calipers"):
        assert tool in guide.lower() and tool in bom.lower(), tool


def test_the_bom_names_the_0_96_displays_screws_the_case_is_sized_for():
    scad = read("case.scad")
    big, small = re.search(r"^display_screw_len = big \? (\d+) : (\d+);", scad, re.M).groups()
    assert "**M2 x %s**" % small in read("bom.md") and "**M2 x %s**" % small in read("README.md")


def test_the_0_96_lids_posts_leave_more_than_a_millimetre_round_the_pilot():
    scad = read("case.scad")
    big, small = map(float, re.search(r"^post_d = big \? ([\d.]+) : ([\d.]+);", scad, re.M).groups())
    pilot = float(re.search(r"^m2_pilot = ([\d.]+);", scad, re.M).group(1))
    assert (small - pilot) / 2 > 1.0 and (big - pilot) / 2 > 1.0
    assert "assert((post_d - m2_pilot) / 2 > 1.0" in scad


def test_the_2_42_displays_header_may_come_loose():
    assert "comes soldered or loose in the bag" in read("bom.md")
    assert "**The header (10 min, if it came loose).**" in read("README.md")


def test_the_measuring_point_of_power_md_includes_the_switch():
    text = " ".join(read("power.md").split())
    assert "so that the switch is inside what you measure" in text
    assert "the holder's red wire and the switch's outer pin" in text


def test_wiring_svg_draws_the_display_pins_in_the_header_s_order():
    root = ET.fromstring(read("wiring.svg"))
    pads = {}
    for e in root.iter(SVG_NS + "polyline"):
        if e.get("data-part") == "display":
            points = [tuple(map(float, p.split(","))) for p in e.get("points").split()]
            pads[e.get("data-pin")] = [y for x, y in points if x == 80.0][0]
    assert sorted(pads, key=pads.get) == list(pico.display_pins(cfg))


def test_the_guide_s_share_left_at_the_warning_is_power_md_s_estimate():
    parts = json.load(open(os.path.join(HW, "power-figures.json"), encoding="utf-8"))["parts"]
    words = {0.25: "about a quarter left", 0.1: "about a tenth of their charge left"}
    guide = " ".join(read("README.md").split())
    assert words[parts["alkaline_left_at_warning"]] in guide
    assert words[parts["nimh_left_at_warning"]] in guide
    assert "(an estimate" in guide


def test_power_md_and_the_guide_give_the_firmware_s_deepest_sleep_time():
    from picotafel.hw.power import DEEP_AFTER_MS
    assert DEEP_AFTER_MS % 60_000 == 0
    said = "**After `DEEP_AFTER_MS` (%d min)**" % (DEEP_AFTER_MS // 60_000)
    assert said in read("power.md")
    words = {30: "half an hour"}[DEEP_AFTER_MS // 60_000]
    assert "after %s without a\nkey it goes to its deepest sleep" % words in read("README.md")
