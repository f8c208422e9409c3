"""Print a match's score sheet: `sheet LOG [--png FILE]` (- reads standard input).

The sheet is the standings deal by deal, the tallies and the winner, as `score` prints
them; `--png FILE` also draws it, in the device's own small font, as a picture to share.
Exit 2 with `LOG:LINE: message` for a log that could not have happened, 1 for a file
that cannot be read. A file copied off the device reads as it is (its frame lines are
comments).
"""

import sys

from host_sim import report
from host_sim.args import take_value
from host_sim.cmd_score import score_file

USAGE = "usage: python3 -m host_sim sheet LOG [--png FILE]"
MARGIN = 6
SCALE = 2
INK = 0x20
PAPER = 0xFF


def draw(lines, path, scale=SCALE):
    """Write `lines` as a greyscale PNG: dark text on white, each pixel scale x scale."""
    from picotafel import font
    from picotafel.pyframebuf import FrameBuffer, MONO_VLSB
    from host_sim.png import write_png
    w = MARGIN * 2 + font.CHAR_W * max([len(s) for s in lines] + [1])
    step = font.LINE_H + 2          # a little air between lines: a sheet is read, not glanced at
    h = MARGIN * 2 + step * len(lines)
    stride = w
    buf = bytearray(stride * ((h + 7) // 8))
    fb = FrameBuffer(buf, w, h, MONO_VLSB)
    for i, s in enumerate(lines):
        font.text(fb, s, MARGIN, MARGIN + i * step)
    rows = []
    for y in range(h):
        row = bytearray()
        for x in range(w):
            on = (buf[(y >> 3) * stride + x] >> (y & 7)) & 1
            row += bytes((INK if on else PAPER,)) * scale
        rows.extend([bytes(row)] * scale)
    write_png(path, rows)
    return w * scale, h * scale


def main(argv):
    args = list(argv)
    try:
        png = take_value(args, "--png")
    except ValueError:
        print(USAGE, file=sys.stderr)
        return 1
    if len(args) != 1 or (args[0].startswith("-") and args[0] != "-"):
        print(USAGE, file=sys.stderr)
        return 1
    s, status = score_file(args[0])
    if s is None:
        return status
    lines = report.text(s)
    print("\n".join(lines))
    if png:
        try:
            w, h = draw(lines, png)
        except OSError as e:
            print("%s: cannot write: %s" % (png, e), file=sys.stderr)
            return 1
        print("sheet drawn in %s (%dx%d)" % (png, w, h), file=sys.stderr)
    return 0
