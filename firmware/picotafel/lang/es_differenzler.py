"""Spanish words of the part `differenzler`: Differenzler's screens and refusals
(lang/__init__.py)."""

WORDS = (
"""
ALREADY_ESTIMATED = %s ya hizo su previsión
COL_EST = pre
COL_LAST = últ
COL_PEN = cas
DIGITS_THEN_HASH = cifras, luego #
ESTIMATE_RANGE = una previsión es de 0 a %d puntos, no %d
IN_TRICK =  en la baza %d
KEY_POINTS = %s: puntos, #
MUST_FOLLOW_TRUMP = %s tiene %s: debe asistir a triunfo
NO_ESTIMATE_FROM = aún sin previsión de %s
PENALTY = castigo
POINTS_OK = %s: puntos, # ok
TABLE_N_OF = Tabla %d/%d
TIE_EXTRA = Desempate
TRICKS_PLAYED = %d/%d bazas jugadas
ZERO_TO_POINTS = de 0 a %d puntos
""",
)
