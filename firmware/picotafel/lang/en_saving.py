"""English words of the part `saving`: the saved matches' checks at power-on (a file
repaired, set aside, lost) (lang/__init__.py)."""

WORDS = (
"""
BYTE_REPAIRED = match %d: a damaged byte repaired, nothing lost (old file kept as %04d.bad)
COULD_NOT_REPAIR = %s; could not repair it (%s)
COULD_NOT_SET_ASIDE = match %d %s; could not set it aside (%s): removed
KEPT_N = match %d %s: kept %d statements (old file kept as %04d.bad)
KEPT_N_LOST = match %d %s: kept %d statements, %d lost (old file kept as %04d.bad)
MATCHES_MOVED = matches of older firmware taken over: %d
MATCH_LOST = match %d is lost: the flash gave back none of it
MATCH_LOST_LAST = match %d: the flash lost its last %d statements (%d kept)
MATCH_LOST_N = match %d is lost: the flash gave back none of its %d statements
MATCH_LOST_ONE = match %d: the flash lost its last statement (%d kept)
MATCH_NOT_THERE = match %d is not saved
SETTINGS_DAMAGED = settings: damaged lines skipped (%d)
SET_ASIDE = match %d %s: set aside as %04d.bad
SET_ASIDE_LOST = match %d %s: %d statements lost, set aside as %04d.bad
STORAGE_FAILED = saved matches: %s
""",
"""
TRICK_DAMAGED = the cards kept of the trick being keyed were damaged: key them again
TRICK_NOT_FIT = match %d: %d cards kept of its trick did not fit what is saved: dropped, check the trick
TRICK_NOT_OPEN = %d cards kept of a trick of match %d dropped: that match is not open
WHY_DAMAGED = damaged
WHY_DAMAGED_AT = damaged at statement %d
WHY_EMPTY = empty
WHY_IMPOSSIBLE_AT = impossible at statement %d: %s
WHY_IMPOSSIBLE_LINE = impossible at line %d: %s
WHY_INCOMPLETE = incomplete or damaged
WHY_NEWER = from a newer firmware (version %s)
WHY_NOT_MATCH_FILE = not a match file
WHY_NO_PLAYERS = impossible: no players
WHY_NO_STATEMENTS = without statements
WHY_UNKNOWN_VERSION = unknown version
WHY_UNREADABLE = unreadable (%s)
""",
)
