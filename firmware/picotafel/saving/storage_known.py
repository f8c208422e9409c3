"""What was last known of each saved match the device has left: its statements and
whether it was over, kept when another match becomes the one played (a new match begun,
a saved one resumed), so that a match the flash later gives back shorter, without its
`# over`, or not at all is said with its exact loss. The state file counts the match
being played (storage.py); this counts every other one.

A small file per hundred matches, `known00`, `known01`..., beside the state file: in
the blocks of the folder that holds the folders, not in the match's own folder, so that
damage rolling the match's folder back to an earlier littlefs commit cannot take the
record with the match's end. A record is appended (`known MID COUNT OVER SIZE #0 CRC`:
SIZE the bytes of the match's file then; firmware before it wrote no SIZE), the last one
of a match counts, COUNT 0 says nothing is known (the match was deleted); past KNOWN_MAX
bytes the file is written again with the last record of each match, beside it and
renamed over it. A look-up reads one such file (at most a few KB) whatever the number of
saved matches. Power-on (storage_check._check_known) lists one folder of a hundred in
turn, newest first (CHECKED, beside the state file, names the folder checked last), with
the sizes littlefs keeps in the folder's entries, and compares each with its match's
record: only a file whose size differs is read (damage that rolled its folder back made
it shorter); the match left last is checked by its size at every power-on. So every
match is checked within as many power-ons as there are folders, each power-on listing
one; a match is also checked whenever it is opened (storage_check.shorter). Records are
written before the state file names another match, and removed before a match's files:
a power cut between the two leaves a record that is true, never one that says a deleted
match was lost.
"""

from picotafel.core.matchlog import is_number as digits
from picotafel.saving.storage_format import SHARD, OVER, record, regular
from picotafel.saving.storage_list import unrecord, entry, names, shards, parse_name

HEAP = ("NOT_IN_PLAY", "OPENED")   # its groups (picotafel.heap)

KNOWN_MAX = 8192            # bytes of a file before it is written again (a hundred
#                             records of ~40 bytes, one a match, fit twice)
_LINE = 80                  # a record is ~40 bytes; a longer line is damage
_TAIL = 200                 # the bytes read at power-on: the last few records
CHECKED = "checked"         # beside the state file: the folder checked last


