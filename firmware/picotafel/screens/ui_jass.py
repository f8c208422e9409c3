"""Jass on the device: the turned-up card, the tricks of 3 or 4 cards, the melds keyed
by their cards (# between tricks, the player, the cards, #), the deal's points with
melds and Stöck, the running totals with a bar towards the target, and the winner.

What the screen shows is derived from the match (the core) plus what is being keyed,
so a match reopened after a power cut shows the screen where it stopped.
"""

from picotafel.screens import font, ui_draw

from picotafel import lang
from picotafel.core.cards import suit, SUIT_SYMBOLS
from picotafel.core.melds import meld_value
from picotafel.screens.ui_tricks import TrickScreen, fit, turn_line, lead_line, LINE

PICK = -1          # meld entry: who melds is being chosen
MAX_MELD = 9       # the longest run


short = ui_draw.short      # (ui_schieber takes it from here)


def meld_label(cards):
    """A meld in a few characters: a run by its ends and suit ("Q-A♣", "6-9♥"), four
    of a kind by its rank ("4xJ")."""
    ranks = sorted(c % 9 for c in cards)
    if ranks[0] == ranks[-1]:
        return "4x" + ui_draw.RANK_TEXT[ranks[0]]
    return "%s-%s%s" % (ui_draw.RANK_TEXT[ranks[0]], ui_draw.RANK_TEXT[ranks[-1]],
                        SUIT_SYMBOLS[suit(cards[0])])


