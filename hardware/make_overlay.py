"""Write hardware/overlay.svg, the printable card legend for the 4x4 membrane keypad.

    python3 hardware/make_overlay.py > hardware/overlay.svg

The legend follows the firmware: the keys come from config.KEYMAP, the ranks and suits from
cards.RANKS and cards.SUITS (the 3x3 digit block 1-9 is the ranks 6-A, the letter column A-D the
suits spades, hearts, diamonds, clubs), `*` is undo, `#` OK, `0` the menu. Each key also shows
its own digit or letter small in a corner, so the overlay still works for number entry.

Size: the common 4x4 membrane keypad measures 6.9 x 7.6 cm (Parallax 4x4 Matrix Membrane Keypad
#27899 datasheet, "Dimensions: Keypad, 2.7 x 3.0 in (6.9 x 7.6 cm)"; the same 69 x 76 mm is given
by Phipps Electronics' support page for the generic 16-key keypad). The key size and pitch below
are not from a datasheet: measure your keypad and change KEY_* if the squares do not sit on the
keys. Print at 100 % ("actual size"); the 50 mm bar at the bottom checks the scale.
Standard library only.
"""

import importlib.util
import os
import sys

# hardware/pico.py, loaded by path so that nothing is added to sys.path.
_spec = importlib.util.spec_from_file_location(
    "picotafel_hw_pico", os.path.join(os.path.dirname(os.path.abspath(__file__)), "pico.py"))
pico = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(pico)

KEYPAD_W_MM = 69.0      # Parallax #27899 datasheet
KEYPAD_H_MM = 76.0      # Parallax #27899 datasheet
KEY_MM = 12.0           # printed key square (estimate; measure yours)
KEY_PITCH_X_MM = 16.0   # centre to centre across (estimate)
KEY_PITCH_Y_MM = 17.5   # centre to centre down (estimate)
MARGIN_MM = 8.0         # paper around the overlay, for the scale bar and title
RED = "#c8102e"

# Suit symbols as paths in a box from -1 to 1 (drawn here, not taken from a font, so they print
# the same everywhere).
SUIT_PATHS = {
    "S": ("M0,-1 C0.6,-0.45 1,-0.1 1,0.3 C1,0.75 0.5,0.9 0.12,0.55 L0.32,1 L-0.32,1 "
          "L-0.12,0.55 C-0.5,0.9 -1,0.75 -1,0.3 C-1,-0.1 -0.6,-0.45 0,-1 Z"),
    "H": ("M0,0.95 C-0.6,0.45 -1,0.05 -1,-0.38 C-1,-0.85 -0.45,-1.05 0,-0.55 "
          "C0.45,-1.05 1,-0.85 1,-0.38 C1,0.05 0.6,0.45 0,0.95 Z"),
    "D": "M0,-1 L0.72,0 L0,1 L-0.72,0 Z",
    "C": ("M0,-0.95 A0.36,0.36 0 1 1 0,-0.23 A0.36,0.36 0 1 1 0,-0.95 Z "
          "M-0.45,-0.2 A0.36,0.36 0 1 1 -0.45,0.52 A0.36,0.36 0 1 1 -0.45,-0.2 Z "
          "M0.45,-0.2 A0.36,0.36 0 1 1 0.45,0.52 A0.36,0.36 0 1 1 0.45,-0.2 Z "
          "M-0.1,0.1 L0.1,0.1 L0.3,1 L-0.3,1 Z"),
}
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RED_SUITS = "HD"


def legend(cfg, cards):
    """{key: (kind, text)} for every key of the keymap; kind is 'rank', 'suit' or 'word'."""
    out = {}
    letters = sorted(k for row in cfg.KEYMAP for k in row if k.isalpha())
    for row in cfg.KEYMAP:
        for key in row:
            if key in "123456789":
                rank = cards.RANKS[int(key) - 1]
                out[key] = ("rank", "10" if rank == "T" else rank)
            elif key.isalpha():
                out[key] = ("suit", cards.SUITS[letters.index(key)])
            elif key == "*":
                out[key] = ("word", "undo")
            elif key == "#":
                out[key] = ("word", "OK")
            elif key == "0":
                out[key] = ("word", "menu")
            else:
                raise ValueError("no legend for key %r" % key)
    return out


