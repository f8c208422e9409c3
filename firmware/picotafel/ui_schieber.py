"""Schieber on the device: the trump chosen or pushed in two keys at most, the tricks as
in Jass, the Weis keyed in the first trick as Jass keys a meld (# between tricks, the
player, the cards, #), the deal's summary per side, the running totals with a bar to the
target, and the winner.

Choosing the trump (the first thing of every deal): a suit key A-D takes that suit, 9
(the Ace's key) Obenabe, 1 (the 6's key) Undenufe, each in one key; # first pushes to the
partner, who then chooses the same way. The `deal` and its `trump` go into the log
together, and undo takes them back together.
"""

from picotafel import font, ui_draw
from picotafel.cards import SUIT_SYMBOLS, OBENABE, UNDENUFE
from picotafel.melds import WEIS_RUNS
from picotafel.schieber import deal_total, R_DEALER, R_MODE, R_PUSHED, R_LAST, R_MATCH, \
    R_MULT, R_POINTS, R_WEIS, R_STOECK
from picotafel.ui_jass import PlayScreen as JassScreen, short
from picotafel.ui_tricks import TrickScreen, fit, SUMMARY, TABLE

# The keys that choose a trump mode: the suit keys, then the Ace's and the 6's. Every
# string the screens show stands below, to be found (and translated) in one place.
MODE_KEYS = "ABCD91"
PUSH_KEY = "#"
# What the screens call the modes without trump.
MODE_NAMES = ("Obenabe", "Undenufe")
MODE_SHORT = ("Obe", "Une")
CHOOSE_LINES = ("A-D  a suit", "9    Obenabe, A high", "1    Undenufe, 6 high")
PUSH_LINE = "#    push to %s"
CHOOSE_HINT = "A-D 9 1 trump  # push"
CHOSEN_HINT = "A-D 9 1 trump  * back"
WEIS_ONLY_FIRST = "Weis only in the 1st trick"
PUSHED_ALREADY = "pushed: the partner chooses"
DEAL_DEALER = "Deal %d: %s deals"
CHOOSES = ": trump?"
CHOOSES_PUSHED = ": trump, pushed"
TABLE_TITLE = "Schieber %d"
SUMMARY_TITLE = "Deal %d"
SUMMARY_HEADS = ((46, "pts"), (67, "Weis"), (94, "St"), (109, "sum"))
MATCH_LINE = "Match! "
LAST_TRICK = "last trick: "


class PlayScreen(JassScreen):
    MELD = "Weis"
    MELD_WORD = "Weis"
    RUNS = WEIS_RUNS

    def __init__(self, app):
        JassScreen.__init__(self, app)
        self.pushing = False     # # pressed: the partner chooses

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
        elif ph == "trick" and k == PUSH_KEY and len(self.game.deal.tricks) > 1:
            self.app.flash(WEIS_ONLY_FIRST)
        else:
            JassScreen.key_play(self, k, ph)

    def choose(self, k, new_deal):
        """A mode key: the trump (with the deal when `new_deal`); # the push."""
        app = self.app
        if k == PUSH_KEY:
            if self.pushing:
                app.flash(PUSHED_ALREADY)
            else:
                self.pushing = True
            return
        if k not in MODE_KEYS:
            app.flash(CHOOSE_HINT)
            return
        st = ("trump", MODE_KEYS.index(k), 1 if self.pushing else 0)
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
        else:
            JassScreen.undone(self, st)

    # -- screens -------------------------------------------------------------------------

    def trump_mark(self, trump):
        return SUIT_SYMBOLS[trump] if trump < OBENABE else MODE_SHORT[trump - OBENABE]

    def trump_text(self, trump):
        return SUIT_SYMBOLS[trump] + " trump" if trump < OBENABE else \
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
        ui_draw.title(fb, fit(DEAL_DEALER % (n, names[dealer])))
        head = names[chooser] + (CHOOSES_PUSHED if self.pushing else CHOOSES)
        font.text(fb, fit(head), 0, 12)
        for i in range(3):
            font.text(fb, CHOOSE_LINES[i], 0, 22 + i * 9)
        if not self.pushing:
            font.text(fb, fit(PUSH_LINE % names[(dealer + 3) % 4]), 0, 49)
        else:
            ui_draw.bottom(fb, CHOSEN_HINT)

    def prompt(self, fb):
        ui_draw.bottom(fb, CHOOSE_HINT)

    def table_title(self):
        return TABLE_TITLE % self.game.target

    def draw_summary(self, fb):
        """The deal just played: its trump, multiplier and chooser, then per side the card
        points (last trick and Match in), the Weis scored, Stöck and the deal's total."""
        g = self.game
        r = g.results[-1]
        names = g.players
        mode = r[R_MODE]
        chooser = names[(r[R_DEALER] + (3 if r[R_PUSHED] else 1)) % 4]
        font.text(fb, SUMMARY_TITLE % len(g.results), 0, 0)
        top = "%s %s" % (self.trump_mark(mode), chooser)
        if r[R_MULT] > 1:
            top = "x%d %s" % (r[R_MULT], top)
        ui_draw.right(fb, top, 128, 0)
        ends = (64, 88, 104, 127)
        for x, h in SUMMARY_HEADS:
            font.text(fb, h, x, 12)
        fb.hline(0, 21, 128, 1)
        for s in (0, 1):
            y = 25 + s * 10
            pts = r[R_POINTS + s] + (100 if r[R_MATCH] == s else 0)
            wei, st = r[R_WEIS + s], r[R_STOECK + s]
            font.text(fb, short(g.sides[s], 7), 0, y)
            vals = ("%d" % pts, "%d" % wei if wei else "-", "%d" % st if st else "-",
                    "%d" % deal_total(r, s))
            for i in range(4):
                ui_draw.right(fb, vals[i], ends[i], y)
        if r[R_MATCH] >= 0:
            ui_draw.bottom(fb, fit(MATCH_LINE + short(g.sides[r[R_MATCH]], 12)))
        else:
            ui_draw.bottom(fb, fit(LAST_TRICK + names[r[R_LAST]]))
