"""Spanish words of the part `breach`: a refused card and a broken rule (the trick rules'
refusals, the breach screens), loaded at the first (lang/__init__.py)."""

WORDS = (
"""
CARDS_NOW = %s de %s, no %s
EVERY_PLAYED = todos los %s jugados
HAPPENED_OR_MISTAKE = # fue así, * error
HASH_OR_STAR = # o *
IGNORED_REFUSED = %s ignorado (%s rechazado)
IT_HAPPENED = # fue así: %s
KEPT_HASH_OR_STAR = %s guardado: # o *
KEY_CARD_AGAIN = repite la carta
KEY_CARD_OF_AGAIN = %s: repite la carta
MISTAKE_KEY_AGAIN = * error: repetir
MISTAKE_TRICK = * error: baza %d
MOVED_TITLE = La corrección cambia
NOT_TAKEN = no aceptada: %s
OTHER_KEY_BACK = otra tecla: volver
PLAYED_IT = # %s jugó %s
RULE_BROKEN = ¿Regla incumplida?
TAKE_IT = # sí, tomar %s
TRICK_NOW = baza %d para %s, no %s
TRICK_WHO_WHY = baza %d: %s %s
""",
)
