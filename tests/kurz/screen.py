"""Kurz's play screen (tests/kurz/rules.py): the trick screen every trick game shares,
with Kurz's summary of a deal, its table of the two totals towards the target, and its
winner."""

from picotafel import lang
from picotafel.screens import font, ui_draw
from picotafel.screens.ui_tricks import TrickScreen

from kurz.rules import R_POINTS, R_LAST, R_REVOKER, R_REVOKE_TRICK


class PlayScreen(TrickScreen):
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
        if r[R_REVOKER] < 0:
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
