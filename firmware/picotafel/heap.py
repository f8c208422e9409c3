"""What leaves the Pico's heap, and when: groups of modules dropped together.

The Pico's 246 KB heap holds the firmware's code (MicroPython loads each module's code
into it), so the modules play does not need are dropped from `sys.modules` and loaded
from flash again at their next import (some 100 ms: the menu, the saved list).

A module says which groups it leaves with where it is defined, at its top:

    HEAP = ("NOT_IN_PLAY", "OPENED")

and drop(group) drops the loaded modules that say it: there is no list of a group's
modules to keep in step. The groups, and the heap their modules take on the emulated Pico
(bytes, the compiled firmware, imported after lang, core.match and screens.ui; `make
bench` prints them as pico_heap_group_bytes_*; tests/screens/test_heap.py measures what a drop
frees under MicroPython):

  NOT_IN_PLAY    the setup, menu (and its device screens), saved-list (and one match's
                 actions), statistics (and the figures kept for it), notice, language and
                 points screens, the opening of a match, the saved-matches list and its
                 writes, the kept options, and what a deal entered by its points scores
                 (core.points, resultline): dropped when a match begins, after its first
                 save, and whenever play is back on a match's screen alone (never all
                 loaded at once)                                        48,768
  OPENED         the power-on checks, the list, its writes and the repairs, the opening
                 of a match and the log's reader: dropped once a match is open
                 (power-on, resume, a saved match's standings or log) 30,128

Only the App drops (screens.ui: App.drop asks, App.dropped does it), and only between
keys: a drop asked for while a screen's key, the App's start or an action of the web
page runs is done once it has returned, so no module is dropped while its code runs. A
module that a screen on the App's stack belongs to, or an object the screen holds (the
saved list's Listing), stays, and its group is dropped again after the next key: no
screen outlives its module, so no second copy of a class loads beside the first. Screens
are known by their KIND, never by their class. A group's name that is not one of GROUPS
fails at once (ValueError), a module's name that is not loaded too (KeyError).

A group stays only while it pays: with these two the emulated Pico keeps 120.3 KB free at
the worst moment of a Coiffeur match (docs/figures.md; the floor is 120). Two more, the
list's code dropped after the setup's names and after its options, were measured not to
(the worst moments are not the setup's), and the crash screen and the keypad's wiring
test (0.7 and 4 KB, used before or after play) stay once loaded. A module that
says LANG_PART takes that part of the words with it (picotafel.lang); a language part's
own module is dropped at once (lang._load), its words kept as bytes.
"""

import sys

try:            # MicroPython folds a const() into the code that reads it
    from micropython import const  # pyright: ignore (a stub of another signature)
except ImportError:             # CPython: the value itself
    def const(x):
        return x

PACKAGE = "picotafel"
# The groups' names (what each holds: above; each module says its own in HEAP).
GROUPS = ("NOT_IN_PLAY", "OPENED")


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
    screens) or one it holds (a screen's attribute: the saved list's Listing) belongs
    to, its class being the module's: their names, kept. Only the App calls this,
    between keys (App.dropped)."""
    kept = []
    for name in members(group):
        m = sys.modules[PACKAGE + "." + name]
        for o in live:
            if _of(m, o) or any(_of(m, v) for v in getattr(o, "__dict__", {}).values()):
                kept.append(name)
                break
        else:
            forget(name)
    return kept


def _of(m, o):
    """Whether object `o` is of a class of module `m`."""
    t = type(o)
    return getattr(m, t.__name__, None) is t


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
