"""Coiffeur on the device: the choice of the row (the chooser's free rows and their keys,
the pushes round the table), the tricks as in Schieber (the trick's own mode at the
bottom: Slalom and Guschti change it), the deal's summary, the Coiffeur board of both
sides' rows as players draw it, and the winner (or a draw).

Choosing: a suit key A-D, 9 (the Ace's key) Obenabe or 1 (the 6's key) Undenufe fills
that mode's row (or, when it is filled, the first free joker row); 6 (the Jack's key)
and a mode plays a joker row; with rows=10, 7 Slalom and 8 Guschti, then 9 or 1 for the
mode they start in. # pushes to the next player (a side with every row filled pushes by
itself: the screen goes straight on to the next player). `*` takes a key back. The
`deal` and its `trump` go into the log together, and undo takes them back together.

After a deal: its summary, # the board, # the choice (a mode key on the summary or the
board chooses at once). `#` before the first card of a deal enters it by its points
instead (ui_points).
"""

from picotafel.screens import font, ui_draw

from picotafel import lang
from picotafel.core.cards import SUIT_SYMBOLS, OBENABE
from picotafel.games.coiffeur import R_CHOOSER, R_MODE, R_ROW, R_MULT, R_POINTS, \
    R_MATCH, R_LAST, R_REVOKER, R_REVOKE_TRICK, R_ENTERED, FREE, JOKER_ROWS, SLALOM, \
    SLALOM_ROW, ROW_OF_MODE, MATCH, score
from picotafel.screens.ui_tricks import TrickScreen, fit, lead_line, SUMMARY, TABLE

CHOICE = 2              # after a deal: the summary, the board (TABLE), then the choice
MODE_KEYS = "ABCD91"    # the suit keys, then the Ace's and the 6's: S H D C O U
JOKER_KEY = "6"         # the Jack's key
TURN_KEYS = "78"        # Slalom, Guschti (rows=10)
PUSH_KEY = "#"
# The modes without trump and the turning ones keep their Swiss names in every language.
MODE_SHORT = ("Obe", "Une", "Sla", "Gus")
MODE_NAMES = ("Obenabe", "Undenufe", "Slalom", "Guschti")
# The board's rows as labels: ♠ ♣ ♦ ♥, then Obenabe ... Guschti.
ROW_LABELS = ("\u2660", "\u2663", "\u2666", "\u2665", "Obe", "Une", "Jok", "Jok", "Sla", "Gus")


