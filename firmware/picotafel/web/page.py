"""picotafel in a browser tab: the device's loop (picotafel/loop.py) for MicroPython's
WebAssembly port.

The page's script (host_sim/web/app.js) owns the events and the clock. It makes one Page
with `host`, its side of the drivers (a JavaScript object): show(hex) draws a frame on
the canvas and contrast(level) dims it (web/canvas.py), tone(freq, duty) and led(on)
are the buzzer and the LED (web/sound.py), sync() copies the data folder into the
browser's durable storage (web/storage.py), label(name, text) puts a word on one of the
page's own buttons, persist() asks the browser again to keep the storage for good,
keys(mode, written) says what the keypad's keys show (screens/ui_base, keys_shown:
the mode and the keys written as printed). Then it calls key(k, now) for a keypad
button, keyboard(name, now) for the laptop's keys and tick(now) every few ms, `now`
being the page's clock in ms (which the tests move by hand). Each call is one pass of
the Pico's loop (picotafel/loop.py): the key, the screen drawn and shown, the tones and
blinks moved on, the save after the screen (App.flush), then the saved files copied out
(host.sync); the page's script keeps the time between passes. An error is shown
on the screen as on the device, and the next key builds the App again from the saved
matches. The keys of the storage set aside at the start are said (set_aside), a
failed save too (warn), and the screen says when another page took the matches over
(moved).
"""

import sys

from picotafel import lang
from picotafel.loop import Loop
from picotafel.screens.gfx import new_screen
from picotafel.screens.ui_base import keys_shown
from picotafel.web import storage
from picotafel.web.canvas import Canvas
from picotafel.web.keyboard import to_key
from picotafel.web.sound import Buzzer, Light


def ticks_diff(a, b):
    return a - b          # the page's clock does not wrap


