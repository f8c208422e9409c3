"""The keypad's wiring test, at power-on: hold any key while switching on.

It reads the matrix itself (Keypad.held: the row and column pins of each key down, not
the keymap), so it works when the keypad is wired wrongly and the menu's "test keys"
cannot be reached (its keys come through the keymap). The builder presses the keys it
names, as printed on them: the first row, then the first column. Each press shows the
row and column the Pico read it on; after the last the screen says what the wiring is:
right, the plug turned round, rows swapped or columns swapped, with the order the rows
or columns arrived in (hardware/README.md, "If a key is wrong"). Switching off leaves it;
after config.OFF_AFTER_MS without a key the device starts as usual.
"""

from picotafel import config, lang
from picotafel.screens import font, ui_draw

STEP_MS = 10            # the matrix is read this often
STEADY = 2              # reads alike before a change counts (the contact's bounce)


def asked(keymap=config.KEYMAP):
    """(key, (row, column)) of each key the test asks for, in order: the first row, then
    the first column's others, named as printed (the keymap)."""
    out = [(keymap[0][c], (0, c)) for c in range(len(keymap[0]))]
    return out + [(keymap[r][0], (r, 0)) for r in range(1, len(keymap))]


def one_to_one(pairs, n):
    """The map a -> b that `pairs` show, as a list of n (None where not seen); None if an
    a went to two b's or two a's to one b (no wiring does that)."""
    out = [None] * n
    for a, b in pairs:
        if out[a] is not None and out[a] != b:
            return None
        out[a] = b
    got = [b for b in out if b is not None]
    return out if len(got) == len(set(got)) else None


def diagnose(seen, rows, cols):
    """What the presses `seen` ([(asked (row, col), read (row, col))]) say of the wiring,
    as a tuple of findings: ("right",), ("turned",), ("rows", order) and/or ("cols",
    order), ("turned", "mixed") or ("mixed",). An order lists, for the keypad's rows (or
    columns) 1, 2, ..., the Pico's row (column) each arrived at, from 1."""
    by_row = one_to_one([(a[0], b[0]) for a, b in seen], rows)
    by_col = one_to_one([(a[1], b[1]) for a, b in seen], cols)
    if by_row is not None and by_col is not None:
        out = ()
        if by_row != list(range(rows)):
            out += (("rows", order(by_row)),)
        if by_col != list(range(cols)):
            out += (("cols", order(by_col)),)
        return out or (("right",),)
    if rows == cols:
        # The plug turned round: the keypad's columns on the Pico's row pins, reversed,
        # and its rows on the column pins, reversed.
        cross_row = one_to_one([(a[1], b[0]) for a, b in seen], rows)
        cross_col = one_to_one([(a[0], b[1]) for a, b in seen], cols)
        if cross_row is not None and cross_col is not None:
            if all(v in (None, rows - 1 - i) for i, v in enumerate(cross_row)) and \
                    all(v in (None, cols - 1 - i) for i, v in enumerate(cross_col)):
                return (("turned",),)
            return (("turned",), ("mixed",))
    return (("mixed",),)


def order(mapping):
    return " ".join("?" if v is None else str(v + 1) for v in mapping)


class KeyTest:
    """The test's state: what was read, what is asked next, what it found."""

    def __init__(self, rows=len(config.KEY_ROWS), cols=len(config.KEY_COLS)):
        self.rows = rows
        self.cols = cols
        self.asked = asked()
        self.seen = []          # (asked, read) of each press so far
        self.last = None        # (row, col) of the last key read
        self.two = False        # two keys or more down at the last read
        self.held = True        # the key of the power-on still down: not a press
        self.found = None       # diagnose() once every key asked for was pressed

    def read(self, keys):
        """The keys down now (Keypad.held's list), after a change; True if the screen
        changes."""
        if not keys:
            self.held = False
            return True         # "release the key" gives way to the first key asked
        self.two = len(keys) > 1
        if self.two:
            return True
        self.last = keys[0]
        if self.held:           # the key held at power-on, or a key not let go
            return True
        self.held = True
        if self.found is None:
            self.seen.append((self.asked[len(self.seen)][1], keys[0]))
            if len(self.seen) == len(self.asked):
                self.found = diagnose(self.seen, self.rows, self.cols)
        return True

    def draw(self, fb):
        t = lang.t
        ui_draw.clear(fb)
        ui_draw.title(fb, t("KT_TITLE", "keytest"))
        if self.found is None:
            if self.held and not self.seen:
                font.text(fb, t("KT_RELEASE", "keytest"), 0, 14)
            else:
                said = t("KT_PRESS", "keytest")
                font.text(fb, said, 0, 16)
                ui_draw.text2x(fb, self.asked[len(self.seen)][0], font.text_width(said) + 6, 12)
            font.text(fb, t("KT_STEP", "keytest") % (len(self.seen) + 1, len(self.asked)), 0, 32)
        else:
            y = 12
            for line in self.lines():
                font.text(fb, line, 0, y)
                y += 9
        if self.two:
            font.text(fb, t("KT_TWO", "keytest"), 0, 47)
        elif self.last is not None:
            font.text(fb, t("KT_SEEN", "keytest") % (self.last[0] + 1, self.last[1] + 1), 0, 47)
        ui_draw.bottom(fb, t("KT_LEAVE", "keytest"))

    def lines(self):
        """The finding in words, a line each (at most four)."""
        t = lang.t
        out = []
        for f in self.found:
            what = f[0]
            if what == "right":
                out.append(t("KT_RIGHT", "keytest"))
            elif what == "turned":
                out.append(t("KT_TURNED", "keytest"))
            elif what == "rows":
                out.append(t("KT_ROWS", "keytest"))
            elif what == "cols":
                out.append(t("KT_COLS", "keytest"))
            else:
                out.append(t("KT_MIXED", "keytest"))
            if len(f) > 1:
                out.append(t("KT_ORDER", "keytest") % f[1])
        return out


def run(display, keypad, buf, fb, ticks_ms, ticks_diff, sleep_ms):
    """The test on the device until no key was pressed for config.OFF_AFTER_MS (then the
    device starts as usual). Keys the timer's scan queued meanwhile are dropped."""
    test = KeyTest(len(keypad.rows), len(keypad.cols))
    test.read(keypad.held())
    test.draw(fb)
    display.show(buf)
    keys, same, since = None, 0, ticks_ms()
    while ticks_diff(ticks_ms(), since) < config.OFF_AFTER_MS:
        sleep_ms(STEP_MS)
        while keypad.get():
            pass
        now = keypad.held()
        if now != keys:
            keys, same = now, 1
            continue
        same += 1
        if same == STEADY:
            since = ticks_ms()
            if test.read(now):
                test.draw(fb)
                display.show(buf)
