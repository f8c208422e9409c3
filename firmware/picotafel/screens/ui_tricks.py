"""What the play screens of the trick games (La Pomme, Jass, Differenzler) share: the
turned-up card, the tricks keyed card by card, the trick just won shown until the next
key, the deal's summary then its table (where the next turned-up card is keyed), the
winner with its rematch, and undo one key, card or statement at a time.

A game's PlayScreen subclasses TrickScreen and adds what is its own (the swap,
predictions, melds) through a few hooks: play_phase, key_play, trick_statements,
undo_local, undone, and its draw_<phase> methods. What the screen shows is derived from
the match (the core) plus what is being keyed, so a match reopened after a power cut
shows the screen where it stopped.
"""

from picotafel.screens import font, ui_draw

from picotafel import lang
from picotafel.core.cards import card, suit, card_label, SUIT_SYMBOLS
from picotafel.screens.ui_cards import CardEntry, RANK_KEYS, SUIT_KEYS

SHOW_TRICK_MS = 2000
REVOKED_MARK = "!"     # after the name of the player whose revoke stands in the deal
# After a deal: its summary, then the table (where the next turned-up card is keyed).
SUMMARY, TABLE = 0, 1
LINE = ui_draw.LINE


def fit(*choices):
    """The first of `choices` that fits a line, else the last one cut to fit."""
    for s in choices:
        if len(s) <= LINE:
            return s
    return choices[-1][:LINE]


def turn_line(head, name):
    """`head` and "NAME to play", or the shorter "NAME plays" where that does not fit,
    else the name alone: the trump and the trick always show, and the whole name.
    The second word is looked up only then: on the Pico a word costs lang.t a
    millisecond or two (a search through the language's text), on every card key."""
    s = head + lang.t("TO_PLAY") % name
    return s if len(s) <= LINE else fit(head + lang.t("PLAYS") % name, head + name)


def lead_line(head, name, lead, hint):
    """`head` and `lead` (who leads, with the key that the deal's first card may wait
    for: "Ana leads #meld"), else the name and that key alone (`hint`, " #meld"), else
    the turn line: never the hint without the trump and the trick."""
    s = head + lead
    if len(s) <= LINE:
        return s
    s = head + name + hint
    return s if len(s) <= LINE else turn_line(head, name)


