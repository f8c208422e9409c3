"""The 4x4 key matrix: rows pulled low one at a time, columns read through pull-ups.

Rows are open-drain, so two keys held in one column never short a driven-high row to a
driven-low one. Between scans every row is held low: any key then pulls its column low,
so a scan with nothing held reads the four columns and stops.

Debouncing is eager and per key: a key counts on the first scan that reads it changed
(pressed or released), then that key is locked out for `debounce_ms`, so the chatter of
its contact cannot count again; once the lock ends the key is compared again, so a press
that outlasts the lock is never missed. A press is seen one scan after the contact closes.

On the Pico `start()` runs the scan from a hard timer interrupt every `period_ms`, into a
small queue of keys that the main loop takes one at a time with `get()`: keys are read
while the firmware works (drawing, saving, auditing). The interrupt allocates nothing:
the lock times, the queue and the masks are set up here, and masks are small ints.
Without a timer (the host's tests) `scan()` reads the matrix itself.

Times come from ticks_ms and are compared only through the injected ticks_diff, so the
tick counter's wrap (2**30 ms on the rp2) changes nothing.
"""

from picotafel import config

QUEUE = 16      # keys waiting for the main loop (one more is dropped until it takes one)
FULL_EVERY = 3  # while keys are held, the whole matrix is read at least every 3rd scan


