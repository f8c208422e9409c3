"""Keying a card: a suit key and a rank key in either order, with two shortcuts that
save keys at the table: a follower's rank alone means the suit led (the card's place shows
that suit before a key), and a key that leaves only one possible card takes that card at
once (the screen says which, and swallows its other half, keyed next by habit). A suit
key after a follower's rank is not swallowed: the next card may be a lead of that suit.

In play the shortcuts complete a card only from facts (`certain`: the cards played, the
cards shown to everyone): what the device infers of a hand (a void shown by an earlier
play) or was told (a meld) can be wrong exactly when someone revoked, and may only lead
to the breach screen, never to a card the player did not key (docs/rules/common.md,
"Keying a card").

Keys (docs/design.md): 1-9 are the ranks 6 7 8 9 10 J Q K A, A-D the suits S H D C.
"""

from picotafel.core.cards import card, card_label, SUIT_SYMBOLS
from picotafel import lang

RANK_KEYS = "123456789"
SUIT_KEYS = "ABCD"
RANK_LABELS = ("6", "7", "8", "9", "10", "J", "Q", "K", "A")


def allowed(group, check):
    """The cards of `group` that `check` allows, up to two: all a key needs to know (one
    card: the key takes it; none: a refusal). The checks are the rules, the most costly
    part of a key on the Pico: most keys stop after two cards, not nine."""
    ok = []
    for c in group:
        if not check(c):
            ok.append(c)
            if len(ok) == 2:
                break
    return ok


class CardEntry:
    def __init__(self):
        self.suit = None
        self.rank = None
        self.refused = None   # the card the last refusal was about
        # (key, about): the next key is swallowed if it is `key` ("S"/"R": any suit/rank,
        # after a refused suit/rank `about`), or the other half of card `about` that one
        # key took by itself (the only one left).
        self.guard = None

    def clear(self):
        self.suit = None
        self.rank = None

    @property
    def partial(self):
        return self.suit is not None or self.rank is not None

    def label(self):
        """The card as built so far: "♥ _", "_ 7" or ""."""
        if self.suit is not None:
            return SUIT_SYMBOLS[self.suit] + "_"
        if self.rank is not None:
            return RANK_LABELS[self.rank] + "_"
        return ""

    def shown(self, led=None):
        """(suit, rank) the card's place shows: what is keyed so far, and before any key
        the suit led (`led`, None when leading), which a rank alone completes."""
        if self.suit is None and self.rank is None:
            return led, None
        return self.suit, self.rank

    def swallow(self, k):
        """Why key `k` is ignored, or None: the other half of a card just taken by one
        key, or of a refused key, is never the start of another card (docs/rules/common.md,
        "Keying a card"). The guard goes with the key either way."""
        g = self.guard
        self.guard = None
        if g is None or not (k == g[0] or g[0] == "S" and k in SUIT_KEYS or g[0] == "R" and
                             k in RANK_KEYS):
            return None
        h = SUIT_SYMBOLS[SUIT_KEYS.index(k)] if k in SUIT_KEYS else \
            RANK_LABELS[RANK_KEYS.index(k)]
        if isinstance(g[1], int):
            return lang.t("TOOK_IGNORED") % (card_label(g[1]), h)
        return lang.t("IGNORED_REFUSED", "breach") % (h, g[1])

    def press(self, k, check, led=None, certain=None):
        """Feed key `k`. `check(card)` says why a card cannot be played (or None); `led`
        is the suit led when following; `certain(card)` is true when facts alone rule the
        card out (in play: then the shortcuts complete a card only from those facts, and a
        follower's rank alone is always the suit led; None: from `check`, as for a meld's
        cards). Returns (card, None) when a card is complete and allowed, (None, message)
        when refused (the partial card is dropped), and (None, None) while waiting for
        the other half."""
        self.refused = None
        self.took = None
        why = self.swallow(k)
        if why:
            return None, why
        if k in SUIT_KEYS:
            s = SUIT_KEYS.index(k)
            if self.rank is not None:
                return self._try(card(s, self.rank), check)
            return self._group(k, [card(s, r) for r in range(9)], check, certain,
                               SUIT_SYMBOLS[s])
        if k in RANK_KEYS:
            r = RANK_KEYS.index(k)
            if self.suit is not None:
                return self._try(card(self.suit, r), check)
            if led is not None and self.rank is None and (
                    certain is not None or check(card(led, r)) is None):
                # (a rank keyed over a waiting rank replaces it: never a card at once)
                return self._try(card(led, r), check)
            return self._group(k, [card(s, r) for s in range(4)], check, certain,
                               RANK_LABELS[r])
        return None, None

    def _group(self, k, group, check, certain, name):
        """Key `k`, a suit or a rank alone (`group` its cards, `name` its symbol): a
        refusal when `check` allows none of them (the other half is then swallowed); the
        only possible card, taken; else wait for the other half."""
        is_suit = k in SUIT_KEYS
        ok = allowed(group, check)
        if not ok:
            self.clear()
            self.guard = ("R" if is_suit else "S", name)
            return None, self._why_none(group, check, name)
        if len(ok) == 1 and certain is not None:
            ok = allowed(group, certain)      # the only one by the facts, or wait
        if len(ok) == 1:
            c = ok[0]
            return self._try(c, check, RANK_KEYS[c % 9] if is_suit else SUIT_KEYS[c // 9])
        if is_suit:
            self.suit = SUIT_KEYS.index(k)
        else:
            self.rank = RANK_KEYS.index(k)
        return None, None

    def _try(self, c, check, k=None):
        """Card `c` if `check` allows it; `k` given: one key took it (the only one left),
        `took` names it to be said, and its other half, key `k`, is swallowed if it comes
        next."""
        self.clear()
        why = check(c)
        if why:
            self.refused = c
            return None, why
        if k is not None:
            self.guard = (k, c)
            self.took = c
        return c, None

    def _why_none(self, group, check, name):
        """Why no card of `group` (a suit or a rank) can be played: the rule that forbids
        them (a revoke, the swap; `refused` its first card), or that all were played."""
        for c in group:
            why = check(c)
            if why != lang.t("ALREADY_PLAYED") % card_label(c):
                self.refused = c
                return why
        return lang.t("EVERY_PLAYED", "breach") % name
