"""German words of the part `saving`: the saved matches' checks at power-on (a file
repaired, set aside, lost) (lang/__init__.py)."""

WORDS = (
"""
BYTE_REPAIRED = Match %d: ein defektes Byte repariert, nichts verloren (Original: %04d.bad)
COULD_NOT_REPAIR = %s; Reparatur misslungen (%s)
COULD_NOT_SET_ASIDE = Match %d, %s: gelöscht, nicht ablegbar (%s)
KEPT_N = Match %d, %s: %d Einträge behalten (Original: %04d.bad)
KEPT_N_LOST = Match %d, %s: %d Einträge behalten, %d verloren (Original: %04d.bad)
MATCH_LOST = Match %d ist verloren: der Speicher gab nichts davon zurück
MATCH_LOST_LAST = Match %d: der Speicher verlor die letzten %d Einträge (%d behalten)
MATCH_LOST_N = Match %d ist verloren: der Speicher gab keinen seiner %d Einträge zurück
MATCH_LOST_ONE = Match %d: der Speicher verlor den letzten Eintrag (%d behalten)
MATCH_NOT_THERE = Match %d ist nicht gespeichert
SET_ASIDE = Match %d, %s: beiseitegelegt als %04d.bad
SET_ASIDE_LOST = Match %d, %s: %d Einträge weg, als %04d.bad abgelegt
STORAGE_FAILED = gespeicherte Matches: %s
WHY_DAMAGED = defekt
WHY_DAMAGED_AT = defekt ab Eintrag %d
WHY_EMPTY = leer
""",
"""
WHY_IMPOSSIBLE_AT = unmöglich bei Eintrag %d: %s
WHY_IMPOSSIBLE_LINE = unmöglich in Zeile %d: %s
WHY_INCOMPLETE = unvollständig/defekt
WHY_NEWER = von neuerer Firmware (Version %s)
WHY_NOT_MATCH_FILE = keine Match-Datei
WHY_NO_PLAYERS = unmöglich: keine Spieler
WHY_NO_STATEMENTS = ohne Einträge
WHY_UNKNOWN_VERSION = unbekannte Version
WHY_UNREADABLE = unlesbar (%s)
""",
)
