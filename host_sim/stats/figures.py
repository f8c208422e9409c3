"""Statistics over many matches, as docs/statistics.md defines them.

The common figures, per player and game: `matches` (finished matches played), `won`,
`unfinished`, `deals` (deals played to their end, annulled ones not counted) and
`revokes` (`revoke` lines naming the player). Beside them each game's own figures (its stats
adapter, host_sim/games/<game>/stats.py), and head to head (two-player games) or partners (games of sides). Everything is read from the
score objects of the shared core (`picotafel.core.score`), never recomputed here.
"""

from host_sim.games.game_host import adapter

COMMON = ("matches", "won", "unfinished", "deals", "revokes")


def side_of(standings, player):
    """The name the score gives the player's points under: their side's (`Ana+Cleo`)
    in a game of sides, else their own."""
    for side in standings.get("sides") or ():
        if player in side.split("+"):
            return side
    return player


def won(standings, player):
    """True when the finished match was won by the player, alone or with their side."""
    w = standings["winner"]
    return standings["finished"] and w is not None and player in w.split("+")


def played_deals(standings):
    """The deals of the score played to their end (an annulled deal is not)."""
    return [d for d in standings["deals"] if not d.get("annulled")]


class Figures:
    """The figures of one player in one game, added up match by match."""

    def __init__(self):
        self.common = dict.fromkeys(COMMON, 0)
        self.card_points = 0       # the player's (or side's) card points over the deals
        self.own = {}              # the game's own counts (its stats adapter)

    def add_own(self, name, value):
        self.own[name] = self.own.get(name, 0) + value

    def points_per_deal(self):
        n = self.common["deals"]
        return self.card_points / n if n else 0.0


def _deal_points(deal, unit):
    """The card points `unit` (player or side) took in a deal (Abstrac: its points)."""
    return (deal.get("points") or {}).get(unit, 0)


def count_deal_marks(f, deals, unit, weis_key, match_key):
    """The figures the games of the chalk board share, for a game's stats adapter: the
    Weis (or melds) its side scored (`weis_key` of each deal), the deals with Stoeck, and
    its Matches (`match_key` names the side that took all nine tricks)."""
    for d in deals:
        f.add_own("weis", (d.get(weis_key) or {}).get(unit, 0))
        f.add_own("stoeck", 1 if (d.get("stoeck") or {}).get(unit, 0) else 0)
        f.add_own("matches", 1 if d.get(match_key) == unit else 0)


def count_striche(f, standings, unit):
    """The Striche a side chalked in a match: a stroke for every full 100 of its total."""
    f.add_own("striche", standings["totals"][unit]["score"] // 100)


def marks_line(f, w):
    """The text of count_striche's figures and count_deal_marks' Matches, in the words
    `w` (stats_words.py)."""
    o = f.own
    return w["marks"] % (o.get("matches", 0), o.get("striche", 0))


def board_lines(f, w, weis_key):
    """The text of count_deal_marks' and count_striche's figures, in the words `w`, the
    Weis under the game's own word for them (`weis_key` of w)."""
    o = f.own
    return [w["weis_stoeck"] % (w[weis_key], o.get("weis", 0), o.get("stoeck", 0)),
            marks_line(f, w)]


class Stats:
    """All the figures of a set of matches: `players[name][game]` is a Figures,
    `head_to_head[game][(a, b)]` the finished matches of two players (a < b) as
    [played, won by a, won by b], `partners[game][(a, b)]` the same for two partners as
    [played together, won together]."""

    def __init__(self, same=None):
        self.same = same or {}
        self.players = {}
        self.head_to_head = {}
        self.partners = {}

    def person(self, name):
        return self.same.get(name, name)

    def add(self, match):
        s = match.score
        game = s["game"]
        deals = played_deals(s)
        names = s["players"]
        revokes = [self.person(n) for n in match.revokes()]
        for name in names:
            who = self.person(name)
            f = self.players.setdefault(who, {}).setdefault(game, Figures())
            c = f.common
            if s["finished"]:
                c["matches"] += 1
                c["won"] += 1 if won(s, name) else 0
            else:
                c["unfinished"] += 1
            c["deals"] += len(deals)
            c["revokes"] += revokes.count(who)
            unit = side_of(s, name)
            f.card_points += sum(_deal_points(d, unit) for d in deals)
            own = adapter(game, "stats")
            if own is not None:
                own.add(f, s, name, unit, deals)
        if s["finished"]:
            self._pairs(s, game, names)

    def _pairs(self, s, game, names):
        sides = s.get("sides")
        if len(names) == 2:
            a, b = sorted((self.person(names[0]), self.person(names[1])))
            row = self.head_to_head.setdefault(game, {}).setdefault((a, b), [0, 0, 0])
            row[0] += 1
            w = s["winner"]
            if w is not None:
                row[1 if self.person(w) == a else 2] += 1
        elif sides:
            for side in sides:
                pair = tuple(sorted(self.person(n) for n in side.split("+")))
                if len(pair) != 2:
                    continue
                row = self.partners.setdefault(game, {}).setdefault(pair, [0, 0])
                row[0] += 1
                row[1] += 1 if s["winner"] == side else 0

    def as_json(self):
        """The object of `stats --json`: the common figures only (docs/statistics.md)."""
        return {"players": {p: {g: dict(f.common) for g, f in sorted(games.items())}
                            for p, games in sorted(self.players.items())}}


def collect(matches, same=None):
    """The Stats of a list of MatchLogs; `same` maps a name to the person it is."""
    st = Stats(same)
    for m in matches:
        st.add(m)
    return st
