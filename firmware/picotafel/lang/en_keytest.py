"""English words of the part `keytest`: the keypad's wiring test at power-on
(screens/ui_keytest.py) (lang/__init__.py)."""

WORDS = (
"""
KT_COLS = columns swapped:
KT_LEAVE = switch off to leave
KT_MIXED = wires mixed up
KT_ORDER = order: %s
KT_PRESS = press
KT_RELEASE = let go of the key
KT_RIGHT = wiring right
KT_ROWS = rows swapped:
KT_SEEN = row %d, column %d
KT_STEP = key %d of %d
KT_TITLE = Keypad wiring test
KT_TURNED = plug turned round
KT_TWO = two keys at once
""",
)
