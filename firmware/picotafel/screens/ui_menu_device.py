"""The menu's device screens: the contrast and the self-test of the keys (test keys).

Apart from the menu (ui_menu) so that the menu over the play screen does not hold their
code: the menu imports them in the branch that opens one, and they leave the heap with
it (its group NOT_IN_PLAY: picotafel.heap).
"""

from picotafel.screens import font, ui_draw

from picotafel import lang
from picotafel.screens.ui_base import UP, DOWN, LEFT, RIGHT, Screen

HEAP = ("NOT_IN_PLAY",)   # its group (picotafel.heap)

LANG_PART = "menu"      # its words leave the heap with it (picotafel.heap)
LEGEND = {"1": "6", "2": "7", "3": "8", "4": "9", "5": "10", "6": "J", "7": "Q", "8": "K",
          "9": "A", "#": "OK"}
# The keys whose legend is a word (test keys), and the word's name in the language.
LEGEND_WORDS = {"A": "KEY_SPADES", "B": "KEY_HEARTS", "C": "KEY_DIAMONDS", "D": "KEY_CLUBS",
                "*": "KEY_UNDO", "0": "KEY_MENU"}


class Contrast(Screen):
    KIND = "contrast"
    def __init__(self, app):
        self.app = app

    def key(self, k):
        app = self.app
        if k in (UP, RIGHT, LEFT, DOWN):
            step = 32 if k in (UP, RIGHT) else -32
            app.contrast = max(15, min(255, app.contrast + step))
        elif k in ("#", "*"):
            app.pop()

    def draw(self, fb):
        ui_draw.title(fb, lang.t("CONTRAST", "menu"))
        fb.rect(4, 24, 120, 12, 1)
        fb.fill_rect(6, 26, (116 * self.app.contrast) // 255, 8, 1)
        ui_draw.bottom(fb, lang.t("CHANGE_DONE", "menu"))


def legend(k):
    """Key `k`'s legend on the test-keys screen, a word where the key has one."""
    said = LEGEND_WORDS.get(k)
    return lang.t(said, "menu") if said else LEGEND.get(k, "")


class TestKeys(Screen):
    """The self-test: every key pressed is named, with the battery voltage. Press *
    twice to leave."""
    KIND = "test_keys"

    digits = True

    def __init__(self, app):
        self.app = app
        self.last = None
        self.count = 0
        self.stars = 0

    def key(self, k):
        self.count += 1
        self.last = k
        self.stars = self.stars + 1 if k == "*" else 0
        if self.stars == 2:
            self.app.pop()

    def draw(self, fb):
        ui_draw.title(fb, lang.t("TEST_KEYS", "menu"))
        if self.last is None:
            ui_draw.centre(fb, lang.t("PRESS_ANY_KEY", "menu"), 24)
        else:
            ui_draw.text2x(fb, self.last, 4, 16)
            font.text(fb, legend(self.last), 24, 20)
            font.text(fb, lang.t("KEYS_PRESSED", "menu") % self.count, 24, 32)
        volts = self.app.battery() if self.app.battery else None
        t = lang.t
        font.text(fb, t("BATTERY", "menu") % ("%.2f V" % volts if volts else t("NOT_AVAILABLE", "menu")), 0, 44)
        ui_draw.bottom(fb, lang.t("STAR_STAR_BACK", "menu"))
