"""Spanish words of the part `melds`: a meld's refusals (Jass, Schieber)
(lang/__init__.py)."""

WORDS = (
"""
DEAL_IS_OVER = la mano ha terminado
IN_MELD_ALREADY = %s ya está en este canto
IN_MELD_OF = %s ya está en un canto de %s
IS_MELDED_OF = %s es de %s (cantada)
MUST_STILL_PLAY = %s aún debe jugar %s
NOT_A_MELD = %s no es canto (escalera de 3 o más de un palo, o cuatro J, 9, A, K, Q o 10)
NO_DEAL_YET = aún no hay mano
NO_MELD_WITH = %s no hace canto con %s
ONLY_CARDS_LEFT = a %s solo le quedan %d cartas, no %s
PLAYED_BY = %s la jugó %s
""",
)
