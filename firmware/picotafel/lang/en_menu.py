"""English words of the part `menu`: the menu and its screens (lang/__init__.py)."""

WORDS = (
"""
ANY_KEY_BACK = any key: back
BATTERY = battery: %s
CHANGE_DONE = 4/6 change  # done
CONTRAST = Contrast
DIM_AFTER = Dim after %s
FLASH_FULL = flash almost full: delete saved matches
FLASH_LOW_BAD = flash low: removed damaged file %04d.bad
FLASH_LOW_REMOVED = flash low: removed finished match %d (%s)
KEYS_PRESSED = keys pressed: %d
KEY_CLUBS = \u2663 clubs
KEY_DIAMONDS = \u2666 diamonds
KEY_HEARTS = \u2665 hearts
KEY_MENU = menu
KEY_SPADES = \u2660 spades
KEY_UNDO = undo
LANGUAGE = Language: English
MENU = Menu
MENU_BATTERY = Menu   battery %.1f V
MENU_NEW_MATCH = New match
MENU_OPTIONS = Options
MENU_UNDO = Undo
NOT_AVAILABLE = n/a
PRESS_ANY_KEY = press any key
SOUND = Sound: %s
SOUND_OFF = off
SOUND_ON = on
SOUND_QUIET = quiet
STAR_STAR_BACK = * * : back
STATISTICS = Statistics
STD =  (std)
TEST_KEYS = Test keys
""",
)
