"""Kurz's play screen (tests/kurz/rules.py): the trick screen every trick game shares,
with # before the deal's first card for the leader's `double`, Kurz's summary of a deal,
its table of the two totals towards the target, and its winner."""

from picotafel import lang
from picotafel.screens import font, ui_draw
from picotafel.screens.ui_tricks import TrickScreen, lead_line, turn_line

from kurz.rules import R_POINTS, R_LAST, R_REVOKER, R_REVOKE_TRICK, R_DOUBLER


class PlayScreen(TrickScreen):
    def may_double(self):
        g = self.game
        return not self.pending and not self.entry.partial and \
            g.check_double(g.players[g.deal.leader]) is None

    def key_play(self, k, ph):
        if k == "#" and self.may_double():
            g = self.game
            self.app.apply(("double", g.players[g.deal.leader]))
        else:
            self.key_card(k)

    def trick_bottom(self, head, turn, won, pts, cards):
        """Trump, trick and turn; before the deal's first card a hint that # doubles."""
        names = self.game.players
        if turn is not None and self.may_double():
            name = names[turn]
            return lead_line(head, name, lang.t("LEADS_DOUBLE", "kurz") % name, " #x2")
        if turn is None:
            return TrickScreen.trick_bottom(self, head, turn, won, pts, cards)
        return turn_line(head, names[turn])

    def draw_summary(self, fb):
        """The deal's card points per player, big; who took the last trick, or the
        revoke; the totals."""
        g = self.game
        r = g.results[-1]
        names = g.players
        ui_draw.title(fb, lang.t("DEAL_N") % len(g.results))
        for p in (0, 1):
            ui_draw.centre(fb, names[p], 12, 1, p * 64, 64)
            s = "%d" % r[R_POINTS + p]
            font.big(fb, s, p * 64 + (64 - font.big_width(s)) // 2, 22)
        if r[R_REVOKER] < 0 and r[R_DOUBLER] >= 0:
            font.text(fb, lang.t("DOUBLED_BY", "kurz") % names[r[R_DOUBLER]], 0, 46)
        elif r[R_REVOKER] < 0:
            font.text(fb, lang.t("LAST_TRICK") % names[r[R_LAST]], 0, 46)
        else:
            ui_draw.revoked(fb, names[r[R_REVOKER]], r[R_REVOKE_TRICK], 46)
        ui_draw.bottom(fb, lang.t("TOTALS", "kurz") % (g.totals[0], g.totals[1]))

    def draw_table(self, fb, prompt=False):
        """Each player's total, big, under the target."""
        g = self.game
        ui_draw.title(fb, lang.t("KURZ_TO", "kurz") % g.target)
        for p in (0, 1):
            y = 12 + p * 22
            font.text(fb, g.players[p], 0, y + 4)
            s = "%d" % g.totals[p]
            font.big(fb, s, ui_draw.W - font.big_width(s), y)
        if prompt:
            self.prompt(fb)

    def draw_winner(self, fb):
        g = self.game
        w = g.winner
        ui_draw.winner(fb, g.players[w])
        ui_draw.bottom(fb, "%d:%d" % (g.totals[w], g.totals[1 - w]))
