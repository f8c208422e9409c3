"""The 128x64 screen in a terminal: braille characters, 2x4 pixels each, so the whole
screen is 64 columns by 16 rows and fits an 80x24 terminal beside the keypad. For a
smaller terminal, the screen at half resolution (each 2x2 block of pixels one, lit if any
of the four is): in quadrant blocks, 2x2 a character (32 columns by 16 rows), or in
braille (32 columns by 8 rows)."""

WIDTH = 128
HEIGHT = 64
# Braille dot bits (U+2800 + bits) by (dx, dy) in the 2x4 cell.
_DOTS = ((0x01, 0x02, 0x04, 0x40), (0x08, 0x10, 0x20, 0x80))


def pixel(buf, x, y):
    """Pixel x, y of a MONO_VLSB buffer, 128 wide: 1 lit, 0 dark."""
    return (buf[(y >> 3) * WIDTH + x] >> (y & 7)) & 1


def braille_lines(buf):
    """The screen in `buf` (1024 bytes, MONO_VLSB) as 16 strings of 64 braille characters;
    a lit pixel is a raised dot."""
    if len(buf) < WIDTH * HEIGHT // 8:
        raise ValueError("a 128x64 MONO_VLSB screen is 1024 bytes, got %d" % len(buf))
    lines = []
    for row in range(HEIGHT // 4):
        page = row >> 1
        shift = (row & 1) * 4   # which half of the page byte these 4 rows are
        chars = []
        for col in range(WIDTH // 2):
            bits = 0
            for dx in (0, 1):
                b = buf[page * WIDTH + col * 2 + dx] >> shift
                dots = _DOTS[dx]
                for dy in range(4):
                    if b & (1 << dy):
                        bits |= dots[dy]
            chars.append(chr(0x2800 + bits))
        lines.append("".join(chars))
    return lines


# Quadrant block characters by bits: upper left 1, upper right 2, lower left 4, lower right 8.
_QUADRANTS = " \u2598\u259d\u2580\u2596\u258c\u259e\u259b\u2597\u259a\u2590\u259c\u2584\u2599\u259f\u2588"


def half_rows(buf):
    """The screen at half resolution: 32 rows of 64 pixels (1 lit, 0 dark), each lit if
    any pixel of its 2x2 block is (a line one pixel thin stays visible)."""
    rows = []
    for y in range(0, HEIGHT, 2):
        row = []
        for x in range(0, WIDTH, 2):
            row.append(pixel(buf, x, y) | pixel(buf, x + 1, y) | pixel(buf, x, y + 1)
                       | pixel(buf, x + 1, y + 1))
        rows.append(row)
    return rows


def quadrant_lines(buf):
    """The screen at half resolution in quadrant blocks: 16 strings of 32 characters."""
    rows = half_rows(buf)
    lines = []
    for y in range(0, len(rows), 2):
        top, low = rows[y], rows[y + 1]
        lines.append("".join(_QUADRANTS[top[x] | top[x + 1] << 1 | low[x] << 2 | low[x + 1] << 3]
                             for x in range(0, len(top), 2)))
    return lines


def half_braille_lines(buf):
    """The screen at half resolution in braille: 8 strings of 32 characters."""
    rows = half_rows(buf)
    lines = []
    for y in range(0, len(rows), 4):
        chars = []
        for x in range(0, len(rows[0]), 2):
            bits = 0
            for dx in (0, 1):
                for dy in range(4):
                    if rows[y + dy][x + dx]:
                        bits |= _DOTS[dx][dy]
            chars.append(chr(0x2800 + bits))
        lines.append("".join(chars))
    return lines
