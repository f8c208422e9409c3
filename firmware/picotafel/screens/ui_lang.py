"""The language screen: at the first start and from the menu. Each language is named in
itself and the bottom line has only keys, so a player who reads any one of them can
choose. # keeps the choice on the device (the file `settings`, as the sound)."""

from picotafel.screens import ui_draw

from picotafel import lang
from picotafel.screens.ui_base import UP, DOWN, Screen

HEAP = ("NOT_IN_PLAY",)   # its group (picotafel.heap)

LANG_PART = "setup"      # its words leave the heap with it (picotafel.heap)

# Each language named in itself (in the order of lang.CODES): the list needs no reading
# of any one of them.
NAMES = ("English", "Deutsch", "Fran\u00e7ais", "Espa\u00f1ol")


class LangChoice(Screen):
    KIND = "lang"
    def __init__(self, app, first=False):
        self.app = app
        self.first = first       # the first start: a language must be chosen
        self.cursor = lang.CODES.index(lang.current())

    def key(self, k):
        app = self.app
        if k in (UP, DOWN):
            self.move(k, len(lang.CODES))
        elif k == "#":
            code = lang.CODES[self.cursor]
            lang.use(code)
            if app.store is not None:
                try:
                    from picotafel.saving.storage_settings import put_setting
                    put_setting(app.store, "lang", code)
                except OSError as e:
                    app.flash(lang.t("NOT_SAVED") % e)
            app.pop()
        elif k == "*" and not self.first:
            app.pop()

    def draw(self, fb):
        ui_draw.menu(fb, "EN  DE  FR  ES", NAMES, self.cursor)
        ui_draw.bottom(fb, "2/8   # OK")
