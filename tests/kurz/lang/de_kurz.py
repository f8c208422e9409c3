"""German words of the part `kurz`: Kurz's screen and refusals (picotafel.lang, which
finds them through rules.register's `words`)."""

WORDS = (
"""
DOUBLED_BY = x2: %s hat verdoppelt
DOUBLE_BEFORE_FIRST = eine Runde wird einmal verdoppelt, vor dem ersten Stich
DOUBLE_WHO = nur %s, wer ausspielt, darf verdoppeln
KURZ_TO = Kurz bis %d
LEADS_DOUBLE = %s spielt aus #x2
THE_TURNED_CARD = die aufgedeckte Karte
TOTALS = Total %d:%d
TURNED_OUT = %s aufgedeckt: nicht im Spiel
""",
)
