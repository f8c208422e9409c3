"""The drawing surface: MicroPython's built-in framebuf on the Pico, our pure-Python copy
of it (byte-for-byte the same for MONO_VLSB) on CPython."""

try:
    from framebuf import FrameBuffer, MONO_VLSB
except ImportError:
    from picotafel.pyframebuf import FrameBuffer, MONO_VLSB

WIDTH = 128
HEIGHT = 64


def new_screen():
    """(buffer, FrameBuffer) of a blank 128x64 MONO_VLSB screen: 8 pages of 128 bytes,
    the layout the SSD1306/SSD1309 take as is."""
    buf = bytearray(WIDTH * HEIGHT // 8)
    return buf, FrameBuffer(buf, WIDTH, HEIGHT, MONO_VLSB)
