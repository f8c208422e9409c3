"""German words of the part `points`: a deal entered by its points instead of
its cards (screens/ui_points.py; lang/__init__.py)."""

WORDS = (
"""
DIGITS_THEN_OK = Ziffern, dann #
KEY_POINTS_OF = %s: Punkte eingeben
KEY_THE_POINTS = Punkte eingeben, oder *
LAST_FOLLOWS = der Letzte folgt: # ok
MATCH_WORD = Match
NO_STOECK_HERE = hier kein Stöck
NO_WEIS_HERE = hier kein Weis
OK_WRITES = # ok   * zurück
ONE_SIDE_WEIS = %s weist: nur eine Partei
ONLY_LEFT = %d: nur noch %d
POINTS_HASH = Punkte, dann #
POINTS_OF = %s: Punkte
POINTS_TITLE = Runde %d: Punkte
SIDE_MATCH_FIX = A Partei  * löschen
SIDE_MATCH_OK = A Partei B Match # ok
STOECK_SHORT = St
SUM_OVER = Summe %d: %d drüber
SUM_SHORT = Summe %d: %d fehlen
WEIS_AT_MOST = höchstens %d Weis
WEIS_CARDS = Weis: 3-9 Karten
WEIS_STOECK_KEYS = C Weis   D Stöck
ZERO_TO_157 = %d: höchstens %d
""",
)
