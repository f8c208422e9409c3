"""Spanish words of the part `kurz`: Kurz's screen and refusals (picotafel.lang, which
finds them through rules.register's `words`)."""

WORDS = (
"""
KURZ_TO = Kurz a %d
THE_TURNED_CARD = la carta vuelta
TOTALS = totales %d:%d
TURNED_OUT = %s vuelta: fuera de juego
""",
)
