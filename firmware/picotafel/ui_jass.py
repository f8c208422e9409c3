"""Jass on the device: the turned-up card, the tricks of 3 or 4 cards, the melds keyed
by their cards (# between tricks, the player, the cards, #), the deal's points with
melds and Stöck, the running totals with a bar towards the target, and the winner.

What the screen shows is derived from the match (the core) plus what is being keyed,
so a match reopened after a power cut shows the screen where it stopped.
"""

from picotafel import font, ui_draw
from picotafel.cards import suit, SUIT_SYMBOLS
from picotafel.ui_cards import CardEntry
from picotafel.jass import meld_value

SHOW_TRICK_MS = 2000
# After a deal: its summary, then the table (where the next turned-up card is keyed).
SUMMARY, TABLE = 0, 1
LINE = 21          # characters a line
PICK = -1          # meld entry: who melds is being chosen
MAX_MELD = 9       # the longest run


def _fit(s):
    return s[:LINE]


def _first_fit(*choices):
    for s in choices:
        if len(s) <= LINE:
            return s
    return _fit(choices[-1])


def _wrap(msg):
    """A refusal in one or two lines of LINE characters: cut at the space nearest the
    middle; the rest shortened with an ellipsis if it still does not fit."""
    if len(msg) <= LINE:
        return None, msg
    cut = -1
    i = msg.find(" ")
    while 0 < i <= LINE:
        if cut < 0 or abs(len(msg) - 2 * i) < abs(len(msg) - 2 * cut):
            cut = i
        i = msg.find(" ", i + 1)
    if cut < 0:
        cut = LINE
    rest = msg[cut:].strip()
    if len(rest) > LINE:
        rest = rest[:LINE - 1] + "\u2026"
    return msg[:cut], rest


def short(side, n):
    """A side's name in `n` characters: a team keeps the start of both partners."""
    if len(side) <= n:
        return side
    if "+" in side:
        a, b = side.split("+")
        k = (n - 1) // 2
        return a[:k] + "+" + b[:n - 1 - k]
    return side[:n]