def mode_mark(mode):
    """A mode (trumpline's 0-9) in a few characters: "♥", "Obe", "Sla"."""
    if mode < OBENABE:
        return SUIT_SYMBOLS[mode]
    return MODE_SHORT[mode - OBENABE if mode < SLALOM else 2 + (mode - SLALOM) // 2]


class PlayScreen(TrickScreen):
    def __init__(self, app):
        TrickScreen.__init__(self, app)
        self.pushes = 0          # the choice's pushes so far (a forced one counts)
        self.turn = None         # a key waiting for its mode: JOKER_KEY or a TURN_KEYS key

    # -- the state from the core ---------------------------------------------------------

    def rows(self):
        return int(self.app.match.options["rows"])

    def dealer(self):
        """The dealer of the deal whose row is chosen now."""
        g = self.game
        if g is not None and g.deal is not None and not g.deal.over:
            return g.deal.dealer
        return self.app.match.next_dealer

    def free(self, side):
        g = self.game
        return g.free(side) if g is not None else list(range(self.rows()))

    def chooser(self, pushes=None):
        """Who chooses after `pushes` (the screen's) pushes."""
        if pushes is None:
            pushes = self.pushes
        g = self.game
        if g is None:
            return (self.dealer() + 1 + pushes) % 4
        return g.chooser_after(pushes, self.dealer())

    def forced(self, pushes):
        """True if the player after `pushes` pushes must push (their side is full)."""
        return pushes < 4 and not self.free(self.chooser(pushes) % 2)

    def settle(self):
        """The pushes past every forced one (a full side pushes by itself)."""
        while self.forced(self.pushes):
            self.pushes += 1

    def phase(self):
        g = self.game
        if g is not None and g.deal is not None and g.deal.over and not g.finished:
            return ("summary", "board", "trump")[self.after]
        return TrickScreen.phase(self)

    def play_phase(self):
        return "choose" if self.game.deal.trump < 0 else "trick"

    @property
    def cards(self):
        """Ranks and suits are keyed (screens/ui_base, keys_shown) but where the next
        row is chosen (the summary and the board take its keys too): there the keys are
        the suits A-D and the digits its lines write (9 Obenabe, 6 the joker)."""
        return self.phase() not in ("summary", "board", "trump", "choose")

    @property
    def suits(self):
        return not self.cards

    # -- keys ----------------------------------------------------------------------------

    def key_trump(self, k):
        """Between deals (and before the first): the row of the next deal."""
        self.after = CHOICE
        self.choose(k, True)

    def key_play(self, k, ph):
        if ph == "board":
            if k == "#":
                self.after = CHOICE
            elif k in "123456789ABCD":
                self.key_trump(k)
        elif ph == "choose":
            self.choose(k, False)
        elif ph == "trick" and k == "#" and self.points_open():
            self.open_points()
        else:
            self.key_card(k)

    def points_open(self):
        """May the deal still be entered by its points: no card of it keyed yet."""
        return not self.game.deal.tricks and not self.pending and not self.entry.partial

    def choose(self, k, new_deal):
        """A key of the choice: a mode (with the deal when `new_deal`), the joker or a
        turning row and then its mode, or # a push."""
        app = self.app
        self.settle()
        side = self.chooser() % 2
        free = self.free(side)
        if k == PUSH_KEY:
            if self.turn is not None:
                app.flash(lang.t("KEY_THE_MODE", "coiffeur"))
            elif self.pushes >= 4:
                app.flash(lang.t("FOURTH_PUSH", "coiffeur") % app.match.players[self.chooser()])
            else:
                self.pushes += 1
                self.settle()
            return
        mode = -1
        if self.turn is not None and self.turn in TURN_KEYS:
            if k in "91":
                mode = SLALOM + 2 * TURN_KEYS.index(self.turn) + "91".index(k)
        elif k == JOKER_KEY and self.turn is None:
            if JOKER_ROWS[0] in free or JOKER_ROWS[1] in free:
                self.turn = k
            else:
                names = app.match.players
                app.flash(lang.t("NO_JOKER_LEFT", "coiffeur") % (names[side] + "+" + names[side + 2]))
            return
        elif k in TURN_KEYS and self.turn is None and SLALOM_ROW + TURN_KEYS.index(k) in free:
            self.turn = k
            return
        elif k in MODE_KEYS:
            mode = MODE_KEYS.index(k)
        if mode < 0:
            app.flash(lang.t("CHOOSE_KEYS", "coiffeur"))
            return
        st = ("trump", mode, self.pushes, 1 if self.turn == JOKER_KEY else 0)
        if new_deal:
            if not app.apply(("deal", None)):
                app.flash(app.flash_text)
                return
            if not app.apply(st):
                why = app.flash_text
                app.undo()
                app.flash(why)
                return
        elif not app.apply(st):
            app.flash(app.flash_text)
            return
        self.pushes = 0
        self.turn = None
        self.after = SUMMARY
        if mode >= OBENABE:          # no suit on the screen says it: its name, once
            app.flash(MODE_NAMES[mode - OBENABE if mode < SLALOM else 2 + (mode - SLALOM) // 2],
                      True)

    def open_points(self, statements=()):
        """The deal's points instead of its cards (ui_points_side), the chooser's side first;
        with `statements`, as they were before an undo."""
        from picotafel.screens.ui_points import writers
        from picotafel.screens.ui_points_side import SidePoints
        g = self.game
        p = g.chooser
        mark = "%s x%d" % (mode_mark(g.mode), g.mult(g.row))
        entry = SidePoints(self.app, self, len(g.results) + 1, g.sides, writers(g.players, p),
                           p % 2, mark)
        entry.fill(statements)
        self.app.push(entry)

    def undo_local(self, ph):
        """The choice's keys back (the mode's key, then each push a player made), and
        from the choice to the board, from the board to the summary."""
        if ph in ("trump", "choose"):
            if self.turn is not None:
                self.turn = None
                return True
            p = self.pushes - 1
            while p >= 0 and self.forced(p):
                p -= 1
            if p >= 0:
                self.pushes = p
                return True
            g = self.game
            if ph == "trump" and g is not None and g.deal is not None:
                self.after = TABLE
                return True
            return False
        if ph == "board":
            self.after = SUMMARY
            return True
        return False

    def undone(self, st):
        """The row chosen taken back takes its deal with it: the choice opens again as it
        was before its last key; a deal's points open their entry again."""
        if st[0] == "trump":
            if self.app.match.last_statement[0] == "deal":
                self.app.undo()
            self.after = CHOICE
            self.pushes = st[2]
            self.turn = JOKER_KEY if st[3] else \
                (TURN_KEYS[(st[1] - SLALOM) // 2] if st[1] >= SLALOM else None)
        elif st[0] == "result":
            from picotafel.screens.ui_points import reopen
            reopen(self, st)

    # -- screens -------------------------------------------------------------------------

    def draw(self, fb):
        ph = self.phase()
        if ph in ("trump", "choose"):
            self.draw_choose(fb)
        else:
            TrickScreen.draw(self, fb)

    def draw_choose(self, fb):
        """Who chooses, and the rows still free for their side with their keys and
        multipliers (a joker or a turning row: the modes it can be played in)."""
        self.settle()
        t = lang.t
        m = self.app.match
        g = self.game
        p = self.chooser()
        name = m.players[p]
        free = self.free(p % 2)
        by_row = m.options["mult"] == "row"

        def mult(row):
            return "x%d" % (row + 1 if by_row else 1)

        lines = []
        if self.turn == JOKER_KEY:
            row = JOKER_ROWS[0] if JOKER_ROWS[0] in free else JOKER_ROWS[1]
            ui_draw.title(fb, fit(t("JOKER_OF", "coiffeur") % (name, mult(row))))
            lines = [t("SUIT_KEYS", "coiffeur"), "9 " + MODE_NAMES[0], "1 " + MODE_NAMES[1]]
        elif self.turn is not None:
            i = TURN_KEYS.index(self.turn)
            ui_draw.title(fb, fit("%s: %s %s" % (name, MODE_NAMES[2 + i], mult(SLALOM_ROW + i))))
            lines = [t("FIRST_OBENABE", "coiffeur"), t("FIRST_UNDENUFE", "coiffeur")]
        else:
            ui_draw.title(fb, fit(t("WHO_CHOOSES", "coiffeur") % name))
            suits = [MODE_KEYS[mode] + SUIT_SYMBOLS[mode] + mult(ROW_OF_MODE[mode])
                     for mode in range(4) if ROW_OF_MODE[mode] in free]
            if suits:                   # each key with its suit: A♠x1 B♥x4 C♦x3 D♣x2
                lines.append(" ".join(suits))
            plain = [i for i in (0, 1) if 4 + i in free]
            if plain:
                words = MODE_SHORT if len(plain) == 2 else MODE_NAMES
                lines.append("  ".join("%s %s %s" % ("91"[i], words[i], mult(4 + i))
                                       for i in plain))
            jokers = [r for r in JOKER_ROWS if r in free]
            if jokers:
                lines.append("6 %s %s" % (t("JOKER", "coiffeur"), mult(jokers[0])))
            for i in (0, 1):
                if SLALOM_ROW + i in free:
                    lines.append("%s %s %s" % (TURN_KEYS[i], MODE_NAMES[2 + i], mult(SLALOM_ROW + i)))
        for i in range(len(lines)):
            font.text(fb, lines[i], 0, 12 + i * 9)
        if self.turn is not None:
            ui_draw.bottom(fb, t("MODE_OR_BACK", "coiffeur"))
        elif self.pushes >= 4:
            ui_draw.bottom(fb, fit(t("FOURTH_PUSH", "coiffeur") % name))
        else:
            ui_draw.bottom(fb, fit(t("PUSH_ON", "coiffeur") % m.players[self.chooser(self.pushes + 1)]))

    def trump_mark(self, trump):
        """The mode of the trick on screen (Slalom and Guschti turn it)."""
        d = self.game.deal
        i = min(len(d.tricks) - (1 if self.shown is not None else 0), 8)
        m = d.order(i)
        return SUIT_SYMBOLS[m] if m < OBENABE else MODE_SHORT[m - OBENABE]

    def trick_bottom(self, head, turn, won, pts, cards):
        """Before the deal's first card, # for its points."""
        if turn is not None and not cards and not self.game.deal.tricks \
                and not self.entry.partial:
            name = self.game.players[turn]
            return lead_line(head, name, lang.t("LEADS_POINTS") % name, lang.t("HASH_POINTS"))
        return TrickScreen.trick_bottom(self, head, turn, won, pts, cards)

    def draw_summary(self, fb):
        """The deal just played: its row and who chose, per side the card points, and the
        chooser's side's score (the points, the Match's 100, times the multiplier)."""
        g = self.game
        r = g.results[-1]
        names = g.players
        t = lang.t
        s = r[R_CHOOSER] % 2
        font.text(fb, t("DEAL_N_SHORT") % len(g.results), 0, 0)
        ui_draw.right(fb, fit("%s x%d %s" % (mode_mark(r[R_MODE]), r[R_MULT],
                                             names[r[R_CHOOSER]]))[:14], ui_draw.W, 0)
        font.text(fb, t("COL_PTS"), 58, 12)
        font.text(fb, t("COL_ROW", "coiffeur"), 98, 12)
        fb.hline(0, 21, ui_draw.W, 1)
        for q in (0, 1):
            y = 25 + q * 10
            pts = r[R_POINTS + q] + (MATCH if r[R_MATCH] == q else 0)
            font.text(fb, ui_draw.short(g.sides[q], 9), 0, y)
            ui_draw.right(fb, "%d" % pts, 76, y)
            ui_draw.right(fb, "%d" % score(r) if q == s else "-", 127, y)
        if r[R_REVOKER] >= 0:
            ui_draw.revoked(fb, names[r[R_REVOKER]], r[R_REVOKE_TRICK], 46)
        if r[R_ENTERED]:
            ui_draw.bottom(fb, t("POINTS_ENTERED"))
        elif r[R_MATCH] >= 0:
            ui_draw.bottom(fb, fit(t("MATCH_OF", "coiffeur") % ui_draw.short(g.sides[r[R_MATCH]], 12)))
        else:
            ui_draw.bottom(fb, fit(t("LAST_TRICK") % names[r[R_LAST]]))

    def draw_board(self, fb):
        self.draw_table(fb, True)

    def draw_table(self, fb, prompt=False):
        """The Coiffeur board as players draw it: on top each side's total (the leader
        lit), then the rows in two columns, each with both sides' card points where
        filled (257 a Match), the last deal's lit; with `prompt`, the keys on."""
        g = self.game
        t = g.totals
        room = 9 - max(len("%d" % t[0]), len("%d" % t[1]))
        lead = None if t[0] == t[1] else (0 if t[0] > t[1] else 1)
        for s in (0, 1):
            name = ui_draw.short(g.sides[s], room)
            text = ("%s %d" if s == 0 else "%d %s") % ((name, t[0]) if s == 0 else (t[1], name))
            x = 1 if s == 0 else 127 - font.text_width(text)
            if s == lead:
                ui_draw.inverse(fb, text, x, 0)
            else:
                font.text(fb, text, x, 0)
        fb.hline(0, 9, ui_draw.W, 1)
        rows = g.rows
        half = (rows + 1) // 2
        last = len(g.results) - 1
        fb.vline(64, 11, half * 8, 1)           # the two halves of the rows apart
        for row in range(rows):
            x0 = 0 if row < half else 67
            y = 12 + (row % half) * 8
            font.text(fb, ROW_LABELS[row], x0, y)
            for s in (0, 1):
                k = g.board[s][row]
                if k == FREE:
                    continue
                r = g.results[k]
                v = "%d" % (r[R_POINTS + s] + (MATCH if r[R_MATCH] == s else 0))
                x = x0 + (39 if s == 0 else 60)
                if k == last and prompt:
                    ui_draw.inverse(fb, v, x - font.text_width(v), y)
                else:
                    ui_draw.right(fb, v, x, y)
        if prompt:
            ui_draw.bottom(fb, lang.t("BOARD_KEYS", "coiffeur"))

    def draw_winner(self, fb):
        g = self.game
        w = g.winner
        if w is None:
            ui_draw.title(fb, lang.t("MATCH_OVER"))
            said = lang.t("DRAW", "coiffeur")
            ui_draw.text2x(fb, said, (ui_draw.W - ui_draw.text2x_width(said)) // 2, 12)
            s = "%d" % g.totals[0]
            font.big(fb, s, (ui_draw.W - font.big_width(s)) // 2, 31)
        else:                   # the winners' total, and by how much they won
            ui_draw.winner(fb, g.sides[w])
            s = "%d" % g.totals[w]
            by = lang.t("WON_BY", "coiffeur") % (g.totals[w] - g.totals[1 - w])
            x = (ui_draw.W - font.big_width(s) - 4 - font.text_width(by)) // 2
            x = font.big(fb, s, x, 31)
            font.text(fb, by, x + 4, 43)
        ui_draw.bottom(fb, lang.t("REMATCH_MENU"))
