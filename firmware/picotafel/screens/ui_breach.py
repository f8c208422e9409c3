"""A breach of the rules the device can prove (docs/rules/common.md, "Breaches"):
the whole reason, readable until a key, and the two ways on. `*` corrects a keying
mistake: back to the trick at fault with the card to key again (the later cards are
keyed again by themselves). `#` records what happened at the table: `revoke N T`, and
the card or trick that was refused is taken; a breach in the trick being keyed (T not
played yet) is written as `revoke N T` right after that trick, in the same save. Any
other key goes back with nothing changed, except for a trick kept without its revoke
(`open`: a power cut between the two): it must be recorded or corrected. `*` right after
`#` takes back all that `#` wrote and asks again (untake). Loaded only when there is a
breach to show.
"""

from picotafel.screens import font, ui_draw

from picotafel import lang
from picotafel.core.cards import card, card_label, SUIT_SYMBOLS
from picotafel.screens.ui_cards import RANK_LABELS, RANK_KEYS, SUIT_KEYS
from picotafel.screens.ui_base import Screen
from picotafel.screens.ui_draw import wrap


LINES = 4                     # the most lines of a reason (tests/screens/test_ui_breach.py)


class Breach(Screen):
    KIND = "breach"
    menu = False              # every key is an answer: 0 does not open the menu over it
    cards = True              # the keyboard maps ranks and suits (the card it stopped)

    def __init__(self, app, play, why, fault, card, whole, guard=None):
        self.app = app
        self.play = play      # the play screen that refused the card
        self.why = why
        self.fault = fault    # (player, trick)
        self.card = card      # the refused card (None: a trick kept, its revoke not)
        self.whole = whole    # True: it completed a trick the audit refused
        # The card entry's guard: the other half of the card stopped here, keyed by habit
        # before the screen was read. Kept for `#` when the card was half keyed (`rest`),
        # ignored when one key had taken the whole card (ui_cards.CardEntry).
        self.guard = guard
        self.rest = None
        d = play.game.deal
        t = len(d.tricks)
        self.now = fault[1] == t + 1      # in the trick being keyed
        self.open = d.breach is not None
        self.recordable = d.revoked is None and (fault[1] <= t
                                                 or self.now and t + 1 < d.ntricks)
        self.correctable = fault[1] <= t

    def key(self, k):
        app = self.app
        g = self.guard
        self.guard = None
        if g is not None and (k == g[0] or g[0] == "S" and k in "ABCD"
                              or g[0] == "R" and k in "123456789"):
            h = SUIT_SYMBOLS["ABCD".index(k)] if k in "ABCD" else RANK_LABELS[int(k) - 1]
            if isinstance(g[1], int):
                app.flash(lang.t("TOOK_IGNORED") % (card_label(g[1]), h), True)
            else:
                self.rest = k
                app.flash(lang.t("KEPT_HASH_OR_STAR", "breach") % h, True)
            return
        if self.open and k not in "#*":
            app.flash(lang.t("HAPPENED_OR_MISTAKE", "breach"))
            return
        app.pop()
        if k == "#" and self.recordable:
            play = self.play
            was = (app.match.count, list(play.pending), play.exempt, play.after,
                   list(play.redo))
            record(play, self.fault, self.card, self.rest)
            if app.stack[-1] is play:
                play.took = (self, was, app.match.count)
        elif k == "*" and self.correctable:
            correct(self.play, self.fault, self.card, self.rest)
        elif k == "*" and self.now:
            app.flash(fit(lang.t("KEY_CARD_OF_AGAIN", "breach") % app.match.players[self.fault[0]],
                          lang.t("KEY_CARD_AGAIN", "breach")), True)
        else:
            app.flash(lang.t("NOT_TAKEN", "breach") % self.why)

    def taken(self):
        """The card `#` takes, named on the screen (rank and suit: a rank alone keyed
        can be checked before it is recorded), or None: a trick kept, or only one half
        of the card keyed yet."""
        c = self.card
        if c is None:
            return None
        if c >= 0:
            return c
        return whole_card(chr(-1 - c), self.rest)

    def draw(self, fb):
        names = self.app.match.players
        p, t = self.fault
        lines = wrap(self.why, ui_draw.LINE)
        top = 1                           # four lines: the reason in the title's place
        if len(lines) <= 3:
            ui_draw.title(fb, lang.t("RULE_BROKEN", "breach"))
            top = 11
        for i in range(min(len(lines), LINES)):
            font.text(fb, lines[i], 0, top + 9 * i)
        y = 39
        if self.recordable:
            c = self.taken()
            if c is None:
                said = lang.t("IT_HAPPENED", "breach") % names[p][:6]
            elif self.whole:             # the deal's last card, whoever played it
                said = lang.t("TAKE_IT", "breach") % card_label(c)
            else:                        # the card of the player at fault
                said = lang.t("PLAYED_IT", "breach") % (names[p][:6], card_label(c))
            font.text(fb, said, 0, y)
        if self.correctable:
            font.text(fb, lang.t("MISTAKE_TRICK", "breach") % t, 0, y + 8)
        elif self.now:
            font.text(fb, lang.t("MISTAKE_KEY_AGAIN", "breach"), 0, y + 8)
        said = lang.t("HASH_OR_STAR", "breach") if self.open else lang.t("OTHER_KEY_BACK", "breach")
        ui_draw.bottom(fb, said, invert=True)


