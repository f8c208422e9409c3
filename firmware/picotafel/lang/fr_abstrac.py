"""French words of the part `abstrac`: Abstrac's screens and refusals (lang/__init__.py)."""

WORDS = (
"""
ABSTRAC_9_TO_A = Abstrac: que 9 à A
ABSTRAC_FIRST_TO = Abstrac: à %d
ABSTRAC_NO_CARD = une donne d'Abstrac ne prend pas de carte (les 24 sont visibles)
ABSTRAC_N_DEALS = Abstrac: %d donnes
AFTER_1_DEAL = après %d donne
AFTER_N_DEALS = après %d donnes
CANNOT_TAKE_N = %d cartes, impossible: 1 à 3 par tour donne à chacun %d à %d
CARDS = pris
DEAL_N_OF = Donne %d sur %d
DEAL_N_TO = Donne %d, à %d
DEAL_N_TOOK = Donne %d: à %s
GIVEN_TWICE = %s est donnée deux fois
KEY_CARDS_TOOK = tapez les cartes de %s
KEY_ITS_SUIT = %s_: tapez la couleur
MISERE = misère
MISERE_PLUS = misère: %s +%d
NOT_ABSTRAC_CARD = %s n'est pas une carte d'Abstrac (9 à A)
NO_COMBINATION = aucune combinaison
N_CARDS_ONLY = %d cartes: %d-%d seulement
N_TO_N_CARDS = %d à %d cartes
OK_TOOK = # ok  %s prend %d
ONE_CARDS_OF = 1: cartes de %s
ONE_CARD_ONLY = %d carte: %d-%d seulement
TAKEN_BY = %s a été prise par %s
TOOK_N_CARDS = %s: %d cartes
TOOK_THE_OTHER = %s a pris les %d autres cartes: il manque %s
""",
"""
TOTAL = total %d:%d
""",
)
