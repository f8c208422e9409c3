"""English words of the part `saved`: the saved matches' list and what can be done with
one of them (lang/__init__.py)."""

WORDS = (
"""
AGAIN_TO_DELETE = # again to delete
CANNOT_OPEN = cannot open match %d
DAMAGED_ENTRY = damaged
DELETE = Delete
NONE = (none)
RESUME = Resume
SAVED_OPEN = Saved (* = open)
""",
)
