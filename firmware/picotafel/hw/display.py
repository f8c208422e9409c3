"""Our driver for 128x64 SSD1306 and SSD1309 OLEDs on I2C.

Both chips share the command set (datasheet section 9/10); the SSD1309 has no charge pump
(its panel supply is external) and needs its reset line pulsed. show() sends only the
bytes that changed since the last show: each run of changed bytes in a page (runs closer
than a window's cost joined) as the controller's column window (0x21/0x22), the same run
on pages below in the same window. A whole frame is ~25 ms at 400 kHz; a key that changes
a few characters sends a few dozen bytes, well under a millisecond.

Finding the windows looks at every byte of the frame: on the Pico that loop is viper code in
picotafel.hw.display_viper, compiled ahead to machine code by `make firmware` (under a
millisecond a frame, where searches in bytecode took several); elsewhere (the host, a port without viper) the same
loop runs as Python.
"""

WIDTH = 128
PAGES = 8
KINDS = ("ssd1306", "ssd1309")

# Control bytes: 0x00 = every following byte is a command, 0x40 = every following byte is data.
CMD = 0x00
DATA = 0x40
_DATA = bytes((DATA,))
# What a window costs besides its data, in byte times on the bus: the command (control,
# 0x21 lo hi 0x22 p q) and the data's control byte, 8 bytes, plus its two writes' address
# byte, start and stop and call (about 2 byte times each, measured on the emulated Pico).
# Runs of changed bytes at most this far apart are sent as one: over a La Pomme match
# that sends as many bytes as joining at 8 with a quarter fewer windows.
WINDOW_COST = 12
RUNS = 8        # windows a page may have (a run past these is joined to the last)

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
        self._win = bytearray((CMD, 0x21, 0, WIDTH - 1, 0x22, 0, PAGES - 1))
        self._windows = bytearray(4 * RUNS * PAGES)    # windows(): p, q, lo, hi each
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
        out = self._windows
        if self._known:
            n = windows(memoryview(self._ram), mv, WINDOW_COST, out)
        else:
            n = 1
            out[0], out[1], out[2], out[3] = 0, PAGES - 1, 0, WIDTH - 1
        if not n:
            return 0
        self._known = False     # until every window is sent (a failed write: all again)
        sent = 0
        i2c, addr, win = self.i2c, self.addr, self._win
        for i in range(0, 4 * n, 4):
            p, q, lo, hi = out[i], out[i + 1], out[i + 2], out[i + 3]
            win[2], win[3], win[5], win[6] = lo, hi, p, q
            i2c.writeto(addr, win)          # 0x21 lo hi 0x22 p q: filled page by page
            a = p * WIDTH
            if p == q:
                i2c.writevto(addr, (_DATA, mv[a + lo:a + hi + 1]))
            else:
                parts = [_DATA]  # type: list
                for a in range(a, q * WIDTH + 1, WIDTH):
                    parts.append(mv[a + lo:a + hi + 1])
                i2c.writevto(addr, parts)
            sent += len(win) + 1 + (q - p + 1) * (hi - lo + 1)
        self._ram[:] = buf
        self._known = True
        return sent


def _windows_py(old, new, gap, out):
    """The windows to send where frames `old` and `new` differ: in each page the runs of
    changed bytes (runs less than `gap` apart joined, at most RUNS a page), and a run in
    the same columns as one on the page above in the same window; (first page, last
    page, first column, last column) in `out`, four bytes each; how many."""
    n = 0
    for p in range(PAGES):
        base = p * WIDTH
        lo = hi = -1
        k = 0
        for i in range(WIDTH + 1):
            if i < WIDTH:
                if old[base + i] == new[base + i]:
                    continue
                if lo < 0 or i - hi - 1 <= gap or k == RUNS - 1:
                    if lo < 0:
                        lo = i
                    hi = i
                    continue
            if lo >= 0:                     # a run ends: down from the page above?
                j = 0
                while j < n and not (out[j + 1] == p - 1 and out[j + 2] == lo
                                     and out[j + 3] == hi):
                    j += 4
                if j < n:
                    out[j + 1] = p
                else:
                    out[n], out[n + 1], out[n + 2], out[n + 3] = p, p, lo, hi
                    n += 4
                k += 1
            lo = hi = i
    return n // 4


try:    # the same loop as machine code where MicroPython has it (display_viper.py)
    from picotafel.hw.display_viper import windows  # pyright: ignore (made by exec)
except (ImportError, SyntaxError):  # CPython; a MicroPython without the viper emitter
    windows = _windows_py           # (its exec refuses the decorator: SyntaxError)
