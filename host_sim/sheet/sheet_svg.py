"""The score sheet as SVG, to print (A4, at real size in mm) and to share: black on white
so that it prints in black and white, every word real SVG text. On top the game's
picture (La Pomme's chalk marks and apples; beside the Jass table or above the wider
Schieber table, each side's "Z" chalk board), then the table of the deals with running
totals in a monospaced font so the figures line up, the notes of the deals, and the
target and the winner.

The table's text is as large as fits the page's width (at most 4.2 mm), and shrinks
for a long match down to 3 mm; a longer match makes the page longer than A4.
"""

from host_sim.sheet.sheet_chart import DASHES, MARKERS, scale, spread
from host_sim.sheet.sheet_fixed import fmt
from host_sim.sheet.sheet_rows import fifty_at
from host_sim.sheet.sheet_text import GAP, notes, widths
from host_sim.sheet.sheet_words import WORDS

A4 = (210.0, 297.0)
MARGIN = 12.0
MONO = "DejaVu Sans Mono, Menlo, Consolas, Courier New, monospace"
SANS = "DejaVu Sans, Arial, Helvetica, sans-serif"
CHAR = 0.6              # a monospaced character's width, in em
ROW = 1.45              # a table row's height, in em
BIG_FONT, SMALL_FONT = 4.2, 3.0
BOARD_W = 92.0          # the column of Jass boards beside the table
STROKE = 0.35


def esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def _text(x, y, s, size, anchor="start", bold=False, mono=False, cls=None):
    attrs = fmt(' x="%.2f" y="%.2f" font-size="%.2f"', (x, y, size))
    if anchor != "start":
        attrs += ' text-anchor="%s"' % anchor
    if bold:
        attrs += ' font-weight="bold"'
    if mono:
        attrs += ' font-family="%s"' % MONO
    if cls:
        attrs += ' class="%s"' % cls
    return "<text%s>%s</text>" % (attrs, esc(s))


def _line(x1, y1, x2, y2, width=STROKE):
    return fmt('<line x1="%.2f" y1="%.2f" x2="%.2f" y2="%.2f" stroke="black" '
               'stroke-width="%.2f" stroke-linecap="round"/>', (x1, y1, x2, y2, width))


def strokes(x, y, n, h, pitch=1.6, gap=2.6):
    """Chalk strokes as on a Jasstafel, `n` of them from x with their tops at y: groups of
    five, four upright and the fifth across them. (svg lines, the x after them)."""
    out = []
    for i in range(n):
        group, k = divmod(i, 5)
        gx = x + group * (4 * pitch + gap)
        if k < 4:
            out.append(_line(gx + k * pitch, y, gx + k * pitch, y + h))
        else:
            out.append(_line(gx - pitch * 0.6, y + h * 0.8, gx + 3.6 * pitch, y + h * 0.2))
    groups, rest = divmod(n, 5)
    return out, x + groups * (4 * pitch + gap) + rest * pitch


APPLE = ("M0,-0.55 C-0.25,-0.8 -1,-0.75 -1,0 C-1,0.7 -0.45,1.05 0,0.85 "
         "C0.45,1.05 1,0.7 1,0 C1,-0.75 0.25,-0.8 0,-0.55 Z M0,-0.55 L0.15,-1.05 "
         "M0.1,-0.85 C0.35,-1.15 0.7,-1.05 0.75,-0.9 C0.5,-0.75 0.25,-0.75 0.1,-0.85 Z")


def _apple(x, y, r):
    return fmt('<path class="apple" d="%s" transform="translate(%.2f,%.2f) scale(%.2f)" '
               'fill="none" stroke="black" stroke-width="%.3f"/>', (APPLE, x, y, r, STROKE / r))


