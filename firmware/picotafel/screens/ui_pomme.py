"""La Pomme on the device: the turned-up card, the tricks, the deal summary, the tally
(points as chalk marks, pommes as apples) and the winner.

The 6-of-trump swap costs no key: when the turned-up card is keyed, the player who
plays it has swapped, and the swap is recorded with the trick (docs/rules/pomme.md, "The swap").
"""

from picotafel.screens import font, ui_draw

from picotafel import lang
from picotafel.core.cards import card, card_label, suit, SIX
from picotafel.games.pomme import TRICKS, R_POINTS, R_LAST, R_SCORER, R_POMME, revoke_of
from picotafel.screens.ui_tricks import TrickScreen, REVOKED_MARK


class PlayScreen(TrickScreen):
    WITH_CARDS = ("swap",)   # a swap goes with the trick of the turned-up card

    def check(self, c):
        """Why card `c` cannot come next in this trick, or None (the swap is implied)."""
        g = self.game
        d = g.deal
        p = d.player_at(len(self.pending))
        if c == d.turned and g.swapper is None and c != card(d.trump, SIX):
            return d.check_card(self.pending, c, g.players) or g.check_swap(p)
        return TrickScreen.check(self, c)

    def certain(self, c):
        """True when facts alone rule card `c` out (TrickScreen.certain): played, the
        6 of trump turned up or swapped out, the turned-up card the other player's after
        a swap, or not to be swapped for once the 6 is played."""
        g = self.game
        d = g.deal
        six = card(d.trump, SIX)
        if d.played[c] or c in self.pending:
            return True
        if c == d.turned:
            if g.swapper is None:
                return c == six or bool(d.played[six])
            return g.swapper != d.player_at(len(self.pending))
        return c == six and g.swapper is not None

    def trick_statements(self, cards):
        """The trick, after the swap its turned-up card implies."""
        g = self.game
        d = g.deal
        if d.turned in cards and g.swapper is None:
            who = d.player_at(cards.index(d.turned))
            return (("swap", g.players[who]), ("trick", cards))
        return (("trick", cards),)

    def finish_trick(self):
        """The trick; a swap its turned-up card implies is said."""
        g = self.game
        swap = g.swapper is None and g.deal.turned in self.pending
        ok = TrickScreen.finish_trick(self)
        if ok and swap and g.swapper is not None:
            said = lang.t("SWAPPED_THE_6", "pomme") % g.players[g.swapper][:8]
            app = self.app
            if app.flash_text and app.flash_info:      # "took J♣" of this key: say both
                said = app.flash_text + "; " + said
            app.flash(said, True)
        return ok

    def menu_actions(self):
        """The swap recorded by hand (it is also recorded when the turned-up card is
        keyed): one item per player who may have swapped in this deal."""
        g = self.game
        if g is None or g.deal is None or g.deal.over or g.swapper is not None:
            return ()
        out = []
        for p in (0, 1):
            if g.check_swap(p) is None:
                name = g.players[p]
                out.append((lang.t("SWAPPED_THE_6", "pomme") % name,
                            lambda name=name: self.app.apply(("swap", name))))
        return out

    def undone(self, st):
        """A trick taken back takes its implied swap with it."""
        m = self.app.match
        if st[0] == "trick":
            last = m.last_statement
            if last[0] == "swap" and self.game.deal.turned in st[1]:
                self.app.undo()

    # -- screens -------------------------------------------------------------------------

    def draw_trick(self, fb):
        g = self.game
        d = g.deal
        names = g.players
        # Status line: trump and trick number.
        font.text(fb, lang.t("TRUMP_IS") % card_label(d.turned), 0, 0)    # the turned-up card
        trick_no = min(TRICKS, len(d.tricks) + (0 if self.shown else 1))
        ui_draw.right(fb, lang.t("TRICK_N_OF", "pomme") % (trick_no, TRICKS), ui_draw.W, 0)
        fb.hline(0, 9, ui_draw.W, 1)
        if self.shown is not None:
            cards, leader, won, pts, to = self.shown
        else:
            cards, leader, won, pts, to = self.pending, d.leader, None, 0, None
        turn = None if self.shown is not None else d.player_at(len(self.pending))
        revoker = self.revoker()
        for p in (0, 1):
            x0 = p * 64
            name = names[p] + (REVOKED_MARK if p == revoker else "")
            ui_draw.centre(fb, name, 12, 1, x0, 64)       # the turn: the ? in its place
            k = (p - leader) % 2
            cx = x0 + (64 - ui_draw.CARD_W) // 2
            if k < len(cards):
                ui_draw.card(fb, cards[k], cx, 21, mark=(won == p))
            elif p == turn:
                led = suit(cards[0]) if cards else None     # a rank alone completes it
                ui_draw.next_card(fb, cx, 21, *self.entry.shown(led))
            else:
                ui_draw.place(fb, cx, 21)
        if self.shown is not None:
            ui_draw.bottom(fb, "%s +%d" % (names[to], pts))     # to: after a revoke, not won
        else:
            ui_draw.bottom(fb, lang.t("TO_PLAY") % names[turn])
        # Running points, between the two cards.
        ui_draw.centre(fb, "%d:%d" % (d.taken[0], d.taken[1]), 33)

    def draw_summary(self, fb):
        g = self.game
        r = g.results[-1]
        last = r[R_LAST]
        scorer = r[R_SCORER]
        rev = revoke_of(r)
        names = g.players
        ui_draw.title(fb, lang.t("DEAL_N") % len(g.results))
        for p in (0, 1):
            x0 = p * 64
            ui_draw.centre(fb, names[p], 12, 1, x0, 64)
            s = "%d" % r[R_POINTS + p]
            w = font.big_width(s)
            bx = x0 + (64 - w) // 2
            font.big(fb, s, bx, 22)
            if r[R_POMME + p]:
                font.apple(fb, bx + w + 3, 22 + font.BIG_H - font.APPLE_H)
        if rev is None:
            font.text(fb, lang.t("LAST", "pomme") % names[last], 0, 46)
        else:
            ui_draw.revoked(fb, names[rev[0]], rev[1], 46)
        if scorer < 0:
            ui_draw.bottom(fb, lang.t("EQUAL_NO_POINT", "pomme"))
        else:
            ui_draw.bottom(fb, lang.t("PLUS_ONE_POINT", "pomme") % names[scorer])

    def draw_table(self, fb, prompt=False):
        """Points as chalk marks, pommes as apples, the net score big on the right."""
        g = self.game
        names = g.players
        if g.three:
            ui_draw.title(fb, lang.t("POMMES_LOSE", "pomme") % g.target)
        else:
            ui_draw.title(fb, lang.t("POMME_TO", "pomme") % g.target)
        for p in (0, 1):
            y = 12 + p * 22
            font.text(fb, names[p], 0, y)
            x = ui_draw.marks(fb, g.points[p], 0, y + 10)
            x = max(x + 4, 50)
            s = "%d" % g.net(p)
            bx = ui_draw.W - font.big_width(s)
            font.big(fb, s, bx, y)
            # The apples, and "+N" for those beyond, end 4 pixels before the net score.
            pommes = g.pommes[p]
            shown = min(pommes, 4)
            while shown and x + shown * (font.APPLE_W + 1) + (
                    font.text_width("+%d" % (pommes - shown)) if pommes > shown else 0) > bx - 4:
                shown -= 1
            for i in range(shown):
                font.apple(fb, x + i * (font.APPLE_W + 1), y + 10)
            if pommes > shown:
                font.text(fb, "+%d" % (pommes - shown), x + shown * (font.APPLE_W + 1), y + 11)
        if prompt:
            self.prompt(fb)

    def draw_winner(self, fb):
        g = self.game
        w = g.winner
        ui_draw.winner(fb, g.players[w])
        s = "%d:%d" % (g.net(w), g.net(1 - w))
        font.big(fb, s, (ui_draw.W - font.big_width(s)) // 2, 31)
        ui_draw.bottom(fb, lang.t("REMATCH_MENU"))
