"""The device's settings file `settings`: one "name value" line per setting (the
language, the sound, the dimming, each game's last rule options). Read at power-on and
when a match is set up, written by the menu; apart from the saved matches' list and
writes because it is neither: the list screen, the worst moment for the Pico's heap,
does not load it (picotafel.heap).
"""

from picotafel.lang import t
from picotafel.saving.storage_format import regular

HEAP = ("NOT_IN_PLAY", "OPENED")   # its groups (picotafel.heap)

SETTINGS_READ = 65536       # bytes of `settings` read at most (a dozen ~80-byte lines)
SETTING_LINE = 160          # a line longer than this is damage


def read_settings(st):
    """[(name, value)] of the file `settings` ("name value" lines), in order, and the
    number of lines that do not read (not UTF-8, not two words, too long), each skipped
    alone: a damaged line costs itself only. Bounded whatever the file holds: a regular
    file only (a FIFO would block, /dev/zero never ends), at most SETTINGS_READ bytes, a
    line at a time of at most SETTING_LINE (a 60 KB line never enters the heap whole);
    a last line without its newline reads as any other."""
    p = st.root + "/settings"
    out = []
    bad = 0
    if not regular(st, p):
        return out, 0
    try:
        with open(p, "rb") as f:
            left = SETTINGS_READ
            long = False                # inside a line longer than SETTING_LINE
            while left > 0:
                limit = min(SETTING_LINE + 1, left)
                line = f.readline(limit)
                if not line:
                    break
                left -= len(line)
                whole = line.endswith(b"\n")
                if long:                # the rest of a long line
                    long = not whole
                    continue
                if not whole and len(line) == limit:
                    bad += 1            # longer than a setting can be: damage
                    long = True
                    continue
                got = _setting_line(line)
                if got is None:
                    bad += 1
                elif got:
                    out.append(got)
            if left <= 0 and not long and f.read(1):
                bad += 1                # lines past the bound
    except OSError:
        pass
    return out, bad


def _setting_line(line):
    """(name, value) of one line of `settings` (a name alone: the value ""), () for a
    blank one, None if damaged."""
    try:
        w = line.decode().split()
    except UnicodeError:
        return None
    if not w:
        return ()
    if len(w) > 2 or not _printable(line):
        return None
    return w[0], w[1] if len(w) == 2 else ""      # options_pomme: the defaults


def _printable(line):
    for b in line.rstrip(b"\r\n"):
        if b < 32 or b == 127:
            return False
    return True


def setting(st, name):
    """A device setting kept in the file `settings`, or None. Never raises: whatever the
    file holds, the device starts with its saved matches (damaged lines: read_settings,
    said at power-on by storage_check.boot)."""
    try:
        got, bad = read_settings(st)
    except Exception:  # noqa: BLE001  (a setting is never worth the store)
        return None
    if bad and st.settings_bad is None:
        st.settings_bad = bad
    value = None
    for n, v in got:
        if n == name:
            value = v
    return value


def put_setting(st, name, value):
    """Keep setting `name` (written beside the old file, then renamed over it: a power
    cut leaves the old file or the new one). The other settings are kept as they read
    (read_settings: a damaged line is dropped, and said if it was not yet)."""
    st._mkroot()
    got, bad = read_settings(st)
    if bad and not st.settings_bad == 0:
        st.notes.append(t("SETTINGS_DAMAGED", "saving") % bad)
        st.settings_bad = 0
    lines = ["%s %s\n" % (n, v) for n, v in got if n != name]
    lines.append("%s %s\n" % (name, value))
    tmp = st.root + "/settings.tmp"
    with open(tmp, "w") as f:
        f.write("".join(lines))
        st._sync(f)
    st._replace(tmp, st.root + "/settings")
