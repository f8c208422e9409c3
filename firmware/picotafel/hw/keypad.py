"""The 4x4 key matrix: rows pulled low one at a time, columns read through pull-ups.

Rows are open-drain, so two keys held in one column never short a driven-high row to a
driven-low one. Debouncing is by time over the whole matrix: a change counts once the
matrix has read the same for `debounce_ms`. Times come from the caller's ticks_ms and are
compared only through the injected ticks_diff, so the tick counter's wrap (2**30 ms on the
rp2) changes nothing.
"""

from picotafel import config


class Keypad:
    def __init__(self, pin, rows, cols, keymap, ticks_diff, debounce_ms=config.DEBOUNCE_MS):
        """`pin` is machine.Pin (or a fake with the same constructor and constants)."""
        if len(keymap) != len(rows) or any(len(r) != len(cols) for r in keymap):
            raise ValueError("keymap is not %d rows of %d keys" % (len(rows), len(cols)))
        self.Pin = pin
        self.rows = [pin(n, pin.OPEN_DRAIN, value=1) for n in rows]
        self.cols = [pin(n, pin.IN, pin.PULL_UP) for n in cols]
        self.keys = "".join(keymap)     # key of bit r*len(cols)+c
        self.ticks_diff = ticks_diff
        self.debounce_ms = debounce_ms
        self.stable = 0         # bit set = key held, as debounced
        self.raw = 0            # the last reading
        self.since = None       # ticks_ms when `raw` last changed
        self.woken = False

    def read(self):
        """The matrix as a bit mask, one bit per key (set = pressed)."""
        mask = 0
        bit = 0
        for row in self.rows:
            row.value(0)
            for col in self.cols:
                if not col.value():
                    mask |= 1 << bit
                bit += 1
            row.value(1)
        return mask

    def scan(self, now):
        """Keys pressed since the last scan, debounced: a string, in KEYMAP order."""
        raw = self.read()
        if raw != self.raw or self.since is None:
            self.raw = raw
            self.since = now
        if raw == self.stable or self.ticks_diff(now, self.since) < self.debounce_ms:
            return ""
        new = raw & ~self.stable
        self.stable = raw
        out = ""
        bit = 0
        while new:
            if new & 1:
                out += self.keys[bit]
            new >>= 1
            bit += 1
        return out

    def busy(self):
        """True while a key is held or a change is still settling (no sleeping yet)."""
        return self.raw != 0 or self.raw != self.stable

    def arm_wake(self):
        """Make any key pull a column low and raise an IRQ (the lightsleep wake source).

        All rows low, every column's falling edge calls a handler (rp2 wakes only when a
        handler is set). False if a key is already down: no edge would come, don't sleep.
        """
        self.woken = False
        for row in self.rows:
            row.value(0)
        for col in self.cols:
            col.irq(handler=self._wake, trigger=self.Pin.IRQ_FALLING)
        for col in self.cols:
            if not col.value():
                self.disarm()
                return False
        return True

    def disarm(self):
        """Back to scanning: column IRQs off, rows released."""
        for col in self.cols:
            col.irq(handler=None, trigger=0)
        for row in self.rows:
            row.value(1)

    def _wake(self, pin):
        self.woken = True
