"""French words of the part `web`: the browser page's own buttons and what opening
or saving a log file says (picotafel/web, lang/__init__.py)."""

WORDS = (
"""
ADDED = %d parties ajoutées, %d déjà là
ASIDE = mis de côté, non chargé : "%s" (%s)
ASIDE_IS_FOLDER = un fichier à la place d'un dossier
ASIDE_NOT_DATA = pas un fichier
ASIDE_NOT_NAME = pas un nom de fichier
ASIDE_NO_FOLDER = dans un dossier que l'appareil ne tient pas
ASIDE_OUTSIDE = hors du dossier des données
BACKUP_VERSION = sauvegarde d'un picotafel plus récent : mettez la page à jour
CLOSE = Fermer
DOWNLOAD = Exporter le journal
ENTRY_REFUSED = ignoré %s : %s
KEPT_FOR_GOOD = ce navigateur garde les parties pour de bon
LOG_OPENED = journal ouvert : partie %d
LOG_REFUSED = non ouvert, ligne %d : %s
MAY_CLEAR = ce navigateur peut effacer les parties s'il manque de place : installez la page ou exportez les journaux
MOVED = picotafel continue dans un autre onglet ou une autre fenêtre, tout est gardé : une touche le reprend ici
NOT_A_BACKUP = ce fichier n'est pas une sauvegarde picotafel
NOT_A_LOG = ce fichier n'est pas un journal de partie
""",
"""
NOT_KEPT = non gardé dans ce navigateur : %s
NOT_KEPT_TRYING = Non gardé dans ce navigateur : %s. picotafel réessaie ; la partie continue.
NO_MATCH_TO_SAVE = aucune partie à enregistrer : ouvrez-en une
NO_STORAGE = pas de mémoire : rechargez la page
OPEN = Ouvrir des logs
OPEN_FOLDER = Ouvrir un dossier
READ_DEVICE = Lire l'appareil USB
RESTORE = Restaurer
SAVE_ASIDE = Exporter le mis de côté
SAVE_BACKUP = Sauvegarder
SAVE_CSV = Enregistrer CSV
SAVE_FILE = Enregistrer fichier
SERIAL_FAILED = l'appareil n'a pas pu être lu : %s
SHARE = Partager le journal
SHEET = Feuille de marque
STATS = Statistiques
STORAGE_CLEARABLE = Mémoire : effaçable
STORAGE_KEPT = Mémoire : durable
""",
)
