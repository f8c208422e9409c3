"""Run the real firmware on an emulated Pico in this terminal: `emu` (Node, rp2040js).

The same screen and keys as `sim`, but what runs is the MicroPython UF2 on an emulated
RP2040 with the firmware of `make firmware` on its flash; the picture is what the emulated
OLED controller shows. Time is simulated RP2040 time, paced to the wall clock while idle.
Each start is a fresh device (nothing is kept) whose language was chosen: `--lang L`
(en de fr es), else English. Ctrl-C quits.
"""

import argparse
import os
import re
import select
import shutil
import sys
import tempfile
import time
import types

from host_sim.emu import pico_emu
from host_sim.cli.cmd_sim import frame, read_key
from host_sim.sim.keyboard import to_key
from host_sim.emu.pico_mirror import Mirror
from picotafel import lang

STEP_MS = 50        # simulated time run between looks at the keyboard
LIT_S = 0.3         # how long the keypad drawing shows the key pressed (wall time)
STATUS = "t=%.1f s  emulated RP2040 (simulated time)%s"
_ESCAPE = re.compile(r"(\x1b\[[0-9;?]*[A-Za-z])")


def clip(line, width):
    """`line` cut to `width` columns, its escape sequences kept (they take none): sim's
    frame is 82 columns, and a wrapped line would scroll an 80-column terminal."""
    out = []
    n = 0
    for part in _ESCAPE.split(line):
        if not part.startswith("\x1b"):
            part = part[:max(0, width - n)]
            n += len(part)
        out.append(part)
    return "".join(out)


class Session:
    """The emulated Pico, and beside it the host device fed the same keys: the host's
    current screen says how the keyboard maps (cards, digits), as in `sim`."""

    def __init__(self, workdir, firmware=None, lang="en"):
        """`workdir`: an empty folder for the run; `firmware`: a `make firmware` tree
        (built into `workdir` if not given); `lang`: the language kept on its flash (the
        first start's choice, made)."""
        files = {"matches/settings": ("lang %s\n" % lang).encode()}
        if firmware is None:
            firmware = pico_emu.build_firmware(os.path.join(workdir, "firmware"))
        emu_dir = os.path.join(workdir, "emu")
        os.makedirs(emu_dir)
        self.emu = pico_emu.PicoEmu(firmware, files=files, workdir=emu_dir)
        try:
            self.emu.start()
            self.mirror = Mirror(os.path.join(workdir, "host"), files=files)
            self.now_ms = 0.0
            self.refresh()
        except BaseException:
            self.close()
            raise

    def close(self):
        self.emu.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def refresh(self):
        """Read what the panel shows now (and whether it is on)."""
        self.picture, self.on, _ = self.emu.screen()

    def run(self, ms=STEP_MS):
        """Let the firmware run `ms` of simulated time."""
        self.now_ms = self.emu.run(ms)["now_ms"]
        self.refresh()

    def key(self, name):
        """Keyboard key `name` (as cmd_sim.read_key names it) pressed on the keypad; the
        keypad key, or None for a key that means nothing on this screen."""
        k = to_key(name, self.mirror.dev.app.stack[-1])
        if k is None:
            return None
        awake = self.on     # on a dark panel a key only wakes the device (hw/power.py)
        answer = self.emu.press(k)
        if awake:
            self.mirror.key(k, answer["handled"]["at"])
        self.now_ms = answer["now_ms"]
        self.refresh()
        return k

    def status(self):
        state = "" if self.on else "  (panel off: any key wakes it)"
        return STATUS % (self.now_ms / 1000, state)

    def lines(self, lit=None):
        """The terminal picture: `sim`'s screen and keypad, then the status line."""
        return frame(types.SimpleNamespace(buf=self.picture), lit) + [self.status()]


def play(text, workdir, firmware=None, lang="en"):
    """Keyboard input as `sim` takes it from a pipe (each character a key, newline is
    Enter) on a freshly booted emulated Pico; the final picture (1024 bytes, MONO_VLSB)."""
    names = {"\n": "enter", "\x7f": "backspace", "\x1b": "esc"}
    with Session(workdir, firmware, lang) as s:
        for ch in text:
            s.key(names.get(ch, ch))
        s.run()
        return s.picture


def run_interactive(session):
    """Keys from the terminal; between keys the firmware runs, about as fast as a wall
    clock while it is idle. Redraws all only when the picture or the lit key changed."""
    import termios
    import tty
    fd = sys.stdin.fileno()
    saved = termios.tcgetattr(fd)
    out = sys.stdout
    lit = None
    lit_until = 0.0
    shown = None
    try:
        tty.setcbreak(fd)
        # Ctrl-C as a key (read_key ends on it), not SIGINT: the signal would also reach
        # the Node process, which shares our process group, and kill it mid-request.
        attrs = termios.tcgetattr(fd)
        attrs[3] &= ~termios.ISIG
        termios.tcsetattr(fd, termios.TCSANOW, attrs)
        out.write("\x1b[?25l\x1b[?7l")       # cursor hidden, no line wrap
        while True:
            width = shutil.get_terminal_size().columns
            lines = [clip(line, width) for line in session.lines(lit)]
            if lines[:-1] != shown:
                out.write("\x1b[H\x1b[2J" + "\r\n".join(lines))
                shown = lines[:-1]
            else:
                out.write("\x1b[%d;1H%s\x1b[K" % (len(lines), lines[-1]))
            out.flush()
            start = time.monotonic()
            if select.select([fd], [], [], STEP_MS / 1000)[0]:
                name = read_key(fd)
                if name is None:
                    return
                lit = session.key(name)
                lit_until = start + LIT_S
            elif start > lit_until:
                lit = None
            # Idle: as much simulated time as wall time went by (at least one step).
            session.run(max(STEP_MS, (time.monotonic() - start) * 1000))
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)
        out.write("\x1b[?7h\x1b[?25h\r\n")
        out.flush()


def main(argv):
    ap = argparse.ArgumentParser(prog="python3 -m host_sim emu",
                                 description="The firmware on an emulated Pico; keys as in "
                                             "sim (or piped: each character a key).")
    ap.add_argument("--lang", choices=lang.CODES, default="en",
                    help="the language the device has kept (default en)")
    args = ap.parse_args(argv)
    why = pico_emu.missing()
    if why:
        print("emu: cannot run the emulated Pico: %s" % why, file=sys.stderr)
        return 1
    piped = None if sys.stdin.isatty() else sys.stdin.read()
    session = None
    try:
        with tempfile.TemporaryDirectory(prefix="picotafel-emu-") as tmp:
            if piped is not None:
                picture = play(piped, tmp, lang=args.lang)
                print("\n".join(frame(types.SimpleNamespace(buf=picture))))
                return 0
            print("emu: building the firmware and booting the emulated Pico ...")
            session = Session(tmp, lang=args.lang)
            try:
                run_interactive(session)
            finally:
                session.close()
            print("emu: quit at t=%.1f s of simulated time" % (session.now_ms / 1000))
            return 0
    except KeyboardInterrupt:
        when = " at t=%.1f s of simulated time" % (session.now_ms / 1000) if session else ""
        print("emu: stopped%s" % when)
        return 0
    except pico_emu.EmuError as e:
        print("emu: the emulated Pico failed: %s" % e, file=sys.stderr)
        return 1