def record(play, fault, c, rest=None):
    """`revoke N T` as it happened, then the refused card (or the refused trick; `c`
    below 0: only its key, which then waits for its other half, key `rest` if keyed
    already; None: nothing more).
    T not played yet: the card is taken and the trick, once whole, writes the revoke."""
    app = play.app
    name = app.match.players[fault[0]]
    if fault[1] > len(play.game.deal.tricks):
        play.exempt = fault
        app.flash(lang.t("REVOKED_TRICK") % (name, fault[1]), True)
        take(play, c, rest)
        return
    if not app.apply(("revoke", name, fault[1])):
        return
    if play.game.deal.over:              # no sides: the deal is annulled
        play.pending = []
        play.redo = []
        play.after = 0                   # ui_tricks.SUMMARY
        return
    app.flash(lang.t("REVOKED_TRICK") % (name, fault[1]), True)
    take(play, c, rest)


def untake(play, took):
    """`*` right after `#` took a breach: the statements it wrote (the revoke, the trick
    it completed) go, the trick is as keyed before, and the breach screen asks again."""
    screen, was, _ = took
    app = play.app
    count, pending, exempt, after, redo = was
    while app.match.count > count:      # saved in one write after the key (App.flush)
        app.undo()
    play.entry.clear()
    play.entry.guard = None
    play.pending = pending
    play.exempt = exempt
    play.after = after
    play.redo = redo
    play.shown = None
    app.push(screen)


def take(play, c, rest=None):
    """The card refused before the answer (see record)."""
    if c is None:
        return
    if c < 0:
        play.key_card(chr(-1 - c))
        if rest is not None:
            play.key_card(rest)
    elif play.take(c):
        play.replay()


def correct(play, fault, c, rest=None):
    """Back to trick T at fault: its cards before the faulty one stand, that card is
    keyed again, and every card keyed after it follows by itself (replay), the card the
    breach stopped included (`c` below 0: only its key was keyed, and `rest` if the
    other half came too: the half is keyed again at the end, waiting for the other)."""
    app = play.app
    p, t = fault
    # the refused card too: whole, or the half keyed so far (its key, keyed again last)
    keyed = list(play.pending)
    if c is not None and c < 0:
        whole = whole_card(chr(-1 - c), rest)
        c = chr(-1 - c) if whole is None else whole
    if c is not None:
        keyed.append(c)
    from picotafel.screens.ui_moved import holders
    play.was = (t, holders(play, t, c if isinstance(c, int) else None))  # said once keyed again
    later = []
    while len(play.game.deal.tricks) >= t:
        later.append(app.undo(save=False))      # saved with the corrected card (again)
    later.reverse()
    cards = later[0][1]
    k = (p - play.game.deal.leader) % len(play.game.players)
    play.entry.clear()
    play.pending = list(cards[:k])
    redo = list(cards[k + 1:])
    for st in later[1:]:
        if st[0] == "trick":
            redo.extend(st[1])
        elif st[0] not in play.WITH_CARDS:   # made again with its trick's cards
            redo.append(st)
    play.redo = redo + keyed
    app.flash(fit(lang.t("KEY_CARD_OF_AGAIN", "breach") % app.match.players[p],
                  lang.t("KEY_CARD_AGAIN", "breach")), True)


def replay(play):
    """The cards and statements keyed after a corrected card, again, until one no
    longer fits (it is dropped, and said: the card to key there)."""
    app = play.app
    while play.redo and play.play_phase() == "trick" and not play.game.deal.over:
        x = play.redo.pop(0)
        if isinstance(x, str):           # the half of a card keyed before the breach
            play.redo = []
            play.key_card(x)
            return
        if isinstance(x, int):
            why = play.check(x)
            if why:
                app.flash(why)
                return
            if not play.take(x):
                return
        elif not app.apply(x):
            return
    play.redo = []


def whole_card(k, rest):
    """The card of keys `k` and `rest` (a suit and a rank, either first), or None."""
    if rest is None or (k in SUIT_KEYS) == (rest in SUIT_KEYS):
        return None
    if k in SUIT_KEYS:
        return card(SUIT_KEYS.index(k), RANK_KEYS.index(rest))
    return card(SUIT_KEYS.index(rest), RANK_KEYS.index(k))


def fit(*choices):
    """The first of `choices` that fits a line, else the last one cut to fit."""
    for s in choices:
        if len(s) <= ui_draw.LINE:
            return s
    return choices[-1][:ui_draw.LINE]
