"""A breach of the rules the device can prove (DESIGN.md 3, "What really happened wins"):
the whole reason, readable until a key, and the two ways on. `*` corrects a keying
mistake: back to the trick at fault with the card to key again (the later cards are
keyed again by themselves). `#` records what happened at the table: `revoke N T`, and
the card or trick that was refused is taken. Any other key goes back with nothing
changed. Loaded only when there is a breach to show.
"""

from picotafel import font, ui_draw, lang
from picotafel.ui import Screen
from picotafel.ui_draw import wrap


class Breach(Screen):
    digits = True             # every key is an answer: 0 does not open the menu over it

    def __init__(self, app, play, why, fault, card, whole):
        self.app = app
        self.play = play      # the play screen that refused the card
        self.why = why
        self.fault = fault    # (player, trick)
        self.card = card      # the refused card
        self.whole = whole    # True: it completed a trick the audit refused
        d = play.game.deal
        self.recordable = fault[1] <= len(d.tricks) and d.revoked is None
        self.correctable = fault[1] <= len(d.tricks)

    def key(self, k):
        app = self.app
        app.pop()
        if k == "#" and self.recordable:
            record(self.play, self.fault, self.card)
        elif k == "*" and self.correctable:
            correct(self.play, self.fault, self.card)
        else:
            app.flash(lang.t("NOT_TAKEN") % self.why)

    def draw(self, fb):
        names = self.app.match.players
        p, t = self.fault
        ui_draw.title(fb, lang.t("RULE_BROKEN"))
        lines = wrap(self.why, ui_draw.LINE)[:3]
        for i in range(len(lines)):
            font.text(fb, lines[i], 0, 11 + 9 * i)
        y = 39
        if self.recordable:
            font.text(fb, lang.t("IT_HAPPENED") % names[p][:6], 0, y)
        if self.correctable:
            font.text(fb, lang.t("MISTAKE_TRICK") % t, 0, y + 8)
        ui_draw.bottom(fb, lang.t("OTHER_KEY_BACK"), invert=True)


def record(play, fault, c):
    """`revoke N T` as it happened, then the refused card (or the refused trick; `c`
    below 0: only its key, which then waits for its other half)."""
    app = play.app
    name = app.match.players[fault[0]]
    if not app.apply(("revoke", name, fault[1])):
        return
    if play.game.deal.over:              # no sides: the deal is annulled
        play.pending = []
        play.redo = []
        play.after = 0                   # ui_tricks.SUMMARY
        return
    app.flash(fit(lang.t("REVOKED_IN_TRICK") % (name, fault[1])), True)
    if c < 0:
        play.key_card(chr(-1 - c))
    elif play.take(c):
        play.replay()


def correct(play, fault, c):
    """Back to trick T at fault: its cards before the faulty one stand, that card is
    keyed again, and every card keyed after it follows by itself (replay)."""
    app = play.app
    p, t = fault
    keyed = list(play.pending) + ([c] if c >= 0 else [])  # the refused card too
    later = []
    while len(play.game.deal.tricks) >= t:
        later.append(app.undo())
    later.reverse()
    cards = later[0][1]
    k = (p - play.game.deal.leader) % len(play.game.players)
    play.entry.clear()
    play.pending = list(cards[:k])
    redo = list(cards[k + 1:])
    for st in later[1:]:
        if st[0] == "trick":
            redo.extend(st[1])
        elif st[0] != "swap":           # La Pomme's swap goes again with its trick
            redo.append(st)
    play.redo = redo + keyed
    app.flash(fit(lang.t("KEY_CARD_OF_AGAIN") % app.match.players[p], lang.t("KEY_CARD_AGAIN")), True)


def replay(play):
    """The cards and statements keyed after a corrected card, again, until one no
    longer fits (it is dropped, and said: the card to key there)."""
    app = play.app
    while play.redo and play.play_phase() == "trick" and not play.game.deal.over:
        x = play.redo.pop(0)
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


def fit(*choices):
    """The first of `choices` that fits a line, else the last one cut to fit."""
    for s in choices:
        if len(s) <= ui_draw.LINE:
            return s
    return choices[-1][:ui_draw.LINE]