class PlayScreen(TrickScreen):
    def __init__(self, app):
        TrickScreen.__init__(self, app)
        self.melder = None       # meld entry: None (none), PICK, or the player melding
        self.mcards = []         # the meld's cards keyed so far

    @property
    def digits(self):
        """While the player who melds is chosen the digits are their numbers (the
        simulator's keyboard then maps its digit keys to them)."""
        return self.melder == PICK

    def play_phase(self):
        return "trick" if self.melder is None else "meld"

    def meld_check(self, c):
        """Why card `c` cannot be the next card of the meld being keyed, or None."""
        return self.game.check_meld_card(self.melder, self.mcards, c)

    def key_play(self, k, ph):
        if ph == "meld":
            self.key_meld(k)
        elif k == "#":
            if self.entry.partial:
                self.app.flash(lang.t("FINISH_CARD", "jass"))
            else:
                self.melder = PICK
                self.mcards = []
        else:
            self.key_card(k)

    def key_meld(self, k):
        n = self.game.n
        if self.melder == PICK:
            if k in "1234"[:n]:
                self.melder = int(k) - 1
            else:
                self.app.flash(lang.t("WHO_MELDS", "jass") % n)
            return
        if k == "#":
            if self.entry.partial:
                self.app.flash(lang.t("FINISH_CARD", "jass"))
            elif not self.mcards:
                self.app.flash(lang.t("KEY_MELD_CARDS", "jass"))
            else:
                self.declare()
            return
        if len(self.mcards) == MAX_MELD and k in "123456789ABCD":
            self.app.flash(lang.t("NINE_CARDS_AT_MOST", "jass"))
            return
        led = suit(self.mcards[0]) if self.mcards else None
        c, why = self.entry.press(k, self.meld_check, led)
        if why:
            self.app.flash(why)
        elif c is not None:
            self.mcards.append(c)

    def declare(self):
        """The meld keyed goes into the log; the cards of a trick half keyed must still
        stand beside it, or the meld is taken back."""
        app = self.app
        if not app.apply(("meld", app.match.players[self.melder], tuple(self.mcards))):
            self.app.flash(app.flash_text)
            return
        g = self.game
        for k in range(len(self.pending)):
            why = g.check_card(self.pending[:k], self.pending[k])
            if why and not self.excused(self.pending[:k], self.pending[k]):
                app.undo()
                self.app.flash(why)
                return
        self.melder = None
        self.mcards = []

    def undo_local(self, ph):
        """In meld entry: the meld's last card, then its player, then out of it."""
        if ph != "meld":
            return False
        if self.mcards:
            self.mcards.pop()
        elif self.melder == PICK:
            self.melder = None
        else:
            self.melder = PICK
        return True

    def undone(self, st):
        if st[0] == "meld":                # a meld taken back opens again with its cards
            self.melder = self.app.match.players.index(st[1])
            self.mcards = list(st[2])

    # -- screens -------------------------------------------------------------------------

    def trick_bottom(self, head, turn, won, pts, cards):
        """Trump, trick and turn; between tricks a hint that # declares a meld."""
        names = self.game.players
        if turn is None:
            s = head + "%s +%d" % (names[won], pts)
            return fit(s + lang.t("HASH_MELD", "jass"), s)
        if not cards and not self.entry.partial:         # melds from the first trick on
            name = names[turn]
            return lead_line(head, name, lang.t("LEADS_MELD", "jass") % name,
                             lang.t("HASH_MELD", "jass"))
        return turn_line(head, names[turn])

    def top_of(self, p):
        """In the first trick, while melds are declared, the top line shows each
        player's melds (their points are all 0 then): the meld itself, "Q-A♣" or "4xJ";
        a second one adds "+", or the total when that does not fit; else the points."""
        g = self.game
        d = g.deal
        if d.tricks or self.shown is not None or not g.melds:
            return TrickScreen.top_of(self, p)
        mine = [cards for q, cards, _ in g.melds if q == p]
        if not mine:
            return ""
        room = (ui_draw.W // g.n - 2) // font.CHAR_W
        s = meld_label(mine[0]) + ("+" if len(mine) > 1 else "")
        if len(s) > room:
            s = "%d" % sum(meld_value(c, self.game.runs) for c in mine)
        return s

    def _melded(self, p):
        """The points of the melds player `p` declared in this deal."""
        t = 0
        for q, cards, _ in self.game.melds:
            if q == p:
                t += meld_value(cards, self.game.runs)
        return t

    def draw_meld(self, fb):
        g = self.game
        names = g.players
        trump = self.trump_text(g.deal.trump)
        if self.melder == PICK:
            ui_draw.title(fb, lang.t("MELD_WHO", "jass"))
            ui_draw.right(fb, trump, ui_draw.W, 0)
            for p in range(g.n):
                y = 13 + p * 10
                font.text(fb, "%d %s" % (p + 1, names[p]), 8, y)
                t = self._melded(p)
                if t:
                    ui_draw.right(fb, "%d" % t, 120, y)
            ui_draw.bottom(fb, lang.t("N_PLAYER_BACK", "jass") % g.n)
            return
        head = lang.t("MELD_OF_WHO", "jass") % names[self.melder]
        ui_draw.title(fb, head)
        ui_draw.right(fb, trump if len(head) + len(trump) < LINE else trump[0], ui_draw.W, 0)
        self._fan(fb, 12)
        v = meld_value(self.mcards, self.game.runs) if self.mcards else 0
        if v:
            ui_draw.centre(fb, lang.t("MELD_OF_N", "jass") % v, 46)
        elif self.mcards:
            ui_draw.centre(fb, lang.t("NO_MELD_YET", "jass"), 46)
        if v and not self.entry.partial:
            ui_draw.bottom(fb, lang.t("DECLARE_BACK", "jass"))
        else:
            ui_draw.bottom(fb, lang.t("THE_CARDS_SUIT_RANK", "jass"))

    def trump_text(self, trump):
        """The trump at the top right of the meld screens."""
        return lang.t("TRUMP_IS") % SUIT_SYMBOLS[trump]

    def _fan(self, fb, y):
        """The meld's cards side by side from the left, then the slot for the card being
        keyed (a card keyed leaves the others where they are: only its place is sent to
        the display); past four, a fanned hand (rank and suit in the corner of those
        under the next), centred."""
        cards = self.mcards
        n = len(cards) + (1 if len(cards) < MAX_MELD else 0)
        w = ui_draw.CARD_W
        step = w + 2 if n < 2 else min(w + 2, (ui_draw.W - w) // (n - 1))
        x = 1 if step == w + 2 else (ui_draw.W - step * (n - 1) - w) // 2
        for i in range(len(cards)):
            c = cards[i]
            if i + 1 < n and step < w + 2:
                fb.fill_rect(x, y, w, ui_draw.CARD_H, 0)
                fb.rect(x, y, w, ui_draw.CARD_H, 1)
                font.text(fb, ui_draw.RANK_TEXT[c % 9], x + 1, y + 2)
                font.text(fb, SUIT_SYMBOLS[c // 9], x + 1, y + 11)
            else:
                ui_draw.card(fb, c, x, y)
            x += step
        if len(cards) < MAX_MELD:             # a rank alone keeps the first card's suit
            ui_draw.next_card(fb, x, y, *self.entry.shown(suit(cards[0]) if cards else None))

    def draw_summary(self, fb):
        """The deal just played: per side the card points (last trick and all tricks
        included), the melds scored, Stöck and the deal's total; a revoke recorded."""
        # (imported here: Schieber's screen, built on this one, never loads jass.py)
        from picotafel.games.jass import deal_result
        g = self.game
        ns = len(g.sides)
        _, dealer, last, sweep, pts, mel, st, rev, annulled = deal_result(g.results[-1], ns)
        if annulled:
            ui_draw.annulled(fb, len(g.results), g.players, rev, dealer)
            return
        font.text(fb, lang.t("DEAL_N_SHORT") % len(g.results), 0, 0)
        # After a name of 8 letters (NAME_CHARS' longest) a gap before its points (a
        # name run into 257 reads as one word), and between the numbers.
        ends = (70, 91, 106, 127)
        t = lang.t
        for x, h in ((46, t("COL_PTS")), (67, t("COL_MELD")), (94, t("COL_STOECK")),
                     (109, t("COL_SUM"))):
            font.text(fb, h, x, 0)
        fb.hline(0, 9, ui_draw.W, 1)
        for s in range(ns):
            y = 13 + s * 10
            p, m, k = pts[s], mel[s], st[s]
            font.text(fb, short(g.sides[s], 8), 0, y)
            none = ui_draw.NONE
            vals = ("%d" % p, "%d" % m if m else none, "%d" % k if k else none, "%d" % (p + m + k))
            for i in range(4):
                ui_draw.right(fb, vals[i], ends[i], y)
        if rev is not None:                 # a revoke: from its trick on, all to the others
            ui_draw.revoked(fb, g.players[rev[0]], rev[1], 46)
        if sweep >= 0:
            ui_draw.bottom(fb, fit(lang.t("ALL_TRICKS", "jass") % short(g.sides[sweep], 9)))
        else:
            ui_draw.bottom(fb, fit(lang.t("LAST_TRICK") % g.players[last]))

    def _leader(self):
        """The side with the highest total, or None while it is shared."""
        t = self.game.totals
        top = max(t)
        best = [s for s in range(len(t)) if t[s] == top]
        return best[0] if len(best) == 1 and top else None

    def table_title(self):
        return lang.t("JASS_TO", "jass") % self.game.target

    def draw_table(self, fb, prompt=False):
        """Each side's total with a bar towards the target; the leading side lit."""
        g = self.game
        ui_draw.title(fb, self.table_title())
        ui_draw.right(fb, lang.t("DEAL_N_LOWER", "jass") % len(g.results), ui_draw.W, 0)
        ns = len(g.sides)
        lead = self._leader()
        for s in range(ns):
            t = g.totals[s]
            if ns == 2:
                y = 12 + s * 22
                name = short(g.sides[s], 11)
                bar = (0, y + 11, 66, 8)
                num = "%d" % t
                font.big(fb, num, ui_draw.W - font.big_width(num), y)
            else:
                y = 12 + s * 11
                name = short(g.sides[s], 8)
                bar = (54, y, 46, 7)
                ui_draw.right(fb, "%d" % t, ui_draw.W, y)
            if s == lead:
                ui_draw.inverse(fb, name, 2, y)
            else:
                font.text(fb, name, 2, y)
            bx, by, bw, bh = bar
            fb.rect(bx, by, bw, bh, 1)
            fb.fill_rect(bx + 1, by + 1, (bw - 2) * min(t, g.target) // g.target, bh - 2, 1)
        if prompt:
            self.prompt(fb)

    def draw_winner(self, fb):
        g = self.game
        w = g.winner
        ui_draw.winner(fb, g.sides[w])
        s = "%d" % g.totals[w]
        x = (ui_draw.W - font.big_width(s) - 46) // 2
        x = font.big(fb, s, x, 31)
        font.text(fb, lang.t("POINTS", "jass"), x + 4, 43)
        ui_draw.bottom(fb, lang.t("REMATCH_MENU"))
