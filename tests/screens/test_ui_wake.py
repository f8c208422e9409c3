"""What the device may sleep through: App.wake_in and Sound.wake_in say when the next tick
changes something (the loop lightsleeps until then or a key, hw/power.py). A tick before
that deadline must change nothing on the screen, and the tick at it must do its work."""

import random

from host_sim.bench.pomme_match import match_keys
from host_sim.sim.device import Device, play_keys
from picotafel.hw.sound import LOW_EVERY_MS, LOW_ON_MS, TONES, Sound
from picotafel.screens.ui import BATTERY_EVERY_MS, TURN_MS
from picotafel.screens.ui_setup import TAP_MS
from picotafel.screens.ui_tricks import SHOW_TRICK_MS

from fakes import FakePWM


def keyed_to_just_before_each_deadline(battery):
    """A whole La Pomme match, each key pressed 1 ms before the deadline the last one
    left (or 100 s on if none): (device, the deadlines seen, the log)."""
    keys, log = match_keys(random.Random(5))
    dev = Device(battery=battery)
    seen = set()
    for k in keys:
        dev.press(k)
        w = dev.app.wake_in(dev.now)
        seen.add(w)
        if w is None or w > 1:
            dev.now += 100_000 if w is None else w - 1
            dev.app.tick(dev.now)
            assert not dev.app.dirty, "a tick before the deadline changed the screen"
    return dev, seen, log


def test_no_tick_before_the_deadline_changes_the_screen_over_a_whole_match():
    dev, seen, log = keyed_to_just_before_each_deadline(None)
    assert dev.log() == log                     # the keys meant what they meant keyed fast
    assert None in seen and SHOW_TRICK_MS in seen


def test_with_a_battery_the_next_reading_is_a_deadline_too():
    dev, seen, log = keyed_to_just_before_each_deadline(lambda: 4.0)
    assert dev.log() == log
    assert None not in seen and max(seen) <= BATTERY_EVERY_MS


def test_a_name_letter_is_taken_when_the_tap_time_ends():
    dev = Device()
    play_keys(dev, "#5")        # the first player's name
    dev.press("2")
    assert dev.app.wake_in(dev.now) == TAP_MS
    dev.app.tick(dev.now + TAP_MS - 1)
    assert not dev.app.dirty
    dev.app.tick(dev.now + TAP_MS)
    assert dev.app.dirty and dev.app.wake_in(dev.now + TAP_MS) is None


def test_a_won_trick_comes_back_to_the_table_at_its_deadline():
    keys, _ = match_keys(random.Random(5))
    dev = Device()
    for k in keys:
        dev.press(k)
        if dev.app.wake_in(dev.now) == SHOW_TRICK_MS:
            break
    dev.app.tick(dev.now + SHOW_TRICK_MS)
    assert dev.app.dirty and dev.app.wake_in(dev.now + SHOW_TRICK_MS) is None


def test_a_long_message_asks_to_be_woken_to_turn_its_lines():
    dev = Device()
    dev.app.flash("a message far too long for the one line at the bottom of the screen")
    assert dev.app.wake_in(dev.now) == TURN_MS
    dev.app.dirty = False
    dev.app.tick(TURN_MS)
    assert dev.app.dirty and dev.app.flash_page == 1


def test_a_low_battery_is_said_at_the_reading_the_deadline_wakes_for():
    volts = [4.0]
    dev = Device(battery=lambda: volts[0])
    assert dev.app.wake_in(dev.now) == BATTERY_EVERY_MS
    volts[0] = 3.0
    dev.wait(BATTERY_EVERY_MS - 1)
    assert not dev.app.battery_low
    dev.wait(1)
    assert dev.app.battery_low and dev.app.flash_text


class SoundApp:
    def __init__(self, low=False):
        self.signals = []
        self.sound = "on"
        self.battery_low = low


def test_the_sound_wakes_for_its_next_note_and_blink_and_sleeps_when_silent():
    s = Sound(FakePWM(15), None, lambda a, b: a - b)
    app = SoundApp()
    assert s.wake_in(0) is None
    app.signals.append("deal")
    s.update(app, 0)
    assert s.wake_in(10) == TONES["deal"][0][1] - 10
    t = 0
    while s.busy():
        t += 5
        s.update(app, t)
    assert s.wake_in(t) is None


def test_a_low_battery_flash_wakes_the_pico_to_switch_the_led():
    s = Sound(None, None, lambda a, b: a - b)
    app = SoundApp(low=True)
    s.update(app, 0)
    assert s.led_on and s.wake_in(0) == LOW_ON_MS
    s.update(app, LOW_ON_MS)
    assert not s.led_on and s.wake_in(LOW_ON_MS) == LOW_EVERY_MS - LOW_ON_MS
    app.battery_low = False
    s.update(app, LOW_EVERY_MS)
    assert s.wake_in(LOW_EVERY_MS) is None


def test_the_dim_time_is_a_menu_setting_kept_on_the_device(tmp_path):
    from picotafel.saving.storage import Store
    from picotafel.saving.storage_settings import setting
    data = str(tmp_path / "data")
    dev = Device(data_dir=data)
    play_keys(dev, "0")
    menu = dev.app.stack[-1]
    i = menu.ids.index("dim")
    assert menu.items[i] == "Dim after 1 min" and dev.app.dim == 60_000
    play_keys(dev, "8" * i + "#")
    assert menu.items[i] == "Dim after 2 min" and dev.app.dim == 120_000
    play_keys(dev, "66")
    assert menu.items[i] == "Dim after 30 s" and dev.app.dim == 30_000
    assert setting(Store(data), "dim") == "30000"
    assert Device(data_dir=data).app.dim == 30_000      # after a restart
