"""The firmware as people flash it, on an emulated Pico (docs/emulator.md): MicroPython's own rp2
build in rp2040js, `make firmware`'s files in its littlefs, keys pressed on the emulated
matrix, the OLED decoded from the I2C bytes, the flash chip with its real write rules.
These are the short runs of `make test`, on one Pico booted for the module (Booted);
test_pico_long.py has whole matches and every power cut (`make test-long`)."""

import os
import random

import pytest

from host_sim.emu.pico_table import Table
from host_sim.games.pomme import keyer as pomme_keyer
from host_sim.games.pomme.random_match import play_deal
from host_sim.bench.pomme_match import SETUP as POMME_SETUP   # La Pomme, two players, defaults
from picotafel import config
from picotafel.screens.ui_base import DOWN


class Booted:
    """One emulated Pico for the module's tests: booting one takes longer than most of
    these tests (the boot itself is checked by the first test and by every power cut).
    Each test gets it at the game list, reached through the menu's New match as a person
    would; after a test that failed, or when the menu does not lead there, a new Pico is
    booted, so that no test inherits a broken device."""

    def __init__(self, firmware, workdir):
        self.firmware, self.workdir, self.boots, self.t = firmware, workdir, 0, None

    def at_game_list(self):
        if self.t is not None:
            try:
                self.new_match()
            except AssertionError:
                self.discard()
        if self.t is None:
            self.boots += 1
            self.t = Table(self.firmware, os.path.join(self.workdir, str(self.boots)))
        t = self.t
        assert t.app.stack[-1].KIND == "game"
        # this test's own figures: keys, heap, cuts and wakes from here on
        t.pressed, t.free, t.cuts, t.latency, t.latency_at = [], [], [], [], []
        t.bytes, t.ops, t.saves = [], [], []
        return t

    def new_match(self):
        t = self.t
        if t.app.stack[-1].KIND != "menu":
            t.key("0")
        menu = t.app.stack[-1]
        assert menu.KIND == "menu", menu.KIND
        t.keys(DOWN * menu.ids.index("new") + "#")
        assert t.app.stack[-1].KIND == "game", t.app.stack[-1].KIND

    def discard(self):
        if self.t is not None:
            self.t.close()
            self.t = None


@pytest.fixture(scope="module")
def booted(pico_firmware, tmp_path_factory):
    b = Booted(pico_firmware, str(tmp_path_factory.mktemp("pico_table")))
    yield b
    b.discard()


@pytest.fixture
def table(booted, request):
    """The module's emulated Pico at the game list (Booted)."""
    failed = request.session.testsfailed
    yield booted.at_game_list()
    if request.session.testsfailed != failed:
        booted.discard()


@pytest.fixture
def fresh_table(booted, request):
    """A newly booted Pico at the game list: for the heap figures, which docs/figures.md
    gives from power-on (a Pico that played earlier tests has its heap in other holes)."""
    booted.discard()
    failed = request.session.testsfailed
    yield booted.at_game_list()
    if request.session.testsfailed != failed:
        booted.discard()


def test_the_first_screen_after_power_on_is_the_simulators(table):
    # Table checks it at power-on: a new device asks for its language, then shows the
    # game list (Table chose English with #).
    assert table.first_screen == "lang"
    assert table.app.stack[-1].KIND == "game"


def test_a_la_pomme_deal_keyed_on_the_matrix_shows_the_simulators_screen_after_every_key(table):
    table.keys(POMME_SETUP)
    m = table.app.match
    pomme_keyer.deal_keys(table, play_deal(random.Random(3), m.players, m.next_dealer))
    assert len(table.pressed) > 40


def test_the_saved_log_in_the_pico_flash_is_the_simulators(table):
    table.keys(POMME_SETUP)
    m = table.app.match
    pomme_keyer.deal_keys(table, play_deal(random.Random(4), m.players, m.next_dealer))
    saved = table.check_files()
    assert any(b"trick" in data for data in saved.values()), saved


def test_a_power_cut_inside_a_save_keeps_the_log_before_or_after_the_statement(table):
    table.keys(POMME_SETUP)
    m = table.app.match
    # Inside the first flash write of three saves: early, half way, at its very end.
    plan = {2: {"nth": 0, "fraction": 0.1}, 4: {"nth": 0, "fraction": 0.5},
            6: {"nth": 0, "fraction": 0.99}}
    pomme_keyer.key_deal_with_cuts(table, play_deal(random.Random(5), m.players, m.next_dealer),
                                   plan.get)
    assert len(table.cuts) == 3
    assert all(landed["during"] in ("pageProgram", "sectorErase") for landed, _ in table.cuts)
    table.check_files()


