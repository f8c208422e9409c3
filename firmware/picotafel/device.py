"""picotafel on the Pico: builds the hardware from picotafel.config and runs the ui.
main.py calls run() at power-on. This code is a module, compiled like the rest, and
main.py is eight lines, because MicroPython compiles main.py from its source at every
power-on, reading it a character at a time: these 150 lines there cost 100 ms of the
start, a three-line docstring 28 ms (`make bench`, pico_boot_to_first_screen_ms).

The loop: take a key (a timer interrupt scans the matrix into a queue, so keys are read
while the loop works) and make one pass of picotafel/loop.py with it, the pass the web
page and the host simulator make too: the ui takes the key, redraws and sends the changed
display bytes, then saves the statement the key completed (the screen first: a key
shows within the bus time, and the save is off that path), prepares what the next
screen needs if no key waits (App.prepare), answers the serial console
(picotafel.hw.console), then sleeps as the power policy says (on cells a lightsleep until
a key or the next timed event of the ui or the sound: App.wake_in, Sound.wake_in; left
on without a key for half an hour, until a key only, which then says so: hw/power.py).
Any error is shown on the screen; after a key the ui is built again from the saved match
(the store saves at every statement, so nothing but the key in flight is lost). Ctrl-C
(KeyboardInterrupt) still reaches the REPL.
"""

import gc
import sys

from picotafel.screens.gfx import new_screen


def build(machine, time):
    """The device's parts (hw/board.py), its code dropped once they are built: (display,
    keypad, power, battery, sound)."""
    from picotafel import heap
    from picotafel.hw import board
    parts = board.build(machine, time) + (board.build_sound(machine, time),)
    board = None
    heap.forget("hw.board")
    return parts


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
    return App(store=store, battery=battery.volts)


def loop(app, display, keypad, power, buf, fb, ticks_ms, console=None, sound=None):
    """Run the ui until something raises: a key at a time (each one's screen is sent),
    one pass of picotafel.loop each."""
    from picotafel.loop import Loop     # (not for the crash screen: main alone does)
    step = Loop(app, fb, buf, display.show, power.set_contrast, power, sound,
                keypad.waiting, None, console).step
    while True:
        now = ticks_ms()
        step(keypad.next(now), now)


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
    display, keypad, power, battery, sound = build(machine, time)
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

