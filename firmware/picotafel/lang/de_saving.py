"""German words of the part `saving`: the saved matches' checks at power-on (a file
repaired, set aside, lost) (lang/__init__.py)."""

WORDS = (
"""
BYTE_REPAIRED = Partie %d: ein defektes Byte repariert, nichts verloren (Original: %04d.bad)
COULD_NOT_REPAIR = %s; Reparatur misslungen (%s)
COULD_NOT_SET_ASIDE = Partie %d, %s: gelöscht, nicht ablegbar (%s)
KEPT_N = Partie %d, %s: %d Einträge behalten (Original: %04d.bad)
KEPT_N_LOST = Partie %d, %s: %d Einträge behalten, %d verloren (Original: %04d.bad)
MATCHES_MOVED = Partien älterer Firmware übernommen: %d
MATCH_LOST = Partie %d ist verloren: der Speicher gab nichts davon zurück
MATCH_LOST_LAST = Partie %d: der Speicher verlor die letzten %d Einträge (%d behalten)
MATCH_LOST_N = Partie %d ist verloren: der Speicher gab keinen ihrer %d Einträge zurück
MATCH_LOST_ONE = Partie %d: der Speicher verlor den letzten Eintrag (%d behalten)
MATCH_NOT_THERE = Partie %d ist nicht gespeichert
SETTINGS_DAMAGED = Einstellungen: beschädigte Zeilen übergangen (%d)
SET_ASIDE = Partie %d, %s: beiseitegelegt als %04d.bad
""",
"""
SET_ASIDE_LOST = Partie %d, %s: %d Einträge weg, als %04d.bad abgelegt
STORAGE_FAILED = gespeicherte Partien: %s
TRICK_DAMAGED = die gemerkten Karten des laufenden Stichs waren defekt: neu eingeben
TRICK_NOT_FIT = Partie %d: %d gemerkte Karten passten nicht zum Gespeicherten: weg, Stich prüfen
TRICK_NOT_OPEN = %d gemerkte Karten eines Stichs von Partie %d verworfen: sie ist nicht offen
WHY_DAMAGED = defekt
WHY_DAMAGED_AT = defekt ab Eintrag %d
WHY_EMPTY = leer
WHY_IMPOSSIBLE_AT = unmöglich bei Eintrag %d: %s
WHY_IMPOSSIBLE_LINE = unmöglich in Zeile %d: %s
WHY_INCOMPLETE = unvollständig/defekt
WHY_NEWER = von neuerer Firmware (Version %s)
WHY_NOT_MATCH_FILE = keine Partie-Datei
WHY_NO_PLAYERS = unmöglich: keine Spieler
WHY_NO_STATEMENTS = ohne Einträge
WHY_UNKNOWN_VERSION = unbekannte Version
WHY_UNREADABLE = unlesbar (%s)
""",
)
