"""English words of the part `kurz`: Kurz's screen and refusals (picotafel.lang, which
finds them through rules.register's `words`)."""

WORDS = (
"""
DOUBLED_BY = x2: %s doubled
DOUBLE_BEFORE_FIRST = a deal is doubled once, before its first trick
DOUBLE_WHO = only %s, who leads, may double
KURZ_TO = Kurz to %d
LEADS_DOUBLE = %s leads #x2
THE_TURNED_CARD = the turned-up card
TOTALS = totals %d:%d
TURNED_OUT = %s turned up: out of play
""",
)
