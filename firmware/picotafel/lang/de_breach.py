"""German words of the part `breach`: a refused card and a broken rule (the trick rules'
refusals, the breach screens), loaded at the first (lang/__init__.py)."""

WORDS = (
"""
CARDS_NOW = %s bei %s statt %s
EVERY_PLAYED = alle %s sind gespielt
HAPPENED_OR_MISTAKE = # gespielt, * Fehler
HASH_OR_STAR = # oder *
IGNORED_REFUSED = %s ignoriert (%s abgelehnt)
IT_HAPPENED = # gespielt: %s
KEPT_HASH_OR_STAR = %s behalten: # oder *
KEY_CARD_AGAIN = Karte neu tippen
KEY_CARD_OF_AGAIN = %s: neu tippen
MISTAKE_KEY_AGAIN = * Fehler: neu tippen
MISTAKE_TRICK = * Fehler: Stich %d
MOVED_TITLE = Korrektur verschiebt
NOT_TAKEN = nicht genommen: %s
OTHER_KEY_BACK = andere Taste: zurück
PLAYED_IT = # %s spielte %s
RULE_BROKEN = Regel gebrochen?
TAKE_IT = # ja, %s nehmen
TRICK_NOW = Stich %d: %s statt %s
TRICK_WHO_WHY = Stich %d: %s %s
""",
)
