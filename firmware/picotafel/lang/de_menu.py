"""German words of the part `menu`: the menu and its screens (lang/__init__.py)."""

WORDS = (
"""
ANY_KEY_BACK = Taste: zurück
BATTERY = Batterie: %s
CHANGE_DONE = 4/6 ändern  # fertig
CONTRAST = Kontrast
DIM_AFTER = Dimmen nach %s
FLASH_FULL = Speicher fast voll: gespeicherte Partien löschen
FLASH_LOW_BAD = Speicher knapp: defekte Datei %04d.bad gelöscht
FLASH_LOW_REMOVED = Speicher knapp: beendete Partie %d (%s) gelöscht
KEYS_PRESSED = Tasten: %d
KEY_CLUBS = ♣ Kreuz
KEY_DIAMONDS = ♦ Ecke
KEY_HEARTS = ♥ Herz
KEY_MENU = Menü
KEY_SPADES = ♠ Schaufel
KEY_UNDO = zurück
LANGUAGE = Sprache: Deutsch
MENU = Menü
MENU_BATTERY = Menü  Batterie %.1f V
MENU_NEW_MATCH = Neue Partie
MENU_OPTIONS = Optionen
MENU_UNDO = Rückgängig
NOT_AVAILABLE = k.A.
PRESS_ANY_KEY = eine Taste drücken
SOUND = Ton: %s
SOUND_OFF = aus
SOUND_ON = an
SOUND_QUIET = leise
STAR_STAR_BACK = * * : zurück
STATISTICS = Statistik
STD =  (Std)
TEST_KEYS = Tastentest
""",
)
