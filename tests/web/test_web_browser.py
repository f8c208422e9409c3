"""picotafel in a real browser (docs/web.md, make test-long): `make web`'s site served on
127.0.0.1 to Debian's Chromium, headless, keyed by pressing the page's buttons beside the
host simulator, every screen read back from the canvas and compared pixel for pixel (the
page's clock moved by the test, so timed screens compare too); a reload in the middle of
a deal; the log saved and opened through the page's own buttons; the page offline; the
layout at a phone's size."""

import json
import os
import random
import time

import pytest

from host_sim.games.jass import keyer as keyer_jass
from host_sim.bench.pomme_match import SETUP as POMME_SETUP
from host_sim.games.pomme import keyer as pomme_keyer
from host_sim.games.jass.random_match import play_deal as jass_deal
from host_sim.games.pomme.random_match import play_deal as pomme_deal
from host_sim.web import browser
from host_sim.web.node import SideBySide

pytestmark = pytest.mark.long

KEY_MM = 9.0
MM_PER_CSS_PX = 0.16        # the densest phones' CSS pixel (about 160 to the inch)
PHONE = (412, 915, 2.625)   # a common Android phone held upright: CSS px and pixel ratio


@pytest.fixture(scope="module")
def served(web_site):
    why = browser.missing()
    if why:
        if os.environ.get("CI") == "true":
            pytest.fail("the browser tests cannot run in CI: " + why)
        pytest.skip("the browser tests cannot run here: " + why)
    server = browser.Server(web_site)
    yield server
    server.close()


@pytest.fixture
def chromium(served):
    d = browser.driver()
    yield d
    d.quit()


@pytest.fixture
def table(served, chromium, tmp_path):
    return SideBySide(browser.BrowserPage(chromium, served.url), str(tmp_path))


def test_a_la_pomme_deal_keyed_on_the_pages_buttons_shows_the_simulators_screens(table):
    table.press("#")                    # the language, as a new device asks it
    table.keys(POMME_SETUP)
    table.pause = (3, 700)              # tricks shown a while, messages turning their lines
    m = table.app.match
    assert len(pomme_keyer.deal_keys(
        table, pomme_deal(random.Random(11), m.players, m.next_dealer))) > 30
    table.wait(2500)
    assert table.app.match.game.results    # the deal is over, its summary on the screen


def test_a_jass_deal_keyed_on_the_pages_buttons_shows_the_simulators_screens(table):
    table.press("#")
    table.keys(keyer_jass.setup_keys())
    table.pause = (5, 900)
    m = table.app.match
    assert keyer_jass.key_deal(table, jass_deal(random.Random(12), m.players, m.next_dealer,
                                                False)) > 36
    table.wait(2500)
    assert table.app.match.game.results


def test_a_reload_in_the_middle_of_a_deal_resumes_it_where_it_was(table):
    table.press("#")
    table.keys(POMME_SETUP)
    m = table.app.match
    deal = pomme_deal(random.Random(13), m.players, m.next_dealer)
    pomme_keyer.deal_keys(table, deal[:5])
    assert table.page.kept() == table.host_files()
    count = table.app.match.count
    table.restart()                     # the screens after the reload are compared too
    assert table.app.match.count == count
    table.keys("*")                     # and it goes on: undo the last card
    assert table.app.match.count == count - 1


