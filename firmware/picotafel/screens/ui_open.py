"""Opening a match: a new one from the setup's header, the next one with the same players
(rematch), a saved one where it stopped (resume), and the names a new match offers
(the setup's screens, ui_setup, come before and import this).
Apart from ui.py because a match is opened once and then played for an hour: this code
is on the Pico's heap only while a match is being opened (the App drops it with the
setup's screens, NOT_IN_PLAY, and after power-on, OPENED: picotafel.heap)."""

from picotafel.core.match import Match
from picotafel.core.matchlog import LogError
from picotafel.screens.ui_base import play_screen

HEAP = ("NOT_IN_PLAY", "OPENED")   # its groups (picotafel.heap)


def start(app, header):
    """Begin a new match from its header statements; its play screen comes once the
    key that started it is done (App.key calls App.begin), after the setup screens have
    left the heap. A header the core refuses is flashed and nothing starts."""
    m = Match()
    try:
        for st in header:
            m.apply(st)
    except LogError as e:
        app.flash(e.msg)
        return
    app.match = m
    app.match_id = None
    app.save()
    app.starting = True


def rematch(app):
    """The same players and options; the next player deals first."""
    head = app.match.head
    players = app.match.players or ()
    first = app.match.dealer if app.match.dealer is not None else len(players) - 1
    header = [st for st in head if st[0] != "dealer"]
    header.append(("dealer", players[(first + 1) % len(players)]))
    start(app, header)


def resume(app, match_id, power_on=False):
    """Reopen a saved match at the screen where it stopped, the cards of its trick in
    progress with it (put_back); False if it cannot be."""
    m = app.store.load_match(match_id)
    app.drop("OPENED")          # the checks and repairs: once the key (or start) is done
    if m is not None and m.module is not None:
        app.store.set_current(match_id)
    app.notify(app.store.take_notes())
    if m is None or m.module is None:
        return False
    app.match = m
    app.match_id = match_id
    g = m.game            # its Statistics line is kept again only when this changes
    app.figures_at = (match_id, len(g.results) if g is not None else 0, m.finished)
    play = play_screen(app)
    app.stack = [play] + app.notices()
    put_back(app, play, power_on)
    app.drop("NOT_IN_PLAY")
    return True


def put_back(app, play, power_on):
    """The cards of the trick being keyed when the power failed (saving/trick_kept.py)
    back on `play`, the play screen of the match just opened (None: no match was), if
    the record names that match as it is saved and every card is one the screen would
    take now. Else the record goes, said at power-on (there a record that does not fit
    comes only from a cut between two writes, or damage) and when it named this match."""
    from picotafel.saving import trick_kept
    store = app.store
    got = trick_kept.read(store)
    app.kept = got or ()
    if got is None:
        return
    m = app.match if play is not None else None
    put = getattr(play, "put_back", None)
    if got and m is not None and got[0] == app.match_id and put is not None \
            and got == trick_kept.kept(app.match_id, m, got[3], got[4]) and put(got[3], got[4]):
        return
    from picotafel import lang
    if got is False:
        note = lang.t("TRICK_DAMAGED", "saving")
    elif m is not None and got[0] == app.match_id:
        note = lang.t("TRICK_NOT_FIT", "saving") % (got[0], len(got[3]))
    elif power_on:
        note = lang.t("TRICK_NOT_OPEN", "saving") % (len(got[3]), got[0])
    else:
        note = None         # of the match left for this one: gone with its screen
    lang.drop("saving")
    try:
        trick_kept.write(store, ())
        app.kept = ()
    except OSError:
        app.kept = False
    if note is not None:
        app.notify([note])


def names(app):
    """Names to offer in a new match: those of the newest saved matches (a few, so
    that the setup costs the same with a thousand saved), then P1-P4."""
    out = []
    if app.store is not None:
        try:
            saved = app.store.listing()
            for i in range(saved.count_upto(12)):     # the newest twelve
                for n in saved[i][2]:
                    if n not in out:
                        out.append(n)
        except OSError:
            pass
    for n in ("P1", "P2", "P3", "P4"):
        if n not in out:
            out.append(n)
    return out
