"""Fake Pico hardware for the hw tests: an I2C bus that records every write, an OLED
controller model that decodes those writes, key matrix pins, a clock that starts just
before ticks_ms wraps, an ADC. Plain Python that also runs under MicroPython (the
MicroPython hw test imports it there too)."""

# MicroPython's ticks on the rp2: small ints, period 2**30 (TICKS_MAX = 2**30 - 1).
TICKS_PERIOD = 1 << 30
TICKS_MAX = TICKS_PERIOD - 1
TICKS_HALF = TICKS_PERIOD // 2


def ticks_diff(a, b):
    """MicroPython's ticks_diff: (a - b) in the ring, in [-PERIOD/2, PERIOD/2)."""
    return ((a - b + TICKS_HALF) & TICKS_MAX) - TICKS_HALF


def ticks_add(t, delta):
    return (t + delta) & TICKS_MAX


class Stop(BaseException):
    """Raised by the clock to end a device loop that never returns on its own."""


class FakeClock:
    """ticks_ms starting `before_wrap` ms before the wrap. sleep_ms and lightsleep move
    time on, running the events scheduled in between (key presses, releases);
    lightsleep returns early when such an event raised a pin IRQ or a timer fired, as the
    Pico wakes."""

    def __init__(self, before_wrap=5, limit_ms=None, trace=None, record=False):
        self.t = ticks_add(0, -before_wrap)
        self.trace = trace      # a list shared with the pins and the bus, if given
        self.elapsed = 0        # real ms since start (no wrap), for the tests' bookkeeping
        self.events = []        # (elapsed ms, fn), kept sorted
        self.limit = limit_ms
        self.board = None
        self.sleeps = [] if record else None    # ("sleep" or "light", ms asked for)
        self.timers = []        # running FakeTimers: they fire as time passes

    def ticks_ms(self):
        return self.t

    ticks_diff = staticmethod(ticks_diff)
    ticks_add = staticmethod(ticks_add)

    def at(self, ms, fn):
        """Run fn() when `ms` real ms have passed since the clock started."""
        self.events.append((ms, fn))
        self.events.sort(key=lambda e: e[0])

    def advance(self, ms, wake=False):
        """Move time on by `ms`, running the events and timer interrupts due meanwhile
        (whatever the firmware is doing: a fake app's long work advances the clock too)."""
        end = self.elapsed + ms
        while True:
            timer = None
            for t in self.timers:
                if t.due <= end and (timer is None or t.due < timer.due):
                    timer = t
            event = self.events[0][0] if self.events and self.events[0][0] <= end else None
            if timer is not None and (event is None or timer.due < event):
                self._to(max(timer.due, self.elapsed))
                timer.fire()
                if wake:
                    return          # any interrupt ends a lightsleep
                continue
            if event is None:
                break
            when, fn = self.events.pop(0)
            self._to(max(when, self.elapsed))
            irqs = self.board.irqs if self.board is not None else 0
            fn()
            if wake and self.board is not None and self.board.irqs != irqs:
                return
        self._to(end)

    def _to(self, elapsed):
        self.t = ticks_add(self.t, elapsed - self.elapsed)
        self.elapsed = elapsed
        if self.limit is not None and self.elapsed > self.limit:
            raise Stop()

    def sleep_ms(self, ms):
        if self.sleeps is not None:
            self.sleeps.append(("sleep", ms))
        if self.trace is not None:
            self.trace.append(("sleep", ms))
        self.advance(ms)

    def lightsleep(self, ms=None):
        if self.sleeps is not None:
            self.sleeps.append(("light", ms))
        self.advance(ms if ms is not None else 10 ** 9, wake=True)


class FakeTimer:
    """machine.Timer on the fake clock: a periodic callback, run as the clock passes its
    times (in a sleep or in work that advances the clock, as an interrupt would)."""
    PERIODIC = 1
    ONE_SHOT = 0

    def __init__(self, clock, id=-1):
        self.clock = clock
        self.callback = None
        self.period = None
        self.mode = self.PERIODIC
        self.due = None
        self.fired = 0

    def init(self, mode=PERIODIC, period=None, callback=None, hard=None):
        self.mode = mode
        self.period = period
        self.callback = callback
        self.due = self.clock.elapsed + period
        if self not in self.clock.timers:
            self.clock.timers.append(self)

    def deinit(self):
        if self in self.clock.timers:
            self.clock.timers.remove(self)

    def fire(self):
        self.fired += 1
        if self.mode == self.PERIODIC:
            self.due += self.period
        else:
            self.deinit()
        self.callback(self)


