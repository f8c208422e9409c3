"""Each saved match's figures for the Statistics screen (screens/ui_stats.py), kept as the
match is played, so that the screen opens by reading one small file instead of every
match log (reopening one match takes about half a second on the Pico; a hundred would
take a minute).

The file `statistics` beside the matches holds a record (storage_format.record: the text
and its CRC-32) a line: `MID GAME FINISHED DEALS WON NAME:REVOKES ...`, appended when a
deal ends, the match ends, or an undo takes a deal back; the last sound line of a match
counts. WON has a bit per player (in playing order) who won, alone or with their side;
DEALS counts the deals played to their end, an annulled one not. The figures are the
score's (`summary()`, the game contract), never counted here. A line lost to a power cut
or damage costs nothing: the screen reads that match's log once and keeps its line again
(`missing`); the file is written anew, shorter, when it holds many old lines.
"""

from picotafel.saving.storage_format import record

HEAP = ("NOT_IN_PLAY",)   # its group (picotafel.heap)

NAME = "/statistics"
MAX_LINE = 120          # a line is at most ~70 bytes: longer is damage
BLOCK = 1024            # bytes read at a time
COMPACT = 4             # lines per match before the file is written anew


def figures(m):
    """(game, finished, deals, won bits, ((name, revokes), ...)) of Match `m`."""
    g = m.game
    names = tuple(m.players or ())
    revokes = [0] * len(names)
    deals = 0
    won = 0
    if g is not None:
        for d in g.summary()["deals"]:
            if not d.get("annulled"):
                deals += 1
            r = d.get("revoke")
            if r and r["player"] in names:
                revokes[names.index(r["player"])] += 1
        w = m.winner if m.finished else None
        if w is not None:
            for i in range(len(names)):
                if names[i] in g.sides[w].split("+"):
                    won |= 1 << i
    return (m.module.NAME, 1 if m.finished else 0, deals, won,
            tuple((names[i], revokes[i]) for i in range(len(names))))


def text(mid, f):
    game, finished, deals, won, players = f
    return "%d %s %d %d %d %s" % (mid, game, finished, deals, won,
                                  " ".join("%s:%d" % p for p in players))


def parse(line):
    """(mid, figures) of a record's text, or None if it does not read."""
    w = line.split()
    try:
        players = []
        for p in w[5:]:
            name, n = p.split(":")
            players.append((name, int(n)))
        return int(w[0]), (w[1], int(w[2]), int(w[3]), int(w[4]), tuple(players))
    except (ValueError, IndexError):
        return None


def read(store):
    """({mid: its last sound line's text}, the number of lines in the file, sound or
    not). The text is parsed when counted (parse): a hundred matches' texts are a few KB
    where their figures as tuples would take several times that. The file is read a
    block at a time (a littlefs file read line by line reads a byte at a time); a line
    longer than MAX_LINE is damage, skipped. A file that is not there is empty."""
    from picotafel.saving.storage_list import unrecord     # the screen's, not play's
    kept = {}
    lines = 0
    rest = b""
    try:
        with open(store.root + NAME, "rb") as f:
            while True:
                block = f.read(BLOCK)
                if not block:
                    break
                rest += block
                start = 0
                while True:
                    end = rest.find(b"\n", start)
                    if end < 0:
                        break
                    lines += 1
                    if end - start <= MAX_LINE:
                        got = unrecord(rest[start:end])
                        if got:
                            w = got[0].split(" ", 1)
                            if w[0].isdigit():
                                kept[int(w[0])] = got[0]
                    start = end + 1
                rest = rest[start:] if len(rest) - start <= MAX_LINE else b""
    except OSError:
        pass
    return kept, lines + (1 if rest else 0)


def keep(store, mid, f):
    """Append match `mid`'s figures `f`; the line's text."""
    store._mkroot()
    line = text(mid, f)
    with open(store.root + NAME, "ab") as out:
        out.write(record(line, 0))
    return line


def rewrite(store, kept):
    """Write the file anew with the lines of `kept` ({mid: text}, as read() gives), one
    per match (beside it, then renamed over it: a power cut leaves the old file or the
    new)."""
    tmp = store.root + NAME + ".tmp"
    with open(tmp, "wb") as out:
        for mid in sorted(kept):
            out.write(record(kept[mid], 0))
    store._replace(tmp, store.root + NAME)
