"""Spanish words of the part `saved`: the saved matches' list and what can be done with
one of them (lang/__init__.py)."""

WORDS = (
"""
AGAIN_TO_DELETE = # otra vez: borrar
CANNOT_OPEN = no se puede abrir la partida %d
DAMAGED_ENTRY = dañada
DELETE = Borrar
NONE = (ninguna)
RESUME = Continuar
SAVED_OPEN = Partidas (* abierta)
""",
)
