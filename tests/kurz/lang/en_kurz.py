"""English words of the part `kurz`: Kurz's screen and refusals (picotafel.lang, which
finds them through rules.register's `words`)."""

WORDS = (
"""
KURZ_TO = Kurz to %d
THE_TURNED_CARD = the turned-up card
TOTALS = totals %d:%d
TURNED_OUT = %s turned up: out of play
""",
)
