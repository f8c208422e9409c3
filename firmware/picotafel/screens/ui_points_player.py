"""Differenzler's deal entered by its points (docs/rules/points.md): each player's
points and #, from the leader round; the last player's follow from 157. A figure more
than the deal has left (past 157, or past what the players before took from it) stays
as typed with its reason and # does not take it: * corrects it.

Apart from Schieber's and Coiffeur's entry (ui_points_side) so that one entry's code is
on the heap at a time; what both share is in ui_points.
"""

from picotafel.screens import font, ui_draw

from picotafel import lang
from picotafel.screens.ui_base import Screen
from picotafel.screens.ui_points import DEAL, DIGITS, commit, cursor, over, typed_digit

HEAP = ("NOT_IN_PLAY",)   # its group (picotafel.heap)

LANG_PART = "points"      # its words leave the heap with it (picotafel.heap)


class PlayerPoints(Screen):
    """Differenzler's entry: each player's points and # in `order` (player indices from
    the leader round); the last player's points follow from 157 and # then writes the
    deal's lines."""
    KIND = "player_points"

    digits = True

    def __init__(self, app, play, n, order):
        self.app = app
        self.play = play
        self.n = n                # the deal's number
        self.order = order
        self.got = []             # the points of order[0], order[1] ... so far
        self.typed = ""

    def fill(self, statements):
        """The entry as the deal's `result` lines say (reopened after an undo)."""
        if statements:
            names = self.app.match.players
            given = dict((names.index(st[1]), st[2]) for st in statements)
            self.got = [given[p] for p in self.order[:-1]]

    def last(self):
        """The last player's points, following from the others' (None until then)."""
        if len(self.got) < len(self.order) - 1:
            return None
        return DEAL - sum(self.got)

    def problem(self):
        """Why the figure typed cannot be the next player's points, or None: past 157, or
        more than the players before left of the deal."""
        if not self.typed:
            return None
        v = int(self.typed)
        if v > DEAL:
            return over(v)
        left = DEAL - sum(self.got)
        if v > left:
            return lang.t("ONLY_LEFT", "points") % (v, left)
        return None

    def key(self, k):
        app = self.app
        names = app.match.players
        if k in "0123456789":
            if self.last() is not None:
                app.flash(lang.t("LAST_FOLLOWS", "points"))
                return
            typed = typed_digit(self.typed, k)
            if typed is not None:
                self.typed = typed
            why = self.problem()
            if why:
                app.flash(why)
        elif k == "#":
            why = self.problem()
            if self.last() is not None:
                sts = [("result", names[p], v) for p, v in zip(self.order, self.got)]
                sts.append(("result", names[self.order[-1]], self.last()))
                if commit(app, sts):
                    self.play.after = 0     # the summary (ui_tricks.SUMMARY)
                    app.pop()
            elif not self.typed:
                app.flash(lang.t("KEY_POINTS_OF", "points") % names[self.order[len(self.got)]])
            elif why:
                app.flash(why)
            else:
                self.got.append(int(self.typed))
                self.typed = ""
        elif k == "*":
            if self.typed:
                self.typed = self.typed[:-1]
            elif self.got:
                self.typed = "%d" % self.got.pop()
            else:
                app.pop()
        else:
            app.flash(lang.t("DIGITS_THEN_OK", "points"))

    def draw(self, fb):
        """A line per player in playing order from the leader: the name and the points
        given (the one typed lit, the last one following from 157); the figure typed
        large."""
        names = self.app.match.players
        ui_draw.title(fb, lang.t("POINTS_TITLE", "points") % self.n)
        last = self.last()
        now = len(self.got)
        for i in range(len(self.order)):
            p = self.order[i]
            y = 12 + i * 9
            if i == now and last is None:
                ui_draw.inverse(fb, names[p], 2, y)
            else:
                font.text(fb, names[p], 2, y)
            if i < now:
                ui_draw.right(fb, "%d" % self.got[i], 70, y)
            elif last is not None:
                ui_draw.right(fb, "%d" % last, 70, y)
        if last is None:
            t = self.typed
            w = font.big_width(t) if t else 0
            here = len(t) < DIGITS
            x = 126 - (12 if here else 0) - w
            if t:
                font.big(fb, t, x, 22)
            if here:
                cursor(fb, x + w + 2, 40)
            why = self.problem()
            if why:
                ui_draw.centre(fb, why, 48)
            ui_draw.bottom(fb, lang.t("POINTS_HASH", "points"))
        else:
            ui_draw.bottom(fb, lang.t("OK_WRITES", "points"))
