"""One saved match chosen in the list (ui_saved): resume it, see its standings, delete
it. Apart from the list so that only the list's code is on the Pico's heap while it is
scrolled over a running match (the worst moment of a match for the heap): this comes
when # opens a match, and leaves with the list (picotafel.heap, NOT_IN_PLAY)."""

from picotafel import lang
from picotafel.screens import ui_draw
from picotafel.screens.ui_base import TITLES, UP, DOWN, Screen, View, drop_empty

HEAP = ("NOT_IN_PLAY",)   # its group (picotafel.heap)

LANG_PART = "saved"     # its words leave the heap with it (picotafel.heap)


class SavedActions(Screen):
    KIND = "saved_match"
    def __init__(self, app, parent, entry):
        self.app = app
        self.parent = parent
        self.entry = entry
        self.cursor = 0
        t = lang.t
        self.items = [t("RESUME", "saved"), t("STANDINGS"), t("DELETE", "saved")]
        self.confirm = False

    def key(self, k):
        app = self.app
        if k in (UP, DOWN):
            self.move(k, len(self.items))
            self.confirm = False
        elif k == "*":
            app.pop()
        elif k == "#":
            mid = self.entry[0]
            if self.cursor == 0:
                if mid != app.match_id:
                    drop_empty(app)
                from picotafel.screens.ui_open import resume
                if not resume(app, mid):    # set aside: the list without it
                    self.parent.entries = app.store.listing()
                    self.parent.cursor = 0
            elif self.cursor == 1:
                self.standings(mid)
            elif not self.confirm:
                self.confirm = True
            else:
                app.store.delete(mid)
                if app.match_id == mid:
                    from picotafel.saving import trick_kept
                    try:
                        trick_kept.write(app.store, ())     # its trick's cards with it
                        app.kept = ()
                    except OSError:
                        pass
                    app.match_id = None
                    app.match = None
                    from picotafel.screens.ui_setup import new_match
                    new_match(app)
                    return
                self.parent.entries = app.store.listing()
                self.parent.cursor = 0
                app.pop()

    def standings(self, mid):
        """The standings of a saved match, without making it the running one."""
        app = self.app
        m = app.store.load_match(mid)
        app.drop("OPENED")
        notes = app.store.take_notes()
        if m is None or m.module is None:
            app.notify(notes or [lang.t("CANNOT_OPEN", "saved") % mid])
            return
        from picotafel.screens.ui_base import play_screen
        viewer = _Viewing(m)
        app.push(View(app, play_screen(viewer).draw_standings))
        app.notify(notes)                      # a repaired file says what it kept

    def draw(self, fb):
        mid, game, players, finished, count = self.entry
        title = "%d %s" % (mid, TITLES.get(game, game)) \
            if game is not None else "%d %s" % (mid, lang.t("DAMAGED_ENTRY", "saved"))
        ui_draw.menu(fb, title, self.items, self.cursor)
        if self.confirm:
            ui_draw.bottom(fb, lang.t("AGAIN_TO_DELETE", "saved"), invert=True)
        elif game is not None:          # the players whole, under the game's name
            ui_draw.bottom(fb, names_line(players))


def names_line(players):
    """The players of a match in one line: whole where they fit, else each name cut to
    the same length (Ana Ben Cleo Dan, Anna-Bea-Cleo-Dani)."""
    whole = " ".join(players)
    if len(whole) <= ui_draw.LINE:
        return whole
    n = len(players)
    k = max(1, (ui_draw.LINE - n + 1) // n)
    return "-".join(p[:k] for p in players)


class _Viewing:
    """Stands in for the App when a play screen only draws a saved match's standings."""

    def __init__(self, match):
        self.match = match
        self.now = 0
