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
from host_sim.sheet.sheet_chart import MARKERS, scale, spread
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
CHART_H = 120           # the chart's plot, in pixels
CHART_MIN_W = 260


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


def _marker(fb, shape, x, y):
    """A series' marker, 5 x 5 pixels: filled square, open square, filled triangle, an
    open diamond (MARKERS' shapes as pixels)."""
    if shape == "dot":
        fb.fill_rect(x - 2, y - 2, 5, 5, 1)
    elif shape == "square":
        fb.fill_rect(x - 2, y - 2, 5, 5, 0)
        fb.rect(x - 2, y - 2, 5, 5, 1)
    elif shape == "triangle":
        for k in range(3):
            fb.hline(x - k, y - 1 + k, 2 * k + 1, 1)
    else:
        for dx, dy in ((0, -2), (1, -1), (2, 0), (1, 1), (0, 2), (-1, 1), (-2, 0), (-1, -1)):
            fb.pixel(x + dx, y + dy, 1)


def _dashed(fb, x1, y1, x2, y2, k):
    """Series k's line: whole for the first, then ever shorter dashes of 6, 3, 2 pixels."""
    if k == 0:
        fb.line(x1, y1, x2, y2, 1)
        return
    on = (6, 3, 2)[(k - 1) % 3]
    n = max(abs(x2 - x1), abs(y2 - y1), 1)
    for i in range(n + 1):
        if (i // on) % 2 == 0:
            fb.pixel(x1 + (x2 - x1) * i // n, y1 + (y2 - y1) * i // n, 1)


def chart_height(sheet):
    return CHART_H + 5 * (font.LINE_H + 2) + 8 if sheet.get("chart") else 0


def chart(fb, sheet, lang, x, y, w):
    """The running totals deal by deal (see sheet_svg.chart), in the pixel font."""
    w_ = WORDS[lang]
    runs = sheet["chart"]
    deals = len(runs[0][1]) - 1
    low, high, step = scale([v for _, vs in runs for v in vs])
    step_h = font.LINE_H + 2
    text(fb, w_["chart"], x, y)
    text(fb, w_["total"], x, y + step_h)
    names_w = 16 + max(font.text_width(drawable("%s %d" % (n, vs[-1]))) for n, vs in runs)
    tick_w = font.text_width(str(high)) + 4
    left, top = x + tick_w, y + 2 * step_h + 4
    pw, ph = w - tick_w - names_w, CHART_H

    def px(i):
        return left + pw * i // max(deals, 1)

    def py(v):
        return top + ph - ph * (v - low) // (high - low)
    v = low
    while v <= high:
        for gx in range(left, left + pw, 4):
            fb.pixel(gx, py(v), 1)
        ui_draw.right(fb, str(v), left - 3, py(v) - 3)
        v += step
    fb.hline(left, top + ph, pw + 1, 1)
    fb.vline(left, top, ph + 1, 1)
    every = max(1, -(-deals // 10))
    for i in range(0, deals + 1, every):
        s = str(i)
        text(fb, s, px(i) - font.text_width(s) // 2, top + ph + 3)
    label = drawable(w_["deal"])
    text(fb, label, left + pw // 2 - font.text_width(label) // 2, top + ph + 3 + step_h)
    ends = spread([py(vs[-1]) for _, vs in runs], step_h)
    for k, (name, vs) in enumerate(runs):
        pts = [(px(i), py(v)) for i, v in enumerate(vs)]
        for (x1, y1), (x2, y2) in zip(pts, pts[1:]):
            _dashed(fb, x1, y1, x2, y2, k)
        for p in pts:
            _marker(fb, MARKERS[k % len(MARKERS)], *p)
        _marker(fb, MARKERS[k % len(MARKERS)], left + pw + 8, ends[k])
        text(fb, "%s %d" % (name, vs[-1]), left + pw + 13, ends[k] - 3)


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
                         font.CHAR_W * max(len(s) for s in below),
                         CHART_MIN_W if sheet.get("chart") else 0)
    table_h = step * len(lines) + RULE * len(rules)
    if sheet["boards"]:
        table_h = max(table_h, (BOARD_H + 8) * len(sheet["boards"]))
    h = MARGIN + 12 + 20 + tally_h + table_h + 8 + step * len(below) + chart_height(sheet) \
        + MARGIN
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
    if sheet.get("chart"):
        chart(fb, sheet, lang, MARGIN, y + step, w - 2 * MARGIN)
    rows = []
    for yy in range(h):
        row = bytearray()
        for x in range(w):
            on = (buf[(yy >> 3) * stride + x] >> (yy & 7)) & 1
            row += bytes((INK if on else PAPER,)) * SCALE
        rows.extend([bytes(row)] * SCALE)
    write_png(path, rows)
    return w * SCALE, h * SCALE
