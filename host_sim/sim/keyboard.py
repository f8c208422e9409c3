"""The laptop keyboard as the device's keypad: the mapping is the browser page's too, so
it lives with the firmware's web drivers (picotafel.web.keyboard); here the keypad as the
terminal draws it beside the screen."""

from picotafel.web.keyboard import SUITS, RANKS, NAMED, to_key  # noqa: F401

# The keypad drawn beside the screen: the key, and what it means in card entry.
LEGEND = (("1", "6"), ("2", "7"), ("3", "8"), ("A", "\u2660"),
          ("4", "9"), ("5", "10"), ("6", "J"), ("B", "\u2665"),
          ("7", "Q"), ("8", "K"), ("9", "A"), ("C", "\u2666"),
          ("*", "\u232b"), ("0", "\u2630"), ("#", "OK"), ("D", "\u2663"))
