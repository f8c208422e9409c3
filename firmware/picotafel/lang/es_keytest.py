"""Spanish words of the part `keytest`: the keypad's wiring test at power-on
(screens/ui_keytest.py) (lang/__init__.py)."""

WORDS = (
"""
KT_COLS = columnas cambiadas:
KT_LEAVE = salir: apagar
KT_MIXED = cables mezclados
KT_ORDER = orden: %s
KT_PRESS = pulse
KT_RELEASE = suelte la tecla
KT_RIGHT = cableado correcto
KT_ROWS = filas cambiadas:
KT_SEEN = fila %d, columna %d
KT_STEP = tecla %d de %d
KT_TITLE = Cableado del teclado
KT_TURNED = conector al revés
KT_TWO = dos teclas a la vez
""",
)
