"""Schieber on the device: the trump chosen or pushed in two keys at most, the tricks as
in Jass, the Weis keyed in the first trick as Jass keys a meld (# between tricks, the
player, the cards, #), the deal's summary per side, the running totals with a bar to the
target, and the winner.

Choosing the trump (the first thing of every deal): a suit key A-D takes that suit, 9
(the Ace's key) Obenabe, 1 (the 6's key) Undenufe, each in one key; # first pushes to the
partner, who then chooses the same way. The `deal` and its `trump` go into the log
together, and undo takes them back together.

`#` twice (the Weis's, then again) before the deal's first card enters the deal by its
points instead (ui_points).
"""

from picotafel.screens import font, ui_draw

from picotafel import lang
from picotafel.core.cards import SUIT_SYMBOLS, OBENABE, UNDENUFE
from picotafel.games.schieber import deal_total, R_DEALER, R_MODE, R_PUSHED, R_LAST, \
    MATCH, R_MATCH, R_MULT, R_POINTS, R_WEIS, R_STOECK, R_REVOKER, R_REVOKE_TRICK, R_ENTERED
from picotafel.screens.ui_jass import PlayScreen as JassScreen, short, PICK
from picotafel.screens.ui_tricks import TrickScreen, fit, SUMMARY, TABLE

# The keys that choose a trump mode: the suit keys, then the Ace's and the 6's.
MODE_KEYS = "ABCD91"
PUSH_KEY = "#"
# The modes without trump keep their Swiss names in every language (like the games').
MODE_NAMES = ("Obenabe", "Undenufe")
MODE_SHORT = ("Obe", "Une")
TABLE_TITLE = "Schieber %d"


