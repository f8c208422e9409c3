"""Write hardware/wiring.svg, the wiring diagram, from the firmware's configuration module.

    python3 hardware/make_wiring.py > hardware/wiring.svg

The Pico is drawn from above with the USB socket at the top, its pins where they really are
(pin 1 top left, pin 40 top right). Every wire ends at the pin that config.py names, so the
picture cannot drift from the firmware; tests/hardware/test_hardware.py checks that every GP pin of the
config appears in it. Units are millimetres. Standard library only.
"""

import importlib.util
import os
import sys

# hardware/pico.py, loaded by path so that nothing is added to sys.path.
_spec = importlib.util.spec_from_file_location(
    "picotafel_hw_pico", os.path.join(os.path.dirname(os.path.abspath(__file__)), "pico.py"))
pico = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(pico)

W, H = 290.0, 245.0                 # the drawing, in its own millimetres
PAGE_W, PAGE_H = 297.0, 210.0       # printed on A4 landscape at 100 %
SCALE = 0.8                         # the drawing's size on the page
MARGIN = ((PAGE_W - SCALE * W) / 2, (PAGE_H - SCALE * H) / 2)
BOARD_X0, BOARD_X1, BOARD_Y0, BOARD_Y1 = 125.0, 175.0, 28.0, 182.0
PIN_Y0, PITCH = 40.0, 7.0
PULLUP = "4.7 kohm"                 # the I2C pull-up resistors (bom.md)
PULLUP_X = (101.0, 109.0)           # where the SDA and SCL pull-ups stand
# What the diode does, and the one condition on it (hardware/README.md, sections 5 and 6).
DIODE_WORDS = (
    "USB and the cells together: safe only with the diode's stripe",
    "towards the Pico, checked on the cells alone first (pin 39,",
    "guide section 6); reversed, USB would charge the cells. With",
    "the switch off, USB never reaches them (Pico datasheet 4.5).",
)
PADS_Y0, PADS_PITCH = 52.0, 5.5     # the display's header pads, GND at the top

COL = {"i2c_sda": "#1f6fd1", "i2c_scl": "#d8a100", "reset": "#8a4fc7", "power": "#d11f1f",
       "ground": "#222222", "row": "#e07b00", "col": "#2a9d3a", "led": "#0aa3a3",
       "buzzer": "#b5367a"}


def pin_xy(pin):
    if pin <= 20:
        return BOARD_X0, PIN_Y0 + (pin - 1) * PITCH
    return BOARD_X1, PIN_Y0 + (40 - pin) * PITCH


