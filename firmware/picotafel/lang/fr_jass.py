"""French words of the part `jass`: Jass's screens and refusals (lang/__init__.py)."""

WORDS = (
"""
ALL_TRICKS = match: %s
DEAL_N_LOWER = donne %d
DECLARE_BACK = # annoncer  * retour
FINISH_CARD = finir la carte ou *
HASH_MELD =  #ann.
JASS_TO = Jass à %d
KEY_MELD_CARDS = tapez les cartes de l'annonce
LEADS_MELD = %s entame #ann.
MELD_OF_N = annonce de %d
MELD_OF_WHO = Annonce: %s
MELD_WHO = Annonce: qui?
NINE_CARDS_AT_MOST = 9 cartes au plus: # ou *
NO_MELD_YET = pas encore d'annonce
N_PLAYER_BACK = 1-%d joueur  * retour
POINTS = points
SHOULD_BEAT = devait monter sur %s (avait %s)
SHOULD_FOLLOW = devait fournir %s (avait %s)
SHOULD_OVERTRUMP = devait surcouper (avait %s)
SHOULD_TRUMP = devait couper (avait %s)
THE_CARDS_SUIT_RANK = cartes: coul.+valeur
WHO_MELDS = 1-%d: qui annonce, * retour
""",
)
