"""English words of the part `web`: the browser page's own buttons and what opening
or saving a log file says (picotafel/web, lang/__init__.py)."""

WORDS = (
"""
DOWNLOAD = Save log
LOG_OPENED = log opened as match %d
LOG_REFUSED = not opened, line %d: %s
NOT_A_LOG = this file is not a match log
NOT_KEPT = not kept in this browser: %s
NO_MATCH_TO_SAVE = no match to save: open one first
NO_STORAGE = no storage: reload the page
OPEN = Open a log
OPEN_ELSEWHERE = picotafel is open in another tab or window: close it there, then reload this page
SHARE = Share log
""",
)
