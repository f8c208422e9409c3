"""Spanish words of the part `points`: a deal entered by its points instead of
its cards (screens/ui_points.py; lang/__init__.py)."""

WORDS = (
"""
DIGITS_THEN_OK = cifras, luego #
KEY_POINTS_OF = %s: los puntos
KEY_THE_POINTS = los puntos, o * atrás
LAST_FOLLOWS = el último sigue: # ok
MATCH_WORD = Match
NO_STOECK_HERE = aquí no hay Stöck
NO_WEIS_HERE = aquí no hay cantos
OK_WRITES = # ok   * atrás
ONE_SIDE_WEIS = %s canta: un solo bando
ONLY_LEFT = %d: solo quedan %d
POINTS_HASH = puntos, luego #
POINTS_OF = %s: puntos
POINTS_TITLE = Mano %d: puntos
SIDE_MATCH_FIX = A bando  * borrar
SIDE_MATCH_OK = A bando B Match # ok
STOECK_SHORT = St
SUM_OVER = suma %d: %d de más
SUM_SHORT = suma %d: faltan %d
WEIS_AT_MOST = %d cantos como mucho
WEIS_CARDS = canto: 3-9 cartas
WEIS_STOECK_KEYS = C canto   D Stöck
ZERO_TO_157 = %d: como mucho %d
""",
)
