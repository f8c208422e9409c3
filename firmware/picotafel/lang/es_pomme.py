"""Spanish words of the part `pomme`: La Pomme's screens and refusals (lang/__init__.py)."""

WORDS = (
"""
ALREADY_SWAPPED = %s ya cambió
EQUAL_NO_POINT = empate: sin punto
IS_OUT_SWAPPED = %s está fuera (cambiada)
IS_SWAPPED_OF = %s es de %s (cambio)
LAST = última: %s
PLUS_ONE_POINT = %s +1 punto
POMMES_LOSE = a %d, 3 pommes: fuera
POMME_TO = La Pomme: a %d
SIX_PLAYED_NO_SWAP = %s ya se jugó: no hay cambio
SIX_TURNED_NO_SWAP = el 6 mismo estaba vuelto: no hay cambio
SWAPPED_THE_6 = %s cambió el 6
TRICK_N_OF = baza %d/%d
TURNED_OUT_OF_PLAY = %s estaba vuelta: fuera de juego
TURNED_SWAP_FIRST = %s está vuelta: cambia antes el 6
""",
)
