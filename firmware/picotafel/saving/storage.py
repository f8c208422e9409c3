"""Saved matches on the Pico's littlefs (or a host directory): one file per match.

A file (version 2) is the match log, one record a line, each record a statement with
its sequence number and a check in a comment, so host tools read it as an ordinary log:

    # picotafel 2 #0 1c2d3e4f        the version line (a record too)
    game pomme #1 0a1b2c3d
    players Ana Ben #2 9f8e7d6c
    ...
    trick JS 7S #17 55aa0e12         statement 17: its text, #17 and the CRC-32 of
    # over #17 3e4f5061              "trick JS 7S #17 "; a comment record (a marker)
                                     carries the count of statements before it

Saving a statement appends its record: the cost is the same at statement 10 and at
statement 10,000 (littlefs commits an append at close, whole or not at all; on a host
filesystem a record cut short fails its check). A record's check and number make damage
local: a flipped bit is found in the one record it touched, and corrected (one bit of a
record, or a newline made or lost between two, has a single repair that passes the
check); the lines after it read as before. Undo and repairs rewrite the file beside the
old one (NNNN.tmp) and rename it over it: the old version stays whole until then.

A small file `state` holds the match to reopen at power-on, the next free number and
the statements that match has (written again after every save: a page program, which
a quarter more programs and 6% more erases a statement pay for), so start-up reads one
file whatever the number of saved matches, and a match that littlefs gives back shorter
(damage in its own blocks rolled a commit back) is said, even by one statement.
`matches.last`, beside the folder (in another littlefs directory block), names the
newest match once its first save is done: a folder rolled back to before it is said
too. The saved-matches list reads only the entries on screen. Matches are numbered in
sequence because the Pico has no clock: the highest number is the newest match. A file's
name puts the newest first in its folder (`01_0998.log` before `02_0997.log`): littlefs
keeps a folder sorted by name and looks a name up from the folder's first entry, and
short matches are kept inside the folder's own blocks, so a name at the end of a full
folder cost five to eight times one at its start; power-on and the list's first screen
look at the newest. Files named by firmware before this (`0998.log`) are renamed at the
first power-on (the state file says the names are done: its LAYOUT). What was known of
every other match when it was left is in storage_known.py.
Version 1 files (the whole log between `# picotafel 1` and `# end COUNT open|over
CRC32`, rewritten at every statement) still open; their first save writes them as
version 2.
"""

import os

from picotafel import lang
from picotafel.core.match import load as load_match_text
from picotafel.core.matchlog import parse_statement, format_statement
from picotafel.saving.storage_format import (VERSION, HEAD, END, OVER, NOTE, SHARD,  # noqa: F401
    LAYOUT, RESERVE, SETTLE, ENOSPC, record, file_name, errno_text, write_state)


def _more():
    """storage_list.py: the folders, the state file and the list, kept out of the Pico's
    heap while a match is played."""
    from picotafel.saving import storage_list
    return storage_list


def _known():
    """storage_known.py: what was last known of each match left (its statements, over
    or not), written when another match becomes the one played or a match is deleted."""
    from picotafel.saving import storage_known
    return storage_known


def _writes():
    """storage_write.py: whole files (undo, a new match, a repair) and making room, kept
    out of the Pico's heap until a file is written whole."""
    from picotafel.saving import storage_write
    return storage_write


