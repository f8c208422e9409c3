"""Shared fixtures: a folder holding the firmware compiled for MicroPython."""

import os

import pytest
from hypothesis import HealthCheck, settings

import mpy

# CI machines are shared and noisy: no wall-clock limit may fail a test, so hypothesis
# gets neither a deadline nor its too-slow health check (tests may still set their own
# example counts).
settings.register_profile("picotafel", deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("picotafel")


@pytest.fixture(scope="session")
def mpy_tree(tmp_path_factory):
    if not mpy.MICROPYTHON or not mpy.MPY_CROSS:
        pytest.fail("micropython and mpy-cross are not installed: run `make test`")
    dest = tmp_path_factory.mktemp("mpy")
    mpy.compile_tree(str(dest))
    return str(dest)


@pytest.fixture(scope="session")
def pico_firmware(tmp_path_factory):
    """`make firmware`'s tree for the emulated Pico. Without the emulator's assets or Node
    the test says why and skips, except in CI (CI=true), where that is a failure."""
    from host_sim import pico_emu
    why = pico_emu.missing()
    if why:
        if os.environ.get("CI") == "true":
            pytest.fail("the emulated Pico cannot run in CI: " + why)
        pytest.skip("the emulated Pico cannot run here: " + why)
    return pico_emu.build_firmware(str(tmp_path_factory.mktemp("pico")))
