"""The drawing layer against the real thing: pyframebuf against MicroPython's own framebuf
byte for byte on random drawing sequences, the fonts drawn identically by both
interpreters, the font bytes against their drawings (host_sim/font/: the place to edit a
glyph), and the terminal and PNG views giving back the pixels they were given."""

import binascii
import json
import os
import random
import subprocess

import pytest
from hypothesis import given, settings, strategies as st, HealthCheck

import mpy
from host_sim.sim.screenshot import load_png_pixels, pixels, save_png
from host_sim.sim.term import braille_lines
from host_sim.sim.png import read_png_size
from host_sim.font import FONT_PY, drawings, vlsb, write_small
from picotafel.screens import font, pyframebuf
from picotafel.screens.gfx import new_screen

# Run on both interpreters: a case is a frame (w, h, stride, initial bytes) and a list
# of operations; the result is the final bytes and every value pixel() read.
RUN_CASES = r"""
def need(w, h, stride):
    pages = (h + 7) // 8
    return (pages - 1) * stride + w if pages else 0

def run_case(FrameBuffer, MONO_VLSB, case):
    w, h, stride, init = case[0]
    buf = bytearray(binascii.unhexlify(init))
    fb = FrameBuffer(buf, w, h, MONO_VLSB, stride)
    got = []
    for op in case[1]:
        name, args = op[0], op[1:]
        if name == "get":
            got.append(fb.pixel(args[0], args[1]))
        elif name == "blit":
            sw, sh, data, x, y, key, pal = args
            src = FrameBuffer(bytearray(binascii.unhexlify(data)), sw, sh, MONO_VLSB)
            if pal is None:
                fb.blit(src, x, y, key)
            else:
                p = FrameBuffer(bytearray(pal), 2, 1, MONO_VLSB)
                fb.blit(src, x, y, key, p)
        else:
            getattr(fb, name)(*args)
    return [binascii.hexlify(buf).decode(), got]
"""

MP_MAIN = RUN_CASES + r"""
import sys, json, binascii
from framebuf import FrameBuffer, MONO_VLSB
for case in json.loads(sys.stdin.read()):
    print(json.dumps(run_case(FrameBuffer, MONO_VLSB, case)))
"""

_ns = {"binascii": binascii}
exec(RUN_CASES, _ns)
_need, _run_case = _ns["need"], _ns["run_case"]


def _micropython(script, stdin="", cwd=None):
    if not mpy.MICROPYTHON:
        pytest.fail("micropython is not installed: run `make test`")
    r = subprocess.run([mpy.MICROPYTHON, "-X", "heapsize=4m", "-c", script], input=stdin,
                       capture_output=True, text=True, timeout=600, cwd=cwd)
    assert r.returncode == 0, r.stderr
    return r.stdout.splitlines()


# -- random drawing sequences ----------------------------------------------------------

X = st.integers(-40, 170)
Y = st.integers(-30, 100)
SIZE = st.integers(-6, 150)
COL = st.sampled_from((0, 1, 1, 2))


def _noise(seed, n):
    """n random bytes as hex (whole buffers are too big for hypothesis to draw)."""
    rng = random.Random(seed)
    return binascii.hexlify(bytes(rng.getrandbits(8) for _ in range(n))).decode()


