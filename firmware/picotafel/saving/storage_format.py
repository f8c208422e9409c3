"""The saved files' format, below every other saving module: the version line, the
markers, a record's bytes (its text, number and CRC-32), the folder and file names, the
state file. storage.py says what the format is and why; storage_list, storage_check,
storage_repair and the Store build on this (tests/firmware/test_import_layers.py)."""

from binascii import crc32

VERSION = 2
HEAD = b"# picotafel "
END = b"# end "             # version 1's check line
OVER = "# over"             # the marker of a finished match
NOTE = "# note "            # a message for the user, kept in the file until play goes on
#                             (a repair's: in words of no language, storage_check.said)
SHARD = 100                 # matches per folder
LAYOUT = 3                  # 3: every match left has its knownNN record (storage_known);
#                             2: file names newest first; 1: the number alone, NNNN.log
RESERVE = 8 * 4096          # free space kept for littlefs's own copies and the next save
# littlefs keeps a folder in a pair of blocks: it appends each change to one until it is
# full, then writes the folder whole into the other. Until that has happened twice, the
# older block holds the parent of a new folder as it was before the folder, and a bit
# flipped in the newer one rolls it back there (every saved match gone, and nothing left
# to say so). So the parent is changed this often when the first match is started, the
# first `matches.last` written again and again (at the Pico's 256-byte pages, sixteen
# changes fill a block): once in the device's life, and not at power-on (0.25 s).
SETTLE = 40
ENOSPC = 28                 # errno of a full littlefs (and of POSIX)


def record(text, seq):
    """The bytes of one record line: `text #seq crc`."""
    b = text.encode() + b" #" + str(seq).encode() + b" "
    return b + ("%08x\n" % (crc32(b) & 0xFFFFFFFF)).encode()


def file_name(mid, ext="log"):
    """Match `mid`'s file name in its folder: the newest sorts first (a folder holds
    matches SHARD * k to SHARD * k + SHARD - 1), its number readable after the `_`."""
    return "%02d_%04d.%s" % (SHARD - 1 - mid % SHARD, mid, ext)


def regular(st, p):
    """File `p` is there and a regular file (not a folder, a FIFO that would block an
    open, or a device such as /dev/zero that never ends: a host's data folder)."""
    try:
        return st.fs.stat(p)[0] & 0xF000 == 0x8000
    except (OSError, TypeError, IndexError):
        return False


def errno_text(e):
    """OSError `e` in words: CPython's own; MicroPython gives the number alone ("28"), so
    its errno name is put with it ("[Errno 5] EIO")."""
    text = str(e)
    code = e.args[0] if e.args else None
    if isinstance(code, int) and text == str(code):
        try:
            import errno
            name = errno.errorcode.get(code)
        except (ImportError, AttributeError):
            name = None
        if name is None:        # the names the Pico's port leaves out that a flash gives
            for c, n in ((28, "ENOSPC"), (84, "EILSEQ"), (27, "EFBIG"), (30, "EROFS"),
                         (36, "ENAMETOOLONG"), (39, "ENOTEMPTY"), (20, "ENOTDIR")):
                if c == code:
                    name = n
        return "[Errno %d] %s" % (code, name) if name else "[Errno %d]" % code
    return text


def write_state(st, current, nxt, count=0):
    """Write the state file: the match to reopen, the next free number, how many
    statements the match to reopen had at least when it was written (so that a match
    littlefs gives back shorter, a commit of its own lost to damage, is found and told),
    and the layout of the file names (older ones are renamed at power-on)."""
    st.state = [current, nxt, count]
    with open(st.root + "/state", "wb") as f:
        f.write(record("state %d %d %d %d" % (current, nxt, count, st.layout), 0))