class Keypad:
    def __init__(self, pin, rows, cols, keymap, ticks_diff, debounce_ms=config.DEBOUNCE_MS):
        """`pin` is machine.Pin (or a fake with the same constructor and constants)."""
        if len(keymap) != len(rows) or any(len(r) != len(cols) for r in keymap):
            raise ValueError("keymap is not %d rows of %d keys" % (len(rows), len(cols)))
        self.Pin = pin
        self.rows = [pin(n, pin.OPEN_DRAIN, value=0) for n in rows]
        self.cols = [pin(n, pin.IN, pin.PULL_UP) for n in cols]
        self.keys = "".join(keymap)     # key of bit r*len(cols)+c
        self.ticks_diff = ticks_diff
        self.debounce_ms = debounce_ms
        self.stable = 0         # bit set = key held, as debounced
        self.locked = 0         # bit set = key changed less than debounce_ms ago
        self.cols_seen = 0      # the columns low at the last whole read
        self.quiet = 0          # scans since then that only read the columns
        self.since = [0] * len(self.keys)   # ticks_ms of each key's last change
        self.queue = bytearray(QUEUE)       # bit numbers of keys pressed, in order
        self.head = 0           # next slot the scan fills (only the scan writes it)
        self.tail = 0           # next slot get() takes (only get() writes it)
        self.dropped = 0        # presses lost to a full queue (never, if the loop runs)
        self.woken = False
        self.timer = None
        self.period_ms = config.KEY_SCAN_MS
        self.ticks_ms = None
        self.sleep_ms = None
        self._irq = None

    # -- reading ----------------------------------------------------------------------

    def read(self):
        """The matrix as a bit mask, one bit per key (set = pressed); the rows are left
        held low, as between scans."""
        rows = self.rows
        for row in rows:
            row.value(1)
        mask = 0
        bit = 0
        for row in rows:
            row.value(0)
            for col in self.cols:
                if not col.value():
                    mask |= 1 << bit
                bit += 1
            row.value(1)
        for row in rows:
            row.value(0)
        return mask

    def held(self):
        """(row, column) of each key down now, from 0 in the order of the row and column
        pins: read off the matrix, not through the keymap and not debounced (the wiring
        test, screens/ui_keytest, which must work when the keymap is wrong). The timer's
        scan waits meanwhile."""
        self._pause()
        mask = self.read()
        self._resume()
        n = len(self.cols)
        return [divmod(bit, n) for bit in range(len(self.keys)) if mask >> bit & 1]

    def poll(self, now):
        """One scan at ticks `now`: keys newly pressed go into the queue. Runs in a hard
        interrupt on the Pico, so it allocates nothing.

        The columns are read first with every row low (a key down pulls its column low):
        nothing down and nothing held, and the scan is done. While keys are held the
        whole matrix is read when the columns change, or every FULL_EVERY scans (a key
        in the column of one held is seen within that time, still well inside any press)."""
        cols = 0
        bit = 1
        for col in self.cols:
            if not col.value():
                cols |= bit
            bit <<= 1
        if not (self.stable | self.locked):
            if not cols:
                return
        elif cols == self.cols_seen and self.quiet < FULL_EVERY - 1:
            self.quiet += 1
            return
        self.cols_seen = cols
        self.quiet = 0
        raw = self.read()
        locked = self.locked
        if locked:
            bit = 0
            m = locked
            while m:
                if m & 1 and self.ticks_diff(now, self.since[bit]) >= self.debounce_ms:
                    locked &= ~(1 << bit)
                m >>= 1
                bit += 1
        change = (raw ^ self.stable) & ~locked
        self.locked = locked | change
        if not change:
            return
        self.stable ^= change
        new = change & raw
        bit = 0
        while change:
            if change & 1:
                self.since[bit] = now
                if new & 1:
                    self.push(bit)
            change >>= 1
            new >>= 1
            bit += 1

    def push(self, bit):
        head = self.head + 1
        if head == QUEUE:
            head = 0
        if head == self.tail:
            self.dropped += 1
            return
        self.queue[self.head] = bit
        self.head = head

    # -- what the loop calls ----------------------------------------------------------

    def get(self):
        """The next key pressed, in the order they were pressed; "" if none is waiting."""
        tail = self.tail
        if tail == self.head:
            return ""
        k = self.keys[self.queue[tail]]
        self.tail = tail + 1 if tail + 1 < QUEUE else 0
        return k

    def waiting(self):
        return self.head != self.tail

    def scan(self, now):
        """Keys pressed since the last call, as a string in the order pressed (the scan
        is done here unless the timer does it)."""
        if self.timer is None:
            self.poll(now)
        out = ""
        k = self.get()
        while k:
            out += k
            k = self.get()
        return out

    def next(self, now):
        """One key for the loop ("" if none), scanning first unless the timer does."""
        if self.timer is None:
            self.poll(now)
        return self.get()

    def busy(self):
        """True while a key is held or locked out (no sleeping yet)."""
        return (self.stable | self.locked) != 0

    # -- the scan on a timer (the Pico) -------------------------------------------------

    def start(self, timer, ticks_ms, sleep_ms, period_ms=config.KEY_SCAN_MS):
        """Scan from `timer` (a machine.Timer) every `period_ms` in a hard interrupt."""
        self.timer = timer
        self.ticks_ms = ticks_ms
        self.sleep_ms = sleep_ms
        self.period_ms = period_ms
        self._irq = self._tick          # the bound method made once, not in the interrupt
        self._resume()

    def _tick(self, timer):
        ticks_ms = self.ticks_ms
        if ticks_ms is not None:
            self.poll(ticks_ms())

    def _resume(self):
        timer = self.timer
        if timer is not None:
            timer.init(mode=timer.PERIODIC, period=self.period_ms, callback=self._irq,
                       hard=True)

    def _pause(self):
        if self.timer is not None:
            self.timer.deinit()

    def wait(self, ms):
        """Sleep `ms`, or less: return within a millisecond of a key waiting (the power
        policy's sleep once start() was called)."""
        sleep = self.sleep_ms
        if sleep is None:
            raise ValueError("wait() needs start() first")
        # Counted in 1 ms naps (no clock read each time: the idle loop's cost is these).
        for _ in range(ms):
            if self.head != self.tail:
                return
            sleep(1)

    # -- lightsleep ---------------------------------------------------------------------

    def arm_wake(self):
        """Make any key pull a column low and raise an IRQ (the lightsleep wake source).

        The timer's scan stops; every column's falling edge calls a hard handler (rp2
        wakes only when a handler is set; a hard one marks `woken` at once, so the loop
        does not go to sleep on an edge that came while it armed); the rows are held low
        already. False if a key is
        already down: no edge would come, don't sleep (the key is read at once).
        """
        self.woken = False
        if self.timer is not None:
            self._pause()
            # The rp2 port leaves the stopped timer's next alarm armed: it would end the
            # lightsleep within a scan period. Let it pass first.
            sleep = self.sleep_ms
            if sleep is not None:
                sleep(self.period_ms + 2)
        for row in self.rows:
            row.value(0)
        for col in self.cols:
            col.irq(handler=self._wake, trigger=self.Pin.IRQ_FALLING, hard=True)
        for col in self.cols:
            if not col.value():
                self.woken = True       # read at once (disarm): it came in the arming
                self.disarm()
                return False
        return True

    def disarm(self):
        """Back to scanning: column IRQs off, the timer's scan running again. Woken by a
        key, the matrix is read at once (not a scan period later: the key's way to the
        screen already carries the wake-up), before the timer can run the scan too."""
        for col in self.cols:
            col.irq(handler=None, trigger=0)
        if self.woken:
            self._pause()       # _wake may have started the scan: one reader at a time
            if self.ticks_ms is not None:
                self.poll(self.ticks_ms())
        self._resume()

    def _wake(self, pin):
        """A column fell: mark it and start the scan again. If the edge came between the
        loop's last look at `woken` and the sleep instruction, the lightsleep has begun
        with nothing left to wake it but its deadline; the scan's timer ends it within a
        scan period, and the key is read while it is still down."""
        if not self.woken:
            self.woken = True
            self._resume()
