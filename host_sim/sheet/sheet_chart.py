"""A match's story as a chart: each player's or side's running total after every deal,
from the log itself (the score of the log cut after each deal, as the shared core scores
it), for the SVG and PNG sheets (sheet_svg.chart, sheet_png.chart) and the export.

The chart must read in black and white: each line has its own dash and its own marker at
every deal, and its name at its end; nothing is told apart by colour.
"""

from picotafel.core.matchlog import parse
from picotafel.core.score import score
from host_sim.sheet.sheet_totals import total

# Per series: an SVG dash pattern and a marker shape (both drawings use the shapes).
DASHES = ("", "2.4,1.2", "0.6,1.0", "3,1,0.6,1")
MARKERS = ("dot", "square", "triangle", "diamond")


def totals_after_each_deal(text):
    """The score's `totals` after each deal of log `text` (up to the line before the next
    `deal`), one dict per deal begun; the last is the log's own when a deal is under way."""
    lines = text.splitlines(keepends=True)
    starts = [n for n, st in parse(text) if st[0] == "deal"]
    cuts = ["".join(lines[:n - 1]) for n in starts[1:]] + [text]
    return [score(cut)["totals"] for cut in cuts]


def series(s, text):
    """[(name, [0, total after deal 1, ...])] for the deals played to their end (an
    annulled deal keeps the totals as they were), in the order of the sheet's columns (the
    sides, else the players: MicroPython, which draws the phone page's sheets, does not
    keep a dict's order)."""
    runs = totals_after_each_deal(text)[:len(s["deals"])]
    names = list(s.get("sides") or s["players"])
    return [(n, [0] + [total(r[n]) for r in runs]) for n in names]


def scale(values, ticks=5):
    """(low, high, step): a range from 0 holding every value, in round steps."""
    low = min(0, min(values))
    high = max(1, max(values))
    raw = (high - low) / ticks
    step = 1
    while step * 10 <= raw:
        step *= 10
    for k in (1, 2, 5, 10):
        if step * k >= raw:
            step *= k
            break
    return (low // step) * step, -(-high // step) * step, step


def spread(ys, gap):
    """The heights `ys` of the names at the lines' ends moved apart to at least `gap`
    from each other, in their order (so that two lines ending close stay readable)."""
    order = sorted(range(len(ys)), key=lambda i: ys[i])
    out = list(ys)
    for a, b in zip(order, order[1:]):
        if out[b] - out[a] < gap:
            out[b] = out[a] + gap
    return out
