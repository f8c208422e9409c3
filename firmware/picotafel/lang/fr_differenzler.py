"""French words of the part `differenzler`: Differenzler's screens and refusals
(lang/__init__.py)."""

WORDS = (
"""
ALREADY_ESTIMATED = %s a déjà fait son pronostic
COL_EST = pro
COL_LAST = der
COL_PEN = pén
DIGITS_THEN_HASH = chiffres, puis #
ESTIMATE_RANGE = un pronostic va de 0 à %d points, pas %d
IN_TRICK =  au pli %d
KEY_POINTS = %s: points, #
MUST_FOLLOW_TRUMP = %s a %s: doit fournir atout
NO_ESTIMATE_FROM = pas encore de pronostic de %s
PENALTY = pénalité
POINTS_OK = %s: points, # ok
TABLE_N_OF = Total %d/%d
TIE_EXTRA = Barrage
TRICKS_PLAYED = %d/%d plis joués
ZERO_TO_POINTS = 0 à %d points
""",
)
