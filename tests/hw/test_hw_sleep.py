"""The Pico asleep between keys (hardware/power.md): on cells it lightsleeps whenever the
loop has nothing to do, also with the display on, until a key or the ui's next timed
event; it stays awake while a key is down or settling, and on USB while the display is
on. The keypad scanned from its timer interrupt, as on the Pico, on a fake clock."""

from fakes import FakeBoard, FakeClock, FakeI2C, FakeTimer, Panel, ticks_diff
from picotafel import config
from picotafel.hw.display import Display
from picotafel.hw.keypad import Keypad
from picotafel.hw.power import DIM, ON, Power
from picotafel.loop import soonest


def device(usb=False):
    """(power, board, clock, keys, run_until): the hw steps of device.loop with a keypad
    on its timer; run_until(ms, wake_in) passes `wake_in(now)` to each wait."""
    clock = FakeClock(before_wrap=30, record=True)
    board = FakeBoard(config.KEY_ROWS, config.KEY_COLS, config.KEYMAP)
    clock.board = board
    d = Display(FakeI2C(Panel("ssd1309")), 0x3C, "ssd1309", None, clock.sleep_ms)
    keypad = Keypad(board.Pin, config.KEY_ROWS, config.KEY_COLS, config.KEYMAP, ticks_diff)
    keypad.start(FakeTimer(clock), clock.ticks_ms, clock.sleep_ms)
    power = Power(d, keypad, ticks_diff, keypad.wait, clock.lightsleep, clock.ticks_ms(),
                  usb=lambda: usb)
    keys = []

    def run_until(ms, wake_in=lambda now: None):
        while clock.elapsed < ms:
            now = clock.ticks_ms()
            k = keypad.next(now)
            if k and power.key(now):
                keys.append((k, clock.elapsed))
            power.update(now)
            power.wait(now, wake_in(now))
    return power, board, clock, keys, run_until


def light(clock):
    return [ms for how, ms in clock.sleeps if how == "light"]


def test_on_cells_the_pico_lightsleeps_with_the_display_on_until_the_dim_time():
    power, _, clock, _, run_until = device()
    run_until(config.DIM_AFTER_MS - 1000)
    assert power.state == ON
    assert light(clock) == [config.DIM_AFTER_MS]
    awake = sum(ms for how, ms in clock.sleeps if how == "sleep")
    assert awake <= config.KEY_SCAN_MS + 2      # the arming's wait for the stopped timer


def test_on_usb_the_pico_stays_awake_while_the_display_is_on():
    power, _, clock, _, run_until = device(usb=True)
    run_until(config.DIM_AFTER_MS - 1000)
    assert light(clock) == [] and power.state == ON
    run_until(config.DIM_AFTER_MS + 1000)
    assert power.state == DIM and light(clock)      # dimmed: asleep, as on cells


def test_a_key_wakes_the_sleeping_pico_and_is_read_at_once():
    power, board, clock, keys, run_until = device()
    clock.at(7000, lambda: board.press("5"))
    clock.at(7080, lambda: board.release("5"))
    run_until(8000)
    assert keys == [("5", 7000)]        # read in the wake-up, not a scan period later
    assert power.state == ON


def test_a_key_that_comes_between_the_last_look_and_the_sleep_is_read_within_a_scan():
    # The contact closes after the loop looked at the wake flag, before the sleep
    # instruction: its interrupt has run, nothing is left to wake the Pico but the
    # scan's timer, which the interrupt started again.
    power, board, clock, keys, run_until = device()
    sleep, down = power.lightsleep, []

    def edge_then_sleep(ms):
        if not down:
            down.append(clock.elapsed)
            board.press("5")
            clock.at(clock.elapsed + 50, lambda: board.release("5"))
        sleep(ms)
    power.lightsleep = edge_then_sleep
    run_until(1000)
    assert keys == [("5", down[0] + config.KEY_SCAN_MS)]


def test_no_lightsleep_while_a_key_is_held_or_settling():
    power, board, clock, keys, run_until = device()
    clock.at(5000, lambda: board.press("2"))
    clock.at(5600, lambda: board.release("2"))
    held = []
    clock.at(5300, lambda: held.append(len(light(clock))))
    clock.at(5600 + config.DEBOUNCE_MS - 1, lambda: held.append(len(light(clock))))
    run_until(9000)
    assert keys == [("2", 5000)]
    assert held == [1, 1]               # the one sleep the press ended, no other before
    assert len(light(clock)) == 2       # asleep again once the contact settled


def test_the_sleep_ends_at_the_uis_next_timed_event():
    power, _, clock, _, run_until = device()
    deadline = 1500

    def wake_in(now):
        return max(0, deadline - clock.elapsed) if clock.elapsed < deadline else None
    run_until(3000, wake_in)
    first = light(clock)[0]
    assert abs(first + config.KEY_SCAN_MS + 2 - deadline) <= config.KEY_SCAN_MS + 2
    assert light(clock)[1] > 50_000     # then none until the dim time


def test_a_pause_too_short_to_sleep_is_napped_awake():
    power, _, clock, _, run_until = device()
    run_until(100, lambda now: config.SLEEP_MIN_MS - 1)
    assert light(clock) == []


def test_a_key_pressed_while_the_keys_are_armed_is_not_slept_through():
    power, board, clock, keys, run_until = device()
    # The arming waits for the stopped timer's last alarm: a press in that wait.
    clock.at(2, lambda: board.press("7"))
    clock.at(80, lambda: board.release("7"))
    run_until(500)
    assert keys and keys[0][0] == "7" and keys[0][1] <= 2 + config.KEY_SCAN_MS + 2


def test_the_dim_time_the_menu_chose_is_kept_within_the_off_time():
    power, _, clock, _, run_until = device()
    power.set_dim(15_000)
    run_until(15_500)
    assert power.state == DIM
    power.set_dim(10 * config.OFF_AFTER_MS)
    assert power.dim_after == config.OFF_AFTER_MS


def test_the_soonest_deadline_ignores_none():
    assert soonest(None, 30, 12) == 12
    assert soonest(None, None) is None
