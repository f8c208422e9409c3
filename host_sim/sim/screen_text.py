"""The screen's text lines as text, for a terminal too small for its picture: every
text, big digit, doubled letter and suit the screen draws, put on a grid of the small
font's 21 columns by 8 lines where it was drawn. Readable where a half-resolution
picture is not (a card shows as its rank and suit, a message as its words)."""

from picotafel.screens import font, ui_draw

COLUMNS = ui_draw.LINE                  # 21
ROWS = 64 // font.LINE_H                # 8


def text_lines(dev):
    """The 8 lines of 21 characters of `dev`'s screen, as the screen draws them now."""
    grid = [[" "] * COLUMNS for _ in range(ROWS)]

    def put(s, x, y):
        row = min(ROWS - 1, max(0, (y + font.LINE_H // 2) // font.LINE_H))
        col = max(0, min(COLUMNS - 1, (x + font.CHAR_W // 2) // font.CHAR_W))
        for i, ch in enumerate(s):
            if col + i < COLUMNS:
                grid[row][col + i] = ch

    saved = font.text, font.big, font.suit, ui_draw.text2x

    def text(fb, s, x, y, c=1):
        if fb is dev.fb:                    # (text2x draws its letters elsewhere first)
            put(s, x, y)
        return saved[0](fb, s, x, y, c)

    def big(fb, s, x, y, c=1):
        put(s, x, y + 6)                    # the big digits' middle line
        return saved[1](fb, s, x, y, c)

    def suit(fb, s, x, y, c=1):
        put(font.SUITS[s] if isinstance(s, int) and 0 <= s < 4 else "?", x, y)
        return saved[2](fb, s, x, y, c)

    def text2x(fb, s, x, y, c=1):
        put(s, x, y + 4)
        return saved[3](fb, s, x, y, c)

    font.text, font.big, font.suit, ui_draw.text2x = text, big, suit, text2x
    try:
        dev.redraw()
    finally:
        font.text, font.big, font.suit, ui_draw.text2x = saved
    return ["".join(row) for row in grid]
