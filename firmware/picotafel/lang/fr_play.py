"""French words of the part `play`: every game's play screens, the trick rules' refusals, a
saving message in play (lang/__init__.py)."""

WORDS = (
"""
ALREADY_PLAYED = %s déjà jouée
ANY_KEY_GO_ON = touche: continuer
ANY_KEY_NEXT = touche: suivant
BATTERY_LOW = piles faibles (%.1f V): à changer bientôt
BROKE_A_RULE = faute de %s
COL_MELD = ann.
COL_PTS = pts
COL_STOECK = St
COL_SUM = tot
DEALS_AGAIN = %s redonne
DEAL_1_DEALS = Donne 1 par %s
DEAL_ANNULLED = Donne %d annulée
DEAL_N = Donne %d
DEAL_N_SHORT = Don. %d
FLASH_FULL_NOT_SAVED = mémoire pleine: cette entrée n'est pas enregistrée; effacez une partie gardée
HASH_POINTS =  #pts
HINT_NEW_MATCH = 0: menu, nouvelle partie
IN_TRICK_N = au pli %d
IS_TURNED_UP_OF = %s est à %s (retournée)
KEY_NEXT_TRUMP = tapez l'atout suivant
KEY_TURNED_1 = Tapez la carte
KEY_TURNED_2 = retournée: coul.+val.
LAST_TRICK = dernier pli: %s
LEADS_POINTS = %s entame #pts
LEFT_ON = allumé %s sans touche: éteindre après le jeu
MATCH_NOT_SAVED = partie %d non enregistrée: %s
MATCH_OVER = Partie finie
NOBODY_SCORES = personne ne marque
NOT_SAVED = non enregistré: %s
""",
"""
NO_DEAL_PLAYED = aucune donne jouée
PLAYED_HOLDING = a joué %s, avait %s
PLAYED_ON_TRUMP_LEAD = a joué %s sur atout, avait %s
PLAYS = à %s
POINTS_ENTERED = points saisis
REMATCH_MENU = # revanche  0 menu
REVOKED_TRICK = %s: faute, pli %d
SAVED_MATCHES = Parties gardées
SHOWED_NO = %s n'a plus de %s
SHOWED_NO_BUT_J = %s n'a plus de %s sauf le bourg
STANDINGS = Classement
TOOK = %s pris
TOOK_IGNORED = %s pris: %s ignoré
TO_PLAY = %s joue
TRUMP_IS = atout %s
TURNED_UP_CARD = retournée: %s
UNDERTRUMPED = a sous-coupé %s avec %s, avait %s
ZERO_MENU = 0 menu
""",
)
