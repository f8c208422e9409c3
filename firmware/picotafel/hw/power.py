"""Idle policy and battery reading.

After the dim time (DIM_AFTER_MS, or the menu's "Dim after") without a key the display
dims, after OFF_AFTER_MS it switches off (an OLED that is on but black still draws
1.5-2 mA). Whenever the loop has nothing to do the Pico lightsleeps with the key matrix
armed to wake it, until a key or the next timed event the ui asked for (`wake_in`), also
while the display is on: the awake Pico is most of the battery's budget
(hardware/power.md). It stays awake (1 ms naps) while a key is down or settling, and
while powered from USB with the display on, so the serial link keeps working. A key that
wakes a dark display only wakes it (a person cannot see what it would do); a key on a
dimmed display, which is still readable, restores the contrast and also does its job.

A device left switched on with its display off still draws about 12 mW (hardware/power.md):
three AAA cells are flat in about twelve days, and flat alkaline cells may leak. It cannot
switch itself off, so after DEEP_AFTER_MS without a key it goes to its deepest sleep: only
a key wakes it (no battery reading every minute, no low-battery flash of the LED, no
timed event of the ui), and the key that wakes it says for how long it was left on
(`left_on`), so the players switch it off after play.
"""

from picotafel import config

ON = 0
DIM = 1
OFF = 2
DEEP = 3

DEEP_AFTER_MS = 30 * 60_000     # 30 minutes without a key: the deepest sleep


class Power:
    def __init__(self, display, keypad, ticks_diff, sleep_ms, lightsleep, now,
                 contrast=0x7F, dim_after=config.DIM_AFTER_MS, off_after=config.OFF_AFTER_MS,
                 usb=None):
        if not 0 < dim_after <= off_after:
            raise ValueError("need 0 < dim_after (%d) <= off_after (%d)" % (dim_after, off_after))
        self.display = display
        self.keypad = keypad
        self.ticks_diff = ticks_diff
        self.sleep_ms = sleep_ms
        self.lightsleep = lightsleep
        self.dim_after = dim_after
        self.off_after = off_after
        self.level = contrast
        self.last = now         # ticks_ms of the last key (or of start-up)
        self.state = ON
        self.usb = usb          # () -> True while powered from USB (VBUS), or None: cells
        self.deep_after = max(DEEP_AFTER_MS, off_after)
        # The time left on without a key, added up at each wake of the deepest sleep (one
        # ticks_diff spans at most about six days: a device may be left on longer).
        self.slept = 0
        self.seen = now         # the last pass that added to it
        self.woke = False       # a key ended the deepest sleep: left_on has words to say

    def idle_ms(self, now):
        return self.ticks_diff(now, self.last)

    def key(self, now):
        """A key was pressed: wake up. True if the key is also for the app."""
        if self.state == DEEP:
            self.slept += self.ticks_diff(now, self.seen)
            self.woke = True
        self.last = now
        was = self.state
        if was != ON:
            self.state = ON
            self.display.contrast(self.level)
            if was >= OFF:
                self.display.poweron()
        return was < OFF

    def left_on(self):
        """Once, after the key that ended the deepest sleep: the words that say how long
        the device was left on without a key (None otherwise)."""
        if not self.woke:
            return None
        self.woke = False
        from picotafel import lang
        minutes = self.slept // 60_000
        return lang.t("LEFT_ON") % ("%d h %02d" % (minutes // 60, minutes % 60))

    def set_contrast(self, value):
        """The contrast the user chose; shown at once unless dimmed or off."""
        self.level = value
        if self.state == ON:
            self.display.contrast(value)

    def update(self, now):
        """Dim or switch off once the idle time has passed."""
        idle = self.idle_ms(now)
        if self.state == ON and idle >= self.dim_after:
            self.state = DIM
            self.display.contrast(min(self.level, config.DIM_CONTRAST))
        if self.state == DIM and idle >= self.off_after:
            self.state = OFF
            self.display.poweroff()
        if self.state == OFF and idle >= self.deep_after:
            self.state = DEEP
            self.slept = idle
            self.seen = now
        elif self.state == DEEP:
            self.slept += self.ticks_diff(now, self.seen)
            self.seen = now

    def deep(self):
        return self.state == DEEP

    def on_usb(self):
        return self.usb is not None and bool(self.usb())

    def wait(self, now, wake_in=None):
        """Pause before the next pass: a lightsleep until a key or the next step of the
        policy or `wake_in` ms (the ui's and the sound's next timed event, None: none);
        short naps instead while a key is held or settling (no edge would wake the Pico),
        while a key waits, and on USB with the display on. In the deepest sleep only a
        key wakes it: `wake_in` is not heard. The number of ms asked for, and whether it
        was a lightsleep."""
        keypad = self.keypad
        if keypad.busy() or keypad.waiting():
            self.sleep_ms(config.BUSY_STEP_MS)
            return config.BUSY_STEP_MS, False
        if self.state == ON and self.on_usb():
            self.sleep_ms(config.SCAN_MS)
            return config.SCAN_MS, False
        if self.state == ON:
            ms = self.dim_after - self.idle_ms(now)
        elif self.state == DIM:
            ms = self.off_after - self.idle_ms(now)
        elif self.state == OFF:
            ms = self.deep_after - self.idle_ms(now)
        else:
            ms = config.SLEEP_MAX_MS
            wake_in = None
        if wake_in is not None and wake_in < ms:
            ms = wake_in
        ms = max(1, min(ms, config.SLEEP_MAX_MS))
        if ms < config.SLEEP_MIN_MS or not keypad.arm_wake():
            ms = min(ms, config.BUSY_STEP_MS)
            self.sleep_ms(ms)
            return ms, False
        try:
            if not keypad.woken:        # a key in the arming: no edge left to wake on
                self.lightsleep(ms)
        finally:
            keypad.disarm()
        return ms, True

    def set_dim(self, ms):
        """The dim time the menu chose (at most the off time)."""
        self.dim_after = min(ms, self.off_after)


class Battery:
    """VSYS from its ADC (VSYS/3 on a plain Pico), averaged over a few readings."""

    def __init__(self, adc, samples=8):
        self.adc = adc
        self.samples = samples

    def volts(self):
        total = 0
        for _ in range(self.samples):
            total += self.adc.read_u16()
        return total * 3.3 * config.VSYS_DIVIDER / (65535 * self.samples)

    def low(self, volts):
        """True below config.BATTERY_LOW_V (None, no reading, is not low)."""
        return volts is not None and volts < config.BATTERY_LOW_V
