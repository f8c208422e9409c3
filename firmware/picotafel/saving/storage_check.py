"""Reading saved matches back: power-on, replaying a file record by record, repairing a
flipped bit, cutting a damaged file at the damage (its original kept as NNNN.bad), and
the version 1 files of older firmware. Loaded only at boot and to open a saved match, so
the Pico's heap is free of it while a match is played (see storage.py for the format).
"""

from binascii import crc32

from picotafel.lang import t
from picotafel.core.match import Match
from picotafel.core.matchlog import LogError, parse_statement, is_number as digits
from picotafel.saving.storage_format import (HEAD, END, OVER, VERSION, NOTE, LAYOUT, SHARD,
    record, write_state)
from picotafel.saving.storage_list import unrecord, names, shards, newest_first, entry, read_state
from picotafel.saving import storage_known as known

HEAP = ("OPENED",)   # its group (picotafel.heap)

LANG_PART = "saving"      # its words leave the heap with it (picotafel.heap)

LINE_MAX = 256                 # a record is at most ~60 bytes; longer is damage


def _writes():
    """storage_write.py, loaded only when power-on moves an older firmware's files: the
    usual start writes no file whole, and each module loaded costs the start time."""
    from picotafel.saving import storage_write
    return storage_write


# -- messages ---------------------------------------------------------------------------
# A message of these checks is plain data until it is shown: (NAME, its arguments...),
# NAME a line of the part `saving`, each argument a number, a text, or a message (the
# reason a file was repaired or set aside: WHY_...). A repair's message is kept in the
# repaired file as a note in words of no language (said), and worded when the file is
# read, in the language chosen then.

TEXT_MAX = 100      # characters of a text argument a note keeps (a record stays short)


def word(msg):
    """The text of message `msg` in the chosen language."""
    text = t(msg[0], "saving")
    if len(msg) == 1:
        return text
    return text % tuple(word(a) if isinstance(a, tuple) else a for a in msg[1:])


def said(msg):
    """Message `msg` in words of no language, for a note: its NAME and its arguments
    after it, one word each in the order of its fields (a message in place, a number in
    digits, a text after a ' with %, a space and a newline as %25 %20 %0A):
    "KEPT_N_LOST 12 WHY_DAMAGED_AT 8 7 10 12"."""
    out = msg[0]
    for a in msg[1:]:
        if isinstance(a, tuple):
            out += " " + said(a)
        elif isinstance(a, int):
            out += " %d" % a
        else:
            out += " '" + str(a)[:TEXT_MAX].replace("%", "%25").replace(" ", "%20") \
                .replace("\n", "%0A")
    return out


def _unsaid(words, i):
    """(message, index of the word after it) said by words[i:] (said); ValueError or
    IndexError if they say none."""
    name = words[i]
    text = t(name, "saving")
    if text == name or not "A" <= name[:1] <= "Z":
        raise ValueError(name)
    msg = [name]
    i += 1
    k = text.find("%")
    while k >= 0:
        k += 1
        while text[k] in "0123456789":     # %04d
            k += 1
        w = words[i]
        if text[k] == "d":
            if not digits(w):
                raise ValueError(w)
            msg.append(int(w))
            i += 1
        elif w.startswith("'"):
            msg.append(w[1:].replace("%20", " ").replace("%0A", "\n").replace("%25", "%"))
            i += 1
        else:
            a, i = _unsaid(words, i)
            msg.append(a)
        k = text.find("%", k)
    return tuple(msg), i


def worded(note):
    """The note ending a file, as the user reads it: said by this firmware (said), in
    the language chosen now; else (worded by a firmware before it) as it is."""
    words = note.split(" ")
    try:
        msg, n = _unsaid(words, 0)
        if n == len(words):
            return word(msg)
    except (ValueError, IndexError, TypeError):
        pass
    return note


# -- power-on --------------------------------------------------------------------------

