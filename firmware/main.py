"""picotafel on the Pico: builds the hardware from picotafel.config and runs the ui.

The loop: take a key (a timer interrupt scans the matrix into a queue, so keys are read
while the loop works), hand it to the ui, let it redraw and send the changed display
bytes, then let the ui save the statement the key completed (the screen first: a key
shows within the bus time, and the save is off that path), let it prepare what the next
screen needs if no key waits (App.prepare), answer the serial console
(picotafel.hw.console), then sleep as the power policy says (on cells a lightsleep until
a key or the next timed event of the ui or the sound: App.wake_in, Sound.wake_in; left
on without a key for half an hour, until a key only, which then says so: hw/power.py).
Any error is shown on the screen; after a key the ui is built again from the saved match
(the store saves at every statement, so nothing but the key in flight is lost). Ctrl-C
(KeyboardInterrupt) still reaches the REPL.
"""

import gc
import sys

from picotafel import config
from picotafel.screens.gfx import new_screen
from picotafel.hw.display import Display
from picotafel.hw.keypad import Keypad
from picotafel.hw.power import Power, Battery, soonest


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


def make_app(battery, with_store):
    """The ui over the saved matches (without them if storage is missing or failed)."""
    from picotafel.screens.ui import App
    store = None
    if with_store:
        try:
            from picotafel.saving.storage import Store
        except ImportError:
            Store = None
        if Store is not None:
            store = Store("/matches")
    app = App(store=store, battery=battery.volts)
    app.pending = []        # the loop saves after the screen is sent (App.flush)
    return app


def loop(app, display, keypad, power, buf, fb, ticks_ms, console=None, sound=None):
    """Run the ui until something raises."""
    contrast = dim = None
    mem_free = getattr(gc, "mem_free", None)    # MicroPython's (not in the tests' CPython)
    while True:
        now = ticks_ms()
        k = keypad.next(now)        # one key at a time: each one's screen is sent
        if k and power.key(now):
            app.tick(now)           # the ui's clock first: the last pass may be a sleep ago
            app.key(k)
        app.tick(now)
        told = power.left_on() if k else None     # the key that ended the deepest sleep
        if told:
            app.flash(told, True)
        if app.contrast != contrast:
            contrast = app.contrast
            power.set_contrast(contrast)
        if app.dim != dim:
            dim = app.dim
            power.set_dim(dim)
        if app.dirty:
            app.draw(fb)
            display.show(buf)
        if sound is not None and not power.deep():
            sound.update(app, now)          # after the screen: a click costs a key no time
        if app.flush() and app.dirty:       # a message from the save
            app.draw(fb)
            display.show(buf)
        if not app.dirty and not keypad.waiting():
            app.prepare()                   # ahead of the next key (setup: the play screen)
            if k and mem_free is not None and mem_free() < config.IDLE_GC_FREE:
                gc.collect()                # in the pause after a key, not inside the next
        if console is not None:
            console.handled(k, now)
            console.serve()
        power.update(now)
        if power.deep():                    # left on: only a key wakes it, the LED dark
            if sound is not None:
                sound.off()
            power.wait(now)
        elif sound is None:
            power.wait(now, app.wake_in(now))   # lightsleep to a key or the ui's next event
        elif not sound.busy():
            power.wait(now, soonest(app.wake_in(now), sound.wake_in(now)))
        else:
            power.sleep_ms(config.SOUND_STEP_MS)    # no lightsleep: it would stop the PWM


def show_error(display, power, fb, buf, exc, saved, now):
    """The error on the screen, in the chosen language and the device's font
    (screens/ui_crash.py, loaded now); if that fails in any way (no heap for it or its
    words, a broken module) the English screen of plain_error."""
    power.key(now)      # display on, contrast back: the message must be seen
    worded = False
    try:
        from picotafel.screens import ui_crash
        ui_crash.draw(fb, exc, saved)
        worded = True
    except Exception:  # noqa: BLE001  (MemoryError included)
        pass
    if not worded:
        gc.collect()    # what the failed attempt took, for the plain screen's few bytes
        plain_error(fb, exc, saved)
    display.show(buf)


def plain_error(fb, exc, saved):
    """The error in framebuf's built-in 8x8 font (ASCII, 16 characters a line), in
    English: what nothing can stop from being drawn (with no heap left for the text of
    the exception, its type's name alone)."""
    fb.fill(0)
    fb.text("picotafel error", 0, 0, 1)
    try:
        text = "%s: %s" % (type(exc).__name__, exc)
        y = 12
        for i in range(0, min(len(text), 64), 16):
            fb.text(text[i:i + 16], 0, y, 1)
            y += 9
    except MemoryError:
        fb.fill_rect(0, 12, 128, 35, 0)
        fb.text(type(exc).__name__, 0, 12, 1)
    fb.text("match is saved" if saved else "(no storage)", 0, 47, 1)
    fb.text("any key: restart", 0, 56, 1)


def wait_key(keypad, power, ticks_ms):
    """Block until a key is pressed, keeping to the power policy meanwhile."""
    while True:
        now = ticks_ms()
        if keypad.scan(now):
            power.key(now)
            return
        power.update(now)
        power.wait(now)


def run(machine, time, console=None):
    display, keypad, power, battery = build(machine, time)
    sound = build_sound(machine, time)
    buf, fb = new_screen()
    if keypad.held():       # a key held at power-on: the keypad's wiring test
        from picotafel.screens import ui_keytest
        ui_keytest.run(display, keypad, buf, fb, time.ticks_ms, time.ticks_diff, time.sleep_ms)
    failed_starts = 0
    while True:
        app = None
        try:
            # A store that cannot be opened twice in a row is left alone (not written to).
            app = make_app(battery, failed_starts < 2)
            failed_starts = 0
            loop(app, display, keypad, power, buf, fb, time.ticks_ms, console, sound)
        except Exception as e:  # noqa: BLE001  (show every failure, then go on)
            if app is None:
                failed_starts += 1
            else:
                try:
                    app.flush()         # a statement the core took is kept all the same
                except Exception as e2:  # noqa: BLE001
                    sys.print_exception(e2)
            saved = app is not None and getattr(app, "store", None) is not None
            app = None
            gc.collect()
            sys.print_exception(e)
            try:
                show_error(display, power, fb, buf, e, saved, time.ticks_ms())
            except Exception as e2:  # noqa: BLE001  (the display itself failed)
                sys.print_exception(e2)
            try:
                wait_key(keypad, power, time.ticks_ms)
            except Exception as e3:  # noqa: BLE001  (the keys failed: retry in a while)
                sys.print_exception(e3)
                time.sleep_ms(1000)


if __name__ != "main":      # run at boot (as __main__), not when a test imports it
    import machine
    import select
    import time
    from picotafel.hw.console import Console
    run(machine, time, Console(sys.stdin, select))
