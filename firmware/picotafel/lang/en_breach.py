"""English words of the part `breach`: a refused card and a broken rule (the trick rules'
refusals, the breach screens), loaded at the first (lang/__init__.py)."""

WORDS = (
"""
CARDS_NOW = %s to %s, not %s
EVERY_PLAYED = every %s is played
HAPPENED_OR_MISTAKE = # it happened, * a mistake
HASH_OR_STAR = # or *
IGNORED_REFUSED = %s ignored (%s refused)
IT_HAPPENED = # it happened: %s
KEPT_HASH_OR_STAR = %s kept: # or *
KEY_CARD_AGAIN = key the card again
KEY_CARD_OF_AGAIN = key %s's card again
MISTAKE_KEY_AGAIN = * mistake: key again
MISTAKE_TRICK = * mistake: trick %d
MOVED_TITLE = The correction moved
NOT_TAKEN = not taken: %s
OTHER_KEY_BACK = other key: back
PLAYED_IT = # %s played %s
RULE_BROKEN = Rule broken?
TAKE_IT = # yes, take %s
TRICK_NOW = trick %d to %s, not %s
TRICK_WHO_WHY = trick %d: %s %s
""",
)