def key_centres(cfg):
    """{key: (x, y)} in mm from the overlay's top-left corner."""
    rows, cols = len(cfg.KEYMAP), len(cfg.KEYMAP[0])
    x0 = (KEYPAD_W_MM - (cols - 1) * KEY_PITCH_X_MM) / 2
    y0 = (KEYPAD_H_MM - (rows - 1) * KEY_PITCH_Y_MM) / 2
    return {key: (x0 + c * KEY_PITCH_X_MM, y0 + r * KEY_PITCH_Y_MM)
            for r, row in enumerate(cfg.KEYMAP) for c, key in enumerate(row)}


def esc(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def svg(cfg, cards):
    w = KEYPAD_W_MM + 2 * MARGIN_MM
    h = KEYPAD_H_MM + 2 * MARGIN_MM + 8
    m = MARGIN_MM
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<svg xmlns="http://www.w3.org/2000/svg" width="%gmm" height="%gmm" viewBox="0 0 %g %g" '
        'font-family="DejaVu Sans, Arial, Helvetica, sans-serif">' % (w, h, w, h),
        '<title>picotafel keypad overlay, %g x %g mm, print at 100 %%</title>'
        % (KEYPAD_W_MM, KEYPAD_H_MM),
        '<rect width="%g" height="%g" fill="white"/>' % (w, h),
        '<text x="%g" y="%g" font-size="3">picotafel keypad overlay - cut along the outline</text>'
        % (m, m - 3),
        '<g id="overlay" transform="translate(%g,%g)">' % (m, m),
        '<rect id="outline" x="0" y="0" width="%g" height="%g" rx="2" fill="none" '
        'stroke="black" stroke-width="0.3" stroke-dasharray="2,1"/>' % (KEYPAD_W_MM, KEYPAD_H_MM),
    ]
    labels = legend(cfg, cards)
    half = KEY_MM / 2
    for key, (x, y) in key_centres(cfg).items():
        kind, text = labels[key]
        colour = RED if kind == "suit" and text in RED_SUITS else "black"
        title = {"rank": "rank " + text, "suit": SUIT_NAMES.get(text, text), "word": text}[kind]
        out.append('<g class="key" data-key="%s" transform="translate(%g,%g)">'
                   % (esc(key), x, y))
        out.append('<title>key %s: %s</title>' % (esc(key), esc(title)))
        out.append('<rect x="%g" y="%g" width="%g" height="%g" rx="1.5" fill="none" '
                   'stroke="#888" stroke-width="0.25"/>' % (-half, -half, KEY_MM, KEY_MM))
        if kind == "rank":
            size = 6.0 if len(text) == 1 else 5.0
            out.append('<text class="legend" x="0" y="%g" font-size="%g" font-weight="bold" '
                       'text-anchor="middle" fill="%s">%s</text>'
                       % (size * 0.36, size, colour, esc(text)))
        elif kind == "suit":
            out.append('<path class="legend" d="%s" fill="%s" transform="scale(3.6)"/>'
                       % (SUIT_PATHS[text], colour))
        else:
            out.append('<text class="legend" x="0" y="1.2" font-size="3.4" font-weight="bold" '
                       'text-anchor="middle" fill="%s">%s</text>' % (colour, esc(text)))
        out.append('<text class="keycap" x="%g" y="%g" font-size="2.4" fill="#555">%s</text>'
                   % (-half + 0.8, -half + 2.6, esc(key)))
        out.append('</g>')
    out.append('</g>')
    bar_y = m + KEYPAD_H_MM + 5
    out += [
        '<g id="scale">',
        '<line x1="%g" y1="%g" x2="%g" y2="%g" stroke="black" stroke-width="0.4"/>'
        % (m, bar_y, m + 50, bar_y),
        '<line x1="%g" y1="%g" x2="%g" y2="%g" stroke="black" stroke-width="0.4"/>'
        % (m, bar_y - 1.5, m, bar_y + 1.5),
        '<line x1="%g" y1="%g" x2="%g" y2="%g" stroke="black" stroke-width="0.4"/>'
        % (m + 50, bar_y - 1.5, m + 50, bar_y + 1.5),
        '<text x="%g" y="%g" font-size="2.6">50 mm: measure this line to check the print scale</text>'
        % (m, bar_y + 5),
        '</g>',
        '</svg>',
    ]
    return "\n".join(out) + "\n"


def main():
    sys.stdout.write(svg(pico.load_config(), pico.load_cards()))


if __name__ == "__main__":
    main()
