"""The menu's Statistics: over every match saved on the device, a page per game and
player: the matches won of those finished (large, to be read across the table), the win
share, the unfinished matches, the deals played and the revokes (docs/statistics.md says
what each counts). It opens from the figures kept as matches are played
(saving/stats_kept.py), one small file; then, at its first tick, it checks them against
the saved matches: a deleted match's line goes, and a match without one (saved by older
firmware, or its line lost) is read once, one at a tick with the count on screen, and
its line kept. Like the saved list it takes the menu's place (the menu's code leaves the
heap); * brings the menu back, the list keys turn the pages."""

from picotafel import lang
from picotafel.screens import font, ui_draw
from picotafel.screens.ui_base import TITLES, UP, DOWN, LEFT, RIGHT, Screen, MENU
from picotafel.saving import stats_kept

HEAP = ("NOT_IN_PLAY",)   # its group (picotafel.heap)

LANG_PART = "stats"     # its words leave the heap with it (picotafel.heap)


def tally(kept, games):
    """The pages of `kept` ({mid: its line's text}, stats_kept.read): [(game, name,
    [matches, won, unfinished, deals, revokes])], in the order of `games` (the new-match
    list's), then by most matches won, then by name. A text that does not read counts
    nothing."""
    table = {}
    for line in kept.values():
        got = stats_kept.parse(line)
        if got is None:
            continue
        game, finished, deals, won, players = got[1]
        for i in range(len(players)):
            name, revokes = players[i]
            row = table.setdefault((game, name), [0, 0, 0, 0, 0])
            if finished:
                row[0] += 1
                row[1] += (won >> i) & 1
            else:
                row[2] += 1
            row[3] += deals
            row[4] += revokes
    pages = [(g, n, row) for (g, n), row in table.items()]
    pages.sort(key=lambda p: (games.index(p[0]) if p[0] in games else len(games),
                              -p[2][1], p[1]))
    return pages


class Statistics(Screen):
    KIND = "stats"
    def __init__(self, app):
        self.app = app
        self.cursor = 0
        self.kept, self.lines = stats_kept.read(app.store)
        self.pages = self._tally()
        self.todo = None        # the matches to read: known after the first draw (_check)
        self.total = 0
        self.drawn = False

    def _tally(self):
        from picotafel.games import GAMES
        return tally(self.kept, GAMES)

    def _write(self, fn, *args):
        """A change of the kept figures; a full or failing flash costs only the next
        opening's time (the match is read again then)."""
        try:
            fn(self.app.store, *args)
        except OSError:
            pass

    def _check(self):
        """After the first screen (listing the saved matches takes longer than reading
        the kept figures): a deleted match's line goes, and the matches without one are
        to be read."""
        ids = self.app.store.ids()
        saved = set(ids)
        gone = [mid for mid in self.kept if mid not in saved]
        for mid in gone:                      # deleted or removed to make room
            del self.kept[mid]
        self.todo = [mid for mid in ids if mid not in self.kept]
        self.total = len(self.todo)
        if gone or self.lines > stats_kept.COMPACT * len(ids) + 8:
            self._write(stats_kept.rewrite, self.kept)
        if gone:
            self._repage()
        elif self.todo:
            self.pages = None

    def _repage(self):
        self.pages = self._tally()
        self.cursor = min(self.cursor, max(0, len(self.pages) - 1))

    def tick(self, now):
        """The first tick after the first draw checks the saved matches; each later one
        reads one match that has no kept line yet. True when the screen changes."""
        if self.todo is None:
            if not self.drawn:
                return False
            before = self.pages
            self._check()
            return self.pages is not before
        if not self.todo:
            return False
        mid = self.todo.pop()
        try:
            m = self.app.store.load_match(mid)
            self.app.store.take_notes()       # its repair is said when it is opened
            f = stats_kept.figures(m) if m is not None and m.module is not None else None
        except (OSError, MemoryError, ValueError):
            f = None                          # too big or unreadable: counts nothing
        if f is not None:
            self.kept[mid] = stats_kept.text(mid, f)
            self._write(stats_kept.keep, mid, f)
        if not self.todo:
            self._repage()
        return True

    def wake_in(self, now):
        return 0 if self.todo is None or self.todo else None

    def key(self, k):
        if k == "*":
            self.app.pop(MENU, "stats")     # the menu again, where Statistics was
        elif self.pages and k in (UP, DOWN, LEFT, RIGHT, "#"):
            step = -1 if k in (UP, LEFT) else 1
            self.cursor = (self.cursor + step) % len(self.pages)

    def draw(self, fb):
        self.drawn = True
        t = lang.t
        if self.pages is None:
            ui_draw.title(fb, t("STATS_TITLE", "stats"))
            ui_draw.centre(fb, t("READING", "stats") % (self.total - len(self.todo or ()),
                                                         self.total), 28)
            return
        if not self.pages:
            ui_draw.title(fb, t("STATS_TITLE", "stats"))
            ui_draw.centre(fb, t("NO_MATCHES", "stats"), 28)
            ui_draw.bottom(fb, t("BACK", "stats"))
            return
        game, name, (matches, won, unfinished, deals, revokes) = self.pages[self.cursor]
        ui_draw.title(fb, "%s %d/%d" % (TITLES.get(game, game), self.cursor + 1,
                                        len(self.pages)))
        ui_draw.text2x(fb, name, 0, 13)
        score = "%d/%d" % (won, matches)
        font.big(fb, score, ui_draw.W - font.big_width(score), 12)
        share = "%d%%" % (100 * won // matches) if matches else "-"
        font.text(fb, t("WON_OPEN", "stats") % (share, unfinished), 0, 35)
        font.text(fb, t("DEALS_REVOKES", "stats") % (deals, revokes), 0, 44)
        ui_draw.bottom(fb, t("PAGES", "stats"))
