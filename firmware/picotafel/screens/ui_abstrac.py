"""Abstrac on the device: the cards one player took, toggled on a 4x6 grid of the deck
(a row per suit, 9 to A), then the deal's result, each player's combinations, and the
winner.

A suit key picks a row and each rank key after it toggles that card, so a player's
cards are keyed a suit at a time ("B 9 J A" toggles 9, J and A of hearts); a rank key
with no row picked waits for its suit (rank then suit). `1` keys the other player's
cards instead, `#` records the deal. What is shown comes from the match (the core) plus
the grid being keyed, so a match reopened after a power cut shows where it stopped.
"""

from picotafel.screens import font, ui_draw

from picotafel import lang
from picotafel.core.cards import SUIT_SYMBOLS, NINE, DECK_SIZE
from picotafel.screens.ui_cards import CardEntry, SUIT_KEYS, RANK_KEYS
from picotafel.games.abstrac import CARDS, FEWEST, MOST, combinations, R_TAKER, R_CARDS, \
    R_COMBOS, R_POINTS, R_MISERE, NO_MISERE

SWITCH = "1"          # ranks 6 and 7 and 8 are not Abstrac cards: 1 picks the player
# Undo history entries besides a toggled card (0-35): a row picked (ROW + the row before,
# NO_ROW for none) and the player switched.
ROW = 40
NO_ROW = 4
SWITCHED = 50
# After a deal: its result, player 0's combinations, player 1's, then GRID (the next
# deal's grid, or the winner once the match is over).
RESULT, GRID = 0, 3
CELL_W = 14
CELL_X = 9
ROW_Y = 12
ROW_H = 11


def _check(c):
    """Card keys that are no Abstrac card (6, 7, 8) are refused with the deck's ranks."""
    return None if c % 9 >= NINE else lang.t("ABSTRAC_9_TO_A", "abstrac")


def _short(name, n=6):
    return name[:n]


