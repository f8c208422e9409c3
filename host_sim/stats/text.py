"""The text view of `stats`: per player and game, the common figures, then the game's own,
then head to head and partners (docs/statistics.md says what each figure counts), in
the words of a language of stats_words.py."""

from picotafel.games import TITLES
from host_sim.games.game_host import adapter
from host_sim.sheet.sheet_fixed import fmt
from host_sim.stats.stats_words import WORDS, DEFAULT


def _share(won, played):
    return "%d%%" % round(100 * won / played) if played else "-"


def _own_lines(game, f, w):
    """The points per deal, then the lines of the game's stats adapter."""
    lines = []
    if f.common["deals"]:
        lines.append(fmt(w["per_deal"], f.points_per_deal()))
    own = adapter(game, "stats")
    if own is not None:
        lines.extend(own.lines(f, w))
    return lines


def render(stats, lang=DEFAULT):
    """The lines of the text view of a Stats, in language `lang` (stats_words.LANGS)."""
    w = WORDS[lang]
    out = []
    for player, games in sorted(stats.players.items()):
        out.append(player)
        for game, f in sorted(games.items()):
            c = f.common
            out.append("  " + w["player_game"]
                       % (TITLES.get(game, game), c["matches"], c["won"], _share(c["won"], c["matches"]),
                          c["unfinished"], c["deals"], c["revokes"]))
            out.extend("    " + line for line in _own_lines(game, f, w))
    for game, pairs in sorted(stats.head_to_head.items()):
        out.append(w["head"] % TITLES.get(game, game))
        for (a, b), (n, wa, wb) in sorted(pairs.items()):
            out.append("  " + w["head_row"] % (a, wa, wb, b, n))
    for game, pairs in sorted(stats.partners.items()):
        out.append(w["partners"] % TITLES.get(game, game))
        for (a, b), (n, won) in sorted(pairs.items(), key=lambda kv: (-kv[1][0], kv[0])):
            out.append("  " + w["partners_row"] % (a, b, n, won, _share(won, n)))
    return out
