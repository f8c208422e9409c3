"""French words of the part `web`: the browser page's own buttons and what opening
or saving a log file says (picotafel/web, lang/__init__.py)."""

WORDS = (
"""
DOWNLOAD = Exporter le journal
LOG_OPENED = journal ouvert : partie %d
LOG_REFUSED = non ouvert, ligne %d : %s
NOT_A_LOG = ce fichier n'est pas un journal de partie
NOT_KEPT = non gardé dans ce navigateur : %s
NO_MATCH_TO_SAVE = aucune partie à enregistrer : ouvrez-en une
NO_STORAGE = pas de mémoire : rechargez la page
OPEN = Ouvrir un journal
OPEN_ELSEWHERE = picotafel est ouvert dans un autre onglet ou une autre fenêtre : fermez-le, puis rechargez cette page
SHARE = Partager le journal
""",
)