def boot(st):
    """Make the folder sound after power-on; the messages to show. Reads the state file
    only; without one (a first start, an update from version 1, a damaged state file)
    it looks at every file once and writes it. Never raises: the device must start."""
    try:
        st._mkroot()
        st.state = read_state(st)
        moved = 0
        if st.state is None:
            moved = _move_flat(st) + _writes().rename_old(st)
            st.state = _scan(st) + [0]
            known.seed(st)
            write_state(st, st.state[0], st.state[1])
        elif st.layout < LAYOUT:      # an earlier firmware's: flat or NN/NNNN.log names,
            moved = _move_flat(st) + _writes().rename_old(st)   # no knownNN records
            known.seed(st)
            st.layout = LAYOUT
            write_state(st, st.state[0], st.state[1], st.state[2])
        if moved:
            st.notes.append(t("MATCHES_MOVED", "saving") % moved)
        _only_tmp(st, st.state[0])
        _gone(st)
        _check_known(st)
    except Exception as e:  # noqa: BLE001  (a failing flash must not stop the device)
        st.notes.append(t("STORAGE_FAILED", "saving") % e)
    if st.settings_bad:
        st.notes.append(t("SETTINGS_DAMAGED", "saving") % st.settings_bad)
        st.settings_bad = 0
    return st.take_notes()


def _gone(st):
    """The match to reopen is not there (no file, no .tmp, no .bad) although the state
    file counts its statements (written after its first save): littlefs lost it (damage
    in its own blocks). Said; nothing is reopened. (Without a count the power may have
    failed before that first save: nothing was keyed yet.)"""
    mid, nxt, count = st.state
    if mid and count and _missing(st, mid):
        st.notes.append(t("MATCH_LOST_N", "saving") % (mid, count))
        write_state(st, 0, nxt)
    last = _last(st)
    if last >= nxt and _missing(st, last):
        # The folder's own block went back to before match `last` was started (a match
        # deleted since had been counted in the state file: nxt > last).
        st.notes.append(t("MATCH_LOST", "saving") % last)
        write_state(st, st.state[0], last + 1, st.state[2])


def _check_known(st):
    """The saved matches checked against what was known of them when they were left
    (storage_known): one folder of a hundred in turn, newest first, listed once with its
    files' sizes, and the match left last. A file whose size is its record's is taken
    as it was left; any other is read (its ends, or the whole of it when they do not
    read): a loss said once with its exact count, a file gone said, a lost `# over` put
    back. Every match is so checked within as many power-ons as there are folders (all
    of them at each power-on up to a hundred matches), and a power-on lists one folder
    whatever the number of matches: listing a full folder reads about as much as the
    rest of power-on, and each folder more would add as much again."""
    top = (st.state[1] - 1) // SHARD if st.state[1] > 1 else 0
    shard = known.turn(st, top + 1)
    _check_folder(st, shard)
    if not top:
        return              # one folder: the match left last was in it
    r = known.left_last(st)
    if r is None or r[0] // SHARD == shard:
        return
    mid, count, size = r[0], r[1], r[3]
    if st._size(st.path(mid)) == size:
        return              # as it was left
    if _missing(st, mid):
        st.notes.append(t("MATCH_LOST_N", "saving") % (mid, count))
        known.put(st, mid, 0, False)
        return
    e = entry(st, mid)
    if e is not None:       # else its ends do not read: said when it is opened
        _against(st, mid, e[4], e[3], True)


def _check_folder(st, shard):
    """Folder `shard`'s matches with a record (but the one played) against it, by the
    sizes of one listing (_check_known)."""
    recs = known.last_records(st, shard)
    if not recs:
        return
    sizes, other = known.listed(st, shard)
    for mid in sorted(recs):
        count, over, size = recs[mid]
        if mid == st.state[0]:
            continue                # the state file counts it: load_match checks it
        has = sizes.get(mid)
        if has is None:
            if mid in other:        # a .tmp alone, or a .bad: opening it says the rest
                if st._size(st.path(mid, "bad")) < 0:
                    st.load_match(mid)
            elif _missing(st, mid):
                st.notes.append(t("MATCH_LOST_N", "saving") % (mid, count))
                known.put(st, mid, 0, False)
            continue
        if has == size:
            continue
        e = entry(st, mid)          # a folder rolled back gives whole records
        if e is not None:
            _against(st, mid, e[4], e[3], True)
        else:                       # its ends do not read: opened, mended, counted
            st.load_match(mid)