class Store:
    """The saved matches in folder `root` of filesystem `fs` (an os-like module: listdir,
    mkdir, remove, rename, stat, statvfs; files are opened with the builtin open)."""

    def __init__(self, root="/matches", fs=None, last=None):
        self.root = root
        self.fs = fs if fs is not None else os
        # `matches.last` (see boot): beside the folder on the Pico; the host keeps it
        # inside its --data folder, so that deleting the folder starts a clean device
        self.last = last or root + ".last"
        self.notes = []
        self.saved = {}         # match id -> statements in its file (version 2, sound)
        self.state = None       # [current match id or 0, next free id, its statements]
        self.appended = 0       # bytes appended since the free space was last looked at
        self.written = 0        # bytes written since the free space was last read
        self.free_at = None     # the free bytes then (None: read it at the next look)
        self.room_gone = False  # make_room found nothing to remove (said once): no look
        #                         again until a match is deleted or a new one begun
        self.full_note = None   # make_room's "flash almost full" of this save, if any
        self.failed = None      # the message of the last save that failed: said once
        self.layout = LAYOUT    # the file names' layout, until the state file says older
        self.settings_bad = None  # damaged lines of `settings` found, to say (said: 0)

    # -- names ---------------------------------------------------------------------------

    def path(self, mid, ext="log"):
        """Match `mid`'s file: in a folder per hundred matches, so that no folder that
        power-on or the list reads grows with the number of saved matches (a littlefs
        folder is looked up entry by entry), the newest first in it."""
        return "%s/%02d/%s" % (self.root, mid // SHARD, file_name(mid, ext))

    def flat(self, mid, ext="log"):
        """Where version 1 firmware kept match `mid`'s file."""
        return "%s/%04d.%s" % (self.root, mid, ext)

    def ids(self):
        """The numbers of the saved matches, newest first (names only: nothing read)."""
        return _more().newest_first(self)

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

    def set_current(self, mid):
        """Match `mid` is the one to reopen at power-on (0: none)."""
        _known().leave(self, mid)
        _more().set_current(self, mid)

    def boot(self):
        """Make the folder sound after power-on; the messages to show, one per problem.
        Reads the state file only (a first start or a lost state file looks at every
        file once). Never raises. (The code is in storage_check.py, which the device
        drops from its heap once the match is open: picotafel.heap.)"""
        from picotafel.saving import storage_check
        return storage_check.boot(self)

    def load_match(self, mid):
        """Match `mid` replayed; a damaged file is repaired or cut at the damage, its
        original kept as NNNN.bad (the reason in take_notes()); None if nothing could be
        kept."""
        from picotafel.saving import storage_check
        m, todo = storage_check.load(self, mid)
        if todo is not None:            # damage, or version 1: loaded only then
            from picotafel.saving import storage_repair
            m = storage_repair.mend(self, mid, m, todo)
        storage_check.shorter(self, mid, m, todo is None)
        return m

    def entry(self, mid):
        """(id, game, players, finished, count) from the first and last bytes of the file
        of match `mid`, or None if they do not read."""
        return _more().entry(self, mid)

    def matches(self):
        """Every saved match, newest first, as (id, game, players, finished, count): reads
        a few hundred bytes of every file (the menu uses listing(), which reads only what
        it shows)."""
        return _more().matches(self)

    def listing(self):
        """The saved matches newest first, each read when asked for (the menu)."""
        return _more().Listing(self)

    def current(self):
        """The id of the match to reopen at power-on (the last one played, while it is
        unfinished), or None."""
        return _more().current(self)

    def load(self, mid):
        """The log text of match `mid` (as load_match: what could be kept, or None)."""
        m = self.load_match(mid)
        return None if m is None else m.text()

    # -- writing -------------------------------------------------------------------------

    def _sync(self, f):
        if hasattr(self.fs, "fsync"):      # CPython: on disk before the rename
            f.flush()
            self.fs.fsync(f.fileno())

    def rewrite(self, mid, m, note=None):
        """Replace the file of `mid` by match `m` in one step (a .tmp renamed over it)."""
        _writes().rewrite(self, mid, m, note)

    def _append(self, mid, m, statements):
        """Append the records of `statements`, the last of match `m`, in one write (one
        littlefs commit)."""
        seq = m.count - len(statements)
        data = b""
        for st in statements:
            seq += 1
            data += record(format_statement(st), seq)
        if m.finished:
            data += record(OVER, m.count)
        self.appended += len(data)
        self.written += len(data)
        if self.appended >= 2048:           # a look at the free space every 2 KiB
            self.appended = 0
            self._make_room(RESERVE, mid)
        with open(self.path(mid), "ab") as f:
            f.write(data)
            self._sync(f)
        self._state_count(mid, m.count)

    def _state_count(self, mid, count):
        """The state file says match `mid` has `count` statements (if it is the match to
        reopen). Written after the statements are on flash, and before a rewrite that
        makes the match shorter (undo), so that it never says more than the file holds."""
        state = self.state
        if state and state[0] == mid and state[2] != count:
            try:
                write_state(self, mid, state[1], count)
            except (OSError, MemoryError):
                pass        # the count stays lower: a later save writes it again

    def _free(self):
        """Free bytes on the filesystem, None if it cannot say. Never negative and never
        more than its size: littlefs can report more free blocks than it has when the
        used count over-runs near full (an unsigned wrap); that is read as full."""
        try:
            st = self.fs.statvfs(self.root)
        except (AttributeError, OSError):
            return None
        bsize, blocks, free = st[0], st[2], st[4]
        if free < 0 or free > blocks:
            return 0
        return bsize * free

    def _make_room(self, need, keep):
        """Free `need` bytes if they are not (storage_write.make_room: the oldest finished
        matches go first, each one said). The look costs the same with 600 saved matches
        as with 10: littlefs counts its free blocks by walking every file, so the count
        is read again only once what was written since could have used half the room
        above `need` it left; and once make_room has found nothing it may remove, not
        until a match is deleted or a new one begun."""
        if self.room_gone:
            return
        if self.free_at is not None and self.written * 2 < self.free_at - need:
            return
        free = self._free()
        self.free_at = free
        self.written = 0
        if free is not None and free < need:
            self.free_at = None
            _writes().make_room(self, need, keep)

    def _not_saved(self, mid, e):
        """Say that a save failed, once: again only when the reason changes or after a
        save went through. A full flash is said plainly, in place of make_room's
        "almost full" of the same save."""
        if e.args and e.args[0] == ENOSPC:
            text = lang.t("FLASH_FULL_NOT_SAVED")
            if self.full_note in self.notes:
                self.notes.remove(self.full_note)
        else:
            text = lang.t("MATCH_NOT_SAVED") % (mid, errno_text(e))
        if text != self.failed:
            self.failed = text
            self.notes.append(text)

    def save(self, mid, m, st=None, statements=None):
        """Save match `mid` (a Match, or its log text) after a completed statement (`st`,
        the one just applied, when the caller has it; `statements`, when more than one came
        since the last save: all of them, the last of the match, in order); the messages
        to show (usually none). The next statements of a sound file are appended; anything
        else (undo, the first save of a version 1 file or after a failed one) rewrites the
        file beside the old one. A full flash gives a message, not an exception: the
        match goes on in memory and the next save tries again."""
        if isinstance(m, str):
            m = load_match_text(m)
        n = len(statements) if statements else 1
        try:
            if m.count >= n and self.saved.get(mid) == m.count - n:
                if not statements:
                    if st is None:
                        for line in m.lines():
                            st = line
                        st = parse_statement(st)
                    statements = (st,)
                self._append(mid, m, statements)
            else:
                self.saved.pop(mid, None)
                self._make_room(m.count * 30 + RESERVE, mid)
                self.written += m.count * 30
                if self.state and self.state[0] == mid and self.state[2] > m.count:
                    self._state_count(mid, m.count)
                self.rewrite(mid, m)
            self.saved[mid] = m.count
            self.failed = None
        except OSError as e:
            self.saved.pop(mid, None)
            self._remove(self.path(mid, "tmp"))
            self._not_saved(mid, e)
        self.full_note = None
        return self.take_notes()

    def new(self, m):
        """Save a new match (a Match or log text, usually just its header); its id, one
        more than any number used before so the newest is always the highest. The
        messages (flash low, not saved) stay in take_notes()."""
        self._mkroot()
        self.room_gone = False      # the match played before may be removable now
        if self.state is None:
            self.state = _more().read_state(self) or [0, 1, 0]
        mid = max(self.state[1], 1)
        while self._size(self.path(mid)) >= 0 or self._size(self.path(mid, "bad")) >= 0:
            mid += 1
        try:
            _known().leave(self, mid)
            _writes().mkshard(self, mid)
            write_state(self, mid, mid + 1)     # count 0: its file may not be there yet
        except OSError as e:
            self._not_saved(mid, e)
            self.full_note = None
            return mid
        notes = self.save(mid, m)
        if self.saved.get(mid) is not None:
            self._state_count(mid, self.saved[mid])  # from now on its file must be there
            try:        # beside the folder (see storage_check._gone); the first time
                for _ in range(1 if self._size(self.last) >= 0 else SETTLE):
                    with open(self.last, "wb") as f:     # often (see SETTLE)
                        f.write(record("last %d" % mid, 0))
            except (OSError, MemoryError):
                pass        # only a folder lost whole would then go unsaid
        self.notes = notes
        return mid

    def delete(self, mid):
        """Remove match `mid` (a half-written .tmp first, so it cannot come back), and its
        set-aside original if it has one. What was known of it and the state file go
        first: a power cut before the files are gone leaves the match there, never a
        count of it that power-on would take for a loss."""
        _known().forget(self, mid)
        if self.state and self.state[0] == mid:
            try:
                write_state(self, 0, self.state[1])
            except OSError:
                pass
        self._remove(self.path(mid, "tmp"))
        self._remove(self.path(mid))
        self._remove(self.path(mid, "bad"))
        self.saved.pop(mid, None)
        self.room_gone = False      # room made: looked at again, and said again if full
        self.free_at = None
        self.failed = None
