"""hardware/deploy.py, the body of `make firmware` and `make deploy` (issue 13)."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEPLOY = os.path.join(ROOT, "hardware", "deploy.py")


def run(*args):
    return subprocess.run([sys.executable, DEPLOY] + list(args), cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


def test_build_compiles_every_firmware_file(tmp_path):
    out = tmp_path / "pico"
    r = run("build", "--out", str(out))
    assert r.returncode == 0, r.stderr
    src = os.path.join(ROOT, "firmware", "picotafel")
    expected = sorted(os.path.relpath(os.path.join(d, f[:-3] + ".mpy"), src)
                      for d, _, files in os.walk(src) for f in files if f.endswith(".py"))
    got = sorted(os.path.relpath(os.path.join(d, f), str(out / "picotafel"))
                 for d, _, files in os.walk(str(out / "picotafel")) for f in files)
    assert got == expected
    for name in got:
        with open(str(out / "picotafel" / name), "rb") as f:
            assert f.read(1) == b"M", name      # the .mpy header
    with open(os.path.join(ROOT, "firmware", "main.py"), "rb") as f:
        assert (out / "main.py").read_bytes() == f.read()


def test_the_viper_loops_arrive_on_the_pico_as_its_machine_code_without_their_source(tmp_path):
    out = tmp_path / "pico"
    assert run("build", "--out", str(out)).returncode == 0
    for name in ("screens/fastdraw_viper.mpy", "hw/display_viper.mpy"):
        data = (out / "picotafel" / name).read_bytes()
        assert data[2] >> 2 == 4, name          # the header's arch: armv6m (the Cortex-M0+)
        assert b"ptr8" not in data and b"_SOURCE" not in data, name


def test_build_leaves_out_line_numbers_unless_asked(tmp_path):
    def size(*args):
        out = tmp_path / ("pico" + "".join(args))
        assert run("build", "--out", str(out), *args).returncode == 0
        return sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(str(out)) for f in fs)
    assert size() < size("--lines")


def test_build_into_a_relative_folder(tmp_path):
    r = subprocess.run([sys.executable, DEPLOY, "build", "--out", "rel/pico"], cwd=str(tmp_path),
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert (tmp_path / "rel" / "pico" / "picotafel" / "config.mpy").exists()


def test_deploy_to_a_missing_port_says_what_to_check(tmp_path):
    r = run("deploy", "--port", str(tmp_path / "no-such-port"))
    assert r.returncode == 1
    last = r.stderr.strip().splitlines()[-1]
    assert last.startswith("deploy.py: mpremote exec pass failed on ")
    assert "connect list" in last and "dialout" in last
    assert "Traceback" not in r.stderr


def test_no_command_gives_the_usage():
    r = run()
    assert r.returncode == 2 and "usage: deploy.py" in r.stderr