def path(st, mid):
    return "%s/known%02d" % (st.root, mid // SHARD)


def _parse(line):
    """(mid, count, over, size) of a sound record line (size -1: a record of firmware
    before sizes), else None."""
    got = unrecord(line.rstrip(b"\n"))
    if got is None:
        return None
    w = got[0].split()
    if len(w) not in (4, 5) or w[0] != "known" or not (digits(w[1]) and digits(w[2])) \
            or w[3] not in ("0", "1") or len(w) == 5 and not digits(w[4]):
        return None
    return int(w[1]), int(w[2]), w[3] == "1", int(w[4]) if len(w) == 5 else -1


def _line(mid, count, over, size):
    if size < 0:
        return record("known %d %d %d" % (mid, count, 1 if over else 0), 0)
    return record("known %d %d %d %d" % (mid, count, 1 if over else 0, size), 0)


def _records(st, p):
    """The sound records of file `p`, in order (a damaged line costs itself only). Read
    512 bytes at a time (MicroPython reads a line a byte at a time), at most
    2 * KNOWN_MAX bytes, a line longer than _LINE dropped."""
    out = []
    if not regular(st, p):
        return out
    try:
        with open(p, "rb") as f:
            left = 2 * KNOWN_MAX
            rest = b""
            long = False            # inside a line longer than _LINE: damage
            while left > 0:
                chunk = f.read(min(512, left))
                if not chunk:
                    break
                left -= len(chunk)
                lines = (rest + chunk).split(b"\n")
                rest = lines.pop()
                for line in lines:
                    if long:
                        long = False
                        continue
                    r = _parse(line)
                    if r is not None:
                        out.append(r)
                if len(rest) > _LINE:
                    rest = b""
                    long = True
            if rest and not long:
                r = _parse(rest)
                if r is not None:
                    out.append(r)
    except OSError:
        pass
    return out


def known(st, mid):
    """(count, over, size) last recorded for match `mid` (size -1: not recorded), or
    None if nothing is known."""
    got = None
    for r in _records(st, path(st, mid)):
        if r[0] == mid:
            got = r
    return got[1:] if got and got[1] else None


def last_records(st, shard):
    """{mid: (count, over, size)} of the matches of folder `shard` something is known
    of (its knownNN file, the last record of each)."""
    out = {}
    for r in _records(st, "%s/known%02d" % (st.root, shard)):
        if r[1]:
            out[r[0]] = r[1:]
        else:
            out.pop(r[0], None)
    return out


def put(st, mid, count, over, size=None):
    """Record what match `mid` holds now (count 0: nothing, it is gone), its file's
    size with it (read when not given). Never raises: a record not written only leaves
    a loss unsaid."""
    p = path(st, mid)
    if size is None:
        size = st._size(st.path(mid)) if count else -1
    data = _line(mid, count, over, size)
    try:
        if st._size(p) + len(data) > KNOWN_MAX:
            _compact(st, p)
        with open(p, "ab") as f:
            f.write(data)
            st._sync(f)
    except (OSError, MemoryError):
        pass


def _compact(st, p):
    """Write file `p` again with the last record of each match still known."""
    last = {}
    for r in _records(st, p):
        last[r[0]] = r
    tmp = p + ".tmp"
    with open(tmp, "wb") as f:
        for mid in sorted(last):
            r = last[mid]
            if r[1]:
                f.write(_line(*r))
        st._sync(f)
    st._replace(tmp, p)


def leave(st, keep=0):
    """The match being played (the state file's) is about to be left for match `keep`:
    what it holds kept, from what this power-on saved, the state file's count and its
    file's last record, whichever says more."""
    state = st.state
    if not state or not state[0] or state[0] == keep:
        return
    mid = state[0]
    e = entry(st, mid)
    count = max(state[2], st.saved.get(mid, 0), e[4] if e else 0)
    if count:
        put(st, mid, count, bool(e and e[3] and e[4] == count))


def seed(st):
    """Record what every saved match holds now that has no record yet (matches saved by
    firmware before these records), but the one played (the state file counts it): once,
    at the first power-on of this firmware (the state file's LAYOUT then says it is
    done). Reads each match's first and last bytes and writes each folder's records in
    one append."""
    for shard in shards(st):
        p = "%s/known%02d" % (st.root, shard)
        have = [r[0] for r in _records(st, p)]
        data = b""
        for mid, ext in names(st, shard):
            if ext != "log" or mid in have or st.state and mid == st.state[0]:
                continue
            e = entry(st, mid)
            if e is not None and e[4]:
                data += _line(mid, e[4], e[3], st._size(st.path(mid)))
        if data:
            with open(p, "ab") as f:
                f.write(data)
                st._sync(f)


def forget(st, mid):
    """Match `mid` is being deleted: nothing is known of it any more."""
    if known(st, mid) is not None:
        put(st, mid, 0, False)


def listed(st, shard):
    """({mid: size} of the match files in folder `shard`, [mid] of its other files of
    ours: .tmp, .bad), from one listing: littlefs keeps each file's size in the
    folder's entry (MicroPython's ilistdir gives it); elsewhere each file is asked."""
    sizes = {}
    other = []
    p = "%s/%02d" % (st.root, shard)
    it = getattr(st.fs, "ilistdir", None)
    try:
        for e in (it(p) if it else ((n,) for n in st.fs.listdir(p))):
            got = parse_name(e[0])
            if got is None:
                continue
            if got[1] == "log":
                sizes[got[0]] = e[3] if len(e) > 3 else st._size(p + "/" + e[0])
            else:
                other.append(got[0])
    except OSError:
        pass
    return sizes, other


def turn(st, folders):
    """The folder (0 to `folders` - 1) to check at this power-on: the one below the
    folder checked at the last (kept in CHECKED), the newest after the oldest, so that
    each is checked in turn; with one folder, that one (nothing written). Never raises:
    a turn not kept checks the same folder again."""
    if folders < 2:
        return 0
    p = "%s/%s" % (st.root, CHECKED)
    last = 0
    try:
        with open(p, "rb") as f:
            got = unrecord(f.read(40).rstrip(b"\n"))
        if got and got[0].startswith("checked ") and digits(got[0][8:]):
            last = int(got[0][8:])
    except OSError:
        pass
    now = last - 1 if 0 < last < folders else folders - 1
    try:
        with open(p, "wb") as f:
            f.write(record("checked %d" % now, 0))
    except (OSError, MemoryError):
        pass
    return now


def left_last(st):
    """(mid, count, over, size) of the match left last, as far as the newest file says
    (its last records only), or None."""
    state = st.state
    if not state:
        return None
    top = max(state[0], state[1] - 1)
    for shard in (top // SHARD, top // SHARD - 1):
        if shard < 0:
            break
        p = "%s/known%02d" % (st.root, shard)
        try:
            with open(p, "rb") as f:
                size = f.seek(0, 2)
                f.seek(max(0, size - _TAIL))
                tail = f.read(_TAIL)
        except OSError:
            continue
        for line in reversed(tail.split(b"\n")):
            r = _parse(line)
            if r is not None:
                return r if r[1] and r[0] != state[0] else None
    return None


def over_marker(st, mid, count):
    """Put back the `# over` a finished match's file lost (its statements all there)."""
    try:
        with open(st.path(mid), "ab") as f:
            f.write(record(OVER, count))
            st._sync(f)
    except OSError:
        pass