class PlayScreen:
    cards = True   # the keyboard maps ranks and suits here (host_sim.keyboard)

    def __init__(self, app):
        self.app = app
        self.entry = CardEntry()
        self.pending = []
        self.shown = None        # the last trick, with its winner, until the next key
        self.shown_at = 0
        self.after = SUMMARY
        self.said = None         # a refusal's first line, over the flashed second one
        self.melder = None       # meld entry: None (none), PICK, or the player melding
        self.mcards = []         # the meld's cards keyed so far

    # -- state from the core -----------------------------------------------------------

    @property
    def game(self):
        return self.app.match.game

    @property
    def digits(self):
        """While the player who melds is chosen the digits are their numbers (the
        simulator's keyboard then maps its digit keys to them)."""
        return self.melder == PICK

    def phase(self):
        g = self.game
        if g is None or g.deal is None:
            return "trump"
        if g.deal.over:
            if self.after == SUMMARY:
                return "summary"
            return "winner" if g.finished else "trump"
        if self.melder is not None:
            return "meld"
        return "trick"

    def check(self, c):
        """Why card `c` cannot come next in this trick, or None."""
        return self.game.check_card(self.pending, c)

    def meld_check(self, c):
        """Why card `c` cannot be the next card of the meld being keyed, or None."""
        return self.game.check_meld_card(self.melder, self.mcards, c)

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
        elif ph == "meld":
            self.key_meld(k)
        elif k == "#":
            if self.entry.partial:
                self.app.flash("finish the card or *")
            else:
                self.melder = PICK
                self.mcards = []
        else:
            self.key_card(k)

    def say(self, msg):
        """Flash a refusal; a long one takes the line above the bottom line too."""
        first, last = _wrap(msg)
        self.app.flash(last)
        self.said = (first, self.app.flash_text) if first else None

    def key_trump(self, k):
        c, why = self.entry.press(k, lambda c: None)
        if why:
            self.say(why)
        elif c is not None:
            if self.app.apply(("deal", c)):
                self.after = SUMMARY

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
            self.say(self.app.flash_text)      # the deal audited: a broken obligation
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

    def key_meld(self, k):
        n = self.game.n
        if self.melder == PICK:
            if k in "1234"[:n]:
                self.melder = int(k) - 1
            else:
                self.app.flash("1-%d: who melds, * back" % n)
            return
        if k == "#":
            if self.entry.partial:
                self.app.flash("finish the card or *")
            elif not self.mcards:
                self.app.flash("key the meld's cards")
            else:
                self.declare()
            return
        if len(self.mcards) == MAX_MELD and k in "123456789ABCD":
            self.app.flash("9 cards at most: # or *")
            return
        led = suit(self.mcards[0]) if self.mcards else None
        c, why = self.entry.press(k, self.meld_check, led)
        if why:
            self.say(why)
        elif c is not None:
            self.mcards.append(c)

    def declare(self):
        """The meld keyed goes into the log; the cards of a trick half keyed must still
        stand beside it, or the meld is taken back."""
        app = self.app
        if not app.apply(("meld", app.match.players[self.melder], tuple(self.mcards))):
            self.say(app.flash_text)
            return
        g = self.game
        for k in range(len(self.pending)):
            why = g.check_card(self.pending[:k], self.pending[k])
            if why:
                app.undo()
                self.say(why)
                return
        self.melder = None
        self.mcards = []

    def undo(self, ph):
        """One key or one statement back: the half-keyed card, the meld's last card, the
        meld's player, the last card of the trick, the summary, then the statements of
        the match (a meld taken back opens again with its cards)."""
        app = self.app
        if self.entry.partial:
            self.entry.clear()
            return
        if ph == "meld":
            if self.mcards:
                self.mcards.pop()
            elif self.melder == PICK:
                self.melder = None
            else:
                self.melder = PICK
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
        elif st[0] == "meld":
            self.melder = app.match.players.index(st[1])
            self.mcards = list(st[2])      # as it was before its #
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
        elif ph == "meld":
            self.draw_meld(fb)
        elif ph == "summary":
            self.draw_summary(fb)
        elif ph == "winner":
            self.draw_winner(fb)
        elif self.game is not None and self.game.deal is not None:
            self.draw_table(fb, prompt=True)
        else:
            self.draw_first_trump(fb)
        said = self.said
        if said is not None and self.app.flash_text is said[1]:
            fb.fill_rect(0, ui_draw.BOTTOM - 9, 128, 9, 1)
            ui_draw.centre(fb, said[0], ui_draw.BOTTOM - 8, 0)

    def _slots(self, fb, y, turn):
        """The players' names across the screen, one slot each (32 pixels for 4, 42 for
        3; names cut to 4 or 6 letters to keep a gap), `turn` lit; the slot width."""
        names = self.app.match.players
        n = len(names)
        sw = 128 // n
        for p in range(n):
            name = names[p][:(sw - 5) // font.CHAR_W]
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
        # Status line: the points each player took in this deal.
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
            s = head + "%s +%d" % (names[won], pts)
            ui_draw.bottom(fb, _first_fit(s + " #meld", s))
        elif not cards and not self.entry.partial and d.tricks:
            name = names[turn]
            ui_draw.bottom(fb, _first_fit(head + name + " leads #meld",
                                          name + " leads  # meld", name + " leads #meld"))
        else:
            ui_draw.bottom(fb, _first_fit(head + names[turn] + " to play",
                                          head + names[turn] + " plays"))

    def _melded(self, p):
        """The points of the melds player `p` declared in this deal."""
        t = 0
        for q, cards, _ in self.game.melds:
            if q == p:
                t += meld_value(cards)
        return t

    def draw_meld(self, fb):
        g = self.game
        names = g.players
        trump = SUIT_SYMBOLS[g.deal.trump] + " trump"
        if self.melder == PICK:
            ui_draw.title(fb, "Meld: who?")
            ui_draw.right(fb, trump, 128, 0)
            for p in range(g.n):
                y = 13 + p * 10
                font.text(fb, "%d %s" % (p + 1, names[p]), 8, y)
                t = self._melded(p)
                if t:
                    ui_draw.right(fb, "%d" % t, 120, y)
            ui_draw.bottom(fb, "1-%d player  * back" % g.n)
            return
        head = "Meld: " + names[self.melder]
        ui_draw.title(fb, head)
        ui_draw.right(fb, trump if len(head) + len(trump) < LINE else trump[0], 128, 0)
        self._fan(fb, 12)
        v = meld_value(self.mcards) if self.mcards else 0
        if v:
            ui_draw.centre(fb, "meld of %d" % v, 46)
        elif self.mcards:
            ui_draw.centre(fb, "no meld yet", 46)
        if v and not self.entry.partial:
            ui_draw.bottom(fb, "# declare   * back")
        else:
            ui_draw.bottom(fb, "the cards: suit+rank")

    def _fan(self, fb, y):
        """The meld's cards as a fanned hand (rank and suit in the corner of those under
        the next), then the slot for the card being keyed."""
        cards = self.mcards
        n = len(cards) + (1 if len(cards) < MAX_MELD else 0)
        w = ui_draw.CARD_W
        step = w + 2 if n < 2 else min(w + 2, (128 - w) // (n - 1))
        x = (128 - step * (n - 1) - w) // 2
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
        if len(cards) < MAX_MELD:
            fb.fill_rect(x, y, w, ui_draw.CARD_H, 0)
            ui_draw.card_slot(fb, x, y, self.entry.label())

    def draw_summary(self, fb):
        """The deal just played: per side the card points (last trick and all tricks
        included), the melds scored, Stöck and the deal's total."""
        g = self.game
        r = g.results[-1]
        ns = len(g.sides)
        font.text(fb, "Deal %d" % len(g.results), 0, 0)
        ends = (64, 88, 104, 127)
        for x, h in ((46, "pts"), (67, "meld"), (94, "St"), (109, "sum")):
            font.text(fb, h, x, 0)
        fb.hline(0, 9, 128, 1)
        for s in range(ns):
            y = 13 + s * 10
            pts, mel, st = r[4 + s], r[4 + ns + s], r[4 + 2 * ns + s]
            font.text(fb, short(g.sides[s], 7), 0, y)
            vals = ("%d" % pts, "%d" % mel if mel else "-", "%d" % st if st else "-",
                    "%d" % (pts + mel + st))
            for i in range(4):
                ui_draw.right(fb, vals[i], ends[i], y)
        if r[3] >= 0:
            ui_draw.bottom(fb, _fit("all tricks: " + short(g.sides[r[3]], 9)))
        else:
            ui_draw.bottom(fb, _fit("last trick: " + g.players[r[2]]))

    def _leader(self):
        """The side with the highest total, or None while it is shared."""
        t = self.game.totals
        top = max(t)
        best = [s for s in range(len(t)) if t[s] == top]
        return best[0] if len(best) == 1 and top else None

    def draw_table(self, fb, prompt=False):
        """Each side's total with a bar towards the target; the leading side lit."""
        g = self.game
        ui_draw.title(fb, "Jass to %d" % g.target)
        ui_draw.right(fb, "deal %d" % len(g.results), 128, 0)
        ns = len(g.sides)
        lead = self._leader()
        for s in range(ns):
            t = g.totals[s]
            if ns == 2:
                y = 12 + s * 22
                name = short(g.sides[s], 11)
                bar = (0, y + 11, 66, 8)
                num = "%d" % t
                font.big(fb, num, 128 - font.big_width(num), y)
            else:
                y = 12 + s * 11
                name = short(g.sides[s], 7)
                bar = (48, y, 52, 7)
                ui_draw.right(fb, "%d" % t, 128, y)
            if s == lead:
                ui_draw.inverse(fb, name, 2, y)
            else:
                font.text(fb, name, 2, y)
            bx, by, bw, bh = bar
            fb.rect(bx, by, bw, bh, 1)
            fb.fill_rect(bx + 1, by + 1, (bw - 2) * min(t, g.target) // g.target, bh - 2, 1)
        if prompt:
            label = self.entry.label()
            ui_draw.bottom(fb, "turned-up card: " + label if label else "key next trump card")

    def draw_winner(self, fb):
        g = self.game
        w = g.sides.index(g.winner)
        ui_draw.title(fb, "Match over")
        name = g.winner
        if len(name) <= 8:
            ui_draw.text2x(fb, name, (128 - ui_draw.text2x_width(name)) // 2, 12)
        else:
            ui_draw.centre(fb, name, 16)
        s = "%d" % g.totals[w]
        x = (128 - font.big_width(s) - 46) // 2
        x = font.big(fb, s, x, 31)
        font.text(fb, "points", x + 4, 43)
        ui_draw.bottom(fb, "# rematch   0 menu")

    def draw_standings(self, fb):
        if self.game is None:
            ui_draw.title(fb, "Standings")
            ui_draw.centre(fb, "no deal played yet", 28)
            return
        self.draw_table(fb)
