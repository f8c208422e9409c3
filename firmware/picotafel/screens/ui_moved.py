"""What a correction moved (docs/rules/common.md, "When a rule is broken"): `*` at a
breach keys the later cards again by themselves, and where a corrected trick has another
winner, the next trick has another leader and its cards go to other players. Before play
goes on, a screen says which cards changed hands and which tricks changed winner. Loaded
only at a correction.
"""

from picotafel.screens import font, ui_draw

from picotafel import lang
from picotafel.core.cards import card_label, trick_winner
from picotafel.screens.ui_base import Screen


def holders(play, t, c=None):
    """([(card, who played it)], [(trick number, who won it)]) from trick `t` on, in the
    order played, with the cards of the trick being keyed and `c` (a card refused there,
    or None) after them. (Lists: MicroPython's dicts keep no order.)"""
    d = play.game.deal
    owners = []
    winners = []
    for i in range(t - 1, len(d.tricks)):
        leader, cards, _ = d.tricks[i]
        for k in range(len(cards)):
            owners.append((cards[k], (leader + k) % d.n))
        winners.append((i + 1, (leader + trick_winner(cards, d.order(i))) % d.n))
    keyed = list(play.pending) + ([c] if c is not None and c >= 0 else [])
    for k in range(len(keyed)):
        owners.append((keyed[k], d.player_at(k)))
    return owners, winners


def _of(pairs, x):
    for a, b in pairs:
        if a == x:
            return b
    return None


def said(play, was, t):
    """The lines saying what moved since `was` (holders before the correction of trick
    `t`): cards another player holds now, a line per old and new player, then the tricks
    another player won; none if nothing moved."""
    names = play.app.match.players
    owners, winners = holders(play, t)
    moved = []                     # [old, new, [cards]] in the order they are played
    for c, p in owners:
        old = _of(was[0], c)
        if old is None or old == p:
            continue
        for m in moved:
            if m[0] == old and m[1] == p:
                m[2].append(c)
                break
        else:
            moved.append([old, p, [c]])
    out = []
    for old, new, cards in moved:
        out.append(lang.t("CARDS_NOW", "breach") % (" ".join([card_label(c) for c in cards]),
                                                    names[new], names[old]))
    for i, w in winners:
        old = _of(was[1], i)
        if old is not None and old != w:
            out.append(lang.t("TRICK_NOW", "breach") % (i, names[w], names[old]))
    return out


def say(play):
    """After the cards of a correction were keyed again: the screen of what moved, if
    anything did."""
    t, was = play.was
    play.was = None
    lines = said(play, was, t)
    if lines:
        play.app.push(Moved(play.app, lines))


class Moved(Screen):
    """What the correction moved, over the play screen: a page of lines until a key, the
    last page until the key that lets play go on."""
    KIND = "moved"

    menu = False              # every key turns the page: 0 does not open the menu over it

    def __init__(self, app, lines):
        self.app = app
        self.rows = []
        for s in lines:
            self.rows.extend(ui_draw.wrap(s, ui_draw.LINE))

    def key(self, k):
        self.rows = self.rows[ROOM:]
        if not self.rows:
            self.app.pop()

    def draw(self, fb):
        ui_draw.title(fb, lang.t("MOVED_TITLE", "breach"))
        for i in range(min(ROOM, len(self.rows))):
            font.text(fb, self.rows[i], 0, 11 + 9 * i)
        ui_draw.bottom(fb, lang.t("ANY_KEY_NEXT") if len(self.rows) > ROOM
                       else lang.t("ANY_KEY_GO_ON"), invert=True)


ROOM = (ui_draw.BOTTOM - 11) // 9     # the lines between the title and the bottom line
