"""Differenzler on the device: the turned-up card, each player's prediction typed with
the digit keys (shown as dots unless `open`), the tricks of 3 or 4 cards, the deal's
points against the predictions with the penalties, the running table and the winner.

What the screen shows is derived from the match (the core) plus what is being keyed,
so a match reopened after a power cut shows the screen where it stopped. # before the
deal's first card enters it by each player's points instead (ui_points).
"""

from picotafel.screens import font, ui_draw

from picotafel import lang
from picotafel.core.cards import SUIT_SYMBOLS
from picotafel.games.differenzler import MAX_ESTIMATE, PHASE_ESTIMATE, R_LAST, R_DEALER, runs, \
    revoke_of
from picotafel.screens.ui_tricks import TrickScreen, fit as _fit, lead_line


def _dot(fb, x, y, d):
    """A round dot of diameter `d` (4 or 10) with its top left at x, y."""
    k = d // 4
    fb.fill_rect(x + k, y, d - 2 * k, d, 1)
    fb.fill_rect(x, y + k, d, d - 2 * k, 1)


class PlayScreen(TrickScreen):
    def __init__(self, app):
        TrickScreen.__init__(self, app)
        self.typed = ""          # the prediction being typed

    @property
    def digits(self):
        """While predictions are typed every digit is a digit (0 too: no menu key)."""
        return self.phase() == "estimate"

    def play_phase(self):
        return "estimate" if self.game.phase() == PHASE_ESTIMATE else "trick"

    def estimator(self):
        """Who types a prediction now: the first missing one from the leader on."""
        return self.game.missing_estimates()[0]

    def key_play(self, k, ph):
        if ph == "estimate":
            self.key_digit(k)
        elif k == "#" and self.points_open():
            self.open_points()
        else:
            self.key_card(k)

    def points_open(self):
        """May the deal still be entered by its points: no card of it keyed yet."""
        return not self.game.deal.tricks and not self.pending and not self.entry.partial

    def open_points(self, statements=()):
        """Each player's points instead of the cards (ui_points_player), from the leader round;
        with `statements`, as they were before an undo."""
        from picotafel.screens.ui_points_player import PlayerPoints
        g = self.game
        first = (g.deal.dealer + 1) % g.n
        entry = PlayerPoints(self.app, self, len(g.results) + 1,
                             [(first + k) % g.n for k in range(g.n)])
        entry.fill(statements)
        self.app.push(entry)

    def trick_bottom(self, head, turn, won, pts, cards):
        """Before the deal's first card, # for its points."""
        if turn is not None and not cards and not self.game.deal.tricks \
                and not self.entry.partial:
            name = self.game.players[turn]
            return lead_line(head, name, lang.t("LEADS_POINTS") % name, lang.t("HASH_POINTS"))
        return TrickScreen.trick_bottom(self, head, turn, won, pts, cards)

    def key_digit(self, k):
        if k == "#":
            name = self.game.players[self.estimator()]
            if not self.typed:
                self.app.flash(_fit(lang.t("KEY_POINTS", "differenzler") % name))
            elif int(self.typed) > MAX_ESTIMATE:     # as typed: put right with *, not cut
                self.app.flash(lang.t("ZERO_TO_POINTS", "differenzler") % MAX_ESTIMATE)
            elif self.app.apply(("estimate", name, int(self.typed))):
                self.typed = ""
        elif k in "0123456789":
            # A prediction is kept as it is typed, even past 157 (said at once, and # then
            # writes nothing): never a number the player did not type. Its reason names no
            # figure, since the other players must not see it.
            t = k if self.typed == "0" else self.typed + k
            if len(t) > 4:
                t = self.typed
            self.typed = t
            if int(t) > MAX_ESTIMATE:
                self.app.flash(lang.t("ZERO_TO_POINTS", "differenzler") % MAX_ESTIMATE)
        else:
            self.app.flash(lang.t("DIGITS_THEN_HASH", "differenzler"))

    def undo_local(self, ph):
        if self.typed:
            self.typed = self.typed[:-1]
            return True
        return False

    def undone(self, st):
        if st[0] == "estimate":
            self.typed = "%d" % st[2]      # as it was before its #
        elif st[0] == "result":
            from picotafel.screens.ui_points import reopen
            reopen(self, st)

    # -- screens -------------------------------------------------------------------------

    def draw_estimate(self, fb):
        """Who has predicted (dots, or the figure when `open`), and the one being typed,
        large, under the name of the player typing."""
        g = self.game
        d = g.deal
        now = self.estimator()
        ui_draw.title(fb, lang.t("DEAL_N") % (len(g.results) + 1))
        ui_draw.right(fb, lang.t("TRUMP_IS") % SUIT_SYMBOLS[d.trump], ui_draw.W, 0)
        sw = self.name_slots(fb, 12, now)
        show = g.estimates_visible()
        for p in range(g.n):
            e = g.estimates[p]
            if e >= 0 and not show:
                for i in range(3):        # predicted: three dots, the figure hidden
                    _dot(fb, p * sw + sw // 2 - 8 + i * 6, 24, 4)
                continue
            s = "%d" % e if e >= 0 else ("?" if p != now else "")
            ui_draw.centre(fb, s, 22, 1, p * sw, sw)
        t = self.typed
        if show:
            w = font.big_width(t) if t else 0
            x = (ui_draw.W - w - 12) // 2
            font.big(fb, t, x, 32)
        else:
            # Hidden: three dots once anything is typed, whatever its number of digits
            # (the count would give the prediction away).
            n = 3 if t else 0
            w = n * 14
            x = (ui_draw.W - w - 12) // 2
            for i in range(n):
                _dot(fb, x + i * 14 + 1, 40, 10)
        fb.fill_rect(x + w, 51, 10, 2, 1)   # the cursor
        ui_draw.bottom(fb, _fit(lang.t("POINTS_OK", "differenzler") % g.players[now]))

    def draw_summary(self, fb):
        """The deal just played: per player points, prediction and penalty."""
        g = self.game
        r = g.results[-1]
        pts, ests, pens = runs(r, g.n)
        last = r[R_LAST]
        rev = revoke_of(r)
        if rev is not None:
            ui_draw.annulled(fb, len(g.results), g.players, rev, r[R_DEALER])
            return
        t = lang.t
        self._rows(fb, t("DEAL_N") % len(g.results),
                   (t("COL_PTS"), t("COL_EST", "differenzler"), t("COL_PEN", "differenzler")),
                   lambda p: ("%d" % pts[p], "%d" % ests[p], "%d" % pens[p]), None)
        ui_draw.bottom(fb, lang.t("POINTS_ENTERED") if last < 0 else
                       _fit(lang.t("LAST_TRICK") % g.players[last]))

    def _rows(self, fb, head, cols, row, lit):
        """A title with three column heads, then a line per player: the name and three
        right-aligned figures; player `lit` inverted (the leader)."""
        g = self.game
        font.text(fb, head, 0, 0)
        ends = (76, 102, 126)
        for i in range(3):
            ui_draw.right(fb, cols[i], ends[i], 0)
        fb.hline(0, 9, ui_draw.W, 1)
        for p in range(g.n):
            y = 13 + p * 10
            if p == lit:
                fb.fill_rect(0, y - 1, ui_draw.W, 9, 1)
            c = 0 if p == lit else 1
            font.text(fb, g.players[p], 2, y, c)
            vals = row(p)
            for i in range(3):
                ui_draw.right(fb, vals[i], ends[i], y, c)

    def _leader(self):
        """The player with the lowest total penalty, or None while it is shared."""
        pen = self.game.penalty
        low = min(pen)
        best = [p for p in range(len(pen)) if pen[p] == low]
        return best[0] if len(best) == 1 else None

    def draw_table(self, fb, prompt=False):
        """The running table: each player's penalty in the last deal and in total, the
        one with the lowest total lit."""
        g = self.game
        done = g.counted
        head = lang.t("TABLE_N_OF", "differenzler") % (done, g.planned)
        if done >= g.planned and not g.finished:
            head = lang.t("TIE_EXTRA", "differenzler")

        pens = None
        if done:
            pens = runs(g.results[-1], g.n)[2]

        def row(p):
            return ("", "%d" % pens[p] if done else "-", "%d" % g.penalty[p])
        self._rows(fb, head, ("", lang.t("COL_LAST", "differenzler"), lang.t("COL_SUM")), row, self._leader())
        if prompt:
            self.prompt(fb)

    def draw_winner(self, fb):
        g = self.game
        w = g.winner
        ui_draw.winner(fb, g.players[w])
        s = "%d" % g.penalty[w]
        x = (ui_draw.W - font.big_width(s) - 48) // 2
        x = font.big(fb, s, x, 31)
        font.text(fb, lang.t("PENALTY", "differenzler"), x + 4, 43)
        ui_draw.bottom(fb, lang.t("REMATCH_MENU"))

    def draw_standings(self, fb):
        """The table; during a deal its points so far and the predictions (dots while
        hidden) with the totals."""
        g = self.game
        if g is None:
            ui_draw.title(fb, lang.t("STANDINGS"))
            ui_draw.centre(fb, lang.t("NO_DEAL_PLAYED"), 28)
            return
        d = g.deal
        if d is None or d.over:
            self.draw_table(fb)
            return
        show = g.estimates_visible()

        def row(p):
            e = g.estimates[p]
            est = "-" if e < 0 else ("%d" % e if show else "\u00b7\u00b7")
            return ("%d" % d.taken[p], est, "%d" % g.penalty[p])
        t = lang.t
        self._rows(fb, t("DEAL_N") % (len(g.results) + 1),
                   (t("COL_PTS"), t("COL_EST", "differenzler"), t("COL_SUM")), row, self._leader())
        ui_draw.bottom(fb, lang.t("TRICKS_PLAYED", "differenzler") % (len(d.tricks), d.ntricks))
