"""picotafel in the browser (docs/web.md), the parts that need no browser: the built site's
firmware under MicroPython's WebAssembly port in Node (host_sim/web/node_page.mjs, with
the page's own engine.js), keyed beside the host simulator. Every screen is the
simulator's, what the page keeps is what the simulator saved, a reload resumes the match,
logs go out and come in. The same page in Chromium: tests/test_web_browser.py (make
test-long)."""

import json
import os
import random
import re

import pytest

from host_sim.bench.pomme_match import SETUP as POMME_SETUP  # La Pomme, two players, defaults
from host_sim.sim.device import Device
from host_sim.games.pomme import keyer as pomme_keyer
from host_sim.games.pomme.random_match import play_deal
from host_sim.sim.png import read_png_size
from host_sim.web import build
from host_sim.web.node import NodePage, SideBySide
from picotafel import config


@pytest.fixture
def table(web_site, tmp_path):
    page = NodePage(web_site)
    t = SideBySide(page, str(tmp_path))
    yield t
    page.close()


def pomme_deal(t, seed):
    m = t.app.match
    return play_deal(random.Random(seed), m.players, m.next_dealer)


def test_a_new_page_asks_the_language_first_as_a_new_device_does(table):
    assert type(table.app.stack[-1]).__name__ == "LangChoice"
    table.press("2")                    # German, as the device's list has it second
    table.press("#")
    assert table.page.last["labels"]["download"] == "Log speichern"
    assert table.page.last["labels"]["undo"] == "zurück"


def test_a_la_pomme_deal_shows_the_simulators_screen_after_every_key_and_every_wait(table):
    table.press("#")
    table.keys(POMME_SETUP)
    table.pause = (3, 700)              # tricks shown a while, messages turning their lines
    assert len(pomme_keyer.deal_keys(table, pomme_deal(table, 3))) > 30
    table.wait(2500)


def test_the_page_keeps_exactly_what_the_simulator_saved_after_every_key(table):
    table.press("#")
    table.keys(POMME_SETUP)
    pomme_keyer.deal_keys(table, pomme_deal(table, 4))
    kept = table.page.kept()
    assert kept == table.host_files()
    assert any(p.endswith(".log") and b"trick" in v for p, v in kept.items())


def test_a_reload_in_the_middle_of_a_deal_resumes_it_where_it_was(table):
    table.press("#")
    table.keys(POMME_SETUP)
    deal = pomme_deal(table, 5)
    pomme_keyer.deal_keys(table, deal[:4])
    before = table.app.match.count
    table.restart()                     # SideBySide checks the screens are the same
    assert table.app.match.count == before
    assert type(table.app.stack[-1]).__name__ == "PlayScreen"


def test_a_reload_in_the_middle_of_a_trick_puts_its_card_back(table):
    # The page saves as the device does: the card keyed of the trick in progress is
    # kept (saving/trick_kept.py) and back on the screen after a reload.
    table.press("#")
    table.keys(POMME_SETUP + "D6 C7")           # J♣ turned up, Q♦ keyed
    assert table.page.kept() == table.host_files()
    table.restart()                             # SideBySide checks the screens are the same
    assert table.app.stack[0].pending == [24]
    table.keys("A3")
    assert table.app.match.text().endswith("deal JC\ntrick QD 8S\n")


def test_an_error_is_shown_as_on_the_device_and_the_next_key_resumes_the_saved_match(table):
    table.press("#")
    table.keys(POMME_SETUP)
    pomme_keyer.deal_keys(table, pomme_deal(table, 9)[:3])
    count = table.app.match.count
    table.page.send({"python": "def boom(k):\n    raise ValueError('boom')\n"
                               "page.app.stack[-1].key = boom"})
    table.page.key("#")
    from picotafel.screens import ui_crash
    from picotafel.screens.gfx import new_screen
    buf, fb = new_screen()
    ui_crash.draw(fb, ValueError("boom"), True)
    assert table.page.frame() == bytes(buf)
    table.page.key("#")                 # any key: the App again, from what was saved
    table.dev = Device(os.path.join(table.data, "matches"), lang=None)
    table.check("after the restart")
    assert table.app.match.count == count


def test_the_laptop_keyboard_is_the_keypad_as_in_the_simulator(table):
    got = table.page.send({"keyboard": "enter"})       # the language screen: OK
    assert got["pressed"] == "#"
    assert table.page.send({"keyboard": "F"})["pressed"] == ""     # means nothing here
    table.dev.press("#")
    table.check("after Enter")


def test_a_refusal_buzzes_and_blinks_and_with_the_sound_off_only_blinks(table):
    table.press("#")
    table.keys(POMME_SETUP + " D6 A6 2 A6")      # the J of spades keyed again: refused
    tones = table.page.last["tones"]
    assert [f for _, f, d in tones if d] == [220]
    assert table.page.last["led"] == 1
    table.wait(400)
    assert table.page.last["led"] == 0
    table.keys("0")                     # the menu: Sound on -> off
    menu = table.app.stack[-1]
    i = [k for k in range(len(menu.items)) if menu.items[k].startswith("Sound")][0]
    table.keys("2" * i + "#**")
    assert table.app.sound == "off"
    table.keys("A6")
    assert table.app.flash_text and not [f for _, f, d in table.page.last["tones"] if d]
    assert table.page.last["led"] == 1


