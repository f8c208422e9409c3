"""Mending saved matches (see storage.py for the format): a flipped bit repaired, a
damaged file cut at the damage with its original kept in NNNN.bad (appended: the file
keeps the original of every repair), a file that is not a match set aside, a damaged
record without a statement skipped, and the version 1 files of older firmware. Loaded only when a file
needs it (Store.load_match), so a sound power-on never holds it in the heap.
"""

from picotafel.lang import t
from picotafel.core.match import Match, load as load_match_text
from picotafel.core.matchlog import LogError, parse_statement
from picotafel.saving.storage_format import HEAD
from picotafel.saving.storage_check import word, said, _distance, _read, _check_line
from picotafel.saving import storage_known as known
from picotafel.saving.storage_list import unrecord
from picotafel.saving.storage_write import write_file

HEAP = ("OPENED",)   # its group (picotafel.heap)

LANG_PART = "saving"      # its words leave the heap with it (picotafel.heap)

_COPY = 256                    # bytes copied at a time to NNNN.bad
_OK_BYTES = b"\n abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789#=_-"


def mend(st, mid, m, todo):
    """Do what storage_check.load found to be needed for match `mid`: the match kept,
    or None; the messages in st.notes."""
    if todo[0] == 1:
        first = todo[1]
        if _distance(first[:12], HEAD[:12]) > 1 and not _second_is_ours(st.path(mid)):
            return _set_aside(st, mid, ("WHY_NOT_MATCH_FILE",))
        from picotafel.saving.storage_check import _read_records
        m, why, repaired, lost, note = _read_records(st.path(mid))
        if m.players is None:
            return _set_aside(st, mid, why or ("WHY_DAMAGED",))
        todo = (3, None, 0) if why is None else (4, why, lost)
    if todo[0] == 0:
        return _set_aside(st, mid, todo[1])
    if todo[0] == 2:
        return _load_v1(st, mid)
    if todo[0] == 3:
        msg = ("BYTE_REPAIRED", mid, mid)
    else:
        counted = _counted(st, mid)
        msg = _kept(mid, todo[1], m.count, _lost(todo[2], counted - m.count if counted else None))
    return _recover(st, mid, m, msg)


def _lost(after, known):
    """The statements a file cut at its damage lost: what was known of the match before
    the damage (`known` more than it kept: the state file's count, storage_known's),
    unless the sound records after the damage prove more; not known (None), those
    records and a guess for the damaged lines after them (`after`:
    storage_check.lost_after)."""
    proven, guessed = after if after else (0, 0)
    if known is not None:
        return max(proven, known, 0)
    return proven + guessed


def _counted(st, mid):
    """The statements match `mid` had before the damage, when the file no longer says:
    the state file's count for the match to reopen, what storage_known kept of any
    other (0: not known)."""
    state = st.state
    if state and state[0] == mid:
        return state[2]
    got = known.known(st, mid)
    return got[0] if got else 0


def _second_is_ours(p):
    """The line after a damaged version line is a sound first statement: a match file
    whose version line alone is damaged (the rest reads as ever)."""
    try:
        with open(p, "rb") as f:
            f.readline(256)
            r = unrecord(f.readline(256).rstrip(b"\n"))
    except OSError:
        return False
    return r is not None and r[1] == 1 and not r[0].startswith("#")


def _kept(mid, why, count, lost):
    """The message of a file cut at its damage (`why`, a message: storage_check.word)."""
    if lost:
        return ("KEPT_N_LOST", mid, why, count, lost, mid)
    return ("KEPT_N", mid, why, count, mid)


def _recover(st, mid, m, msg):
    """Put the kept statements `m` in place of the damaged file, cut-safe at every
    write: the damaged file is copied to NNNN.bad, the kept match written to NNNN.tmp
    ending with message `msg` as a note (in words of no language: storage_check.said),
    and renamed over the damaged file. Until that rename the damaged file is there to be
    read again; after it the note is in the file, so a power cut at any point still
    tells the user, in the language chosen when it is read."""
    p = st.path(mid)
    text = word(msg)
    try:
        _copy(p, st.path(mid, "bad"))
        write_file(st, mid, m, "tmp", note=said(msg))
        st._replace(st.path(mid, "tmp"), p)
    except OSError as e:
        st._remove(st.path(mid, "tmp"))
        st.notes.append(t("COULD_NOT_REPAIR", "saving") % (text, e))
        return m
    st.saved[mid] = m.count
    st.notes.append(text)
    return m


def _copy(src, dst):
    """Append file `src` to file `dst`: NNNN.bad keeps every damaged original of the
    match, one after another (each begins with its version line), so that a second
    repair never destroys the first one's original."""
    if _ends_with(dst, src):
        return          # a repair cut by the power after its copy: kept once is enough
    buf = bytearray(_COPY)
    with open(src, "rb") as a:
        with open(dst, "ab") as b:
            while True:
                n = a.readinto(buf)
                if not n:
                    break
                b.write(buf[:n] if n < _COPY else buf)


def _ends_with(dst, src):
    """File `dst` ends with the bytes of file `src` (False if either does not read)."""
    try:
        with open(src, "rb") as a:
            n = a.seek(0, 2)
            with open(dst, "rb") as b:
                m = b.seek(0, 2)
                if m < n:
                    return False
                a.seek(0)
                b.seek(m - n)
                while True:
                    x = a.read(_COPY)
                    if not x:
                        return True
                    if b.read(len(x)) != x:
                        return False
    except OSError:
        return False


def _set_aside(st, mid, why):
    """Move NNNN.log to NNNN.bad (nothing in it to keep; renamed, or appended to the
    originals an earlier repair kept there) and tell the user once."""
    try:
        if st._size(st.path(mid, "bad")) < 0:
            st._replace(st.path(mid), st.path(mid, "bad"))
        else:       # a power cut before the remove: appended again at the next look
            _copy(st.path(mid), st.path(mid, "bad"))
            st._remove(st.path(mid))
    except OSError as e:
        st._remove(st.path(mid))
        st.notes.append(t("COULD_NOT_SET_ASIDE", "saving") % (mid, word(why), e))
        return None
    st.saved.pop(mid, None)
    lost = _counted(st, mid)
    st.notes.append(t("SET_ASIDE_LOST", "saving") % (mid, word(why), lost, mid) if lost
                    else t("SET_ASIDE", "saving") % (mid, word(why), mid))
    return None


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


def _load_v1(st, mid):
    """A version 1 file: the whole log under one check line. Sound, it opens as it is
    (its next save writes it as version 2); damaged, its whole statements before the
    damage are kept."""
    try:
        data = _read(st.path(mid))
    except OSError as e:
        return _set_aside(st, mid, ("WHY_UNREADABLE", str(e)))
    why = None
    if _check_line(data) is None:
        why = ("WHY_INCOMPLETE",)
    else:
        try:
            m = load_match_text(data.decode())
            if m.players is not None:
                return m
            why = ("WHY_NO_PLAYERS",)
        except LogError as e:
            why = ("WHY_IMPOSSIBLE_LINE", e.line, e.msg)
        except UnicodeError:
            why = ("WHY_INCOMPLETE",)
    try:
        m = _salvage(data)
    except UnicodeError:
        m = Match()
    data = None
    if m.players is None:
        return _set_aside(st, mid, why)
    counted = _counted(st, mid)
    return _recover(st, mid, m, _kept(mid, why, m.count, max(counted - m.count, 0)))
