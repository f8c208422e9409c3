"""What leaves the Pico's heap, and when: groups of modules dropped together.

The Pico's 246 KB heap holds the firmware's code (MicroPython loads each module's code
into it), so the modules a screen no longer needs are dropped from `sys.modules` and
loaded from flash again at their next import (some 100 ms: the menu, the saved list).

A module says which groups it belongs to where it is defined, at its top:

    HEAP = ("NOT_IN_PLAY", "OPENED")

and drop(group) drops the loaded modules that say it: there is no list of a group's
modules to keep in step. The groups, and the heap their modules take on the emulated Pico
(bytes, the compiled firmware, imported after lang, core.match and screens.ui; `make
bench` prints them as pico_heap_group_bytes_*; tests/test_heap_freed.py measures what a
drop frees under MicroPython):

  NOT_IN_PLAY    the setup, menu (and its device screens), saved-list (and one match's
                 actions), statistics (and the figures kept for it), notice, language and
                 points screens, the opening of a match, the saved-matches list and its
                 writes, the kept options, and what a deal entered by its points scores
                 (core.points, resultline): dropped when play comes back to a running
                 match's screen alone (never all loaded at once)             39,104
  OPENED         the power-on checks, the list, its writes and the repairs, the opening
                 of a match and the log's reader: dropped once a match is open
                 (power-on, resume, a saved match's standings or log)      19,952
  LISTED         the saved-matches list and its writes, after a new match's first save
                 and the setup's names                                      7,632
  SET_UP         the kept options, the list and its writes, once the options screen
                 has read or kept them                                      8,304

Only the App drops (screens.ui: App.drop asks, App.dropped does it), and only between
keys: a drop asked for while a screen's key, or the App's start, runs is done once it
has returned, so no module is dropped while its code runs. A module that a screen on the
App's stack belongs to (its class is the module's) stays, and the group is dropped
again after the next key: a screen never outlives its code's module, so no second copy
of a class is loaded beside the first. Screens are known by their KIND, never by their
class. A group's name that no module could say fails at once (ValueError).

With them the emulated Pico keeps 133.2 KB free at the worst moment of a Coiffeur match
(the saved list opened before its last deal) and 142.1 KB of a La Pomme match
(docs/figures.md). A module that says LANG_PART takes that part of the words with it
(picotafel.lang); a language part's own module is dropped at once (lang._load), its
words kept as bytes.
"""

import sys

try:            # MicroPython folds a const() into the code that reads it
    from micropython import const  # pyright: ignore (a stub of another signature)
except ImportError:             # CPython: the value itself
    def const(x):
        return x

PACKAGE = "picotafel"
# The groups' names (what each holds: above; each module says its own in HEAP).
GROUPS = ("NOT_IN_PLAY", "OPENED", "LISTED", "SET_UP")


def check(group):
    """`group` itself, if it is one of GROUPS; else ValueError: a misspelt name."""
    if group not in GROUPS:
        raise ValueError("no heap group " + repr(group))
    return group


def members(group):
    """The names (below the package: "saving.storage_list") of the loaded modules that
    say `group` in their HEAP."""
    check(group)
    out = []
    start = PACKAGE + "."
    for full, m in list(sys.modules.items()):
        if full.startswith(start) and group in getattr(m, "HEAP", ()):
            out.append(full[len(start):])
    return out


def drop(group, live=()):
    """Drop the loaded modules of `group` but those that an object of `live` (the App's
    screens) belongs to, its class being the module's: their names, kept. Only the App
    calls this, between keys (App.dropped)."""
    kept = []
    for name in members(group):
        m = sys.modules[PACKAGE + "." + name]
        for o in live:
            t = type(o)
            if getattr(m, t.__name__, None) is t:
                kept.append(name)
                break
        else:
            forget(name)
    return kept


def forget(name):
    """Drop the module `name` of this package ("lang.en_menu"), loaded (else KeyError: a
    misspelt name), so that its code leaves the heap; the next import loads it again. A
    module that says LANG_PART drops that part of the words."""
    full = PACKAGE + "." + name
    m = sys.modules.pop(full)
    parent, leaf = full.rsplit(".", 1)
    try:
        delattr(sys.modules[parent], leaf)
    except (AttributeError, KeyError):
        pass
    part = getattr(m, "LANG_PART", None)
    lang = sys.modules.get(PACKAGE + ".lang")
    if part is not None and lang is not None:
        lang.drop(part)
