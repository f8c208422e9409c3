"""The page's saved matches as one file and back (a backup), match logs from files added to
them, and every deal as a spreadsheet's rows (the CSV of `python3 -m host_sim export`).

A backup is JSON: {"picotafel": "backup", "version": 1, "matches": {path: log text}}, the
paths those of the logs under the data folder. Whatever comes in (a backup's entries, log
files the player opened) is added as new saved matches numbered by the Store as the
device numbers them, so a name that clashes with a match already there never writes over
it; a match already there with the same statements (written canonically: comments and
spacing aside, as `stats` counts a match found twice once) is not added again; an entry
that is no match log is said, with its name and why, and skipped.

The CSV has the columns of host_sim/stats/csv_rows.py (docs/statistics.md), made here
from the core's score alone (the page has no csv or hashlib.sha1): each deal's running
tallies are the score of the log cut after that deal; fields are quoted as RFC 4180 says.
The `file` column holds the log's path under the page's data folder.
"""

import json
import os

from picotafel.web.storage import FOLDER, ROOT, MAX_LOG

KIND = "backup"
VERSION = 1
SLOTS = 4       # csv_rows.SLOTS: players or sides
HEADER = (["match", "order", "file", "game", "deal", "dealer", "trump", "chooser"]
          + [w + str(i) for i in range(1, SLOTS + 1)
             for w in ("name", "points", "tally", "pommes")]
          + ["weis", "stoeck", "revoke", "annulled", "entered"])


# -- the saved logs ---------------------------------------------------------------------

def log_files():
    """[(path under the data folder, text)] of every saved match log, by path."""
    out = []
    for entry in sorted(os.ilistdir(ROOT)):
        if entry[1] != 0x4000:          # the Store's state and settings files
            continue
        folder = ROOT + "/" + entry[0]
        for name in sorted(os.listdir(folder)):
            if name.endswith(".log"):
                with open(folder + "/" + name) as f:
                    out.append(("%s/%s/%s" % (FOLDER, entry[0], name), f.read()))
    return out


def canonical(text):
    """The statements of log `text` written canonically, one a line: what makes two logs
    the same match; LogError if a line is malformed."""
    from picotafel.core.matchlog import parse, format_statement
    return "\n".join(format_statement(st) for _, st in parse(text))


def backup():
    """The backup file's text: every saved match log. (Written a log at a time:
    MicroPython's json.dumps of the whole dict takes seconds for a megabyte.)"""
    logs = ",".join(json.dumps(p) + ":" + json.dumps(t) for p, t in log_files())
    return '{"picotafel": "%s", "version": %d, "matches": {%s}}' % (KIND, VERSION, logs)


def backup_entries(text):
    """[(name, log text)] of a backup file's text; ValueError with the reason if the file
    is not a backup this page reads."""
    try:
        got = json.loads(text)
    except ValueError:
        got = None
    if not isinstance(got, dict) or got.get("picotafel") != KIND:
        raise ValueError("NOT_A_BACKUP")
    if got.get("version") != VERSION:
        raise ValueError("BACKUP_VERSION")
    matches = got.get("matches")
    if not isinstance(matches, dict):
        raise ValueError("NOT_A_BACKUP")
    return sorted(matches.items())


# -- adding logs ----------------------------------------------------------------------------

def add_logs(store, entries):
    """Each (name, text) of `entries` that is a match log not already saved, added to
    `store` as a new match, the match to reopen left as it was. (added, already there, [(name, reason key, line, message)] of
    those refused: reason NOT_A_LOG or LOG_REFUSED with its line)."""
    from picotafel.core.match import load
    from picotafel.core.matchlog import LogError
    saved = [text for _, text in log_files()]
    files = set(saved)                  # a saved file as it is: no need to read it
    known = None                        # the saved matches' statements, read if needed
    added = same = 0
    refused = []
    was = store.current()               # the match to reopen stays the one played
    for name, text in entries:
        if not isinstance(text, str) or len(text) > MAX_LOG:
            refused.append((name, "NOT_A_LOG", 0, ""))
            continue
        if text in files:
            same += 1
            continue
        if known is None:
            known = set()
            for t in saved:
                try:
                    known.add(canonical(t))
                except LogError:
                    pass                # a damaged saved log: what it holds is no match
            saved = None
        try:
            key = canonical(text)
            m = load(text)
        except LogError as e:
            refused.append((name, "LOG_REFUSED", e.line, e.msg))
            continue
        if not key.startswith("game "):
            refused.append((name, "NOT_A_LOG", 0, ""))
            continue
        if key in known:
            same += 1
            continue
        store.new(m)
        known.add(key)
        added += 1
    if added:
        store.set_current(was or 0)
    return added, same, refused


# -- the CSV ----------------------------------------------------------------------------------

def sequence(path):
    """The device's sequence number in a log's file name (`97_0002.log` -> 2), else None
    (host_sim/stats/logs.py: the order of the matches)."""
    name = path.rsplit("/", 1)[-1]
    if not name.endswith(".log"):
        return None
    stem = name[:-4]
    if len(stem) > 3 and stem[2] == "_" and stem[:2].isdigit():
        stem = stem[3:]
    return int(stem) if stem.isdigit() and len(stem) <= 9 else None


def matches(files):
    """[(path, text, canonical)] of the distinct match logs of `files` ((path, text), in
    the order found: the first of the same match is kept) in the order they were played;
    a damaged log is left out (as `export` leaves it)."""
    from picotafel.core.matchlog import LogError
    seen = {}
    for path, text in files:
        try:
            key = canonical(text)
        except LogError:
            continue
        if key.startswith("game ") and key not in seen:
            seen[key] = (path, text, key)
    return sorted(seen.values(), key=lambda m: (sequence(m[0]) is None,
                                                sequence(m[0]) or 0, m[0]))


