"""What leaves the Pico's heap, and when: the one place for dropping modules.

The Pico's 246 KB heap holds the firmware's code (MicroPython loads each module's code
into it), so the modules a screen no longer needs are dropped from `sys.modules` and
loaded from flash again at their next import (some 100 ms: the menu, the saved list).
The groups, and the heap their modules take on the emulated Pico (bytes, the compiled
firmware, imported after lang, core.match and screens.ui; `make bench` prints them as
pico_heap_group_bytes_*):

  NOT_IN_PLAY    the setup, menu (and its device screens), saved-list (and one match's
                 actions), statistics (and the figures kept for it), notice, language and points screens (both entries), the
                 opening of a match, the saved-matches list and its writes, the kept
                 options, and what a deal entered by its points scores (core.points,
                 resultline): dropped when play comes back to a running match's
                 screen (never all loaded at once)                         39,104
  OPENED         the power-on checks, the list, its writes and the repairs, the opening
                 of a match and the log's reader: dropped once a match is open
                 (power-on, resume, a saved match's standings or log)      19,952
  LISTED         the saved-matches list and its writes, after a new match's first save
                 and the setup's names                                      7,632
  SET_UP         the kept options, the list and its writes, once the options screen
                 has read or kept them                                      8,304
  CRASH          the crash screen, after it is drawn                          704
  KEYTEST        the keypad's wiring test, after it ends                    4,064

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

NOT_IN_PLAY = ("screens.ui_menu", "screens.ui_menu_device", "screens.ui_saved",
               "screens.ui_saved_match", "screens.ui_stats", "saving.stats_kept", "screens.ui_setup", "screens.ui_notice",
               "screens.ui_lang", "screens.ui_points", "screens.ui_points_side",
               "screens.ui_points_player", "screens.ui_open", "saving.storage_list",
               "saving.storage_write", "saving.storage_known", "saving.options_kept",
               "core.points",
               "core.resultline")
OPENED = ("saving.storage_check", "saving.storage_list", "saving.storage_write",
          "saving.storage_repair", "saving.storage_known", "screens.ui_open", "core.logparse")
LISTED = ("saving.storage_list", "saving.storage_write", "saving.storage_known")
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
