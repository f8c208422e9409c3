"""Schieber's and Coiffeur's deal entered by its points (docs/rules/points.md): the
digits type the card points of one side (the chooser's first; A the other side), the
other side's follow from 157; B is the Match of the side under the cursor (257, as
typing 257 is). In Schieber C and the number of the Weis's cards (3-9: 20, 50, 100 ...
300) scores a Weis, six at most, D Stöck (with a suit trump).

A table that counts both piles types both sides' figures: they must add up to 157 (257
and 0 for a Match). Until they do, or while a figure cannot be (past 157), both stay as
typed with the reason under them and # writes nothing: one of them is corrected.

Apart from Differenzler's entry (ui_points_player) so that one entry's code is on the
heap at a time; what both share is in ui_points.
"""

from picotafel.screens import font, ui_draw

from picotafel import lang
from picotafel.core.logwords import MATCH
from picotafel.screens.ui_base import Screen
from picotafel.screens.ui_points import DEAL, MATCH_FIGURE, DIGITS, SIDE_KEY, MATCH_KEY, \
    WEIS_KEY, STOECK_KEY, WEIS_BY_KEY, WEIS_VALUES, WEIS_MOST, commit, cursor, over, \
    typed_digit

HEAP = ("NOT_IN_PLAY",)   # its group (picotafel.heap)

LANG_PART = "points"      # its words leave the heap with it (picotafel.heap)
MATCH_TYPED = "%d" % MATCH_FIGURE


def possible(v):
    """Whether `v` can be a side's figure: 0 to 157, or 257 for a Match."""
    return v <= DEAL or v == MATCH_FIGURE


