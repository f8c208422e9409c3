"""The saved matches in the browser, and match logs in and out of them.

The Store (picotafel.saving) keeps its folder as on the Pico, here in MicroPython's
in-memory filesystem under DATA. The page fills DATA from the browser's durable storage
(IndexedDB) before the App starts, and copies what changed back after every pass that
may have written (Page calls host.sync()): a reload, a closed tab or a phone that kills
the page loses nothing saved. A match can leave as its log (the page downloads or shares
it) and a log file can come in as a new saved match.
"""

import os

from picotafel import lang

DATA = "/data"              # everything the page keeps
FOLDER = "matches"          # the Store's folder in it (the Pico's /matches)
ROOT = DATA + "/" + FOLDER
MAX_LOG = 256 * 1024        # a longer file is no match log (a long match: 20 KB)


class Folders:
    """The filesystem as the Store reads it on the Pico (its `fs`): the os module, with
    ilistdir giving a folder's names in order, as littlefs keeps them (the saved
    matches' list takes the newest from the start of that order); MicroPython's
    in-memory filesystem here lists them in the order they were made."""

    listdir = staticmethod(os.listdir)
    mkdir = staticmethod(os.mkdir)
    remove = staticmethod(os.remove)
    rename = staticmethod(os.rename)
    stat = staticmethod(os.stat)
    statvfs = staticmethod(os.statvfs)

    @staticmethod
    def ilistdir(path):
        return iter(sorted(os.ilistdir(path)))


def misplaced(name):
    """Why `name`, a key of the browser's storage, cannot be laid as a file of the data
    folder (the words of the part `web`), or None if it can. A key is a path relative to
    DATA: a key that leaves it (empty, absolute, with `.` or `..` or an empty part) would
    write elsewhere, even over the firmware in /lib; a file must sit in a folder the Store
    keeps (DATA itself, its folder, a folder of a hundred matches) and must not stand
    where the Store keeps a folder, else the Store could not open. Such a key is set
    aside: not laid, never loaded, left as it is in the browser's storage (the page says
    it and can save it). A folder the Store adds must be named here."""
    parts = name.split("/")
    if "\0" in name or any(p in ("", ".", "..") for p in parts):
        return "ASIDE_OUTSIDE"
    if not _kept_folder(parts[:-1]):
        return "ASIDE_NO_FOLDER"
    if _kept_folder(parts):
        return "ASIDE_IS_FOLDER"
    return None


def _kept_folder(parts):
    """True if path `parts` (under DATA) is a folder the Store keeps."""
    from picotafel.core.logwords import is_number
    if len(parts) == 2:
        return parts[0] == FOLDER and is_number(parts[1]) and len(parts[1]) < 8
    return parts == [] or parts == [FOLDER]


def open_store():
    from picotafel.saving.storage import Store
    return Store(ROOT, Folders())


def pointed(app):
    """The id of the match the player points at: the one under the cursor of the saved
    matches' list (or whose actions are open), else the running one; None if none."""
    top = app.stack[-1]
    kind = top.KIND         # (never its class: its module may have left the heap)
    if kind == "saved_match":
        return top.entry[0]
    if kind == "saved":
        if top.entries.count_upto(top.cursor + 1) > top.cursor:
            return top.entries[top.cursor][0]
        return None
    return app.match_id if app.match is not None else None


def log_of(app):
    """(file name, log text) of the match the player points at (pointed), or None with
    the reason flashed on the screen."""
    mid = pointed(app)
    if mid is None or app.store is None:
        app.flash(lang.t("NO_MATCH_TO_SAVE", "web"))
        return None
    if mid == app.match_id:
        m = app.match
    else:
        m = app.store.load_match(mid)
        app.drop("OPENED")
        app.notify(app.store.take_notes())          # a repaired file says what it kept
        if m is None or m.module is None:
            app.flash(lang.t("CANNOT_OPEN", "saved") % mid)
            return None
    return "picotafel-%04d-%s.log" % (mid, m.module.NAME), m.text()


def open_log(app, text):
    """Log `text` (a file the player opened) as a new saved match, opened at the screen
    where it stopped; True if it was. A file that is no match log is refused with the
    line and the reason, and nothing saved changes."""
    from picotafel.core.match import load
    from picotafel.core.matchlog import LogError
    from picotafel.screens.ui_base import drop_empty
    if app.store is None:
        app.flash(lang.t("NO_STORAGE", "web"))
        return False
    if len(text) > MAX_LOG:
        app.flash(lang.t("NOT_A_LOG", "web"))
        return False
    try:
        m = load(text)
    except LogError as e:
        app.flash(lang.t("LOG_REFUSED", "web") % (e.line, e.msg))
        return False
    app.flush()
    drop_empty(app)
    mid = app.store.new(m)
    notes = app.store.take_notes()              # not saved (full): said, nothing opens
    from picotafel.screens.ui_open import resume
    opened = resume(app, mid)
    app.notify(notes)
    if opened:
        app.flash(lang.t("LOG_OPENED", "web") % mid, True)
    return opened
