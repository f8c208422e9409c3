"""A new match: the game, the players (names from a short editable list), the rule
options and who deals first. Then the match header is applied and play begins.

Lists move with 2/8 (up/down, as the keys sit), OK (#) chooses, * goes back.
"""

from picotafel.core.matchlog import NAME_CHARS
from picotafel.screens import font, ui_draw
from picotafel import lang
from picotafel.core.match import Match
from picotafel.core.matchlog import LogError
from picotafel.core.rules import GAMES, game_module, default_options, places
from picotafel.screens.ui_base import TITLES, UP, DOWN, LEFT, RIGHT, Screen, play_screen

HEAP = ("NOT_IN_PLAY",)   # its group (picotafel.heap)

LANG_PART = "setup"      # its words leave the heap with it (picotafel.heap)


def installed_games():
    """The games whose rules and screens are in this firmware (by their files, so that
    choosing a game loads only that game's modules into the small heap)."""
    import picotafel
    base = picotafel.__file__.rsplit("/", 1)[0]
    files = {}
    out = []
    for g in GAMES:
        if all(_has(base, files, path) for path in places(g)):
            out.append(g)
    return out


def _has(base, files, path):
    """Is module `path` here? A firmware module by its file (listed once per folder in
    `files`), a game registered from outside the firmware as it is."""
    if not path.startswith("picotafel."):
        return True
    folder, module = path[len("picotafel."):].rsplit(".", 1)
    if folder not in files:
        import os
        files[folder] = os.listdir(base + "/" + folder)
    return module + ".py" in files[folder] or module + ".mpy" in files[folder]


def new_match(app):
    """A new match begins here: the game to play, in place of every screen."""
    app.stack = [GameChoice(app)]
    app.dirty = True


class GameChoice(Screen):
    KIND = "game"

    def __init__(self, app):
        self.app = app
        self.games = installed_games()
        self.cursor = 0

    def key(self, k):
        if k in (UP, DOWN):
            self.move(k, len(self.games))
        elif k == "#":
            self.app.push(Players(self.app, self.games[self.cursor]))
        elif k == "*" and self.app.match is not None:
            play = play_screen(self.app)
            self.app.stack = [play]
            from picotafel.screens.ui_open import put_back
            put_back(self.app, play, False)     # the trick being keyed, as it was left

    def draw(self, fb):
        ui_draw.menu(fb, lang.t("NEW_MATCH_GAME", "setup"), [TITLES[g] for g in self.games], self.cursor)
        ui_draw.bottom(fb, lang.t("MOVE_CHOOSE", "setup"))


class GameSetup(Screen):
    """A setup screen once the game is chosen. While it waits for keys the device's loop
    imports the game's play screen (App.prepare), so the key that starts the match only
    builds it (on the emulated Pico that key took 80 ms with the imports)."""
    game = ""

    def prepare(self):
        __import__(places(self.game)[1])


class Players(GameSetup):
    """One line per player in playing order; 4/6 pick a name from the list, 5 types a
    new one, 2/8 move, # on the last line goes on. Games for 3 or 4 players have a line
    to change how many play."""
    KIND = "players"

    def __init__(self, app, game):
        self.app = app
        self.game = game
        self.module = game_module(game)
        from picotafel.screens.ui_open import names
        self.known = names(app)
        lo, hi = self.module.PLAYERS
        self.count = max(lo, min(hi, self.module.PLAYERS_FIRST))
        self.slots = self.known[:self.count] if len(self.known) >= self.count else \
            ["P%d" % (i + 1) for i in range(self.count)]
        self.cursor = 0

    def _lines(self):
        lo, hi = self.module.PLAYERS
        lines = ["%d %s" % (i + 1, self.slots[i]) for i in range(self.count)]
        if lo != hi:
            lines.append(lang.t("PLAYERS_N", "setup") % self.count)
        lines.append(lang.t("NEXT", "setup"))
        return lines

    def key(self, k):
        lines = self._lines()
        lo, hi = self.module.PLAYERS
        if k in (UP, DOWN):
            self.move(k, len(lines))
        elif self.cursor < self.count and k in (LEFT, RIGHT):
            self._cycle(1 if k == RIGHT else -1)
        elif self.cursor < self.count and k == "5":
            self.app.push(NameEditor(self.app, self, self.cursor))
        elif lo != hi and self.cursor == self.count and k in (LEFT, RIGHT):
            n = self.count + (-1 if k == LEFT else 1)
            self.count = lo + (n - lo) % (hi - lo + 1)
            while len(self.slots) < self.count:
                self.slots.append(self._free_name())
            self.slots = self.slots[:self.count]
            self.cursor = self.count              # still on the "players: N" line
        elif k == "#":
            if self.cursor < self.count:       # OK on a name: to the last line
                self.cursor = len(lines) - 1
            else:
                self.app.push(Options(self.app, self.game, tuple(self.slots)))
        elif k == "*":
            self.app.pop()

    def _free_name(self):
        for n in self.known + ["P1", "P2", "P3", "P4"]:
            if n not in self.slots:
                return n
        return "P%d" % (len(self.slots) + 1)

    def _cycle(self, step):
        """The next known name that no other player has."""
        i = self.cursor
        names = self.known
        start = names.index(self.slots[i]) if self.slots[i] in names else -1
        for j in range(1, len(names) + 1):
            cand = names[(start + step * j) % len(names)]
            if cand not in self.slots:
                self.slots[i] = cand
                return

    def set_name(self, i, name):
        if name in self.slots[:i] + self.slots[i + 1:]:
            self.app.flash(lang.t("ALREADY_PLAYS", "setup") % name)
            return
        self.slots[i] = name
        if name not in self.known:
            self.known.insert(0, name)

    def draw(self, fb):
        ui_draw.menu(fb, lang.t("GAME_PLAYERS", "setup") % TITLES[self.game], self._lines(), self.cursor)
        if self.cursor < self.count:
            ui_draw.bottom(fb, lang.t("NAME_TYPE", "setup"))
        else:
            ui_draw.bottom(fb, lang.t("GO_ON_BACK", "setup"))