def _ops(draw_w, draw_h):
    small = st.integers(1, 24)
    blit = st.tuples(small, small).flatmap(lambda wh: st.tuples(
        st.just("blit"), st.just(wh[0]), st.just(wh[1]),
        st.integers(0, 2 ** 32).map(lambda seed: _noise(seed, _need(wh[0], wh[1], wh[0]))),
        X, Y, st.sampled_from((-1, 0, 1, 2)),
        st.one_of(st.none(), st.lists(st.integers(0, 1), min_size=2, max_size=2))))
    return st.one_of(
        st.tuples(st.just("fill"), COL),
        st.tuples(st.just("pixel"), X, Y, COL),
        st.tuples(st.just("get"), st.integers(-2, 130), st.integers(-2, 66)),
        st.tuples(st.just("hline"), X, Y, SIZE, COL),
        st.tuples(st.just("vline"), X, Y, SIZE, COL),
        st.tuples(st.just("line"), X, Y, X, Y, COL),
        st.tuples(st.just("rect"), X, Y, SIZE, SIZE, COL),
        st.tuples(st.just("rect"), X, Y, SIZE, SIZE, COL, st.booleans()),
        st.tuples(st.just("fill_rect"), X, Y, SIZE, SIZE, COL),
        st.tuples(st.just("ellipse"), X, Y, st.integers(0, 80), st.integers(0, 50), COL),
        st.tuples(st.just("ellipse"), X, Y, st.integers(0, 80), st.integers(0, 50), COL,
                  st.booleans(), st.integers(0, 15)),
        blit)


@st.composite
def cases(draw):
    w, h, extra = draw(st.sampled_from(((128, 64, 0), (128, 64, 0), (13, 13, 0),
                                        (37, 21, 5), (1, 9, 0), (9, 1, 3))))
    stride = w + extra
    init = _noise(draw(st.integers(0, 2 ** 32)), _need(w, h, stride))
    ops = draw(st.lists(_ops(w, h), min_size=1, max_size=25))
    return [[w, h, stride, init], [list(op) for op in ops]]


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(cases(), min_size=10, max_size=10))
def test_random_drawing_gives_the_same_bytes_as_micropython_framebuf(batch):
    ours = [_run_case(pyframebuf.FrameBuffer, pyframebuf.MONO_VLSB, c) for c in batch]
    theirs = [json.loads(line) for line in _micropython(MP_MAIN, json.dumps(batch))]
    assert len(theirs) == len(batch)
    for case, a, b in zip(batch, ours, theirs):
        assert a == b, "differs on %r" % (case,)


def test_lines_and_ellipses_of_every_small_size_match_micropython():
    batch = []
    for dx in range(-9, 10):
        for dy in range(-9, 10):
            batch.append([[32, 32, 32, "00" * 128], [["line", 15, 15, 15 + dx, 15 + dy, 1]]])
    for xr in range(0, 12):
        for yr in range(0, 12):
            for f in (False, True):
                batch.append([[32, 32, 32, "00" * 128],
                              [["ellipse", 15, 15, xr, yr, 1, f, 15]]])
    ours = [_run_case(pyframebuf.FrameBuffer, pyframebuf.MONO_VLSB, c) for c in batch]
    theirs = [json.loads(line) for line in _micropython(MP_MAIN, json.dumps(batch))]
    assert ours == theirs


def test_a_buffer_too_small_or_read_only_is_refused_with_a_reason():
    with pytest.raises(ValueError, match="too small"):
        pyframebuf.FrameBuffer(bytearray(127), 128, 8, pyframebuf.MONO_VLSB)
    with pytest.raises(TypeError, match="writable"):
        pyframebuf.FrameBuffer(bytes(128), 128, 8, pyframebuf.MONO_VLSB)
    with pytest.raises(ValueError, match="at least 1"):
        pyframebuf.FrameBuffer(bytearray(8), 0, 8, pyframebuf.MONO_VLSB)
    with pytest.raises(ValueError, match="MONO_VLSB"):
        pyframebuf.FrameBuffer(bytearray(1024), 128, 64, 1)


def test_a_framebuffer_over_a_memoryview_slice_draws_into_that_slice():
    whole = bytearray(256)
    fb = pyframebuf.FrameBuffer(memoryview(whole)[128:], 128, 8, pyframebuf.MONO_VLSB)
    fb.hline(0, 0, 3, 1)
    assert whole[:128] == bytes(128) and whole[128:131] == b"\x01\x01\x01"


# -- the fonts on both interpreters ------------------------------------------------------