class SidePoints(Screen):
    """Schieber's and Coiffeur's entry. `sides`: the sides' names; `writers`: the player
    named in each side's lines; `side`: the side typed first; `weis`, `stoeck`: whether
    the deal may score them (Schieber; Stöck with a suit trump); `mark`: the trump (and
    multiplier) shown at the top right."""
    KIND = "side_points"

    digits = True

    def __init__(self, app, play, n, sides, writers, side, mark, weis=False, stoeck=False):
        self.app = app
        self.n = n                # the deal's number
        self.play = play
        self.sides = sides
        self.writers = writers
        self.first = side         # the chooser's side: its figure is written when both are
        self.side = side          # the side whose figure the digits type
        self.mark = mark
        self.can_weis = weis
        self.can_stoeck = stoeck
        self.typed = ["", ""]     # each side's figure as typed ("257": its Match), or ""
        self.fresh = True         # the next digit starts the figure under the cursor anew
        self.weis = []            # (side, points) of each Weis
        self.stoeck = -1          # the side with Stöck, or -1
        self.weis_key = False     # C pressed: the Weis's number of cards comes next
        self.before = []          # the entry before each key that changed it (for *)

    def fill(self, statements):
        """The entry as the deal's lines `statements` say (reopened after an undo): their
        keys keyed again, so that * takes them back one by one."""
        names = self.app.match.players
        for st in statements:
            s = names.index(st[1]) % 2
            if s != self.side:
                self.key(SIDE_KEY)
            if st[0] == "result":
                keys = MATCH_KEY if st[2] == MATCH else "%d" % st[2]
            elif st[0] == "weis":
                keys = WEIS_KEY + WEIS_BY_KEY[WEIS_VALUES.index(st[2])]
            else:
                keys = STOECK_KEY
            for k in keys:
                self.key(k)

    def value(self, s):
        """Side `s`'s figure as typed, or None."""
        t = self.typed[s]
        return int(t) if t else None

    def figure(self, s):
        """Side `s`'s card points as typed, else as they follow from the other side's
        (157 less; 0 against a Match), or None."""
        v = self.value(s)
        if v is not None:
            return v
        o = self.value(1 - s)
        if o is None or not possible(o):
            return None
        return 0 if o == MATCH_FIGURE else DEAL - o

    def problem(self):
        """Why the figures typed cannot be written, or None: a figure no side has, or
        both sides' figures that do not add up to 157 (257 with a Match)."""
        a, b = self.value(0), self.value(1)
        for v in (a, b):
            if v is not None and not possible(v):
                return over(v)
        if a is None or b is None:
            return None
        whole = MATCH_FIGURE if MATCH_FIGURE in (a, b) else DEAL
        if a + b > whole:
            return lang.t("SUM_OVER", "points") % (a + b, a + b - whole)
        if a + b < whole:
            return lang.t("SUM_SHORT", "points") % (a + b, whole - a - b)
        return None

    def statements(self):
        """The deal's lines: its `result` (the Match's side, else the chooser's side when
        its figure was typed, else the other's), each `weis`, its `stoeck`."""
        side = self.first if self.typed[self.first] else 1 - self.first
        if self.value(1 - side) == MATCH_FIGURE:
            side = 1 - side
        p = self.value(side)
        out = []
        out.append(("result", self.writers[side], MATCH if p == MATCH_FIGURE else p))
        for s, v in self.weis:
            out.append(("weis", self.writers[s], v))
        if self.stoeck >= 0:
            out.append(("stoeck", self.writers[self.stoeck]))
        return out

    # -- keys ----------------------------------------------------------------------------

    def state(self):
        return (self.side, tuple(self.typed), self.fresh, tuple(self.weis), self.stoeck,
                self.weis_key)

    def key(self, k):
        """A key; the entry as it was before it is kept when the key changed it."""
        if k == "*":
            self.back()
            return
        was = self.state()
        self.take(k)
        if self.state() != was:
            self.before.append(was)

    def take(self, k):
        app = self.app
        t = lang.t
        if self.weis_key and k in WEIS_BY_KEY:
            self.add_weis(WEIS_VALUES[WEIS_BY_KEY.index(k)])
        elif self.weis_key:
            app.flash(t("WEIS_CARDS", "points"))
        elif k in "0123456789":
            self.digit(k)
        elif k == SIDE_KEY:
            self.side = 1 - self.side
            self.fresh = True
        elif k == MATCH_KEY:
            self.typed[self.side] = MATCH_TYPED
            self.fresh = True
        elif k == WEIS_KEY:
            if not self.can_weis:
                app.flash(t("NO_WEIS_HERE", "points"))
            elif len(self.weis) >= WEIS_MOST:
                app.flash(t("WEIS_AT_MOST", "points") % WEIS_MOST)
            else:
                self.weis_key = True
        elif k == STOECK_KEY:
            if not self.can_stoeck:
                app.flash(t("NO_STOECK_HERE", "points"))
            else:
                self.stoeck = -1 if self.stoeck == self.side else self.side
        elif k == "#":
            why = self.problem()
            if not self.typed[0] and not self.typed[1]:
                app.flash(t("KEY_THE_POINTS", "points"))
            elif why:
                app.flash(why)
            elif commit(app, self.statements()):
                self.play.after = 0         # the summary (ui_tricks.SUMMARY)
                app.pop()

    def digit(self, k):
        """Digit `k` typed into the figure under the cursor, kept as typed: a figure that
        cannot be is said at once (and stays, for * or the other side to correct)."""
        typed = typed_digit("" if self.fresh else self.typed[self.side], k)
        if typed is None:                       # four digits: past 157 already
            self.app.flash(over(int(self.typed[self.side])))
            return
        self.typed[self.side] = typed
        self.fresh = False
        v = int(typed)
        if not possible(v):
            self.app.flash(over(v))

    def add_weis(self, v):
        self.weis_key = False
        for s, _ in self.weis:
            if s != self.side:
                self.app.flash(lang.t("ONE_SIDE_WEIS", "points") % self.sides[s])
                return
        self.weis.append((self.side, v))

    def back(self):
        """One key back, and from an empty entry back to the cards."""
        if not self.before:
            self.app.pop()
            return
        side, typed, fresh, weis, stoeck, weis_key = self.before.pop()
        self.side, self.typed, self.fresh = side, list(typed), fresh
        self.weis, self.stoeck, self.weis_key = list(weis), stoeck, weis_key

    # -- the screen ----------------------------------------------------------------------

    def draw(self, fb):
        """Both sides side by side: the name (the one typed lit), the card points large,
        under them the Match, Weis and Stöck; why the figures cannot be written, if they
        cannot, else the Weis's keys; the keys at the bottom."""
        t = lang.t
        ui_draw.title(fb, t("POINTS_OF", "points") % self.mark)
        for s in (0, 1):
            x0 = s * 64
            name = ui_draw.short(self.sides[s], 10)
            if s == self.side:
                ui_draw.inverse(fb, name, x0 + (64 - font.text_width(name)) // 2, 12)
            else:
                ui_draw.centre(fb, name, 12, 1, x0, 64)
            v = self.figure(s)
            num = "" if v is None else "%d" % v
            w = font.big_width(num) if num else 0
            here = s == self.side and v != MATCH_FIGURE and len(num) < DIGITS
            x = x0 + (64 - w - (12 if here else 0)) // 2
            if num:
                font.big(fb, num, x, 19)
            if here:
                cursor(fb, x + w + 2, 38)
            info = []
            if v == MATCH_FIGURE:
                info.append(t("MATCH_WORD", "points"))
            weis = sum(p for q, p in self.weis if q == s)
            if weis:
                info.append("W%d" % weis)
            if self.stoeck == s:
                info.append(t("STOECK_SHORT", "points"))
            ui_draw.centre(fb, " ".join(info)[:10], 41, 1, x0, 64)
        if self.weis_key:
            font.text(fb, "3=20 4=50 5=100 6=150", 0, 48)
            ui_draw.bottom(fb, "7=200 8=250 9=300")
            return
        why = self.problem()
        if why:             # # writes nothing until a figure is put right: not offered
            ui_draw.centre(fb, why, 48)
        elif self.can_weis:
            ui_draw.centre(fb, t("WEIS_STOECK_KEYS", "points"), 48)
        if why:
            ui_draw.bottom(fb, t("SIDE_MATCH_FIX", "points"))
        else:
            ui_draw.bottom(fb, t("SIDE_MATCH_OK", "points"))
