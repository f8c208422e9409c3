"""One loop (issue 35, item 4): the Pico (device.loop on fake hardware), the web page
(web/page.py, here under CPython with a stand-in for the page's script) and the host
simulator (host_sim/sim/device.py) run every key through the same pass,
picotafel.loop.Loop.step, so they cannot drift: each draws a key's screen before it saves
what the key applied, and the same keys save on all three."""

import pytest

from picotafel import device
from fakes import FakePico, Stop
from host_sim.sim.device import Device
from picotafel import config
from picotafel.loop import Loop
from picotafel.saving.storage import Store
from picotafel.saving.storage_settings import put_setting
from picotafel.screens.gfx import new_screen
from picotafel.screens.ui import App
from picotafel.web import storage as web_storage
from picotafel.web.page import Page

# La Pomme, P1 P2, defaults, J♣ turned up; a trick Q♦ 8♠, then * takes its card back
KEYS = "###8888##D6C7A3*"


def record(monkeypatch, out):
    """What the three do, appended to `out` in order: "key K" as a pass of Loop.step
    takes key K (the step itself, wrapped: a platform with a loop of its own would record
    no key), "draw" as the App draws a screen, "save" as the Store writes a match."""
    step, draw = Loop.step, App.draw
    save, new = Store.save, Store.new

    def stepped(self, k, now):
        if k:
            out.append("key " + k)
        return step(self, k, now)

    def drawn(self, fb):
        out.append("draw")
        return draw(self, fb)

    def saved(self, *args):
        out.append("save")
        return save(self, *args)

    def made(self, *args):
        out.append("save")
        return new(self, *args)
    monkeypatch.setattr(Loop, "step", stepped)
    monkeypatch.setattr(App, "draw", drawn)
    monkeypatch.setattr(Store, "save", saved)
    monkeypatch.setattr(Store, "new", made)
    return out


@pytest.fixture
def events(monkeypatch):
    return record(monkeypatch, [])


def english(folder):
    """A data folder whose language was chosen at the first start (no language screen)."""
    put_setting(Store(folder), "lang", "en")
    return folder


def on_the_host(folder):
    dev = Device(data_dir=folder)
    for k in KEYS:
        dev.press(k)
    return dev.app


def on_the_pico(folder):
    pico = FakePico(config, limit_ms=500 + 200 * len(KEYS) + 1000)
    t = 500
    for k in KEYS:                      # a person's pace: 80 ms down, a key every 200 ms
        pico.tap(t, k, hold=80)
        t += 200
    display, keypad, power, battery, _ = device.build(pico.machine, pico.time)
    app = App(store=Store(folder), battery=battery.volts)
    buf, fb = new_screen()
    try:
        device.loop(app, display, keypad, power, buf, fb, pico.time.ticks_ms)
    except Stop:
        pass
    return app


class Script:
    """The page's script (host_sim/web/app.js) as Page calls it: every call taken."""

    def __getattr__(self, name):
        return lambda *args: None


def on_the_page(folder, monkeypatch):
    monkeypatch.setattr(web_storage, "open_store", lambda: Store(folder))
    page = Page(Script(), 0)
    for i, k in enumerate(KEYS):
        page.key(k, 200 * (i + 1))
    return page.app


def by_key(events):
    """The events of each key, from its pass to the next key's."""
    out = []
    for e in events:
        if e.startswith("key "):
            out.append([e])
        elif out:
            out[-1].append(e)
    return out


def run(where, tmp_path, events, monkeypatch):
    folder = english(str(tmp_path / where))
    if where == "host":
        app = on_the_host(folder)
    elif where == "pico":
        app = on_the_pico(folder)
    else:
        app = on_the_page(folder, monkeypatch)
    assert app.match.text().endswith("deal JC\n")       # the trick taken back
    return by_key(events)


@pytest.mark.parametrize("where", ["host", "pico", "page"])
def test_every_key_goes_through_the_shared_step(where, tmp_path, events, monkeypatch):
    keys = run(where, tmp_path, events, monkeypatch)
    assert [each[0] for each in keys] == ["key " + k for k in KEYS]


@pytest.mark.parametrize("where", ["host", "pico", "page"])
def test_a_keys_save_comes_after_its_screen_is_drawn(where, tmp_path, events, monkeypatch):
    keys = run(where, tmp_path, events, monkeypatch)
    saving = [each for each in keys if "save" in each]
    assert len(saving) >= 3             # the new match, the trick, the undo
    for each in saving:
        assert "draw" in each[:each.index("save")]


def test_the_same_keys_save_on_the_pico_the_page_and_the_host(tmp_path, monkeypatch):
    saved = {}
    for where in ("host", "pico", "page"):
        with monkeypatch.context() as m:
            keys = run(where, tmp_path, record(m, []), m)
        saved[where] = [(each[0], each.count("save")) for each in keys]
    assert saved["pico"] == saved["host"] == saved["page"]
