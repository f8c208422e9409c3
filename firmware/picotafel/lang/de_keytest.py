"""German words of the part `keytest`: the keypad's wiring test at power-on
(screens/ui_keytest.py) (lang/__init__.py)."""

WORDS = (
"""
KT_COLS = Spalten vertauscht:
KT_LEAVE = Ende: ausschalten
KT_MIXED = Drähte vertauscht
KT_ORDER = Reihenfolge: %s
KT_PRESS = drücke
KT_RELEASE = Taste loslassen
KT_RIGHT = richtig verdrahtet
KT_ROWS = Zeilen vertauscht:
KT_SEEN = Zeile %d, Spalte %d
KT_STEP = Taste %d von %d
KT_TITLE = Tastatur-Verdrahtung
KT_TURNED = Stecker verdreht
KT_TWO = zwei Tasten zugleich
""",
)
