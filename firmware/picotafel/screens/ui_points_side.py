"""Schieber's and Coiffeur's deal entered by its points (docs/rules/points.md): the
digits type the card points of one side (the chooser's first; A the other side), the
other side's follow from 157; B is the Match of the side under the cursor. In Schieber
C and the number of the Weis's cards (3-9: 20, 50, 100 ... 300) scores a Weis, D Stöck
(with a suit trump).

Apart from Differenzler's entry (ui_points_player) so that one entry's code is on the
heap at a time; what both share is in ui_points.
"""

from picotafel.screens import font, ui_draw

from picotafel import lang
from picotafel.core.logwords import MATCH
from picotafel.screens.ui_base import Screen
from picotafel.screens.ui_points import DEAL, SIDE_KEY, MATCH_KEY, WEIS_KEY, STOECK_KEY, \
    WEIS_BY_KEY, WEIS_VALUES, commit, cursor, typed_digit

LANG_PART = "points"      # its words leave the heap with it (picotafel.heap)


class SidePoints(Screen):
    """Schieber's and Coiffeur's entry. `sides`: the sides' names; `writers`: the player
    named in each side's lines; `side`: the side typed first; `weis`, `stoeck`: whether
    the deal may score them (Schieber; Stöck with a suit trump); `mark`: the trump (and
    multiplier) shown at the top right."""

    digits = True

    def __init__(self, app, play, n, sides, writers, side, mark, weis=False, stoeck=False):
        self.app = app
        self.n = n                # the deal's number
        self.play = play
        self.sides = sides
        self.writers = writers
        self.side = side          # the side whose figure the digits type
        self.mark = mark
        self.can_weis = weis
        self.can_stoeck = stoeck
        self.got = None           # (side, its points or MATCH)
        self.typed = ""
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

    def figure(self, s):
        """Side `s`'s card points as entered so far, or None."""
        if self.got is None:
            return None
        side, p = self.got
        if p == MATCH:
            return DEAL if s == side else 0
        return p if s == side else DEAL - p

    def statements(self):
        """The deal's lines: its `result`, each `weis`, its `stoeck`."""
        side, p = self.got or (0, 0)
        out = []
        out.append(("result", self.writers[side], p))
        for s, v in self.weis:
            out.append(("weis", self.writers[s], v))
        if self.stoeck >= 0:
            out.append(("stoeck", self.writers[self.stoeck]))
        return out

    # -- keys ----------------------------------------------------------------------------

    def state(self):
        return (self.side, self.got, self.typed, tuple(self.weis), self.stoeck, self.weis_key)

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
            typed = typed_digit(app, self.typed, k)
            if typed is not None:
                self.typed = typed
                self.got = (self.side, int(typed))
        elif k == SIDE_KEY:
            self.side = 1 - self.side
            self.typed = ""
        elif k == MATCH_KEY:
            self.got = (self.side, MATCH)
            self.typed = ""
        elif k == WEIS_KEY:
            if self.can_weis:
                self.weis_key = True
            else:
                app.flash(t("NO_WEIS_HERE", "points"))
        elif k == STOECK_KEY:
            if not self.can_stoeck:
                app.flash(t("NO_STOECK_HERE", "points"))
            else:
                self.stoeck = -1 if self.stoeck == self.side else self.side
        elif k == "#":
            if self.got is None:
                app.flash(t("KEY_THE_POINTS", "points"))
            elif commit(app, self.statements()):
                self.play.after = 0         # the summary (ui_tricks.SUMMARY)
                app.pop()

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
        side, got, typed, weis, stoeck, weis_key = self.before.pop()
        self.side, self.got, self.typed = side, got, typed
        self.weis, self.stoeck, self.weis_key = list(weis), stoeck, weis_key

    # -- the screen ----------------------------------------------------------------------

    def draw(self, fb):
        """Both sides side by side: the name (the one typed lit), the card points large,
        under them the Match, Weis and Stöck; the keys at the bottom."""
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
            x = x0 + (64 - w - (12 if s == self.side else 0)) // 2
            if num:
                font.big(fb, num, x, 19)
            if s == self.side and (self.got is None or self.got[1] != MATCH):
                cursor(fb, x + w + 2, 38)
            info = []
            if self.got is not None and self.got[1] == MATCH and self.got[0] == s:
                info.append(t("MATCH_WORD", "points"))
            weis = sum(v for q, v in self.weis if q == s)
            if weis:
                info.append("W%d" % weis)
            if self.stoeck == s:
                info.append(t("STOECK_SHORT", "points"))
            ui_draw.centre(fb, " ".join(info)[:10], 41, 1, x0, 64)
        if self.weis_key:
            font.text(fb, "3=20 4=50 5=100 6=150", 0, 48)
            ui_draw.bottom(fb, "7=200 8=250 9=300")
            return
        if self.can_weis:
            ui_draw.centre(fb, t("WEIS_STOECK_KEYS", "points"), 48)
        ui_draw.bottom(fb, t("SIDE_MATCH_OK", "points"))