class FakeI2C:
    """Records every write as (address, bytes) (unless record=False, for small heaps) and
    counts the bytes; feeds them to `device` if one is set."""

    def __init__(self, device=None, trace=None, record=True):
        self.writes = [] if record else None
        self.device = device
        self.trace = trace
        self.total = 0
        self.fail_after = None  # after this many more writes, one raises OSError (EIO)

    def writeto(self, addr, buf, stop=True):
        if self.fail_after is not None:
            self.fail_after -= 1
            if self.fail_after < 0:
                self.fail_after = None
                raise OSError(5)
        data = bytes(buf) if self.writes is not None or self.trace is not None else buf
        self.total += len(data)
        if self.writes is not None:
            self.writes.append((addr, data))
        if self.trace is not None:
            self.trace.append(("i2c", addr, data))
        if self.device is not None:
            self.device.feed(addr, data)
        return len(data)

    def writevto(self, addr, vector, stop=True):
        """machine.I2C.writevto: the address once, then every buffer's bytes in one write."""
        data = bytearray()
        for v in vector:
            data += v
        return self.writeto(addr, data, stop)

    def sent(self):
        return self.total


# Arguments taken by each SSD1306/SSD1309 command that has any.
_ARGS = {0x20: 1, 0x21: 2, 0x22: 2, 0x81: 1, 0x8D: 1, 0xA8: 1, 0xD3: 1, 0xD5: 1,
         0xD9: 1, 0xDA: 1, 0xDB: 1, 0xFD: 1, 0xA3: 2, 0x26: 6, 0x27: 6, 0x29: 5, 0x2A: 5}
_SIMPLE = (0xA0, 0xA1, 0xA4, 0xA5, 0xA6, 0xA7, 0xAE, 0xAF, 0xC0, 0xC8, 0x2E, 0x2F, 0xE3)


class Panel:
    """A model of the controller's I2C side and display RAM, from the datasheets: control
    byte (Co, D/C#), command decoding, horizontal / vertical / page addressing."""

    def __init__(self, kind="ssd1306", addr=0x3C):
        self.kind = kind
        self.addr = addr
        self.ram = bytearray(1024)
        self.commands = []      # every decoded command: (opcode, args...)
        self.mode = 2           # page addressing after reset
        self.cols = [0, 127]
        self.pages = [0, 7]
        self.col = 0
        self.page = 0
        self.on = False
        self.contrast = 0x7F
        self.inverted = False
        self.pump = False
        self.seg_remap = False
        self.com_reverse = False
        self._cmd = None
        self._args = []

    def feed(self, addr, data):
        if addr != self.addr:
            raise AssertionError("write to 0x%02x, the display is 0x%02x" % (addr, self.addr))
        i = 0
        while i < len(data):
            ctrl = data[i]
            if ctrl & 0x3F:
                raise AssertionError("bad control byte 0x%02x" % ctrl)
            i += 1
            body = data[i:i + 1] if ctrl & 0x80 else data[i:]
            if not body:
                raise AssertionError("control byte 0x%02x with nothing after it" % ctrl)
            for b in body:
                if ctrl & 0x40:
                    self.data(b)
                else:
                    self.command_byte(b)
            i += len(body)
        if self._cmd is not None:
            raise AssertionError("command 0x%02x left without its arguments" % self._cmd)

    def command_byte(self, b):
        if self._cmd is not None:
            self._args.append(b)
            if len(self._args) == _ARGS[self._cmd]:
                self.execute(self._cmd, self._args)
                self._cmd = None
            return
        if b in _ARGS:
            self._cmd, self._args = b, []
        elif b in _SIMPLE or b < 0x20 or 0x40 <= b <= 0x7F or 0xB0 <= b <= 0xB7:
            self.execute(b, [])
        else:
            raise AssertionError("unknown command 0x%02x" % b)

    def execute(self, cmd, args):
        if len(self.commands) > 64:         # the recent ones are enough (small heaps)
            del self.commands[:32]
        self.commands.append(tuple([cmd] + list(args)))
        if cmd == 0x8D and self.kind == "ssd1309":
            raise AssertionError("the ssd1309 has no charge pump command")
        if cmd == 0x20:
            if args[0] > 2:
                raise AssertionError("addressing mode %d" % args[0])
            self.mode = args[0]
        elif cmd == 0x21:
            self.cols = [args[0] & 0x7F, args[1] & 0x7F]
            self.col = self.cols[0]
        elif cmd == 0x22:
            self.pages = [args[0] & 7, args[1] & 7]
            self.page = self.pages[0]
        elif cmd < 0x10:
            self.col = (self.col & 0xF0) | cmd
        elif cmd < 0x20:
            self.col = (self.col & 0x0F) | ((cmd & 0x0F) << 4)
        elif 0xB0 <= cmd <= 0xB7:
            self.page = cmd & 7
        elif cmd == 0x81:
            self.contrast = args[0]
        elif cmd in (0xAE, 0xAF):
            self.on = cmd == 0xAF
        elif cmd in (0xA6, 0xA7):
            self.inverted = cmd == 0xA7
        elif cmd == 0x8D:
            self.pump = bool(args[0] & 0x04)
        elif cmd in (0xA0, 0xA1):
            self.seg_remap = cmd == 0xA1
        elif cmd in (0xC0, 0xC8):
            self.com_reverse = cmd == 0xC8

    def data(self, b):
        self.ram[self.page * 128 + self.col] = b
        if self.mode == 2:          # page: along the page, back to the start column
            self.col = self.col + 1 if self.col < 127 else self.cols[0]
        elif self.mode == 0:        # horizontal: along the window, then the next page
            if self.col < self.cols[1]:
                self.col += 1
            else:
                self.col = self.cols[0]
                self.page = self.page + 1 if self.page < self.pages[1] else self.pages[0]
        else:                       # vertical: down the window's pages, then the next column
            if self.page < self.pages[1]:
                self.page += 1
            else:
                self.page = self.pages[0]
                self.col = self.col + 1 if self.col < self.cols[1] else self.cols[0]


