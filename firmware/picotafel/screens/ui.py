"""The ui state machine: keys in, match-log statements out (through the core), screens
drawn on a 128x64 canvas. It knows nothing of pins or buses: the device (device.py) and
the simulator (host_sim) feed it keys and time and show what it draws.

Screens are objects with key(k), draw(fb) and tick(now); the App keeps a stack of them
(the menu sits over the play screen). Every statement goes through `App.apply`, which
asks the core, saves, and flashes the core's refusal in the bottom line. The save waits
in `pending` until the loop (picotafel/loop.py, the same on the Pico, the page and the
host) has sent the key's screen and calls flush(): a key shows at once, all the
statements of a key go in one write, and at most the statement in flight is lost to a
power cut. The cards of a trick in progress are kept after them (keep_trick,
saving/trick_kept.py). Screens only apply and undo: when the saves happen is the App's
and the loop's.
"""

from picotafel.core.match import Match  # noqa: F401  (the type of App.match: ui_open sets it)
from picotafel.core.matchlog import LogError
from picotafel.screens import ui_draw
from picotafel import heap, lang
from picotafel.screens.ui_base import (DIMS, TITLES, UP, DOWN, LEFT, RIGHT, Screen,  # noqa: F401
                                       View, drop_empty, play_screen, MENU)

BATTERY_EVERY_MS = 60_000     # how often the battery is read
TURN_MS = 1500                # a long message turns its lines this often
LOW_WARN_EVERY_MS = 600_000   # how often a low battery is said again




# A match past this many statements keeps no Statistics line while it is played: its
# score's summary would not fit the heap beside it (the 100,000-byte match of
# docs/figures.md has 2169); the Statistics screen reads it when it is opened.
FIGURES_UPTO = 1000


