"""Spanish words of the part `menu`: the menu and its screens (lang/__init__.py)."""

WORDS = (
"""
ANY_KEY_BACK = tecla: volver
BATTERY = pilas: %s
CHANGE_DONE = 4/6 cambiar  # listo
CONTRAST = Contraste
DIM_AFTER = Atenuar tras %s
FLASH_FULL = memoria casi llena: borra partidas guardadas
FLASH_LOW_BAD = poca memoria: archivo dañado %04d.bad borrado
FLASH_LOW_REMOVED = poca memoria: partida terminada %d (%s) borrada
KEYS_PRESSED = teclas: %d
KEY_CLUBS = ♣ tréboles
KEY_DIAMONDS = ♦ diamantes
KEY_HEARTS = ♥ corazones
KEY_MENU = menú
KEY_SPADES = ♠ picas
KEY_UNDO = deshacer
LANGUAGE = Idioma: Español
MENU = Menú
MENU_BATTERY = Menú   pilas %.1f V
MENU_NEW_MATCH = Nueva partida
MENU_OPTIONS = Opciones
MENU_UNDO = Deshacer
NOT_AVAILABLE = n/d
PRESS_ANY_KEY = pulsa una tecla
SOUND = Sonido: %s
SOUND_OFF = no
SOUND_ON = sí
SOUND_QUIET = bajo
STAR_STAR_BACK = * * : volver
STATISTICS = Estadísticas
STD =  (std)
TEST_KEYS = Probar teclas
""",
)
