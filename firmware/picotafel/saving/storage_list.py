"""The saved matches' folders, state file and list, read (see storage.py for the format;
storage_write writes the files whole): loaded when the menu lists the matches, at
power-on and by the writes; the ui drops it from the Pico's heap once the menu closes
(picotafel.heap), so it costs nothing while a match is played.
"""

from binascii import crc32

from picotafel.lang import t
from picotafel.core.matchlog import is_number as digits
from picotafel.saving.storage_format import HEAD, END, OVER, SHARD, regular, write_state

HEAP = ("NOT_IN_PLAY", "OPENED")   # its groups (picotafel.heap)

_HEAD_READ = 400            # enough for the version, game, options and players lines
_TAIL_READ = 200            # the last records: count, finished


def unrecord(line):
    """(text, seq) of a sound record `line` (bytes without its newline), else None."""
    n = len(line)
    if n < 13 or line[n - 9] != 32:
        return None
    h = line.rfind(b" #", 0, n - 9)
    if h < 0:
        return None
    seq = line[h + 2:n - 9]
    if not seq or not seq.isdigit() or len(seq) > 9:
        return None
    if ("%08x" % (crc32(line[:n - 8]) & 0xFFFFFFFF)).encode() != line[n - 8:]:
        return None
    try:
        return line[:h].decode(), int(seq)
    except UnicodeError:
        return None


def listdir(st, folder):
    try:
        return st.fs.listdir(folder)
    except OSError:
        return []


def shards(st):
    """The numbers of the folders of a hundred matches, in order."""
    return sorted(int(n) for n in listdir(st, st.root) if digits(n) and len(n) < 8)


def parse_name(n):
    """(id, ext, True if it is named as version 1 and earlier named it: NNNN.ext) of a
    file name of ours (NN_NNNN.ext or NNNN.ext, ext log, tmp or bad), else None."""
    dot = n.find(".")
    if dot < 1 or n[dot + 1:] not in ("log", "tmp", "bad"):
        return None
    mid = n[:dot]
    old = n[2:3] != "_"
    if not old:
        key, mid = mid[:2], mid[3:]
        if not digits(key) or not digits(mid) or int(key) != SHARD - 1 - int(mid) % SHARD:
            return None
    if not digits(mid) or len(mid) > 9:
        return None
    return int(mid), n[dot + 1:], old


def folder(st, shard=None):
    return st.root if shard is None else "%s/%02d" % (st.root, shard)


def names(st, shard=None):
    """(id, ext) of every file of ours in folder `shard` (None: the folder itself, where
    version 1 kept them); other files are left alone."""
    out = []
    for n in listdir(st, folder(st, shard)):
        got = parse_name(n)
        if got:
            out.append(got[:2])
    return out


def newest_names(st, shard):
    """(id, ext) of the files of ours in folder `shard`, newest first, each name read as
    it is asked for: MicroPython's ilistdir walks a littlefs folder in its order, from
    the newest (a host folder is listed whole and sorted the same way)."""
    path = folder(st, shard)
    try:
        it = getattr(st.fs, "ilistdir", None)
        listed = (e[0] for e in it(path)) if it else sorted(st.fs.listdir(path))
        for n in listed:
            got = parse_name(n)
            if got:
                yield got[:2]
    except OSError:
        return


def ids(st, ext="log"):
    """Every match number with a file `ext`, in order (lists every folder)."""
    out = []
    for shard in shards(st):
        out.extend(i for i, e in names(st, shard) if e == ext)
    out.sort()
    return out


def newest_first(st):
    """The numbers of the saved matches, newest first (names only: nothing read)."""
    out = ids(st)
    out.reverse()
    return out


def read_state(st):
    try:
        with open(st.root + "/state", "rb") as f:
            got = unrecord(f.read(64).rstrip(b"\n"))
    except OSError:
        return None
    if got is None:
        return None
    parts = got[0].split()      # state CURRENT NEXT [COUNT [LAYOUT]] (older firmware: less)
    if len(parts) not in (3, 4, 5) or parts[0] != "state":
        return None
    for p in parts[1:]:
        if not digits(p):
            return None
    st.layout = int(parts[4]) if len(parts) == 5 else 1
    return [int(parts[1]), int(parts[2]), int(parts[3]) if len(parts) > 3 else 0]


def set_current(st, mid):
    """Match `mid` is the one to reopen at power-on (0: none)."""
    state = st.state or [0, 1, 0]
    if state[0] != mid:
        try:
            write_state(st, mid, max(state[1], mid + 1), st.saved.get(mid, 0))
        except OSError as e:
            st.notes.append(t("NOT_SAVED") % e)


