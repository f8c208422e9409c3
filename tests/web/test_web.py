"""picotafel in the browser (docs/web.md), the parts that need no browser: the built site's
firmware under MicroPython's WebAssembly port in Node (host_sim/web/node_page.mjs, with
the page's own engine.js), keyed beside the host simulator. Every screen is the
simulator's, what the page keeps is what the simulator saved, a reload resumes the match,
logs go out and come in. The same page in Chromium: tests/web/test_web_browser.py (make
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
    assert table.app.stack[-1].KIND == "lang"
    table.press("8")                    # German, as the device's list has it second
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
    assert table.app.stack[-1].KIND == "play"


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
    table.keys("8" * i + "#**")
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
    table.keys("8" * table.app.stack[-1].ids.index(item) + "#")


def test_the_saved_list_gives_the_log_of_the_match_under_its_cursor(table):
    table.press("#")
    table.keys(POMME_SETUP)
    pomme_keyer.deal_keys(table, pomme_deal(table, 7))
    first = table.app.match.text()
    menu_item(table, "new")
    table.keys(POMME_SETUP)             # match 2 runs
    menu_item(table, "saved")
    table.press("8")                    # the cursor on match 1
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
    table.keys("8#")                    # match 1's actions
    table.keys("88##")                  # Delete, and # again to delete
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



# -- the browser's storage: junk in it, saves that fail, the storage kept for good ------------

# Keys a stranger (an older page, a tool, a broken browser) could leave in IndexedDB: each
# outside the data folder or against one of the Store's folders (web/storage.py misplaced).
PLANTED = {
    "matches": b"a file where the saved matches' folder is",
    "matches/settings/x": b"a file in a folder the device does not keep",
    "": b"no name at all",
    "../lib/picotafel/__init__.py": b"raise ImportError('planted over the firmware')\n",
    "/lib/picotafel/web/page.py": b"raise ImportError('planted by an absolute path')\n",
    "matches/./state": b"0 1 0\n",
    "matches/00/../../../lib/picotafel/lang/__init__.py": b"raise ImportError('planted')\n",
    "matches/00": b"a file where a folder of a hundred matches is",
}

NOTICE_NOTES = "import json\nresult = json.dumps(getattr(page.app.stack[-1], 'notes', None))"


def test_keys_outside_the_data_folder_or_on_a_folder_are_set_aside_said_and_never_loaded(table):
    table.press("#")
    table.keys(POMME_SETUP)
    pomme_keyer.deal_keys(table, pomme_deal(table, 10)[:4])
    count, text = table.app.match.count, table.app.match.text()
    table.page.plant(PLANTED)
    table.page.restart()                # the page starts: no "could not start"
    notes = json.loads(table.page.python(NOTICE_NOTES))
    assert len(notes) == len(PLANTED)
    for key in PLANTED:
        shown = key if len(key) <= 40 else key[:39] + "\u2026"
        assert sum(n.startswith('set aside, not loaded: "%s" (' % shown) for n in notes) == 1, key
    assert "(outside the data folder)" in notes[0] or any("outside" in n for n in notes)
    table.page.key("#")                 # each message closes with a key, as the Store's do
    for _ in notes[1:]:
        table.page.key("#")
    assert table.page.python("result = page.app.match.count") == count
    got = table.page.download()         # the match can be exported
    assert got == "picotafel-0001-pomme.log\n" + text
    kept = table.page.kept()
    for key, data in PLANTED.items():   # left as they were: nothing of them lost
        assert kept[key] == data
    lib = table.page.python("import os, json\nresult = json.dumps(sorted("
                            "n for n in os.listdir('/lib/picotafel') if n.endswith('.py')))")
    assert lib == "[]"                  # the firmware is its own (.mpy) alone


def test_every_file_the_firmware_writes_is_one_the_page_lays_back(table):
    from picotafel.web.storage import misplaced
    table.press("#")
    table.keys(POMME_SETUP)
    pomme_keyer.deal_keys(table, pomme_deal(table, 11))
    menu_item(table, "sound")           # a setting kept
    kept = table.page.kept()
    assert len(kept) >= 3
    assert [p for p in kept if misplaced(p)] == []


def test_a_failed_save_stays_beside_the_screen_until_a_save_lands_with_what_it_carried(table):
    table.press("#")
    table.keys(POMME_SETUP)
    deal = pomme_deal(table, 12)
    table.check = lambda where: None    # the page flashes what the simulator never meets
    table.page.send({"fail": 1000})     # the disk full
    pomme_keyer.deal_keys(table, deal[:1])
    note = table.page.last["note"]
    assert note.startswith("Not kept in this browser: QuotaExceededError: the disk is full.")
    writes = table.page.last["writes"]
    table.press("2")                    # more keys, more tries: the note stays
    table.wait(3000)
    assert table.page.last["note"] == note and table.page.last["writes"] == writes
    table.page.send({"fail": 0})        # room again: the next try lands, with what the
    table.wait(8000)                    # failed ones carried (nothing changed since)
    assert table.page.last["note"] == ""
    assert table.page.kept() == table.host_files()


def test_a_storage_cleared_while_open_is_opened_again_and_written_whole(table):
    table.press("#")
    table.keys(POMME_SETUP)
    deal = pomme_deal(table, 13)
    pomme_keyer.deal_keys(table, deal[:3])
    table.page.send({"clear": True})    # the browser emptied it and closed the connection
    assert table.page.last["stored"] == 0
    table.wait(50)                      # the page's next tick: opened again, all written
    assert table.page.kept() == table.host_files()
    table.press("*")                    # and it goes on saving
    assert table.page.last["note"] == ""
    assert table.page.kept() == table.host_files()
    count = table.app.match.count
    table.restart()
    assert table.app.match.count == count


def test_the_menu_says_whether_the_browser_keeps_the_storage_and_asks_again(table):
    table.press("#")
    table.page.send({"storage": False})
    items = "import json\nresult = json.dumps(page.app.stack[-1].items)"
    table.page.key("0")
    assert json.loads(table.page.python(items))[-1] == "Storage: clearable"
    table.page.send({"storage": True})
    table.page.key("*")
    table.page.key("0")
    menu = json.loads(table.page.python(items))
    assert menu[-1] == "Storage: kept"
    from picotafel.screens.ui_base import DOWN
    for _ in range(len(menu) - 1):
        table.page.key(DOWN)
    table.page.key("#")                 # asks the browser again, and says the answer
    assert table.page.last["persists"] == 1
    assert table.page.python("result = page.app.flash_text") == \
        "this browser keeps the saved matches for good"


def test_the_home_screen_icon_shows_the_four_suits_each_apart():
    rows = build.icon_pixels(192)
    lit = [(x, y) for y, row in enumerate(rows) for x, v in enumerate(row) if v == 0xE8]
    xs, ys = [x for x, _ in lit], [y for _, y in lit]
    mid_x, mid_y = (min(xs) + max(xs)) // 2, (min(ys) + max(ys)) // 2
    assert all(rows[y][mid_x] != 0xE8 for y in range(192))     # a dark gap between them
    assert all(rows[mid_y][x] != 0xE8 for x in range(192))
    quadrants = {(x > mid_x, y > mid_y) for x, y in lit}
    assert len(quadrants) == 4                                  # one suit in each corner


def test_the_manifest_and_the_page_name_every_game(web_site):
    from picotafel.games import GAMES, TITLES
    m = json.loads(site_file(web_site, "manifest.webmanifest"))
    page = site_file(web_site, "index.html").decode()
    description = re.search(r'<meta name="description" content="([^"]*)"', page).group(1)
    for g in GAMES:
        assert TITLES[g] in m["description"] and TITLES[g] in description, g


def faces(page_html, key):
    """{face: the modes it shows in} of keypad key `key` in the built page."""
    button = re.search(r'<button[^>]*data-key="%s".*?</button>' % re.escape(key), page_html).group(0)
    return {f: set(m.split()) for f, m in re.findall(r'class="face face-(\w+)" data-in="([^"]*)"', button)}


def test_the_keys_show_digits_while_a_number_is_typed_ranks_and_suits_for_a_card_arrows_in_lists(table, web_site):
    page = site_file(web_site, "index.html").decode()
    assert faces(page, "3") == {"print": {"cards"}, "own": {"digits", "list", "suits"}}
    assert faces(page, "8") == {"print": {"cards"}, "own": {"digits", "suits"}, "arrow": {"list"}}
    assert faces(page, "B") == {"print": {"cards", "suits"}, "own": {"digits", "list"}}
    assert faces(page, "0") == {"print": {"cards", "list", "suits"}, "own": {"digits"}}
    assert faces(page, "#")["print"] == {"cards", "digits", "list", "suits"}
    assert table.page.last["keys"] == ["list", ""]           # the language list
    table.press("#")
    table.keys("###888#")                   # La Pomme's options: its target typed
    assert table.page.last["keys"] == ["digits", ""]
    table.keys("*" + "8#" + "#")            # back, to the start line, its dealer, the match
    assert table.page.last["keys"] == ["cards", ""]


def test_a_key_a_hint_writes_during_card_entry_shows_its_own_print(table):
    from host_sim.games.abstrac.keyer import setup_keys
    table.press("#")
    table.keys(setup_keys())                # Abstrac's grid: "1: P2's cards"
    assert table.page.last["keys"] == ["cards", "1"]


# -- the page as the table's archive: backup, restore, logs from files, the CSV ---------------

EXAMPLES = os.path.join(
    os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "examples")


def example(game):
    with open(os.path.join(EXAMPLES, game + ".log"), encoding="utf-8") as f:
        return f.read()


def page_call(table, code):
    """What page.<code> gives in the page (a str)."""
    return table.page.python("result = page." + code)


def restore(table, text):
    """A backup file opened with the page's Restore button."""
    table.page.send({"python": "page.restore(%r, 0)" % text})
    return table.page.python("result = page.app.flash_text")