def _label(kind, cs, wide):
    """A run as its suit and ranks ("♥ Q J 10 9", short "♥Q-9"), a set as its
    rank and suits ("J ♠♥♣", short "J♠♥♣")."""
    rt = ui_draw.RANK_TEXT
    if kind == "run":
        if not wide:
            return "%s%s-%s" % (SUIT_SYMBOLS[cs[0] // 9], rt[cs[0] % 9], rt[cs[-1] % 9])
        return SUIT_SYMBOLS[cs[0] // 9] + " " + " ".join(rt[c % 9] for c in cs)
    return rt[cs[0] % 9] + (" " if wide else "") + "".join(SUIT_SYMBOLS[c // 9] for c in cs)


class PlayScreen:
    KIND = "play"
    cards = True   # the keyboard maps ranks and suits here (host_sim.sim.keyboard)
    written = SWITCH    # but the 1 its hint writes ("1: P2's cards") is the laptop's 1 too

    def __init__(self, app):
        self.app = app
        self.entry = CardEntry()
        self.taken = bytearray(DECK_SIZE)   # the grid: 1 for a card the keyed player took
        self.history = bytearray()   # the grid's keys, for undo one at a time
        self.row = None              # the suit row that rank keys toggle in
        self.taker = self._default_taker()
        self.after = RESULT

    # -- state from the core -----------------------------------------------------------

    @property
    def game(self):
        return self.app.match.game

    def phase(self):
        g = self.game
        if g is None or g.open or not g.results:
            return "grid"
        if self.after < GRID:
            return "result"
        return "winner" if g.finished else "grid"

    def _default_taker(self):
        """The player keyed in the last deal (the same person usually keys their own
        cards), else the first player."""
        g = self.game
        if g is not None and g.results:
            return g.results[-1][R_TAKER]
        return 0

    def count(self):
        n = 0
        for b in self.taken:
            n += b
        return n

    # -- keys ----------------------------------------------------------------------------

    def key(self, k):
        ph = self.phase()
        if k == "*":
            self.undo(ph)
        elif ph == "result":
            g = self.game
            if k == "#":
                self.after += 1
            elif not g.finished and (k in SUIT_KEYS or k in RANK_KEYS):
                # Keying the next deal goes straight on from the result pages.
                self._new_grid()
                self.key_grid(k)
        elif ph == "winner":
            if k == "#":
                from picotafel.screens.ui_open import rematch
                rematch(self.app)
        else:
            self.key_grid(k)

    def _new_grid(self):
        self.after = GRID
        self.taken = bytearray(DECK_SIZE)
        self.history = bytearray()
        self.row = None
        self.entry.clear()
        self.taker = self._default_taker()

    def key_grid(self, k):
        if k == "#":
            self.confirm()
            return
        if k == SWITCH and self.entry.rank is None:
            self.taker = 1 - self.taker
            self.history.append(SWITCHED)
            return
        if k in SUIT_KEYS and self.entry.rank is None:
            s = SUIT_KEYS.index(k)
            if s != self.row:
                self.history.append(ROW + (NO_ROW if self.row is None else self.row))
                self.row = s
            self.entry.suit = s
            return
        c, why = self.entry.press(k, _check)
        if self.row is not None:
            self.entry.suit = self.row      # the row stays picked for the next rank
        if why:
            self.app.flash(why)
        elif c is not None:
            self.taken[c] ^= 1
            self.history.append(c)

    def confirm(self):
        app = self.app
        if self.entry.rank is not None:
            app.flash(lang.t("KEY_ITS_SUIT", "abstrac") % self.entry.label()[:-1])
            return
        n = self.count()
        name = app.match.players[self.taker]
        if not n:
            app.flash(lang.t("KEY_CARDS_TOOK", "abstrac") % _short(name))
            return
        if not FEWEST <= n <= MOST:
            app.flash((lang.t("ONE_CARD_ONLY", "abstrac") if n == 1 else lang.t("N_CARDS_ONLY", "abstrac")) % (n, FEWEST, MOST))
            return
        g = self.game
        dealt = g is None or not g.open
        if dealt and not app.apply(("deal", None)):
            return
        cards = tuple(c for c in range(DECK_SIZE) if self.taken[c])
        if not app.apply(("took", name, cards)):
            if dealt:
                msg = app.flash_text
                app.undo()
                app.flash(msg)
            return
        self.after = RESULT
        self.taken = bytearray(DECK_SIZE)
        self.history = bytearray()
        self.row = None
        self.entry.clear()

    def undo(self, ph):
        """One key back: a page of the result, a toggled card, a row picked, the player
        switched; with an empty grid the last deal's result again, and from there the
        deal itself (its cards back on the grid)."""
        app = self.app
        if ph == "winner":
            self.after = GRID - 1
            return
        if ph == "result":
            if self.after > RESULT:
                self.after -= 1
            else:
                self.undo_deal()
            return
        if self.entry.rank is not None:
            self.entry.rank = None
            return
        if self.history:
            h = self.history.pop()
            if h < DECK_SIZE:
                self.taken[h] ^= 1
            elif h == SWITCHED:
                self.taker = 1 - self.taker
            else:
                prev = h - ROW
                self.row = None if prev == NO_ROW else prev
                self.entry.suit = self.row
            return
        g = self.game
        if g is not None and g.open:
            app.undo()                 # a deal with no cards yet (a reopened log)
            self.after = RESULT
            return
        if g is not None and g.results:
            self.after = RESULT
            return
        app.flash(lang.t("HINT_NEW_MATCH"))

    def undo_deal(self):
        """Take the last deal's `took` (and its `deal`) off the log; its keyed cards go
        back on the grid."""
        app = self.app
        while True:
            st = app.undo()
            if st is None or st[0] != "took":
                break
            g = self.game
            if not g.open:
                continue               # a second `took` that checked the first one
            app.undo()                 # the deal itself: the grid is before it
            self._new_grid()
            self.taker = app.match.players.index(st[1])
            for c in st[2]:
                self.taken[c] = 1
                self.history.append(c)
            return
        self._new_grid()

    def tick(self, now):
        return False

    # -- screens -------------------------------------------------------------------------

    def draw(self, fb):
        ph = self.phase()
        if ph == "grid":
            self.draw_grid(fb)
        elif ph == "result":
            if self.after == RESULT:
                self.draw_result(fb)
            else:
                self.draw_combinations(fb, self.after - 1)
        else:
            self.draw_winner(fb)

    def _deal_no(self):
        g = self.game
        if g is None:
            return 1
        return len(g.results) + (0 if self.phase() == "result" else 1)

    def draw_grid(self, fb):
        names = self.app.match.players
        ui_draw.title(fb, (lang.t("DEAL_N_TOOK", "abstrac") % (self._deal_no(), names[self.taker]))[:21])
        pending = self.entry.rank
        for s in range(4):
            y = ROW_Y + s * ROW_H
            if s == self.row:
                ui_draw.inverse(fb, SUIT_SYMBOLS[s], 2, y)
            else:
                font.text(fb, SUIT_SYMBOLS[s], 2, y)
            for r in range(NINE, 9):
                x = CELL_X + (r - NINE) * CELL_W
                label = ui_draw.RANK_TEXT[r]
                tx = x + (CELL_W - font.text_width(label) + 1) // 2
                if self.taken[s * 9 + r]:
                    fb.fill_rect(x + 1, y - 1, CELL_W - 1, ROW_H - 1, 1)
                    font.text(fb, label, tx, y, 0)
                else:
                    font.text(fb, label, tx, y)
        if pending is not None:
            x = CELL_X + (pending - NINE) * CELL_W
            fb.rect(x, ROW_Y - 2, CELL_W + 1, 4 * ROW_H + 1, 1)
        # The count, big, and whether it can be right.
        n = self.count()
        s = "%d" % n
        px = 96
        font.big(fb, s, px + (32 - font.big_width(s)) // 2, 12)
        ui_draw.centre(fb, lang.t("CARDS", "abstrac"), 34, 1, px, 32)
        ok = FEWEST <= n <= MOST
        if not ok and n:
            ui_draw.inverse(fb, "6-18", px + 5, 45)
        other = _short(names[1 - self.taker])
        if pending is not None:
            ui_draw.bottom(fb, lang.t("KEY_ITS_SUIT", "abstrac") % ui_draw.RANK_TEXT[pending])
        elif not n:
            ui_draw.bottom(fb, lang.t("ONE_CARDS_OF", "abstrac") % names[1 - self.taker])
        elif ok:
            ui_draw.bottom(fb, lang.t("OK_TOOK", "abstrac") % (other, CARDS - n))
        else:
            ui_draw.bottom(fb, lang.t("N_TO_N_CARDS", "abstrac") % (FEWEST, MOST))

    def _result(self):
        """The last deal as the core figured it: (cards, combination points, deal points,
        the misere scorer or None), each pair per player."""
        g = self.game
        r = g.results[-1]
        n0 = r[R_CARDS]
        mis = r[R_MISERE]
        return ((n0, CARDS - n0), r[R_COMBOS:R_COMBOS + 2],
                r[R_POINTS:R_POINTS + 2], None if mis == NO_MISERE else mis)

    def draw_result(self, fb):
        g = self.game
        names = g.players
        cards, combos, pts, mis = self._result()
        if g.target:
            head = lang.t("DEAL_N_TO", "abstrac") % (len(g.results), g.target)
        else:
            head = lang.t("DEAL_N_OF", "abstrac") % (len(g.results), g.deals)
        ui_draw.title(fb, head)
        for p in (0, 1):
            x0 = p * 64
            ui_draw.centre(fb, names[p], 12, 1, x0, 64)
            if p == mis:
                line = lang.t("MISERE", "abstrac")
            else:
                line = "%d x%d" % (combos[p], cards[1 - p])
            ui_draw.centre(fb, line, 22, 1, x0, 64)
            s = "%d" % pts[p]
            font.big(fb, s, x0 + (64 - font.big_width(s)) // 2, 32)
        fb.vline(64, 12, 41, 1)
        ui_draw.bottom(fb, lang.t("TOTAL", "abstrac") % (g.scores[0], g.scores[1]))

    def draw_combinations(self, fb, p):
        g = self.game
        names = g.players
        cards, combos, pts, mis = self._result()
        mult = cards[1 - p]
        ui_draw.title(fb, ("%s %d x%d = %d" % (names[p], combos[p], mult, combos[p] * mult))[:21])
        listed = combinations(g.hands()[p])
        if not listed:
            ui_draw.centre(fb, lang.t("NO_COMBINATION", "abstrac"), 28)
        wide = len(listed) <= 5      # one column, every rank spelled out
        for i in range(len(listed)):
            kind, cs, points = listed[i]
            x0 = 0 if wide else (i // 5) * 64
            y = 12 + (i % 5) * 9
            font.text(fb, _label(kind, cs, wide), x0 + 2, y)
            ui_draw.right(fb, "%d" % points, x0 + (126 if wide else 60), y)
        if not wide:
            fb.vline(63, 11, 44, 1)
        if mis is None:
            ui_draw.bottom(fb, lang.t("TOOK_N_CARDS", "abstrac") % (names[1 - p], mult))
        else:
            ui_draw.bottom(fb, (lang.t("MISERE_PLUS", "abstrac") % (names[mis], pts[mis]))[:21])

    def draw_winner(self, fb):
        g = self.game
        w = g.winner
        ui_draw.winner(fb, g.players[w])
        s = "%d:%d" % (g.scores[w], g.scores[1 - w])
        if font.big_width(s) <= ui_draw.W:
            font.big(fb, s, (ui_draw.W - font.big_width(s)) // 2, 31)
        else:
            ui_draw.text2x(fb, s, (ui_draw.W - ui_draw.text2x_width(s)) // 2, 34)
        ui_draw.bottom(fb, lang.t("REMATCH_MENU"))

    def draw_standings(self, fb):
        """The running scores: per player the points of each deal (the latest that fit)
        and the total big on the right, the leader's name lit."""
        g = self.game
        if g is None or not g.results:
            ui_draw.title(fb, lang.t("STANDINGS"))
            ui_draw.centre(fb, lang.t("NO_DEAL_PLAYED"), 28)
            return
        if g.target:
            ui_draw.title(fb, lang.t("ABSTRAC_FIRST_TO", "abstrac") % g.target)
        else:
            ui_draw.title(fb, lang.t("ABSTRAC_N_DEALS", "abstrac") % g.deals)
        a, b = g.scores
        lead = 0 if a > b else (1 if b > a else None)
        for p in (0, 1):
            y = 12 + p * 22
            name = g.players[p]
            if p == lead:
                ui_draw.inverse(fb, name, 2, y)
            else:
                font.text(fb, name, 2, y)
            s = "%d" % g.scores[p]
            w = font.big_width(s)
            font.big(fb, s, ui_draw.W - w, y)
            room = (ui_draw.W - w - 4) // font.CHAR_W
            line = ""
            for i in range(len(g.results) - 1, -1, -1):
                part = "%d" % g.results[i][R_POINTS + p]
                if len(line) + len(part) + 1 > room:
                    break
                line = part + (" " + line if line else "")
            font.text(fb, line, 2, y + 10)
        ui_draw.bottom(fb, (lang.t("AFTER_1_DEAL", "abstrac") if len(g.results) == 1 else lang.t("AFTER_N_DEALS", "abstrac")) % len(g.results))
