"""Copy the saved matches off a Pico: `pull [--port P] [DIR]` (DIR defaults to `.`).

Asks the Pico for its list of /matches and of its folders of a hundred matches
(`mpremote fs ls`), takes only the names the device itself writes for a match
(NN_NNNN.log, and NN_NNNN.bad for a damaged original, NN ordering the newest first; NNNN.log
from earlier firmware), copies those one by one into a temporary folder inside DIR, then
moves them to DIR/matches (one flat folder, named by the match's number alone: NNNN.log)
and reads each one as `score` would. Any other name on the device (one that could reach
outside DIR, such as ../x.log or /x.log) is reported and skipped; the device's own
bookkeeping (state, settings, knownNN, checked, NNNN.tmp) is left there. Exit 0 when every log reads, 2 when one is
damaged (`FILE:LINE: message` for each; the rest are copied all the same) or a name was
skipped, 1 when mpremote is not installed or no Pico answers.

Nothing already in DIR/matches is overwritten: a match pulled before with the same
bytes is left as it is, a longer copy of it (the earlier pull is its beginning, the
match went on) replaces it, and a different match under the same number (another
device's, or one started again after the flash was emptied) is kept beside it as
NNNN-2.log (-3, ...), said on a line of its own. A file the Pico cannot read is
reported and the others are copied all the same (exit 2). A DIR that is a file, or
that cannot be made, is one line and exit 1.
"""

import os
import shutil
import subprocess
import sys
import tempfile

from picotafel.core.score import score, LogError
from picotafel.core.matchlog import is_number as digits
from picotafel.saving.storage_list import parse_name
from host_sim.cli.args import take_value
from host_sim.cli.logfile import LogFileError, read_log, shown

USAGE = "usage: python3 -m host_sim pull [--port P] [DIR]"
FOLDER = "/matches"
# The device's bookkeeping: not a match, not copied (the settings; what was known of
# the matches of each hundred, storage_known: known00, known01...; the folder of them
# power-on checked last: checked).
OWN = ("state", "settings", "settings.tmp", "checked")


def own(name):
    """`name` in /matches is the device's bookkeeping (OWN, knownNN, knownNN.tmp)."""
    if name.endswith(".tmp"):
        name = name[:-4]
    return name in OWN or name.startswith("known") and digits(name[5:]) and len(name) < 12
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
    """Run mpremote; (stdout, None) or (None, what it said when it failed)."""
    cmd = [tool] + (["connect", port] if port else []) + args
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    except (OSError, subprocess.TimeoutExpired) as e:
        return None, shown(str(e))
    if r.returncode != 0:
        said = (r.stderr or r.stdout).strip().splitlines()
        return None, "mpremote: " + shown(said[-1]) if said else "exit %d" % r.returncode
    return r.stdout, None


def _no_pico(port, said):
    return "no Pico answered%s (%s)" % (" on " + port if port else "", said)


def tmp_name(folder, name):
    """The name in the temporary folder of device file `name` in `folder`: its folder
    in it, so that two device files of one match number (`/matches/0001.log` of earlier
    firmware and `/matches/00/98_0001.log`) are two copies, each placed on its own."""
    return "%s_%s" % (folder.rstrip("/") or "top", match_name(name))


def _cp(names, tmp):
    """The mpremote arguments copying device files `names` ((folder, name)) into `tmp`."""
    cmd = []
    for folder, name in names:
        cmd += (["+"] if cmd else []) + ["fs", "cp", ":%s/%s%s" % (FOLDER, folder, name),
                                         os.path.join(tmp, tmp_name(folder, name))]
    return cmd


def copy_all(tool, port, names, tmp):
    """Copy the device files `names` into `tmp`, BATCH to an mpremote run; a run that
    fails is done again a file at a time, so that a file the Pico cannot read costs
    only itself. The (folder, name) of those not copied, each with what mpremote said."""
    failed = []
    for i in range(0, len(names), BATCH):
        batch = names[i:i + BATCH]
        _, said = _mpremote(tool, port, _cp(batch, tmp))
        if said is None:
            continue
        for one in batch:
            if os.path.exists(os.path.join(tmp, tmp_name(*one))):
                continue                 # copied before the run stopped
            _, said = _mpremote(tool, port, _cp([one], tmp))
            if said is not None:
                failed.append((one, said))
    return failed


def _read(path):
    with open(path, "rb") as f:
        return f.read()