JASS_SETUP = "8###8888##"          # Jass, P1-P4, default options (jass keyer's setup_keys)


def test_two_cards_of_a_trick_come_back_on_screen_after_a_power_cut(fresh_table):
    table = fresh_table
    # J♣ turned up, Q♠ K♠ keyed of the first trick; the power fails as the suit of the
    # third card goes down: the Pico comes back with Q♠ K♠ on the screen (Table checks
    # it is the simulator's, booted on the files the Pico kept), and the trick goes on.
    table.keys(JASS_SETUP + "D6 A7 A8")
    table.key_with_cut("A", {"at_ms": 0})
    assert table.cuts and table.app.stack[0].pending == [6, 7]
    table.keys("A9 A5")
    assert table.app.match.text().endswith("deal JC\ntrick QS KS AS TS\n")
    table.check_files()
    print("lowest free heap: %.1f KB" % (min(table.free) / 1024))
    assert min(table.free) >= 120 * 1024


def test_a_power_cut_inside_the_write_of_a_kept_card_gives_the_trick_before_or_after(table):
    table.keys(JASS_SETUP + "D6 A7 A")
    outcome = table.key_with_cut("8", {"nth": 0, "fraction": 0.5})    # K♠'s record
    assert table.cuts[-1][0]["during"] in ("pageProgram", "sectorErase")
    assert table.app.stack[0].pending == {"kept": [6, 7], "lost": [6]}[outcome]
    table.check_files()


def test_what_a_card_kept_costs_the_flash_chip(table):
    # Five tricks of a Jass deal keyed on the matrix: the page programs and sector erases
    # the flash chip saw at each key, for the keys that kept a card of the trick in
    # progress (saving/trick_kept.py) and the keys that saved a statement (a trick: with
    # its kept cards emptied after it). The figures of docs/storage.md.
    from host_sim.games.jass import keyer as jass_keyer
    from host_sim.games.jass.random_match import play_deal as jass_deal
    table.keys(JASS_SETUP)
    per = {"card": [0, 0, 0], "statement": [0, 0, 0]}
    after_key = table.after_key

    def counted(k, a):
        count = table.app.match.count
        after_key(k, a)
        if a["flash_kinds"]:
            s = per["statement" if table.app.match.count != count else "card"]
            s[0] += 1
            s[1] += a["flash_kinds"].get("sectorErase", 0)
            s[2] += a["flash_kinds"].get("pageProgram", 0)
    table.after_key = counted
    m = table.app.match
    deal = jass_deal(random.Random(6), m.players, m.next_dealer, False)   # default rules
    jass_keyer.deal_keys(table, deal[:1] + [st for st in deal[1:] if st[0] == "trick"][:5])
    print("flash per key: %s; a card kept %.2f erases %.2f programs, a statement %.2f and "
          "%.2f" % (per, per["card"][1] / per["card"][0], per["card"][2] / per["card"][0],
                    per["statement"][1] / per["statement"][0],
                    per["statement"][2] / per["statement"][0]))
    assert per["card"][0] == 15 and per["statement"][0] == 6
    assert per["card"][2] <= 2 * per["card"][0]
    table.check_files()


def test_a_coiffeur_deal_entered_by_its_points_on_the_matrix(table):
    # The game's choice, the points entry and the board on the Pico as on the simulator
    # (its whole match keyed card by card: test_pico_long).
    from host_sim.games.coiffeur import keyer as keyer_coiffeur
    table.keys(keyer_coiffeur.setup_keys() + "#B" + "#87#" + "#")
    assert table.app.match.text().endswith("trump push H\nresult P2 87\n")
    table.check_files()


def test_a_breach_corrected_says_what_moved_on_the_matrix(fresh_table):
    table = fresh_table
    # P2 showed no ♦ in trick 1 and keys 7♦ (the rank alone) on P1's K♦: the breach
    # screen; * back to trick 1 where P2 really played A♦, which wins it, so K♦ and 7♦
    # change hands: the screen that says so, then play goes on. As the simulator shows.
    table.keys(POMME_SETUP + " D6 C7 A3 C8 2")
    assert table.app.stack[-1].KIND == "breach"
    table.keys("* 9")
    assert table.app.stack[-1].KIND == "moved"
    table.keys("5")
    assert table.app.match.text().endswith("deal JC\ntrick QD AD\ntrick KD 7D\n")
    assert min(table.free) >= 120 * 1024, min(table.free)
    table.check_files()


