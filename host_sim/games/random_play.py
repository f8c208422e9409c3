"""What the random_match generators (host_sim/games/<game>/) share: dealing 36 cards round, a
trick of random legal cards, a whole match deal after deal (each game brings how one deal
goes), and a deal's `result` line as the device writes it for a deal entered by its
points."""

from picotafel.core.cards import DECK, trick_winner
from picotafel.core.match import Match
from picotafel.core.logwords import MATCH


def deal_hands(rng, n, dealer):
    """(hands, turned): all 36 cards dealt round from the dealer's left; the dealer's
    last card is turned up."""
    deck = list(DECK)
    rng.shuffle(deck)
    hands = [[] for _ in range(n)]
    for i in range(len(deck)):
        hands[(dealer + 1 + i) % n].append(deck[i])
    return hands, hands[dealer][-1]


def random_trick(rng, hands, leader, trump, legal):
    """One trick from `leader` on, each card chosen uniformly among `legal(hand, pending,
    trump)` and taken out of its hand: (cards, who leads next)."""
    n = len(hands)
    trick = []
    for k in range(n):
        p = (leader + k) % n
        c = rng.choice(legal(hands[p], trick, trump))
        hands[p].remove(c)
        trick.append(c)
    return tuple(trick), (leader + trick_winner(trick, trump)) % n


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
        for st in play_deal(rng, names, m.next_dealer, m):
            m.apply(st)
    return m.statements


def side_result(names, chooser, pts, won):
    """The `result` line the device writes for a deal whose sides (Schieber, Coiffeur)
    took `pts` card points in `won` tricks: the side whose figure takes the fewest keys
    (ui_points: its digits, B for a Match, A first for the side that did not choose),
    named as the device names it (the chooser, or the player after the chooser)."""
    def keys(s):
        figure = 1 if won[s] == 9 else len("%d" % pts[s])
        return figure + (0 if s == chooser % 2 else 1)
    s = chooser % 2 if keys(chooser % 2) <= keys(1 - chooser % 2) else 1 - chooser % 2
    name = names[chooser] if s == chooser % 2 else names[(chooser + 1) % 4]
    return ("result", name, MATCH if won[s] == 9 else pts[s])
