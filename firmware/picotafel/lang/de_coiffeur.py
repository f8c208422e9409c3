"""German words of the part `coiffeur`: Coiffeur's screens and refusals
(lang/__init__.py)."""

WORDS = (
"""
BOARD_KEYS = # Trumpf wählen
CHOOSE_KEYS = eine Zeile, oder # schieb
COL_ROW = Zeile
DRAW = Remis
FIRST_OBENABE = 9 zuerst Obenabe
FIRST_UNDENUFE = 1 zuerst Undenufe
FOURTH_PUSH = 4mal geschoben: %s wählt
JOKER = Joker
JOKER_OF = %s: Joker %s
KEY_THE_MODE = die Spielart, oder *
MATCH_OF = Match! %s
MODE_OR_BACK = Spielart, * zurück
NO_JOKER_LEFT = %s: kein Joker mehr
NO_ROW_FOR = %s: keine Zeile für %s
PUSH_ON = # schieb zu %s
SUIT_KEYS = A-D eine Farbe
WHO_CHOOSES = %s: Trumpf?
WON_BY = %d vorn
""",
)