def test_the_log_is_saved_and_opened_through_the_pages_own_buttons(served, tmp_path):
    downloads = str(tmp_path / "downloads")
    os.makedirs(downloads)
    d = browser.driver(downloads=downloads)
    try:
        t = SideBySide(browser.BrowserPage(d, served.url), str(tmp_path))
        t.press("#")
        t.keys(POMME_SETUP)
        m = t.app.match
        pomme_keyer.deal_keys(t, pomme_deal(random.Random(14), m.players, m.next_dealer)[:6])
        d.find_element("css selector", '[data-action="download"]').click()
        path = os.path.join(downloads, "picotafel-0001-pomme.log")
        end = time.monotonic() + 30
        while not os.path.exists(path) and time.monotonic() < end:
            time.sleep(0.1)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        assert text == t.app.match.text()
        d.find_element("css selector", "#open").send_keys(path)
        end = time.monotonic() + 30
        while len([p for p in t.page.kept() if p.endswith(".log")]) < 2:
            assert time.monotonic() < end, "the opened log was not kept"
            time.sleep(0.1)
        from picotafel.web import storage
        storage.open_log(t.dev.app, text)       # the simulator opens it too
        t.check("after opening the log")
        assert t.app.match_id == 2 and t.app.match.text() == text
        # A key outside the data folder, planted: set aside at the reload, and saved
        # by the page's own button with its key and bytes.
        d.execute_async_script("""
            const done = arguments[arguments.length - 1];
            const req = indexedDB.open("picotafel", 1);
            req.onsuccess = () => {
              const tx = req.result.transaction("files", "readwrite");
              tx.objectStore("files").put(new TextEncoder().encode("planted"), "../lib/x.py");
              tx.oncomplete = () => { req.result.close(); done(true); };
            };""")
        t.page.restart()
        assert t.page.js("return picotafel.aside") == 1
        d.find_element("css selector", '[data-action="aside"]').click()
        path = os.path.join(downloads, "picotafel-set-aside.json")
        end = time.monotonic() + 30
        while not os.path.exists(path) and time.monotonic() < end:
            time.sleep(0.1)
        with open(path, encoding="utf-8") as f:
            assert json.load(f) == [{"key": "../lib/x.py", "base64": "cGxhbnRlZA==",
                                     "text": "planted"}]
    finally:
        d.quit()


