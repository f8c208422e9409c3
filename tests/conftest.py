"""Shared fixtures: a folder holding the firmware compiled for MicroPython."""

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
