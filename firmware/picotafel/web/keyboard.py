"""The laptop keyboard as the device's keypad, as a person expects it (`make sim` and the
browser's page). What a key does follows what the screen on top takes (screens/ui_base,
keys_shown): in card entry s h d c are suits and 6 7 8 9 t j q k a ranks, and a key the
screen's hint writes as itself ("1: P2's cards", "9 Obenabe") is that key; everywhere
else a key is what its hint writes: the digits are digits and a b c d the keys A B C D
("C Weis", "A-D a suit"). Enter is OK, Backspace undo, m or Esc the menu, the arrows move
in lists as the keypad's 2 8 4 6 do."""

from picotafel.screens.ui_base import UP, DOWN, LEFT, RIGHT, keys_shown

SUITS = {"s": "A", "h": "B", "d": "C", "c": "D"}
RANKS = {"6": "1", "7": "2", "8": "3", "9": "4", "t": "5", "j": "6", "q": "7", "k": "8",
         "a": "9"}
NAMED = {"enter": "#", "backspace": "*", "esc": "0", "up": UP, "down": DOWN, "left": LEFT,
         "right": RIGHT}
LETTERS = {"a": "A", "b": "B", "c": "C", "d": "D"}


def to_key(name, screen):
    """The keypad key for keyboard key `name` (a character, or enter/backspace/esc and
    the arrows) on `screen`; None for a key that means nothing."""
    if name in NAMED:
        return NAMED[name]
    ch = name.lower() if len(name) == 1 else name
    if ch == "m":
        return "0"
    mode, written = keys_shown(screen)
    if mode == "digits":
        if ch in LETTERS:
            return LETTERS[ch]
        return ch if ch in "0123456789#*" else None
    if mode == "cards":
        if ch == "p":       # "the other player" where a screen offers it on key 1
            return "1"
        if ch in written:                    # a key the screen writes as itself
            return ch
        if ch in SUITS:
            return SUITS[ch]
        if ch in RANKS:
            return RANKS[ch]
        return ch if ch in "#*0" else None
    if ch in LETTERS:
        return LETTERS[ch]
    return ch if ch in "0123456789#*" else None
