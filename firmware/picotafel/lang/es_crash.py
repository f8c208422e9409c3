"""Spanish words of the part `crash`: the crash screen (screens/ui_crash.py)
(lang/__init__.py)."""

WORDS = (
"""
CRASH_NO_STORAGE = (no se guarda)
CRASH_RESTART = tecla: reiniciar
CRASH_SAVED = partida guardada
CRASH_TITLE = error de picotafel
""",
)
