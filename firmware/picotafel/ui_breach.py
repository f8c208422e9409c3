"""A breach of the rules the device can prove (DESIGN.md 3, "What really happened wins"):
the whole reason, readable until a key, and the two ways on. `*` corrects a keying
mistake: back to the trick at fault with the card to key again (the later cards are
keyed again by themselves). `#` records what happened at the table: `revoke N T`, and
the card or trick that was refused is taken. Any other key goes back with nothing
changed. Loaded only when there is a breach to show.
"""

from picotafel import font, ui_draw
from picotafel.ui import Screen
from picotafel.ui_notice import wrap


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
            self.play.record(self.fault, self.card, self.whole)
        elif k == "*" and self.correctable:
            self.play.correct(self.fault, self.card, self.whole)
        else:
            app.flash("not taken: " + self.why)

    def draw(self, fb):
        names = self.app.match.players
        p, t = self.fault
        ui_draw.title(fb, "Rule broken?")
        lines = wrap(self.why, ui_draw.LINE)[:3]
        for i in range(len(lines)):
            font.text(fb, lines[i], 0, 11 + 9 * i)
        y = 39
        if self.recordable:
            font.text(fb, "# it happened: %s" % names[p][:6], 0, y)
        if self.correctable:
            font.text(fb, "* mistake: trick %d" % t, 0, y + 8)
        ui_draw.bottom(fb, "other key: back", invert=True)
