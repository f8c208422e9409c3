"""Print the standings of a match log: `score LOG [--json]` (- reads standard input).

Exit 0 with the standings, 2 with `LOG:LINE: message` for a log that could not have
happened, 1 for a file that cannot be read.
"""

import json
import sys

from picotafel.core import score, LogError
from host_sim import report


def read_log(path):
    """The text of `path` (`-` is standard input); OSError/UnicodeError if unreadable."""
    if path == "-":
        return sys.stdin.read()
    with open(path, encoding="utf-8") as f:
        return f.read()


def score_file(path):
    """(score object, 0) for the log at `path`; else (None, exit status) after saying why
    on stderr: 1 for a file that cannot be read, 2 for an impossible log (LOG:LINE: msg)."""
    try:
        text = read_log(path)
    except (OSError, UnicodeError) as e:
        print("%s: cannot read: %s" % (path, e), file=sys.stderr)
        return None, 1
    try:
        return score(text), 0
    except LogError as e:
        print("%s:%d: %s" % (path, e.line, e.msg), file=sys.stderr)
        return None, 2


def main(argv):
    args = [a for a in argv if a != "--json"]
    if len(args) != 1:
        print("usage: python3 -m host_sim score LOG [--json]", file=sys.stderr)
        return 1
    s, status = score_file(args[0])
    if s is None:
        return status
    if "--json" in argv:
        print(json.dumps(s, ensure_ascii=False))
    else:
        print("\n".join(report.text(s)))
    return 0
