"""Reading saved matches back after power-on: which files are sound, finishing or
dropping a save cut by a power cut, setting damaged files aside (keeping what can be
kept), and replaying a match. Loaded only at boot and to open a saved match, so the
Pico's heap is free of it while a match is played (see storage.py for the file format).
"""

from binascii import crc32

from picotafel.match import Match, load as load_match_text
from picotafel.matchlog import LogError, parse_statement
from picotafel.storage import HEAD, END, VERSION, MAX_BYTES

_OK_BYTES = b"\n abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789#=_-"


def _version(data):
    """The version number in the first line of `data`, or None if it is not ours."""
    nl = data.find(b"\n")
    if not data.startswith(HEAD) or nl < 0:
        return None
    v = data[len(HEAD):nl]
    if not v or not v.isdigit() or len(v) > 4:
        return None
    return int(v)


def _check_line(data):
    """(count, finished) from a valid check line closing `data`, else None."""
    if not data.endswith(b"\n"):
        return None
    start = data.rfind(b"\n", 0, len(data) - 1) + 1
    line = data[start:-1]
    if not line.startswith(END):
        return None
    parts = line[len(END):].split(b" ")
    if len(parts) != 3 or not parts[0].isdigit() or parts[1] not in (b"open", b"over"):
        return None
    if len(parts[2]) != 8 or "%08x" % (crc32(data[:start]) & 0xFFFFFFFF) != parts[2].decode():
        return None
    return int(parts[0]), parts[1] == b"over"


def _salvage(data):
    """The match made by the complete, clean lines at the start of a damaged file: every
    statement that was whole before the damage (a power cut mid-write on a filesystem
    without littlefs's guarantees, a bad sector). None if nothing worth keeping."""
    end = data.rfind(b"\n") + 1                 # a last line without its newline is cut off
    for i in range(end):
        if data[i] not in _OK_BYTES:
            end = data.rfind(b"\n", 0, i) + 1   # drop the line holding the bad byte
            break
    text = data[data.find(b"\n") + 1:end].decode()
    m = Match()
    start = 0
    line = 1
    while start < len(text):
        nl = text.find("\n", start)
        try:
            st = parse_statement(text[start:nl])
            if st is not None:
                m.apply(st, line)
        except (ValueError, LogError):
            break
        start = nl + 1
        line += 1
    return m if m.players is not None else None


def read(p):
    f = open(p, "rb")
    try:
        return f.read()
    finally:
        f.close()


def judge(st, p):
    """None if file `p` is a complete file of ours, else why not (and never raises)."""
    try:
        size = st.fs.stat(p)[6]
        if size == 0:
            return "empty"
        if size > MAX_BYTES:
            return "too big (%d bytes)" % size
        data = read(p)
    except OSError as e:
        return "unreadable (%s)" % e
    v = _version(data)
    if v is None:
        return "not a match file"
    if v != VERSION:
        return "from a newer firmware (version %d)" % v if v > VERSION else \
            "unknown version %d" % v
    if _check_line(data) is None:
        return "incomplete or damaged"
    return None


def set_aside(st, mid, why):
    """Rename NNNN.log to NNNN.bad (never read again), keeping any complete statements
    of a damaged file as the match itself, and tell the user once."""
    p = st.path(mid)
    kept = None
    if why == "incomplete or damaged" or why.startswith("impossible"):
        try:
            kept = _salvage(read(p))
        except (OSError, UnicodeError):
            kept = None
    try:
        if kept is not None:
            st._write(mid, kept, "tmp")
        st._remove(st.path(mid, "bad"))
        st._replace(p, st.path(mid, "bad"))
        if kept is not None:
            st._replace(st.path(mid, "tmp"), p)
    except OSError as e:
        st._remove(st.path(mid, "tmp"))
        st._remove(p)
        st.notes.append("match %d %s; could not set it aside (%s): removed" % (mid, why, e))
        return
    if kept is not None:
        st.notes.append("match %d was %s: kept its first %d statements, the file as %04d.bad"
                          % (mid, why, kept.count, mid))
    else:
        st.notes.append("match %d %s: set aside as %04d.bad" % (mid, why, mid))


def boot(st):
    """Make the folder sound after power-on; the messages to show, one per problem.
    A complete .tmp is a save cut before its rename: finish it. Any other .tmp is a
    save cut while writing: drop it (the .log is the version before). Every .log that
    cannot be read is set aside. Never raises: the device must start."""
    try:
        st._mkroot()
        for mid in st._ids("tmp"):
            t = st.path(mid, "tmp")
            if judge(st, t) is None:
                st._replace(t, st.path(mid))
            else:
                st._remove(t)
        for mid in st._ids():
            why = judge(st, st.path(mid))
            if why is not None:
                set_aside(st, mid, why)
    except Exception as e:  # noqa: BLE001  (a failing flash must not stop the device)
        st.notes.append("saved matches: %s" % e)
    return st.take_notes()


def load_match(st, mid):
    """Match `mid` replayed. A file that cannot be read is set aside (the reason in
    take_notes()); then the statements before the damage, if any, or None. Never
    raises for a bad file; a MemoryError passes through (a full heap is no reason to
    set a sound match aside)."""
    m = _load_match(st, mid)
    if m is None and st._size(st.path(mid)) > 0:
        m = _load_match(st, mid)       # what _set_aside kept, written afresh
    return m

def _load_match(st, mid):
    p = st.path(mid)
    if st._size(p) < 0:
        st.notes.append("match %d is not saved" % mid)
        return None
    why = judge(st, p)
    if why is None:
        try:
            data = read(p)
            m = load_match_text(data.decode())
            if m.players is not None:
                return m
            why = "impossible: no players"
        except LogError as e:
            why = "impossible at line %d: %s" % (e.line, e.msg)
        except (OSError, UnicodeError) as e:
            why = "unreadable (%s)" % e
    set_aside(st, mid, why)
    return None
