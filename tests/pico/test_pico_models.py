"""The emulator's chip models (host_sim/pico/*.mjs) checked on their own, without the
firmware: runs the Node test files of tests/pico/ and fails with their output.

Without node or host_sim/pico/node_modules the test is skipped, except on CI (CI=true),
where a missing toolchain must not pass silently.
"""

import glob
import os
import re
import shutil
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _missing():
    if shutil.which("node") is None:
        return "node is not installed"
    if not os.path.isdir(os.path.join(ROOT, "host_sim", "pico", "node_modules")):
        return "host_sim/pico/node_modules is missing: run npm ci in host_sim/pico"
    return None


def test_node_model_tests_pass():
    why = _missing()
    if why:
        if os.environ.get("CI") == "true":
            pytest.fail(why)
        pytest.skip(why)
    # The files by name (Node 20 takes a folder, Node 22 glob patterns) and TAP output
    # by name (Node 23 defaults to another reporter).
    files = sorted(glob.glob(os.path.join(ROOT, "tests", "pico", "*.test.mjs")))
    r = subprocess.run(["node", "--test", "--test-reporter=tap"] + files, cwd=ROOT,
                       capture_output=True, text=True, timeout=60)
    out = r.stdout + r.stderr
    if r.returncode:
        pytest.fail("node --test tests/pico/ failed:\n" + out, pytrace=False)
    passed = re.search(r"^# pass (\d+)$", out, re.M)
    assert passed and int(passed.group(1)) > 0, "no JS test ran:\n" + out
