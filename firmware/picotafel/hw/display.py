"""Our driver for 128x64 SSD1306 and SSD1309 OLEDs on I2C.

Both chips share the command set (datasheet section 9/10); the SSD1309 has no charge pump
(its panel supply is external) and needs its reset line pulsed. show() sends only the
128-byte pages that changed since the last show: one page is ~3 ms at 400 kHz, a frame ~25.
"""

WIDTH = 128
PAGES = 8
KINDS = ("ssd1306", "ssd1309")

# Control bytes: 0x00 = every following byte is a command, 0x40 = every following byte is data.
CMD = 0x00
DATA = 0x40

# Shared set-up, sent with the display off (0xAE). Horizontal addressing (0x20 0x00) so a
# column/page window is filled left to right, page by page; start line 0 (0x40); segment
# remap and COM scan reversed (0xA1, 0xC8: column 0 and row 0 at the top left of the usual
# modules); 64 rows (0xA8 63); no offset (0xD3 0); alternative COM pins (0xDA 0x12);
# output follows RAM (0xA4), not inverted (0xA6). Scrolling off (0x2E).
_COMMON = (0xAE, 0x20, 0x00, 0x40, 0xA1, 0xC8, 0xA8, 63, 0xD3, 0x00, 0xDA, 0x12,
           0xA4, 0xA6, 0x2E)
# Per chip: clock (0xD5), pre-charge (0xD9), VCOMH level (0xDB), and the charge pump (0x8D).
_SSD1306 = (0xD5, 0x80, 0xD9, 0xF1, 0xDB, 0x30, 0x8D, 0x14)
# SSD1309: unlock the command set (0xFD 0x12), its reset values otherwise; no 0x8D.
_SSD1309 = (0xFD, 0x12, 0xD5, 0x70, 0xD9, 0x22, 0xDB, 0x34)


class Display:
    """One OLED. `show(buf)` takes a 1024-byte MONO_VLSB frame (page p = bytes p*128..)."""

    def __init__(self, i2c, addr, kind, reset=None, sleep_ms=None, contrast=0x7F):
        if kind not in KINDS:
            raise ValueError("display kind '%s' is not one of %s" % (kind, ", ".join(KINDS)))
        if reset is not None and sleep_ms is None:
            raise ValueError("the reset pulse needs a sleep_ms function")
        self.i2c = i2c
        self.addr = addr
        self.kind = kind
        self.reset = reset
        self.sleep_ms = sleep_ms
        self.on = False
        self.level = contrast
        self._cmd = bytearray(8)
        # One buffer per page: byte 0 is the data control byte, then what the panel holds.
        # It doubles as the copy of what was sent and as the I2C transmit buffer.
        self._pages = [bytearray(WIDTH + 1) for _ in range(PAGES)]
        self._views = [memoryview(p)[1:] for p in self._pages]
        self._known = False     # nothing sent yet: the first show sends every page
        self.init()

    def command(self, *args):
        """Send command bytes in one I2C write; the number of bytes sent."""
        n = len(args) + 1
        buf = self._cmd if n <= len(self._cmd) else bytearray(n)
        buf[0] = CMD
        for i in range(1, n):
            buf[i] = args[i - 1]
        self.i2c.writeto(self.addr, memoryview(buf)[:n])
        return n

    def init(self):
        """Reset (SSD1309 with its pin), configure, clear the panel and switch it on."""
        sleep = self.sleep_ms
        if self.reset is not None and sleep is not None:
            # RES# low for at least 3 us, then high; the controller is ready well within 1 ms.
            self.reset.value(1)
            sleep(1)
            self.reset.value(0)
            sleep(1)
            self.reset.value(1)
            sleep(1)
        seq = _COMMON + (_SSD1306 if self.kind == "ssd1306" else _SSD1309)
        self.i2c.writeto(self.addr, bytes((CMD,) + seq))
        self.contrast(self.level)
        self._known = False
        for p in self._pages:
            p[0] = DATA
        self.show(bytes(WIDTH * PAGES))
        self.poweron()

    def contrast(self, value):
        """Panel brightness 0-255 (0xFF is the brightest; the chips start at 0x7F)."""
        if not 0 <= value <= 255:
            raise ValueError("contrast %d is not 0-255" % value)
        self.level = value
        return self.command(0x81, value)

    def invert(self, on):
        """White on black (False) or black on white (True), without touching the RAM."""
        return self.command(0xA7 if on else 0xA6)

    def poweroff(self):
        """Panel off (sleep mode, microamps); the RAM keeps the image."""
        self.on = False
        return self.command(0xAE)

    def poweron(self):
        self.on = True
        return self.command(0xAF)

    def show(self, buf):
        """Send the pages of `buf` that differ from what the panel holds; bytes sent."""
        if len(buf) != WIDTH * PAGES:
            raise ValueError("frame is %d bytes, not %d" % (len(buf), WIDTH * PAGES))
        mv = memoryview(buf)
        sent = 0
        window = -1     # the page the controller's write pointer is on, -1 if unknown
        try:
            for p in range(PAGES):
                src = mv[p * WIDTH:(p + 1) * WIDTH]
                if self._known and self._views[p] == src:
                    continue
                self._views[p][:] = src
                if window != p:
                    # Columns 0-127, pages p-7: data then fills page p, p+1, ... in order.
                    sent += self.command(0x21, 0, WIDTH - 1, 0x22, p, PAGES - 1)
                self.i2c.writeto(self.addr, self._pages[p])
                sent += WIDTH + 1
                window = p + 1
        except BaseException:
            self._known = False     # a write failed half way: send every page next time
            raise
        self._known = True
        return sent