class PlayScreen(JassScreen):
    def __init__(self, app):
        JassScreen.__init__(self, app)
        self.pushing = False     # # pressed: the partner chooses

    @property
    def cards(self):
        """Ranks and suits are keyed (screens/ui_base, keys_shown) but where the trump is
        chosen (the summary takes its keys too): there the keys are the suits A-D and
        the digits its hint writes (9 Obenabe, 1 Undenufe)."""
        return self.phase() not in ("summary", "trump", "choose")

    @property
    def suits(self):
        return not self.cards

    def play_phase(self):
        if self.game.deal.trump < 0:
            return "choose"      # a deal without its trump (a log that stopped there)
        return JassScreen.play_phase(self)

    # -- keys ----------------------------------------------------------------------------

    def key_trump(self, k):
        """Between deals (and before the first): the trump of the next deal."""
        self.choose(k, True)

    def key_play(self, k, ph):
        if ph == "choose":
            self.choose(k, False)
        elif ph == "meld" and k == "#" and self.melder == PICK and self.points_open():
            self.melder = None
            self.open_points()
        elif ph == "trick" and k == PUSH_KEY and len(self.game.deal.tricks) > 1:
            self.app.flash(lang.t("WEIS_ONLY_FIRST", "schieber"))
        else:
            JassScreen.key_play(self, k, ph)

    def points_open(self):
        """May the deal still be entered by its points: no card or Weis of it keyed."""
        g = self.game
        return not (g.deal.tricks or g.melds or self.pending or self.entry.partial)

    def open_points(self, statements=()):
        """The deal's points instead of its cards (ui_points_side), the chooser's side first;
        with `statements`, as they were before an undo."""
        from picotafel.screens.ui_points import writers
        from picotafel.screens.ui_points_side import SidePoints
        g = self.game
        p = g.chooser()
        mode = g.deal.trump
        mark = self.trump_mark(mode) + (" x%d" % g.mult(mode) if g.mult(mode) > 1 else "")
        entry = SidePoints(self.app, self, len(g.results) + 1, g.sides, writers(g.players, p),
                           p % 2, mark, True, mode < OBENABE)
        entry.fill(statements)
        self.app.push(entry)

    def choose(self, k, new_deal):
        """A mode key: the trump (with the deal when `new_deal`); # the push."""
        app = self.app
        if k == PUSH_KEY:
            if self.pushing:
                app.flash(lang.t("PUSHED_ALREADY", "schieber"))
            else:
                self.pushing = True
            return
        if k not in MODE_KEYS:
            app.flash(lang.t("CHOOSE_HINT", "schieber"))
            return
        st = ("trump", MODE_KEYS.index(k), 1 if self.pushing else 0, 0)
        if new_deal:
            if not app.apply(("deal", None)):
                app.flash(app.flash_text)
                return
            if not app.apply(st):
                app.undo()
                app.flash(app.flash_text)
                return
        elif not app.apply(st):
            app.flash(app.flash_text)
            return
        self.pushing = False
        self.after = SUMMARY
        if st[1] >= OBENABE:         # no suit on the screen says it: its name, once
            app.flash(MODE_NAMES[st[1] - OBENABE], True)

    def undo_local(self, ph):
        if self.pushing:
            self.pushing = False
            return True
        return JassScreen.undo_local(self, ph)

    def undone(self, st):
        """The trump taken back takes its deal with it: the choice opens again."""
        if st[0] == "trump":
            m = self.app.match
            if m.last_statement[0] == "deal":
                self.app.undo()
            self.after = TABLE
            self.pushing = st[2] == 1
        elif st[0] in ("result", "weis", "stoeck"):
            from picotafel.screens.ui_points import reopen
            reopen(self, st)
        else:
            JassScreen.undone(self, st)

    # -- screens -------------------------------------------------------------------------

    def trump_mark(self, trump):
        return SUIT_SYMBOLS[trump] if trump < OBENABE else MODE_SHORT[trump - OBENABE]

    def trump_text(self, trump):
        return lang.t("TRUMP_IS") % SUIT_SYMBOLS[trump] if trump < OBENABE else \
            MODE_NAMES[trump - OBENABE]

    def trick_bottom(self, head, turn, won, pts, cards):
        """As Jass while a Weis may be declared (until the second trick), then plain."""
        if len(self.game.deal.tricks) - (1 if turn is None else 0) < 1:
            return JassScreen.trick_bottom(self, head, turn, won, pts, cards)
        return TrickScreen.trick_bottom(self, head, turn, won, pts, cards)

    def draw(self, fb):
        ph = self.phase()
        g = self.game
        if ph == "choose" or ph == "trump" and (g is None or g.deal is None
                                                 or self.pushing):
            self.draw_choose(fb)
        else:
            JassScreen.draw(self, fb)

    def _next(self):
        """(deal number, dealer, who chooses) of the deal whose trump is chosen now."""
        m = self.app.match
        g = self.game
        if g is not None and g.deal is not None and g.deal.trump < 0:
            return len(g.results) + 1, g.deal.dealer
        return (len(g.results) + 1 if g else 1), m.next_dealer

    def draw_choose(self, fb):
        """The deal, its dealer, who chooses (the partner once pushed) and the keys."""
        names = self.app.match.players
        n, dealer = self._next()
        chooser = (dealer + (3 if self.pushing else 1)) % 4
        t = lang.t
        ui_draw.title(fb, fit(t("DEAL_N_DEALS", "schieber") % (n, names[dealer])))
        head = (t("CHOOSES_PUSHED", "schieber") if self.pushing else t("CHOOSES", "schieber")) % names[chooser]
        font.text(fb, fit(head), 0, 12)
        font.text(fb, t("CHOOSE_SUIT", "schieber"), 0, 22)
        font.text(fb, t("CHOOSE_OBENABE", "schieber"), 0, 31)
        font.text(fb, t("CHOOSE_UNDENUFE", "schieber"), 0, 40)
        if not self.pushing:
            font.text(fb, fit(t("PUSH_TO", "schieber") % names[(dealer + 3) % 4]), 0, 49)
        else:
            ui_draw.bottom(fb, t("CHOSEN_HINT", "schieber"))

    def draw_meld(self, fb):
        """Jass's; before the deal's first card the Weis's player or # its points."""
        JassScreen.draw_meld(self, fb)
        if self.melder == PICK and self.points_open():
            ui_draw.bottom(fb, lang.t("WEIS_OR_POINTS", "schieber"))

    def prompt(self, fb):
        ui_draw.bottom(fb, lang.t("CHOOSE_HINT", "schieber"))

    def table_title(self):
        return TABLE_TITLE % self.game.target

    def draw_summary(self, fb):
        """The deal just played: its trump, multiplier and chooser, then per side the card
        points (last trick and Match in), the Weis scored, Stöck and the deal's total; a
        revoke recorded (who and in which trick: the player's name cut so the line fits)."""
        g = self.game
        r = g.results[-1]
        names = g.players
        mode = r[R_MODE]
        chooser = names[(r[R_DEALER] + (3 if r[R_PUSHED] else 1)) % 4]
        t = lang.t
        font.text(fb, t("DEAL_N_SHORT") % len(g.results), 0, 0)
        top = "%s %s" % (self.trump_mark(mode), chooser)
        if r[R_MULT] > 1:
            top = "x%d %s" % (r[R_MULT], top)
        ui_draw.right(fb, top, ui_draw.W, 0)
        # After a name of 8 letters (NAME_CHARS' longest) a gap before its points (a
        # name run into 257 reads as one word), and between the numbers.
        ends = (70, 91, 106, 127)
        for x, h in ((46, t("COL_PTS")), (67, t("COL_MELD")), (94, t("COL_STOECK")),
                     (109, t("COL_SUM"))):
            font.text(fb, h, x, 12)
        fb.hline(0, 21, ui_draw.W, 1)
        for s in (0, 1):
            y = 25 + s * 10
            pts = r[R_POINTS + s] + (MATCH if r[R_MATCH] == s else 0)
            wei, st = r[R_WEIS + s], r[R_STOECK + s]
            font.text(fb, short(g.sides[s], 8), 0, y)
            none = ui_draw.NONE
            vals = ("%d" % pts, "%d" % wei if wei else none, "%d" % st if st else none,
                    "%d" % deal_total(r, s))
            for i in range(4):
                ui_draw.right(fb, vals[i], ends[i], y)
        if r[R_REVOKER] >= 0:               # a revoke: from its trick on, all to the others
            ui_draw.revoked(fb, names[r[R_REVOKER]], r[R_REVOKE_TRICK], 46)
        if r[R_ENTERED]:
            ui_draw.bottom(fb, t("POINTS_ENTERED"))
        elif r[R_MATCH] >= 0:
            ui_draw.bottom(fb, fit(t("MATCH_BONUS", "schieber") % short(g.sides[r[R_MATCH]], 12)))
        else:
            ui_draw.bottom(fb, fit(t("LAST_TRICK") % names[r[R_LAST]]))
