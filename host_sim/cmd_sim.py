"""Run the device in this terminal (the default): `sim [--data DIR]`.

The 128x64 screen is drawn in braille with the keypad beside it; keys as at the table
(s h d c suits, 6-9 t j q k a ranks, Enter OK, Backspace undo, m/Esc menu, arrows in
lists); Ctrl-C quits. Matches are kept in DIR (default ./sim-data) like the device's
flash, so a match goes on after quitting and starting again.
"""

import argparse
import os
import select
import sys
import time

from host_sim.device import Device
from host_sim.keyboard import LEGEND, to_key
from host_sim.term import braille_lines

HELP = ("s h d c suits  6-9 t j q k a ranks  Enter OK",
        "Backspace undo  m menu  arrows move  Ctrl-C quit")


def frame(dev, lit=None):
    """The whole terminal picture: the screen in a frame, the keypad beside it."""
    screen = braille_lines(dev.buf)
    pad = []
    for row in range(4):
        cells = []
        for col in range(4):
            key, meaning = LEGEND[row * 4 + col]
            cell = "%-3s" % meaning
            cells.append("\x1b[7m%s\x1b[0m" % cell if key == lit else cell)
        pad.append(" ".join(cells))
    keys = []
    for row in range(4):
        keys.append(" ".join("%-3s" % LEGEND[row * 4 + col][0] for col in range(4)))
    side = ["keypad", ""] + pad + ["", "keys"] + keys
    out = ["\u250c" + "\u2500" * 64 + "\u2510"]
    for i, line in enumerate(screen):
        extra = side[i] if i < len(side) else ""
        out.append("\u2502" + line + "\u2502 " + extra)
    out.append("\u2514" + "\u2500" * 64 + "\u2518")
    out.extend(HELP)
    return out


def read_key(fd):
    """One keyboard key as a name; None on end of input."""
    ch = os.read(fd, 1)
    if not ch or ch in (b"\x03", b"\x04"):
        return None
    if ch == b"\x1b":
        if select.select([fd], [], [], 0.05)[0]:
            seq = os.read(fd, 2)
            return {b"[A": "up", b"[B": "down", b"[C": "right", b"[D": "left"}.get(seq, "")
        return "esc"
    if ch in (b"\r", b"\n"):
        return "enter"
    if ch in (b"\x7f", b"\x08"):
        return "backspace"
    try:
        return ch.decode()
    except UnicodeDecodeError:
        return ""


def run_interactive(dev):
    import termios
    import tty
    fd = sys.stdin.fileno()
    saved = termios.tcgetattr(fd)
    start = time.monotonic()
    lit = None
    try:
        tty.setcbreak(fd)
        sys.stdout.write("\x1b[?25l")
        while True:
            sys.stdout.write("\x1b[H\x1b[2J" + "\r\n".join(frame(dev, lit)) + "\r\n")
            sys.stdout.flush()
            ready = select.select([fd], [], [], 0.2)[0]
            dev.now = int((time.monotonic() - start) * 1000)
            if not ready:
                lit = None
                dev.wait(0)
                continue
            name = read_key(fd)
            if name is None:
                return 0
            k = to_key(name, dev.app.stack[-1])
            lit = k
            if k is not None:
                dev.press(k)
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)
        sys.stdout.write("\x1b[?25h\n")


def run_piped(dev, text):
    """Keyboard input that is not a terminal (a script, a test): each character a key,
    newline is Enter; then the final picture."""
    names = {"\n": "enter", "\x7f": "backspace", "\x1b": "esc"}
    for ch in text:
        k = to_key(names.get(ch, ch), dev.app.stack[-1])
        if k is not None:
            dev.press(k)
    print("\n".join(frame(dev)))
    return 0


def main(argv):
    ap = argparse.ArgumentParser(prog="python3 -m host_sim sim")
    ap.add_argument("--data", default="sim-data",
                    help="folder that keeps the matches, like the device's flash")
    args = ap.parse_args(argv)
    try:
        os.makedirs(args.data, exist_ok=True)
        dev = Device(data_dir=args.data)
    except OSError as e:
        print("sim: cannot use %s: %s" % (args.data, e), file=sys.stderr)
        return 1
    if sys.stdin.isatty():
        return run_interactive(dev)
    return run_piped(dev, sys.stdin.read())
