"""English words of the part `stats`: the menu's Statistics (lang/__init__.py)."""

WORDS = (
"""
BACK = * back
DEALS_REVOKES = deals %d  revokes %d
NO_MATCHES = no saved matches
PAGES = 2/8 page  * back
READING = reading matches %d/%d
STATS_TITLE = Statistics
WON_OPEN = won %s  open %d
""",
)
