"""Melds (Jass) and Weis (Schieber): what a set of cards is worth, which meld is best, and
what the melds a player declares prove about their hand. Shared by jass.py and
schieber.py, so that neither game loads the other.

A meld is a run of 3 or more cards of one suit in the order A K Q J 10 9 8 7 6, or four
Jacks (200), four 9s (150), four Aces, Kings, Queens or 10s (100). A run of 3 scores 20,
of 4 50; from 5 on Jass stops at 100 while Schieber's Weis goes on by 50 a card (5: 100
... 9: 300): each game holds its own table by length (jass.RUNS, schieber.WEIS_RUNS) and
passes it here.
"""

# KnownHands works on the attributes of the game that inherits it (listed in its
# docstring), which pyright cannot see from here:
# pyright: reportAttributeAccessIssue=false

from picotafel.core.cards import suit, rank, card_label
from picotafel.core.rules import RuleError
from picotafel import lang

# In tens of points (bytes: small on the heap). Four of a kind by rank: 6 7 8 9 T J Q K
# A (0 = no meld). A run's value by its length (index 3 to 9) is the game's `runs`.
FOUR = b"\x00\x00\x00\x0f\x0a\x14\x0a\x0a\x0a"


def meld_value(cards, runs):
    """The points of the meld made of exactly `cards` (a run's by the game's table `runs`,
    in tens by length), or 0 if they make none."""
    n = len(cards)
    for i in range(n):
        if cards[i] in cards[:i]:
            return 0
    s = suit(cards[0])
    r = rank(cards[0])
    if all(suit(c) == s for c in cards):
        if n < 3:
            return 0
        ranks = [rank(c) for c in cards]
        if max(ranks) - min(ranks) != n - 1:
            return 0
        return runs[n] * 10
    if n == 4 and all(rank(c) == r for c in cards):
        return FOUR[r] * 10
    return 0


def scored(melds, trump, first, n, side_of, nsides, every, runs):
    """Per side the meld points that count: `melds` is [(player, cards, line), ...],
    `first` the first trick's leader of `n` players, `side_of(player)` the side. Only the
    side with the best single meld scores, all of its melds, unless `every` (each meld
    scores). The best: the higher value, then more cards, then the higher top card (A K
    Q ... 6), then a run in trumps, then the player earlier in the first trick."""
    out = [0] * nsides
    best = None
    for p, cards, _ in melds:
        top = 0
        for c in cards:
            if rank(c) > top:
                top = rank(c)
        k = (meld_value(cards, runs), len(cards), top,
             1 if all(suit(c) == trump for c in cards) else 0, -((p - first) % n))
        if best is None or k > best[0]:
            best = (k, side_of(p))
    for p, cards, _ in melds:
        s = side_of(p)
        if every or s == best[1]:
            out[s] += meld_value(cards, runs)
    return out


def meld_why_not(cards, runs):
    """Why `cards` make no meld (`runs`: the game's run values), or None if they do."""
    if meld_value(cards, runs):
        return None
    return lang.t("NOT_A_MELD", "melds") % labels(cards)


# The byte of each owner value (1 + a player), to find in `owner` (the Pico's MicroPython
# finds only bytes in a bytearray, not an int).
_BYTE = (b"\x00", b"\x01", b"\x02", b"\x03", b"\x04")


