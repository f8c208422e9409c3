"""Random legal Coiffeur matches, dealt and played as at a real table.

Used by the property tests and `make bench`: shuffle, deal all 36 cards round from the
dealer's left; the player after the dealer names a mode or pushes (a player whose side
has filled every row must), and the chooser picks one of their side's free rows: a
mode's own row, a joker row (with `joker`, or a mode whose row is filled already),
Slalom or Guschti (rows=10) starting with Obenabe or Undenufe. The chooser leads; legal
cards are chosen uniformly under the Swiss obligations (jass/random_match), each trick won by
its own mode (Slalom alternates, Guschti turns after five tricks). Now and then a deal
is entered by its points instead (`result`), as a table would.
"""

from host_sim.games import random_play
from host_sim.games.jass.random_match import legal_swiss
from picotafel.core.cards import OBENABE, UNDENUFE
from picotafel.core.trumpline import SLALOM, GUSCHTI

NAMES = ("Ana", "Ben", "Cleo", "Dan")
MODE_OF_ROW = (0, 3, 2, 1, 4, 5)     # rows ♠ ♣ ♦ ♥ Obenabe Undenufe: their modes S C D H O U
JOKERS = (6, 7)

# Options for a long match: 30 deals without it ending first (host_sim/bench/bench_game_heap.py).
LONG_OPTIONS = [("rows", "10")]   # ends after its 20 rows: a whole match, 20 deals


def trick_mode(mode, i):
    """The mode that orders trick `i` (0-8) of a deal chosen in `mode` (trumpline's)."""
    if mode < SLALOM:
        return mode
    start = OBENABE + mode % 2
    turned = i % 2 == 1 if mode < GUSCHTI else i >= 5
    return OBENABE + UNDENUFE - start if turned else start


def board(game, rows):
    """Per side the rows still free in `game` (None before the first deal)."""
    if game is None:
        return [list(range(rows)), list(range(rows))]
    return [game.free(0), game.free(1)]


def choose(rng, free, dealer, push=0.3, joker=0.3):
    """(chooser, pushes, mode, joker) of a random legal choice, the rows still free per
    side in `free`."""
    pushes = 0
    while True:
        p = (dealer + 1 + pushes) % 4
        if pushes == 4:
            while not free[p % 2]:
                p = (p + 1) % 4
            break
        if free[p % 2] and rng.random() >= push:
            break
        pushes += 1
    rows = free[p % 2]
    row = rng.choice(rows)
    if row == 8 or row == 9:
        return p, pushes, (SLALOM if row == 8 else GUSCHTI) + rng.randrange(2), 0
    if row < 6:
        return p, pushes, MODE_OF_ROW[row], 0
    if row != min(r for r in rows if r in JOKERS):
        row = min(r for r in rows if r in JOKERS)       # the first free joker is filled
    mode = rng.randrange(6)
    if MODE_OF_ROW.index(mode) in rows:
        return p, pushes, mode, 1                     # its own row free: `joker` says it
    return p, pushes, mode, 1 if rng.random() < joker else 0


def play_deal(rng, names, dealer, game=None, rows=8, push=0.3, points=0.0):
    """The statements of one random legal deal dealt by `dealer` in the match whose game
    is `game` (None before the first deal, with `rows` rows); a share `points` of the
    deals entered by their points."""
    chooser, pushes, mode, joker = choose(rng, board(game, rows), dealer, push)
    hands, _ = random_play.deal_hands(rng, 4, dealer)
    out = [("deal", None), ("trump", mode, pushes, joker)]
    leader = chooser
    tricks = []
    for i in range(9):
        trick, leader = random_play.random_trick(rng, hands, leader, trick_mode(mode, i),
                                                 legal_swiss)
        tricks.append(("trick", trick))
    if rng.random() < points:
        return out + [result_line(names, tricks, mode, chooser)]
    return out + tricks


def result_line(names, tricks, mode, chooser):
    """The `result` line a table would write for a deal played as `tricks` (the chooser
    leading)."""
    from picotafel.core.cards import trick_points, trick_winner
    start = mode if mode < SLALOM else OBENABE + mode % 2
    pts = [0, 0]
    won = [0, 0]
    leader = chooser
    for i, (_, cards) in enumerate(tricks):
        w = (leader + trick_winner(cards, trick_mode(mode, i))) % 4
        pts[w % 2] += trick_points(cards, start) + (5 if i == 8 else 0)
        won[w % 2] += 1
        leader = w
    return random_play.side_result(names, chooser, pts, won)


def random_match(rng, names=NAMES, options=(), max_deals=100, push=0.3, points=0.0):
    """A whole random legal match as statements (stops at `max_deals` if it never ends)."""
    rows = int(dict(options).get("rows", "8"))
    return random_play.random_match(
        rng, "coiffeur", names, options, max_deals,
        lambda rng, names, d, m: play_deal(rng, names, d, m.game, rows, push, points))

