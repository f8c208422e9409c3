"""French words of the part `kurz`: Kurz's screen and refusals (picotafel.lang, which
finds them through rules.register's `words`)."""

WORDS = (
"""
KURZ_TO = Kurz en %d
THE_TURNED_CARD = la carte retournée
TOTALS = totaux %d:%d
TURNED_OUT = %s retournée: hors jeu
""",
)