def test_the_log_downloaded_is_the_match_and_opens_again_as_a_new_saved_match(table):
    table.press("#")
    table.keys(POMME_SETUP)
    pomme_keyer.deal_keys(table, pomme_deal(table, 6))
    name, text = table.download()
    assert name == "picotafel-0001-pomme.log"
    assert text == table.app.match.text()
    table.open_log(text)                # the screen says "log opened as match 2"
    assert table.app.match_id == 2 and table.app.match.text() == text
    kept = table.page.kept()
    assert kept == table.host_files()
    assert len([p for p in kept if p.endswith(".log")]) == 2


def menu_item(table, item):
    """Open the menu and choose `item` (one of ui_menu.Menu.ids) with the keys."""
    table.press("0")
    table.keys("2" * table.app.stack[-1].ids.index(item) + "#")


def test_the_saved_list_gives_the_log_of_the_match_under_its_cursor(table):
    table.press("#")
    table.keys(POMME_SETUP)
    pomme_keyer.deal_keys(table, pomme_deal(table, 7))
    first = table.app.match.text()
    menu_item(table, "new")
    table.keys(POMME_SETUP)             # match 2 runs
    menu_item(table, "saved")
    table.press("2")                    # the cursor on match 1
    name, text = table.download()
    assert name == "picotafel-0001-pomme.log" and text == first
    assert table.app.match_id == 2


def test_a_match_deleted_in_the_saved_list_leaves_what_the_page_keeps(table):
    table.press("#")
    table.keys(POMME_SETUP)
    pomme_keyer.deal_keys(table, pomme_deal(table, 8))
    menu_item(table, "new")
    table.keys(POMME_SETUP)             # match 2 runs
    assert len([p for p in table.page.kept() if p.endswith(".log")]) == 2
    menu_item(table, "saved")
    table.keys("2#")                    # match 1's actions
    table.keys("22##")                  # Delete, and # again to delete
    kept = table.page.kept()
    assert kept == table.host_files()
    assert [p for p in kept if p.endswith(".log")] == ["matches/00/97_0002.log"]


def test_a_file_that_is_no_log_is_refused_with_its_line_and_nothing_saved_changes(table):
    table.press("#")
    table.keys(POMME_SETUP)
    before = table.page.kept()
    table.open_log("game pomme\nplayers Ana Ben\ndealer Ben\ndeal XX\n")
    assert table.app.flash_text.startswith("not opened, line 4: ")
    table.open_log("x" * (build_max() + 1))
    assert table.app.flash_text == "this file is not a match log"
    assert table.page.kept() == before


def test_with_no_match_there_is_no_log_to_save_and_the_screen_says_so(table):
    table.press("#")
    assert table.download() is None
    assert table.app.flash_text.startswith("no match to save")


def build_max():
    from picotafel.web.storage import MAX_LOG
    return MAX_LOG


# -- the site as built ---------------------------------------------------------------------

def site_file(site, name):
    with open(os.path.join(site, name), "rb") as f:
        return f.read()


def test_the_site_ships_micropythons_licence_beside_its_files(web_site):
    names = set(os.listdir(os.path.join(web_site, "micropython")))
    assert names == {"micropython.js", "micropython.wasm", "LICENSE"}
    text = site_file(web_site, "micropython/LICENSE").decode()
    with open(os.path.join(build.PACKAGE, "package.json"), encoding="utf-8") as f:
        version = json.load(f)["version"]
    assert "version %s" % version in text
    assert "Copyright (c) 2013-" in text and "Damien P. George" in text
    assert "THE SOFTWARE IS PROVIDED \"AS IS\"" in text


def test_the_service_worker_keeps_every_file_of_the_site_for_use_offline(web_site):
    sw = site_file(web_site, "sw.js").decode()
    files = json.loads(re.search(r"const FILES = (\[.*?\]);", sw).group(1))
    every = sorted(os.path.relpath(os.path.join(d, f), web_site).replace(os.sep, "/")
                   for d, _, fs in os.walk(web_site) for f in fs)
    assert sorted(files) == sorted(["./"] + [f for f in every if f != "sw.js"])
    assert re.search(r'const CACHE = "picotafel-[0-9a-f]{16}";', sw)


def test_the_manifest_makes_it_installable_with_its_icons_there(web_site):
    m = json.loads(site_file(web_site, "manifest.webmanifest"))
    assert m["display"] == "standalone" and m["start_url"]
    for icon in m["icons"]:
        w, h = read_png_size(os.path.join(web_site, icon["src"]))
        assert "%dx%d" % (w, h) == icon["sizes"]
    assert {i["purpose"] for i in m["icons"]} == {"any", "maskable"}


def test_the_keypad_has_the_overlays_legend_in_the_matrix_order(web_site):
    page = site_file(web_site, "index.html").decode()
    keys = re.findall(r'<button type="button" class="key ([a-z ]+)" data-key="(.)"', page)
    assert "".join(k for _, k in keys) == "".join(config.KEYMAP)
    kinds = dict((k, kind) for kind, k in keys)
    assert kinds["1"] == "rank" and kinds["B"] == "suit red" and kinds["A"] == "suit"
    assert kinds["#"] == "word"

