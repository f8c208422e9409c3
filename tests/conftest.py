"""Shared fixtures: a folder holding the firmware compiled for MicroPython.

The test files live in rooms (tests/docs/rooms.py); the helpers they share in tests/
itself. Every room is put on sys.path here, so that a test imports a helper or another
room's test module by its name alone, as it did when all lay in one folder."""

import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "docs"))
import rooms  # noqa: E402

for _room in rooms.ROOMS:
    if os.path.join(HERE, _room) not in sys.path:
        sys.path.insert(1, os.path.join(HERE, _room))

import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

import mpy  # noqa: E402

# CI machines are shared and noisy: no wall-clock limit may fail a test, so hypothesis
# gets neither a deadline nor its too-slow health check (tests may still set their own
# example counts).
settings.register_profile("picotafel", deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("picotafel")


def pytest_configure(config):
    """The seed of the run's samples (tests/sampling.py): PICOTAFEL_SEED, else a new one,
    set in the environment before the pytest-xdist workers start, so all share it."""
    if not os.environ.get("PICOTAFEL_SEED"):
        os.environ["PICOTAFEL_SEED"] = str(random.SystemRandom().randrange(1, 10 ** 6))


def pytest_report_header(config):
    return seed_line()


def seed_line():
    import sampling
    if sampling.FULL:
        return "samples: none, every case of every set (PICOTAFEL_FULL=1)"
    return ("samples of the long sets drawn from seed %d (PICOTAFEL_SEED=%d repeats them; "
            "make test-full runs every case)" % (sampling.seed(), sampling.seed()))


@pytest.fixture(autouse=True)
def english_after_each_test():
    """The language is the process's (picotafel.lang): a test that speaks another one
    leaves the next test speaking English, as every test but the language ones expects."""
    yield
    from picotafel import lang
    lang.use("en")


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
    from host_sim.emu import pico_emu
    why = pico_emu.missing()
    if why:
        if os.environ.get("CI") == "true":
            pytest.fail("the emulated Pico cannot run in CI: " + why)
        pytest.skip("the emulated Pico cannot run here: " + why)
    return pico_emu.build_firmware(str(tmp_path_factory.mktemp("pico")))


@pytest.fixture(scope="session")
def web_site(tmp_path_factory):
    """`make web`'s site (host_sim/web/build.py), built once. Without Node, the npm
    package or mpy-cross the test says why and skips, except in CI (CI=true), where that
    is a failure."""
    from host_sim.web import build, node
    why = node.missing()
    if why:
        if os.environ.get("CI") == "true":
            pytest.fail("the web page cannot be built in CI: " + why)
        pytest.skip("the web page cannot be built here: " + why)
    out = str(tmp_path_factory.mktemp("web"))
    build.build(out)
    return out


# -- how many examples each property test really checked ----------------------------
# An example that a test cannot use is rejected with assume() (never a bare `return`,
# which would count as checked). After each hypothesis test, the share of the examples
# it ran that it really checked: below MIN_CHECKED the test fails; the session ends with
# a line naming the lowest shares.

MIN_CHECKED = 0.8
CHECKED = {}


@pytest.hookimpl(wrapper=True, trylast=True)
def pytest_runtest_call(item):
    from hypothesis import is_hypothesis_test
    from hypothesis.statistics import collector
    if not is_hypothesis_test(getattr(item, "obj", None)):
        return (yield)
    got = []
    outer = collector.value

    def note(stats):
        got.append(stats)
        if outer is not None:
            outer(stats)

    with collector.with_value(note):
        result = yield
    valid = invalid = 0
    for stats in got:
        for phase in ("reuse-phase", "generate-phase"):
            for case in stats.get(phase, {}).get("test-cases", []):
                if case["status"] == "valid":
                    valid += 1
                elif case["status"] in ("invalid", "overrun"):
                    invalid += 1
    if valid + invalid:
        # carried by the test's report, so that the summary sees it from xdist's workers
        item.user_properties.append(("checked", (valid, valid + invalid)))
        assert valid >= MIN_CHECKED * (valid + invalid), (
            "%s checked only %d of the %d examples it ran" % (item.name, valid, valid + invalid))
    return result


def pytest_runtest_logreport(report):
    for name, value in report.user_properties:
        if name == "checked":
            CHECKED[report.nodeid] = tuple(value)


def pytest_terminal_summary(terminalreporter):
    terminalreporter.write_line(seed_line())
    if not CHECKED:
        return
    low = sorted(CHECKED.items(), key=lambda kv: kv[1][0] / kv[1][1])[:3]
    terminalreporter.write_line(
        "property tests: %d (each must check %d%% of the examples it runs); the lowest "
        "shares checked: %s" % (len(CHECKED), int(100 * MIN_CHECKED), ", ".join(
            "%s %d/%d" % (k.split("::")[-1], v[0], v[1]) for k, v in low)))