def entry(st, mid):
    """(id, game, players, finished, count) from the first and last bytes of the file
    of match `mid`, or None if they do not read."""
    p = st.path(mid)
    try:
        with open(p, "rb") as f:           # one look-up in the folder, not two
            head = f.read(_HEAD_READ)
            size = f.seek(0, 2)
            f.seek(max(0, size - _TAIL_READ))
            tail = f.read(_TAIL_READ)
    except OSError:
        return None
    game = None
    players = ()
    try:                # the words of the game and players lines (load checks the rest)
        for raw in head.split(b"\n")[1:-1]:
            words = raw.split(b"#")[0].split()
            if len(words) == 2 and words[0] == b"game":
                game = words[1].decode().lower()
            elif len(words) > 2 and words[0] == b"players":
                players = tuple(w.decode() for w in words[1:])
                break
    except UnicodeError:
        return None
    if not players or game is None:
        return None
    lines = tail.split(b"\n")
    if head.startswith(HEAD + b"1\n"):
        at = tail.rfind(END)
        parts = tail[at + len(END):].split(b" ") if at >= 0 else ()
        if len(parts) != 3 or not parts[0].isdigit():
            return None
        return (mid, game, players, parts[1] == b"over", int(parts[0]))
    finished = False
    for i in range(len(lines) - 1, 0, -1):
        got = unrecord(lines[i])
        if got is None:
            continue
        if got[0] == OVER:
            finished = True
        elif not got[0].startswith("#"):
            return (mid, game, players, finished, got[1])
    return None


def matches(st):
    """Every saved match, newest first, as (id, game, players, finished, count): reads
    a few hundred bytes of every file (the menu uses listing(), which reads only what
    it shows). A file that fails here is left for load_match() to repair."""
    out = []
    for mid in newest_first(st):
        e = entry(st, mid)
        if e is not None:
            out.append(e)
    return out


def current(st):
    """The id of the match to reopen at power-on (the last one played, while it is
    unfinished), or None."""
    if st.state is None:
        st.state = read_state(st)
    mid = st.state[0] if st.state else 0
    if not mid:
        return None
    e = entry(st, mid)
    if e is None:       # load_match repairs it, or sets it aside and says what was lost
        return mid if st._size(st.path(mid)) >= 0 else None
    return None if e[3] else mid


def shards_newest_first(st):
    """The numbers of the folders of a hundred matches, newest first. The state file's
    next free number says which is the newest, so the folder itself is not listed (a
    littlefs listing reads every entry's name and size, a hundred matches' folder more
    each time): the folders below it are taken as they are, one not there lists as
    empty. Listed when there is no state or a folder above it (a state rolled back)."""
    if st.state is None:
        st.state = read_state(st)
    top = (st.state[1] - 1) // SHARD if st.state and st.state[1] > 1 else -1
    if top >= 0 and st._size("%s/%02d" % (st.root, top + 1)) < 0:
        return list(range(top, -1, -1))
    out = shards(st)
    out.reverse()
    return out


class Listing:
    """The saved matches newest first, for the menu: the folders of a hundred matches
    are read newest first and name by name as the list is scrolled (the first screen
    reads the first few names of one folder or two), and each entry is read only when
    asked for, the last few kept."""

    def __init__(self, store):
        self.store = store
        self.shards = shards_newest_first(store)
        self.ids = []
        self.listed = 0         # folders begun
        self.names = None       # the names still to read of the folder begun last
        self.cache = {}

    def _upto(self, i):
        while i < 0 or len(self.ids) <= i:
            if self.names is None:
                if self.listed >= len(self.shards):
                    return
                self.names = newest_names(self.store, self.shards[self.listed])
                self.listed += 1
            for mid, ext in self.names:
                if ext == "log":
                    self.ids.append(mid)
                    break
            else:
                self.names = None

    def __len__(self):
        self._upto(-1)
        return len(self.ids)

    def count_upto(self, n):
        """min(n, the number of matches), reading no more names than that needs."""
        self._upto(n - 1)
        return min(n, len(self.ids))

    def __getitem__(self, i):
        self._upto(i)
        mid = self.ids[i]
        e = self.cache.get(mid)
        if e is None:
            e = entry(self.store, mid)
            if e is None:       # its head does not read: listed as damaged, game None
                e = (mid, None, (), False, 0)
            if len(self.cache) > 12:
                self.cache = {}
            self.cache[mid] = e
        return e
