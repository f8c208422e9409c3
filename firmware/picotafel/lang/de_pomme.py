"""German words of the part `pomme`: La Pomme's screens and refusals (lang/__init__.py)."""

WORDS = (
"""
ALREADY_SWAPPED = %s hat schon getauscht
EQUAL_NO_POINT = gleich: kein Punkt
IS_OUT_SWAPPED = %s ist weg (getauscht)
IS_SWAPPED_OF = %s gehört %s (Tausch)
LAST = letzter: %s
PLUS_ONE_POINT = %s +1 Punkt
POMMES_LOSE = bis %d, 3 Pommes: aus
POMME_TO = La Pomme: bis %d
SIX_PLAYED_NO_SWAP = %s ist gespielt: kein Tausch
SIX_TURNED_NO_SWAP = die 6 selbst lag offen: kein Tausch
SWAPPED_THE_6 = %s tauschte die 6
TRICK_N_OF = Stich %d/%d
TURNED_OUT_OF_PLAY = %s lag offen: nicht im Spiel
TURNED_SWAP_FIRST = %s liegt offen: zuerst die 6 tauschen
""",
)
