"""French words of the part `schieber`: Schieber's screens and refusals (lang/__init__.py)."""

WORDS = (
"""
CHOOSES = %s: atout?
CHOOSES_PUSHED = %s: atout, passé
CHOOSE_HINT = A-D 9 1 atout # passe
CHOOSE_OBENABE = 9    Obenabe, As haut
CHOOSE_SUIT = A-D  une couleur
CHOOSE_UNDENUFE = 1    Undenufe, 6 haut
CHOSEN_HINT = A-D91 atout * retour
DEAL_N_DEALS = Donne %d par %s
MATCH_BONUS = Match! %s
PUSHED_ALREADY = passé: le partenaire choisit
PUSH_TO = #    passe à %s
SCHIEBER_TRUMP = atout du Schieber: S H D C, O ou U, passé une fois au plus
WEIS_ONLY_FIRST = annonce seulement au 1er pli
WEIS_OR_POINTS = 1-4 annonce # points
""",
)
