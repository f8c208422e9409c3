"""Spanish words of the part `stats`: the menu's Statistics (lang/__init__.py)."""

WORDS = (
"""
BACK = * volver
DEALS_REVOKES = manos %d renuncio %d
NO_MATCHES = ninguna partida
PAGES = 2/8 página  * volver
READING = leyendo %d/%d
STATS_TITLE = Estadísticas
WON_OPEN = gana %s  abierta %d
""",
)
