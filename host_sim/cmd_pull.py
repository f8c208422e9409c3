"""Copy the saved matches off a Pico: `pull [--port P] [DIR]` (DIR defaults to `.`).

Asks the Pico for its list of /matches and of its folders of a hundred matches
(`mpremote fs ls`), takes only the names the device itself writes for a match
(NN_NNNN.log, and NN_NNNN.bad for a damaged original, NN ordering the newest first; NNNN.log
from earlier firmware), copies those one by one into a temporary folder inside DIR, then
moves them to DIR/matches (one flat folder, named by the match's number alone: NNNN.log)
and reads each one as `score` would. Any other name on the device (one that could reach
outside DIR, such as ../x.log or /x.log) is reported and skipped; the device's own
bookkeeping (state, NNNN.tmp) is left there. Exit 0 when every log reads, 2 when one is
damaged (`FILE:LINE: message` for each; the rest are copied all the same) or a name was
skipped, 1 when mpremote is not installed or no Pico answers.
"""

import os
import shutil
import subprocess
import sys
import tempfile

from picotafel.core.score import score, LogError
from picotafel.core.matchlog import is_number as digits
from picotafel.saving.storage_list import parse_name
from host_sim.args import take_value
from host_sim.logfile import LogFileError, read_log, shown

USAGE = "usage: python3 -m host_sim pull [--port P] [DIR]"
FOLDER = "/matches"
OWN = ("state",)          # the device's bookkeeping: not a match, not copied
BATCH = 40                # files copied per mpremote run


def find_mpremote():
    """mpremote on PATH, or beside this Python (a venv's bin/ is often not on PATH)."""
    here = os.path.dirname(sys.executable)
    return shutil.which("mpremote") or shutil.which("mpremote", path=here)


def match_name(name):
    """The name on the host (NNNN.log or NNNN.bad) of a device file named as the device
    names a match (NN_NNNN.log, NN_NNNN.bad, or NNNN.log from earlier firmware: the
    number 1-9 ASCII digits); None for any other name."""
    got = parse_name(name)
    if got is None or got[1] == "tmp":
        return None
    return "%04d.%s" % got[:2]


def listed_names(out):
    """The file names in `mpremote fs ls` output (`SIZE NAME` a line; a heading line
    `ls :/matches` first)."""
    names = []
    for line in out.splitlines():
        parts = line.strip().split(None, 1)
        if len(parts) == 2 and digits(parts[0]):
            names.append(parts[1])
    return names


def check_logs(folder, names):
    """`FILE:LINE: message` for every copied log in `folder` that does not read."""
    bad = []
    for name in sorted(names):
        if not name.endswith(".log"):
            continue
        path = os.path.join(folder, name)
        try:
            score(read_log(path))
        except LogFileError as e:
            bad.append("%s:%d: %s" % (path, e.line or 1, shown(e.msg)))
        except LogError as e:
            bad.append("%s:%d: %s" % (path, e.line, shown(e.msg)))
    return bad


def _mpremote(tool, port, args):
    """Run mpremote; (stdout, None) or (None, why it failed)."""
    cmd = [tool] + (["connect", port] if port else []) + args
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    except (OSError, subprocess.TimeoutExpired) as e:
        return None, "no Pico answered (%s)" % e
    if r.returncode != 0:
        said = (r.stderr or r.stdout).strip().splitlines()
        return None, "no Pico answered%s (mpremote: %s)" % (
            " on " + port if port else "", shown(said[-1]) if said else "exit %d" % r.returncode)
    return r.stdout, None


def main(argv):
    args = list(argv)
    try:
        port = take_value(args, "--port")
    except ValueError:
        print(USAGE, file=sys.stderr)
        return 1
    if len(args) > 1 or (args and args[0].startswith("-")):
        print(USAGE, file=sys.stderr)
        return 1
    dest = args[0] if args else "."
    tool = find_mpremote()
    if not tool:
        print("pull: mpremote is not installed (pip install mpremote)", file=sys.stderr)
        return 1
    out, why = _mpremote(tool, port, ["fs", "ls", ":" + FOLDER])
    if why:
        print("pull: " + why, file=sys.stderr)
        return 1
    found = [("", n) for n in listed_names(out)]
    for _, name in list(found):
        if name.endswith("/") and digits(name[:-1]) and len(name) < 9:
            out, why = _mpremote(tool, port, ["fs", "ls", ":%s/%s" % (FOLDER, name[:-1])])
            if why:
                print("pull: " + why, file=sys.stderr)
                return 1
            found += [(name, n) for n in listed_names(out)]
    names = []          # (the device's folder, the name)
    skipped = []
    for folder, name in found:
        if match_name(name):
            names.append((folder, name))
        elif not (name in OWN or name.endswith(".tmp") and match_name(name[:-4] + ".log")
                  or not folder and name.endswith("/") and digits(name[:-1])):
            skipped.append(folder + name)
    for name in skipped:
        print("pull: skipped %s: not a name the device writes" % shown(name), file=sys.stderr)
    if not names:
        print("pull: the Pico has no saved matches", file=sys.stderr)
        return 2 if skipped else 1
    os.makedirs(dest, exist_ok=True)
    target = os.path.join(dest, "matches")
    tmp = tempfile.mkdtemp(prefix=".pull-", dir=dest)
    try:
        for i in range(0, len(names), BATCH):
            cmd = []
            for folder, name in names[i:i + BATCH]:
                cmd += (["+"] if cmd else []) + ["fs", "cp", ":%s/%s%s" % (FOLDER, folder, name),
                                                 os.path.join(tmp, match_name(name))]
            _, why = _mpremote(tool, port, cmd)
            if why:
                print("pull: " + why, file=sys.stderr)
                return 1
        os.makedirs(target, exist_ok=True)
        names = [match_name(n) for _, n in names]
        for name in names:
            os.replace(os.path.join(tmp, name), os.path.join(target, name))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    logs = [n for n in names if n.endswith(".log")]
    print("%d saved matches in %s" % (len(logs), target))
    bad = check_logs(target, names)
    for line in bad:
        print(line, file=sys.stderr)
    return 2 if bad or skipped else 0
