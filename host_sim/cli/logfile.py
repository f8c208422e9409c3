"""The one reader of match logs for the host tools (`score`, `sheet`, `pull`): whatever
a file holds, a clear message in our words and bounded work.

- A size limit: a log of more than MAX_BYTES is refused before it is read whole (a
  device's longest match is about 100,000 bytes; /dev/zero is refused at once).
- Lines of at most MAX_LINE characters (a statement is at most ~60): a longer one is
  refused by its number, never parsed or echoed.
- A UTF-8 byte order mark at the start is accepted (editors on Windows write one).
- Anything shown back to the terminal is escaped: every character of Unicode categories
  Cc, Cf, Zl and Zp (control characters and escape sequences, bidirectional and
  invisible format characters, line separators) appears as \\xNN or \\uNNNN, never raw.
"""

import os
import stat
from unicodedata import category

MAX_BYTES = 4 * 1024 * 1024
# Unicode categories shown escaped: controls, format characters (U+202E turns the text
# after it round, U+200B and U+FEFF are invisible), line and paragraph separators.
HIDDEN = ("Cc", "Cf", "Zl", "Zp")
MAX_LINE = 200
BOM = b"\xef\xbb\xbf"


class LogFileError(Exception):
    """A log that the tools refuse before reading its statements: `status` is the exit
    status (1: cannot be read as a log; 2: a line of it is refused), `line` its line
    number or None, `msg` the reason."""

    def __init__(self, status, msg, line=None):
        super().__init__(msg)
        self.status = status
        self.msg = msg
        self.line = line


def shown(text, limit=80):
    """`text` safe to print: control characters escaped, cut to `limit` characters."""
    out = []
    for ch in text:
        o = ord(ch)
        if o < 32 or 0x7F <= o < 0xA0 or o > 0x7F and category(ch) in HIDDEN:
            out.append("\\x%02x" % o if o < 0x100 else
                       "\\u%04x" % o if o < 0x10000 else "\\U%08x" % o)
        else:
            out.append(ch)
    s = "".join(out)
    return s if len(s) <= limit else s[:limit - 1] + "\u2026"


def _read_regular(path):
    """At most MAX_BYTES + 1 bytes of the regular file `path`: opened without waiting
    (a FIFO would wait for a writer), refused unless a regular file (a FIFO, a device
    such as /dev/zero, a folder)."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(0, "not a regular file")
        with os.fdopen(fd, "rb") as f:
            fd = None
            return f.read(MAX_BYTES + 1)
    finally:
        if fd is not None:
            os.close(fd)


def read_log(path, stdin=None):
    """The text of the log at `path` (`-`: the binary stream `stdin`), checked as above;
    LogFileError if it is refused."""
    try:
        if path == "-":
            data = stdin.read(MAX_BYTES + 1)
        else:
            data = _read_regular(path)
    except OSError as e:
        raise LogFileError(1, "cannot read: %s" % (e.strerror or e))
    if len(data) > MAX_BYTES:
        raise LogFileError(1, "cannot read: larger than %d MiB, not a match log"
                           % (MAX_BYTES // (1024 * 1024)))
    if data.startswith(BOM):
        data = data[len(BOM):]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        raise LogFileError(1, "cannot read: not UTF-8 text (line %d, byte %d)"
                           % (line, e.start + 1))
    start = 0
    number = 1
    while True:
        end = text.find("\n", start)
        stop = len(text) if end < 0 else end
        if stop - start > MAX_LINE:
            raise LogFileError(2, "line longer than %d characters" % MAX_LINE, number)
        if end < 0:
            return text
        start = end + 1
        number += 1
