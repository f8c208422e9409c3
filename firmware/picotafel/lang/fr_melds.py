"""French words of the part `melds`: a meld's refusals (Jass, Schieber) (lang/__init__.py)."""

WORDS = (
"""
DEAL_IS_OVER = la donne est finie
IN_MELD_ALREADY = %s est déjà dans l'annonce
IN_MELD_OF = %s est déjà dans une annonce de %s
IS_MELDED_OF = %s est à %s (annoncée)
MUST_STILL_PLAY = %s doit encore jouer %s
NOT_A_MELD = %s n'est pas une annonce (suite de 3 ou plus dans une couleur, ou quatre J, 9, A, K, Q ou 10)
NO_DEAL_YET = pas encore de donne
NO_MELD_WITH = %s ne fait pas d'annonce avec %s
ONLY_CARDS_LEFT = %s n'a plus que %d cartes, pas %s
PLAYED_BY = %s a été jouée par %s
""",
)
