"""What leaves the Pico's heap, and when: the one place for dropping modules.

The Pico's 246 KB heap holds the firmware's code (MicroPython loads each module's code
into it), so the modules a screen no longer needs are dropped from `sys.modules` and
loaded from flash again at their next import (some 100 ms: the menu, the saved list).
The groups, and what each frees (bytes: gc.mem_free before and after importing the
group into a fresh `micropython` unix port that has lang, core.match and ui_draw loaded,
the modules as source; the Pico's compiled .mpy code costs less, in the same order):

  NOT_IN_PLAY    the setup, menu (and its device screens, ui_menu_device), saved-list,
                 notice, language and points screens (both entries: ui_points_side,
                 ui_points_player), the saved-matches list and the kept options:
                 dropped when play comes back to a running match's screen  53,280
  OPENED         the power-on checks, the list and the repairs: dropped once a match
                 is open (power-on, resume, a saved match's standings or log)   23,104
  LISTED         the saved-matches list alone, after a new match's first save and
                 the setup's names                                         10,560
  SET_UP         the kept options and the list, once the options screen has read them
                                                                           11,264
  CRASH          the crash screen, after it is drawn                        1,024
  KEYTEST        the keypad's wiring test, after it ends                    5,632

With them the emulated Pico keeps 130.9 KB free at the worst moment of a Coiffeur match
and 139.0 KB of a La Pomme match (docs/figures.md); the NOT_IN_PLAY group alone would
take about 50 KB of it. A module that says LANG_PART takes that part of the
words with it (picotafel.lang); a language part's own module is dropped at once
(lang._load), its words kept as bytes.
"""

import sys

try:            # MicroPython folds a const() into the code that reads it
    from micropython import const  # pyright: ignore (a stub of another signature)
except ImportError:             # CPython: the value itself
    def const(x):
        return x

PACKAGE = "picotafel"

NOT_IN_PLAY = ("screens.ui_menu", "screens.ui_menu_device", "screens.ui_saved",
               "screens.ui_saved_match", "screens.ui_setup", "screens.ui_notice",
               "screens.ui_lang", "screens.ui_points", "screens.ui_points_side",
               "screens.ui_points_player", "screens.ui_open", "saving.storage_list",
               "saving.storage_write", "saving.options_kept", "core.points",
               "core.resultline")
OPENED = ("saving.storage_check", "saving.storage_list", "saving.storage_write",
          "saving.storage_repair", "screens.ui_open", "core.logparse")
LISTED = ("saving.storage_list", "saving.storage_write")
SET_UP = ("saving.options_kept", "saving.storage_list", "saving.storage_write")
CRASH = ("screens.ui_crash",)
KEYTEST = ("screens.ui_keytest",)


def drop(group):
    """Drop the modules of `group` (one of the tuples above)."""
    forget(*group)


def forget(*names):
    """Drop modules of this package (names below it: "saving.storage_list") so that
    their code leaves the heap; the next import loads them again. A module that says
    LANG_PART drops that part of the words (looked up, not imported: if the words were
    never loaded there is nothing to drop)."""
    for name in names:
        full = PACKAGE + "." + name
        m = sys.modules.pop(full, None)
        if m is None:
            continue
        parent, leaf = full.rsplit(".", 1)
        try:
            delattr(sys.modules[parent], leaf)
        except (AttributeError, KeyError):
            pass
        part = getattr(m, "LANG_PART", None)
        lang = sys.modules.get(PACKAGE + ".lang")
        if part is not None and lang is not None:
            lang.drop(part)
