"""German words of the part `web`: the browser page's own buttons and what opening
or saving a log file says (picotafel/web, lang/__init__.py)."""

WORDS = (
"""
DOWNLOAD = Log speichern
LOG_OPENED = Log als Partie %d geöffnet
LOG_REFUSED = nicht geöffnet, Zeile %d: %s
NOT_A_LOG = diese Datei ist kein Partie-Log
NOT_KEPT = nicht im Browser gespeichert: %s
NO_MATCH_TO_SAVE = keine Partie zum Speichern: zuerst eine öffnen
NO_STORAGE = kein Speicher: Seite neu laden
OPEN = Log öffnen
OPEN_ELSEWHERE = picotafel ist in einem anderen Tab oder Fenster offen: dort schliessen, dann diese Seite neu laden
SHARE = Log teilen
""",
)
