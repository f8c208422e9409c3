"""French words of the part `saved`: the saved matches' list and what can be done with
one of them (lang/__init__.py)."""

WORDS = (
"""
AGAIN_TO_DELETE = # encore: effacer
CANNOT_OPEN = impossible d'ouvrir la partie %d
DAMAGED_ENTRY = altérée
DELETE = Effacer
NONE = (aucune)
RESUME = Reprendre
SAVED_OPEN = Parties (* = ouverte)
""",
)
