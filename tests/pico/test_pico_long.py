"""The long runs on the emulated Pico (docs/emulator.md), `make test-long`: whole matches of every
game keyed on the matrix with the simulator's screen after every key, the menu, a low
battery, sleep, 30 deals with most of the heap taken away, and power cuts all over a match
inside the flash chip's page programs and sector erases."""

import random

import pytest

import sampling
from host_sim.games.abstrac import keyer as keyer_abstrac
from host_sim.games.coiffeur import keyer as keyer_coiffeur
from host_sim.games.differenzler import keyer as keyer_differenzler
from host_sim.games.jass import keyer as keyer_jass
from host_sim.bench.pomme_match import SETUP as POMME_SETUP, match_keys
from host_sim.bench.bench_pico import BIG_MATCH_START_MS, big_match_files
from host_sim.games.pomme import keyer as pomme_keyer
from host_sim.emu.pico_table import Table
from host_sim.games.abstrac.random_match import play_deal as abstrac_deal
from host_sim.games.differenzler.random_match import play_deal as differenzler_deal
from host_sim.games.jass.random_match import play_deal as jass_deal
from host_sim.games.pomme.random_match import play_deal as pomme_deal
from picotafel import config

pytestmark = pytest.mark.long


@pytest.fixture
def table(pico_firmware, tmp_path):
    tables = []

    def make(**kw):
        tables.append(Table(pico_firmware, str(tmp_path / str(len(tables))), **kw))
        return tables[-1]
    yield make
    for t in tables:
        t.close()


def test_a_whole_la_pomme_match_shows_the_simulators_screens_and_saves_its_log(table):
    keys, log = match_keys(random.Random(5))      # setup to winner, a menu visit
    t = table()
    t.keys(keys)
    assert t.app.match.finished
    assert t.app.match.text() == log
    t.check_files()


def key_one_deal(t, keyer, deal):
    """From power-on: the game's setup, then one deal (`deal(match)` gives its statements)
    keyed on the matrix; the deal is scored and saved as on the simulator."""
    t.keys(keyer.setup_keys())
    keyer.key_deal(t, deal(t.app.match))
    assert len(t.app.match.game.results) == 1
    t.check_files()


def test_a_jass_deal_with_a_meld(table):
    def with_a_meld(m, rng=random.Random(1)):
        while True:
            statements = jass_deal(rng, m.players, m.next_dealer, False)
            if any(st[0] == "meld" for st in statements):
                return statements
    key_one_deal(table(), keyer_jass, with_a_meld)


def test_a_differenzler_deal_with_predictions(table):
    key_one_deal(table(), keyer_differenzler,
                 lambda m: differenzler_deal(random.Random(2), m.players, m.next_dealer))


def test_an_abstrac_deal(table):
    key_one_deal(table(), keyer_abstrac,
                 lambda m: abstrac_deal(random.Random(3), m.players, m.next_dealer))


def test_a_whole_coiffeur_match_keeps_120_kb_of_the_heap_free_and_saves_its_log(table):
    # Sixteen deals: pushes, jokers, deals entered by their points, two menu visits (the
    # board as the standings, the saved matches; after the first deal and before the
    # last), the winner; the heap read after a collection each key.
    keys, log = keyer_coiffeur.match_keys(random.Random(11))
    t = table()
    t.keys(keys)
    assert t.app.match.finished and t.app.match.text() == log
    assert "result" in log and "push" in log
    print("coiffeur match: %d keys, lowest free heap %.1f KiB" % (len(t.pressed),
                                                                  min(t.free) / 1024))
    assert min(t.free) >= 120 * 1024
    t.check_files()


def test_a_100000_byte_match_reopens_at_power_on_and_takes_the_next_deal(table):
    # An Abstrac match that never ends (2169 statements): the replay at power-on used to
    # leave the heap so cut up that the play screen could not be loaded.
    files = big_match_files()
    assert len(files["matches/00/98_0001.log"]) > 100000
    t = table(files=files, start_ms=BIG_MATCH_START_MS)
    m = t.app.match
    assert t.app.match_id == 1 and m.count > 2000 and not m.finished
    before = m.count
    keyer_abstrac.key_deal(t, abstrac_deal(random.Random(4), m.players, m.next_dealer))
    assert t.app.match.count == before + 2
    t.check_files()         # saved on the Pico as on the simulator, byte for byte


def test_the_menu_standings_options_saved_matches_contrast_test_keys_and_resume(table):
    t = table()
    t.keys(POMME_SETUP)
    m = t.app.match
    pomme_keyer.deal_keys(t, pomme_deal(random.Random(6), m.players, m.next_dealer))
    t.keys("08#*")                 # standings, back
    t.keys("8#*")                  # the options, back
    t.keys("8#" "#" "8#*" "**")    # saved matches, the match, its standings, back
    t.keys("8#44#")                # contrast down twice
    assert t.emu.screen()[2] == t.app.contrast < 255
    t.keys("8#" "5A**")            # test keys: two keys named, * * leaves
    t.keys("8#" + POMME_SETUP)     # a new match
    assert t.app.match_id == 2
    t.keys("0888#" "8#" "#")       # saved matches, the first one, resume
    assert t.app.match_id == 1
    t.check_files()


