"""Reading saved matches back: power-on, replaying a file record by record, repairing a
flipped bit, cutting a damaged file at the damage (its original kept as NNNN.bad), and
the version 1 files of older firmware. Loaded only at boot and to open a saved match, so
the Pico's heap is free of it while a match is played (see storage.py for the format).
"""

from binascii import crc32

from picotafel.match import Match, load as load_match_text
from picotafel.matchlog import LogError, parse_statement
from picotafel.storage import HEAD, END, VERSION, NOTE, unrecord

LINE_MAX = 256                 # a record is at most ~60 bytes; longer is damage
_COPY = 256                    # bytes copied at a time to NNNN.bad
_OK_BYTES = b"\n abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789#=_-"


# -- power-on --------------------------------------------------------------------------

def boot(st):
    """Make the folder sound after power-on; the messages to show. Reads the state file
    only; without one (a first start, an update from version 1, a damaged state file)
    it looks at every file once and writes it. Never raises: the device must start."""
    try:
        st._mkroot()
        state = st._read_state()
        if state is None:
            state = _scan(st)
            st._write_state(state[0], state[1])
        st.state = state
    except Exception as e:  # noqa: BLE001  (a failing flash must not stop the device)
        st.notes.append("saved matches: %s" % e)
    return st.take_notes()


def _scan(st):
    """[match to reopen, next free number] from the files themselves (settling any save
    that a power cut interrupted): the newest unfinished match."""
    names = st._names()
    for mid, ext in names:
        if ext == "tmp":
            _settle_tmp(st, mid)
    current = 0
    for mid in st.ids():
        e = st.entry(mid)
        if e is None or not e[3]:
            current = mid
            break
    return [current, max([i for i, _ in names] + [0]) + 1]


def _settle_tmp(st, mid):
    """A .tmp is a rewrite cut before its rename: the .log beside it is the version
    before, whole, so the .tmp goes. Only a version 1 save (whole file, check line)
    that was cut after closing its .tmp is the newer version, and is kept."""
    t = st.path(mid, "tmp")
    if st._size(t) < 0:
        return
    try:
        data = _read(t)
        if _version(data) == 1 and _check_line(data) is not None:
            st._replace(t, st.path(mid))
            return
    except (OSError, MemoryError):
        pass
    st._remove(t)


# -- opening a match -------------------------------------------------------------------

def load_match(st, mid):
    """Match `mid` replayed (see Store.load_match). Never raises for a bad file; a
    MemoryError passes through (a full heap is no reason to set a sound match aside)."""
    _settle_tmp(st, mid)
    p = st.path(mid)
    size = st._size(p)
    if size < 0:
        st.notes.append("match %d is not saved" % mid)
        return None
    if size == 0:
        return _set_aside(st, mid, "empty")
    try:
        with open(p, "rb") as f:
            first = f.readline(LINE_MAX)
    except OSError as e:
        return _set_aside(st, mid, "unreadable (%s)" % e)
    if first == HEAD + b"1\n":
        return _load_v1(st, mid)
    got = unrecord(first.rstrip(b"\n"))
    if got is not None and got[1] == 0 and got[0].startswith(HEAD.decode()):
        v = got[0][len(HEAD):]
        if v != str(VERSION):
            return _set_aside(st, mid, "from a newer firmware (version %s)" % v
                              if _digits(v) and int(v) > VERSION else "unknown version")
    elif not first.startswith(b"# picotafel") and _distance(first[:12], HEAD[:12]) > 1:
        return _set_aside(st, mid, "not a match file")
    try:
        m, why, repaired, lost, note = _read_records(p)
    except MemoryError:
        raise
    except Exception as e:  # noqa: BLE001  (whatever a file holds, the device must start)
        return _set_aside(st, mid, "unreadable (%s)" % e)
    if why is None and not repaired:
        st.saved[mid] = m.count
        if note:
            st.notes.append(note)
        return m
    if m.players is None:
        return _set_aside(st, mid, why or "damaged")
    if why is None:
        text = "match %d: a damaged byte repaired, nothing lost (old file kept as %04d.bad)" \
            % (mid, mid)
    else:
        text = _kept(mid, why, m.count, lost)
    return _recover(st, mid, m, text)


def _kept(mid, why, count, lost):
    return "match %d %s: kept %d statements%s (old file kept as %04d.bad)" % (
        mid, why, count, ", %d lost" % lost if lost else "", mid)


def _digits(s):
    for ch in s:
        if ch not in "0123456789":
            return False
    return bool(s)


def _distance(a, b):
    """Bits that differ between two byte strings of one length (else 99)."""
    if len(a) != len(b):
        return 99
    n = 0
    for i in range(len(a)):
        x = a[i] ^ b[i]
        while x:
            n += x & 1
            x >>= 1
    return n


def _parse(block, count):
    """The records of `block` (lines of bytes joined by newlines) if every one is sound
    and in its place after `count` statements (-1: the version line comes first), as
    [(text, seq)], else None."""
    out = []
    lines = block.split(b"\n")
    if len(lines) > 1 and not lines[-1]:
        lines.pop()                        # the newline ending the block
    for line in lines:
        r = unrecord(line)
        if r is None:
            return None
        text, seq = r
        if count < 0:
            if seq != 0 or not text.startswith(HEAD.decode()):
                return None
            count = 0
        elif text.startswith("#"):
            if seq != count:
                return None
        elif seq != count + 1:
            return None
        else:
            count += 1
        out.append(r)
    return out


