"""The device's own figures, measured on the emulated Pico (docs/emulator.md): simulated RP2040
time at 125 MHz with the display bus timed at config.I2C_FREQ and the flash chip's W25Q16
write times; the unmodified MicroPython v1.28 rp2 firmware running `make firmware`'s files.
`make bench` prints them beside the unix-port figures.
"""

import os
import random
import tempfile

from host_sim import ROOT
from host_sim.bench.pomme_match import SETUP, match_keys
from host_sim.sim.device import Device, play_keys
from host_sim.games.pomme import keyer as pomme_keyer
from host_sim.emu.pico_mirror import read_tree
from host_sim.emu.pico_table import Table, percentile
from host_sim.games.pomme.random_match import play_deal
from picotafel import config


def quarters(values):
    """A list cut into the four quarters of a match (its start against its end)."""
    n = len(values)
    return [values[i * n // 4:(i + 1) * n // 4] for i in range(4)]


def by_quarter(values, p=95):
    """The p-th percentile of each quarter of a list."""
    return [percentile(q, p) for q in quarters(values)]


def latency_figures(t, prefix=""):
    """Key to the last display byte over a match at `t` (a Table): p50, p95 and max, over
    the whole match and by quarter; display bytes per key."""
    lat = t.latency
    return {
        prefix + "keys": len(t.pressed),
        prefix + "key_to_screen_p50_ms": percentile(lat, 50),
        prefix + "key_to_screen_p95_ms": percentile(lat, 95),
        prefix + "key_to_screen_max_ms": max(lat),
        prefix + "key_to_screen_p50_by_quarter_ms": by_quarter(lat, 50),
        prefix + "key_to_screen_p95_by_quarter_ms": by_quarter(lat, 95),
        prefix + "key_to_screen_max_by_quarter_ms": [max(q) for q in quarters(lat)],
        prefix + "display_bytes_per_key": sum(t.bytes) / len(t.bytes),
        prefix + "keys_woke": t.woke,
        # the slowest key with the keys before it (what it was)
        prefix + "slowest_key": "".join(t.pressed[:t.latency_at[lat.index(max(lat))]])[-12:],
    }


def save_figures(t, statements, prefix=""):
    """The saves of a match at `t`: each key's save from the end of its screen to the end
    of its last flash write (the save comes after the screen), p50 and max over the match
    and p50 by quarter (flat if a save costs the same at the end of a match as at its
    start); flash page programs and sector erases per statement."""
    ms = [s[1] for s in t.saves]
    programs = sum(s[2].get("pageProgram", 0) for s in t.saves)
    erases = sum(s[2].get("sectorErase", 0) for s in t.saves)
    return {
        prefix + "statements": statements,
        prefix + "save_p50_ms": percentile(ms, 50),
        prefix + "save_max_ms": max(ms),
        prefix + "save_p50_by_quarter_ms": by_quarter(ms, 50),
        prefix + "flash_programs_per_statement": programs / statements,
        prefix + "flash_erases_per_statement": erases / statements,
    }


def boot_ms(table):
    """Power-on to the last byte of the first whole screen (the loop answers the serial
    console only after it sent its first screen)."""
    return table.emu.bus()["last_byte_ms"]


def seven_deal_match_files():
    """{path on the Pico: bytes} of a La Pomme match seven deals in, as the device saves it."""
    with tempfile.TemporaryDirectory() as matches:
        dev = Device(matches)
        play_keys(dev, SETUP)
        rng = random.Random(7)
        for _ in range(7):
            m = dev.app.match
            pomme_keyer.deal_keys(dev, play_deal(rng, m.players, m.next_dealer))
        assert not dev.app.match.finished, "the seven-deal match ended early: pick another seed"
        return {"matches/" + path: data for path, data in read_tree(matches).items()}


def saved_set_files(n):
    """{path on the Pico: bytes} of `n` finished matches (the examples of every game in
    turn), saved with their Statistics figures kept as the device keeps them."""
    from picotafel.core.match import load
    from picotafel.core.rules import GAMES
    from picotafel.saving import stats_kept
    from picotafel.saving.storage import Store
    logs = []
    for game in GAMES:
        with open(os.path.join(ROOT, "examples", game + ".log"), encoding="utf-8") as f:
            logs.append(f.read())
    with tempfile.TemporaryDirectory() as matches:
        st = Store(matches)
        for i in range(n):
            text = logs[i % len(logs)]
            mid = st.new(text)
            stats_kept.keep(st, mid, stats_kept.figures(load(text)))
        st.set_current(0)
        return {"matches/" + path: data for path, data in read_tree(matches).items()}


def statistics_screen(firmware, n=100):
    """The menu's Statistics over `n` saved matches: ms from its key to the screen, and
    the lowest free heap (after a collection) while it opens and turns every page."""
    from picotafel.screens.ui_base import DOWN
    t = Table(firmware, files=saved_set_files(n), start_ms=20000)
    try:
        t.key("0")
        t.keys(DOWN * t.app.stack[-1].ids.index("stats"))
        t.key("#")
        ms = t.latency[-1]
        for _ in range(len(t.app.stack[-1].pages)):
            t.key(DOWN)
        return {"statistics_open_ms_%d_matches" % n: ms,
                "lowest_free_heap_kb_statistics_%d_matches" % n: min(t.free) / 1024}
    finally:
        t.close()


def big_match_files():
    """{path on the Pico: bytes} of a 100,000-byte match (bench_storage.big_abstrac_log,
    an Abstrac match that never ends), saved as the device saves it and open to reopen."""
    from host_sim.bench.bench_storage import big_abstrac_log
    from picotafel.core.match import load
    from picotafel.saving.storage import Store
    with tempfile.TemporaryDirectory() as matches:
        Store(matches).new(load(big_abstrac_log()[0]))
        return {"matches/" + path: data for path, data in read_tree(matches).items()}


BIG_MATCH_START_MS = 60000      # the longest the reopening of that match may take


def big_match(firmware):
    """Power-on over the 100,000-byte match: ms to its screen, heap free once it is open
    (after a collection), then one more deal keyed and saved: the lowest free after a
    key of it."""
    from host_sim.games.abstrac import keyer as keyer_abstrac
    from host_sim.games.abstrac.random_match import play_deal as abstrac_deal
    t = Table(firmware, files=big_match_files(), start_ms=BIG_MATCH_START_MS)
    try:
        out = {"big_match_reopen_ms": boot_ms(t), "big_match_free_kb": t.start_free / 1024}
        m = t.app.match
        keyer_abstrac.key_deal(t, abstrac_deal(random.Random(4), m.players, m.next_dealer))
        t.check_files()
        out["big_match_lowest_free_kb_next_deal"] = min(t.free) / 1024
        return out
    finally:
        t.close()


def whole_match(firmware, collect=False):
    """A whole La Pomme match (pomme_match.match_keys with Random(5): setup to winner, a menu
    visit), a key every ~400 ms held 80 ms, the simulator's screen checked after each.
    The key times as the device runs (nothing collected for the trace: a collection
    after every key would leave the next key's allocations hunting for holes); with
    `collect`, the lowest free heap after a collection instead."""
    keys, _ = match_keys(random.Random(5))
    t = Table(firmware, collect=collect)
    try:
        first = boot_ms(t)
        t.emu.call("reset_stats")
        t.keys(keys)
        f = t.figures()
        f.update(latency_figures(t))
        f["boot_to_first_screen_ms"] = first
        f.update(save_figures(t, t.app.match.count))
        return f
    finally:
        t.close()


def coiffeur_match(firmware):
    """A whole Coiffeur match (keyer_coiffeur.match_keys with Random(11): sixteen deals,
    pushes, jokers, deals entered by their points, two menu visits): the lowest free heap
    after a collection each key, and the keys."""
    from host_sim.games.coiffeur import keyer as keyer_coiffeur
    keys, _ = keyer_coiffeur.match_keys(random.Random(11))
    t = Table(firmware)
    try:
        t.keys(keys)
        return {"coiffeur_keys": len(t.pressed), "lowest_free_heap_kb_coiffeur_match":
                min(t.free) / 1024}
    finally:
        t.close()


def language_heap(firmware, code, keys=120):
    """(boot free heap, lowest free heap) in bytes over the first `keys` keys of the
    whole La Pomme match (pomme_match.match_keys with Random(5)) on a Pico whose language
    `code` is kept on its flash (the first start's choice, made): what a language's
    words cost, English against the others."""
    pressed = match_keys(random.Random(5))[0].replace(" ", "")[:keys]   # (speaks English)
    t = Table(firmware, files={"matches/settings": ("lang %s\n" % code).encode()})
    try:
        boot = t.start_free
        t.keys(pressed)
        return boot, min(t.free)
    finally:
        t.close()


def jass_match(firmware, deals=4):
    """Jass, four players: `deals` deals each with a meld, keyed as a person would."""
    from host_sim.games.jass import keyer as keyer_jass
    from host_sim.games.jass.random_match import play_deal as jass_deal
    t = Table(firmware, collect=False)     # the key times as the device runs (whole_match)
    try:
        t.keys(keyer_jass.setup_keys())
        setup = len(t.latency)             # the setup's keys load its screens: apart
        rng = random.Random(1)
        for _ in range(deals):
            m = t.app.match
            statements = jass_deal(rng, m.players, m.next_dealer, False)
            while not any(st[0] == "meld" for st in statements):
                statements = jass_deal(rng, m.players, m.next_dealer, False)
            keyer_jass.key_deal(t, statements)
        f = latency_figures(t, "jass_")
        f["jass_key_to_screen_p95_by_quarter_after_setup_ms"] = by_quarter(t.latency[setup:])
        f.update(save_figures(t, t.app.match.count, "jass_"))
        return f
    finally:
        t.close()


KEY_EVERY_MS = (1000, 3000)     # a person's pace: a key every 1 to 3 s
PAUSES_MS = (30_000, config.OFF_AFTER_MS - 10_000)
# Between deals, 30 s and "5 min" in turn: 4 min 50 s, so the display is still on (dimmed)
# when play goes on; a key on a dark display only wakes it, and the simulator beside the
# Pico would take it.


def match_deals(rng):
    """The keys of a whole La Pomme match cut into deals: [setup, deal 1, deal 2, ...]
    (pomme_match.match_keys: the same match for the same `rng`, its menu visit after the first
    deal in the first deal's keys)."""
    from host_sim.bench.pomme_match import MENU_VISIT
    from host_sim.sim.device import Recorder
    dev = Recorder()
    play_keys(dev, SETUP)
    cuts = [len(dev.keys)]
    while not dev.app.match.finished:
        m = dev.app.match
        pomme_keyer.deal_keys(dev, play_deal(rng, m.players, m.next_dealer))
        if len(m.game.results) == 1 and not m.finished:
            play_keys(dev, MENU_VISIT)
        cuts.append(len(dev.keys))
    return ["".join(dev.keys[a:b]) for a, b in zip([0] + cuts, cuts)]


def evening_match(t, rng):
    """A whole La Pomme match at `t` (a Table past its setup) keyed at a person's pace
    (KEY_EVERY_MS), with the pauses between deals PAUSES_MS in turn."""
    deals = match_deals(random.Random(5))
    t.keys(deals[0])
    t.emu.call("reset_stats")
    for i, deal in enumerate(deals[1:]):
        for k in deal:
            a = t.key(k)
            t.emu.run(max(0, rng.uniform(*KEY_EVERY_MS) - a["took_ms"]))
        t.emu.run(PAUSES_MS[i % 2])
    return len(deals) - 1


def shares(firmware, dim_ms=None, phases=True):
    """How the Pico spends its time: the shares awake (not in lightsleep), busy (running
    code) and in lightsleep, and the display's states (power_budget.shares_of), of a
    whole La Pomme match keyed at a person's pace (evening_match), of an idle minute
    after a key (display on), dimmed, and off; the key times and how many keys woke the
    Pico; and `evenings_3xAAA` from the match's shares (power_budget.evenings).
    `dim_ms`: the menu's "Dim after" kept on the device (None: the default); `phases`:
    False for the match alone."""
    from host_sim.emu import power_budget
    files = {"matches/settings": b"dim %d\n" % dim_ms} if dim_ms else None
    t = Table(firmware, files=files, collect=False)
    out = {}

    def measure(name, fn):
        t.emu.call("reset_stats")
        fn()
        sh = power_budget.shares_of(t.emu.stats())
        out["shares_" + name] = sh
        for k in ("awake", "busy", "lightsleep"):
            out["%s_share_%s" % (k, name)] = sh[k]
    try:
        rng = random.Random(24)
        out["paced_deals"] = evening_match(t, rng)
        sh = power_budget.shares_of(t.emu.stats())
        out["shares_match"] = sh
        for k in ("awake", "busy", "lightsleep"):
            out["%s_share_match" % k] = sh[k]
        out["paced_keys"] = len(t.pressed)
        out["paced_keys_woke"] = t.woke
        out.update(latency_figures(t, "paced_"))
        parts = power_budget.load()["parts"]
        out["evenings_3xAAA"] = power_budget.evenings(parts, out["shares_match"])
        if not phases:
            return out
        t.key("#")          # a key, then the Pico left alone
        measure("idle", lambda: t.emu.run(config.DIM_AFTER_MS - 5000))
        t.emu.run(10_000)
        measure("dimmed", lambda: t.emu.run(config.OFF_AFTER_MS - config.DIM_AFTER_MS - 10_000))
        t.emu.run(10_000)
        measure("dark", lambda: t.emu.run(600_000))
        return out
    finally:
        t.close()


def resume_ms(firmware):
    t = Table(firmware, files=seven_deal_match_files())
    try:
        return boot_ms(t)
    finally:
        t.close()


def thirty_deals(firmware):
    t = Table(firmware)
    try:
        t.keys(SETUP)
        rng = random.Random(30)
        for _ in range(30):
            if t.app.match.finished:
                t.keys("##")
            m = t.app.match
            pomme_keyer.deal_keys(t, play_deal(rng, m.players, m.next_dealer))
        return min(t.free)
    finally:
        t.close()


# Run on the Pico instead of main.py: the play's base loaded, then one group's modules.
_GROUP_SCRIPT = """import gc
for n in ('lang', 'core.match', 'screens.ui'):
    __import__('picotafel.' + n)
gc.collect()
base = gc.mem_free()
for n in %r:
    __import__('picotafel.' + n)
gc.collect()
print('group', base - gc.mem_free())
"""


def heap_groups(firmware):
    """{group: bytes} of each of picotafel.heap's groups of modules dropped together: the
    heap its modules take on the Pico (compiled), imported after lang, core.match and
    screens.ui (a fresh boot for each group): the figures of heap.py's docstring."""
    import os
    import shutil
    from host_sim.emu.pico_emu import PicoEmu
    from host_sim.bench.heap_groups import declared
    from picotafel import heap
    groups = declared()
    out = {}
    for name in heap.GROUPS:
        tree = tempfile.mkdtemp(prefix="picotafel-groups-")
        try:
            shutil.rmtree(tree)
            shutil.copytree(firmware, tree)
            with open(os.path.join(tree, "main.py"), "w") as f:
                f.write(_GROUP_SCRIPT % (tuple(groups[name]),))
            with PicoEmu(tree) as e:
                out[name] = int(e.wait_line(r"^group \d+", 60000).split()[1])
        finally:
            shutil.rmtree(tree, ignore_errors=True)
    return out


def figures(firmware):
    """name -> value, in the order `make bench` prints them."""
    out = {}
    m = whole_match(firmware)
    out["pico_boot_to_first_screen_ms"] = m["boot_to_first_screen_ms"]
    out["pico_resume_7_deal_match_ms"] = resume_ms(firmware)
    out.update(("pico_" + k, v) for k, v in big_match(firmware).items())
    for name in ("key_to_screen_p50_ms", "key_to_screen_p95_ms", "key_to_screen_max_ms",
                 "key_to_screen_p50_by_quarter_ms", "key_to_screen_p95_by_quarter_ms",
                 "key_to_screen_max_by_quarter_ms", "display_bytes_per_key",
                 "save_p50_ms", "save_max_ms", "save_p50_by_quarter_ms",
                 "flash_programs_per_statement", "flash_erases_per_statement"):
        out["pico_" + name] = m[name]
    for name, value in jass_match(firmware).items():
        if name != "jass_keys":
            out["pico_" + name] = value
    out["pico_lowest_free_heap_kb_match"] = whole_match(firmware, True)["lowest_free"] / 1024
    out["pico_lowest_free_heap_kb_30_deals"] = thirty_deals(firmware) / 1024
    out.update(("pico_" + k, v) for k, v in coiffeur_match(firmware).items())
    out.update(("pico_" + k, v) for k, v in statistics_screen(firmware).items())
    out.update(("pico_heap_group_bytes_" + k.lower(), v) for k, v in heap_groups(firmware).items())
    for code in ("en", "de"):
        boot, lowest = language_heap(firmware, code)
        out["pico_boot_free_heap_kb_" + code] = boot / 1024
        out["pico_lowest_free_heap_kb_120_keys_" + code] = lowest / 1024
    out.update(("pico_" + k, v) for k, v in shares(firmware).items() if not isinstance(v, dict))
    return out
