"""The text view of `stats`: per player and game, the common figures, then the game's own,
then head to head and partners (docs/statistics.md says what each figure counts)."""

from picotafel.games import TITLES
from host_sim.games.game_host import adapter
from host_sim.sheet.sheet_fixed import fmt


def _share(won, played):
    return "%d%%" % round(100 * won / played) if played else "-"


def _own_lines(game, f):
    """The points per deal, then the lines of the game's stats adapter."""
    lines = []
    if f.common["deals"]:
        lines.append(fmt("points per deal %.1f", f.points_per_deal()))
    own = adapter(game, "stats")
    if own is not None:
        lines.extend(own.lines(f))
    return lines


def render(stats):
    """The lines of the text view of a Stats."""
    out = []
    for player, games in sorted(stats.players.items()):
        out.append(player)
        for game, f in sorted(games.items()):
            c = f.common
            out.append("  %s: %d matches, %d won (%s), %d unfinished, %d deals, %d revokes"
                       % (TITLES.get(game, game), c["matches"], c["won"], _share(c["won"], c["matches"]),
                          c["unfinished"], c["deals"], c["revokes"]))
            out.extend("    " + line for line in _own_lines(game, f))
    for game, pairs in sorted(stats.head_to_head.items()):
        out.append("Head to head, %s" % TITLES.get(game, game))
        for (a, b), (n, wa, wb) in sorted(pairs.items()):
            out.append("  %s %d : %d %s (%d matches)" % (a, wa, wb, b, n))
    for game, pairs in sorted(stats.partners.items()):
        out.append("Partners, %s" % TITLES.get(game, game))
        for (a, b), (n, w) in sorted(pairs.items(), key=lambda kv: (-kv[1][0], kv[0])):
            out.append("  %s+%s: %d matches, %d won (%s)" % (a, b, n, w, _share(w, n)))
    return out
