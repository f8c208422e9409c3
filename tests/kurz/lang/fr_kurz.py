"""French words of the part `kurz`: Kurz's screen and refusals (picotafel.lang, which
finds them through rules.register's `words`)."""

WORDS = (
"""
DOUBLED_BY = x2: %s a doublé
DOUBLE_BEFORE_FIRST = une donne se double une fois, avant son premier pli
DOUBLE_WHO = seul %s, qui entame, peut doubler
KURZ_TO = Kurz en %d
LEADS_DOUBLE = %s entame #x2
THE_TURNED_CARD = la carte retournée
TOTALS = totaux %d:%d
TURNED_OUT = %s retournée: hors jeu
""",
)
