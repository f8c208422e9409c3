"""French words of the part `pomme`: La Pomme's screens and refusals (lang/__init__.py)."""

WORDS = (
"""
ALREADY_SWAPPED = %s a déjà échangé
EQUAL_NO_POINT = égalité: pas de point
IS_OUT_SWAPPED = %s est sortie (échangée)
IS_SWAPPED_OF = %s est à %s (échange)
LAST = dernier: %s
PLUS_ONE_POINT = %s +1 point
POMMES_LOSE = à %d, 3 pommes: perdu
POMME_TO = La Pomme: à %d
SIX_PLAYED_NO_SWAP = %s a été joué: pas d'échange
SIX_TURNED_NO_SWAP = le 6 lui-même était retourné: pas d'échange
SWAPPED_THE_6 = %s a échangé le 6
TRICK_N_OF = pli %d/%d
TURNED_OUT_OF_PLAY = %s était retournée: hors jeu
TURNED_SWAP_FIRST = %s est retournée: échangez d'abord le 6
""",
)