def _against(st, mid, has, finished, sound):
    """Match `mid` (not the one played), `has` statements (`finished`; its file `sound`
    or mended), against what was known of it when it was left: a loss said once, a lost
    `# over` put back (every statement is there); the record written again with what
    the file holds now (its size too), so that the next power-on finds it as left."""
    k = known.known(st, mid)
    if k is None:
        return
    count, over, size = k
    if has < count:
        if sound:
            lost = count - has
            st.notes.append(t("MATCH_LOST_ONE", "saving") % (mid, has) if lost == 1 else
                            t("MATCH_LOST_LAST", "saving") % (mid, lost, has))
        known.put(st, mid, has, finished)
    elif over and not finished and has == count and sound:
        known.over_marker(st, mid, count)
        known.put(st, mid, count, True)
    elif has != count or finished != over or size != st._size(st.path(mid)):
        known.put(st, mid, has, finished)


def _only_tmp(st, mid):
    """Match `mid`, known to have statements saved, has no file but a rewrite's .tmp:
    littlefs gave its folder back as it was before the rename (damage in the folder's
    own blocks). The .tmp is then all there is of it, and reads record by record as
    any file (what it lacks is said as for a file given back shorter)."""
    if not mid or st._size(st.path(mid)) >= 0 or st._size(st.path(mid, "tmp")) < 0:
        return
    state = st.state
    counted = state[2] if state and state[0] == mid else (known.known(st, mid) or (0,))[0]
    if counted:
        st._replace(st.path(mid, "tmp"), st.path(mid))


def _missing(st, mid):
    """No file of match `mid` at all, in its folder or (version 1) in the folder itself."""
    for ext in ("log", "tmp", "bad"):
        if st._size(st.path(mid, ext)) >= 0 or st._size(st.flat(mid, ext)) >= 0:
            return False
    return True


def _last(st):
    """The newest match's number in `matches.last` (0 if it does not read)."""
    try:
        with open(st.last, "rb") as f:
            got = unrecord(f.read(64).rstrip(b"\n"))
    except OSError:
        return 0
    if got is None or not got[0].startswith("last ") or not digits(got[0][5:]):
        return 0
    return int(got[0][5:])


def _move_flat(st):
    """Move the files that firmware before the folders of a hundred kept in the folder
    itself (`/matches/0001.log`, version 1 or 2) into them, a save cut by a power cut
    settled first; the number of matches moved."""
    flat = names(st)
    for mid, ext in flat:
        if ext == "tmp":
            _settle_tmp(st, st.flat(mid, "tmp"), st.flat(mid))
    n = 0
    for mid, ext in flat:
        if ext != "tmp" and st._size(st.flat(mid, ext)) >= 0:
            _move_in(st, mid, ext)
            n += ext == "log"
    return n


def _scan(st):
    """[match to reopen, next free number] from the files themselves: the newest
    unfinished match."""
    top = 0
    for shard in shards(st):
        for mid, _ in names(st, shard):
            top = max(top, mid)
    reopen = 0
    for mid in newest_first(st):
        e = entry(st, mid)
        if e is None or not e[3]:
            reopen = mid
            break
    return [reopen, top + 1]


def _move_in(st, mid, ext):
    """Move version 1's file of `mid` into its folder of a hundred (one rename)."""
    if st._size(st.flat(mid, ext)) >= 0:
        _writes().mkshard(st, mid)
        st._replace(st.flat(mid, ext), st.path(mid, ext))


def _settle_tmp(st, t, log):
    """A .tmp is a rewrite cut before its rename: the .log beside it is the version
    before, whole, so the .tmp goes. Only a version 1 save (whole file, check line)
    that was cut after closing its .tmp is the newer version, and is kept."""
    if st._size(t) < 0:
        return
    try:
        data = _read(t)
        if _version(data) == 1 and _check_line(data) is not None:
            st._replace(t, log)
            return
    except (OSError, MemoryError):
        pass
    st._remove(t)


# -- opening a match -------------------------------------------------------------------

