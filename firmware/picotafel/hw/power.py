"""Idle policy and battery reading.

After DIM_AFTER_MS without a key the display dims, after OFF_AFTER_MS it switches off
(an OLED that is on but black still draws 1.5-2 mA). When idle the Pico lightsleeps with
the key matrix armed to wake it. A key that wakes a dark display only wakes it (a person
cannot see what it would do); a key on a dimmed display, which is still readable, restores
the contrast and also does its job.
"""

from picotafel import config

ON = 0
DIM = 1
OFF = 2


class Power:
    def __init__(self, display, keypad, ticks_diff, sleep_ms, lightsleep, now,
                 contrast=0x7F, dim_after=config.DIM_AFTER_MS, off_after=config.OFF_AFTER_MS):
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

    def idle_ms(self, now):
        return self.ticks_diff(now, self.last)

    def key(self, now):
        """A key was pressed: wake up. True if the key is also for the app."""
        self.last = now
        was = self.state
        if was != ON:
            self.state = ON
            self.display.contrast(self.level)
            if was == OFF:
                self.display.poweron()
        return was != OFF

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

    def wait(self, now):
        """Pause before the next scan: a short sleep while awake or while a key is held or
        settling; otherwise a lightsleep until a key or the next step of the policy.
        The number of ms asked for, and whether it was a lightsleep."""
        if self.state == ON or self.keypad.busy():
            self.sleep_ms(config.SCAN_MS)
            return config.SCAN_MS, False
        if self.state == DIM:
            ms = max(1, min(self.off_after - self.idle_ms(now), config.SLEEP_MAX_MS))
        else:
            ms = config.SLEEP_MAX_MS
        if not self.keypad.arm_wake():
            self.sleep_ms(config.SCAN_MS)
            return config.SCAN_MS, False
        try:
            self.lightsleep(ms)
        finally:
            self.keypad.disarm()
        return ms, True


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
