"""Differenzler on the device: the turned-up card, each player's prediction typed with
the digit keys (shown as dots unless `open`), the tricks of 3 or 4 cards, the deal's
points against the predictions with the penalties, the running table and the winner.

What the screen shows is derived from the match (the core) plus what is being keyed,
so a match reopened after a power cut shows the screen where it stopped.
"""

from picotafel import font, ui_draw
from picotafel.cards import suit, SUIT_SYMBOLS
from picotafel.ui_cards import CardEntry
from picotafel.differenzler import MAX_ESTIMATE, PHASE_ESTIMATE

SHOW_TRICK_MS = 2000
# After a deal: its summary, then the table (where the next turned-up card is keyed).
SUMMARY, TABLE = 0, 1
LINE = 21          # characters a line


def _fit(s):
    return s[:LINE]


def _dot(fb, x, y, d):
    """A round dot of diameter `d` (4 or 10) with its top left at x, y."""
    k = d // 4
    fb.fill_rect(x + k, y, d - 2 * k, d, 1)
    fb.fill_rect(x, y + k, d, d - 2 * k, 1)


class PlayScreen:
    cards = True   # the keyboard maps ranks and suits here (host_sim.keyboard)

    def __init__(self, app):
        self.app = app
        self.entry = CardEntry()
        self.pending = []
        self.typed = ""          # the prediction being typed
        self.shown = None        # the last trick, with its winner, until the next key
        self.shown_at = 0
        self.after = SUMMARY

    # -- state from the core -----------------------------------------------------------

    @property
    def game(self):
        return self.app.match.game

    @property
    def digits(self):
        """While predictions are typed every digit is a digit (0 too: no menu key)."""
        return self.phase() == "estimate"

    def phase(self):
        g = self.game
        if g is None or g.deal is None:
            return "trump"
        if g.deal.over:
            if self.after == SUMMARY:
                return "summary"
            return "winner" if g.finished else "trump"
        if g.phase() == PHASE_ESTIMATE:
            return "estimate"
        return "trick"

    def estimator(self):
        """Who types a prediction now: the first missing one from the leader on."""
        return self.game.missing_estimates()[0]

    def check(self, c):
        """Why card `c` cannot come next in this trick, or None."""
        return self.game.check_card(self.pending, c)

    # -- keys ----------------------------------------------------------------------------

    def key(self, k):
        self.shown = None
        ph = self.phase()
        if k == "*":
            self.undo(ph)
        elif ph == "summary":
            if k == "#":
                self.after = TABLE
            elif not self.game.finished and k in "123456789ABCD":
                # Keying the next turned-up card goes straight on from the summary.
                self.after = TABLE
                self.key_trump(k)
        elif ph == "winner":
            if k == "#":
                self.app.rematch()
        elif ph == "trump":
            self.key_trump(k)
        elif ph == "estimate":
            self.key_digit(k)
        else:
            self.key_card(k)

    def say(self, msg):
        self.app.flash(msg)

    def key_trump(self, k):
        c, why = self.entry.press(k, lambda c: None)
        if why:
            self.say(why)
        elif c is not None:
            if self.app.apply(("deal", c)):
                self.after = SUMMARY
                self.typed = ""

    def key_digit(self, k):
        if k == "#":
            name = self.game.players[self.estimator()]
            if not self.typed:
                self.app.flash(_fit("%s: key points, #" % name))
            elif self.app.apply(("estimate", name, int(self.typed))):
                self.typed = ""
        elif k in "0123456789":
            t = k if self.typed == "0" else self.typed + k
            if int(t) > MAX_ESTIMATE:
                self.app.flash("0 to %d points" % MAX_ESTIMATE)
            else:
                self.typed = t
        else:
            self.app.flash("digits, then #")

    def key_card(self, k):
        led = suit(self.pending[0]) if self.pending else None
        c, why = self.entry.press(k, self.check, led)
        if why:
            self.say(why)
            return
        if c is None:
            return
        self.pending.append(c)
        if len(self.pending) == self.game.n:
            self.finish_trick()

    def finish_trick(self):
        d = self.game.deal
        cards = tuple(self.pending)
        leader = d.leader
        before = d.taken[:]
        if not self.app.apply(("trick", cards)):
            self.say(self.app.flash_text)      # the deal replayed: a broken obligation
            self.pending.pop()
            return
        self.pending = []
        d = self.game.deal
        won = d.last
        self.shown = (cards, leader, won, d.taken[won] - before[won])
        self.shown_at = self.app.now
        if d.over:
            self.after = SUMMARY
            self.shown = None

    def undo(self, ph):
        """One key or one statement back: the half-keyed card or typed digit, the last
        card of the trick, the summary, then the statements of the match."""
        app = self.app
        if self.entry.partial:
            self.entry.clear()
            return
        if self.typed:
            self.typed = self.typed[:-1]
            return
        if self.pending:
            self.pending.pop()
            return
        if ph == "trump" and self.game is not None and self.game.deal is not None:
            self.after = SUMMARY
            return
        if not app.match.body:
            app.flash("0: menu, new match")
            return
        st = app.undo()
        if st[0] == "trick":
            self.pending = list(st[1][:-1])
        elif st[0] == "estimate":
            self.typed = "%d" % st[2]      # as it was before its #
        elif st[0] == "deal":
            self.after = TABLE

    def tick(self, now):
        if self.shown is not None and now - self.shown_at >= SHOW_TRICK_MS:
            self.shown = None
            return True
        return False

    # -- screens -------------------------------------------------------------------------

    def draw(self, fb):
        ph = self.phase()
        if ph == "trick":
            self.draw_trick(fb)
        elif ph == "estimate":
            self.draw_estimates(fb)
        elif ph == "summary":
            self.draw_summary(fb)
        elif ph == "winner":
            self.draw_winner(fb)
        elif self.game is not None and self.game.deal is not None:
            self.draw_table(fb, prompt=True)
        else:
            self.draw_first_trump(fb)

    def _slots(self, fb, y, turn):
        """The players' names across the screen, one slot each, `turn` lit; the slot
        width."""
        names = self.app.match.players
        n = len(names)
        sw = 128 // n
        for p in range(n):
            name = names[p][:(sw - 6) // font.CHAR_W]     # a gap between names
            x0 = p * sw
            if p == turn:
                ui_draw.inverse(fb, name, x0 + (sw - font.text_width(name) + 1) // 2, y)
            else:
                ui_draw.centre(fb, name, y, 1, x0, sw)
        return sw

    def draw_first_trump(self, fb):
        m = self.app.match
        dealer = m.dealer if m.dealer is not None else len(m.players) - 1
        ui_draw.title(fb, _fit("Deal 1: %s deals" % m.players[dealer]))
        ui_draw.centre(fb, "Key the turned-up", 18)
        ui_draw.centre(fb, "card: suit + rank", 28)
        label = self.entry.label()
        if label:
            ui_draw.text2x(fb, label, (128 - ui_draw.text2x_width(label)) // 2, 40)
        ui_draw.bottom(fb, "0 menu")

    def draw_estimates(self, fb):
        """Who has predicted (dots, or the figure when `open`), and the one being typed,
        large, under the name of the player typing."""
        g = self.game
        d = g.deal
        now = self.estimator()
        ui_draw.title(fb, "Deal %d" % (len(g.results) + 1))
        ui_draw.right(fb, "%s trump" % SUIT_SYMBOLS[d.trump], 128, 0)
        sw = self._slots(fb, 12, now)
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
            x = (128 - w - 12) // 2
            font.big(fb, t, x, 32)
        else:
            w = len(t) * 14
            x = (128 - w - 12) // 2
            for i in range(len(t)):
                _dot(fb, x + i * 14 + 1, 40, 10)
        fb.fill_rect(x + w, 51, 10, 2, 1)   # the cursor
        ui_draw.bottom(fb, _fit("%s: points, # ok" % g.players[now]))

    def draw_trick(self, fb):
        g = self.game
        d = g.deal
        names = g.players
        if self.shown is not None:
            cards, leader, won, pts = self.shown
            turn = None
        else:
            cards, leader, won, pts = self.pending, d.leader, None, 0
            turn = d.player_at(len(self.pending))
        # Status line: each player's points so far, over their name.
        sw = 128 // g.n
        for p in range(g.n):
            ui_draw.centre(fb, "%d" % d.taken[p], 0, 1, p * sw, sw)
        fb.hline(0, 9, 128, 1)
        self._slots(fb, 11, turn)
        for p in range(g.n):
            k = (p - leader) % g.n
            cx = p * sw + (sw - ui_draw.CARD_W) // 2
            if k < len(cards):
                ui_draw.card(fb, cards[k], cx, 20, mark=(won == p))
            elif p == turn:
                ui_draw.card_slot(fb, cx, 20, self.entry.label())
        trick_no = min(d.ntricks, len(d.tricks) + (0 if self.shown else 1))
        head = "%s %d/%d " % (SUIT_SYMBOLS[d.trump], trick_no, d.ntricks)
        if self.shown is not None:
            ui_draw.bottom(fb, _fit(head + "%s +%d" % (names[won], pts)))
        else:
            s = head + names[turn] + " to play"
            if len(s) > LINE:
                s = head + names[turn] + " plays"
            ui_draw.bottom(fb, _fit(s))

    def draw_summary(self, fb):
        """The deal just played: per player points, prediction and penalty."""
        g = self.game
        pts, ests, pens, last = g.results[-1][:4]
        self._rows(fb, "Deal %d" % len(g.results), ("pts", "est", "pen"),
                   lambda p: ("%d" % pts[p], "%d" % ests[p], "%d" % pens[p]), None)
        ui_draw.bottom(fb, _fit("last trick: %s" % g.players[last]))

    def _rows(self, fb, head, cols, row, lit):
        """A title with three column heads, then a line per player: the name and three
        right-aligned figures; player `lit` inverted (the leader)."""
        g = self.game
        font.text(fb, head, 0, 0)
        ends = (76, 102, 126)
        for i in range(3):
            ui_draw.right(fb, cols[i], ends[i], 0)
        fb.hline(0, 9, 128, 1)
        for p in range(g.n):
            y = 13 + p * 10
            if p == lit:
                fb.fill_rect(0, y - 1, 128, 9, 1)
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
        done = len(g.results)
        head = "Table %d/%d" % (done, g.planned)
        if done >= g.planned and not g.finished:
            head = "Tie: extra"

        def row(p):
            return ("", "%d" % g.results[-1][2][p] if done else "-", "%d" % g.penalty[p])
        self._rows(fb, head, ("", "last", "sum"), row, self._leader())
        if prompt:
            label = self.entry.label()
            ui_draw.bottom(fb, "turned-up card: " + label if label else "key next trump card")

    def draw_winner(self, fb):
        g = self.game
        w = g.winner
        ui_draw.title(fb, "Match over")
        name = g.players[w]
        ui_draw.text2x(fb, name, (128 - ui_draw.text2x_width(name)) // 2, 12)
        s = "%d" % g.penalty[w]
        x = (128 - font.big_width(s) - 48) // 2
        x = font.big(fb, s, x, 31)
        font.text(fb, "penalty", x + 4, 43)
        ui_draw.bottom(fb, "# rematch   0 menu")

    def draw_standings(self, fb):
        """The table; during a deal its points so far and the predictions (dots while
        hidden) with the totals."""
        g = self.game
        if g is None:
            ui_draw.title(fb, "Standings")
            ui_draw.centre(fb, "no deal played yet", 28)
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
        self._rows(fb, "Deal %d" % (len(g.results) + 1), ("pts", "est", "sum"), row,
                   self._leader())
        ui_draw.bottom(fb, "%d/%d tricks played" % (len(d.tricks), d.ntricks))
