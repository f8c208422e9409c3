"""German words of the part `saved`: the saved matches' list and what can be done with
one of them (lang/__init__.py)."""

WORDS = (
"""
AGAIN_TO_DELETE = # nochmals: löschen
CANNOT_OPEN = Partie %d lässt sich nicht öffnen
DAMAGED_ENTRY = defekt
DELETE = Löschen
NONE = (keine)
RESUME = Weiterspielen
SAVED_OPEN = Partien (* = offen)
""",
)
