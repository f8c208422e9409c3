"""A whole random legal match of any game, deal after deal: what the random_<game>
generators share (each brings how one deal is dealt and played)."""

from picotafel.match import Match


def random_match(rng, game, names, options, max_deals, play_deal):
    """The statements of a random match of `game`: a random first dealer, then deals from
    `play_deal(rng, names, dealer, match)` until the match is over (or `max_deals`)."""
    dealer = rng.randrange(len(names))
    head = [("game", game)]
    head += [("option", k, v) for k, v in options]
    head += [("players", tuple(names)), ("dealer", names[dealer])]
    m = Match()
    for st in head:
        m.apply(st)
    while not m.finished and len(m.game.results if m.game else ()) < max_deals:
        d = m.game.next_dealer if m.game else dealer
        for st in play_deal(rng, names, d, m):
            m.apply(st)
    return m.statements
