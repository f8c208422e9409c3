"""The device's main loop (firmware/picotafel/device.py) on fake hardware with the real ui and store
(docs/design.md): a key's screen is sent before its statement is saved; keys pressed while the
loop works (a slow save, a long redraw) are all read, once each, in order; a power cut
between the screen and the save loses only that statement."""

import os
import random

import pytest

from picotafel import device
import picotafel.loop
from fakes import FakePico, Stop
from host_sim.bench.pomme_match import SETUP
from host_sim.sim.device import Recorder, play_keys
from host_sim.games.pomme import keyer as pomme_keyer
from host_sim.games.pomme.random_match import play_deal
from picotafel import config
from picotafel.screens.gfx import new_screen
from picotafel.saving.storage import Store
from picotafel.screens.ui import App


def pomme_keys(seed=3):
    """The setup and one La Pomme deal as a person keys them, and the log they make."""
    dev = Recorder()
    play_keys(dev, SETUP)
    m = dev.app.match
    pomme_keyer.deal_keys(dev, play_deal(random.Random(seed), m.players, m.next_dealer))
    return "".join(dev.keys), dev.log()


class Device:
    """device.build and device.loop on a FakePico, the real App over a Store in `folder`."""

    def __init__(self, folder, limit_ms):
        self.pico = FakePico(config, limit_ms=limit_ms)
        self.events = []
        self.store = Store(folder)
        # A device whose language was chosen at its first start (ui_lang.py).
        from picotafel.saving.storage_settings import put_setting
        put_setting(self.store, "lang", "en")
        display, keypad, power, battery, _ = device.build(self.pico.machine, self.pico.time)
        self.display, self.keypad, self.power = display, keypad, power
        self.app = App(store=self.store, battery=battery.volts)
        self.handled = []
        show = display.show

        def shown(buf):
            self.events.append("show")
            return show(buf)
        display.show = shown
        append = self.store._append

        def saved(mid, m, sts):
            self.events.append("save")
            append(mid, m, sts)
        self.store._append = saved

    def run(self):
        buf, fb = new_screen()
        table = self

        class Console:
            def handled(self, k, now):
                if k:
                    table.handled.append(k)
                    table.events.append("key " + k)

            def serve(self):
                pass
        try:
            device.loop(self.app, self.display, self.keypad, self.power, buf, fb,
                        self.pico.time.ticks_ms, Console())
        except Stop:
            pass
        self.buf = buf


def type_keys(pico, keys, start=500, hold=50, gap=30):
    t = start
    for k in keys:
        pico.tap(t, k, hold=hold)
        t += hold + gap
    return t


def paced(dev, keys):
    """Key `keys` at a person's pace (80 ms down, a key every 200 ms) and run the loop
    until the last is done: every key handled, once, in order."""
    t = 500
    for k in keys:
        dev.pico.tap(t, k, hold=80)
        t += 200
    dev.run()
    assert "".join(dev.handled) == keys


def test_the_screen_of_a_key_is_sent_before_its_statement_is_saved(tmp_path):
    keys, log = pomme_keys()
    dev = Device(str(tmp_path), limit_ms=500 + 200 * len(keys) + 1000)
    paced(dev, keys)
    assert dev.app.match.text() == log
    assert dev.store.load(1) == log
    # every save comes after a screen of its own key, and before that key is done
    key_events = [i for i, e in enumerate(dev.events) if e.startswith("key ")]
    saves = [i for i, e in enumerate(dev.events) if e == "save"]
    assert len(saves) >= 9
    for s in saves:
        done = min(i for i in key_events if i > s)
        began = max([i for i in key_events if i < s] or [-1])
        assert "show" in dev.events[began + 1:s]
        assert done > s


def test_keys_typed_fast_while_every_save_takes_300_ms_are_all_read_in_order(tmp_path):
    keys, log = pomme_keys(4)
    dev = Device(str(tmp_path), limit_ms=None)
    end = type_keys(dev.pico, keys)                      # 50 ms down, 30 ms up
    dev.pico.clock.limit = end + 300 * 20 + 2000
    append = dev.store._append

    def slow(mid, m, sts):
        append(mid, m, sts)
        dev.pico.clock.advance(300)     # a slow flash: the timer scans meanwhile
    dev.store._append = slow
    dev.run()
    assert dev.keypad.dropped == 0
    assert "".join(dev.handled) == keys
    assert dev.store.load(1) == log