class FakeBoard:
    """The key matrix wired to fake pins: a key joins its row and column; a column reads
    low when a pressed key joins it to a row that is driven low."""

    def __init__(self, rows=(), cols=(), keymap=(), trace=None):
        self.trace = trace
        self.watch = ()         # pin ids whose writes go to `watched` (pin, value)
        self.watched = []
        self.Pin = PinFactory(self)
        self.pins = {}
        self.where = {}
        for r in range(len(keymap)):
            for c in range(len(keymap[r])):
                self.where[keymap[r][c]] = (rows[r], cols[c])
        self.pressed = []
        self.irqs = 0           # IRQ handler calls so far
        self.inputs = {}        # pin id -> level driven from outside (VBUS)

    def level(self, pin):
        if pin.id in self.inputs:
            return self.inputs[pin.id]
        if pin.mode == FakePin.OUT:
            return pin.out
        if pin.mode == FakePin.OPEN_DRAIN and pin.out == 0:
            return 0
        for k in self.pressed:
            row, col = self.where[k]
            other = row if col == pin.id else col if row == pin.id else None
            if other is not None and other in self.pins:
                p = self.pins[other]
                if p.mode in (FakePin.OUT, FakePin.OPEN_DRAIN) and p.out == 0:
                    return 0
        if pin.pull == FakePin.PULL_UP or pin.mode == FakePin.OPEN_DRAIN:
            return 1
        raise AssertionError("pin %d is floating (an input without a pull-up)" % pin.id)

    def changed(self, before):
        for pin in list(self.pins.values()):
            if pin.handler is not None and pin.trigger & FakePin.IRQ_FALLING:
                if before.get(pin.id) == 1 and self.level(pin) == 0:
                    self.irqs += 1
                    pin.handler(pin)

    def levels(self):
        out = {}
        for pin in self.pins.values():
            if pin.handler is not None:
                out[pin.id] = self.level(pin)
        return out

    def press(self, key):
        before = self.levels()
        self.pressed.append(key)
        self.changed(before)

    def release(self, key):
        before = self.levels()
        self.pressed.remove(key)
        self.changed(before)


