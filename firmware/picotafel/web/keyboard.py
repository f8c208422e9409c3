"""The laptop keyboard as the device's keypad, as a person expects it (`make sim` and the
browser's page): in card entry s h d c are suits and 6 7 8 9 t j q k a ranks; where the
screen takes numbers the digits are digits; Enter is OK, Backspace undo, m or Esc the
menu, the arrows move in lists."""

SUITS = {"s": "A", "h": "B", "d": "C", "c": "D"}
RANKS = {"6": "1", "7": "2", "8": "3", "9": "4", "t": "5", "j": "6", "q": "7", "k": "8",
         "a": "9"}
NAMED = {"enter": "#", "backspace": "*", "esc": "0", "up": "8", "down": "2", "left": "4",
         "right": "6"}


def to_key(name, screen):
    """The keypad key for keyboard key `name` (a character, or enter/backspace/esc and
    the arrows) on `screen`; None for a key that means nothing."""
    if name in NAMED:
        return NAMED[name]
    ch = name.lower() if len(name) == 1 else name
    if ch == "m":
        return "0"
    if getattr(screen, "digits", False):
        return ch if ch in "0123456789#*" else (SUITS.get(ch) if ch in SUITS else None)
    if getattr(screen, "cards", False):
        if ch == "p":       # "the other player" where a screen offers it on key 1
            return "1"
        if ch in getattr(screen, "written", ""):     # a key the screen writes as itself
            return ch
        if ch in SUITS:
            return SUITS[ch]
        if ch in RANKS:
            return RANKS[ch]
        return ch if ch in "#*0" else None
    if ch in SUITS:
        return SUITS[ch]
    if ch in "0123456789#*":
        return ch
    return None