# Multi-tap letters, as on a phone keypad.
TAPS = {"1": "-_1", "2": "ABC2", "3": "DEF3", "4": "GHI4", "5": "JKL5", "6": "MNO6",
        "7": "PQRS7", "8": "TUV8", "9": "WXYZ9", "0": "0"}
TAP_MS = 1000


class NameEditor(Screen):
    """Type a name with multi-tap letters: press a key again within a second for its
    next letter; a suit key (A-D) moves on at once; * deletes; # keeps the name."""
    KIND = "names"

    digits = True

    def __init__(self, app, players, slot):
        self.app = app
        self.players = players
        self.slot = slot
        self.name = ""
        self.last = None
        self.last_at = 0

    def key(self, k):
        now = self.app.now
        if k in TAPS:
            letters = TAPS[k]
            if k == self.last and now - self.last_at < TAP_MS and self.name:
                cur = self.name[-1]
                i = letters.index(cur.upper()) if cur.upper() in letters else -1
                self.name = self.name[:-1] + self._case(letters[(i + 1) % len(letters)])
            elif len(self.name) < 8:
                self.name += self._case(letters[0])
            else:
                self.app.flash(lang.t("EIGHT_LETTERS", "setup"))
            self.last = k
            self.last_at = now
        elif k in "ABCD":
            self.last = None
        elif k == "*":
            self.last = None
            if self.name:
                self.name = self.name[:-1]
            else:
                self.app.pop()
        elif k == "#":
            if self.name:
                self.players.set_name(self.slot, self.name)
            self.app.pop()

    def type_char(self, ch):
        """A letter typed on a keyboard (the simulator): taken as typed."""
        if ch not in NAME_CHARS:
            return
        self.last = None
        if len(self.name) < 8:
            self.name += ch
        else:
            self.app.flash(lang.t("EIGHT_LETTERS", "setup"))

    def _case(self, ch):
        return ch if not self.name else ch.lower()

    def tick(self, now):
        if self.last is not None and now - self.last_at >= TAP_MS:
            self.last = None
            return True
        return False

    def wake_in(self, now):
        """The multi-tap letter is taken when TAP_MS pass (the cursor moves on)."""
        return None if self.last is None else self.last_at + TAP_MS - now

    def draw(self, fb):
        ui_draw.title(fb, lang.t("NAME_OF_PLAYER", "setup") % (self.slot + 1))
        ui_draw.text2x(fb, self.name, 4, 20)
        cx = 4 + (ui_draw.text2x_width(self.name) + 3 if self.name else 0)
        if self.last is None:
            fb.fill_rect(cx, 34, 10, 2, 1)
        font.text(fb, "2 ABC 3 DEF .. 9 WXYZ", 0, 44)       # 21 letters: the line
        ui_draw.bottom(fb, lang.t("DELETE_DONE", "setup"))


def word(module, key, v):
    """Option `key`'s value `v` as a word where game `module` says one reads better (its
    OPTION_WORDS; the log keeps the values themselves)."""
    for k, value, said in module.OPTION_WORDS:
        if k == key and value == v:
            return lang.t("VALUE_" + said, "setup")
    return v


def option_name(key):
    """Option `key` as the players say it (the log keeps `key`)."""
    return lang.t("OPTION_" + key.upper(), "setup")


