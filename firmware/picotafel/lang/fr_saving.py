"""French words of the part `saving`: the saved matches' checks at power-on (a file
repaired, set aside, lost) (lang/__init__.py)."""

WORDS = (
"""
BYTE_REPAIRED = partie %d: un octet altéré réparé, rien de perdu (original: %04d.bad)
COULD_NOT_REPAIR = %s; réparation impossible (%s)
COULD_NOT_SET_ASIDE = partie %d, %s: effacée, pas mise de côté (%s)
KEPT_N = partie %d, %s: %d entrées gardées (original: %04d.bad)
KEPT_N_LOST = partie %d, %s: %d entrées gardées, %d perdues (original: %04d.bad)
MATCHES_MOVED = parties d'un ancien firmware reprises: %d
MATCH_LOST = partie %d perdue: la mémoire n'en a rien rendu
MATCH_LOST_LAST = partie %d: la mémoire a perdu ses %d dernières entrées (%d gardées)
MATCH_LOST_N = partie %d perdue: la mémoire n'a rendu aucune de ses %d entrées
MATCH_LOST_ONE = partie %d: la mémoire a perdu sa dernière entrée (%d gardées)
MATCH_NOT_THERE = la partie %d n'est pas enregistrée
SETTINGS_DAMAGED = réglages: lignes abîmées ignorées (%d)
SET_ASIDE = partie %d, %s: mise de côté en %04d.bad
SET_ASIDE_LOST = partie %d, %s: %d entrées perdues, mise de côté en %04d.bad
""",
"""
STORAGE_FAILED = parties gardées: %s
TRICK_DAMAGED = les cartes gardées du pli en cours étaient altérées: les saisir à nouveau
TRICK_NOT_FIT = partie %d: %d cartes gardées de son pli ne collaient pas aux entrées: écartées, vérifier le pli
TRICK_NOT_OPEN = %d cartes gardées d'un pli de la partie %d écartées: elle n'est pas ouverte
WHY_DAMAGED = altérée
WHY_DAMAGED_AT = altérée à l'entrée %d
WHY_EMPTY = vide
WHY_IMPOSSIBLE_AT = impossible à l'entrée %d: %s
WHY_IMPOSSIBLE_LINE = impossible à la ligne %d: %s
WHY_INCOMPLETE = incomplète ou altérée
WHY_NEWER = d'un firmware plus récent (version %s)
WHY_NOT_MATCH_FILE = pas un fichier de partie
WHY_NO_PLAYERS = impossible: pas de joueurs
WHY_NO_STATEMENTS = sans entrées
WHY_UNKNOWN_VERSION = version inconnue
WHY_UNREADABLE = illisible (%s)
""",
)
