"""English words of the part `web`: the browser page's own buttons and what opening
or saving a log file says (picotafel/web, lang/__init__.py)."""

WORDS = (
"""
ADDED = %d matches added, %d there already
ASIDE = set aside, not loaded: "%s" (%s)
ASIDE_IS_FOLDER = a file where a folder is kept
ASIDE_NOT_DATA = not a file
ASIDE_NOT_NAME = not a file name
ASIDE_NO_FOLDER = in a folder the device does not keep
ASIDE_OUTSIDE = outside the data folder
BACKUP_VERSION = a backup of a newer picotafel: update this page
CLOSE = Close
DOWNLOAD = Save log
ENTRY_REFUSED = skipped %s: %s
KEPT_FOR_GOOD = this browser keeps the saved matches for good
LOG_OPENED = log opened as match %d
LOG_REFUSED = not opened, line %d: %s
MAY_CLEAR = this browser may clear the saved matches when space runs short: install the page or save the logs
MOVED = picotafel went on in another tab or window, with everything saved: press a key to take it back here
NOT_A_BACKUP = this file is not a picotafel backup
NOT_A_LOG = this file is not a match log
NOT_KEPT = not kept in this browser: %s
NOT_KEPT_TRYING = Not kept in this browser: %s. picotafel keeps trying; the match goes on.
""",
"""
NO_MATCH_TO_SAVE = no match to save: open one first
NO_STORAGE = no storage: reload the page
OPEN = Open logs
OPEN_FOLDER = Open a folder
READ_DEVICE = Read a device (USB)
RESTORE = Restore backup
SAVE_ASIDE = Save set-aside files
SAVE_BACKUP = Save backup
SAVE_CSV = Save CSV
SAVE_FILE = Save as file
SERIAL_FAILED = the device could not be read: %s
SHARE = Share log
SHEET = Score sheet
STATS = Statistics
STORAGE_CLEARABLE = Storage: clearable
STORAGE_KEPT = Storage: kept
""",
)
