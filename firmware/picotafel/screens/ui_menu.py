"""The menu (key 0): undo, standings, the running match's options, saved matches
(ui_saved), contrast and test keys (ui_menu_device), new match, statistics over the saved
matches (ui_stats), then what the game adds
(La Pomme: record the swap by hand), the sound (off, quiet, on) and the dim time
(ui.DIMS), both kept on the device. 2/8 move, # chooses, * goes back."""

from picotafel.screens import font, ui_draw

from picotafel import lang
from picotafel.core.rules import default_options
from picotafel.screens.ui_base import DIMS, TITLES, UP, DOWN, LEFT, RIGHT, Screen, View, drop_empty

HEAP = ("NOT_IN_PLAY",)   # its group (picotafel.heap)

SOUNDS = ("off", "quiet", "on")   # the `sound` setting (hw/sound.py plays it)
# The menu's items (Menu.ids) and the names of their words with their parts (lang); the
# game's own items are their own labels.
ITEM_WORDS = {"undo": ("MENU_UNDO", "menu"), "standings": ("STANDINGS", "play"),
              "options": ("MENU_OPTIONS", "menu"), "saved": ("SAVED_MATCHES", "play"),
              "stats": ("STATISTICS", "menu"),
              "contrast": ("CONTRAST", "menu"), "test": ("TEST_KEYS", "menu"),
              "new": ("MENU_NEW_MATCH", "menu")}
LANG_PART = "menu"      # its words leave the heap with it (picotafel.heap)


class Menu(Screen):
    KIND = "menu"       # what the App knows it by (its class may be a second copy)

    def __init__(self, app):
        self.app = app
        self.cursor = 0
        self.ids = []            # what each line is (ITEM_WORDS, a game's label, sound, lang)
        self.actions = {}        # the game's own items: label -> what to do
        play = app.stack[0] if app.stack else None
        running = app.match is not None and hasattr(play, "draw_standings")
        if running:
            self.ids += ["undo", "standings", "options"]
        if app.store is not None:
            self.ids.append("saved")
        self.ids += ["contrast", "test", "new"]
        if app.store is not None:
            self.ids.append("stats")
        if running:         # last, so that the usual items keep their places
            for label, act in getattr(play, "menu_actions", lambda: ())():
                self.ids.append(label)
                self.actions[label] = act
        self.ids += ["sound", "dim", "lang"]    # sound, dim: 4/6 or # go round
        extra = getattr(app, "menu_extra", None)       # the page's own (web/page.py)
        for label, act in (extra() if extra else ()):
            self.ids.append(label)
            self.actions[label] = act
        self.items = [self.label(i) for i in self.ids]

    def label(self, i):
        t = lang.t
        if i == "sound":
            return t("SOUND", "menu") % t("SOUND_" + self.app.sound.upper(), "menu")
        if i == "dim":
            s = self.app.dim // 1000
            return t("DIM_AFTER", "menu") % ("%d s" % s if s < 60 else "%d min" % (s // 60))
        if i == "lang":
            return t("LANGUAGE", "menu")      # the language named in itself
        return t(*ITEM_WORDS[i]) if i in ITEM_WORDS else i

    def key(self, k):
        app = self.app
        if k in (UP, DOWN):
            self.move(k, len(self.items))
        elif k in (LEFT, RIGHT) and self.ids[self.cursor] in ("sound", "dim"):
            self.next_setting(self.ids[self.cursor], 1 if k == RIGHT else -1)
        elif k in ("*", "0"):
            app.pop()
        elif k == "#":
            item = self.ids[self.cursor]
            play = app.stack[0]
            if item == "undo":
                app.pop()
                play.key("*")
            elif item == "standings":
                app.push(View(app, play.draw_standings))
            elif item == "options":
                app.push(View(app, self.draw_options))
            elif item in self.actions:
                app.pop()
                self.actions[item]()
            elif item == "saved":           # in the menu's place (see ui_saved)
                # Loaded once the menu's modules have left (App.pop), so that the
                # list's (and their words) leave when the list does.
                app.pop(("screens.ui_saved", "Saved"))
            elif item == "stats":           # in the menu's place, as the saved list
                app.pop(("screens.ui_stats", "Statistics"))
            elif item in ("sound", "dim"):
                self.next_setting(item, 1)
            elif item == "lang":
                app.pop(("screens.ui_lang", "LangChoice"))
            elif item == "contrast":
                from picotafel.screens.ui_menu_device import Contrast
                app.push(Contrast(app))
            elif item == "test":
                from picotafel.screens.ui_menu_device import TestKeys
                app.push(TestKeys(app))
            elif item == "new":
                drop_empty(app)
                from picotafel.screens.ui_setup import new_match
                new_match(app)

    def next_setting(self, name, step):
        """The `sound` (off, quiet, on) or `dim` (ui.DIMS) setting one on, kept on the
        device."""
        app = self.app
        values = SOUNDS if name == "sound" else DIMS
        v = values[(values.index(getattr(app, name)) + step) % len(values)]
        setattr(app, name, v)
        if app.store is not None:
            try:
                from picotafel.saving.storage_settings import put_setting
                put_setting(app.store, name, v)
            except OSError as e:
                app.flash(lang.t("NOT_SAVED") % e)
        self.items[self.cursor] = self.label(name)

    def draw_options(self, fb):
        from picotafel.screens.ui_setup import word, option_name
        m = self.app.match
        ui_draw.title(fb, lang.t("GAME_OPTIONS", "setup") % TITLES[m.module.NAME])
        defaults = default_options(m.module)
        y = 12
        for key, _ in m.module.OPTIONS:
            v = m.options[key]
            font.text(fb, "%s: %s%s" % (option_name(key), word(m.module, key, v),
                                         "" if v != defaults[key] else lang.t("STD", "menu")), 0, y)
            y += 9
        ui_draw.bottom(fb, lang.t("ANY_KEY_BACK", "menu"))

    def draw(self, fb):
        volts = self.app.battery() if self.app.battery else None
        t = lang.t
        ui_draw.menu(fb, t("MENU", "menu") if volts is None else t("MENU_BATTERY", "menu") % volts,
                     self.items, self.cursor)
