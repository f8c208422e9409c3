"""Copy the saved matches off a Pico: `pull [--port P] [DIR]` (DIR defaults to `.`).

Runs `mpremote [connect P] fs cp -r :/matches DIR`, so the matches land in DIR/matches,
one log per match, then reads each one as `score` would. Exit 0 when every log reads,
2 when one is damaged (`FILE:LINE: message` for each; the rest are copied all the same),
1 when mpremote is not installed or no Pico answers.
"""

import os
import shutil
import subprocess
import sys

from picotafel.core import score, LogError
from host_sim.args import take_value

USAGE = "usage: python3 -m host_sim pull [--port P] [DIR]"


def find_mpremote():
    """mpremote on PATH, or beside this Python (a venv's bin/ is often not on PATH)."""
    here = os.path.dirname(sys.executable)
    return shutil.which("mpremote") or shutil.which("mpremote", path=here)


def check_logs(folder):
    """`FILE:LINE: message` for every saved match log in `folder` that does not read."""
    bad = []
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".log"):
            continue
        path = os.path.join(folder, name)
        try:
            with open(path, encoding="utf-8") as f:
                score(f.read())
        except (OSError, UnicodeError) as e:
            bad.append("%s:1: cannot read: %s" % (path, e))
        except LogError as e:
            bad.append("%s:%d: %s" % (path, e.line, e.msg))
    return bad


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
    os.makedirs(dest, exist_ok=True)
    cmd = [tool] + (["connect", port] if port else []) + ["fs", "cp", "-r", ":/matches", dest]
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    except (OSError, subprocess.TimeoutExpired) as e:
        print("pull: no Pico answered (%s)" % e, file=sys.stderr)
        return 1
    if r.returncode != 0:
        said = (r.stderr or r.stdout).strip().splitlines()
        print("pull: no Pico answered%s (mpremote: %s)" % (
            " on " + port if port else "", said[-1] if said else "exit %d" % r.returncode),
            file=sys.stderr)
        return 1
    folder = os.path.join(dest, "matches")
    if not os.path.isdir(folder):
        print("pull: the Pico has no saved matches", file=sys.stderr)
        return 1
    logs = [n for n in os.listdir(folder) if n.endswith(".log")]
    print("%d saved matches in %s" % (len(logs), folder))
    bad = check_logs(folder)
    for line in bad:
        print(line, file=sys.stderr)
    return 2 if bad else 0
