"""A storage message in full (see App.notify): loaded only when there is one."""

from picotafel.screens import font, ui_draw

from picotafel import lang
from picotafel.screens.ui_base import Screen

HEAP = ("NOT_IN_PLAY",)   # its group (picotafel.heap)


class Notice(Screen):
    """What the saved matches have to say (a damaged file repaired, old matches removed
    for room, a statement not saved), in full over the screen it interrupts; the next
    key only closes it (or shows the next message)."""
    KIND = "notice"

    digits = True             # every key closes it: 0 does not open the menu over it

    def __init__(self, app, notes):
        self.app = app
        self.notes = notes

    def add(self, notes):
        self.notes = self.notes + notes

    def key(self, k):
        self.notes = self.notes[1:]
        if not self.notes:
            self.app.pop()

    def draw(self, fb):
        ui_draw.title(fb, lang.t("SAVED_MATCHES"))
        lines = wrap(self.notes[0], ui_draw.LINE)
        rows = (ui_draw.BOTTOM - 11) // 9
        if len(lines) > rows:
            lines = lines[:rows]
            lines[-1] = lines[-1][:ui_draw.LINE - 1] + "\u2026"
        for i in range(len(lines)):
            font.text(fb, lines[i], 0, 11 + 9 * i)
        ui_draw.bottom(fb, lang.t("ANY_KEY_NEXT") if len(self.notes) > 1 else lang.t("ANY_KEY_GO_ON"),
                       invert=True)


def wrap(text, width):
    return ui_draw.wrap(text, width)