def shorter(st, mid, m, sound):
    """A sound file of the match to reopen with fewer statements than the state file
    counted (any other match: than storage_known kept when it was left): littlefs gave
    back an older version of it (a commit lost to damage in its own blocks). Said, and
    the count set to what is kept, so that it is said once. A finished match whose file
    lost its `# over` gets it back."""
    if m is None:
        return
    if sound and m.finished:
        e = entry(st, mid)
        if e is not None and not e[3] and e[4] == m.count:
            known.over_marker(st, mid, m.count)
    state = st.state
    if not state or state[0] != mid:
        _against(st, mid, m.count, m.finished, sound)
        return
    if m.count >= state[2]:
        return
    if sound:
        lost = state[2] - m.count
        st.notes.append(t("MATCH_LOST_ONE", "saving") % (mid, m.count) if lost == 1 else
                        t("MATCH_LOST_LAST", "saving") % (mid, lost, m.count))
    try:
        write_state(st, mid, state[1], m.count)
    except OSError:
        pass


def load(st, mid):
    """(match, None) for a sound version 2 file; else (what was read or None, what to
    do about it: (kind, why, lost) for storage_repair.mend: kind 0 set it aside, 1 the
    same unless the version line is one bit off, 2 version 1, 3 a bit repaired, 4 cut
    at the damage)."""
    p = st.path(mid)
    _only_tmp(st, mid)
    _settle_tmp(st, st.path(mid, "tmp"), p)
    size = st._size(p)
    if size < 0 and st._size(st.flat(mid)) >= 0:      # a version 1 file put back by hand
        try:
            _move_in(st, mid, "log")
        except OSError:
            pass
        size = st._size(p)
    if size < 0:
        st.notes.append(t("MATCH_NOT_THERE", "saving") % mid)
        return None, None
    if size == 0:
        return None, (0, ("WHY_EMPTY",), 0)
    try:
        with open(p, "rb") as f:
            first = f.readline(LINE_MAX)
    except OSError as e:
        return None, (0, ("WHY_UNREADABLE", str(e)), 0)
    if first == HEAD + b"1\n":
        return None, (2, None, 0)
    got = unrecord(first.rstrip(b"\n"))
    if got is not None and got[1] == 0 and got[0].startswith(HEAD.decode()):
        v = got[0][len(HEAD):]
        if v != str(VERSION):
            return None, (0, ("WHY_NEWER", v) if digits(v) and int(v) > VERSION
                          else ("WHY_UNKNOWN_VERSION",), 0)
    elif not first.startswith(HEAD[:9]):
        return None, (1, first, 0)       # not ours, unless one bit is off
    try:
        m, why, repaired, lost, note = _read_records(p)
    except MemoryError:
        raise
    except Exception as e:  # noqa: BLE001  (whatever a file holds, the device must start)
        return None, (0, ("WHY_UNREADABLE", str(e)), 0)
    if why is None and not repaired:
        st.saved[mid] = m.count
        if note:
            st.notes.append(worded(note))
        return m, None
    if m.players is None:
        return None, (0, why or ("WHY_DAMAGED",), 0)
    return m, (3, None, 0) if why is None else (4, why, lost)


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


# A collection after this many bytes allocated in a replay (a 100,000-byte match on the
# emulated Pico reopens in 47.5 s at 8 KiB, 25.6 s at 32 KiB, 21.4 s at 64 KiB, the same
# heap free after; without it, it does not reopen): a quarter of the heap a replay has.
REPLAY_GC_BYTES = 32768


def _collect_often():
    """Make MicroPython collect every REPLAY_GC_BYTES allocated; (gc.threshold, the
    value to put back when the replay is done), or None (CPython has none). What a replay
    keeps (the game's few small tuples a deal) is then laid out close together at the
    bottom of the heap: without it, each lands wherever the deal's passing strings had
    reached, spread over the whole heap between holes, and a 100,000-byte match left no
    block of 4 KiB free to open its play screen (or to grow its list of deals)."""
    import gc
    threshold = getattr(gc, "threshold", None)
    if threshold is None:
        return None
    before = threshold()
    gc.collect()
    threshold(REPLAY_GC_BYTES)
    return threshold, before