FONT_SCRIPT = r"""
import binascii
from picotafel.screens import font
from picotafel.screens.gfx import new_screen

def screens():
    chars = [chr(o) for o in range(32, 127)] + list(font.EXTRA) + ["\x01", "\u20ac"]
    out = []
    for start in range(0, len(chars), 21 * 8):
        buf, fb = new_screen()
        for i, ch in enumerate(chars[start:start + 21 * 8]):
            font.text(fb, ch, (i % 21) * 6 + (i % 3), (i // 21) * 8 + (i % 5) - 1)
        out.append(buf)
    for x, y in ((-3, -5), (-1, 60), (122, 3), (125, 59), (-7, 30), (61, -7)):
        for c in (1, 0):
            buf, fb = new_screen()
            fb.fill(1 - c)
            font.text(fb, "Wg\u2665\u00e4\x01", x, y, c)
            font.big(fb, "0123456789-+/: x", x - 40, y - 7, c)
            for s in range(5):
                font.suit(fb, s, x + s * 11, y + 9, c)
            font.apple(fb, x + 3, y - 4, c)
            out.append(buf)
    return out

for buf in screens():
    print(binascii.hexlify(buf).decode())
from picotafel.screens import fastdraw
print("viper" if fastdraw.text is not None else "blit")
"""


def test_the_fonts_draw_the_same_bytes_on_micropython_and_cpython(mpy_tree):
    # Under MicroPython the screen's bytes are written by fastdraw's viper loops (their
    # fallback to blit, for a port without viper, must not hide loops that fail to build).
    ns = {}
    exec(FONT_SCRIPT.split("for buf in screens()")[0], ns)
    ours = [binascii.hexlify(b).decode() for b in ns["screens"]()]
    theirs = _micropython(FONT_SCRIPT, cwd=mpy_tree)
    assert theirs[-1] == "viper"
    theirs = theirs[:-1]
    assert len(theirs) == len(ours) == 1 + 12
    assert ours == theirs


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=0x2670), max_size=22),
       st.integers(-10, 130), st.integers(-10, 60))
def test_text_width_is_what_text_draws(s, x, y):
    buf, fb = new_screen()
    end = font.text(fb, s, x, y)
    assert end == x + font.text_width(s)
    lit = [px for px in range(128) for py in range(64) if fb.pixel(px, py)]
    assert all(x <= px < end for px in lit)


@settings(max_examples=100, deadline=None)
@given(st.text(alphabet="0123456789-+/: x", max_size=9), st.integers(-20, 100))
def test_big_width_is_what_big_draws(s, x):
    buf, fb = new_screen()
    end = font.big(fb, s, x, 10)
    assert end == x + font.big_width(s)
    lit = [px for px in range(128) for py in range(64) if fb.pixel(px, py)]
    assert all(x <= px < end for px in lit)
    assert all(10 <= py < 10 + font.BIG_H for px in range(128) for py in range(64)
               if fb.pixel(px, py))


# -- the font bytes are the drawings of host_sim/font/ ----------------------------------

def test_small_glyph_bytes_are_their_drawings():
    glyphs = drawings("small")
    names = [ch for ch, _ in glyphs]
    assert names == [chr(o) for o in range(32, 127)] + list(font.EXTRA) + ["box"]
    assert font.SMALL == b"".join(vlsb(rows, 8)[1] for _, rows in glyphs)


def test_big_glyph_bytes_are_their_drawings():
    glyphs = drawings("big")
    assert "".join(ch for ch, _ in glyphs) == font.BIG_CHARS
    drawn = [vlsb(rows, font.BIG_H, 2) for _, rows in glyphs]
    assert bytes(w for w, _ in drawn) == font.BIG_W
    assert font.BIG == b"".join(b for _, b in drawn)