class TrickScreen:
    KIND = "play"
    cards = True   # the keyboard maps ranks and suits here (host_sim.sim.keyboard)
    # the statements this screen writes by itself with a trick's cards (a game's own:
    # La Pomme's swap), so that a correction's cards keyed again make them again
    # (ui_breach) rather than replaying the old one
    WITH_CARDS = ()

    def __init__(self, app):
        self.app = app
        self.entry = CardEntry()
        self.pending = []        # the cards of the trick keyed so far
        # the last trick (cards, leader, winner, the points of who was credited, who: the
        # winner, or after a revoke N's opponent), until the next key
        self.shown = None
        self.shown_at = 0
        self.after = SUMMARY
        self.redo = []           # after a correction: cards (ints), statements (tuples) and
        # last the half of a card the breach stopped (its key, a str) to key again
        self.was = None          # after a correction: who held what before (ui_moved)
        # (player, trick): a breach in the trick being keyed that the table chose to
        # record; its `revoke N T` is written with the trick (ui_breach.record)
        self.exempt = None
        # what `#` at a breach screen changed, until the next key: `*` then takes it
        # back whole (ui_breach.untake)
        self.took = None

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
        return self.play_phase()

    def deal_over(self):
        """True between a deal's last card and the next deal's turned-up card."""
        g = self.game
        return g is not None and g.deal is not None and g.deal.over

    def play_phase(self):
        """The phase while a deal is played: "trick", or a game's own."""
        return "trick"

    def check(self, c):
        """Why card `c` cannot come next in this trick, or None (the breach the table
        chose to record is no refusal, and once its card is keyed no obligation is
        checked, as the core takes the trick: core/revoke.py)."""
        why = self.game.check_card(self.pending, c)
        if why and self.exempt is not None:
            if self.excused(self.pending, c):
                return None
            p = self.exempt[0]
            if (p - self.game.deal.leader) % len(self.game.players) < len(self.pending):
                from picotafel.core.revoke import check_taken
                return check_taken(self.game, self.pending, c, self.exempt)
        return why

    def certain(self, c):
        """True when facts alone rule card `c` out as the next of this trick: it was
        played, or it is a card shown to everyone and another player's (the turned-up
        card is the dealer's). The shortcuts complete a card only from these
        (ui_cards.CardEntry): a void shown earlier or a meld only leads to the breach
        screen, since it is wrong exactly when someone revoked."""
        d = self.game.deal
        return bool(d.played[c] or c in self.pending
                    or c == d.turned and d.player_at(len(self.pending)) != d.dealer)

    def excused(self, pending, c):
        """True if card `c` after `pending` is the breach the table chose to record."""
        if self.exempt is None:
            return False
        from picotafel.core.revoke import breach
        return breach(self.game, pending, c) == self.exempt

    # -- keys ----------------------------------------------------------------------------

    def key(self, k):
        self.shown = None
        took = self.took
        self.took = None
        if k == "*" and took is not None and took[2] == self.app.match.count:
            from picotafel.screens.ui_breach import untake
            untake(self, took)             # `#` at the breach screen, taken back whole
            return
        if k not in "123456789ABCD":
            self.entry.guard = None        # only a card key right after is swallowed
        ph = self.phase()
        if self.entry.guard is not None and self.deal_over():
            # The last card of the deal, taken by one key: its other half keyed by
            # habit is said and ignored here too, never the next deal's first key.
            why = self.entry.swallow(k)
            if why:
                self.app.flash(why)
                return
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
                from picotafel.screens.ui_open import rematch
                rematch(self.app)
        elif ph == "trump":
            self.key_trump(k)
        else:
            self.key_play(k, ph)

    def key_play(self, k, ph):
        self.key_card(k)

    def key_trump(self, k):
        self.entry.guard = None          # a new deal: nothing to swallow
        c, why = self.entry.press(k, lambda c: None)
        if why:
            self.app.flash(why)
        elif c is not None and self.app.apply(("deal", c)):
            self.after = SUMMARY

    def key_card(self, k):
        led = suit(self.pending[0]) if self.pending else None
        c, why = self.entry.press(k, self.check, led, self.certain)
        if why:
            c = self.entry.refused
            # Only a suit (or rank) keyed, every card of it refused: the card is finished
            # after the answer.
            half = self.entry.guard is not None
            fault = self.fault(c)
            if fault is None and half:
                # The first card's reason may be a meld (another's card): a breach that
                # another card of the key proves is what the table must be asked about.
                if k in SUIT_KEYS:
                    group = [card(SUIT_KEYS.index(k), r) for r in range(9)]
                else:
                    group = [card(s, RANK_KEYS.index(k)) for s in range(4)]
                for x in group:
                    fault = self.fault(x)
                    if fault is not None:
                        why = self.check(x)
                        break
            if fault is None:
                self.app.flash(why)
            else:
                self.breach(why, fault, -1 - ord(k) if half else c, False)
        elif c is not None:
            if self.entry.took is not None:    # one key took it: say which card
                self.app.flash(lang.t("TOOK") % card_label(c), True)
            if self.take(c):            # a correction: saved with what is keyed again
                self.replay()

    def fault(self, c):
        """(player, trick) of the breach that refusing card `c` (None: no card) proves, or
        None; never for a card that facts rule out (played, another's turned-up card)."""
        if c is None or self.certain(c):
            return None
        from picotafel.core.revoke import breach
        return breach(self.game, self.pending, c)

    def take(self, c):
        """Card `c` joins the trick (the trick is applied once whole); False if the
        trick was refused."""
        self.pending.append(c)
        self.app.signal("card")
        if len(self.pending) == len(self.game.players):
            return self.finish_trick()
        return True

    # -- a breach the cards prove (docs/rules/common.md) -------------------------------

    def breach(self, why, fault, c, whole):
        """The Breach screen over this one; it takes the next key, and the guard of the
        card entry with it (the other half of the card it stopped)."""
        from picotafel.screens.ui_breach import Breach
        self.app.signal("refuse")
        self.app.push(Breach(self.app, self, why, fault, c, whole, self.entry.guard))
        self.entry.guard = None

    def replay(self):
        """After a correction: the cards keyed after the corrected one, again; then what
        moved is said."""
        if self.redo:
            from picotafel.screens.ui_breach import replay
            replay(self)
        if self.was is not None and not self.redo and self.app.stack[-1] is self:
            from picotafel.screens.ui_moved import say
            say(self)                    # what the correction moved, before play goes on

    def trick_statements(self, cards):
        """The statements a complete trick makes (La Pomme adds the implied swap)."""
        return (("trick", cards),)

    def finish_trick(self):
        """Apply the trick (all its statements or none); show it with its winner. False
        if refused (a breach the audit proves opens the Breach screen)."""
        app = self.app
        d = self.game.deal
        cards = tuple(self.pending)
        leader = d.leader
        before = d.taken[:]
        done = 0
        sts = self.trick_statements(cards)
        if self.exempt is not None:         # the breach recorded in this very trick
            sts += (("revoke", self.game.players[self.exempt[0]], self.exempt[1]),)
        for st in sts:                      # saved in one write after the key (App.flush)
            if not app.apply(st):
                why = app.flash_text      # e.g. the deal audited: a broken obligation
                fault = app.fault
                for _ in range(done):
                    app.undo()
                if fault is None:
                    app.flash(why)
                else:
                    app.flash_text = None
                    self.breach(why, fault, cards[-1], True)
                self.pending.pop()
                self.keep_exempt()
                return False
            done += 1
        self.pending = []               # the trick kept goes with the save
        self.exempt = None
        d = self.game.deal
        won = d.last
        to = d.last_to                      # the winner, or after a revoke N's opponent
        self.shown = (cards, leader, won, d.taken[to] - before[to], to)
        self.shown_at = app.now
        if d.over:
            self.after = SUMMARY
            self.shown = None
        return True

    def undo(self, ph):
        """One key or one statement back: the half-keyed card, what the game keys of its
        own (undo_local), the last card of the trick, the table back to the summary,
        then the statements of the match (undone: what the game reopens)."""
        app = self.app
        if self.entry.partial:
            self.entry.clear()
        elif self.undo_local(ph):
            pass
        elif self.pending:
            self.pending.pop()
            self.keep_exempt()
        elif ph == "trump" and self.game is not None and self.game.deal is not None:
            self.after = SUMMARY
        elif app.match.game is None:        # nothing after the header yet
            app.flash(lang.t("HINT_NEW_MATCH"))
        else:
            st = app.undo()
            d = self.game.deal if self.game is not None else None
            if st[0] == "revoke" and d is not None and d.breach is not None:
                # Written with its trick (a breach in that trick): both go back, and
                # the breach stays chosen while its card is keyed.
                self.exempt = (app.match.players.index(st[1]), st[2])
                st = app.undo()
            if st[0] == "trick":
                self.pending = list(st[1][:-1])
                self.keep_exempt()
            elif st[0] == "deal":
                self.after = TABLE
            self.undone(st)

    def put_back(self, cards, exempt):
        """The cards of the trick in progress kept through a power cut (ui_open.put_back)
        back on the screen, with the breach the table chose to record in it; each must be
        one this screen would take now as the next card, or nothing is put back (False)."""
        if self.phase() != "trick" or self.pending or len(cards) >= len(self.game.players):
            return False
        self.exempt = exempt
        for c in cards:
            if self.certain(c) or self.check(c):
                self.pending = []
                self.exempt = None
                return False
            self.pending.append(c)
        return True

    def keep_exempt(self):
        """The breach chosen for this trick goes when its card is no longer keyed."""
        if self.exempt is not None:
            d = self.game.deal
            if (self.exempt[0] - d.leader) % len(self.game.players) >= len(self.pending):
                self.exempt = None

    def undo_local(self, ph):
        """Step back in what the game keys of its own; True if there was something."""
        return False

    def undone(self, st):
        """Statement `st` was just taken back from the match."""

    def tick(self, now):
        g = self.game
        if g is not None and g.deal is not None and g.deal.breach is not None \
                and self.app.stack[-1] is self:
            # A trick kept without its revoke (a power cut between them, or undone from
            # the menu): the table says again what it was.
            p, t, why = g.deal.breach
            self.breach(why, (p, t), None, True)
            return True
        if self.shown is not None and now - self.shown_at >= SHOW_TRICK_MS:
            self.shown = None
            return True
        return False

    def wake_in(self, now):
        """A won trick is shown SHOW_TRICK_MS, then the table comes back."""
        return None if self.shown is None else self.shown_at + SHOW_TRICK_MS - now

    # -- screens -------------------------------------------------------------------------

    def draw(self, fb):
        ph = self.phase()
        if ph != "trump":
            getattr(self, "draw_" + ph)(fb)
        elif self.game is not None and self.game.deal is not None:
            self.draw_table(fb, prompt=True)
        else:
            self.draw_first_trump(fb)

    def draw_first_trump(self, fb):
        m = self.app.match
        dealer = m.dealer if m.dealer is not None else len(m.players) - 1
        ui_draw.title(fb, fit(lang.t("DEAL_1_DEALS") % m.players[dealer]))
        ui_draw.centre(fb, lang.t("KEY_TURNED_1"), 18)
        ui_draw.centre(fb, lang.t("KEY_TURNED_2"), 28)
        label = self.entry.label()
        if label:
            ui_draw.text2x(fb, label, (ui_draw.W - ui_draw.text2x_width(label)) // 2, 40)
        ui_draw.bottom(fb, lang.t("ZERO_MENU"))

    def prompt(self, fb):
        """The bottom line of the table, where the next turned-up card is keyed."""
        label = self.entry.label()
        ui_draw.bottom(fb, lang.t("TURNED_UP_CARD") % label if label else lang.t("KEY_NEXT_TRUMP"))

    def name_slots(self, fb, y, turn, mark=None):
        """The players' names across the screen, one slot each (32 pixels for 4, 42 for
        3; names cut to keep a gap), `turn` lit, player `mark` with "!" (revoker); the
        slot width."""
        names = self.app.match.players
        n = len(names)
        sw = ui_draw.W // n
        for p in range(n):
            name = names[p][:(sw - 5) // font.CHAR_W]
            if p == mark:
                name = name[:(sw - 5) // font.CHAR_W - 1] + REVOKED_MARK
            x0 = p * sw
            if p == turn:
                ui_draw.inverse(fb, name, x0 + (sw - font.text_width(name) + 1) // 2, y)
            else:
                ui_draw.centre(fb, name, y, 1, x0, sw)
        return sw

    def draw_trick(self, fb):
        """Three or four players: each one's points in this deal on top, their name,
        their card of this trick below; trump, trick number and turn at the bottom."""
        g = self.game
        d = g.deal
        n = len(g.players)
        if self.shown is not None:
            cards, leader, won, pts, to = self.shown
            turn = None
        else:
            cards, leader, won, pts, to = self.pending, d.leader, None, 0, None
            turn = d.player_at(len(self.pending))
        led = suit(cards[0]) if cards else None
        sw = ui_draw.W // n
        for p in range(n):
            ui_draw.centre(fb, self.top_of(p), 0, 1, p * sw, sw)
        fb.hline(0, 9, ui_draw.W, 1)
        self.name_slots(fb, 11, None, self.revoker())   # the turn: the ? in its place
        for p in range(n):
            k = (p - leader) % n
            cx = p * sw + (sw - ui_draw.CARD_W) // 2
            if k < len(cards):
                ui_draw.card(fb, cards[k], cx, 20, mark=(won == p))
            elif p == turn:
                ui_draw.next_card(fb, cx, 20, *self.entry.shown(led))
            else:
                ui_draw.place(fb, cx, 20)
        trick_no = min(d.ntricks, len(d.tricks) + (0 if self.shown else 1))
        head = "%s %d/%d " % (self.trump_mark(d.trump), trick_no, d.ntricks)
        ui_draw.bottom(fb, self.trick_bottom(head, turn, to, pts, cards))

    def revoker(self):
        """The player whose revoke stands in the deal being played (recorded, or chosen
        for the trick being keyed), or None: the play screen marks their name until the
        deal is over (docs/playing.md)."""
        d = self.game.deal
        if d.revoked is not None and not d.over:
            return d.revoked[0]
        return None if self.exempt is None else self.exempt[0]

    def top_of(self, p):
        """What the top line shows over player `p`: their points in this deal."""
        return "%d" % self.game.deal.taken[p]

    def trump_mark(self, trump):
        """The trump in the trick screen's bottom line (Schieber's modes add their own)."""
        return SUIT_SYMBOLS[trump]

    def trick_bottom(self, head, turn, won, pts, cards):
        names = self.game.players
        if turn is None:
            return fit(head + "%s +%d" % (names[won], pts))
        return turn_line(head, names[turn])

    def draw_table(self, fb, prompt=False):
        """Each game draws its own table of the match (with prompt(): the next deal)."""
        raise NotImplementedError("%s has no draw_table" % type(self).__name__)

    def draw_standings(self, fb):
        if self.game is None:
            ui_draw.title(fb, lang.t("STANDINGS"))
            ui_draw.centre(fb, lang.t("NO_DEAL_PLAYED"), 28)
            return
        self.draw_table(fb)
