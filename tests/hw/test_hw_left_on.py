"""A device left switched on (hardware/power.md, "Left on"): after half an hour without a
key it goes to its deepest sleep, where only a key wakes it (no battery reading, no LED
flash, no timed event of the ui), and the key that wakes it says for how long it was left
on, in the chosen language. The hw steps on a fake clock, and the main loop on a FakePico."""

from fakes import FakeBoard, FakeClock, FakeI2C, FakeTimer, Panel, Stop, ticks_diff
from picotafel import config, lang
from picotafel.hw.display import Display
from picotafel.hw.keypad import Keypad
from picotafel.hw.power import DEEP, DEEP_AFTER_MS, OFF, Power


def device():
    clock = FakeClock(before_wrap=30, record=True)
    board = FakeBoard(config.KEY_ROWS, config.KEY_COLS, config.KEYMAP)
    clock.board = board
    keypad = Keypad(board.Pin, config.KEY_ROWS, config.KEY_COLS, config.KEYMAP, ticks_diff)
    keypad.start(FakeTimer(clock), clock.ticks_ms, clock.sleep_ms)
    d = Display(FakeI2C(Panel("ssd1309")), 0x3C, "ssd1309", None, clock.sleep_ms)
    power = Power(d, keypad, ticks_diff, keypad.wait, clock.lightsleep, clock.ticks_ms())
    keys = []

    def run_until(ms, wake_in=lambda now: None):
        while clock.elapsed < ms:
            now = clock.ticks_ms()
            k = keypad.next(now)
            if k:
                keys.append((k, power.key(now), power.left_on()))
            power.update(now)
            power.wait(now, wake_in(now))
    return power, board, clock, keys, run_until


def every_minute(now):
    return 60_000 - (now % 60_000)     # the battery's reading, as App.wake_in asks


def test_the_display_off_stays_a_lightsleep_that_hears_the_ui_until_half_an_hour():
    power, _, clock, _, run_until = device()
    run_until(DEEP_AFTER_MS - 60_000, every_minute)
    assert power.state == OFF
    run_until(DEEP_AFTER_MS + 1000, every_minute)
    assert power.state == DEEP


def test_in_the_deepest_sleep_the_ui_s_timed_events_do_not_wake_the_pico():
    power, _, clock, _, run_until = device()
    run_until(DEEP_AFTER_MS + 1000, lambda now: 500)
    before = len(clock.sleeps)
    run_until(DEEP_AFTER_MS + 20 * 60_000, lambda now: 500)
    deep = [ms for how, ms in clock.sleeps[before:] if how == "light"]
    assert len(deep) >= 19 and set(deep) == {config.SLEEP_MAX_MS}


def test_the_key_that_ends_the_deepest_sleep_says_how_long_it_was_left_on():
    lang.use("en")
    power, board, clock, keys, run_until = device()
    at = 2 * 3_600_000 + 5 * 60_000 + 30_000      # 2 h 05 without a key
    clock.at(at, lambda: board.press("5"))
    clock.at(at + 80, lambda: board.release("5"))
    run_until(at + 1000)
    (key, for_app, said), = keys
    assert key == "5" and not for_app       # it only wakes the display, as when off
    assert said == "left on 2 h 05 without a key: switch off after play"
    assert power.state != DEEP and power.left_on() is None      # said once


def test_a_key_before_the_deepest_sleep_says_nothing():
    power, board, clock, keys, run_until = device()
    clock.at(20 * 60_000, lambda: board.press("5"))
    clock.at(20 * 60_000 + 80, lambda: board.release("5"))
    run_until(20 * 60_000 + 1000)
    assert keys == [("5", False, None)]     # the display was off: woken, nothing to say


def test_a_week_left_on_is_counted_past_the_wrap_of_the_ticks():
    # ticks_diff spans about six days of ticks_ms on the Pico (its ticks wrap at 2**30 ms)
    lang.use("en")
    power, board, clock, keys, run_until = device()
    week = 7 * 24 * 3_600_000
    clock.at(week, lambda: board.press("5"))
    clock.at(week + 80, lambda: board.release("5"))
    run_until(week + 1000)
    assert keys[0][2] == "left on 168 h 00 without a key: switch off after play"


def test_left_on_is_said_in_every_language():
    power, board, clock, keys, run_until = device()
    said = set()
    for code in lang.CODES:
        lang.use(code)
        power.slept, power.woke = 3_600_000, True
        said.add(power.left_on())
    lang.use("en")
    assert len(said) == len(lang.CODES) and all("1 h 00" in s for s in said)


def test_the_main_loop_flashes_it_and_keeps_the_led_dark_meanwhile(tmp_path):
    from picotafel import device
    from fakes import FakePico
    from picotafel.hw.sound import Sound
    from picotafel.screens.gfx import new_screen
    from picotafel.screens.ui import App
    lang.use("en")
    pico = FakePico(config, limit_ms=DEEP_AFTER_MS + 40 * 60_000, vsys_raw=15000)  # low
    display, keypad, power, battery, _ = device.build(pico.machine, pico.time)
    sound = Sound.build(pico.machine, config, pico.time.ticks_diff)
    app = App(battery=battery.volts)
    led = []
    sound._led = lambda on, set_=sound._led: (led.append((pico.clock.elapsed, on)), set_(on))
    at = DEEP_AFTER_MS + 35 * 60_000 + 30_000
    pico.tap(at, "5")
    buf, fb = new_screen()
    try:
        device.loop(app, display, keypad, power, buf, fb, pico.time.ticks_ms, None, sound)
    except Stop:
        pass
    assert app.flash_text == "left on 1 h 05 without a key: switch off after play"
    lit = [t for t, on in led if on]
    assert lit and max(t for t in lit if t < at) < DEEP_AFTER_MS + 60_000    # low: it flashed
    assert not any(DEEP_AFTER_MS + 60_000 < t < at for t in lit)     # dark in the deepest sleep
