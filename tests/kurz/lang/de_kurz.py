"""German words of the part `kurz`: Kurz's screen and refusals (picotafel.lang, which
finds them through rules.register's `words`)."""

WORDS = (
"""
KURZ_TO = Kurz bis %d
THE_TURNED_CARD = die aufgedeckte Karte
TOTALS = Total %d:%d
TURNED_OUT = %s aufgedeckt: nicht im Spiel
""",
)
