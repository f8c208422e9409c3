"""French words of the part `keytest`: the keypad's wiring test at power-on
(screens/ui_keytest.py) (lang/__init__.py)."""

WORDS = (
"""
KT_COLS = colonnes inversées:
KT_LEAVE = fin: éteindre
KT_MIXED = fils mélangés
KT_ORDER = ordre: %s
KT_PRESS = appuyez
KT_RELEASE = relâchez la touche
KT_RIGHT = câblage correct
KT_ROWS = lignes inversées:
KT_SEEN = ligne %d, colonne %d
KT_STEP = touche %d sur %d
KT_TITLE = Câblage du clavier
KT_TURNED = fiche retournée
KT_TWO = deux touches ensemble
""",
)