def test_suit_and_apple_bytes_are_their_drawings():
    glyphs = drawings("icons")
    assert [ch for ch, _ in glyphs] == list(font.SUITS) + ["apple"]
    sizes = [(font.SUIT_W, font.SUIT_H)] * 4 + [(font.APPLE_W, font.APPLE_H)]
    data = b""
    for (ch, rows), (w, h) in zip(glyphs, sizes):
        assert (len(rows[0]), len(rows)) == (w, h), ch
        data += vlsb(rows, h)[1]
    assert font.ICONS == data


def test_the_font_writer_writes_small_where_font_py_keeps_it(tmp_path):
    # The writer's own file, with SMALL emptied: written again, it is font.py once more.
    assert os.path.samefile(FONT_PY, font.__file__)
    with open(FONT_PY, encoding="utf-8") as f:
        text = f.read()
    start = text.index("SMALL = (\n")
    end = text.index(")\n", start) + 2
    copy = tmp_path / "font.py"
    copy.write_text(text[:start] + "SMALL = (\n    b\"\")\n" + text[end:], encoding="utf-8")
    write_small(str(copy))
    assert copy.read_text(encoding="utf-8") == text


# -- terminal and PNG --------------------------------------------------------------------

def _random_screen(seed):
    rng = random.Random(seed)
    return bytearray(rng.getrandbits(8) for _ in range(1024))


def _unbraille(lines):
    dots = ((0x01, 0x02, 0x04, 0x40), (0x08, 0x10, 0x20, 0x80))
    px = [[0] * 128 for _ in range(64)]
    for row, line in enumerate(lines):
        for col, ch in enumerate(line):
            bits = ord(ch) - 0x2800
            assert 0 <= bits < 256
            for dx in (0, 1):
                for dy in range(4):
                    px[row * 4 + dy][col * 2 + dx] = 1 if bits & dots[dx][dy] else 0
    return px


def test_braille_view_is_16_lines_of_64_characters_holding_every_pixel():
    for seed in range(5):
        buf = _random_screen(seed)
        lines = braille_lines(buf)
        assert len(lines) == 16 and all(len(line) == 64 for line in lines)
        assert _unbraille(lines) == pixels(buf)


def test_braille_view_of_a_blank_and_a_full_screen():
    assert braille_lines(bytes(1024)) == ["\u2800" * 64] * 16
    assert braille_lines(b"\xff" * 1024) == ["\u28ff" * 64] * 16
    buf, fb = new_screen()
    fb.pixel(1, 3, 1)       # right column, bottom dot of the first cell
    assert braille_lines(buf)[0][0] == chr(0x2880)


@pytest.mark.parametrize("scale", [1, 2, 4, 5])
def test_png_screenshot_reads_back_as_the_same_pixels(tmp_path, scale):
    buf = _random_screen(scale)
    path = str(tmp_path / "screen.png")
    save_png(buf, path, scale)
    assert read_png_size(path) == (128 * scale, 64 * scale)
    assert load_png_pixels(path) == pixels(buf)


def test_png_screenshot_shows_a_dark_grid_between_pixels(tmp_path):
    buf, fb = new_screen()
    fb.fill(1)
    path = str(tmp_path / "lit.png")
    save_png(buf, path, 4)
    assert load_png_pixels(path) == [[1] * 128] * 64
    import zlib
    raw = open(path, "rb").read()
    data = zlib.decompress(raw[raw.index(b"IDAT") + 4:])
    row0, row3 = data[1:513], data[3 * 513 + 1:4 * 513]
    assert row0[0] > 200 and row0[3] < 40 and max(row3) < 40


def test_a_file_that_is_not_our_screenshot_is_refused_with_a_reason(tmp_path):
    bad = tmp_path / "x.png"
    bad.write_bytes(b"GIF89a")
    with pytest.raises(ValueError, match="not a PNG"):
        load_png_pixels(str(bad))
    with pytest.raises(ValueError, match="1024 bytes"):
        braille_lines(bytes(10))
