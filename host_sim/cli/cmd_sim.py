"""Run the device in this terminal (the default): `sim [--data DIR] [--lang L]`.

The 128x64 screen is drawn in braille with the keypad beside it; keys as at the table
(in card entry s h d c suits and 6-9 t j q k a ranks, elsewhere the digits and a-d are
the keys the hints name; Enter OK, Backspace undo, m/Esc menu, arrows in lists); Ctrl-C quits (the match is kept). The picture fits an 80x24 terminal; a
smaller one gets the screen alone, then (down to 24x11) the screen's text lines as text
(screen_text). The buzzer is the terminal bell, the LED is drawn beside the keypad.
Matches are kept in DIR (default ./sim-data) like the device's flash, so a match goes on
after quitting and starting again; a fresh DIR starts as a new device does, with the
language screen (--lang skips it).
"""

import argparse
import os
import select
import shutil
import sys
import time

from host_sim.sim.device import Device
from host_sim.sim.keyboard import LEGEND, shown, to_key
from host_sim.sim.screen_text import text_lines
from host_sim.sim.term import braille_lines
from picotafel import lang

HELP = ("a card: s h d c suits, 6-9 t j q k a ranks; else 0-9 a-d as hints say",
        "Enter OK  Backspace undo  m menu  arrows move  Ctrl-C quit")


WIDTH = 80           # the picture fits an 80x24 terminal
LINES = 21           # the whole picture's lines, and one for the cursor
SMALLEST = (23, 11)  # the text view: 21 columns and 8 lines in a frame, and the cursor


class Lights:
    """The device's buzzer and LED (firmware hw/sound.py, the same tones at the same
    moments) in the terminal: the bell for a refusal, a deal's end and the winner (not
    for the faint click of a card), the LED drawn beside the keypad."""

    def __init__(self):
        from picotafel.hw.sound import Sound
        self.bells = 0
        self.led = False
        sim = self

        class Buzzer:
            f = 0

            def freq(self, f):
                self.f = f

            def duty_u16(self, d):
                if d and self.f < 2500:         # a tone, not the click
                    sim.bells += 1

        class Led:
            def value(self, v):
                sim.led = bool(v)

        self.sound = Sound(Buzzer(), Led(), lambda a, b: a - b)

    def update(self, app, now):
        """Move the tones and blinks on; the number of bells to ring now."""
        self.sound.update(app, now)
        n = self.bells
        self.bells = 0
        return n


def frame(dev, lit=None, led=False):
    """The whole terminal picture, at most 80 columns by 24 lines: the screen in a
    frame, the keypad beside it, the LED under it."""
    screen = braille_lines(dev.buf)
    pad = []
    for row in range(4):
        cells = []
        for col in range(4):
            key = LEGEND[row * 4 + col][0]
            cell = "%-3s" % shown(key, dev.app.stack[-1])
            cells.append("\x1b[7m%s\x1b[0m" % cell if key == lit else cell)
        pad.append("".join(cells))
    keys = []
    for row in range(4):
        keys.append("".join("%-3s" % LEGEND[row * 4 + col][0] for col in range(4)))
    side = ["keypad", ""] + pad + ["", "keys"] + keys + [
        "", "LED \x1b[1m\u25cf\x1b[0m" if led else "LED \u25cb"]
    out = ["\u250c" + "\u2500" * 64 + "\u2510"]
    for i, line in enumerate(screen):
        extra = side[i] if i < len(side) else ""
        out.append("\u2502" + line + "\u2502 " + extra)
    out.append("\u2514" + "\u2500" * 64 + "\u2518")
    out.extend(HELP)
    return out


def boxed(lines):
    """`lines` of the screen in a frame."""
    w = len(lines[0])
    return (["\u250c" + "\u2500" * w + "\u2510"] + ["\u2502" + ln + "\u2502" for ln in lines]
            + ["\u2514" + "\u2500" * w + "\u2518"])