class FakePin:
    """machine.Pin's constructor, constants and the methods the firmware uses."""
    IN = 0
    OUT = 1
    OPEN_DRAIN = 2
    PULL_UP = 1
    PULL_DOWN = 2
    IRQ_FALLING = 4
    IRQ_RISING = 8

    def __init__(self, board, id, mode=-1, pull=-1, value=None):
        self.board = board
        self.id = id
        self.mode = None
        self.pull = None
        self.out = 1
        self.handler = None
        self.trigger = 0
        board.pins[id] = self
        self.init(mode, pull, value)

    def init(self, mode=-1, pull=-1, value=None):
        before = self.board.levels()
        if mode != -1:
            self.mode = mode
        if pull != -1:
            self.pull = pull
        if value is not None:
            self._write(value)
        self.board.changed(before)

    def value(self, v=None):
        if v is None:
            return self.board.level(self)
        before = self.board.levels()
        self._write(v)
        self.board.changed(before)

    def _write(self, v):
        self.out = 1 if v else 0
        if self.id in self.board.watch:       # the few pins a test follows (the LED)
            self.board.watched.append((self.id, self.out))
        if self.board.trace is not None:
            self.board.trace.append(("pin", self.id, self.out))

    def irq(self, handler=None, trigger=IRQ_FALLING | IRQ_RISING, hard=False):
        self.handler = handler
        self.trigger = trigger if handler is not None else 0


class PinFactory:
    """Stands in for the class machine.Pin: called to make a pin, carries the constants."""
    IN = FakePin.IN
    OUT = FakePin.OUT
    OPEN_DRAIN = FakePin.OPEN_DRAIN
    PULL_UP = FakePin.PULL_UP
    PULL_DOWN = FakePin.PULL_DOWN
    IRQ_FALLING = FakePin.IRQ_FALLING
    IRQ_RISING = FakePin.IRQ_RISING

    def __init__(self, board):
        self.board = board

    def __call__(self, id, mode=-1, pull=-1, value=None):
        return FakePin(self.board, id, mode, pull, value)


class FakeADC:
    """read_u16 gives the given raw values in turn, the last one from then on."""

    def __init__(self, *values):
        self.values = list(values)

    def read_u16(self):
        return self.values.pop(0) if len(self.values) > 1 else self.values[0]


class FakePico:
    """The whole fake device for device.run: a clock, the key matrix, the OLED with its
    bus, and the `machine` and `time` stand-ins over them, wired as `config` says."""

    def __init__(self, config, limit_ms, vsys_raw=26000):
        self.clock = FakeClock(limit_ms=limit_ms)
        self.board = FakeBoard(config.KEY_ROWS, config.KEY_COLS, config.KEYMAP)
        self.clock.board = self.board
        self.board.inputs[config.VBUS_PIN] = 0     # on cells
        self.panel = Panel(config.DISPLAY)
        self.machine = FakeMachine(self.board, self.clock, FakeI2C(self.panel, record=False),
                                   config.VSYS_ADC, vsys_raw)
        self.time = FakeTime(self.clock)

    def tap(self, t, key, hold=80):
        """Press `key` at `t` ms and release it `hold` ms later."""
        board = self.board
        self.clock.at(t, lambda: board.press(key))
        self.clock.at(t + hold, lambda: board.release(key))


class FakeMachine:
    """What device.run uses of the `machine` module."""

    def __init__(self, board, clock, bus, vsys_adc, vsys_raw):
        self.Pin = board.Pin
        self.clock = clock
        self.timer = None
        self.pwm = None
        self.lightsleep = clock.lightsleep
        self.bus = bus
        self.vsys_adc = vsys_adc
        self.vsys_raw = vsys_raw

    def I2C(self, *args, **kw):
        return self.bus

    def Timer(self, id=-1):
        self.timer = FakeTimer(self.clock, id)
        return self.timer

    def PWM(self, pin):
        self.pwm = FakePWM(pin, self.clock)
        return self.pwm

    def ADC(self, n):
        assert n == self.vsys_adc, "the battery is read on ADC %d" % self.vsys_adc
        return FakeADC(self.vsys_raw)


class FakePWM:
    """machine.PWM on a pin: records (ms since start, frequency, duty) at each change."""

    def __init__(self, pin, clock=None):
        self.pin = pin
        self.clock = clock
        self.f = 0
        self.duty = 0
        self.log = []

    def _note(self):
        t = self.clock.elapsed if self.clock is not None else 0
        self.log.append((t, self.f, self.duty))

    def freq(self, f):
        self.f = f

    def duty_u16(self, d):
        self.duty = d
        self._note()


class FakeTime:
    """What device.run uses of the `time` module."""

    def __init__(self, clock):
        self.ticks_ms = clock.ticks_ms
        self.ticks_diff = clock.ticks_diff
        self.sleep_ms = clock.sleep_ms
