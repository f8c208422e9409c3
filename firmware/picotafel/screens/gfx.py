"""The drawing surface: MicroPython's built-in framebuf on the Pico, our pure-Python copy
of it (byte-for-byte the same for MONO_VLSB) on CPython."""

try:
    import framebuf as _fb
except ImportError:
    from picotafel.screens import pyframebuf as _fb

FrameBuffer = _fb.FrameBuffer
MONO_VLSB = _fb.MONO_VLSB

WIDTH = 128
HEIGHT = 64


def new_screen():
    """(buffer, FrameBuffer) of a blank 128x64 MONO_VLSB screen: 8 pages of 128 bytes,
    the layout the SSD1306/SSD1309 take as is. Text and pictures are drawn on the newest
    one byte-wise where picotafel.screens.fastdraw is compiled (the Pico)."""
    from picotafel.screens import fastdraw
    buf = bytearray(WIDTH * HEIGHT // 8)
    fb = FrameBuffer(buf, WIDTH, HEIGHT, MONO_VLSB)
    fastdraw.screen, fastdraw.buf = fb, buf
    return buf, fb
