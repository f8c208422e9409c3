"""The match logs of a set of paths, each read once: what `stats` and `export` count.

A path is a log file or a folder; a folder is searched through for `*.log` files (a
device's pulled folder keeps its `NN/KK_NNNN.log` names; the device's other files, such as
`state` and `settings`, are not logs and are passed over). A match found twice with the
same statements (the same device pulled twice, a copy in two folders) is counted once: two
logs are the same match when their statements, written canonically, are the same, whatever
their comments, record numbers or spacing.

Whatever is refused (a file that cannot be read, a log that could not have happened, a
folder with no log in it) becomes one line in `problems`; the rest is still read.
"""

import os
import re

from picotafel.core.score import LogError
from host_sim.cli.logfile import LogFileError, read_log, shown
from host_sim.stats.match import from_text

# A device's file name: an optional newest-first prefix, then its sequence number.
_DEVICE_NAME = re.compile(r"^(?:\d\d_)?(\d{1,9})\.log$")


def sequence(path):
    """The device's sequence number in a file name (`98_0001.log` -> 1), else None."""
    m = _DEVICE_NAME.match(os.path.basename(path))
    return int(m.group(1)) if m else None


def _files(path, problems):
    """The log files a path names; a folder without any is a problem."""
    if not os.path.isdir(path):
        return [path]
    found = []
    for top, dirs, files in os.walk(path):
        dirs.sort()
        found.extend(os.path.join(top, f) for f in sorted(files) if f.endswith(".log"))
    if not found:
        problems.append("%s: no match logs in this folder" % shown(path, 200))
    return found


def _read(path):
    """(canonical text, MatchLog) of one file; LogFileError or LogError if refused."""
    return from_text(path, read_log(path))


def read_all(paths):
    """(matches, problems): every distinct match under `paths` in the order they were
    played (by the device's sequence numbers where the names have them, then by path),
    and one line for each thing refused."""
    problems = []
    seen = {}
    for path in paths:
        if not os.path.exists(path):
            problems.append("%s: no such file or folder" % shown(path, 200))
            continue
        for f in _files(path, problems):
            name = shown(f, 200)
            try:
                key, match = _read(f)
            except LogFileError as e:
                where = "%s:%d" % (name, e.line) if e.line else name
                problems.append("%s: %s" % (where, shown(e.msg)))
                continue
            except LogError as e:
                problems.append("%s:%d: %s" % (name, e.line, shown(e.msg)))
                continue
            if not match.statements or match.statements[0][0] != "game":
                problems.append("%s: not a match log (no game line)" % name)
                continue
            seen.setdefault(key, match)
    matches = sorted(seen.values(), key=lambda m: (sequence(m.path) is None,
                                                   sequence(m.path) or 0, m.path))
    for i, m in enumerate(matches):
        m.order = i + 1
    return matches, problems
