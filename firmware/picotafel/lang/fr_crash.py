"""French words of the part `crash`: the crash screen (screens/ui_crash.py)
(lang/__init__.py)."""

WORDS = (
"""
CRASH_NO_STORAGE = (sans stockage)
CRASH_RESTART = touche: redémarrer
CRASH_SAVED = partie enregistrée
CRASH_TITLE = erreur picotafel
""",
)
