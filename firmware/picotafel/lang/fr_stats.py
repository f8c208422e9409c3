"""French words of the part `stats`: the menu's Statistics (lang/__init__.py)."""

WORDS = (
"""
BACK = * retour
DEALS_REVOKES = donnes %d renonce %d
NO_MATCHES = aucune partie gardée
PAGES = 2/8 page  * retour
READING = lecture parties %d/%d
STATS_TITLE = Statistiques
WON_OPEN = gagné %s  ouvert %d
""",
)
