"""Every firmware file compiles for MicroPython and type-checks against the Pico's API."""

import json
import os
import subprocess
import sysconfig


import mpy

FIRMWARE_FILES = sorted(
    os.path.relpath(os.path.join(d, f), mpy.ROOT)
    for d, _, files in os.walk(mpy.FIRMWARE) for f in files if f.endswith(".py"))


def test_every_firmware_file_compiles_with_mpy_cross_for_the_pico(tmp_path):
    # One test for all the files (a test each cost more in pytest than the compiles):
    # every file is compiled, and the message names each one that fails with its error.
    failed = []
    for path in FIRMWARE_FILES:
        r = subprocess.run([mpy.MPY_CROSS, "-march=armv6m", "-o", str(tmp_path / "out.mpy"),
                            path], cwd=mpy.ROOT, capture_output=True, text=True)
        if r.returncode:
            failed.append("%s: %s" % (path, r.stderr.strip()))
    assert len(FIRMWARE_FILES) > 100
    assert not failed, "%d of %d firmware files do not compile:\n%s" % (
        len(failed), len(FIRMWARE_FILES), "\n".join(failed))


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
