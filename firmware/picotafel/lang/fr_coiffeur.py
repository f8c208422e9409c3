"""French words of the part `coiffeur`: Coiffeur's screens and refusals
(lang/__init__.py)."""

WORDS = (
"""
BOARD_KEYS = # choisir l'atout
CHOOSE_KEYS = une ligne, ou # passe
COL_ROW = ligne
DRAW = Égalité
FIRST_OBENABE = 9 d'abord Obenabe
FIRST_UNDENUFE = 1 d'abord Undenufe
FOURTH_PUSH = 4 passes: %s choisit
JOKER = joker
JOKER_OF = %s: joker %s
KEY_THE_MODE = le mode, ou *
MATCH_OF = Match! %s
MODE_OR_BACK = le mode, * retour
NO_JOKER_LEFT = %s: plus de joker
NO_ROW_FOR = %s: plus de ligne pour %s
PUSH_ON = # passer à %s
SUIT_KEYS = A-D une couleur
WHO_CHOOSES = %s: atout?
WON_BY = de %d
""",
)