def _repair(block, count):
    """The records of `block` after the one single-bit change that makes them sound
    (a flipped bit in a record, or a newline made or lost between two), or None."""
    w = bytearray(block)
    for i in range(len(w) * 8):
        w[i >> 3] ^= 1 << (i & 7)
        got = _parse(bytes(w), count)
        w[i >> 3] ^= 1 << (i & 7)
        if got is not None:
            return got
    return None


def _read_records(p):
    """Replay the records of version 2 file `p`: (match, why it stopped early or None,
    records repaired, records left after the damage, the note ending the file or None).
    Reads a line at a time, so a long match never needs its whole text in the heap."""
    m = Match()
    count = -1
    repaired = 0
    lost = 0
    why = None
    note = None
    f = open(p, "rb")
    try:
        nxt = f.readline(LINE_MAX)
        while nxt:
            line = nxt
            nxt = f.readline(LINE_MAX)
            whole = line.endswith(b"\n")
            body = line[:-1] if whole else line
            recs = _parse(body, count) if (whole or not nxt) else None
            if recs is not None and not whole:
                repaired += 1                  # the last newline was lost
            if recs is None and (whole or not nxt):
                recs = _repair(body, count)
                if recs is None and nxt:
                    recs = _repair(body + b"\n" + nxt.rstrip(b"\n"), count)
                    if recs is not None:
                        nxt = f.readline(LINE_MAX)
                if recs is not None:
                    repaired += 1
            if recs is None:
                why = "damaged at statement %d" % (count + 1 if count >= 0 else 1)
                lost = 1
                while nxt:
                    lost += 1 if nxt.endswith(b"\n") else 0
                    nxt = f.readline(LINE_MAX)
                break
            for text, seq in recs:
                if count < 0:
                    count = 0
                elif text.startswith("#"):
                    note = text[len(NOTE):] if text.startswith(NOTE) else note
                else:
                    note = None
                    try:
                        st = parse_statement(text)
                        m.apply(st, seq)
                    except (ValueError, LogError) as e:
                        why = "impossible at statement %d: %s" % (
                            seq, e.msg if isinstance(e, LogError) else e.args[0])
                        break
                    count += 1
            if why is not None:
                break
    finally:
        f.close()
    if m.players is None and why is None:
        why = "impossible: no players" if m.module is not None else "without statements"
    return m, why, repaired, lost, note


def _recover(st, mid, m, text):
    """Put the kept statements `m` in place of the damaged file, cut-safe at every
    write: the damaged file is copied to NNNN.bad, the kept match written to NNNN.tmp
    ending with `text` as a note, and renamed over the damaged file. Until that rename
    the damaged file is there to be read again; after it the note is in the file, so a
    power cut at any point still tells the user."""
    p = st.path(mid)
    try:
        _copy(p, st.path(mid, "bad"))
        st.write_file(mid, m, "tmp", note=text)
        st._replace(st.path(mid, "tmp"), p)
    except OSError as e:
        st._remove(st.path(mid, "tmp"))
        st.notes.append("%s; could not repair it (%s)" % (text, e))
        return m
    st.saved[mid] = m.count
    st.notes.append(text)
    return m


def _copy(src, dst):
    buf = bytearray(_COPY)
    with open(src, "rb") as a:
        with open(dst, "wb") as b:
            while True:
                n = a.readinto(buf)
                if not n:
                    break
                b.write(buf[:n] if n < _COPY else buf)


def _set_aside(st, mid, why):
    """Rename NNNN.log to NNNN.bad (nothing in it to keep) and tell the user once."""
    try:
        st._remove(st.path(mid, "bad"))
        st._replace(st.path(mid), st.path(mid, "bad"))
    except OSError as e:
        st._remove(st.path(mid))
        st.notes.append("match %d %s; could not set it aside (%s): removed" % (mid, why, e))
        return None
    st.saved.pop(mid, None)
    st.notes.append("match %d %s: set aside as %04d.bad" % (mid, why, mid))
    return None


# -- version 1 files (firmware before the record format) -------------------------------

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
    """(count, finished) from a valid version 1 check line closing `data`, else None."""
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
    """The match made by the complete, clean lines at the start of a damaged version 1
    file: every statement that was whole before the damage."""
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
    return m


def _read(p):
    f = open(p, "rb")
    try:
        return f.read()
    finally:
        f.close()


def _load_v1(st, mid):
    """A version 1 file: the whole log under one check line. Sound, it opens as it is
    (its next save writes it as version 2); damaged, its whole statements before the
    damage are kept."""
    try:
        data = _read(st.path(mid))
    except OSError as e:
        return _set_aside(st, mid, "unreadable (%s)" % e)
    why = None
    if _check_line(data) is None:
        why = "incomplete or damaged"
    else:
        try:
            m = load_match_text(data.decode())
            if m.players is not None:
                return m
            why = "impossible: no players"
        except LogError as e:
            why = "impossible at line %d: %s" % (e.line, e.msg)
        except UnicodeError:
            why = "incomplete or damaged"
    try:
        m = _salvage(data)
    except UnicodeError:
        m = Match()
    data = None
    if m.players is None:
        return _set_aside(st, mid, why)
    return _recover(st, mid, m, _kept(mid, why, m.count, 0))