def recorded_deals(seed, deals=2):
    """The keys of the setup and `deals` La Pomme deals, as a person keys them."""
    from host_sim.sim.device import Recorder, play_keys
    dev = Recorder()
    play_keys(dev, POMME_SETUP)
    n = len(dev.keys)
    rng = random.Random(seed)
    for _ in range(deals):
        m = dev.app.match
        pomme_keyer.deal_keys(dev, play_deal(rng, m.players, m.next_dealer))
    return "".join(dev.keys[n:])


def test_keys_typed_fast_after_trick_and_deal_ending_keys_are_all_read(table):
    # 50 ms down, 30 ms up: the keys after each trick and after the deal come while
    # the Pico still draws and saves the one before; every one must be read, in order.
    table.keys(POMME_SETUP)
    keys = recorded_deals(8)
    a = table.type(keys, hold_ms=50, gap_ms=30)
    assert len(a["handled"]) == len(keys) > 60
    assert table.app.match.count > 20
    table.check_files()


def test_chattering_contacts_on_the_matrix_give_one_key_each(table):
    # each key's contact chatters 2 ms as it closes and as it opens
    table.type(POMME_SETUP, hold_ms=60, gap_ms=40, bounce=8)
    table.type(recorded_deals(9, 1)[:12], hold_ms=60, gap_ms=40, bounce=8)
    table.check_files()


def test_a_correction_keeps_the_later_tricks_in_the_pico_flash_through_a_power_cut(table):
    # Five La Pomme tricks, then a card that proves a revoke at trick 1, and * (a keying
    # mistake): the five tricks stay in the flash until the corrected card is keyed;
    # the power failing half way through its save gives the match before or after.
    table.keys("###8888##D6C7A3B91A92A84B82C8C2 * D")
    assert any(b"trick KH 7H" in data for data in table.check_files().values())
    assert table.key_with_cut("7", {"nth": 0, "fraction": 0.5}) in ("kept", "lost")
    table.check_files()


def test_on_cells_the_pico_lightsleeps_between_keys_with_the_display_on(table):
    table.keys(POMME_SETUP)
    table.emu.call("reset_stats")
    table.emu.run(10_000)
    t = table.emu.stats()["time_ms"]
    assert t["lightsleep"] > 0.99 * (t["run"] + t["wait"] + t["lightsleep"])
    woke = table.woke
    table.keys("B8")                # each key wakes it, and shows the simulator's screen
    assert table.woke == woke + 2
    assert table.emu.screen()[1:] == (True, 0x7F)


def test_on_usb_the_pico_stays_awake_and_its_serial_line_answers(pico_firmware, tmp_path):
    t = Table(pico_firmware, str(tmp_path), usb=True)
    try:
        t.keys(POMME_SETUP)
        t.emu.call("reset_stats")
        t.emu.run(5_000)
        assert t.emu.stats()["time_ms"]["lightsleep"] == 0
        t.emu.call("send", text="m")
        t.emu.wait_line(r"^mem free=\d+", timeout_ms=100)     # within a pass of the loop
        t.keys("B8")
        assert t.woke == 0
    finally:
        t.close()


def test_presses_of_50_ms_at_random_phases_against_the_sleep_are_never_lost(table):
    # Short bursts of keys (the next one down while the last one draws and saves), then
    # a pause of any length: presses start while the Pico draws, saves, settles, arms
    # the keys for the sleep, sleeps, and wakes up.
    rng = random.Random(24)
    table.keys(POMME_SETUP)
    keys = recorded_deals(10, 2)
    i = 0
    while i < len(keys):
        n = rng.choice((1, 1, 2, 3))
        table.type(keys[i:i + n], hold_ms=50, gap_ms=rng.uniform(0, 120))
        table.emu.run(rng.uniform(0, 400))
        i += n
    assert table.app.match.count > 16
    table.check_files()



def test_a_press_in_the_instants_before_the_lightsleep_is_read(table):
    # The loop arms the keys, looks at the wake flag a last time and goes to sleep: a key
    # goes down 0 to 78 microseconds after the arming, 2 apart, before and after the
    # last look, inside the sleep call's preparation and in the sleep itself. Each one
    # must be read within a few ms, never at the sleep's deadline half a minute later.
    slept = []
    for us in range(0, 80, 2):
        table.emu.run(300)
        table.after_key("2", table.emu.call("press", key="2", hold_ms=60, up_ms=0))
        a = table.emu.call("press", key="8", hold_ms=60, timeout_ms=400, after_arm_us=us)
        assert a["handled"] is not None, "a key %d us after the arming was lost" % us
        table.after_key("8", a)
        slept.append(a["slept_down_ms"])
    assert any(slept), "no press came between the last look and the sleep"
    assert max(slept) <= 2 * config.KEY_SCAN_MS
