"""Screenshots of the 128x64 OLED as PNG: lit pixels light on a dark glass, one dark line
of grid between pixels as on the real panel; and reading our own PNGs back to pixels for
golden-screenshot tests."""

from host_sim.sim.png import read_png, write_png

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


def load_png_pixels(path):
    """The 64 rows of 128 on/off pixels of a screenshot written by save_png (any scale)."""
    width, height, rows = read_png(path)
    if width % WIDTH or height % HEIGHT or width // WIDTH != height // HEIGHT:
        raise ValueError("%s is %dx%d, not a whole scale of 128x64" % (path, width, height))
    scale = width // WIDTH
    mid = LIT + DARK >> 1
    return [[1 if rows[y * scale][x * scale] > mid else 0 for x in range(WIDTH)]
            for y in range(HEIGHT)]
