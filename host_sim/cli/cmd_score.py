"""Print the standings of a match log: `score LOG [--json] [--lang L]` (- reads standard input).

Exit 0 with the standings, 2 with `LOG:LINE: message` for a log that could not have
happened, 1 for a file that cannot be read. Why a log could not have happened (a card
that breaks a rule) is said in --lang (en de fr es), else English.
"""

import json
import sys

from picotafel.core.score import score, LogError
from host_sim.cli import report
from host_sim.cli.args import take_lang
from host_sim.cli.logfile import LogFileError, read_log, shown


def score_file(path):
    """(score object, 0) for the log at `path`; else (None, exit status) after saying why
    on stderr: 1 for a file that cannot be read, 2 for an impossible log (LOG:LINE: msg)."""
    s, _text, status = scored_text(path)
    return s, status


def scored_text(path):
    """(score object, the log's text, 0), or (None, None, exit status) as score_file."""
    name = shown(path, 200)
    try:
        text = read_log(path, sys.stdin.buffer if path == "-" else None)
        return score(text), text, 0
    except LogFileError as e:
        where = "%s:%d" % (name, e.line) if e.line else name
        print("%s: %s" % (where, shown(e.msg)), file=sys.stderr)
        return None, None, e.status
    except LogError as e:
        print("%s:%d: %s" % (name, e.line, shown(e.msg)), file=sys.stderr)
        return None, None, 2


def main(argv):
    args = [a for a in argv if a != "--json"]
    try:
        take_lang(args)
    except ValueError as e:
        print("score: %s" % e, file=sys.stderr)
        return 1
    if len(args) != 1:
        print("usage: python3 -m host_sim score LOG [--json] [--lang L]", file=sys.stderr)
        return 1
    s, status = score_file(args[0])
    if s is None:
        return status
    if "--json" in argv:
        print(json.dumps(s, ensure_ascii=False))
    else:
        print("\n".join(report.text(s)))
    return 0
