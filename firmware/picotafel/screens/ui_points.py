"""A deal entered by its points instead of its cards (docs/rules/points.md), over
the play screen: the way a chalk board takes a deal. What both entries share is here:
their keys, the one save of the deal's lines (commit), the reopening after an undo.
Each entry is a module of its own, so that one entry's code is on the heap at a time:
Schieber's and Coiffeur's SidePoints (ui_points_side), Differenzler's PlayerPoints
(ui_points_player).

`#` writes the deal's lines (`result`, `weis`, `stoeck`) in one save, all or none; `*`
steps back a key, and from an empty entry back to the cards. A deal taken back from the
summary opens here again with its figures (reopen). The play screens keep only the
hooks that open it (their `open_points`).

A figure is kept as it was typed, digit by digit, even one that cannot be (200, or more
than the deal has left): the screen shows it with its reason and `#` writes nothing
until it is corrected, so that nothing is ever written that was not typed.
"""

from picotafel import lang

HEAP = ("NOT_IN_PLAY",)   # its group (picotafel.heap)

LANG_PART = "points"      # its words leave the heap with it (picotafel.heap)
DEAL = 157
MATCH_FIGURE = 257        # a side's figure for a Match: all 157 and the Match's 100
DIGITS = 4                # a figure's digits at most: four are past any deal already
SIDE_KEY, MATCH_KEY, WEIS_KEY, STOECK_KEY = "A", "B", "C", "D"
# A Weis by the number of its cards (runs of 3 to 9; four of a kind by what it is worth:
# four Aces, Kings, Queens or 10s as 5 cards, four 9s as 6, four Jacks as 7).
WEIS_BY_KEY = "3456789"
WEIS_VALUES = (20, 50, 100, 150, 200, 250, 300)
WEIS_MOST = 6             # Weis in a deal at most (core/points.py refuses a seventh line)
KINDS = ("result", "weis", "stoeck")


def commit(app, statements):
    """Apply `statements` in one save, all of them or none; True if they stand (else
    the core's refusal is flashed)."""
    one = app.pending is None           # the host saves them in one write too
    if one:
        app.pending = []
    done = 0
    for st in statements:
        if not app.apply(st):
            why = app.flash_text
            for _ in range(done):
                app.undo()
            app.flash(why)
            break
        done += 1
    if one:
        app.flush()
        app.pending = None
    return done == len(statements)


def reopen(play, st):
    """`st`, a deal's last points line, was just taken back: take back the rest of its
    lines too and open the entry again with them (play.open_points)."""
    app = play.app
    sts = [st]
    while app.match.last_statement[0] in KINDS:
        sts.insert(0, app.undo())
    play.open_points(sts)


def writers(names, chooser):
    """The player each side's lines name: the chooser for theirs, the player after them
    for the other side."""
    out = [names[chooser], names[(chooser + 1) % 4]]
    if chooser % 2:
        out.reverse()
    return out


def typed_digit(typed, k):
    """`typed` with digit `k` keyed after it (a lone 0 replaced), or None once it has
    DIGITS: then it is a number no deal has already, refused as it stands."""
    if typed == "0":
        return k
    if len(typed) >= DIGITS:
        return None
    return typed + k


def over(v):
    """The reason a figure `v` past 157 cannot be."""
    return lang.t("ZERO_TO_157", "points") % (v, DEAL)


def cursor(fb, x, y):
    fb.fill_rect(x, y, 10, 2, 1)
