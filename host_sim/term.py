"""The 128x64 screen in a terminal: braille characters, 2x4 pixels each, so the whole
screen is 64 columns by 16 rows and fits an 80x24 terminal beside the keypad."""

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
