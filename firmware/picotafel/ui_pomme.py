"""La Pomme on the device: the turned-up card, the tricks, the deal summary, the tally
(points as chalk marks, pommes as apples) and the winner.

What the screen shows is derived from the match (the core) plus the card being keyed,
so a match reopened after a power cut shows the screen where it stopped.
"""

from picotafel import font, ui_draw
from picotafel.cards import card, suit, SIX, SUIT_SYMBOLS
from picotafel.ui_cards import CardEntry
from picotafel.pomme import TRICKS

SHOW_TRICK_MS = 2000
# After a deal: the summary, then the tally (where the next turned-up card is keyed).
SUMMARY, TALLY = 0, 1


class PlayScreen:
    cards = True   # the keyboard maps ranks and suits here (host_sim.keyboard)

    def __init__(self, app):
        self.app = app
        self.entry = CardEntry()
        self.pending = []
        self.swapper = None      # who the turned-up card in `pending` makes swap
        self.shown = None        # the last trick, with its winner, until the next key
        self.shown_at = 0
        self.after = SUMMARY

    # -- state from the core -----------------------------------------------------------

    @property
    def game(self):
        return self.app.match.game

    def phase(self):
        g = self.game
        if g is None or g.deal is None:
            return "trump"
        if g.deal.over:
            if self.after == SUMMARY:
                return "summary"
            return "winner" if g.finished else "trump"
        return "trick"

    def check(self, c):
        """Why card `c` cannot come next in this trick, or None (the swap is implied)."""
        g = self.game
        d = g.deal
        p = d.player_at(len(self.pending))
        if c == d.turned and g.swapper is None and c != card(d.trump, SIX):
            why = g.deal.check_card(self.pending, c, g.players)
            return why or g.check_swap(p)
        return g.check_card(self.pending, c)

    # -- keys ----------------------------------------------------------------------------

    def key(self, k):
        self.shown = None
        ph = self.phase()
        if k == "*":
            self.undo(ph)
        elif ph == "summary":
            if k == "#":
                self.after = TALLY
            elif not self.game.finished and k in "123456789ABCD":
                # Keying the next turned-up card goes straight on from the summary.
                self.after = TALLY
                self.key_trump(k)
        elif ph == "winner":
            if k == "#":
                self.app.rematch()
        elif ph == "trump":
            self.key_trump(k)
        else:
            self.key_card(k)

    def key_trump(self, k):
        c, why = self.entry.press(k, lambda c: None)
        if why:
            self.app.flash(why)
        elif c is not None:
            if self.app.apply(("deal", c)):
                self.after = SUMMARY

    def key_card(self, k):
        d = self.game.deal
        led = suit(self.pending[0]) if self.pending else None
        c, why = self.entry.press(k, self.check, led)
        if why:
            self.app.flash(why)
            return
        if c is None:
            return
        g = self.game
        if c == d.turned and g.swapper is None:
            self.swapper = d.player_at(len(self.pending))
        self.pending.append(c)
        if len(self.pending) == 2:
            self.finish_trick()

    def finish_trick(self):
        g = self.game
        d = g.deal
        cards = tuple(self.pending)
        leader = d.leader
        before = d.taken[:]
        if self.swapper is not None:
            if not self.app.apply(("swap", g.players[self.swapper])):
                self.pending.pop()
                self.swapper = None
                return
        if not self.app.apply(("trick", cards)):
            if self.swapper is not None:
                self.app.undo()
            self.pending.pop()
            self.swapper = None
            return
        self.swapper = None
        self.pending = []
        d = self.game.deal
        won = d.last
        self.shown = (cards, leader, won, d.taken[won] - before[won])
        self.shown_at = self.app.now
        if d.over:
            self.after = SUMMARY
            self.shown = None

    def undo(self, ph):
        """One key or one statement back: the half-keyed card, the last card of the trick,
        the summary, then the statements of the match."""
        app = self.app
        if self.entry.partial:
            self.entry.clear()
            return
        if self.pending:
            c = self.pending.pop()
            if c == self.game.deal.turned and self.swapper is not None:
                self.swapper = None
            return
        if ph == "trump" and self.game is not None and self.game.deal is not None:
            self.after = SUMMARY
            return
        m = app.match
        if not m.body:
            app.flash("0: menu, new match")
            return
        st = app.undo()
        if st[0] == "trick":
            self.pending = list(st[1][:-1])
            g = self.game
            last = m.statements[-1] if m.body else None
            if last is not None and last[0] == "swap" and g.deal.turned in st[1]:
                app.undo()
                if g.deal.turned in self.pending:
                    self.swapper = g.players.index(last[1])
        elif st[0] == "deal":
            self.after = TALLY
        elif st[0] == "swap":
            pass

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
        elif ph == "summary":
            self.draw_summary(fb)
        elif ph == "winner":
            self.draw_winner(fb)
        elif self.game is not None and self.game.deal is not None:
            self.draw_tally(fb, prompt=True)
        else:
            self.draw_first_trump(fb)

    def _deal_no(self):
        g = self.game
        return len(g.results) + (1 if g.deal is not None and not g.deal.over else 0)

    def draw_first_trump(self, fb):
        m = self.app.match
        dealer = m.dealer if m.dealer is not None else 1
        ui_draw.title(fb, "Deal 1: %s deals" % m.players[dealer])
        ui_draw.centre(fb, "Key the turned-up", 18)
        ui_draw.centre(fb, "card: suit + rank", 28)
        self._draw_entry(fb, 40)
        ui_draw.bottom(fb, "0 menu")

    def _draw_entry(self, fb, y):
        label = self.entry.label()
        if label:
            ui_draw.text2x(fb, label, (128 - ui_draw.text2x_width(label)) // 2, y)

    def draw_trick(self, fb):
        g = self.game
        d = g.deal
        names = g.players
        # Status line: trump and trick number.
        font.text(fb, SUIT_SYMBOLS[d.trump] + " trump", 0, 0)
        trick_no = min(TRICKS, len(d.tricks) + (0 if self.shown else 1))
        ui_draw.right(fb, "trick %d/%d" % (trick_no, TRICKS), 128, 0)
        fb.hline(0, 9, 128, 1)
        if self.shown is not None:
            cards, leader, won, pts = self.shown
        else:
            cards, leader, won, pts = self.pending, d.leader, None, 0
        turn = None if self.shown is not None else d.player_at(len(self.pending))
        for p in (0, 1):
            x0 = p * 64
            name = names[p]
            if p == turn:
                ui_draw.inverse(fb, name, x0 + (64 - font.text_width(name)) // 2, 12)
            else:
                ui_draw.centre(fb, name, 12, 1, x0, 64)
            k = (p - leader) % 2
            cx = x0 + (64 - ui_draw.CARD_W) // 2
            if k < len(cards):
                ui_draw.card(fb, cards[k], cx, 21, mark=(won == p))
            elif p == turn:
                ui_draw.card_slot(fb, cx, 21, self.entry.label())
        if self.shown is not None:
            ui_draw.bottom(fb, "%s +%d" % (names[won], pts))
        else:
            ui_draw.bottom(fb, "%s to play" % names[turn])
        # Running points, between the two cards.
        ui_draw.centre(fb, "%d:%d" % (d.taken[0], d.taken[1]), 33)

    def draw_summary(self, fb):
        g = self.game
        pts, last, scorer, pommes = g.results[-1][:4]
        names = g.players
        ui_draw.title(fb, "Deal %d" % len(g.results))
        for p in (0, 1):
            x0 = p * 64
            ui_draw.centre(fb, names[p], 12, 1, x0, 64)
            s = "%d" % pts[p]
            w = font.big_width(s)
            bx = x0 + (64 - w) // 2
            font.big(fb, s, bx, 22)
            if p in pommes:
                font.apple(fb, bx + w + 3, 22 + font.BIG_H - font.APPLE_H)
        font.text(fb, "last: " + names[last], 0, 46)
        if scorer is None:
            ui_draw.bottom(fb, "equal: no point")
        else:
            ui_draw.bottom(fb, "%s +1 point" % names[scorer])

    def draw_tally(self, fb, prompt=False):
        """Points as chalk marks, pommes as apples, the net score big on the right."""
        g = self.game
        names = g.players
        if g.three:
            ui_draw.title(fb, "to %d, 3 pommes lose" % g.target)
        else:
            ui_draw.title(fb, "La Pomme: to %d" % g.target)
        for p in (0, 1):
            y = 12 + p * 22
            font.text(fb, names[p], 0, y)
            x = ui_draw.marks(fb, g.points[p], 0, y + 10)
            x = max(x + 4, 50)
            shown = min(g.pommes[p], 4)
            for i in range(shown):
                font.apple(fb, x + i * (font.APPLE_W + 1), y + 10)
            if g.pommes[p] > shown:
                font.text(fb, "+%d" % (g.pommes[p] - shown), x + shown * (font.APPLE_W + 1), y + 11)
            s = "%d" % g.net(p)
            font.big(fb, s, 128 - font.big_width(s), y)
        if prompt:
            label = self.entry.label()
            ui_draw.bottom(fb, "turned-up card: " + label if label else "key next trump card")

    def draw_winner(self, fb):
        g = self.game
        w = g.winner
        ui_draw.title(fb, "Match over")
        name = g.players[w]
        ui_draw.text2x(fb, name, (128 - ui_draw.text2x_width(name)) // 2, 12)
        s = "%d:%d" % (g.net(w), g.net(1 - w))
        font.big(fb, s, (128 - font.big_width(s)) // 2, 31)
        ui_draw.bottom(fb, "# rematch   0 menu")

    def draw_standings(self, fb):
        if self.game is None:
            ui_draw.title(fb, "Standings")
            ui_draw.centre(fb, "no deal played yet", 28)
            return
        self.draw_tally(fb)