def place(src, target, name):
    """Move the pulled file `src` into folder `target` as `name` without losing what is
    there; (the name it has there, what was done: "new", "same" (nothing new: the same
    bytes, or the beginning of what is there), "longer" (replaced its beginning), or
    "beside" (a different match: kept as NNNN-2.ext, -3...))."""
    new = _read(src)
    stem, ext = name.rsplit(".", 1)
    k = 1
    while True:
        here = name if k == 1 else "%s-%d.%s" % (stem, k, ext)
        dst = os.path.join(target, here)
        if not os.path.lexists(dst):
            os.replace(src, dst)
            return here, "new" if k == 1 else "beside"
        old = _read(dst) if os.path.isfile(dst) else None
        if old is not None and old.startswith(new):
            os.remove(src)
            return here, "same"
        if old is not None and new.startswith(old):
            os.replace(src, dst)
            return here, "longer"
        k += 1


def _folder(path):
    """Make folder `path` (and its parents); None, or the one-line reason it cannot be."""
    if os.path.exists(path) and not os.path.isdir(path):
        return "%s is a file, not a folder" % shown(path)
    try:
        os.makedirs(path, exist_ok=True)
    except OSError as e:
        return "cannot make folder %s: %s" % (shown(path), shown(e.strerror or str(e)))
    return None


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
    target = os.path.join(dest, "matches")
    for folder in (dest, target):       # said before the Pico is asked anything
        if os.path.exists(folder) and not os.path.isdir(folder):
            print("pull: %s is a file, not a folder" % shown(folder), file=sys.stderr)
            return 1
    tool = find_mpremote()
    if not tool:
        print("pull: mpremote is not installed (pip install mpremote)", file=sys.stderr)
        return 1
    out, said = _mpremote(tool, port, ["fs", "ls", ":" + FOLDER])
    if said:
        print("pull: " + _no_pico(port, said), file=sys.stderr)
        return 1
    found = [("", n) for n in listed_names(out)]
    for _, name in list(found):
        if name.endswith("/") and digits(name[:-1]) and len(name) < 9:
            out, said = _mpremote(tool, port, ["fs", "ls", ":%s/%s" % (FOLDER, name[:-1])])
            if said:
                print("pull: " + _no_pico(port, said), file=sys.stderr)
                return 1
            found += [(name, n) for n in listed_names(out)]
    names = []          # (the device's folder, the name)
    skipped = []
    for folder, name in found:
        if match_name(name):
            names.append((folder, name))
        elif not (not folder and own(name)
                  or name.endswith(".tmp") and match_name(name[:-4] + ".log")
                  or not folder and name.endswith("/") and digits(name[:-1])):
            skipped.append(folder + name)
    for name in skipped:
        print("pull: skipped %s: not a name the device writes" % shown(name), file=sys.stderr)
    if not names:
        print("pull: the Pico has no saved matches", file=sys.stderr)
        return 2 if skipped else 1
    why = _folder(dest) or _folder(target)
    if why:
        print("pull: " + why, file=sys.stderr)
        return 1
    done = {"new": 0, "same": 0, "longer": 0, "beside": 0}
    placed = []
    try:
        tmp = tempfile.mkdtemp(prefix=".pull-", dir=dest)
    except OSError as e:
        print("pull: cannot write in %s: %s" % (shown(dest), shown(e.strerror or str(e))),
              file=sys.stderr)
        return 1
    try:
        failed = copy_all(tool, port, names, tmp)
        for (folder, name), said in failed:
            print("pull: could not copy %s/%s%s (%s)" % (FOLDER, shown(folder), shown(name),
                                                        said), file=sys.stderr)
        if len(failed) == len(names):
            return 1
        lost = set(n for n, _ in failed)
        for folder, name in sorted(names, key=lambda fn: match_name(fn[1])):
            if (folder, name) in lost:
                continue
            here, what = place(os.path.join(tmp, tmp_name(folder, name)), target,
                               match_name(name))
            done[what] += 1
            placed.append(here)
            if what == "beside":
                print("%s differs from the %s already in %s: kept as %s" % (
                    match_name(name), match_name(name), target, here))
    except OSError as e:
        print("pull: cannot write in %s: %s" % (shown(target), shown(e.strerror or str(e))),
              file=sys.stderr)
        return 1
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    logs = [n for n in placed if n.endswith(".log")]
    print("%d saved matches in %s (%d new, %d longer, %d kept beside, %d already there)" % (
        len(logs), target, done["new"], done["longer"], done["beside"], done["same"]))
    bad = check_logs(target, placed)
    for line in bad:
        print(line, file=sys.stderr)
    return 2 if bad or skipped or failed else 0