class Page:
    def __init__(self, host, now, aside="[]"):
        from picotafel.hw.sound import Sound
        self.host = host
        self.buf, self.fb = new_screen()
        self.canvas = Canvas(host)
        self.sound = Sound(Buzzer(host), Light(host), ticks_diff)
        self.app = None
        self.loop = None            # the App's (picotafel/loop.py)
        self.failed = None          # the error on the screen, until a key
        self.failed_starts = 0
        self.contrast = None
        self.worded = None          # the language the page's buttons speak
        self.persisted = None       # the browser keeps the storage for good: True, False,
        #                             None while not known (no such question in it)
        self.shown = None           # what the keys show (keys_shown of the top screen)
        self.start(now)
        self.set_aside(aside)

    # -- what the page calls --------------------------------------------------------------

    def key(self, k, now):
        """Keypad key `k` ("0"-"9", "A"-"D", "*", "#") at `now`."""
        if self.failed == "moved":          # another page has the match (app.js takes it back)
            return
        if self.failed is not None:         # the error screen: any key starts again
            self.start(now)
        else:
            self.run(k, now)

    def keyboard(self, name, now):
        """Laptop key `name` (a character, enter, backspace, esc or an arrow): the keypad
        key it is on the screen shown (pressed as key()), "" for one that means nothing."""
        k = "#" if self.failed is not None else to_key(name, self.app.stack[-1])
        if not k:
            return ""
        self.key(k, now)
        return k

    def tick(self, now):
        """Time passes: timed screens, turning messages, tones and blinks. 1 while a tone
        or a blink plays (the page then ticks every config.SOUND_STEP_MS), else 0."""
        if self.failed is None:
            self.run("", now)
        return 1 if self.sound.busy() else 0

    def download(self):
        """The log of the match pointed at (storage.log_of): its file name, a newline and
        its text; "" if there is none (the reason is on the screen)."""
        got = self.act(storage.log_of)
        return "%s\n%s" % got if got else ""

    def open_log(self, text, now):
        """A log file the player opened, into the saved matches (storage.open_log)."""
        self.act(lambda app: storage.open_log(app, text))
        self.host.sync()
        self.tick(now)

    def backup(self):
        """The backup file of every saved match (web/archive.py); "" after an error."""
        from picotafel.web import archive
        return self.act(lambda app: archive.backup()) or ""

    def csv(self):
        """The CSV of every deal of the saved matches (web/archive.py); "" after an error."""
        from picotafel.web import archive
        return self.act(lambda app: archive.csv_text()) or ""

    def restore(self, text, now):
        """A backup file the player opened: its matches added (add_logs), or the reason
        it is not a backup said."""
        from picotafel.web import archive
        try:
            entries = archive.backup_entries(text)
        except ValueError as e:
            if self.app is not None and self.failed is None:
                newer = str(e) == "BACKUP_VERSION"
                self.app.flash(lang.t("BACKUP_VERSION", "web") if newer
                               else lang.t("NOT_A_BACKUP", "web"))
                self.show()
            return
        self.add_logs(entries, now)

    def open_logs(self, pairs, now):
        """Log files the player opened together (`pairs`: JSON of [name, text] pairs):
        added as a restore adds them (add_logs)."""
        import json
        self.add_logs([(p[0], p[1]) for p in json.loads(pairs)], now)

    def serial_failed(self, reason):
        """Reading a device over USB failed (app.js, serial.js): the reason on the screen."""
        if self.app is not None and self.failed is None:
            self.app.flash(lang.t("SERIAL_FAILED", "web") % reason)
            self.show()

    def add_logs(self, entries, now):
        """(name, text) `entries` added to the saved matches (archive.add_logs); the App
        starts again over them (its saved list, the match it resumes), then says how
        many came in, how many were there already, and each refused with its reason."""
        from picotafel.web import archive
        app = self.app
        if app is None or self.failed is not None:
            return
        if app.store is None:
            app.flash(lang.t("NO_STORAGE", "web"))
            self.show()
            return

        def job(app):
            app.flush()
            got = archive.add_logs(app.store, entries)
            return got + (app.store.take_notes(),)
        got = self.act(job)
        self.host.sync()
        if got is None:
            return
        added, same, refused, notes = got
        self.start(now)
        if self.app is None:
            return
        t = lang.t
        said = []
        for name, why, line, msg in refused:
            name = name if len(name) <= 40 else name[:39] + "\u2026"
            said.append(t("ENTRY_REFUSED", "web") % (name, t("NOT_A_LOG", "web")
                        if why == "NOT_A_LOG" else t("LOG_REFUSED", "web") % (line, msg)))
        self.app.notify(notes + said)
        self.app.flash(t("ADDED", "web") % (added, same), True)
        self.show()

    def warn(self, reason, flash=True):
        """The browser did not keep the saved files (its storage failed, is full or was
        closed): with `flash` said on the screen (once for each new reason); the match
        goes on, and the page keeps trying to save. The words the page shows beside the
        screen until a save lands."""
        if flash and self.app is not None and self.failed is None:
            self.app.flash(lang.t("NOT_KEPT", "web") % reason)
            self.show()
        return lang.t("NOT_KEPT_TRYING", "web") % reason

    def set_aside(self, aside):
        """Keys of the browser's storage that could not be files of the data folder
        (`aside`, JSON of [key, reason word] pairs: storage.misplaced): said as the Store
        says a damaged file, in full until a key. They stay in the browser's storage,
        never loaded; the page's button saves them."""
        import json
        pairs = json.loads(aside)
        if pairs and self.app is not None:
            t = lang.t
            whys = {"ASIDE_OUTSIDE": t("ASIDE_OUTSIDE", "web"),
                    "ASIDE_NO_FOLDER": t("ASIDE_NO_FOLDER", "web"),
                    "ASIDE_IS_FOLDER": t("ASIDE_IS_FOLDER", "web"),
                    "ASIDE_NOT_NAME": t("ASIDE_NOT_NAME", "web"),
                    "ASIDE_NOT_DATA": t("ASIDE_NOT_DATA", "web")}
            cut = [name if len(name) <= 40 else name[:39] + "\u2026" for name, _ in pairs]
            self.app.notify([t("ASIDE", "web") % (cut[i], whys[pairs[i][1]])
                             for i in range(len(pairs))])
            self.show()

    def storage(self, kept, say=False):
        """What the browser answered when asked to keep the storage for good (True or
        False): said in the menu (menu_items), and with `say` on the screen too."""
        self.persisted = bool(kept)
        app = self.app
        if app is not None and self.failed is None:
            app.menu_extra = self.menu_items
            if say:
                t = lang.t
                app.flash(t("KEPT_FOR_GOOD", "web") if kept else t("MAY_CLEAR", "web"), True)
                self.show()

    def menu_items(self):
        """The page's own line in the menu (ui_menu): whether the browser keeps the saved
        matches for good; # asks it again (host.persist), and the answer is said."""
        t = lang.t
        return [(t("STORAGE_KEPT", "web") if self.persisted else t("STORAGE_CLEARABLE", "web"),
                 self.host.persist)]

    def moved(self):
        """Another tab or window took the match over (the page saved everything first):
        said on the screen; nothing here runs until the page takes it back (a key)."""
        from picotafel.screens import font, ui_draw
        self.failed = "moved"
        ui_draw.clear(self.fb)
        ui_draw.title(self.fb, "picotafel")
        lines = ui_draw.wrap(lang.t("MOVED", "web"))
        for i in range(min(len(lines), (ui_draw.BOTTOM - 11) // 9 + 1)):
            font.text(self.fb, lines[i], 0, 11 + 9 * i)
        self.canvas.show(self.buf)

    # -- the loop -------------------------------------------------------------------------

    def start(self, now):
        """The App over the saved matches, as main.make_app makes it (a store that failed
        to open twice in a row is left alone)."""
        from picotafel.screens.ui import App
        self.failed = None
        self.app = None
        self.loop = None
        try:
            store = storage.open_store() if self.failed_starts < 2 else None
            app = App(store=store)
            app.contrast = 255     # a screen in a room, not a battery
            if self.persisted is not None:
                app.menu_extra = self.menu_items
            self.app = app
            self.loop = Loop(app, self.fb, self.buf, self.canvas.show, self.set_contrast,
                             sound=self.sound, sync=self.host.sync)
            self.failed_starts = 0
        except Exception as e:  # noqa: BLE001  (shown, then the next key tries again)
            self.failed_starts += 1
            self.crash(e)
            return
        self.host.sync()            # what the start repaired or renamed
        self.run("", now)

    def run(self, k, now):
        try:
            self.loop.step(k, now)
        except Exception as e:  # noqa: BLE001  (show every failure, as device.run does)
            self.crash(e)
        self.words()
        self.legends()

    def show(self):
        """The screen shown after what the page itself did to the App (a message)."""
        app = self.app
        self.set_contrast(app.contrast)
        self.loop.draw()

    def set_contrast(self, level):
        if level != self.contrast:
            self.contrast = level
            self.canvas.contrast(level)

    def act(self, job):
        """What job(app) gives, the screen shown after it (None after an error)."""
        if self.app is None or self.failed is not None:
            return None
        try:
            out = self.app.run(job, self.app)     # its drops after it (App.drop)
            self.show()
        except Exception as e:  # noqa: BLE001
            self.crash(e)
            return None
        return out

    def crash(self, e):
        """The error on the screen (screens/ui_crash.py, as device.show_error), the statements
        the App took saved first; the next key starts again."""
        sys.print_exception(e)          # the browser's console
        app = self.app
        saved = False
        if app is not None:
            try:
                app.flush()
            except Exception as e2:  # noqa: BLE001
                sys.print_exception(e2)
            saved = app.store is not None
        self.app = None
        self.failed = e
        try:
            from picotafel.screens import ui_crash
            ui_crash.draw(self.fb, e, saved)
        except Exception:  # noqa: BLE001  (the type's name at least)
            from picotafel.screens import font
            self.fb.fill(0)
            font.text(self.fb, type(e).__name__, 0, 0)
        self.canvas.show(self.buf)
        self.host.sync()

    def legends(self):
        """The keys' faces for the screen on top: ranks and suits while a card is keyed,
        digits while a number is typed, arrows in a list (screens/ui_base, keys_shown)."""
        app = self.app
        if app is None or not app.stack:
            return
        shown = keys_shown(app.stack[-1])
        if shown != self.shown:
            self.shown = shown
            self.host.keys(shown[0], shown[1])

    def words(self):
        """The page's buttons in the language the firmware speaks (asked at the first
        start, changed in the menu)."""
        code = lang.current()
        if code != self.worded:
            self.worded = code
            t = lang.t
            for name, text in (("download", t("DOWNLOAD", "web")), ("share", t("SHARE", "web")),
                               ("open", t("OPEN", "web")), ("aside", t("SAVE_ASIDE", "web")),
                               ("folder", t("OPEN_FOLDER", "web")),
                               ("backup", t("SAVE_BACKUP", "web")),
                               ("restore", t("RESTORE", "web")), ("csv", t("SAVE_CSV", "web")),
                               ("stats", t("STATS", "web")), ("sheet", t("SHEET", "web")),
                               ("serial", t("READ_DEVICE", "web")),
                               ("view-save", t("SAVE_FILE", "web")),
                               ("view-close", t("CLOSE", "web")),
                               ("undo", t("KEY_UNDO", "menu")),
                               ("menu", t("KEY_MENU", "menu"))):
                self.host.label(name, text)

