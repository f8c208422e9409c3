"""German words of the part `stats`: the menu's Statistics (lang/__init__.py)."""

WORDS = (
"""
BACK = * zurück
DEALS_REVOKES = Runden %d Renonce %d
NO_MATCHES = noch keine Partien
PAGES = 2/8 Seite  * zurück
READING = lese Partien %d/%d
STATS_TITLE = Statistik
WON_OPEN = Siege %s  offen %d
""",
)
