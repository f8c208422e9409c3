"""Screenshots of the 128x64 OLED as PNG: lit pixels light on a dark glass, one dark line
of grid between pixels as on the real panel; and reading our own PNGs back to pixels for
golden-screenshot tests."""

import struct
import zlib

from host_sim.png import write_png

WIDTH = 128
HEIGHT = 64
LIT = 0xE8
DARK = 0x18
GRID = 0x00


def pixels(buf):
    """The 64 rows of 128 on/off (1/0) pixels of a MONO_VLSB screen buffer."""
    if len(buf) < WIDTH * HEIGHT // 8:
        raise ValueError("a 128x64 MONO_VLSB screen is 1024 bytes, got %d" % len(buf))
    return [[(buf[(y >> 3) * WIDTH + x] >> (y & 7)) & 1 for x in range(WIDTH)]
            for y in range(HEIGHT)]


def save_png(buf, path, scale=4):
    """Write the screen in `buf` as a greyscale PNG, each pixel a `scale` x `scale` square
    whose last row and column are the grid (scale 1: no grid)."""
    scale = int(scale)
    if scale < 1:
        raise ValueError("scale must be 1 or more, got %d" % scale)
    rows = []
    for line in pixels(buf):
        body = bytearray()
        grid = bytearray()
        for on in line:
            v = LIT if on else DARK
            if scale == 1:
                body.append(v)
            else:
                body += bytes((v,)) * (scale - 1) + bytes((GRID,))
        grid = bytes((GRID,)) * len(body)
        rows.extend([bytes(body)] * (scale - 1 if scale > 1 else 1))
        if scale > 1:
            rows.append(grid)
    write_png(path, rows)


def _unfilter(data, width, height):
    """The raw rows of an 8-bit greyscale PNG's inflated IDAT (all five filters)."""
    rows = []
    prev = bytearray(width)
    pos = 0
    for _ in range(height):
        ftype = data[pos]
        line = bytearray(data[pos + 1:pos + 1 + width])
        pos += 1 + width
        for i in range(width):
            a = line[i - 1] if i else 0
            b = prev[i]
            c = prev[i - 1] if i else 0
            if ftype == 1:
                line[i] = (line[i] + a) & 0xFF
            elif ftype == 2:
                line[i] = (line[i] + b) & 0xFF
            elif ftype == 3:
                line[i] = (line[i] + ((a + b) >> 1)) & 0xFF
            elif ftype == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else b if pb <= pc else c
                line[i] = (line[i] + pred) & 0xFF
            elif ftype != 0:
                raise ValueError("PNG row filter %d is not valid" % ftype)
        rows.append(bytes(line))
        prev = line
    return rows


def load_png_pixels(path):
    """The 64 rows of 128 on/off pixels of a screenshot written by save_png (any scale)."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("%s is not a PNG file" % path)
    pos, idat, head = 8, b"", None
    while pos + 8 <= len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            head = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
        pos += 12 + n
    if head is None:
        raise ValueError("%s has no IHDR chunk" % path)
    width, height, depth, colour, _, _, interlace = head
    if depth != 8 or colour != 0 or interlace:
        raise ValueError("%s is not an 8-bit greyscale PNG as save_png writes" % path)
    if width % WIDTH or height % HEIGHT or width // WIDTH != height // HEIGHT:
        raise ValueError("%s is %dx%d, not a whole scale of 128x64" % (path, width, height))
    scale = width // WIDTH
    rows = _unfilter(zlib.decompress(idat), width, height)
    mid = LIT + DARK >> 1
    return [[1 if rows[y * scale][x * scale] > mid else 0 for x in range(WIDTH)]
            for y in range(HEIGHT)]