def _read_records(p):
    """Replay the records of version 2 file `p`: (match, why it stopped early or None,
    records repaired, the statements lost after the damage (lost_after), the note ending
    the file or None).
    Reads a line at a time, so a long match never needs its whole text in the heap."""
    m = Match()
    count = -1
    repaired = 0
    lost = (0, 0)
    why = None
    note = None
    f = open(p, "rb")
    collect = _collect_often()
    try:
        # The packed statements take about a fifth of their records' bytes. MicroPython
        # grows a bytearray by exactly what is added, moving it whole when the heap
        # after it is taken: so room is made once, up front, for the whole match and
        # some play after it (bytearray(n) emptied keeps its n bytes as spare room).
        size = f.seek(0, 2)
        if size > 8192:                 # a long match (a short one grows cheaply)
            m.body = bytearray(size // 4 + 256)
            m.body[:] = b""
        f.seek(0)
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
                recs = repair(body, count)
                if recs is None and nxt:
                    recs = repair(body + b"\n" + nxt.rstrip(b"\n"), count)
                    if recs is not None:
                        nxt = f.readline(LINE_MAX)
                if recs is not None:
                    repaired += 1
            if recs is None:
                if no_statement(body, nxt, count):
                    repaired += 1          # a version line or a marker: only itself lost
                    count = max(count, 0)
                    continue
                why = ("WHY_DAMAGED_AT", count + 1 if count >= 0 else 1)
                lost = lost_after(f, nxt, max(count, 0), LINE_MAX)
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
                        why = ("WHY_IMPOSSIBLE_AT", seq,
                               e.msg if isinstance(e, LogError) else e.args[0])
                        break
                    count += 1
            if why is not None:
                break
    finally:
        f.close()
        if collect is not None:
            collect[0](collect[1])
    if m.players is None and why is None:
        why = ("WHY_NO_PLAYERS",) if m.module is not None else ("WHY_NO_STATEMENTS",)
    return m, why, repaired, lost, note


# -- a damaged record: its one repair, or what its damage costs (storage_repair mends
# the file with them) -------------------------------------------------------------------

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


def repair(block, count):
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


def _marker_like(body, count):
    """Damaged record `body` was a marker (it held no statement): a note's beginning, or
    the `# over` marker after `count` statements, each at most two bits off."""
    if _distance(body[:7], NOTE.encode()) <= 2:
        return True
    over = record(OVER, count)[:-1]
    return _distance(body, over) <= 2


def no_statement(body, nxt, count):
    """Damaged record `body`, line `nxt` after it (b"" at the end), `count` statements
    before it (-1: none read yet, the version line): True if it held no statement, so
    that its damage costs nothing but itself. The record after it says so by its
    number (a statement numbered count + 1, a marker count); else its own bytes do."""
    r = unrecord(nxt.rstrip(b"\n")) if nxt else None
    if count < 0:                  # the version line: the file goes on as a match does
        return r is not None and r[1] == 1 and not r[0].startswith("#")
    if r is not None:
        return r[1] == (count if r[0].startswith("#") else count + 1)
    return _marker_like(body, count)


def lost_after(f, nxt, count, line_max):
    """The statements lost with a damaged statement record (number count + 1) and the
    lines after it (`nxt`, then the rest of file `f`), as (those the sound records after
    it prove: up to the highest number one has, those of the damaged lines after the
    last sound one: one each unless it was a marker). The second is a guess (a damaged
    line may hold two records, or none): storage_repair.mend takes what was known of
    the match before it when it can."""
    top = count + 1
    proven = count          # the highest number a sound record after it has
    unknown = 0
    while nxt:
        body = nxt.rstrip(b"\n")
        r = unrecord(body)
        if r is not None:
            top = max(top, r[1])
            proven = max(proven, r[1])
            unknown = 0
        elif body and not _marker_like(body, top + unknown):
            unknown += 1
        nxt = f.readline(line_max)
    return proven - count, top + unknown - proven


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


def _read(p):
    f = open(p, "rb")
    try:
        return f.read()
    finally:
        f.close()
