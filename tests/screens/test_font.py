# runs-on: micropython
"""The fonts: every character we promise has its own glyph, anything else draws a box,
and the widths the ui lays out with are the widths drawn. Runs on both interpreters."""

from picotafel.screens import font
from picotafel.screens.gfx import FrameBuffer, MONO_VLSB, new_screen

SUIT_CHARS = "\u2660\u2665\u2666\u2663"


def _canvas(w=16, h=24):
    buf = bytearray(w * ((h + 7) // 8))
    return buf, FrameBuffer(buf, w, h, MONO_VLSB)


def _lit(fb, w, h):
    return [(x, y) for y in range(h) for x in range(w) if fb.pixel(x, y)]


def _drawn(s, c=1):
    buf, fb = _canvas()
    font.text(fb, s, 2, 3, c)
    return bytes(buf)


def test_every_printable_ascii_character_has_its_own_glyph():
    seen = {}
    for o in range(33, 127):
        got = _drawn(chr(o))
        assert got != bytes(len(got)), "%r draws nothing" % chr(o)
        assert got not in seen, "%r looks like %r" % (chr(o), seen.get(got))
        seen[got] = chr(o)
    assert _drawn("\u00e7") not in seen


def test_space_draws_nothing_but_advances_a_cell():
    buf, fb = _canvas()
    assert font.text(fb, "  ", 1, 0) == 1 + 2 * font.CHAR_W
    assert bytes(buf) == bytes(len(buf))


def test_the_four_suits_have_small_glyphs_unlike_any_letter():
    letters = set(_drawn(chr(o)) for o in range(33, 127))
    suits = [_drawn(ch) for ch in SUIT_CHARS]
    assert len(set(suits)) == 4
    for got in suits:
        assert got not in letters
    assert font.SUITS == SUIT_CHARS


def test_unknown_characters_draw_the_same_visible_box_and_never_raise():
    box = _drawn("\x01")
    for ch in ("\u20ac", "\n", "\x7f", "\u00a0", "\U0001F600"):
        assert _drawn(ch) == box
    buf, fb = _canvas()
    font.text(fb, "\x01", 0, 0)
    for corner in ((0, 0), (4, 0), (0, 6), (4, 6)):
        assert fb.pixel(*corner) == 1
    assert fb.pixel(2, 3) == 0


def test_text_returns_the_x_after_it_and_text_width_agrees():
    buf, fb = _canvas(128, 8)
    for s in ("", "a", "Punkte 157", "7\u2665 \u00e4\u20ac"):
        assert font.text(fb, s, 5, 0) == 5 + font.text_width(s)
        assert font.text_width(s) == font.CHAR_W * len(s)
    assert (font.CHAR_W, font.LINE_H) == (6, 8)


def test_a_glyph_stays_in_its_cell_so_neighbours_never_touch():
    for o in list(range(32, 127)) + [ord(ch) for ch in font.EXTRA] + [1]:
        buf, fb = _canvas(8, 8)
        font.text(fb, chr(o), 0, 0)
        for x, y in _lit(fb, 8, 8):
            assert x < font.CHAR_W - 1, "%r reaches column %d" % (chr(o), x)


def test_twenty_one_characters_fill_a_line_and_eight_lines_the_screen():
    buf, fb = new_screen()
    for i in range(8):
        assert font.text(fb, "W" * 21, 0, i * font.LINE_H) == 126
    assert fb.pixel(0, 63) == 0 and fb.pixel(0, 56) == 1


def test_colour_zero_clears_exactly_the_pixels_colour_one_sets():
    for s in ("Aj", "\u2665 7", "\x01"):
        on = _drawn(s, 1)
        buf, fb = _canvas()
        fb.fill(1)
        font.text(fb, s, 2, 3, 0)
        assert bytes(buf) == bytes(b ^ 0xFF for b in on)


def test_text_clipped_at_every_edge_draws_what_fits_and_never_raises():
    buf, fb = new_screen()
    for x, y in ((-3, 0), (125, 0), (0, -4), (0, 61), (-200, -200), (300, 300)):
        font.text(fb, "Ag\u2663\x01", x, y)
    assert fb.pixel(0, 0) == 1            # the right half of the 'A' at x = -3
    assert fb.pixel(0, 63) == 1           # the top of the 'A' at y = 61
    assert fb.pixel(125, 0) == 0 and fb.pixel(126, 0) == 1   # the 'A' at x = 125


def test_big_digits_are_twelve_by_twenty_and_big_width_is_what_big_draws():
    assert font.BIG_H == 20
    buf, fb = new_screen()
    for s in ("0", "157", "12:3", "-7", "+1/2", " 8"):
        fb.fill(0)
        end = font.big(fb, s, 3, 2)
        assert end == 3 + font.big_width(s)
        lit = _lit(fb, 128, 64)
        assert lit and max(x for x, y in lit) < end
        assert min(y for x, y in lit) >= 2 and max(y for x, y in lit) < 2 + font.BIG_H
    assert font.big_width("8") == 12 + font.BIG_GAP


def test_every_big_character_has_its_own_glyph():
    seen = set()
    for ch in "0123456789-+/:":
        buf, fb = _canvas(16, 24)
        font.big(fb, ch, 0, 0)
        assert bytes(buf) != bytes(len(buf)) and bytes(buf) not in seen
        seen.add(bytes(buf))


def test_a_character_without_a_big_glyph_draws_a_box():
    buf, fb = _canvas(16, 24)
    end = font.big(fb, "x", 0, 0)
    assert end == font.big_width("x") > 0
    assert fb.pixel(0, 0) == fb.pixel(11, 19) == 1 and fb.pixel(5, 10) == 0


def test_large_suits_are_four_different_shapes_inside_their_box():
    seen = set()
    for s in range(4):
        buf, fb = _canvas(16, 16)
        font.suit(fb, s, 0, 0)
        lit = _lit(fb, 16, 16)
        assert max(x for x, y in lit) < font.SUIT_W and max(y for x, y in lit) < font.SUIT_H
        seen.add(bytes(buf))
    assert len(seen) == 4


def test_a_suit_out_of_range_draws_a_box_and_never_raises():
    for bad in (4, -1, None, "H"):
        buf, fb = _canvas(16, 16)
        font.suit(fb, bad, 0, 0)
        assert fb.pixel(0, 0) == 1 and fb.pixel(12, 12) == 1 and fb.pixel(6, 6) == 0


def test_the_apple_fits_its_box():
    buf, fb = _canvas(16, 16)
    font.apple(fb, 1, 2)
    lit = _lit(fb, 16, 16)
    assert len(lit) > 40
    assert min(x for x, y in lit) >= 1 and max(x for x, y in lit) < 1 + font.APPLE_W
    assert min(y for x, y in lit) >= 2 and max(y for x, y in lit) < 2 + font.APPLE_H


def test_the_font_data_is_small_constant_bytes():
    assert isinstance(font.SMALL, bytes) and len(font.SMALL) == 5 * (96 + len(font.EXTRA))
    assert isinstance(font.BIG, bytes) and len(font.BIG) == 3 * sum(font.BIG_W)
    assert len(font.SMALL) + len(font.BIG) + len(font.ICONS) < 1400