def test_a_low_battery_is_flashed_at_power_on_and_read_in_the_menu(table):
    # a device whose language was chosen (else the first key, on the language screen,
    # takes the message away before it is read)
    t = table(volts=config.BATTERY_LOW_V - 0.3, files={"matches/settings": b"lang en\n"})
    assert t.app.flash_text and "battery" in t.app.flash_text
    t.keys("0")                    # the menu title has the voltage
    t.keys("88#")                  # test keys: the battery voltage


def test_idle_the_pico_dims_and_lightsleeps_and_a_key_wakes_it_and_is_not_lost(table):
    t = table()
    t.keys("##")
    t.emu.call("reset_stats")
    t.emu.run(config.DIM_AFTER_MS + 5000)
    stats = t.emu.stats()
    assert stats["time_ms"]["lightsleep"] > 0
    assert t.emu.screen()[2] == config.DIM_CONTRAST
    t.emu.call("reset_stats")          # dimmed: asleep nearly all the time (the key
    t.emu.run(20_000)                  # scan's timer must not wake it every few ms)
    dimmed = t.emu.stats()["time_ms"]
    assert dimmed["lightsleep"] > 0.95 * (dimmed["run"] + dimmed["wait"] + dimmed["lightsleep"])
    t.key("2")                         # on a dimmed screen the key does its job
    assert t.emu.screen()[2] == t.app.contrast
    t.emu.run(config.OFF_AFTER_MS + 5000)
    assert not t.emu.screen()[1]       # dark
    a = t.emu.press("2")               # on a dark screen the key only wakes it
    assert a["handled"]["keys"] == "2"
    t.check_screen("after the waking key")


def test_thirty_deals_in_a_row_with_112_kib_of_the_heap_taken_away(table):
    # 185 KB are free at power-on. 128 KiB taken passed until the Statistics line, the
    # kept trick and the known records came (a MemoryError in the 30 deals): 112 now
    # (docs/figures.md).
    t = table()
    assert t.emu.ballast(112) < 80 * 1024     # what is left for the match
    t.keys(POMME_SETUP)
    rng = random.Random(30)
    for _ in range(30):
        if t.app.match.finished:
            t.keys("##")           # the summary, then a rematch
        m = t.app.match
        pomme_keyer.deal_keys(t, pomme_deal(rng, m.players, m.next_dealer))
    assert len(t.mirror.files()) >= 2
    t.check_files()


def test_power_cuts_all_over_a_match_inside_page_programs_and_sector_erases(table):
    """Every statement of a La Pomme match is saved with the power failing inside one
    of the flash writes of its save (which one and how far in, at random), or at a random
    instant of the key; the Pico must come back to the match each time. A power-on takes
    seconds on the emulated Pico: `make test-long` cuts every third statement (a seeded
    sample), `make test-full` every one."""
    step, first = sampling.stride(3, "power cuts all over a match")
    print("statements cut:", sampling.describe(step, first))
    t = table()
    t.keys(POMME_SETUP)
    rng = random.Random(60)

    def cut_for(n):
        if n % step != first:
            return None
        if n % 5 == 0:
            return {"at_ms": rng.uniform(0, 150)}
        # One of the writes the last saves made (their number grows with the match).
        return {"nth": rng.randrange(max(1, max(t.ops[-12:]))), "fraction": rng.random()}

    while t.app.match is not None and not t.app.match.finished:   # (None: a cut at its end)
        m = t.app.match
        pomme_keyer.key_deal_with_cuts(t, pomme_deal(rng, m.players, m.next_dealer), cut_for)
    print(t.cut_report())
    inside = [c for c, _ in t.cuts if c["during"] in ("pageProgram", "sectorErase")]
    assert len(inside) >= 60 // step, t.cut_report()
    assert {c["during"] for c in inside} == {"pageProgram", "sectorErase"}
    t.check_files()


def test_a_whole_la_pomme_match_keyed_fast_loses_no_key(table):
    """Every key of a whole match 50 ms down and 30 ms up, a deal at a time: the keys
    after each trick and deal come while the Pico still draws, saves and audits; every
    one must be read, once, in order, and the match saved as the simulator saves it."""
    keys, log = match_keys(random.Random(5))
    t = table()
    t.keys(POMME_SETUP)
    rest = keys[len(POMME_SETUP.replace(" ", "")):]
    for i in range(0, len(rest), 100):
        t.type(rest[i:i + 100], hold_ms=50, gap_ms=30)
    assert t.app.match.finished
    assert t.app.match.text() == log
    t.check_files()