def esc(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class Svg:
    def __init__(self):
        self.out = []

    def add(self, s):
        self.out.append(s)

    def text(self, x, y, s, size=3.0, anchor="start", fill="black", weight="normal", extra=""):
        self.add('<text x="%g" y="%g" font-size="%g" text-anchor="%s" fill="%s" '
                 'font-weight="%s"%s>%s</text>' % (x, y, size, anchor, fill, weight, extra, esc(s)))

    def wire(self, points, colour, width=0.7, to=None):
        """A wire along `points`; `to` = (part, its pin, Pico pin) for a wire soldered into
        the Pico (tests/hardware/test_hardware.py reads them against pico.wires)."""
        said = ""
        if to is not None:
            said = ' class="wire" data-part="%s" data-pin="%s" data-pico="%d"' % to
        self.add('<polyline points="%s" fill="none" stroke="%s" stroke-width="%g" '
                 'stroke-linejoin="round"%s/>' % (" ".join("%g,%g" % p for p in points), colour,
                                                 width, said))

    def dot(self, x, y, colour, r=0.9):
        self.add('<circle cx="%g" cy="%g" r="%g" fill="%s"/>' % (x, y, r, colour))

    def rect(self, x, y, w, h, fill="none", stroke="black", width=0.4, rx=1.0):
        self.add('<rect x="%g" y="%g" width="%g" height="%g" rx="%g" fill="%s" stroke="%s" '
                 'stroke-width="%g"/>' % (x, y, w, h, rx, fill, stroke, width))

    def ground(self, x, y):
        for i, half in enumerate((2.5, 1.6, 0.7)):
            self.add('<line x1="%g" y1="%g" x2="%g" y2="%g" stroke="black" stroke-width="0.4"/>'
                     % (x - half, y + i * 1.0, x + half, y + i * 1.0))


def draw_pico(s, used):
    s.rect(BOARD_X0, BOARD_Y0, BOARD_X1 - BOARD_X0, BOARD_Y1 - BOARD_Y0, fill="#e8f3e8",
           stroke="#2e6b2e", width=0.6, rx=2)
    s.rect(143, 23, 14, 9, fill="#bbbbbb", stroke="#555", rx=1)
    s.text(150, 21, "USB", size=2.6, anchor="middle")
    s.text(150, 112, "Raspberry Pi Pico (plain, not Pico W)", size=3.2, anchor="middle",
           weight="bold", extra=' transform="rotate(-90 150 112)"')
    s.text(157, 112, "GP29 = ADC3 reads VSYS/3 on the board: no wire", size=2.5,
           anchor="middle", fill="#444", extra=' transform="rotate(-90 157 112)"')
    for pin in range(1, 41):
        x, y = pin_xy(pin)
        name = pico.HEADER[pin]
        if pin in used:
            s.dot(x, y, "#b8860b", r=1.3)
            label = "%s (%d)" % (name, pin)
            if pin <= 20:
                s.text(x + 2.5, y + 1.1, label, size=2.8, weight="bold")
            else:
                s.text(x - 2.5, y + 1.1, label, size=2.8, anchor="end", weight="bold")
        else:
            s.add('<circle cx="%g" cy="%g" r="1" fill="white" stroke="#999" stroke-width="0.3"/>'
                  % (x, y))
            if pin <= 20:
                s.text(x + 2.5, y + 0.9, str(pin), size=2.0, fill="#999")
            else:
                s.text(x - 2.5, y + 0.9, str(pin), size=2.0, anchor="end", fill="#999")


def svg(cfg):
    roles = pico.gp_pins(cfg)
    py = {gp: pin_xy(pico.GP_TO_PIN[gp])[1] for gp in roles if gp in pico.GP_TO_PIN}
    wired = {(part, name): pin for part, name, pin, _, _ in pico.wires(cfg)}
    used = set(wired.values())
    led, buzzer = getattr(cfg, "LED", None), getattr(cfg, "BUZZER", None)
    s = Svg()
    s.add('<?xml version="1.0" encoding="UTF-8"?>')
    s.add('<svg xmlns="http://www.w3.org/2000/svg" width="%gmm" height="%gmm" viewBox="0 0 %g %g" '
          'font-family="DejaVu Sans, Arial, Helvetica, sans-serif">'
          % (PAGE_W, PAGE_H, PAGE_W, PAGE_H))
    s.add('<title>picotafel wiring diagram (A4 landscape, print at 100 %)</title>')
    s.add('<rect width="%g" height="%g" fill="white"/>' % (PAGE_W, PAGE_H))
    s.add('<g id="drawing" transform="translate(%g,%g) scale(%g)">' % (MARGIN + (SCALE,)))
    draw_pico(s, used)

    # --- OLED, on the left, its pads in the order of its header (pico.display_pins), each
    # wire down (or up) a channel of its own to the row of its Pico pin.
    names = pico.display_pins(cfg)
    colours = {"GND": COL["ground"], "VCC": COL["power"], "SCL": COL["i2c_scl"],
               "SDA": COL["i2c_sda"], "RES": COL["reset"], "DC": COL["ground"],
               "CS": COL["ground"]}
    channel = {"GND": 86, "SCL": 88, "SDA": 90, "RES": 94, "DC": 96, "CS": 98}
    pad_y = {name: PADS_Y0 + i * PADS_PITCH for i, name in enumerate(names)}
    vcc_y = pad_y["VCC"]
    ox0, ox1, oy0, oy1 = 20.0, 80.0, 16.0, max(pad_y.values()) + 5.5
    s.rect(ox0, oy0, ox1 - ox0, oy1 - oy0, fill="#eef", stroke="#335")
    s.rect(ox0 + 5, oy0 + 4, 40, 20, fill="#111", stroke="#111")
    s.text(ox0 + 25, oy0 + 16, "128x64 OLED", size=3, anchor="middle", fill="#8cf")
    s.text(ox0 + 3, oy0 + 30, "%s, I2C 0x%02X" % (cfg.DISPLAY.upper(), cfg.DISPLAY_ADDR),
           size=3, weight="bold")
    s.text(ox0 + 3, oy0 + 34.5, "2.42\" module, set to I2C", size=2.5)
    s.text(ox0 + 3, oy0 + 38, "header pins in their order", size=2.3, fill="#555")
    if "RES" in names:
        s.text(ox0 + 3, oy0 + 41.5, "0.96\" 4-pin: no RES, DC, CS", size=2.3, fill="#555")
    if "CS" in names:
        s.text(ox0 + 3, oy0 + 45, "DC and CS: own wires to GND", size=2.3, fill="#555")
    for name in names:
        y = pad_y[name]
        s.dot(ox1, y, colours[name])
        s.text(ox1 - 2, y + 1, name, size=2.6, anchor="end", weight="bold")
        if name == "VCC":
            continue
        pin = wired[("display", name)]
        py_ = pin_xy(pin)[1]
        x = channel[name]
        s.wire([(ox1, y), (x, y), (x, py_), (BOARD_X0, py_)], colours[name],
               to=("display", name, pin))

    # --- OLED power: 3V3(OUT) pin 36 round the outside, so it crosses no other wire.
    x36, y36 = pin_xy(36)
    s.wire([(x36, y36), (182, y36), (182, 215), (5, 215), (5, 12), (92, 12), (92, vcc_y),
            (ox1, vcc_y)], COL["power"], to=("display", "VCC", 36))

    # --- I2C pull-ups: SDA and SCL each through a resistor to 3V3, from a rail off the VCC wire.
    rail_y = PADS_Y0 - 8.5
    s.wire([(92, rail_y), (PULLUP_X[1] + 4, rail_y)], COL["power"])
    s.dot(92, rail_y, COL["power"])
    for (name, gp), x in zip((("SDA", cfg.I2C_SDA), ("SCL", cfg.I2C_SCL)), PULLUP_X):
        y = py[gp]
        s.add('<g class="pullup" data-line="%s" data-gp="%d">' % (name, gp))
        s.wire([(x, rail_y), (x, y)], COL["power"] if name == "SDA" else COL["power"], 0.5)
        s.rect(x - 1.6, rail_y + 2, 3.2, 8, fill="#f6e7c8", stroke="black", width=0.3, rx=0.5)
        s.dot(x, y, COL["i2c_sda"] if name == "SDA" else COL["i2c_scl"])
        s.add('</g>')
    s.text(PULLUP_X[1] + 3, rail_y + 5, PULLUP, size=2.3)
    s.text(PULLUP_X[1] + 3, rail_y + 8, "x2", size=2.3)
    for i, line in enumerate(("I2C pull-ups to 3V3:", "leave out if the", "module has them")):
        s.text(94, rail_y - 8.5 + 3 * i, line, size=2.1)

    # --- Keypad, below the OLED, its 8 ribbon pads level with their pins.
    ky = [py[g] for g in cfg.KEY_ROWS] + [py[g] for g in cfg.KEY_COLS]
    kx0, kx1, ky0, ky1 = 20.0, 80.0, min(ky) - 1.5, max(ky) + 4
    s.rect(kx0, ky0, kx1 - kx0, ky1 - ky0, fill="#f4f4f4", stroke="#444")
    s.text(kx0 + 3, ky1 - 2, "4x4 membrane keypad", size=2.8, weight="bold")
    for r, row in enumerate(cfg.KEYMAP):
        for c, key in enumerate(row):
            x, y = kx0 + 4 + c * 9, ky0 + 4 + r * 9
            s.rect(x, y, 7, 7, fill="white", stroke="#666", width=0.3, rx=0.8)
            s.text(x + 3.5, y + 5, key, size=3.2, anchor="middle")
    names = ["R%d" % (i + 1) for i in range(len(cfg.KEY_ROWS))]
    names += ["C%d" % (i + 1) for i in range(len(cfg.KEY_COLS))]
    gps = list(cfg.KEY_ROWS) + list(cfg.KEY_COLS)
    for i, (name, gp) in enumerate(zip(names, gps)):
        colour = COL["row"] if name[0] == "R" else COL["col"]
        y = py[gp]
        s.dot(kx1, y, colour)
        s.text(kx1 - 2, y + 1, "%d %s" % (i + 1, name), size=2.6, anchor="end", weight="bold")
        s.wire([(kx1, y), (BOARD_X0, y)], colour, to=("keypad", name, pico.GP_TO_PIN[gp]))
    s.text(kx0 + 40, ky0 + 6, "ribbon", size=2.3, fill="#555")
    s.text(kx0 + 40, ky0 + 9, "pin 1 = R1", size=2.3, fill="#555")

    # --- Optional LED and buzzer, each grounded on a GND pin of its own.
    if led is not None:
        y = py[led]
        s.wire([(BOARD_X0, y), (104, y)], COL["led"], to=("LED", "+", pico.GP_TO_PIN[led]))
        s.rect(92, y - 1.8, 12, 3.6, fill="#f6e7c8", stroke="black", width=0.3, rx=0.5)
        s.text(98, y - 2.8, "330 ohm", size=2.3, anchor="middle")
        s.wire([(92, y), (86, y)], COL["led"])
        s.add('<path d="M86,%g L79,%g L86,%g Z" fill="#0aa3a3" stroke="black" stroke-width="0.3"/>'
              % (y - 3, y, y + 3))
        s.add('<line x1="78.5" y1="%g" x2="78.5" y2="%g" stroke="black" stroke-width="0.6"/>'
              % (y - 3, y + 3))
        s.text(82, y + 6, "LED (optional)", size=2.3, anchor="middle")
        x18, y18 = pin_xy(wired[("LED", "-")])
        s.wire([(78.5, y), (60, y), (60, y18), (x18, y18)], COL["ground"],
               to=("LED", "-", wired[("LED", "-")]))
    if buzzer is not None:
        y = py[buzzer]
        s.wire([(BOARD_X0, y), (112, y), (112, 188), (90, 188)], COL["buzzer"],
               to=("buzzer", "+", pico.GP_TO_PIN[buzzer]))
        s.rect(110.4, 177, 3.2, 8, fill="#f6e7c8", stroke="black", width=0.3, rx=0.5)
        s.text(108.5, 182.5, "330 ohm", size=2.3, anchor="end")
        s.add('<circle cx="82" cy="188" r="6" fill="#333" stroke="black" stroke-width="0.3"/>')
        s.text(82, 189, "BZ", size=2.6, anchor="middle", fill="white")
        s.text(89, 186, "+", size=3)
        s.text(89, 193, "piezo buzzer (optional)", size=2.3)
        s.text(89, 196.5, "reads open on ohms, not 16 ohm", size=2.1, fill="#555")
        x23, y23 = pin_xy(wired[("buzzer", "-")])
        s.wire([(76, 188), (70, 188), (70, 205), (178, 205), (178, y23), (x23, y23)],
               COL["ground"], to=("buzzer", "-", wired[("buzzer", "-")]))

    # --- Power: battery + -> switch -> Schottky diode -> VSYS (39); battery - -> GND (38).
    x39, y39 = pin_xy(39)
    x38, y38 = pin_xy(38)
    s.wire([(x39, y39), (196, y39)], COL["power"], to=("battery", "+", 39))
    s.add('<path d="M206,%g L197,%g L206,%g Z" fill="#444" stroke="black" stroke-width="0.3"/>'
          % (y39 - 3.5, y39, y39 + 3.5))
    s.add('<line x1="196.5" y1="%g" x2="196.5" y2="%g" stroke="black" stroke-width="0.8"/>'
          % (y39 - 3.5, y39 + 3.5))
    s.text(201, y39 - 5.5, "1N5817", size=2.5, anchor="middle", weight="bold")
    s.text(201, y39 - 9, "stripe to Pico", size=2.2, anchor="middle")
    s.wire([(206, y39), (216, y39)], COL["power"])
    s.dot(216, y39, "black", r=0.8)
    s.add('<line x1="216" y1="%g" x2="226" y2="%g" stroke="black" stroke-width="0.6"/>'
          % (y39, y39 - 4))
    s.dot(227, y39, "black", r=0.8)
    s.text(221.5, y39 + 5, "switch", size=2.5, anchor="middle")
    s.wire([(227, y39), (245, y39)], COL["power"])
    s.wire([(x38, y38), (245, y38)], COL["ground"], to=("battery", "-", wired[("battery", "-")]))
    s.rect(245, y39 - 12, 38, 30, fill="#fff8dc", stroke="#444")
    s.text(264, y39 - 5, "3 x AAA holder", size=2.8, anchor="middle", weight="bold")
    s.text(264, y39 - 1.5, "(about 3.0-4.8 V)", size=2.3, anchor="middle")
    s.dot(245, y39, COL["power"])
    s.text(247.5, y39 + 1, "+ red", size=2.4)
    s.dot(245, y38, COL["ground"])
    s.text(247.5, y38 + 1, "- black", size=2.4)
    s.text(264, y39 + 13, "or a LiPo + protected", size=2.3, anchor="middle")
    s.text(264, y39 + 16, "charger (OUT+ / OUT-)", size=2.3, anchor="middle")
    for i, line in enumerate(DIODE_WORDS):
        s.text(188, y39 + 26 + 3 * i, line, size=2.3)

    # --- Legend.
    s.text(5, 225, "picotafel wiring, generated from firmware/picotafel/config.py "
           "(hardware/make_wiring.py)", size=3, weight="bold")
    s.text(5, 230, "Pico seen from above, USB at the top; numbers in brackets are the Pico's pin "
           "numbers. Wires that cross have no dot; a dot joins wires.", size=2.5)
    s.text(5, 234, "Colours: blue SDA, yellow SCL, purple RES, red power (and the pull-ups to 3V3), "
           "black ground, orange keypad rows, green keypad columns.", size=2.5)
    s.text(5, 238, "GP pins used: %s. One wire in each Pico hole." % ", ".join(
        "GP%d" % g for g in sorted(roles)), size=2.5)
    s.add('</g>')
    s.add('</svg>')
    return "\n".join(s.out) + "\n"


def main():
    sys.stdout.write(svg(pico.load_config()))


if __name__ == "__main__":
    main()
