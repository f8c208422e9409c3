"""The device's parts built from picotafel.config: the display, the key matrix, the power
policy, the battery's reading and the buzzer.

Used once, at power-on (device.py), and dropped from the heap after it (its code is
not needed again: the parts it built hold no reference to it), so the heap it took is
the match's at the worst moment of a long evening (docs/figures.md).
"""

import sys

from picotafel import config
from picotafel.hw.display import Display
from picotafel.hw.keypad import Keypad
from picotafel.hw.power import Power, Battery


def build(machine, time):
    """(display, keypad, power, battery) from the configuration."""
    Pin = machine.Pin
    i2c = machine.I2C(config.I2C_ID, sda=Pin(config.I2C_SDA), scl=Pin(config.I2C_SCL),
                      freq=config.I2C_FREQ)
    reset = None
    if config.DISPLAY_RESET is not None:
        reset = Pin(config.DISPLAY_RESET, Pin.OUT, value=1)
    display = Display(i2c, config.DISPLAY_ADDR, config.DISPLAY, reset, time.sleep_ms)
    keypad = Keypad(Pin, config.KEY_ROWS, config.KEY_COLS, config.KEYMAP, time.ticks_diff)
    sleep_ms = time.sleep_ms
    if hasattr(machine, "Timer"):
        # The matrix scanned from a timer interrupt; the awake pause ends at a key.
        keypad.start(machine.Timer(-1), time.ticks_ms, time.sleep_ms)
        sleep_ms = keypad.wait
    vbus = Pin(config.VBUS_PIN, Pin.IN)     # USB present: stay awake (serial link)
    power = Power(display, keypad, time.ticks_diff, sleep_ms, machine.lightsleep,
                  time.ticks_ms(), contrast=display.level, usb=vbus.value)
    battery = Battery(machine.ADC(config.VSYS_ADC))
    return display, keypad, power, battery


def build_sound(machine, time):
    """The buzzer and LED (hw/sound.py), or None if they cannot be set up."""
    try:
        from picotafel.hw.sound import Sound
        return Sound.build(machine, config, time.ticks_diff)
    except Exception as e:  # noqa: BLE001  (no sound is no reason not to score)
        sys.print_exception(e)
        return None
