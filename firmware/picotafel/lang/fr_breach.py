"""French words of the part `breach`: a refused card and a broken rule (the trick rules'
refusals, the breach screens), loaded at the first (lang/__init__.py)."""

WORDS = (
"""
CARDS_NOW = %s à %s, pas %s
EVERY_PLAYED = tous les %s sont joués
HAPPENED_OR_MISTAKE = # vraiment, * erreur
HASH_OR_STAR = # ou *
IGNORED_REFUSED = %s ignoré (%s refusé)
IT_HAPPENED = # vraiment: %s
KEPT_HASH_OR_STAR = %s gardé: # ou *
KEY_CARD_AGAIN = retapez la carte
KEY_CARD_OF_AGAIN = %s: retapez-la
MISTAKE_KEY_AGAIN = * erreur: retapez
MISTAKE_TRICK = * erreur: pli %d
MOVED_TITLE = La correction change
NOT_TAKEN = refusé: %s
OTHER_KEY_BACK = autre touche: retour
PLAYED_IT = # %s a joué %s
RULE_BROKEN = Règle enfreinte?
TAKE_IT = # oui, prendre %s
TRICK_NOW = pli %d à %s, pas %s
TRICK_WHO_WHY = pli %d: %s %s
""",
)
