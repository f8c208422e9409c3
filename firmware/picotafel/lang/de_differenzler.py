"""German words of the part `differenzler`: Differenzler's screens and refusals
(lang/__init__.py)."""

WORDS = (
"""
ALREADY_ESTIMATED = %s hat diese Runde schon angesagt
COL_EST = Ans
COL_LAST = zul
COL_PEN = Str
DIGITS_THEN_HASH = Ziffern, dann #
ESTIMATE_RANGE = eine Ansage ist 0 bis %d Punkte, nicht %d
IN_TRICK =  im Stich %d
KEY_POINTS = %s: Punkte, #
MUST_FOLLOW_TRUMP = %s hat %s: muss Trumpf angeben
NO_ESTIMATE_FROM = noch keine Ansage von %s
PENALTY = Strafe
POINTS_OK = %s: Punkte, # ok
TABLE_N_OF = Stand %d/%d
TIE_EXTRA = Stechen
TRICKS_PLAYED = %d/%d Stiche gespielt
ZERO_TO_POINTS = 0 bis %d Punkte
""",
)
