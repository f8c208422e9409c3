"""The saved matches (the menu's "Saved matches"): the list, newest first; # opens what
can be done with one (ui_saved_match: resume, its standings, delete). The list takes the
menu's place on the screens' stack, and * brings a new menu back: the menu's code leaves
the Pico's heap while the list and the saved-file code are in it (a match is running
under them)."""

from picotafel import lang
from picotafel.screens import ui_draw
from picotafel.screens.ui_base import TITLES, UP, DOWN, Screen, MENU

HEAP = ("NOT_IN_PLAY",)   # its group (picotafel.heap)

LANG_PART = "saved"     # its words leave the heap with it (picotafel.heap)


class Saved(Screen):
    """Saved matches, newest first: # opens one (resume, standings or delete), * goes
    back to the menu (App.open_menu: this module does not import the menu)."""
    KIND = "saved"

    def __init__(self, app):
        self.app = app
        self.cursor = 0
        self.entries = app.store.listing()     # read only as far as shown

    def key(self, k):
        # Down lists no further than the next match; only up from the top, round to
        # the oldest, lists them all.
        entries = self.entries
        if k == DOWN:
            more = entries.count_upto(self.cursor + 2) > self.cursor + 1
            self.cursor = self.cursor + 1 if more else 0
        elif k == UP:
            self.cursor = self.cursor - 1 if self.cursor else max(0, len(entries) - 1)
        elif k == "*":
            self.app.pop(MENU, "saved")     # the menu again, where the list was
        elif k == "#" and entries.count_upto(1):
            from picotafel.screens.ui_saved_match import SavedActions
            self.app.push(SavedActions(self.app, self, entries[self.cursor]))

    def draw(self, fb):
        rows = (ui_draw.BOTTOM - 11) // 9
        lines = _Lines(self.entries, max(rows, self.cursor + 1))
        if not len(lines):
            lines = [lang.t("NONE", "saved")]
        ui_draw.menu(fb, lang.t("SAVED_OPEN", "saved"), lines, self.cursor)


class _Lines:
    """The menu's line of each saved match, made when the list draws it; as long as the
    list, or `limit` if that is shorter (the screen shows no more)."""

    def __init__(self, entries, limit=10 ** 9):
        self.entries = entries
        self.limit = limit

    def __len__(self):
        return self.entries.count_upto(self.limit)

    def __getitem__(self, i):
        mid, game, players, finished, count = self.entries[i]
        if game is None:                # its first lines do not read (Listing)
            return "%d %s" % (mid, lang.t("DAMAGED_ENTRY", "saved"))
        title = TITLES.get(game, game)                   # "La Pomme", not the file's "pomme"
        head = "%d %s " % (mid, title[:8] if len(players) < 3 else title[:4])
        tail = " *" if not finished else ""
        # The names as short as the line needs (four players: two letters each), so
        # that the open marker always shows.
        n = len(players)
        k = max(1, min(4, (ui_draw.LINE - len(head) - len(tail) - n + 1) // n))
        return head + "-".join(p[:k] for p in players) + tail
