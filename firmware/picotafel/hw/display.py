"""Our driver for 128x64 SSD1306 and SSD1309 OLEDs on I2C.

Both chips share the command set (datasheet section 9/10); the SSD1309 has no charge pump
(its panel supply is external) and needs its reset line pulsed. show() sends only the
bytes that changed since the last show: in each page the columns from the first changed
byte to the last, as the controller's column window (0x21/0x22), neighbouring pages in one
window when that sends fewer bytes. A whole frame is ~25 ms at 400 kHz; a key that changes
a few characters sends a few dozen bytes, well under a millisecond.
"""

WIDTH = 128
PAGES = 8
KINDS = ("ssd1306", "ssd1309")

# Control bytes: 0x00 = every following byte is a command, 0x40 = every following byte is data.
CMD = 0x00
DATA = 0x40
_DATA = bytes((DATA,))
# Bytes a window costs besides its data: the command (control, 0x21 lo hi 0x22 p q) and
# the data's control byte.
WINDOW_COST = 8

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
        self._ram = bytearray(WIDTH * PAGES)    # what was sent: what the panel holds
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
        """Send the bytes of `buf` that differ from what the panel holds; bytes sent."""
        if len(buf) != WIDTH * PAGES:
            raise ValueError("frame is %d bytes, not %d" % (len(buf), WIDTH * PAGES))
        mv = memoryview(buf)
        ram = memoryview(self._ram)
        known = self._known
        sent = 0
        group = None        # [first page, last page, lo, hi]: one window being gathered
        try:
            for p in range(PAGES + 1):
                win = None
                if p < PAGES:
                    a = p * WIDTH
                    b = a + WIDTH
                    if not known:
                        win = (0, WIDTH - 1)
                    elif ram[a:b] != mv[a:b]:
                        win = (_first(ram, mv, a, b) - a, _last(ram, mv, a, b) - a)
                if group is not None:
                    if win is not None and _join(group, p, win):
                        continue
                    sent += self._send(mv, ram, group)
                    group = None
                if win is not None:
                    group = [p, p, win[0], win[1]]
        except BaseException:
            self._known = False     # a write failed half way: send every page next time
            raise
        self._known = True
        return sent

    def _send(self, mv, ram, group):
        """Columns lo-hi of pages p-q: the window, then its bytes in one write (the
        controller fills the window page by page); bytes sent."""
        p, q, lo, hi = group
        sent = self.command(0x21, lo, hi, 0x22, p, q)
        parts = [_DATA]
        for page in range(p, q + 1):
            a = page * WIDTH
            part = mv[a + lo:a + hi + 1]
            ram[a + lo:a + hi + 1] = part
            parts.append(part)
        self.i2c.writevto(self.addr, parts)
        return sent + 1 + (q - p + 1) * (hi - lo + 1)


def _first(old, new, a, b):
    """The first index in a-b where `old` and `new` differ (they do somewhere)."""
    while b - a > 1:
        m = (a + b) // 2
        if old[a:m] == new[a:m]:
            a = m
        else:
            b = m
    return a


def _last(old, new, a, b):
    """The last index in a-b where `old` and `new` differ (they do somewhere)."""
    while b - a > 1:
        m = (a + b) // 2
        if old[m:b] == new[m:b]:
            b = m
        else:
            a = m
    return a


def _join(group, p, win):
    """Take page p's window into the group of the pages just before it if one window
    over them all sends no more bytes than two; True if it did."""
    first, last, lo, hi = group
    if p != last + 1:
        return False
    l2 = min(lo, win[0])
    h2 = max(hi, win[1])
    joined = (p - first + 1) * (h2 - l2 + 1)
    apart = (last - first + 1) * (hi - lo + 1) + win[1] - win[0] + 1 + WINDOW_COST
    if joined > apart:
        return False
    group[1] = p
    group[2] = l2
    group[3] = h2
    return True
