"""Saved matches on the Pico's littlefs (or a host directory): one file per match.

A file is the match log framed by a version line and a check line:

    # picotafel 1
    game pomme
    ...
    # end COUNT open|over CRC32

so host tools read it as an ordinary log (both frame lines are comments). The check
line is written last: a file without a valid one is incomplete or damaged.

Saving writes the whole log to NNNN.tmp, closes it and renames it over NNNN.log, so
at every moment one complete version exists (littlefs commits a rename in one step).
A complete .tmp found at boot is the save that was cut between close and rename: it
is the newer version and is kept. Files are named by a sequence number because the
Pico has no clock: the highest number is the newest match.
"""

import os

from binascii import crc32

from picotafel.match import load as load_match_text
from picotafel.matchlog import parse_statement

VERSION = 1
HEAD = b"# picotafel "
END = b"# end "
MAX_BYTES = 48 * 1024     # far beyond a real match (~150 bytes a deal); more is damage
RESERVE = 8 * 4096        # free space kept for littlefs's own copies and the next save
_HEAD_READ = 320          # enough for the version, game, options and players lines
_TAIL_READ = 48           # the check line is at most ~36 bytes


def frame(text, count, finished):
    """(head, body, tail) bytes of the file for log `text` (written in three pieces so a
    long log is never copied into one big buffer)."""
    head = HEAD + (b"%d\n" % VERSION)
    body = text.encode()
    crc = crc32(body, crc32(head)) & 0xFFFFFFFF
    tail = END + (b"%d %s %08x\n" % (count, b"over" if finished else b"open", crc))
    return head, body, tail


