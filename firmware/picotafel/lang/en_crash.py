"""English words of the part `crash`: the crash screen (screens/ui_crash.py)
(lang/__init__.py)."""

WORDS = (
"""
CRASH_NO_STORAGE = (no storage)
CRASH_RESTART = any key: restart
CRASH_SAVED = match is saved
CRASH_TITLE = picotafel error
""",
)
