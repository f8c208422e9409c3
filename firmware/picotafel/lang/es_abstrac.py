"""Spanish words of the part `abstrac`: Abstrac's screens and refusals (lang/__init__.py)."""

WORDS = (
"""
ABSTRAC_9_TO_A = Abstrac: solo 9 a A
ABSTRAC_FIRST_TO = Abstrac: a %d
ABSTRAC_NO_CARD = una mano de Abstrac no lleva carta (las 24 están boca arriba)
ABSTRAC_N_DEALS = Abstrac: %d manos
AFTER_1_DEAL = tras %d mano
AFTER_N_DEALS = tras %d manos
CANNOT_TAKE_N = %d cartas es imposible: de 1 a 3 por turno da a cada uno de %d a %d
CARDS = tomó
DEAL_N_OF = Mano %d de %d
DEAL_N_TO = Mano %d, a %d
DEAL_N_TOOK = Mano %d: %s tomó
GIVEN_TWICE = %s está dos veces
KEY_CARDS_TOOK = teclea las cartas de %s
KEY_ITS_SUIT = %s_: teclea el palo
MISERE = miseria
MISERE_PLUS = miseria %s +%d
NOT_ABSTRAC_CARD = %s no es carta de Abstrac (9 a A)
NO_COMBINATION = ninguna combinación
N_CARDS_ONLY = %d cartas: solo %d-%d
N_TO_N_CARDS = de %d a %d cartas
OK_TOOK = # ok  %s tomó %d
ONE_CARDS_OF = 1: cartas de %s
ONE_CARD_ONLY = %d carta: solo %d-%d
TAKEN_BY = %s la tomó %s
TOOK_N_CARDS = %s: %d cartas
TOOK_THE_OTHER = %s tomó las otras %d cartas: faltan %s
TOTAL = total %d:%d
""",
)
