"""French words of the part `menu`: the menu and its screens (lang/__init__.py)."""

WORDS = (
"""
ANY_KEY_BACK = touche: retour
BATTERY = piles: %s
CHANGE_DONE = 4/6 changer  # fini
CONTRAST = Contraste
DIM_AFTER = Atténuer après %s
FLASH_FULL = mémoire presque pleine: effacez des parties gardées
FLASH_LOW_BAD = mémoire basse: fichier altéré %04d.bad effacé
FLASH_LOW_REMOVED = mémoire basse: partie finie %d (%s) effacée
KEYS_PRESSED = touches: %d
KEY_CLUBS = ♣ trèfle
KEY_DIAMONDS = ♦ carreau
KEY_HEARTS = ♥ cœur
KEY_MENU = menu
KEY_SPADES = ♠ pique
KEY_UNDO = annuler
LANGUAGE = Langue: Français
MENU = Menu
MENU_BATTERY = Menu   piles %.1f V
MENU_NEW_MATCH = Nouvelle partie
MENU_OPTIONS = Options
MENU_UNDO = Annuler
NOT_AVAILABLE = n.d.
PRESS_ANY_KEY = pressez une touche
SOUND = Son: %s
SOUND_OFF = coupé
SOUND_ON = normal
SOUND_QUIET = doux
STAR_STAR_BACK = * * : retour
STATISTICS = Statistiques
STD =  (std)
TEST_KEYS = Test des touches
""",
)