def test_bouncing_keys_typed_fast_are_read_once_each(tmp_path):
    keys, log = pomme_keys(5)
    dev = Device(str(tmp_path), limit_ms=None)
    clock, board = dev.pico.clock, dev.pico.board
    t = 500
    for k in keys:                      # 60 ms down, 30 ms up, 4 ms of chatter each way
        for i in range(4):
            clock.at(t + i, (lambda k=k: board.press(k)) if i % 2 == 0 else
                     (lambda k=k: board.release(k)))
            clock.at(t + 60 + i, (lambda k=k: board.release(k)) if i % 2 == 0 else
                     (lambda k=k: board.press(k)))
        clock.at(t + 4, lambda k=k: board.press(k))
        clock.at(t + 64, lambda k=k: board.release(k))
        t += 90
    clock.limit = t + 2000
    dev.run()
    assert "".join(dev.handled) == keys
    assert dev.store.load(1) == log


@pytest.mark.parametrize("cut", ("before the save", "in the save"))
def test_a_power_cut_after_the_screen_loses_at_most_that_statement(tmp_path, cut):
    keys, log = pomme_keys(6)
    folder = str(tmp_path)
    dev = Device(folder, limit_ms=None)
    end = type_keys(dev.pico, keys, hold=80, gap=120)
    dev.pico.clock.limit = end + 2000
    statements = []

    class Cut(BaseException):
        pass
    append = dev.store._append

    def dying(mid, m, sts):
        statements.append(m.count)
        if len(statements) == 5:
            if cut == "in the save":        # half a record reaches the file
                with open(dev.store.path(mid), "ab") as f:
                    f.write(b"trick 1")
            raise Cut()
        append(mid, m, sts)
    dev.store._append = dying
    with pytest.raises(Cut):
        dev.run()
    shown = dev.app.match.count             # the screen showed this many statements
    again = App(store=Store(folder))        # power on
    kept = again.match.count
    assert kept == shown - 1 == statements[-1] - 1
    assert again.match.text() == "\n".join(log.split("\n")[:kept]) + "\n"
    assert os.path.exists(dev.store.path(1))


def test_the_setup_imports_the_chosen_games_play_screen_while_it_waits(tmp_path, monkeypatch):
    import sys
    import picotafel
    # As on a Pico just switched on: La Pomme's play screen not loaded yet (both restored
    # after the test, so the screens other tests built stay of the same classes).
    monkeypatch.delitem(sys.modules, "picotafel.screens.ui_pomme", raising=False)
    monkeypatch.delattr(picotafel, "ui_pomme", raising=False)
    dev = Device(str(tmp_path), limit_ms=1500)
    dev.pico.tap(500, SETUP[0], hold=80)     # La Pomme chosen: the players' screen waits
    dev.run()
    assert dev.app.stack[-1].KIND == "players"
    assert "picotafel.screens.ui_pomme" in sys.modules


class HeapGauge:
    """MicroPython's gc as the loop sees it: mem_free says `free` bytes; collect() is
    recorded among the device's events."""

    def __init__(self, events, free):
        self.events = events
        self.free = free

    def mem_free(self):
        return self.free

    def collect(self):
        self.events.append("collect")


def collects_after_keys(tmp_path, monkeypatch, free):
    keys, _ = pomme_keys()
    keys = keys[:12]
    dev = Device(str(tmp_path), limit_ms=500 + 200 * len(keys) + 1000)
    monkeypatch.setattr(picotafel.loop, "gc", HeapGauge(dev.events, free))
    paced(dev, keys)
    return dev.events


def test_a_low_heap_is_collected_in_the_pause_after_a_key_once_its_screen_is_sent(
        tmp_path, monkeypatch):
    events = collects_after_keys(tmp_path, monkeypatch, config.IDLE_GC_FREE - 1)
    # what the loop did for each key, the key's own trace last
    each, one = [], []
    for e in events:
        one.append(e)
        if e.startswith("key "):
            each.append(one)
            one = []
    assert "collect" not in one             # nothing collected while no key came
    for one in each:
        assert one.count("collect") == 1
        c = one.index("collect")
        assert "show" in one[:c]            # the key's screen went first
        assert "save" not in one[c:]        # and its save


def test_a_heap_with_room_is_left_to_the_next_key(tmp_path, monkeypatch):
    events = collects_after_keys(tmp_path, monkeypatch, config.IDLE_GC_FREE)
    assert "collect" not in events
