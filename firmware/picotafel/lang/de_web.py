"""German words of the part `web`: the browser page's own buttons and what opening
or saving a log file says (picotafel/web, lang/__init__.py)."""

WORDS = (
"""
ADDED = %d Partien hinzugefügt, %d schon da
ASIDE = beiseite gelegt, nicht geladen: "%s" (%s)
ASIDE_IS_FOLDER = eine Datei, wo ein Ordner steht
ASIDE_NOT_DATA = keine Datei
ASIDE_NOT_NAME = kein Dateiname
ASIDE_NO_FOLDER = in einem Ordner, den das Gerät nicht führt
ASIDE_OUTSIDE = ausserhalb des Datenordners
BACKUP_VERSION = Sicherung eines neueren picotafel: Seite aktualisieren
CLOSE = Schliessen
DOWNLOAD = Log speichern
ENTRY_REFUSED = übersprungen %s: %s
KEPT_FOR_GOOD = dieser Browser behält die gespeicherten Partien dauerhaft
LOG_OPENED = Log als Partie %d geöffnet
LOG_REFUSED = nicht geöffnet, Zeile %d: %s
MAY_CLEAR = dieser Browser darf die Partien löschen, wenn der Platz knapp wird: Seite installieren oder Logs speichern
MOVED = picotafel läuft in einem anderen Tab oder Fenster weiter, alles gespeichert: eine Taste holt es hierher zurück
NOT_A_BACKUP = diese Datei ist keine picotafel-Sicherung
NOT_A_LOG = diese Datei ist kein Partie-Log
""",
"""
NOT_KEPT = nicht im Browser gespeichert: %s
NOT_KEPT_TRYING = Nicht im Browser gespeichert: %s. picotafel versucht es weiter; die Partie läuft.
NO_MATCH_TO_SAVE = keine Partie zum Speichern: zuerst eine öffnen
NO_STORAGE = kein Speicher: Seite neu laden
OPEN = Logs öffnen
OPEN_FOLDER = Ordner öffnen
READ_DEVICE = Gerät lesen (USB)
RESTORE = Sicherung laden
SAVE_ASIDE = Beiseitegelegtes speichern
SAVE_BACKUP = Sicherung speichern
SAVE_CSV = CSV speichern
SAVE_FILE = Als Datei speichern
SERIAL_FAILED = das Gerät konnte nicht gelesen werden: %s
SHARE = Log teilen
SHEET = Punkteblatt
STATS = Statistik
STORAGE_CLEARABLE = Speicher: löschbar
STORAGE_KEPT = Speicher: dauerhaft
""",
)