class Options(GameSetup):
    """The game's rule options with their values; 4/6 or # change the one under the
    cursor, digits type a number; the last line starts the match."""
    KIND = "options"

    def __init__(self, app, game, players):
        self.app = app
        self.game = game
        self.players = players
        self.module = game_module(game)
        from picotafel.saving.options_kept import kept_options
        self.values = kept_options(app.store, self.module)     # the last match's
        self.cursor = 0
        self.typing = None
        self.digits = False

    def _lines(self):
        out = []
        for key, spec in self.module.OPTIONS:
            v = self.values[key]
            if self.typing is not None and self.module.OPTIONS[self.cursor][0] == key:
                v = self.typing + "_"
                out.append("%s: %s" % (option_name(key), v))
            else:
                out.append("%s: %s" % (option_name(key), word(self.module, key, v)))
        out.append(lang.t("START", "setup"))
        return out

    def key(self, k):
        opts = self.module.OPTIONS
        n = len(opts) + 1
        if self.typing is not None:
            self._type(k)
            return
        if k in (UP, DOWN):
            self.move(k, n)
        elif k == "*":
            self.app.pop()
        elif self.cursor == len(opts):
            if k == "#":
                header = self._header()
                why = header_refusal(header)
                if why:
                    self.app.flash(why)      # options that exclude each other
                else:
                    self.app.push(Dealer(self.app, self.game, self.players, header))
        elif k in (LEFT, RIGHT, "#"):
            key, spec = opts[self.cursor]
            if isinstance(spec[0], int):
                if k == "#":
                    self.typing = ""
                    self.digits = True
                    return
                step = 1 if k != LEFT else -1
                v = self.values[key] + step
                self.values[key] = min(spec[2], max(spec[1], v))
            else:
                i = spec.index(self.values[key])
                self.values[key] = spec[(i + (1 if k != LEFT else -1)) % len(spec)]

    def _type(self, k):
        key, spec = self.module.OPTIONS[self.cursor]
        typed = self.typing or ""
        if k in "0123456789" and len(typed) < 4:
            self.typing = typed + k
        elif k == "*":
            if self.typing:
                self.typing = self.typing[:-1]
            else:
                self.typing = None
                self.digits = False
        elif k == "#":
            if self.typing and spec[1] <= int(self.typing) <= spec[2]:
                self.values[key] = int(self.typing)
                self.typing = None
                self.digits = False
            else:
                self.app.flash(lang.t("N_TO_N", "setup") % (spec[1], spec[2]))

    def _header(self):
        out = []
        out.append(("game", self.game))
        defaults = default_options(self.module)
        for key, _ in self.module.OPTIONS:
            if self.values[key] != defaults[key]:
                out.append(("option", key, str(self.values[key])))
        out.append(("players", self.players))
        return out

    def draw(self, fb):
        ui_draw.menu(fb, lang.t("GAME_OPTIONS", "setup") % TITLES[self.game], self._lines(), self.cursor)
        if self.typing is not None:
            ui_draw.bottom(fb, lang.t("DIGITS_OK_DEL", "setup"))
        elif self.cursor < len(self.module.OPTIONS):
            ui_draw.bottom(fb, lang.t("CHANGE", "setup"))
        else:
            ui_draw.bottom(fb, lang.t("START_BACK", "setup"))


def header_refusal(header):
    """The core's reason to refuse a match header (options that exclude each other), or
    None: asked before the dealer is chosen, so the options can still be changed."""
    m = Match()
    try:
        for st in header:
            m.apply(st)
    except LogError as e:
        return e.msg
    return None


class Dealer(GameSetup):
    """Who deals the first deal; then the match starts."""
    KIND = "dealer"

    def __init__(self, app, game, players, header):
        self.app = app
        self.game = game
        self.players = players
        self.header = header
        self.cursor = len(players) - 1

    def key(self, k):
        n = len(self.players)
        if k in (UP, DOWN):
            self.move(k, n)
        elif k == "#":
            app = self.app
            from picotafel.screens.ui_open import start
            start(app, self.header + [("dealer", self.players[self.cursor])])
            if app.starting:                    # the next match of the game starts so
                from picotafel.saving.options_kept import keep_options
                try:
                    keep_options(app.store, self.header)
                except OSError as e:
                    app.flash(lang.t("NOT_SAVED") % e)
        elif k == "*":
            self.app.pop()

    def draw(self, fb):
        ui_draw.menu(fb, lang.t("WHO_DEALS_FIRST", "setup"), list(self.players), self.cursor)
        ui_draw.bottom(fb, lang.t("MOVE_START", "setup"))