def notes(table):
    return json.loads(table.page.python(NOTICE_NOTES)) or []


def saved_logs(table):
    return sorted(v.decode() for p, v in table.page.kept().items() if p.endswith(".log"))


def test_a_backup_restored_where_its_matches_are_adds_none_of_them_again(table):
    table.press("#")
    table.keys(POMME_SETUP)
    pomme_keyer.deal_keys(table, pomme_deal(table, 20))
    menu_item(table, "new")
    table.keys(POMME_SETUP)             # match 2 runs
    backup = json.loads(page_call(table, "backup()"))
    assert backup["picotafel"] == "backup" and backup["version"] == 1
    assert sorted(backup["matches"]) == sorted(p for p in table.page.kept() if p.endswith(".log"))
    before = table.page.kept()
    assert restore(table, json.dumps(backup)) == "0 matches added, 2 there already"
    assert table.page.kept() == before


def test_a_restored_match_whose_file_name_is_taken_gets_the_next_number(table):
    table.press("#")
    table.keys(POMME_SETUP)
    pomme_keyer.deal_keys(table, pomme_deal(table, 21))
    ours = table.app.match.text()
    [name] = [p for p in table.page.kept() if p.endswith(".log")]
    backup = {"picotafel": "backup", "version": 1,
              "matches": {name: example("jass"), "matches/00/98_0002.log": example("schieber")}}
    assert restore(table, json.dumps(backup)) == "2 matches added, 0 there already"
    from picotafel.web.archive import canonical
    assert sorted(canonical(t) for t in saved_logs(table)) == sorted(
        canonical(t) for t in (ours, example("jass"), example("schieber")))
    assert page_call(table, "app.match_id") == 1    # the running match goes on
    assert page_call(table, "app.match.text()") == ours


