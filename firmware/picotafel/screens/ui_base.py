"""What the ui and its screens share, below both: the list keys, the menu's dim times,
the games' titles, the Screen and View bases, and the way to a game's play screen. The
screen modules import these from here, never from ui.py (tests/firmware/test_import_layers.py)."""

DIMS = (15_000, 30_000, 60_000, 120_000)    # the menu's "Dim after" (setting `dim`)

# What screens and score sheets call each game (the registry's, known without loading it).
from picotafel.games import TITLES
# List screens (setup, menu) move as the keys sit on the keypad (1 2 3 A on top): the
# upper key 2 up, the lower 8 down, 4 left and 6 right.
UP = "2"
DOWN = "8"
LEFT = "4"
RIGHT = "6"


def keys_shown(screen):
    """What the keys do on `screen` now, for the phone's legends (web/page.py) and the
    laptop's keys (web/keyboard.py): the mode, "digits" (a number or a name is typed: the
    digits and the letters A-D), "cards" (a card is keyed: ranks and suits), "suits" (a
    trump is chosen: the suits on A-D, the digits as themselves) or "list" (a list: 2 8 4 6
    move), and the keys its hints write as printed in that mode (the Jass meld's "1-4",
    Abstrac's "1"), which then do what the hint says. The screens say it with `digits`,
    `cards`, `suits` and `written` (class attributes or properties; Screen's defaults are
    a list's); the play screens, no Screens, default to cards."""
    if getattr(screen, "digits", False):
        return "digits", ""
    written = getattr(screen, "written", "")
    if getattr(screen, "cards", False):
        return "cards", written
    if getattr(screen, "suits", False):
        return "suits", written
    return "list", written


MENU = ("screens.ui_menu", "Menu")      # App.pop's `then` for the menu (App.open_menu)


class Screen:
    """Base of the setup and menu screens: lists with a cursor; nothing happens on a tick.
    Its keys are a list's (keys_shown) unless a screen says otherwise."""
    cards = False
    digits = False
    suits = False
    written = ""

    def tick(self, now):
        return False

    def move(self, k, n):
        """The cursor of a list of `n` lines one up (UP) or down, round the ends."""
        self.cursor = (self.cursor + (1 if k == DOWN else -1)) % n


def drop_empty(app):
    """Leaving a match in which nothing was keyed yet (a rematch or a setup abandoned):
    it is removed, so the saved matches hold no empty match."""
    m = app.match
    if m is not None and m.game is None and app.match_id is not None and app.store is not None:
        try:
            app.store.delete(app.match_id)
        except OSError:
            pass
        app.match_id = None


class View(Screen):
    """A screen to look at; any key goes back."""
    KIND = "view"

    def __init__(self, app, draw):
        self.app = app
        self.draw = draw

    def key(self, k):
        self.app.pop()


def play_screen(app):
    """The play screen of the running match's game (module ui_<game>)."""
    from picotafel.core.rules import places
    screen = __import__(places(app.match.module.NAME)[1], None, None, ("PlayScreen",))
    return screen.PlayScreen(app)
