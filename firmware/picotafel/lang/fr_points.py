"""French words of the part `points`: a deal entered by its points instead of
its cards (screens/ui_points.py; lang/__init__.py)."""

WORDS = (
"""
DIGITS_THEN_OK = chiffres, puis #
KEY_POINTS_OF = %s: les points
KEY_THE_POINTS = les points, ou * retour
LAST_FOLLOWS = le dernier suit: # ok
MATCH_WORD = Match
NO_STOECK_HERE = pas de stöck ici
NO_WEIS_HERE = pas d'annonce ici
OK_WRITES = # ok   * retour
ONE_SIDE_WEIS = %s annonce: une équipe
ONLY_LEFT = %d: il en reste %d
POINTS_HASH = points, puis #
POINTS_OF = %s: points
POINTS_TITLE = Donne %d: points
SIDE_MATCH_FIX = A équipe  * effacer
SIDE_MATCH_OK = A équipe B Match # ok
STOECK_SHORT = St
SUM_OVER = total %d: +%d
SUM_SHORT = total %d: -%d
WEIS_AT_MOST = %d annonces au plus
WEIS_CARDS = annonce: 3-9 cartes
WEIS_STOECK_KEYS = C annonce  D stöck
ZERO_TO_157 = %d: au plus %d
""",
)
