"""The one place for the device's pins, display and keypad (docs/design.md, "The device").

hardware/ documents and tests against these values; nothing else hard-codes a pin.
"""

# I2C0 on MicroPython's default pins for the OLED.
I2C_ID = 0
I2C_SDA = 4             # GP4, Pico pin 6
I2C_SCL = 5             # GP5, Pico pin 7
I2C_FREQ = 400_000
# The display (hardware/README.md, "Which display"): "ssd1309" for the 2.42" module with
# 7 pins (its RES wired to GP3), "ssd1306" for the 0.96" module with 4 pins (no RES; the
# driver turns its charge pump on). Change this one word for the 0.96" module.
DISPLAY = "ssd1309"
DISPLAY_ADDR = 0x3C
DISPLAY_RESET = 3 if DISPLAY == "ssd1309" else None     # GP3, Pico pin 5
DISPLAY_WIDTH = 128
DISPLAY_HEIGHT = 64

# 4x4 membrane keypad: rows are driven low one at a time, columns read with pull-ups.
KEY_ROWS = (6, 7, 8, 9)      # GP6-GP9
KEY_COLS = (10, 11, 12, 13)  # GP10-GP13
KEYMAP = ("123A", "456B", "789C", "*0#D")

LED = 14                # GP14, optional
BUZZER = 15             # GP15 (PWM), optional
VSYS_ADC = 29           # GP29 = ADC3 reads VSYS/3 on a plain Pico
VSYS_DIVIDER = 3

# Power: dim after this long idle, switch the display off after that.
DIM_AFTER_MS = 60_000
OFF_AFTER_MS = 300_000
DIM_CONTRAST = 8        # contrast while dimmed (the user's own if that is lower)
SCAN_MS = 50            # the loop's pause awake on USB (a key waiting ends it within 1 ms)
BUSY_STEP_MS = 10       # the pause while a key is held or settling (no lightsleep then)
SLEEP_MIN_MS = 20       # a shorter pause is not worth arming the keys for a lightsleep
# A USB cable present (VBUS through a divider on GP24, Pico datasheet): the Pico stays
# awake while the display is on, so the serial link (mpremote, the console) keeps working.
VBUS_PIN = 24
SOUND_STEP_MS = 10      # the loop's pause while a tone or a blink plays (their timing)
# Below this much free heap after a key, the loop collects in the pause that follows:
# MicroPython would otherwise collect inside a later key, when an allocation finds the
# heap full (15-20 ms on the Pico, on the way from the key to its screen).
IDLE_GC_FREE = 48 * 1024
KEY_SCAN_MS = 4         # key matrix scan period (a timer interrupt) while awake
DEBOUNCE_MS = 20        # a key counts at once, then its contact is ignored this long
SLEEP_MAX_MS = 60_000   # longest lightsleep: the rp2 wakes on a pin IRQ only with a timeout

# Battery: VSYS through the Schottky diode. 3.2 V is a LiPo near 3.5 V (about 10 % left)
# or three alkaline cells near 1.17 V each (about 15 % left).
BATTERY_LOW_V = 3.2
