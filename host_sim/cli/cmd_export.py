"""Export every deal to a spreadsheet: `export PATH... --csv FILE [--same NAME=NAME]`.

One row per deal of every match under the PATHs (files and folders, as `stats` reads them;
the same match found twice is written once), with a header row; FILE `-` is standard
output. The columns are listed in docs/statistics.md. Whatever is not a match log is said
in one line each on stderr and the rest is written: exit 2 if anything was, 1 for a usage
error or a FILE that cannot be written, else 0.
"""

import csv
import sys

from host_sim.cli.args import take_value
from host_sim.cli.cmd_stats import take_same
from host_sim.stats.logs import read_all
from host_sim.stats.csv_rows import HEADER, rows

USAGE = "usage: python3 -m host_sim export PATH... --csv FILE [--same NAME=NAME]"


def write(out, matches, same):
    w = csv.writer(out, lineterminator="\r\n")
    w.writerow(HEADER)
    for m in matches:
        for row in rows(m):
            w.writerow([same.get(v, v) if isinstance(v, str) else v for v in row])


def main(argv):
    args = list(argv)
    try:
        target = take_value(args, "--csv")
        same = take_same(args)
    except ValueError as e:
        print("export: %s" % e, file=sys.stderr)
        return 1
    if target is None or not args or any(a.startswith("--") for a in args):
        print(USAGE, file=sys.stderr)
        return 1
    matches, problems = read_all(args)
    for line in problems:
        print(line, file=sys.stderr)
    try:
        if target == "-":
            write(sys.stdout, matches, same)
        else:
            with open(target, "w", newline="", encoding="utf-8") as f:
                write(f, matches, same)
    except OSError as e:
        print("export: cannot write %s: %s" % (target, e.strerror or e), file=sys.stderr)
        return 1
    return 2 if problems else 0
