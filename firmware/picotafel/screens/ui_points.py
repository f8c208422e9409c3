"""A deal entered by its points instead of its cards (docs/rules/points.md), over
the play screen: the way a chalk board takes a deal.

Schieber and Coiffeur (SidePoints): the digits type the card points of one side (the
chooser's first; A the other side), the other side's follow from 157; B is the Match of
the side under the cursor. In Schieber C and the number of the Weis's cards (3-9: 20,
50, 100 ... 300) scores a Weis, D Stöck (with a suit trump). Differenzler (PlayerPoints):
each player's points and #, from the leader round; the last player's follow from 157.

`#` writes the deal's lines (`result`, `weis`, `stoeck`) in one save, all or none; `*`
steps back a key, and from an empty entry back to the cards. A deal taken back from the
summary opens here again with its figures (reopen). The play screens keep only the
hooks that open it (their `open_points`).
"""

from picotafel.screens import font, ui_draw

from picotafel import lang
from picotafel.core.resultline import MATCH
from picotafel.screens.ui_base import Screen

LANG_PART = "points"      # its words leave the heap with it (picotafel.heap)
DEAL = 157
SIDE_KEY, MATCH_KEY, WEIS_KEY, STOECK_KEY = "A", "B", "C", "D"
# A Weis by the number of its cards (runs of 3 to 9; four of a kind by what it is worth:
# four Aces, Kings, Queens or 10s as 5 cards, four 9s as 6, four Jacks as 7).
WEIS_BY_KEY = "3456789"
WEIS_VALUES = (20, 50, 100, 150, 200, 250, 300)
KINDS = ("result", "weis", "stoeck")


def commit(app, statements):
    """Apply `statements` in one save, all of them or none; True if they stand (else
    the core's refusal is flashed)."""
    one = app.pending is None           # the host saves them in one write too
    if one:
        app.pending = []
    done = 0
    for st in statements:
        if not app.apply(st):
            why = app.flash_text
            for _ in range(done):
                app.undo()
            app.flash(why)
            break
        done += 1
    if one:
        app.flush()
        app.pending = None
    return done == len(statements)


def reopen(play, st):
    """`st`, a deal's last points line, was just taken back: take back the rest of its
    lines too and open the entry again with them (play.open_points)."""
    app = play.app
    sts = [st]
    while app.match.last_statement[0] in KINDS:
        sts.insert(0, app.undo())
    play.open_points(sts)


def writers(names, chooser):
    """The player each side's lines name: the chooser for theirs, the player after them
    for the other side."""
    out = [names[chooser], names[(chooser + 1) % 4]]
    if chooser % 2:
        out.reverse()
    return out


def typed_digit(app, typed, k):
    """`typed` with digit `k` keyed after it, or None (said) past 157."""
    t = k if typed == "0" else typed + k
    if int(t) > DEAL:
        app.flash(lang.t("ZERO_TO_157", "points") % DEAL)
        return None
    return t


def cursor(fb, x, y):
    fb.fill_rect(x, y, 10, 2, 1)


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


class PlayerPoints(Screen):
    """Differenzler's entry: each player's points and # in `order` (player indices from
    the leader round); the last player's points follow from 157 and # then writes the
    deal's lines."""

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

    def key(self, k):
        app = self.app
        names = app.match.players
        if k in "0123456789":
            if self.last() is not None:
                app.flash(lang.t("LAST_FOLLOWS", "points"))
                return
            typed = typed_digit(app, self.typed, k)
            if typed is not None:
                self.typed = typed
        elif k == "#":
            if self.last() is not None:
                sts = [("result", names[p], v) for p, v in zip(self.order, self.got)]
                sts.append(("result", names[self.order[-1]], self.last()))
                if commit(app, sts):
                    self.play.after = 0     # the summary (ui_tricks.SUMMARY)
                    app.pop()
            elif not self.typed:
                app.flash(lang.t("KEY_POINTS_OF", "points") % names[self.order[len(self.got)]])
            elif sum(self.got) + int(self.typed) > DEAL:
                app.flash(lang.t("MORE_THAN_157", "points") % (sum(self.got) + int(self.typed), DEAL))
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
            x = 126 - 12 - w
            if t:
                font.big(fb, t, x, 22)
            cursor(fb, x + w + 2, 40)
            ui_draw.bottom(fb, lang.t("POINTS_HASH", "points"))
        else:
            ui_draw.bottom(fb, lang.t("OK_WRITES", "points"))
