"""German words of the part `crash`: the crash screen (screens/ui_crash.py)
(lang/__init__.py)."""

WORDS = (
"""
CRASH_NO_STORAGE = (kein Speicher)
CRASH_RESTART = Taste: Neustart
CRASH_SAVED = Partie gespeichert
CRASH_TITLE = picotafel-Fehler
""",
)