class App:
    # () -> [(label, action)]: the menu's own lines of the platform (web/page.py)
    menu_extra = None  # type: object

    def __init__(self, store=None, battery=None, language=None):
        self.store = store
        self.battery = battery
        # The statements applied since the last save, waiting for flush() (None among
        # them: a save of the whole match, after an undo or for a new match).
        self.pending = []
        self.match = None  # type: Match | None
        self.match_id = None
        self.stack = []
        self.flash_text = None
        self.flash_until = 0      # when the message's line last turned
        self.flash_page = 0
        self.fault = None         # (player, trick) of the last refusal that proves a breach
        self.flash_info = False   # the flash says what an accepted key did, not a refusal
        self.signals = []         # what the buzzer and LED should say (hw/sound.py takes them)
        self.sound = "on"
        self.battery_low = False
        self.now = 0
        self.contrast = 0x7F      # the SSD1309's own reset value (hardware/power.md)
        self.dim = 60_000         # ms without a key before the display dims (DIMS)
        self.dirty = True
        self.keys = 0
        self.starting = None
        self.battery_at = None    # when the battery was last read
        self.low_said_at = None   # when "battery low" was last flashed
        self.told = None          # the last storage message shown in full
        self.figures_at = None    # (match id, deals, finished) when its figures were kept
        self.kept = False         # what the trick's record holds (keep_trick); False: unknown
        self.drops = []           # heap groups to drop once the key is done (drop, dropped)
        self.busy = True          # a key (or this start) is running: drops wait for its end
        self.away = False         # a screen was pushed over play: NOT_IN_PLAY when it is back
        self.then = None          # (module, class) of the screen to load after the drops
        first_start = False
        if store is not None:
            from picotafel.saving.storage_settings import setting     # (forgotten below)
            v = setting(store, "sound")
            if v in ("off", "quiet"):           # "on" unless the menu said otherwise
                self.sound = v
            v = setting(store, "dim")
            if v is not None and v.isdigit() and int(v) in DIMS:
                self.dim = int(v)
            if language is None:
                language = setting(store, "lang")
                first_start = language is None  # no language chosen yet: ask first
        # `language`: the host's --lang. Chosen before the saved matches are checked, so
        # that what they have to say (a file repaired, a match lost) is in it.
        lang.use(language or "en")
        if store is not None:
            self.notify(store.boot())
            current = store.current()
            from picotafel.screens.ui_open import resume, put_back
            if current is None or not resume(self, current, True):
                put_back(self, None, True)      # a trick kept of no match reopened: said
            self.drop("OPENED")
        self.busy = False
        self.dropped()
        if self.match is None:
            from picotafel.screens.ui_setup import GameChoice
            self.stack = [GameChoice(self)] + self.notices()
        if first_start:
            from picotafel.screens.ui_lang import LangChoice
            self.push(LangChoice(self, True))

    # -- what the device and the simulator call ---------------------------------------

    def key(self, k):
        if self.pending:          # anything the loop has not saved yet goes first (the
            self.flush()          # loop's own flush kept the trick: not again, 1 ms a key)
        self.keys += 1
        self.dirty = True
        self.flash_text = None
        top = self.stack[-1]
        # The menu is known by its KIND, never by its class: ui_menu may have left the
        # heap and come back, a new class each time.
        if k == "0" and not getattr(top, "digits", False) and getattr(top, "menu", True) \
                and top.KIND != "menu":
            self.open_menu()
            return
        self.run(top.key, k)
        if self.starting is not None:
            self.begin()

    def run(self, fn, *args):
        """fn(*args), a screen's key or an action on the App from outside (the web
        page's), and then the drops it asked for (App.drop): none while it runs."""
        busy = self.busy
        self.busy = True
        try:
            out = fn(*args)
        finally:
            self.busy = busy
        if not busy:
            self.dropped()
        return out

    def tick(self, now):
        self.now = now
        self.check_battery(now)
        if self.flash_text and now - self.flash_until >= TURN_MS:
            # A message stays until the next key; a long one turns its lines.
            self.flash_until = now
            if len(ui_draw.wrap(self.flash_text)) > 1:
                self.flash_page += 1
                self.dirty = True
        if self.stack[-1].tick(now):
            self.dirty = True

    def wake_in(self, now):
        """ms from `now` to the next tick that changes something (a long message's next
        lines, the battery's next reading, the top screen's own timer); None if only a
        key will: the device lightsleeps until then."""
        out = None
        if self.flash_text and len(ui_draw.wrap(self.flash_text)) > 1:
            out = self.flash_until + TURN_MS - now
        if self.battery is not None:
            t = 0 if self.battery_at is None else self.battery_at + BATTERY_EVERY_MS - now
            out = t if out is None else min(out, t)
        screen = getattr(self.stack[-1], "wake_in", None)
        t = screen(now) if screen is not None else None
        if t is not None:
            out = t if out is None else min(out, t)
        return None if out is None else max(0, out)

    def draw(self, fb):
        ui_draw.clear(fb)
        self.stack[-1].draw(fb)
        if self.flash_text:
            ui_draw.flash(fb, self.flash_text, self.flash_page)
        self.dirty = False

    def prepare(self):
        """Work the top screen can do ahead of its keys (the device's loop calls this
        when its screen is sent and no key waits): imports for the screen that comes next."""
        prepare = getattr(self.stack[-1], "prepare", None)
        if prepare is not None:
            prepare()

    def check_battery(self, now):
        """The battery indicator: a low battery is flashed at once and every ten minutes
        after (the voltage itself is in the menu and on the test-keys screen)."""
        if self.battery is None:
            return
        if self.battery_at is not None and now - self.battery_at < BATTERY_EVERY_MS:
            return
        self.battery_at = now
        from picotafel.config import BATTERY_LOW_V
        volts = self.battery()
        self.battery_low = volts is not None and volts < BATTERY_LOW_V
        if not self.battery_low:
            return
        if self.low_said_at is None or now - self.low_said_at >= LOW_WARN_EVERY_MS:
            self.low_said_at = now
            self.flash(lang.t("BATTERY_LOW") % volts)

    # -- for the screens ----------------------------------------------------------------

    def flash(self, text, info=False):
        """A message in the bottom line until the next key (a long one turns its lines):
        a refusal, or with `info` what an accepted key did (the card one key took)."""
        self.flash_text = text
        self.flash_info = info
        if not info:
            self.signal("refuse")
        self.flash_until = self.now
        self.flash_page = 0
        self.dirty = True

    def signal(self, kind):
        """Something for the buzzer and the LED: "refuse", "card", "deal", "winner" (a
        few kept until the device plays them; the simulator rings its bell)."""
        if len(self.signals) < 8:
            self.signals.append(kind)

    def notify(self, notes):
        """Show the storage's messages in full (a Notice over the screen), each until a
        key. The same message again at once (a full flash at every statement) is only
        flashed, so play is not stopped at every key."""
        if not notes:
            return
        if len(notes) == 1 and notes[0] == self.told:
            self.flash(notes[0])
            return
        self.told = notes[-1]
        add = getattr(self.stack[-1], "add", None) if self.stack else None
        if add is not None:                    # a Notice is up: the messages join it
            add(notes)
        else:
            from picotafel.screens.ui_notice import Notice
            self.push(Notice(self, notes))
        self.dirty = True

    def notices(self):
        """The Notice screens on the stack (kept when the screens under them change)."""
        return [s for s in self.stack if getattr(s, "notes", None) is not None]

    def open_menu(self, at=None):
        """The menu over the screen on top, its cursor on item `at` (the saved list's *
        comes back to "saved": App.pop(MENU, "saved"))."""
        from picotafel.screens.ui_menu import Menu
        menu = Menu(self)
        if at is not None:
            menu.cursor = menu.ids.index(at)
        self.push(menu)

    def push(self, screen):
        self.stack.append(screen)
        self.away = True
        self.dirty = True

    def pop(self, then=None, at=None):
        """The top screen leaves. `then`, (module, class) below the package
        ("screens.ui_saved", "Saved"): the screen that comes in its place, loaded after the
        key's drops, so that the modules the drops take (play alone on the stack: the
        menu's) leave first and it and its words leave when it does; `at`: the menu's
        item to put its cursor on (open_menu)."""
        if len(self.stack) > 1:
            self.stack.pop()
        self.then = None if then is None else (then, at)
        if not self.busy:
            self.dropped()
        self.dirty = True

    # -- the heap: what leaves it, between keys (picotafel.heap) --------------------------

    def drop(self, group):
        """Let the modules of heap group `group` leave the heap once the key (or the
        start) running now is done, none while its code runs; at once between keys."""
        if heap.check(group) not in self.drops:
            self.drops.append(group)
        if not self.busy:
            self.dropped()

    def dropped(self):
        """Do the drops asked for: NOT_IN_PLAY too when play is back on a running match's
        screen alone. A module that a screen on the stack belongs to stays, its group
        dropped again after the next key. Then the screen that `pop` named comes."""
        if self.away and len(self.stack) == 1 and self.stack[0].KIND == "play" \
                and self.match is not None:
            self.away = False
            if "NOT_IN_PLAY" not in self.drops:
                self.drops.append("NOT_IN_PLAY")
        if self.drops:
            todo = self.drops
            self.drops = []
            for group in todo:
                if heap.drop(group, self.stack):
                    self.drops.append(group)
        then = self.then
        if then is not None:
            self.then = None
            screen, at = then
            if screen == MENU:
                self.open_menu(at)
            else:
                mod = __import__("picotafel." + screen[0], None, None, (screen[1],))
                self.push(getattr(mod, screen[1])(self))

    def begin(self):
        """The new match's play screen (ui_open.start began it), the setup's screens gone
        from the stack and the heap."""
        self.starting = None
        notices = self.notices()
        self.stack = []
        if heap.drop("NOT_IN_PLAY", notices):
            self.drops.append("NOT_IN_PLAY")    # a notice's module: after the notice
        import gc
        gc.collect()
        self.stack = [play_screen(self)] + notices

    def apply(self, st):
        """Apply a statement through the core and save; False (and a flash) if refused."""
        g = self.match.game
        done = len(g.results) if g is not None else 0
        try:
            self.match.apply(st)
        except LogError as e:
            self.fault = e.fault
            self.flash(e.msg)
            return False
        g = self.match.game
        if self.match.finished:
            self.signal("winner")
        elif g is not None and len(g.results) > done:
            self.signal("deal")
        self.save(st)
        return True

    def undo(self, save=True):
        """Drop the match's last statement and save; the statement or None. save=False
        (a correction) leaves the file as it is: what is saved stays saved until the
        statements that replace it are keyed, then saved with them (flush)."""
        if self.match is None or not self.match.count:
            return None
        st = self.match.undo()
        if save:
            self.save()
        return st

    def save(self, st=None):
        """Save the match after every statement (`st`, the one just applied: the store
        appends it; None after an undo or for a new match: the file is written whole;
        storage.Store makes it power-cut safe); any message it has (flash low, oldest
        match removed, not saved) is flashed. It waits in `pending` for flush()."""
        if self.store is None or self.match is None:
            return
        self.pending.append(st if self.match_id is not None else None)

    def flush(self):
        """Do the saves that wait in `pending` (the loop calls it once the key's screen
        is sent): the statements appended in one write, or the whole match after an
        undo; True if there were any."""
        todo = self.pending
        self.pending = []
        wrote = bool(todo) and self.store is not None and self.match is not None
        if wrote:
            if None in todo:        # an undo may reopen a trick: its cards are kept
                self.keep_trick(True)   # before the log loses the trick
            self._write(todo)
        self.keep_trick()
        return wrote

    def keep_trick(self, ahead=False):
        """Keep the cards of the trick being keyed on the play screen when they changed
        (saving/trick_kept.py): after the key's statements are saved (a trick completed
        empties them), or `ahead` of a whole rewrite. Left as they are while the file is
        not the match on screen (a correction keyed, a save that failed: what is saved
        stays until it is replaced) and while no play screen is up (the setup's)."""
        store = self.store
        m = self.match
        play = self.stack[0] if self.stack else None
        cards = getattr(play, "pending", None)
        if cards is None and hasattr(play, "draw_standings"):
            cards = ()                  # a play screen without tricks (Abstrac)
        if store is None or m is None or self.match_id is None or cards is None:
            return
        if not ahead and store.saved.get(self.match_id) != m.count:
            return
        from picotafel.saving import trick_kept
        got = trick_kept.kept(self.match_id, m, cards, getattr(play, "exempt", None))
        if got != self.kept:
            try:
                trick_kept.write(store, got)
                self.kept = got
            except (OSError, MemoryError):
                self.kept = False       # written again at the next key

    def _write(self, todo):
        """One write of the statements `todo` (None among them: an undo, the whole match),
        or of a new match's file; its messages flashed."""
        try:
            if self.match_id is None:
                self.match_id = self.store.new(self.match)
                notes = self.store.take_notes()
                self.drop("NOT_IN_PLAY")     # new() loads the list: play needs none of it
            elif None in todo:
                notes = self.store.save(self.match_id, self.match)
            elif len(todo) == 1:
                notes = self.store.save(self.match_id, self.match, todo[0])
            else:
                notes = self.store.save(self.match_id, self.match, todo[-1], todo)
        except OSError as e:
            notes = [lang.t("NOT_SAVED") % e]
        self.keep_figures()
        self.notify(notes)

    def keep_figures(self):
        """Keep the match's figures for the menu's Statistics (saving/stats_kept.py) when
        a deal or the match has ended, or an undo took one back, since it was begun or
        opened: so the screen opens without reading every match. The same lines however
        many statements a write holds. A
        failure costs only time: the screen then reads this match's log."""
        g = self.match.game
        if g is None or self.match_id is None or self.match.count > FIGURES_UPTO:
            return
        now = (self.match_id, len(g.results), self.match.finished)
        if self.figures_at is None or self.figures_at[0] != self.match_id:
            self.figures_at = (self.match_id, 0, False)     # begun here (ui_open sets a
            #                                                 resumed match's)
        if now == self.figures_at:
            return
        self.figures_at = now
        from picotafel.saving import stats_kept
        try:
            stats_kept.keep(self.store, self.match_id, stats_kept.figures(self.match))
        except (OSError, MemoryError):
            self.figures_at = (self.match_id, -1, False)     # tried again at the next save
        heap.forget("saving.stats_kept")    # once a deal: its code need not stay for play