class Store:
    """The saved matches in folder `root` of filesystem `fs` (an os-like module: listdir,
    mkdir, remove, rename, stat, statvfs; files are opened with the builtin open)."""

    def __init__(self, root="/matches", fs=None):
        self.root = root
        self.fs = fs if fs is not None else os
        self.notes = []

    # -- names ---------------------------------------------------------------------------

    def path(self, mid, ext="log"):
        return "%s/%04d.%s" % (self.root, mid, ext)

    def _names(self):
        """(id, ext) of every file of ours in the folder; other files are left alone."""
        try:
            names = self.fs.listdir(self.root)
        except OSError:
            return []
        out = []
        for n in names:
            dot = n.find(".")
            if dot > 0 and n[:dot].isdigit() and n[dot + 1:] in ("log", "tmp", "bad"):
                out.append((int(n[:dot]), n[dot + 1:]))
        return out

    def _ids(self, ext="log"):
        return sorted(i for i, e in self._names() if e == ext)

    def _size(self, p):
        """The size of file `p`, -1 if there is none."""
        try:
            return self.fs.stat(p)[6]
        except OSError:
            return -1

    def _remove(self, p):
        try:
            self.fs.remove(p)
        except OSError:
            pass

    def _replace(self, src, dst):
        # CPython on Windows will not rename over a file; os.replace does. littlefs and
        # POSIX rename replace the target in one step.
        getattr(self.fs, "replace", self.fs.rename)(src, dst)

    def _mkroot(self):
        """Make the folder and any missing parents (the simulator's --data DIR)."""
        if self._size(self.root) >= 0:
            return
        parts = self.root.split("/")
        for i in range(1, len(parts) + 1):
            p = "/".join(parts[:i])
            if p and self._size(p) < 0:
                self.fs.mkdir(p)

    def take_notes(self):
        """The messages for the user gathered since the last call (each shown once)."""
        out = self.notes
        self.notes = []
        return out

    # -- reading -------------------------------------------------------------------------

    def boot(self):
        """Make the folder sound after power-on; the messages to show, one per problem.
        Never raises. (The code is in storage_check.py, which the device drops from its
        heap once the match is open: picotafel.forget.)"""
        from picotafel import storage_check
        return storage_check.boot(self)

    def load_match(self, mid):
        """Match `mid` replayed; a file that cannot be read is set aside (the reason in
        take_notes()), then the statements before the damage, if any, or None."""
        from picotafel import storage_check
        return storage_check.load_match(self, mid)

    def _entry(self, mid):
        """(id, game, players, finished, count) from the first and last bytes of a file."""
        p = self.path(mid)
        size = self._size(p)
        with open(p, "rb") as f:
            head = f.read(_HEAD_READ)
            f.seek(max(0, size - _TAIL_READ))
            tail = f.read(_TAIL_READ)
        game = None
        players = ()
        for raw in head.split(b"\n")[1:-1]:
            try:
                st = parse_statement(raw.decode())
            except (ValueError, UnicodeError):
                break
            if st is None:
                continue
            if st[0] == "game":
                game = st[1]
            elif st[0] == "players":
                players = st[1]
                break
        at = tail.rfind(END)
        parts = tail[at + len(END):].split(b" ") if at >= 0 else ()
        if len(parts) != 3 or not parts[0].isdigit():
            raise OSError("no check line")
        return (mid, game, players, parts[1] == b"over", int(parts[0]))

    def matches(self):
        """Every saved match, newest first, as (id, game, players, finished, count); reads
        only a few hundred bytes a file, so the menu can list them at once. boot() has
        checked the files; one that fails here is left for load() to set aside."""
        out = []
        for mid in reversed(self._ids()):
            try:
                out.append(self._entry(mid))
            except (OSError, ValueError):
                pass
        return out

    def current(self):
        """The id of the newest unfinished match (to reopen at power-on), or None."""
        for e in self.matches():
            if not e[3]:
                return e[0]
        return None

    def load(self, mid):
        """The log text of match `mid` (as load_match: what could be kept, or None)."""
        m = self.load_match(mid)
        return None if m is None else m.text()

    # -- writing -------------------------------------------------------------------------

    def _write(self, mid, m, ext):
        """Write the file a line at a time (the check summed as it goes), so a long match
        never needs its whole text in the Pico's small, fragmented heap."""
        head = HEAD + (b"%d\n" % VERSION)
        crc = crc32(head)
        p = self.path(mid, ext)
        with open(p, "wb") as f:
            f.write(head)
            for line in m.lines():
                b = (line + "\n").encode()
                crc = crc32(b, crc)
                f.write(b)
            f.write(END + (b"%d %s %08x\n" % (m.count, b"over" if m.finished else b"open",
                                               crc & 0xFFFFFFFF)))
            if hasattr(self.fs, "fsync"):      # CPython: on disk before the rename
                f.flush()
                self.fs.fsync(f.fileno())

    def _free(self):
        try:
            st = self.fs.statvfs(self.root)
        except (AttributeError, OSError):
            return None
        return st[0] * st[4]

    def _make_room(self, need, keep):
        """Remove set-aside files, then the oldest finished matches, until `need` bytes
        are free; a warning for each removed match."""
        free = self._free()
        if free is None or free >= need:
            return
        for mid in self._ids("bad"):
            self._remove(self.path(mid, "bad"))
            self.notes.append("flash low: removed damaged file %04d.bad" % mid)
            free = self._free()
            if free >= need:
                return
        for e in reversed(self.matches()):
            if e[3] and e[0] != keep:
                self.delete(e[0])
                self.notes.append("flash low: removed finished match %d (%s)"
                                  % (e[0], " ".join(e[2])))
                free = self._free()
                if free >= need:
                    return
        self.notes.append("flash almost full: delete saved matches")

    def save(self, mid, m):
        """Save match `mid` (a Match, or its log text) after a completed statement; the
        messages to show (usually none). At no moment is there no complete version: the
        new one is written and closed beside the old, then renamed over it. A full flash
        gives a message, not an exception: the match goes on in memory."""
        if isinstance(m, str):
            m = load_match_text(m)
        self._make_room(m.count * 14 + RESERVE, mid)
        try:
            self._write(mid, m, "tmp")
            self._replace(self.path(mid, "tmp"), self.path(mid))
        except OSError as e:
            self._remove(self.path(mid, "tmp"))
            self.notes.append("match %d not saved: %s" % (mid, e))
        return self.take_notes()

    def new(self, m):
        """Save a new match (a Match or log text, usually just its header); its id, one
        more than any number in the folder so the newest is always the highest."""
        self._mkroot()
        names = self._names()
        mid = max([i for i, _ in names] + [0]) + 1
        self.notes.extend(self.save(mid, m))
        return mid

    def delete(self, mid):
        """Remove match `mid` (a half-written .tmp first, so it cannot come back)."""
        self._remove(self.path(mid, "tmp"))
        self._remove(self.path(mid))
