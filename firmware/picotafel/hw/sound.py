"""The buzzer (PWM on config.BUZZER) and the LED (config.LED): docs/design.md, "Screens".

The players look at their cards, not at the screen: a refused key buzzes low and short
and the LED blinks; an accepted card gives a faint click (sound "on" only); the end of a
deal chirps; the winner gets a short tune. The `sound` setting (menu, kept on the
device): off (silent; the LED still blinks), quiet (softer, no click), on. The LED also
blinks slowly while the battery is low. Nothing here blocks: `update` is called every
pass of the main loop and moves the tones and blinks on; `busy` tells the loop not to
lightsleep (the PWM stops in lightsleep) while one is playing.

The buzzer is a passive piezo transducer (e.g. TDK PS1240, hardware/bom.md) through a
330 ohm resistor: PWM at DUTY's 50 % drives its few nF easily, and a coil buzzer (16-42
ohm) fitted by mistake stays under 10 mA (3.3 V / 346 ohm), inside the pin's 12 mA, where
without the resistor 50 % PWM would drive it far past it.

The ui only says what happened (App.signals, a list of kinds); which tone that is lives
here, so the simulator can ring the terminal bell for the same kinds.
"""

# kind: ((frequency Hz or 0 for a pause, ms), ...)
TONES = {
    "refuse": ((220, 160),),
    "card": ((3000, 6),),
    "deal": ((1319, 70), (0, 40), (1760, 110)),
    "winner": ((1047, 130), (1319, 130), (1568, 130), (2093, 360)),
}
# PWM duty (of 65535) per sound setting: the loudness.
DUTY = {"off": 0, "quiet": 1500, "on": 32768}
CLICK_DUTY = 2500          # the faint click of an accepted card ("on" only)
BLINK = (90, 70, 90)       # the LED on a refusal: on, off, on (ms)
LOW_ON_MS = 60             # while the battery is low: a short flash ...
LOW_EVERY_MS = 3000        # ... this often


class Sound:
    def __init__(self, pwm, led, ticks_diff):
        self.pwm = pwm            # machine.PWM or None (no buzzer wired)
        self.led = led            # machine.Pin or None
        self.ticks_diff = ticks_diff
        self.notes = []           # what is still to play: (freq, ms, duty)
        self.note_at = 0          # when the note now sounding began
        self.blinks = []          # the LED: ms on, off, on, ...
        self.blink_at = 0
        self.low_at = None        # when the last low-battery flash began
        self.led_on = False
        self.off()

    @staticmethod
    def build(machine, config, ticks_diff):
        """The buzzer and LED as config places them (either may be None: not wired)."""
        Pin = machine.Pin
        pwm = None
        led = None
        if config.BUZZER is not None and hasattr(machine, "PWM"):
            pwm = machine.PWM(Pin(config.BUZZER))
        if config.LED is not None:
            led = Pin(config.LED, Pin.OUT, value=0)
        return Sound(pwm, led, ticks_diff)

    def off(self):
        if self.pwm is not None:
            self.pwm.duty_u16(0)
        self._led(False)

    def _led(self, on):
        if self.led is not None and on != self.led_on:
            self.led.value(1 if on else 0)
        self.led_on = on

    def busy(self):
        return bool(self.notes) or bool(self.blinks)

    def wake_in(self, now):
        """ms from `now` to the next change of the buzzer or the LED (the low battery's
        flash), None if none will come: the loop lightsleeps until then."""
        td = self.ticks_diff
        if self.notes:
            return max(0, self.notes[0][1] - td(now, self.note_at))
        if self.blinks:
            return max(0, self.blinks[0] - td(now, self.blink_at))
        if self.low_at is not None and self.led_on:
            return max(0, LOW_ON_MS - td(now, self.low_at))
        if self.low_at is not None:
            return max(0, LOW_EVERY_MS - td(now, self.low_at))
        return None

    def play(self, kind, level, now):
        """Start what `kind` sounds like at the setting `level` (a later one replaces
        what is playing)."""
        if kind == "refuse":
            self.blinks = list(BLINK)
            self.blink_at = now
            self._led(True)
        duty = DUTY.get(level, 0)
        if kind == "card":
            duty = CLICK_DUTY if level == "on" else 0
        if not duty or kind not in TONES or self.pwm is None:
            return
        self.notes = [(f, ms, duty) for f, ms in TONES[kind]]
        self.note_at = now
        self._note()

    def _note(self):
        f, _, duty = self.notes[0]
        if f:
            self.pwm.freq(f)
            self.pwm.duty_u16(duty)
        else:
            self.pwm.duty_u16(0)

    def update(self, app, now):
        """Play what the ui signalled since the last pass; move tones and blinks on."""
        sig = getattr(app, "signals", None)
        low = getattr(app, "battery_low", False)
        if not (sig or self.notes or self.blinks or low or self.led_on):
            self.low_at = None
            return      # nothing to play, blink or switch off: the idle loop's pass stays short
        if sig:
            for kind in sig:
                self.play(kind, getattr(app, "sound", "on"), now)
            del sig[:]
        td = self.ticks_diff
        while self.notes and td(now, self.note_at) >= self.notes[0][1]:
            self.note_at += self.notes[0][1]
            self.notes.pop(0)
            if self.notes:
                self._note()
            else:
                self.pwm.duty_u16(0)
        while self.blinks and td(now, self.blink_at) >= self.blinks[0]:
            self.blink_at += self.blinks.pop(0)
            self._led(len(self.blinks) % 2 == 1)
        if not self.blinks:
            if low:
                if self.low_at is None or td(now, self.low_at) >= LOW_EVERY_MS:
                    self.low_at = now
                self._led(td(now, self.low_at) < LOW_ON_MS)
            else:
                self.low_at = None
                if self.led_on:
                    self._led(False)