def tally(sheet, x, y, w):
    """La Pomme: per player the points as chalk marks in fives, the pommes as apples and
    the net score large. (svg, height)."""
    out = ['<g id="tally">']
    row = 16.0
    for i, (name, points, pommes, net) in enumerate(sheet["tally"]):
        top = y + i * row
        out.append(_text(x, top + 8, name, 5.5, bold=True))
        marks, after = strokes(x + 32, top + 2, points, 8.5)
        out += marks
        ax = max(after + 6, x + 32)
        for k in range(pommes):
            out.append(_apple(ax + 3 + k * 7, top + 6.5, 2.8))
        out.append(_text(x + w, top + 9.5, str(net), 9, anchor="end", bold=True, cls="net"))
    out.append("</g>")
    return out, row * len(sheet["tally"]) + 2


def board(side, h, f, t, rest, x, y, w, hgt, lang):
    """One side's "Z" chalk board: hundreds as strokes across the top bar, fifties as
    strokes across the diagonal (a second one crosses the first: an X), twenties across
    the bottom bar, the rest as a figure at its end. (svg lines)"""
    total = 100 * h + 50 * f + 20 * t + rest
    out = ['<g class="board" data-side="%s" data-total="%d">' % (esc(side), total)]
    out.append(_text(x, y + 4.5, side, 4.5, bold=True))
    out.append(_text(x + w, y + 4.5, str(total), 4.5, anchor="end", bold=True, cls="total"))
    top, bot = y + 11, y + hgt - 6
    x0, x1 = x + 2, x + w - 14
    out += [_line(x0, top, x1, top, 0.5), _line(x1, top, x0, bot, 0.5),
            _line(x0, bot, x1, bot, 0.5)]
    mark = min(7.0, (bot - top) / 3)

    def fits(n, room):
        groups = (n + 4) // 5
        need = groups * 4 * 1.6 + max(groups - 1, 0) * 2.6
        return 1.0 if need <= room else room / need

    k = fits(h, x1 - x0 - 4)
    hs, _ = strokes(x0 + 3, top - mark / 2, h, mark, 1.6 * k, 2.6 * k)
    ts, _ = strokes(x0 + 3, bot - mark / 2, t, mark, 1.6 * fits(t, x1 - x0 - 4),
                    2.6 * fits(t, x1 - x0 - 4))
    out += hs + ts
    # The fifties along the diagonal from its lower left end, a pair to an X.
    for i in range(f):
        p = fifty_at(i, f)
        cx, cy = x0 + (x1 - x0) * p, bot - (bot - top) * p
        d = mark / 2
        if i % 2 == 0:
            out.append(_line(cx - d * 0.7, cy - d, cx + d * 0.7, cy + d))
        else:
            out.append(_line(cx - d * 0.7, cy + d, cx + d * 0.7, cy - d))
    out.append(_text(x + w, bot + 1.5, "%s %d" % (WORDS[lang]["rest"], rest), 3.2,
                     anchor="end", cls="rest"))
    out.append("</g>")
    return out


CHART_H = 70.0         # the chart's plot, in mm


def _marker(shape, x, y, r=0.9):
    """A series' marker at (x, y): black filled dot, open square, filled triangle, open
    diamond, so that four lines are told apart in black and white."""
    if shape == "dot":
        return fmt('<circle cx="%.2f" cy="%.2f" r="%.2f" fill="black"/>', (x, y, r))
    if shape == "square":
        return fmt('<rect x="%.2f" y="%.2f" width="%.2f" height="%.2f" fill="white" '
                   'stroke="black" stroke-width="%.2f"/>', (x - r, y - r, 2 * r, 2 * r, STROKE))
    pts = ((x, y - r * 1.2), (x + r * 1.1, y + r * 0.8), (x - r * 1.1, y + r * 0.8)) \
        if shape == "triangle" else ((x, y - r * 1.3), (x + r, y), (x, y + r * 1.3), (x - r, y))
    fill = "black" if shape == "triangle" else "white"
    return fmt('<polygon points="%s" fill="%s" stroke="black" stroke-width="%.2f"/>',
               (" ".join(fmt("%.2f,%.2f", p) for p in pts), fill, STROKE))


