"""Spanish words of the part `kurz`: Kurz's screen and refusals (picotafel.lang, which
finds them through rules.register's `words`)."""

WORDS = (
"""
DOUBLED_BY = x2: %s dobló
DOUBLE_BEFORE_FIRST = una mano se dobla una vez, antes de su primera baza
DOUBLE_WHO = solo %s, que sale, puede doblar
KURZ_TO = Kurz a %d
LEADS_DOUBLE = %s sale #x2
THE_TURNED_CARD = la carta vuelta
TOTALS = totales %d:%d
TURNED_OUT = %s vuelta: fuera de juego
""",
)
