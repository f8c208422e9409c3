"""The device's fonts as drawings, and the writer that turns them into the bytes of
firmware/picotafel/screens/font.py.

The drawings are the data files beside this module, one glyph after another: a line
`= NAME` (the character itself, `space`, or `\\uXXXX`), then its rows, `#` lit and `.`
dark:

- small.txt: the small font, 5x7 on a 6x8 cell, ASCII 32-126, then `font.EXTRA` in its
  order, then the box drawn for a character the font lacks; row 7 is for descenders;
- big.txt: the large digits and `- + / : space` (`font.BIG_CHARS`), drawn at half size
  and doubled (2x2 pixels a dot: 12x20, strokes 2 wide);
- icons.txt: the four suits (13x13) and La Pomme's apple (9x9).

tests/screens/test_gfx.py checks that font.py's bytes are these drawings. A new letter: draw it
in small.txt (in `font.EXTRA`'s order, before the box), add it to `font.EXTRA`, then

    python3 -m host_sim.font

writes font.SMALL again from small.txt (the large digits and the icons are written by
hand from their drawings; the tests say where they differ).
"""

import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FONT_PY = os.path.join(ROOT, "firmware", "picotafel", "screens", "font.py")


def parse(text):
    """[(character, rows)] of a drawings file's text."""
    glyphs, name, rows = [], None, []
    for line in text.strip().splitlines():
        if line.startswith("= "):
            if name is not None:
                glyphs.append((name, rows))
            name, rows = line[2:], []
        else:
            rows.append(line)
    glyphs.append((name, rows))
    out = []
    for name, rows in glyphs:
        ch = {"space": " "}.get(name, name)
        if ch.startswith("\\u"):
            ch = chr(int(ch[2:], 16))
        out.append((ch, rows))
    return out


def drawings(name):
    """The glyphs of one drawings file: "small", "big" or "icons"."""
    with open(os.path.join(HERE, name + ".txt"), encoding="utf-8") as f:
        return parse(f.read())


def vlsb(rows, height, scale=1):
    """(width, column bytes page after page) of a drawing ('#' lit), each dot scale x
    scale: the display's own layout (MONO_VLSB), as font.py keeps its glyphs."""
    rows = ["".join(ch * scale for ch in r) for r in rows for _ in range(scale)]
    w = len(rows[0])
    if any(len(r) != w for r in rows) or len(rows) > height:
        raise ValueError("a drawing's rows must be of one width and at most %d" % height)
    rows += ["." * w] * (height - len(rows))
    out = bytearray()
    for page in range(0, height, 8):
        for x in range(w):
            out.append(sum(1 << b for b in range(8)
                           if page + b < height and rows[page + b][x] == "#"))
    return w, bytes(out)


def small_bytes():
    """font.SMALL as small.txt draws it."""
    return b"".join(vlsb(rows, 8)[1] for _, rows in drawings("small"))


def write_small(path=FONT_PY):
    """Write font.SMALL in font.py (at `path`) from small.txt."""
    data = small_bytes()
    lines = ['    b"' + "".join("\\x%02x" % b for b in data[i:i + 20]) + '"'
             for i in range(0, len(data), 20)]
    with open(path, encoding="utf-8") as f:
        text = f.read()
    text, n = re.subn(r"SMALL = \(\n.*?\)\n",
                      lambda m: "SMALL = (\n" + "\n".join(lines) + ")\n",
                      text, count=1, flags=re.S)
    if n != 1:
        raise ValueError("%s holds no `SMALL = (...)` to write" % path)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
