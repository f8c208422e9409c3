"""The score sheet as a PNG for a quick look: the device's own pixel font, the headings
twice as large, La Pomme's chalk marks and apples and the Jass "Z" boards drawn with the
device's drawing helpers, the table of the deals with running totals; black on white,
each pixel SCALE x SCALE.

A letter the pixel font has no glyph for is drawn without its accent (o for ó), never as
a box.
"""

import unicodedata

from picotafel.screens import font, ui_draw
from picotafel.screens.pyframebuf import FrameBuffer, MONO_VLSB
from host_sim.sim.png import write_png
from host_sim.sheet.sheet_rows import fifty_at
from host_sim.sheet.sheet_text import notes, table
from host_sim.sheet.sheet_words import WORDS

SCALE = 2
MARGIN = 8
INK = 0x00
PAPER = 0xFF
BOARD_W = 150
BOARD_H = 72
RULE = 4                # the air a rule in the table takes


def drawable(s):
    """`s` with every letter the small font lacks replaced by its unaccented letter."""
    out = []
    for ch in s:
        if ord(ch) < 127 or ch in font.EXTRA:
            out.append(ch)
        else:
            base = unicodedata.normalize("NFD", ch)[0]
            out.append(base if ord(base) < 127 else ch)
    return "".join(out)


def text(fb, s, x, y):
    return font.text(fb, drawable(s), x, y)


def text2(fb, s, x, y):
    """A heading: the small font at twice the size, pixel for pixel."""
    s = drawable(s)
    w = max(font.text_width(s), 1)
    tmp = FrameBuffer(bytearray(w), w, 8, MONO_VLSB)
    font.text(tmp, s, 0, 0)
    for i in range(w):
        for j in range(8):
            if tmp.pixel(i, j):
                fb.fill_rect(x + 2 * i, y + 2 * j, 2, 2, 1)


def _strokes(fb, x, y, n, h, pitch=3):
    """Chalk strokes in fives as on a Jasstafel: four upright, the fifth across them;
    the x after them."""
    span = 4 * pitch + 4
    for i in range(n):
        g, k = divmod(i, 5)
        gx = x + g * span
        if k < 4:
            fb.vline(gx + k * pitch, y, h, 1)
        else:
            fb.line(gx - 2, y + h - 3, gx + 3 * pitch + 2, y + 2, 1)
    g, k = divmod(n, 5)
    return x + g * span + k * pitch


def board(fb, side, h, f, t, rest, x, y, lang):
    """One side's "Z" chalk board (see sheet_svg.board) in BOARD_W x BOARD_H pixels."""
    total = 100 * h + 50 * f + 20 * t + rest
    text(fb, side, x, y)
    ui_draw.right(fb, str(total), x + BOARD_W, y)
    top, bot = y + 18, y + BOARD_H - 18
    x0, x1 = x + 2, x + BOARD_W - 2
    fb.hline(x0, top, x1 - x0 + 1, 1)
    fb.line(x1, top, x0, bot, 1)
    fb.hline(x0, bot, x1 - x0 + 1, 1)
    _strokes(fb, x0 + 4, top - 5, h, 11)
    _strokes(fb, x0 + 4, bot - 5, t, 11)
    for i in range(f):
        p = fifty_at(i, f)
        cx = int(x0 + (x1 - x0) * p)
        cy = int(bot - (bot - top) * p)
        if i % 2 == 0:
            fb.line(cx - 4, cy - 5, cx + 4, cy + 5, 1)
        else:
            fb.line(cx - 4, cy + 5, cx + 4, cy - 5, 1)
    label = "%s %d" % (WORDS[lang]["rest"], rest)
    ui_draw.right(fb, drawable(label), x1, bot + 8)


def draw(sheet, lang, path):
    """Write the sheet as a PNG at `path`; (width, height) in pixels."""
    lines, rules = table(sheet, lang) if sheet["groups"] else ([""], [])
    below = notes(sheet, lang) + [""] + sheet["footer"]
    step = font.LINE_H + 2
    beside = BOARD_W + 16 if sheet["boards"] else 0
    tally_h = 22 * len(sheet["tally"] or ()) + (6 if sheet["tally"] else 0)
    table_w = font.CHAR_W * max(len(s) for s in lines)
    title = "%s: %s" % (sheet["title"], sheet["players"])
    w = 2 * MARGIN + max(beside + table_w, 2 * font.text_width(title),
                         font.CHAR_W * max(len(s) for s in below))
    table_h = step * len(lines) + RULE * len(rules)
    if sheet["boards"]:
        table_h = max(table_h, (BOARD_H + 8) * len(sheet["boards"]))
    h = MARGIN + 12 + 20 + tally_h + table_h + 8 + step * len(below) + MARGIN
    stride = w
    buf = bytearray(stride * ((h + 7) // 8))
    fb = FrameBuffer(buf, w, h, MONO_VLSB)
    y = MARGIN
    text(fb, sheet["heading"], MARGIN, y)
    text2(fb, title, MARGIN, y + 12)
    y += 12 + 20
    for name, points, pommes, net in sheet["tally"] or ():
        text2(fb, name, MARGIN, y + 2)
        x = _strokes(fb, MARGIN + 90, y + 2, points, 14) + 10
        for k in range(pommes):
            font.apple(fb, x + k * 12, y + 5)
        font.big(fb, str(net), w - MARGIN - font.big_width(str(net)), y)
        y += 22
    if sheet["tally"]:
        y += 6
    top = y
    tx = MARGIN + beside
    for i, s in enumerate(lines):
        text(fb, s, tx, y)
        if i in rules:
            fb.hline(tx, y + font.LINE_H + 1, table_w, 1)
            y += RULE
        y += step
    if sheet["boards"]:
        for i, b in enumerate(sheet["boards"]):
            board(fb, *(b + (MARGIN, top + i * (BOARD_H + 8), lang)))
    y = top + table_h + 8
    for s in below:
        text(fb, s, MARGIN, y)
        y += step
    rows = []
    for yy in range(h):
        row = bytearray()
        for x in range(w):
            on = (buf[(yy >> 3) * stride + x] >> (yy & 7)) & 1
            row += bytes((INK if on else PAPER,)) * SCALE
        rows.extend([bytes(row)] * SCALE)
    write_png(path, rows)
    return w * SCALE, h * SCALE
