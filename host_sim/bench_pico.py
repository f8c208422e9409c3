"""The device's own figures, measured on the emulated Pico (issue 9): simulated RP2040
time at 125 MHz with the display bus timed at config.I2C_FREQ and the flash chip's W25Q16
write times; the unmodified MicroPython v1.28 rp2 firmware running `make firmware`'s files.
`make bench` prints them beside the unix-port figures.
"""

import random
import tempfile

from host_sim.bench import SETUP, match_keys
from host_sim.device import Device, play_keys
from host_sim.keyer import key_pomme_deal
from host_sim.pico_mirror import read_tree
from host_sim.pico_table import Table, percentile
from host_sim.random_pomme import play_deal
from picotafel import config


def by_quarter(values):
    """p95 of each quarter of a list (the start of a match against its end)."""
    n = len(values)
    return [percentile(values[i * n // 4:(i + 1) * n // 4], 95) for i in range(4)]


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
            key_pomme_deal(dev, play_deal(rng, m.players, m.next_dealer))
        assert not dev.app.match.finished, "the seven-deal match ended early: pick another seed"
        return {"matches/" + path: data for path, data in read_tree(matches).items()}


def whole_match(firmware):
    keys, _ = match_keys(random.Random(5))
    t = Table(firmware)
    try:
        first = boot_ms(t)
        t.emu.call("reset_stats")
        t.keys(keys)
        stats = t.emu.stats()
        f = t.figures()
        f["boot_to_first_screen_ms"] = first
        f["latency_p95_by_quarter_ms"] = by_quarter(t.latency)
        f["awake_share_keying"] = stats["time_ms"]["run"] / stats["now_ms"] if stats["now_ms"] else None
        statements = t.app.match.count
        f["flash_programs_per_statement"] = stats["flash"]["pagePrograms"] / statements
        f["flash_erases_per_statement"] = stats["flash"]["sectorErases"] / statements
        f["statements"] = statements
        return f
    finally:
        t.close()


def idle_shares(firmware):
    """Share of time the core runs while a screen waits for a key: awake (scanning every
    SCAN_MS), and once dimmed (lightsleep between wake-ups)."""
    t = Table(firmware)
    try:
        t.emu.call("reset_stats")
        t.emu.run(30_000)
        awake = t.emu.stats()["time_ms"]
        t.emu.run(config.DIM_AFTER_MS)
        t.emu.call("reset_stats")
        t.emu.run(60_000)
        dim = t.emu.stats()["time_ms"]
        total = lambda d: d["run"] + d["wait"] + d["lightsleep"]
        return {"awake_share_idle": awake["run"] / total(awake),
                "awake_share_dimmed": dim["run"] / total(dim),
                "lightsleep_share_dimmed": dim["lightsleep"] / total(dim)}
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
            key_pomme_deal(t, play_deal(rng, m.players, m.next_dealer))
        return min(t.free)
    finally:
        t.close()


def figures(firmware):
    """name -> value, in the order `make bench` prints them."""
    out = {}
    m = whole_match(firmware)
    out["pico_boot_to_first_screen_ms"] = m["boot_to_first_screen_ms"]
    out["pico_resume_7_deal_match_ms"] = resume_ms(firmware)
    out["pico_key_to_screen_p50_ms"] = m["latency_p50_ms"]
    out["pico_key_to_screen_p95_ms"] = m["latency_p95_ms"]
    out["pico_key_to_screen_max_ms"] = m["latency_max_ms"]
    out["pico_key_to_screen_p95_by_quarter_ms"] = m["latency_p95_by_quarter_ms"]
    out["pico_display_bytes_per_key"] = m["bytes_per_key"]
    out["pico_lowest_free_heap_kb_match"] = m["lowest_free"] / 1024
    out["pico_lowest_free_heap_kb_30_deals"] = thirty_deals(firmware) / 1024
    out["pico_flash_programs_per_statement"] = m["flash_programs_per_statement"]
    out["pico_flash_erases_per_statement"] = m["flash_erases_per_statement"]
    out["pico_awake_share_keying"] = m["awake_share_keying"]
    out.update(("pico_" + k, v) for k, v in idle_shares(firmware).items())
    return out
