"""The buzzer and the LED for picotafel.hw.sound in the browser: the page plays the tones
through Web Audio and lights a lamp beside its keys. hw/sound.py's own Sound drives them
(the same tones at the same moments, the sound setting respected: "off" sets no duty, the
LED still blinks), with these two in place of machine.PWM and the LED's Pin."""


class Buzzer:
    """machine.PWM's two calls that Sound makes. The page plays `freq` as loud as a
    piezo plays that duty (0: silent)."""

    def __init__(self, host):
        self.host = host          # the page: tone(freq, duty)
        self.f = 0

    def freq(self, f):
        self.f = f

    def duty_u16(self, duty):
        self.host.tone(self.f, duty)


class Light:
    """The LED's Pin (value) as the page's lamp."""

    def __init__(self, host):
        self.host = host          # the page: led(on)

    def value(self, v):
        self.host.led(1 if v else 0)