def _running(totals):
    """{player or side: (tally, pommes)} of a score's `totals`, taken at once (the game
    goes on changing its own)."""
    return dict((u, (_tally(t), t.get("pommes", ""))) for u, t in totals.items())


def _tally(totals):
    """The running figure a player or side is ranked by: its score, or its penalty."""
    return totals.get("score", totals.get("penalty", ""))


def score_and_runs(text):
    """(the score of log `text`, the running figures (_running) after each deal begun).
    The figures after a deal are those of the log cut before the next `deal` line, as
    host_sim's sheet_chart.totals_after_each_deal has them, taken in one replay here
    (scoring each cut again takes the page seconds a match); LogError as match.load."""
    from picotafel.core.match import Match
    from picotafel.core.matchlog import parse, LogError
    from picotafel.core.score import standings
    m = Match()
    runs = []
    begun = False
    for line, st in parse(text):
        if st[0] == "deal":
            if begun:
                runs.append(_running(standings(m)["totals"]))
            begun = True
        m.apply(st, line)
    if m.module is None:                # what match.load refuses at the end
        from picotafel import lang
        raise LogError(1, lang.t("EMPTY_LOG", "log"))
    if getattr(getattr(m.game, "deal", None), "breach", None) is not None:
        from picotafel.core.tricks import open_breach
        e = open_breach(m.game)
        raise LogError(e.line, e.msg, e.fault)
    s = standings(m)
    runs.append(_running(s["totals"]))
    return s, runs


def _named(values):
    """`{"Ana+Cleo": 50, ...}` as "Ana+Cleo 50" for the units that have any."""
    return " ".join("%s %s" % (k, v) for k, v in sorted((values or {}).items()) if v)


def rows(path, text, key, order):
    """The CSV rows of one match log (csv_rows.rows)."""
    s, runs = score_and_runs(text)
    units = list(s.get("sides") or s["players"])[:SLOTS]
    mid = sha1_hex(key.encode())[:10]
    out = []
    for n in range(len(s["deals"])):
        deal = s["deals"][n]
        run = runs[n]
        row = [mid, order, path, s["game"], n + 1, deal.get("dealer", ""),
               " ".join(str(deal[k]) for k in ("trump", "row") if deal.get(k) is not None),
               deal.get("chooser", "")]
        points = deal.get("points") or {}
        for i in range(SLOTS):
            if i < len(units):
                u = units[i]
                tally, pommes = run.get(u, ("", ""))
                row += [u, points.get(u, ""), tally, pommes]
            else:
                row += ["", "", "", ""]
        rev = deal.get("revoke")
        row += [_named(deal.get("weis") or deal.get("melds")), _named(deal.get("stoeck")),
                "" if rev is None else "%s %d" % (rev["player"], rev["trick"]),
                "yes" if deal.get("annulled") else "", deal.get("entered", "cards")]
        out.append(row)
    return out


def field(v):
    """One CSV field as RFC 4180 writes it: quoted (its quotes doubled) if it holds a
    comma, a quote or a line break."""
    s = "" if v is None else str(v)
    if "," in s or '"' in s or "\n" in s or "\r" in s:
        return '"' + s.replace('"', '""') + '"'
    return s


def csv_text(files=None):
    """The CSV of every deal of the saved matches (or of `files`, [(path, text)])."""
    from picotafel.core.matchlog import LogError
    lines = [",".join(HEADER)]
    found = matches(log_files() if files is None else files)
    order = 0
    for path, text, key in found:
        try:
            got = rows(path, text, key, order + 1)
        except LogError:
            continue                    # a saved log that cannot be replayed (as export)
        order += 1
        for row in got:
            lines.append(",".join(field(v) for v in row))
    return "\r\n".join(lines) + "\r\n"


def sha1_hex(data):
    """SHA-1 of bytes `data` in hex (FIPS 180-4), the match's short name as the host's; the
    page's MicroPython has sha256 only."""
    try:
        import hashlib
        return hashlib.sha1(data).hexdigest()
    except (ImportError, AttributeError):
        pass
    m = 0xFFFFFFFF
    h = [0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0]
    n = len(data)
    msg = bytes(data) + b"\x80" + bytes((55 - n) % 64) + (n * 8).to_bytes(8, "big")
    for c in range(0, len(msg), 64):
        w = [int.from_bytes(msg[c + 4 * i:c + 4 * i + 4], "big") for i in range(16)]
        for i in range(16, 80):
            x = w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16]
            w.append(((x << 1) | (x >> 31)) & m)
        a, b, cc, d, e = h
        for i in range(80):
            if i < 20:
                f, k = (b & cc) | (~b & d), 0x5A827999
            elif i < 40:
                f, k = b ^ cc ^ d, 0x6ED9EBA1
            elif i < 60:
                f, k = (b & cc) | (b & d) | (cc & d), 0x8F1BBCDC
            else:
                f, k = b ^ cc ^ d, 0xCA62C1D6
            t = ((((a << 5) | (a >> 27)) & m) + (f & m) + e + k + w[i]) & m
            a, b, cc, d, e = t, a, ((b << 30) | (b >> 2)) & m, cc, d
        h = [(h[0] + a) & m, (h[1] + b) & m, (h[2] + cc) & m, (h[3] + d) & m, (h[4] + e) & m]
    return "".join("%08x" % v for v in h)