def chart(sheet, lang, x, y, w):
    """The running totals deal by deal: a line per player or side, each with its own dash
    and marker and its name at its end, over a grid of round figures. (svg, height)"""
    w_ = WORDS[lang]
    runs = sheet["chart"]
    deals = len(runs[0][1]) - 1
    low, high, step = scale([v for _, vs in runs for v in vs])
    names_w = 4 + max(len(n) for n, _ in runs) * 2.0
    left, top = x + 12, y + 14
    pw, ph = w - 12 - names_w, CHART_H
    out = ['<g id="chart">', _text(x, y + 5, w_["chart"], 4.5, bold=True, cls="chart-title")]

    def px(i):
        return left + pw * i / max(deals, 1)

    def py(v):
        return top + ph - ph * (v - low) / (high - low)
    v = low
    while v <= high:
        out.append(fmt('<line x1="%.2f" y1="%.2f" x2="%.2f" y2="%.2f" stroke="black" '
                       'stroke-width="0.12" stroke-dasharray="0.4,0.8"/>',
                       (left, py(v), left + pw, py(v))))
        out.append(_text(left - 1.5, py(v) + 1.1, str(v), 3.0, anchor="end", cls="tick"))
        v += step
    every = max(1, -(-deals // 20))
    for i in range(0, deals + 1, every):
        out.append(_text(px(i), top + ph + 4.5, str(i), 3.0, anchor="middle", cls="tick"))
    out.append(_text(left + pw / 2, top + ph + 9.5, w_["deal"], 3.4, anchor="middle"))
    out.append(_text(x, top - 3, w_["total"], 3.4))
    out.append(_line(left, top + ph, left + pw, top + ph, 0.3))
    out.append(_line(left, top, left, top + ph, 0.3))
    label_y = spread([py(vs[-1]) for _, vs in runs], 4.0)
    for k, (name, vs) in enumerate(runs):
        dash = DASHES[k % len(DASHES)]
        pts = " ".join(fmt("%.2f,%.2f", (px(i), py(v))) for i, v in enumerate(vs))
        out.append('<polyline class="series" data-name="%s" points="%s" fill="none" '
                   'stroke="black" stroke-width="0.45"%s/>'
                   % (esc(name), pts, ' stroke-dasharray="%s"' % dash if dash else ""))
        out += [_marker(MARKERS[k % len(MARKERS)], px(i), py(v)) for i, v in enumerate(vs)]
        out.append(_marker(MARKERS[k % len(MARKERS)], left + pw + 4, label_y[k]))
        out.append(_text(left + pw + 6, label_y[k] + 1.2, "%s %d" % (name, vs[-1]), 3.4,
                         cls="series-name"))
    out.append("</g>")
    return out, 14 + ph + 12


def table(sheet, lang, x, y, size):
    """The table of the deals at font size `size`: (svg lines, height)."""
    lead, groups = widths(sheet)
    cw = CHAR * size
    row = ROW * size
    out = ['<g id="table" font-family="%s">' % MONO]
    # column right edges, in characters from x
    edges = []
    pos = 0
    for wd in lead:
        pos += wd
        edges.append(pos)
        pos += GAP
    group_x = []
    for ws in groups:
        group_x.append(pos)
        for wd in ws:
            pos += wd
            edges.append(pos)
            pos += GAP
        pos += GAP
    right = x + (pos - 2 * GAP) * cw
    yy = y + size
    for (name, _), gx in zip(sheet["groups"], group_x):
        out.append(_text(x + gx * cw, yy, name, size, bold=True, cls="side"))
    yy += row
    heads = list(sheet["lead"]) + [h for _, hs in sheet["groups"] for h in hs]
    for hd, e in zip(heads, edges):
        out.append(_text(x + e * cw, yy, hd, size * 0.9, anchor="end", cls="head"))
    out.append(_line(x, yy + 0.35 * size, right, yy + 0.35 * size, 0.3))
    for lead_cells, cells, note in sheet["rows"]:
        yy += row
        flat = list(lead_cells) + [c for cs in cells for c in cs]
        out.append('<g class="deal"%s>' % (' data-note="yes"' if note else ""))
        for c, e in zip(flat, edges):
            if c:
                out.append(_text(x + e * cw, yy, c, size, anchor="end"))
        out.append("</g>")
    out.append(_line(x, yy + 0.4 * size, right, yy + 0.4 * size, 0.3))
    yy += row
    out.append('<g id="totals" font-weight="bold">')
    out.append(_text(x, yy, WORDS[lang]["total"], size, bold=True))
    flat = [c for cs in sheet["totals"] for c in cs]
    for c, e in zip(flat, edges[len(lead):]):
        if c:
            out.append(_text(x + e * cw, yy, c, size, anchor="end", bold=True))
    out.append("</g>")
    for gx in group_x[1:]:
        lx = x + (gx - GAP) * cw
        out.append(_line(lx, y, lx, yy + 0.4 * size, 0.15))
    out.append("</g>")
    return out, yy - y + row, right - x


def svg(sheet, lang):
    """The sheet as an SVG document (a string)."""
    lead, groups = widths(sheet)
    chars = sum(lead) + GAP * len(lead) + sum(sum(ws) + GAP * (len(ws) + 1) for ws in groups)
    boards = sheet["boards"] or []
    # Two boards stand beside the table when it still fits there at the small size
    # (Jass); else (Schieber's wider table, three or four sides each for themselves)
    # they stand in a row above it and the table has the page's width.
    beside = BOARD_W + 8
    if not 0 < len(boards) <= 2 or chars * CHAR * SMALL_FONT > A4[1] - 2 * MARGIN - beside:
        beside = 0
    portrait_room = A4[0] - 2 * MARGIN - beside
    landscape = chars * CHAR * SMALL_FONT > portrait_room or bool(boards)
    pw, ph = (A4[1], A4[0]) if landscape else A4
    room_w = pw - 2 * MARGIN - beside
    size = min(BIG_FONT, room_w / (chars * CHAR))
    body = []
    y = MARGIN
    body.append(_text(MARGIN, y + 4, sheet["heading"], 4, cls="heading"))
    body.append(_text(MARGIN, y + 12, "%s: %s" % (sheet["title"], sheet["players"]), 7,
                      bold=True, cls="title"))
    y += 18
    if sheet["tally"]:
        pic, hgt = tally(sheet, MARGIN, y, pw - 2 * MARGIN)
        body += pic
        y += hgt + 4
    if boards and not beside:
        bw = min((pw - 2 * MARGIN) / len(boards), BOARD_W + 8)
        for i, b in enumerate(boards):
            body += board(*(b + (MARGIN + i * bw, y, bw - 8, 40.0, lang)))
        y += 46
    lines = notes(sheet, lang) + [""] + sheet["footer"]
    rows = len(sheet["rows"]) + 3
    room_h = ph - y - MARGIN - (len(lines) + 1) * 5.5
    size = min(size, max(SMALL_FONT, room_h / (rows * ROW)))
    tx = MARGIN + beside
    tab, th = [], 0
    if sheet["groups"]:
        tab, th, _ = table(sheet, lang, tx, y, size)
    body += tab
    if beside:
        bh = 48.0
        for i, b in enumerate(boards):
            body += board(*(b + (MARGIN, y + i * bh, BOARD_W, bh - 4, lang)))
        th = max(th, len(boards) * bh)
    y += th + 6
    body.append('<g id="notes">')
    for s in lines:
        if s:
            bold = s in sheet["footer"][-1:]
            body.append(_text(MARGIN, y, s, 4.2 if bold else 3.4, bold=bold))
        y += 5.5
    body.append("</g>")
    if sheet.get("chart"):
        pic, hgt = chart(sheet, lang, MARGIN, y, pw - 2 * MARGIN)
        body += pic
        y += hgt + 4
    ph = max(ph, y + MARGIN)
    head = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<svg xmlns="http://www.w3.org/2000/svg" width="%gmm" height="%gmm" '
        'viewBox="0 0 %g %g" font-family="%s">' % (pw, ph, pw, ph, SANS),
        "<title>%s</title>" % esc("%s - %s: %s" % (sheet["heading"], sheet["title"],
                                                   sheet["players"])),
        '<rect width="%g" height="%g" fill="white"/>' % (pw, ph),
    ]
    return "\n".join(head + body + ["</svg>"]) + "\n"