class KnownHands:
    """What the device knows of the hands in a deal where melds are declared: a melded
    card (and Jass's turned-up card) is its player's. A play is refused when another
    player plays such a card, when a player's known cards no longer fit in their hand,
    or when they prove the play broke an obligation; a meld is refused when its cards
    were played by someone else, were shown absent, or prove an earlier play illegal.

    The game (Jass, Schieber) has players, n, hand (cards per hand), deal (a TrickDeal),
    runs (its run values by length), melds [(player, cards, line)], owner and by (per
    card: 1 + the player known to hold it / who played it, or 0), and obligation(hand,
    pending, card, trump).
    """

    def declare(self, st, line):
        """Take `meld N CARD...` (`st`) or raise RuleError: its cards become N's."""
        if st[1] not in self.players:
            raise RuleError(lang.t("NOT_A_PLAYER", "log") % st[1])
        p = self.players.index(st[1])
        why = self.check_meld(p, st[2])
        if why:
            raise RuleError(why)
        self.melds.append((p, st[2], line))
        for c in st[2]:
            self.owner[c] = p + 1

    def known(self, p, unplayed=True):
        """The cards known to be `p`'s (turned up or melded); only those not yet played
        when `unplayed`."""
        d = self.deal
        owner = self.owner
        b = _BYTE[p + 1]
        out = []
        c = owner.find(b)           # in C: this runs for every card a key may mean
        while c >= 0:
            if not (unplayed and d.played[c]):
                out.append(c)
            c = owner.find(b, c + 1)
        return out

    def refusal_proves(self, p, pending, c):
        """True if refusing `c` after `pending` proves that `p` broke an obligation in this
        very trick: the cards known to be p's left them a card they had to play (the game
        contract's revoke question, core/revoke.breach)."""
        if self.owner[c] and self.owner[c] != p + 1:
            return False
        known = [h for h in self.known(p) if h != c]
        return bool(self.obligation(known + [c], pending, c, self.deal.trump))

    def _whose(self, c):
        d = self.deal
        said = lang.t("IS_TURNED_UP_OF") if c == d.turned else lang.t("IS_MELDED_OF", "melds")
        return said % (card_label(c), self.players[self.owner[c] - 1])

    def check_card(self, pending, c):
        """Why `c` cannot be the next card after `pending` in this trick, or None."""
        d = self.deal
        names = self.players
        why = d.check_card(pending, c, names)
        if why:
            return why
        p = d.player_at(len(pending))
        if self.owner[c] and self.owner[c] != p + 1:
            return self._whose(c)
        known = [h for h in self.known(p) if h != c]
        if not known:       # nothing else known of p's hand: no play of theirs is proven
            return None
        left = self.hand - len(d.tricks) - 1   # p's cards after this one
        if len(known) > left:
            return lang.t("MUST_STILL_PLAY", "melds") % (names[p], labels(known))
        if d.free(p):
            return None
        why = self.obligation(known + [c], pending, c, d.trump)
        if why:
            return "%s %s" % (names[p], why)
        return None

    def check_meld(self, p, cards):
        """Why player `p` cannot declare the meld `cards` now, or None."""
        d = self.deal
        if d is None:
            return lang.t("NO_DEAL_YET", "melds")
        if d.over:
            return lang.t("DEAL_IS_OVER", "melds")
        why = meld_why_not(cards, self.runs)
        if why:
            return why
        for c in cards:
            why = self._meld_card(p, c)
            if why:
                return why
        known = self.known(p, False)
        for c in cards:
            if c not in known:
                known.append(c)
        unplayed = [c for c in known if not d.played[c]]
        left = self.hand - len(d.tricks)
        if len(unplayed) > left:
            return lang.t("ONLY_CARDS_LEFT", "melds") % (self.players[p], left, labels(unplayed))
        return self._recheck(p, known)

    def check_meld_card(self, p, cards, c):
        """Why `c` cannot join `cards` (keyed so far) in a meld of player `p`, or None:
        lets the ui refuse a meld's card as it is keyed, before the meld is whole."""
        if c in cards:
            return lang.t("IN_MELD_ALREADY", "melds") % card_label(c)
        more = list(cards) + [c]
        if not (all(suit(h) == suit(c) for h in more)
                or all(rank(h) == rank(c) for h in more) and FOUR[rank(c)]):
            return lang.t("NO_MELD_WITH", "melds") % (card_label(c), labels(cards))
        return self._meld_card(p, c)

    def _meld_card(self, p, c):
        """Why `c` cannot be a meld card of player `p` in this deal, or None."""
        d = self.deal
        names = self.players
        if self.by[c] and self.by[c] != p + 1:
            return lang.t("PLAYED_BY", "melds") % (card_label(c), names[self.by[c] - 1])
        if self.owner[c] and self.owner[c] != p + 1:
            return self._whose(c)
        for q, mc, _ in self.melds:
            if c in mc:
                return lang.t("IN_MELD_OF", "melds") % (card_label(c), names[q])
        if not d.played[c]:
            why = d.revoke(p, c)
            if why:
                return why % names[p]
        return None

    def _recheck(self, p, known):
        """Why the cards `known` to be p's prove one of p's plays in this deal illegal."""
        d = self.deal
        if d.free(p):
            return None
        hand = list(known)
        for i in range(len(d.tricks)):
            leader, cards, _ = d.tricks[i]
            k = (p - leader) % self.n
            c = cards[k]
            why = self.obligation(hand if c in hand else hand + [c], cards[:k], c, d.trump)
            if why:
                return lang.t("TRICK_WHO_WHY", "breach") % (i + 1, self.players[p], why)
            if c in hand:
                hand.remove(c)
        return None


def labels(cards):
    return " ".join(card_label(c) for c in cards)