def test_junk_in_a_backup_is_said_entry_by_entry_and_the_rest_restored(table):
    table.press("#")
    bad = example("pomme").replace("\ndealer ", "\ndealer Zed\ndealer ", 1)
    backup = {"picotafel": "backup", "version": 1,
              "matches": {"a.log": example("pomme"), "b.log": "shopping list\n",
                          "c.log": bad, "d.log": 42}}
    assert restore(table, json.dumps(backup)) == "1 matches added, 0 there already"
    said = notes(table)
    assert len(said) == 3
    assert said[0].startswith("skipped b.log: not opened, line 1: ")
    assert said[1].startswith("skipped c.log: not opened, line ")
    assert said[2] == "skipped d.log: this file is not a match log"
    assert len(saved_logs(table)) == 1


def test_a_file_that_is_no_backup_is_refused_and_nothing_changes(table):
    table.press("#")
    table.keys(POMME_SETUP)
    before = table.page.kept()
    assert restore(table, example("pomme")) == "this file is not a picotafel backup"
    newer = {"picotafel": "backup", "version": 2, "matches": {}}
    assert restore(table, json.dumps(newer)).startswith("a backup of a newer picotafel")
    assert table.page.kept() == before


def test_several_log_files_opened_together_are_added_once_each_and_junk_said(table):
    table.press("#")
    pairs = [["98/99_0001.log", example("coiffeur")], ["98/state", "0 1 0\n"],
             ["copy/coiffeur.log", "# pulled twice\n" + example("coiffeur")],
             ["98/98_0002.log", example("differenzler")]]
    table.page.send({"python": "page.open_logs(%r, 0)" % json.dumps(pairs)})
    assert table.page.python("result = page.app.flash_text") == "2 matches added, 1 there already"
    assert notes(table)[0].startswith("skipped 98/state: not opened, line 1: ")
    assert len(saved_logs(table)) == 2


def test_the_pages_csv_is_the_hosts_export_row_for_row_but_the_file_column(table, tmp_path):
    import csv
    import io
    from host_sim.cli import cmd_export
    table.press("#")
    games = ("pomme", "jass", "schieber", "differenzler", "abstrac", "coiffeur")
    pairs = [["%s.log" % g, example(g)] for g in games]
    table.page.send({"python": "page.open_logs(%r, 0)" % json.dumps(pairs)})
    got = page_call(table, "csv()")
    folder = tmp_path / "pulled"
    for path, data in table.page.kept().items():
        (folder / path).parent.mkdir(parents=True, exist_ok=True)
        (folder / path).write_bytes(data)
    out = tmp_path / "host.csv"
    assert cmd_export.main([str(folder), "--csv", str(out)]) == 0
    with open(out, encoding="utf-8", newline="") as f:
        want = f.read()
    page_rows = list(csv.reader(io.StringIO(got, newline="")))
    host_rows = list(csv.reader(io.StringIO(want, newline="")))
    assert len(host_rows) > 6 * 2 and len(page_rows) == len(host_rows)
    assert len({r[0] for r in host_rows[1:]}) == 6
    at = host_rows[0].index("file")
    for mine, host in zip(page_rows, host_rows):
        if mine[at] != "file":          # the page: the path in its data folder
            assert os.path.join(str(folder), mine[at]) == host[at]
            mine[at] = host[at] = ""
        assert mine == host
    assert got.endswith("\r\n") and got.count("\r\n") == len(host_rows)
