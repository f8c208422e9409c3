"""French words of the part `menu`: the menu and its screens, the saved matches' list
(lang/__init__.py)."""

WORDS = (
"""
AGAIN_TO_DELETE = # encore: effacer
ANY_KEY_BACK = touche: retour
BATTERY = piles: %s
CANNOT_OPEN = impossible d'ouvrir la partie %d
CHANGE_DONE = 4/6 changer  # fini
CONTRAST = Contraste
DAMAGED_ENTRY = altérée
DELETE = Effacer
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
NONE = (aucune)
NOT_AVAILABLE = n.d.
PRESS_ANY_KEY = pressez une touche
RESUME = Reprendre
SAVED_OPEN = Parties (* = ouverte)
SOUND = Son: %s
SOUND_OFF = coupé
SOUND_ON = normal
SOUND_QUIET = doux
""",
"""
STAR_STAR_BACK = * * : retour
STD =  (std)
TEST_KEYS = Test des touches
""",
)
