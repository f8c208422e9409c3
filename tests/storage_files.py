"""Saved-match files for the storage tests: two La Pomme matches, a fresh store in a
folder of its own, and byte-level file helpers that run on CPython and MicroPython.
(Kept apart so each test file loads only what it needs into MicroPython's heap.)"""

import os

from picotafel.core.match import load
from picotafel.saving.storage import Store
from support import log

HEAD = ("game pomme", "players Ana Ben", "dealer Ben")
DEAL_A = ("deal JC", "trick JS 7S", "trick QD 8S", "trick AH 6C", "trick 9S KS",
          "trick TS AS", "trick KH 8H", "trick 7C 9C", "trick 7D TC", "trick QH 6H")
DEAL_B_START = ("deal 7H", "trick 6S AS", "trick JH 8H", "trick TS 7S")
OPEN = log(*(HEAD + DEAL_A + DEAL_B_START))      # Ben 1 point up, deal 2 under way
OVER = log("game pomme", "option target=1", "players Ana Ben", "dealer Ben", *DEAL_A)

_made = [0]


def _clear(path):
    for name in os.listdir(path):
        p = path + "/" + name
        try:
            os.remove(p)
        except OSError:
            _clear(p)
            os.rmdir(p)


def fresh_root():
    """An empty folder for one test's store."""
    try:
        import tempfile
        return tempfile.mkdtemp() + "/matches"
    except ImportError:            # MicroPython: a folder beside the tests
        _made[0] += 1
        base = "_store%d" % _made[0]
        try:
            _clear(base)
        except OSError:
            os.mkdir(base)
        return base + "/matches"


def store_with(*texts):
    """A booted store holding these match logs, saved one statement at a time."""
    s = Store(fresh_root())
    assert s.boot() == []
    for text in texts:
        lines = [l for l in text.split("\n") if l]
        head = 4 if lines[1].startswith("option") else 3
        mid = s.new("\n".join(lines[:head]) + "\n")
        for n in range(head + 1, len(lines) + 1):
            assert s.save(mid, "\n".join(lines[:n]) + "\n") == []
    return s


def v1_file(text, count, finished):
    """The bytes of `text` saved by the firmware before version 2: the whole log between
    `# picotafel 1` and `# end COUNT open|over CRC32`."""
    from binascii import crc32
    head = b"# picotafel 1\n" + text.encode()
    return head + b"# end %d %s %08x\n" % (count, b"over" if finished else b"open",
                                           crc32(head) & 0xFFFFFFFF)


def flip(data, bit):
    """`data` with bit number `bit` (0 = the lowest bit of the first byte) inverted."""
    out = bytearray(data)
    out[bit >> 3] ^= 1 << (bit & 7)
    return bytes(out)


def read(path):
    with open(path, "rb") as f:
        return f.read()


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)


def exists(path):
    try:
        os.stat(path)
        return True
    except OSError:
        return False


def put_back(s, data):
    """Match 1 of store `s` as `data` alone again: its file written, no damaged original
    or half-written copy beside it, nothing the store remembers of it."""
    write(s.path(1), data)
    for ext in ("bad", "tmp"):
        if exists(s.path(1, ext)):
            os.remove(s.path(1, ext))
    s.saved = {}


def statements(text):
    return load(text).statements


def others_still_work(s, mids, texts):
    """Every match in `mids` lists and loads with exactly its log."""
    listed = [e[0] for e in s.matches()]
    for mid, text in zip(mids, texts):
        assert mid in listed
        assert s.load(mid) == text