def test_backup_csv_and_restore_go_through_the_pages_own_buttons(served, tmp_path):
    from picotafel.web import archive
    examples = os.path.join(
        os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "examples")
    downloads = str(tmp_path / "downloads")
    os.makedirs(downloads)
    d = browser.driver(downloads=downloads)

    def logs(page, at_least):
        end = time.monotonic() + 30
        while True:
            got = {p: v.decode() for p, v in page.kept().items() if p.endswith(".log")}
            if len(got) >= at_least or time.monotonic() > end:
                return got
            time.sleep(0.1)

    def downloaded(action, name):
        d.find_element("css selector", '[data-action="%s"]' % action).click()
        path = os.path.join(downloads, name)
        end = time.monotonic() + 30
        while not os.path.exists(path) and time.monotonic() < end:
            time.sleep(0.1)
        with open(path, encoding="utf-8", newline="") as f:
            return f.read()
    try:
        page = browser.BrowserPage(d, served.url)
        page.key("#")
        two = [os.path.join(examples, g + ".log") for g in ("pomme", "jass")]
        d.find_element("css selector", "#open").send_keys("\n".join(two))
        kept = logs(page, 2)
        assert len(kept) == 2
        backup = json.loads(downloaded("backup", "picotafel-backup.json"))
        assert backup["matches"] == kept
        csv = downloaded("csv", "picotafel-deals.csv")
        assert csv == archive.csv_text(sorted(kept.items())) and csv.count("\r\n") > 2
        with open(os.path.join(examples, "schieber.log"), encoding="utf-8") as f:
            backup["matches"]["matches/00/97_0003.log"] = f.read()
        path = str(tmp_path / "backup.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(backup, f)
        d.find_element("css selector", "#restore").send_keys(path)
        after = logs(page, 3)
        assert len(after) == 3 and all(after[p] == v for p, v in kept.items())
    finally:
        d.quit()


def test_statistics_sheet_and_usb_buttons_show_the_hosts_stats_and_sheet(served, tmp_path, capsys):
    from host_sim.cli import cmd_sheet, cmd_stats
    examples = os.path.join(
        os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "examples")
    downloads = str(tmp_path / "downloads")
    os.makedirs(downloads)
    d = browser.driver(downloads=downloads)

    def press(action):
        d.find_element("css selector", '[data-action="%s"]' % action).click()
    try:
        page = browser.BrowserPage(d, served.url)
        page.key("#")
        d.find_element("css selector", "#open").send_keys(os.path.join(examples, "schieber.log"))
        end = time.monotonic() + 30
        while not any(p.endswith(".log") for p in page.kept()) and time.monotonic() < end:
            time.sleep(0.1)
        folder = tmp_path / "pulled"
        for path, data in page.kept().items():
            (folder / path).parent.mkdir(parents=True, exist_ok=True)
            (folder / path).write_bytes(data)
        [log] = [p for p in page.kept() if p.endswith(".log")]
        press("stats")
        view = page.js("return window.picotafel.view")
        capsys.readouterr()
        assert cmd_stats.main([str(folder)]) == 0
        assert view["kind"] == "stats" and view["text"] + "\n" == capsys.readouterr().out
        assert page.js("return document.querySelector('#view-text').textContent") == view["text"]
        press("view-close")
        assert page.js("return document.querySelector('#view').hidden")
        press("sheet")                  # the match opened is the one pointed at
        view = page.js("return window.picotafel.view")
        out = tmp_path / "host.svg"
        assert cmd_sheet.main([str(folder / log), "--svg", str(out), "--lang", "en"]) == 0
        assert view["kind"] == "sheet" and view["text"] == out.read_text(encoding="utf-8")
        assert page.js("return document.querySelectorAll('#view-sheet svg polyline.series')"
                       ".length") == 2
        press("view-save")
        saved = os.path.join(downloads, view["name"])
        end = time.monotonic() + 30
        while not os.path.exists(saved) and time.monotonic() < end:
            time.sleep(0.1)
        with open(saved, encoding="utf-8") as f:
            assert f.read() == view["text"]
        press("view-close")
        has_serial = page.js("return !!navigator.serial")
        assert page.js("return document.querySelector('[data-action=\"serial\"]').hidden") \
            == (not has_serial)
        if has_serial:                  # no Pico here: the chooser finds none, nothing changes
            press("serial")
            time.sleep(1)
            assert page.js("return window.picotafel.failed") is None
    finally:
        d.quit()
    capsys.readouterr()


def test_the_page_opens_offline_from_its_service_worker_with_the_match(web_site, tmp_path):
    why = browser.missing()
    if why:
        pytest.skip(why)
    server = browser.Server(web_site)
    d = browser.driver()
    try:
        page = browser.BrowserPage(d, server.url)
        page.key("#")
        for k in POMME_SETUP.replace(" ", ""):
            page.key(k)
        d.execute_async_script("""
            const done = arguments[arguments.length - 1];
            navigator.serviceWorker.ready.then(() => done(true));""")
        page.settle()
        server.close()                  # no network from here on
        server = None
        page.open()
        assert page.js("return picotafel.frames") >= 1
        assert page.kept()
    finally:
        d.quit()
        if server is not None:
            server.close()


class Frame:
    """The screen the firmware draws for a page, drawn on the host."""

    def show(self, hex_frame):
        self.frame = bytes.fromhex(hex_frame)

    def contrast(self, level):
        pass


def moved_frame():
    from picotafel import lang
    from picotafel.web import page
    lang.use("en")
    want = Frame()
    p = page.Page.__new__(page.Page)
    from picotafel.screens.gfx import new_screen
    from picotafel.web.canvas import Canvas
    p.buf, p.fb = new_screen()
    p.canvas = Canvas(want)
    p.moved()
    return want.frame


def wait_for(page, script, what, timeout=60):
    end = time.monotonic() + timeout
    while not page.js(script):
        assert time.monotonic() < end, what
        time.sleep(0.05)


def test_a_second_page_takes_the_match_over_and_the_first_says_so_and_takes_it_back(served):
    d = browser.driver()
    try:
        first = browser.BrowserPage(d, served.url)
        assert first.js("return picotafel.audio()[0]") == "none"
        first.key("#")                  # the first tap wakes the sound (and the language)
        wait_for(first, "return picotafel.audio()[0] === 'running'", "no sound after a tap")
        for k in (POMME_SETUP + "D6A62A6").replace(" ", ""):    # the last card is refused
            first.key(k)
        assert 220 in [f for _, f, duty in first.js("return picotafel.tones") if duty]
        assert first.js("return picotafel.audio()[1]") >= 1     # and heard
        before = first.kept()
        d.switch_to.new_window("tab")
        second = browser.BrowserPage(d, served.url)     # starts once the first let go
        assert second.kept() == before
        assert second.js("return picotafel.frames") >= 1
        d.switch_to.window(d.window_handles[0])
        wait_for(first, "return picotafel.moved", "the first page did not say it moved")
        assert first.frame() == moved_frame()
        first.key("#")                  # a key takes it back: the page starts again
        first.wait_ready()
        d.switch_to.window(d.window_handles[1])
        wait_for(second, "return picotafel.moved", "the second page did not let go")
        d.switch_to.window(d.window_handles[0])
        assert first.kept() == before and not first.js("return picotafel.moved")
    finally:
        d.quit()


def test_a_failed_save_stays_said_and_lands_when_the_database_opens_again(table):
    table.press("#")
    table.keys(POMME_SETUP)
    m = table.app.match
    deal = pomme_deal(random.Random(15), m.players, m.next_dealer)
    table.page.settle()
    table.check = lambda where: None    # the page flashes what the simulator never meets
    table.page.js("""                   // every save fails, as on a full disk
        window.realTransaction = IDBDatabase.prototype.transaction;
        IDBDatabase.prototype.transaction = function () {
          throw new DOMException("the disk is full", "QuotaExceededError"); };""")
    pomme_keyer.deal_keys(table, deal[:3])
    note = table.page.js("return picotafel.note")
    assert note.startswith("Not kept in this browser: QuotaExceededError: the disk is full.")
    assert table.page.js("return document.querySelector('#note').hidden") is False
    table.wait(2000)
    assert table.page.js("return picotafel.note") == note
    table.page.d.execute_async_script("""   // room again, and the storage cleared while open
        const done = arguments[arguments.length - 1];
        IDBDatabase.prototype.transaction = window.realTransaction;
        indexedDB.deleteDatabase("picotafel").onsuccess = () => done(true);""")
    table.wait(9000)                    # the page tries again: opened anew, written whole
    table.page.settle()
    assert table.page.js("return picotafel.note") == ""
    assert table.page.js("return document.querySelector('#note').hidden") is True
    assert table.page.kept() == table.host_files()


def key_boxes(d):
    """(width, height, left, top, right, bottom) in CSS px of every key, and the
    viewport's (width, height)."""
    return d.execute_script("""
        const out = [...document.querySelectorAll('.key')].map((b) => {
          const r = b.getBoundingClientRect();
          return [r.width, r.height, r.left, r.top, r.right, r.bottom]; });
        return [out, [innerWidth, innerHeight]];""")


@pytest.mark.parametrize("upright", (True, False), ids=("portrait", "landscape"))
def test_at_a_phones_size_all_keys_show_at_least_9_mm_wide_and_high(served, tmp_path, upright):
    w, h, ratio = PHONE
    d = browser.driver(phone=(w, h, ratio) if upright else (h, w, ratio))
    try:
        page = browser.BrowserPage(d, served.url)
        page.key("#")
        boxes, (vw, vh) = key_boxes(d)
        assert len(boxes) == 16
        small = min(min(b[0], b[1]) for b in boxes)
        assert small * MM_PER_CSS_PX >= KEY_MM, "keys of %.0f CSS px" % small
        assert all(b[2] >= 0 and b[3] >= 0 and b[4] <= vw and b[5] <= vh for b in boxes)
        screen = d.execute_script("""
            const c = document.querySelector('#screen'); const r = c.getBoundingClientRect();
            return [c.width, c.height, r.left, r.top, r.right, r.bottom];""")
        assert screen[0] % 128 == 0 and screen[0] // 128 >= 2 and screen[1] * 2 == screen[0]
        keypad_top = min(b[3] for b in boxes)
        keypad_left = min(b[2] for b in boxes)
        if upright:
            assert screen[5] <= keypad_top          # the screen above the keys
        else:
            assert screen[4] <= keypad_left         # the screen beside them
        shot = str(tmp_path / ("phone-%s.png" % ("portrait" if upright else "landscape")))
        d.save_screenshot(shot)
        keep = os.environ.get("PICOTAFEL_WEB_SHOTS")
        if keep:                        # to look at them: PICOTAFEL_WEB_SHOTS=DIR
            os.makedirs(keep, exist_ok=True)
            d.save_screenshot(os.path.join(keep, os.path.basename(shot)))
    finally:
        d.quit()
