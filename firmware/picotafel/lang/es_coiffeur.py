"""Spanish words of the part `coiffeur`: Coiffeur's screens and refusals
(lang/__init__.py)."""

WORDS = (
"""
BOARD_KEYS = # elegir triunfo
CHOOSE_KEYS = una fila, o # pasa
COL_ROW = fila
DRAW = Empate
FIRST_OBENABE = 9 primero Obenabe
FIRST_UNDENUFE = 1 primero Undenufe
FOURTH_PUSH = 4 pases: elige %s
JOKER = comodín
JOKER_OF = %s: comodín %s
KEY_THE_MODE = el modo, o *
MATCH_OF = ¡Match! %s
MODE_OR_BACK = el modo, * atrás
NO_JOKER_LEFT = %s: sin comodín
NO_ROW_FOR = %s: sin fila para %s
PUSH_ON = # pasar a %s
SUIT_KEYS = A-D un palo
WHO_CHOOSES = %s: ¿triunfo?
WON_BY = por %d
""",
)