def fit(dev, columns, lines, lit=None, led=False):
    """The biggest picture that fits a terminal of `columns` x `lines` (one line kept for
    the cursor): the whole one with the keypad; the screen alone in braille; the
    screen's text lines as text (a half-resolution picture cannot be read), and the LED
    below the smaller ones as room allows. None if even the text does not fit."""
    if columns >= WIDTH and lines >= LINES:
        return frame(dev, lit, led)
    for screen in (braille_lines, text_lines):
        out = boxed(screen(dev.buf) if screen is braille_lines else screen(dev))
        if columns < len(out[0]) or lines < len(out) + 1:
            continue
        more = ["LED \x1b[1m\u25cf\x1b[0m" if led else "LED \u25cb"]
        return out + more[:lines - 1 - len(out)]
    return None


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


def feed(dev, name):
    """Keyboard key `name` to the device: a letter typed where a name is typed goes in as
    typed (capitals too); anything else as its keypad key. The keypad key, if any."""
    screen = dev.app.stack[-1]
    if len(name) == 1 and name.isalpha() and hasattr(screen, "type_char"):
        screen.type_char(name)
        dev.app.dirty = True
        dev.redraw()
        return None
    k = to_key(name, screen)
    if k is not None:
        dev.press(k)
    return k


def run_interactive(dev):
    import termios
    import tty
    fd = sys.stdin.fileno()
    saved = termios.tcgetattr(fd)
    start = time.monotonic()
    lit = None
    lights = Lights()
    try:
        tty.setcbreak(fd)
        sys.stdout.write("\x1b[?25l")
        while True:
            bells = lights.update(dev.app, dev.now)
            size = shutil.get_terminal_size((WIDTH, 24))
            picture = fit(dev, size.columns, size.lines, lit, lights.led) or [
                "sim: needs %dx%d at least" % SMALLEST]
            sys.stdout.write("\x1b[H\x1b[2J" + "\r\n".join(picture)
                             + "\r\n" + ("\a" if bells else ""))
            sys.stdout.flush()
            busy = lights.sound.busy()
            ready = select.select([fd], [], [], 0.05 if busy else 0.2)[0]
            dev.now = int((time.monotonic() - start) * 1000)
            if not ready:
                lit = None
                dev.wait(0)
                continue
            name = read_key(fd)
            if name is None:
                return 0
            lit = feed(dev, name)
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)
        sys.stdout.write("\x1b[?25h\n")


def run_piped(dev, text):
    """Keyboard input that is not a terminal (a script, a test): each character a key,
    newline is Enter; then the final picture."""
    names = {"\n": "enter", "\x7f": "backspace", "\x1b": "esc"}
    for ch in text:
        feed(dev, names.get(ch, ch))
    size = shutil.get_terminal_size((WIDTH, 24))     # COLUMNS and LINES may say
    print("\n".join(fit(dev, size.columns, size.lines) or frame(dev)))
    return 0


def main(argv):
    ap = argparse.ArgumentParser(prog="python3 -m host_sim sim")
    ap.add_argument("--data", default="sim-data",
                    help="folder that keeps the matches, like the device's flash")
    ap.add_argument("--lang", choices=lang.CODES,
                    help="the screens' language (default: the one kept in --data, else "
                    "asked first, as a new device asks; the menu changes it)")
    args = ap.parse_args(argv)
    try:
        os.makedirs(args.data, exist_ok=True)
        # Without --lang, the device's own way: the kept language, or the question.
        dev = Device(data_dir=args.data, lang=args.lang, inside=True)
    except OSError as e:
        print("sim: cannot use %s: %s" % (args.data, e), file=sys.stderr)
        return 1
    try:
        if sys.stdin.isatty():
            size = shutil.get_terminal_size((WIDTH, 24))
            if size.columns < WIDTH or size.lines < LINES:
                print("sim: the whole picture needs %dx%d; this terminal is %dx%d: a "
                      "smaller view" % (WIDTH, LINES, size.columns, size.lines),
                      file=sys.stderr)
            return run_interactive(dev)
        return run_piped(dev, sys.stdin.read())
    except KeyboardInterrupt:
        print("\nsim: stopped; the match is kept in %s" % args.data)
        return 0
