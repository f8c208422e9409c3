"""Sound and light (docs/playing.md): which tones, when, at which setting; the LED
blinks on a refusal and slowly while the battery is low; the `sound` setting in the menu
kept on the device; the simulator's bell and LED. Through the fakes of tests/fakes.py."""

from fakes import FakePWM
from host_sim.sim.device import Device, play_keys
from picotafel.hw.sound import Sound, TONES, DUTY, CLICK_DUTY, BLINK
from picotafel.saving.storage import Store
from screens import render

SETUP = "### 8888# #"          # La Pomme, P1 P2, P2 deals


class Led:
    def __init__(self):
        self.values = []

    def value(self, v):
        self.values.append(v)


class App:
    def __init__(self, sound="on"):
        self.signals = []
        self.sound = sound
        self.battery_low = False


def sound():
    pwm = FakePWM(15)
    led = Led()
    return Sound(pwm, led, lambda a, b: a - b), pwm, led


def tones(pwm):
    """(frequency, duty) of each change that sounds."""
    return [(f, d) for _, f, d in pwm.log if d]


def run(s, app, until, step=5, start=0):
    for t in range(start, until, step):
        s.update(app, t)


def test_a_refusal_buzzes_low_and_short_and_blinks_the_led():
    s, pwm, led = sound()
    app = App()
    app.signals.append("refuse")
    s.update(app, 0)
    assert tones(pwm) == [(220, DUTY["on"])] and s.busy()
    assert app.signals == []
    run(s, app, 400, start=5)
    assert pwm.duty == 0 and not s.busy()
    assert led.values[-4:] == [1, 0, 1, 0]
    assert sum(BLINK) < 400


def test_each_kind_plays_its_tune_and_ends_silent():
    for kind in ("deal", "winner"):
        s, pwm, led = sound()
        app = App()
        app.signals.append(kind)
        run(s, app, 2000)
        assert [f for f, _ in tones(pwm)] == [f for f, _ in TONES[kind] if f]
        assert pwm.duty == 0 and led.values[-1:] != [1]


def test_the_setting_off_quiet_on():
    for level, want in (("off", []), ("quiet", [(220, DUTY["quiet"])]),
                        ("on", [(220, DUTY["on"])])):
        s, pwm, led = sound()
        app = App(level)
        app.signals.append("refuse")
        run(s, app, 300)
        assert tones(pwm) == want, level
        assert 1 in led.values            # the LED blinks whatever the sound
    # The faint click of an accepted card: only with "on".
    for level, want in (("quiet", []), ("on", [(TONES["card"][0][0], CLICK_DUTY)])):
        s, pwm, led = sound()
        app = App(level)
        app.signals.append("card")
        run(s, app, 100)
        assert tones(pwm) == want, level


def test_the_led_blinks_slowly_while_the_battery_is_low():
    s, pwm, led = sound()
    app = App()
    app.battery_low = True
    run(s, app, 7000, step=10)
    ons = led.values.count(1)
    assert 2 <= ons <= 3 and pwm.log == [(0, 0, 0)]
    assert s.busy() is False                  # the slow blink never keeps the Pico awake


def test_the_ui_signals_refusals_cards_deals_and_the_winner():
    dev = render(SETUP + " D6")
    app = dev.app
    del app.signals[:]
    play_keys(dev, "A6")                      # J♠ led: a card
    assert app.signals == ["card"]
    play_keys(dev, "2 A6")                    # 7♠, then J♠ again: refused
    assert app.signals[-1] == "refuse"
    dev = render(SETUP + " D6 A6 2 C7 A3 B9 D1 A4 8 A5 9 B8 3 D2 4 C2 D5 B7")
    del dev.app.signals[:]
    play_keys(dev, "1")                       # the last card: the deal is over
    assert dev.app.signals == ["card", "deal"]
    dev = render("### 888 #1# 8# # D6 A6 2 C7 A3 B9 D1 A4 8 A5 9 B8 3 D2 4 C2 D5 B7")
    del dev.app.signals[:]
    play_keys(dev, "1")                       # target 1: the winner
    assert dev.app.signals == ["card", "winner"]


def test_a_breach_screen_signals_a_refusal():
    dev = render(SETUP + " D6 C7 A3 C8")
    del dev.app.signals[:]
    play_keys(dev, "2C")
    assert "refuse" in dev.app.signals


def test_the_sound_setting_is_in_the_menu_and_kept_on_the_device(tmp_path):
    data = str(tmp_path / "data")
    dev = Device(data_dir=data)
    play_keys(dev, "0")
    menu = dev.app.stack[-1]
    i = [k for k in range(len(menu.items)) if menu.items[k].startswith("Sound")][0]
    assert menu.items[i] == "Sound: on"
    play_keys(dev, "8" * i + "#")
    assert menu.items[i] == "Sound: off" and dev.app.sound == "off"
    play_keys(dev, "6")
    assert dev.app.sound == "quiet"
    from picotafel.saving.storage_settings import setting
    assert setting(Store(data), "sound") == "quiet"
    assert Device(data_dir=data).app.sound == "quiet"     # after a restart


def test_the_simulator_rings_the_bell_and_draws_the_led():
    from host_sim.cli.cmd_sim import Lights, frame
    dev = render(SETUP + " D6 A6 2")
    lights = Lights()
    del dev.app.signals[:]
    play_keys(dev, "A6")                      # J♠ again: refused
    assert lights.update(dev.app, 0) == 1 and lights.led
    assert any("LED \x1b[1m\u25cf" in line for line in frame(dev, None, lights.led))
    for t in range(0, 1000, 20):
        lights.update(dev.app, t)
    assert not lights.led
    assert any("LED \u25cb" in line for line in frame(dev, None, lights.led))
    play_keys(dev, "A7")                      # a card: the click rings no bell
    assert lights.update(dev.app, 1000) == 0
