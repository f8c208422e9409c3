"""A deal entered by its points instead of its cards (docs/rules/points.md): what
the `result`, `weis` and `stoeck` lines give, checked, in a game of two sides, for the
games to score as their rules say (Schieber and Coiffeur score a side's points,
Differenzler its players' own). Loaded only when such a line comes, so that a match
keyed card by card never holds it.

`result N P` gives N's side P card points (the last trick's 5 included) and the other
side 157 - P; `result N match`, all nine tricks: 157 and the Match, the other side 0.
In Schieber `weis N V` lines (one side's only, six at most: three Weis in each of its
two hands of nine cards) and one `stoeck N` (suit trump only) may follow; the
multiplier applies to all of it as in a keyed deal.
"""

from picotafel import lang
from picotafel.core.logwords import MATCH
from picotafel.core.rules import RuleError

HEAP = ("NOT_IN_PLAY",)   # its group (picotafel.heap)

DEAL = 157
WEIS_VALUES = (20, 50, 100, 150, 200, 250, 300)
WEIS_MOST = 6         # `weis` lines in a deal at most


def side_of(game, name):
    """The side (0 or 1) of player `name`; RuleError if no player is called so."""
    names = game.players
    if name not in names:
        raise RuleError(lang.t("NOT_A_PLAYER_OF", "log") % (name, " ".join(names)))
    return names.index(name) % 2


def check_start(game):
    """Refuse `result` in a deal whose cards are being keyed (a trick or a Weis)."""
    d = game.deal
    if d.tricks or getattr(game, "melds", None):
        raise RuleError(lang.t("RESULT_BEFORE_CARDS", "log"))


def side_points(game, st):
    """([side 0's card points, side 1's], the side that took every trick or -1) of
    `result N P` (`st`)."""
    s = side_of(game, st[1])
    p = st[2]
    pts = [0, 0]
    if p == MATCH:
        pts[s] = DEAL
        return pts, s
    if p > DEAL:
        raise RuleError(lang.t("POINTS_RANGE", "log") % (DEAL, p))
    pts[s] = p
    pts[1 - s] = DEAL - p
    return pts, -1


def weis(game, st, weis_now):
    """The side of `weis N V` (`st`) given the Weis already scored per side
    (`weis_now`); counted in `game.weis_lines`."""
    s = side_of(game, st[1])
    if game.weis_lines >= WEIS_MOST:
        raise RuleError(lang.t("WEIS_LINES_AT_MOST", "log") % WEIS_MOST)
    if st[2] not in WEIS_VALUES:
        raise RuleError(lang.t("WEIS_VALUES", "log") % " ".join("%d" % v for v in WEIS_VALUES))
    if weis_now[1 - s]:
        raise RuleError(lang.t("WEIS_ONE_SIDE", "log") % game.sides[1 - s])
    game.weis_lines += 1
    return s


def stoeck(game, st, mode, stoeck_now):
    """The side of `stoeck N` (`st`) in a deal of trump mode `mode` given the Stöck
    already scored per side."""
    s = side_of(game, st[1])
    if mode > 3:
        raise RuleError(lang.t("STOECK_NO_TRUMP", "log"))
    if stoeck_now[0] or stoeck_now[1]:
        raise RuleError(lang.t("STOECK_ONCE", "log"))
    return s
