"""The laptop keyboard as the device's keypad: the mapping is the browser page's too, so
it lives with the firmware's web drivers (picotafel.web.keyboard); here the keypad as the
terminal draws it beside the screen, and what each key shows (the terminal's keypad and
the phone's buttons, host_sim/web/build.py)."""

from picotafel.screens.ui_base import keys_shown
from picotafel.web.keyboard import SUITS, RANKS, NAMED, to_key  # noqa: F401

# The keypad drawn beside the screen: the key, and what it means in card entry.
LEGEND = (("1", "6"), ("2", "7"), ("3", "8"), ("A", "\u2660"),
          ("4", "9"), ("5", "10"), ("6", "J"), ("B", "\u2665"),
          ("7", "Q"), ("8", "K"), ("9", "A"), ("C", "\u2666"),
          ("*", "\u232b"), ("0", "\u2630"), ("#", "OK"), ("D", "\u2663"))

# What each key shows in each mode of the firmware's top screen (screens/ui_base,
# keys_shown): "cards" the overlay's print (ranks, suits, the words), "digits" each key's
# own digit or letter, "list" the arrows on 2 8 4 6, "suits" the suits on A-D and the
# digits. A key the screen's hints write as itself shows its own print in any mode.
MODES = ("cards", "digits", "list", "suits")
ARROWS = {"2": "\u2191", "8": "\u2193", "4": "\u2190", "6": "\u2192"}


def key_faces(key, kind, mode):
    """Which face key `key` (its overlay print of `kind`: rank, suit or word) shows in
    `mode`: "print" (the overlay's), "own" (its digit or letter) or "arrow"."""
    if kind == "word" and key != "0" or mode == "cards":
        return "print"
    if mode == "digits":
        return "own"
    if key == "0":
        return "print"      # the menu, but where a number is typed
    if mode == "list" and key in ARROWS:
        return "arrow"
    return "print" if mode == "suits" and kind == "suit" else "own"


def shown(key, screen):
    """What keypad key `key` shows on `screen` (the terminal's keypad, as the phone's)."""
    mode, written = keys_shown(screen)
    kind = "word" if key in "*#0" else ("suit" if key in "ABCD" else "rank")
    face = "own" if key in written else key_faces(key, kind, mode)
    if face == "arrow":
        return ARROWS[key]
    return key if face == "own" else dict(LEGEND)[key]
