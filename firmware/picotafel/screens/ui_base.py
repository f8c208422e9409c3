"""What the ui and its screens share, below both: the list keys, the menu's dim times,
the games' titles, the Screen and View bases, and the way to a game's play screen. The
screen modules import these from here, never from ui.py (tests/test_import_layers.py)."""

DIMS = (15_000, 30_000, 60_000, 120_000)    # the menu's "Dim after" (setting `dim`)

# What screens and score sheets call each game (the registry's, known without loading it).
from picotafel.games import TITLES
# List screens (setup, menu) move with 8/2 like the arrows on a phone, 4/6 sideways.
UP = "8"
DOWN = "2"
LEFT = "4"
RIGHT = "6"


class Screen:
    """Base of the setup and menu screens: lists with a cursor; nothing happens on a tick."""

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
