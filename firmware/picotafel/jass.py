"""Jass (seed 001): 3 or 4 players, all 36 cards dealt, trump from the dealer's last card,
melds and Stöck, the first side to 1000. DESIGN.md section 3 has the rules.

A side is one player, or with 4 players and `teams=1` the partners 1+3 and 2+4 of the
playing order (named "Ana+Cleo"). With 3 players there are no teams.

What the device knows of a hand: the turned-up card is the dealer's, and a meld's cards are
its player's. So besides the revokes that shown voids prove, a play is refused at once when
these known cards prove it broke an obligation, when another player plays a melded or the
turned-up card, or when a player's known cards no longer fit in their hand. A meld is
refused at its own line when its cards were played by someone else, were shown absent, or
prove one of its player's earlier plays illegal. Because every card of a meld must then be
played by its player, no meld can be left unplayed at the end of the deal. The last trick
reveals every hand: the whole deal is audited before it is taken, and a broken obligation
is refused with the line of the trick where it happened.

Decisions where the seed leaves a gap:
- `option teams` is ignored with 3 players.
- Melds go anywhere in a deal before its last trick; a card counts in one meld only.
- Best meld comparison: value, more cards, higher top card (A K Q J 10 9 8 7 6), a run in
  trumps, the player who plays earlier in the first trick.
- When two or more sides reach the target in the same deal, the higher total wins; when the
  highest totals are equal, play goes on until one side alone has the highest total.
"""

from picotafel.cards import suit, rank, card, strength, card_label, QUEEN, KING, SUIT_SYMBOLS
from picotafel.rules import RuleError
from picotafel.tricks import TrickDeal, NO_TRUMP_BUT_JACK, audit, swiss_obligation, \
    check_place, check_trick
from picotafel import lang

NAME = "jass"
PLAYERS = (3, 4)
STATEMENTS = ("deal", "meld", "trick", "revoke")
OPTIONS = (
    ("teams", ("1", "0")),         # 4 players: partners opposite (1) or each for themselves
    ("rules", ("seed", "swiss")),  # the seed's obligations, or the Swiss ones
    ("melds", ("best", "all")),    # only the side with the best meld scores, or every meld
    ("target", (1000, 1, 9999)),
)
ALL_TRICKS = 100
STOECK = 20

PHASE_DEAL = "deal"   # a new deal comes next (none yet, or the last one is over)
PHASE_PLAY = "play"   # tricks (and melds) of the deal in progress
PHASE_OVER = "over"   # the match is finished


# -- melds: runs of 3+ in one suit (A K Q J 10 9 8 7 6: 20, 50, 100 for 5 or more), four
# Jacks 200, four 9s 150, four Aces, Kings, Queens or 10s 100.

# Four of a kind by rank: 6 7 8 9 T J Q K A (0 = no meld).
FOUR = (0, 0, 0, 150, 100, 200, 100, 100, 100)


def meld_value(cards):
    """The points of the meld made of exactly `cards`, or 0 if they make none."""
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
        return 20 if n == 3 else 50 if n == 4 else 100
    if n == 4 and all(rank(c) == r for c in cards):
        return FOUR[r]
    return 0


def meld_why_not(cards):
    """Why `cards` make no meld, or None if they do."""
    if meld_value(cards):
        return None
    return lang.t("NOT_A_MELD") % _labels(cards)


def meld_key(cards, trump, seat):
    """Sort key of a meld (higher is better): value, then more cards, then the higher top
    card (A K Q ... 6), then a run in trumps, then the earlier `seat` in the first trick
    (0 = its leader)."""
    top = 0
    for c in cards:
        if rank(c) > top:
            top = rank(c)
    in_trump = 1 if all(suit(c) == trump for c in cards) else 0
    return (meld_value(cards), len(cards), top, in_trump, -seat)


# -- obligations

def _above(cards, s, top, trump):
    """The first card of suit `s` in `cards` stronger than strength `top`, or None."""
    for h in cards:
        if suit(h) == s and strength(h, trump) > top:
            return h
    return None


def _top(cards, s, trump):
    """The strongest card of suit `s` in `cards`, or None."""
    best = None
    t = -1
    for h in cards:
        if suit(h) == s and strength(h, trump) > t:
            best = h
            t = strength(h, trump)
    return best


def _strength(c, trump):
    return -1 if c is None else strength(c, trump)


def seed_obligation(hand, pending, c, trump):
    """Why `c` from `hand` (`c` included) after `pending` breaks the seed's obligations, or
    None: follow suit and beat the suit's highest card (not once the trick holds a trump);
    void, trump, and overtrump a trump in the trick; on a trump lead, a higher trump."""
    if not pending:
        return None
    led = suit(pending[0])
    s = suit(c)
    top = _top(pending, led, trump)
    tt = _strength(_top(pending, trump, trump), trump)
    h = _above(hand, led, -1, trump)
    if h is not None:
        if s != led:
            return lang.t("SHOULD_FOLLOW") % (SUIT_SYMBOLS[led], card_label(h))
        if led != trump and tt >= 0:
            return None
        h = _above(hand, led, strength(top, trump), trump)
        if h is not None and strength(c, trump) < strength(top, trump):
            return lang.t("SHOULD_BEAT") % (card_label(top), card_label(h))
        return None
    h = _above(hand, trump, tt, trump)
    if led == trump or h is None or s == trump and strength(c, trump) > tt:
        return None
    return (lang.t("SHOULD_OVERTRUMP") if tt >= 0 else lang.t("SHOULD_TRUMP")) % card_label(h)


class Game:
    def __init__(self, players, options, dealer):
        self.players = players
        self.n = len(players)
        self.hand = 36 // self.n   # cards per hand, all 36 dealt
        self.teams = self.n == 4 and options["teams"] == "1"
        self.swiss = options["rules"] == "swiss"
        self.all_melds = options["melds"] == "all"
        self.target = options["target"]
        self.obligation = swiss_obligation if self.swiss else seed_obligation
        if self.teams:
            self.sides = (players[0] + "+" + players[2], players[1] + "+" + players[3])
        else:
            self.sides = tuple(players)
        self.totals = [0] * len(self.sides)
        self.next_dealer = dealer
        self.deal = None
        self.melds = []          # (player, cards, line) declared in the deal in progress
        self.owner = None        # per card: 1 + the player known to hold it, or 0
        self.by = None           # per card: 1 + the player who played it, or 0
        # Per finished deal one flat tuple of ints (small on the heap): trump card, dealer,
        # last trick's taker, the side that took every trick (-1: none), then per side
        # card points, meld points, Stöck; last the revoke's player (-1: none), its trick
        # and 1 if the deal was annulled.
        self.results = []
        self.finished = False
        self.winner = None       # a side's name

    # -- what the ui asks -------------------------------------------------------------

    def side_of(self, p):
        return p % 2 if self.teams else p

    def phase(self):
        """What comes next: PHASE_DEAL, PHASE_PLAY or PHASE_OVER."""
        if self.finished:
            return PHASE_OVER
        if self.deal is None or self.deal.over:
            return PHASE_DEAL
        return PHASE_PLAY

    def to_play(self, pending=()):
        """The player whose card comes after `pending` in the current trick."""
        return self.deal.player_at(len(pending))

    def _known(self, p, unplayed=True):
        """The cards known to be `p`'s (turned up or melded); only those not yet played
        when `unplayed`."""
        d = self.deal
        out = []
        for c in range(36):
            if self.owner[c] == p + 1 and not (unplayed and d.played[c]):
                out.append(c)
        return out

    def _whose(self, c):
        d = self.deal
        return (lang.t("IS_TURNED_UP_OF") if c == d.turned else lang.t("IS_MELDED_OF")) % (
            card_label(c), self.players[self.owner[c] - 1])

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
        known = [h for h in self._known(p) if h != c]
        left = self.hand - len(d.tricks) - 1   # p's cards after this one
        if len(known) > left:
            return lang.t("MUST_STILL_PLAY") % (names[p], _labels(known))
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
            return lang.t("NO_DEAL_YET")
        if d.over:
            return lang.t("DEAL_IS_OVER")
        why = meld_why_not(cards)
        if why:
            return why
        for c in cards:
            why = self._meld_card(p, c)
            if why:
                return why
        known = self._known(p, False)
        for c in cards:
            if c not in known:
                known.append(c)
        unplayed = [c for c in known if not d.played[c]]
        left = self.hand - len(d.tricks)
        if len(unplayed) > left:
            return lang.t("ONLY_CARDS_LEFT") % (self.players[p], left, _labels(unplayed))
        return self._recheck(p, known)

    def check_meld_card(self, p, cards, c):
        """Why `c` cannot join `cards` (keyed so far) in a meld of player `p`, or None:
        lets the ui refuse a meld's card as it is keyed, before the meld is whole."""
        if c in cards:
            return lang.t("IN_MELD_ALREADY") % card_label(c)
        more = list(cards) + [c]
        if not (all(suit(h) == suit(c) for h in more)
                or all(rank(h) == rank(c) for h in more) and FOUR[rank(c)]):
            return lang.t("NO_MELD_WITH") % (card_label(c), _labels(cards))
        return self._meld_card(p, c)

    def _meld_card(self, p, c):
        """Why `c` cannot be a meld card of player `p` in this deal, or None."""
        d = self.deal
        names = self.players
        if self.by[c] and self.by[c] != p + 1:
            return lang.t("PLAYED_BY") % (card_label(c), names[self.by[c] - 1])
        if self.owner[c] and self.owner[c] != p + 1:
            return self._whose(c)
        for q, mc, _ in self.melds:
            if c in mc:
                return lang.t("IN_MELD_OF") % (card_label(c), names[q])
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
                return lang.t("TRICK_WHO_WHY") % (i + 1, self.players[p], why)
            if c in hand:
                hand.remove(c)
        return None

    def shown_void(self, pending, c):
        """The suits a follower shows absent by playing `c` after `pending`: only what the
        rule set makes certain."""
        led = suit(pending[0])
        s = suit(c)
        trump = self.deal.trump
        if s == led:
            return 0
        if self.swiss:
            if led == trump:
                return NO_TRUMP_BUT_JACK
            if s == trump and strength(c, trump) > _strength(_top(pending, trump, trump), trump):
                return 0
            return 1 << led
        if led == trump or s == trump:
            return 1 << led
        if _top(pending, trump, trump) is not None:
            return 1 << led          # may hold trumps too low to overtrump
        return (1 << led) | (1 << trump)

    # -- statements --------------------------------------------------------------------

    def apply(self, st, line):
        check_place(self, st, "the dealer's last card, turned up")
        word = st[0]
        if word == "deal":
            dealer = self.next_dealer
            self.deal = TrickDeal(self.n, dealer, st[1], self.hand)
            self.next_dealer = (dealer + 1) % self.n
            self.melds = []
            self.owner = bytearray(36)
            self.owner[st[1]] = dealer + 1
            self.by = bytearray(36)
            return
        if word == "meld":
            if st[1] not in self.players:
                raise RuleError("%s is not a player" % st[1])
            p = self.players.index(st[1])
            why = self.check_meld(p, st[2])
            if why:
                raise RuleError(why)
            self.melds.append((p, st[2], line))
            for c in st[2]:
                self.owner[c] = p + 1
            return
        if word == "revoke":
            # Two sides: the trick and every later one go to the other side; each for
            # themselves: the deal is annulled, the same dealer deals again (DESIGN.md 3).
            from picotafel import revoke
            p = revoke.apply(self, st, self.teams)
            if not self.teams:
                d = self.deal
                ns = len(self.sides)
                self.results.append(tuple([d.turned, d.dealer, d.last or 0, -1] + [0] * (3 * ns)
                                          + [p, st[2], 1]))
                self.next_dealer = d.dealer
                self.melds = []
            return
        self._trick(st[1], line)

    def _trick(self, cards, line):
        d = self.deal
        check_trick(self, cards)
        if len(d.tricks) + 1 == d.ntricks:
            # Every hand is known now: audit the deal before taking its last trick.
            audit(d.tricks + [(d.leader, cards, line)], self.n, d.trump, self.obligation,
                  self.players, d.revoked[0] if d.revoked else None)
        for k in range(self.n):
            self.by[cards[k]] = d.player_at(k) + 1
        d.add(cards, line, self.shown_void)
        if d.over:
            self._score_deal()

    def _score_deal(self):
        d = self.deal
        ns = len(self.sides)
        points = [0] * ns
        for p in range(self.n):
            points[self.side_of(p)] += d.taken[p]
        # The winner of each trick leads the next; the last one took the last trick
        # (after a revoke: revoke.takers).
        if d.revoked is None:
            takers = [d.tricks[i][0] for i in range(1, len(d.tricks))] + [d.last or 0]
        else:
            from picotafel.revoke import takers as credited
            takers = credited(d)
        sweep = self.side_of(takers[-1])
        for t in takers:
            if self.side_of(t) != sweep:
                sweep = -1
                break
        if sweep >= 0:
            points[sweep] += ALL_TRICKS
        scored = [0] * ns
        best = None
        for p, cards, _ in self.melds:
            k = meld_key(cards, d.trump, (p - d.dealer - 1) % self.n)
            if best is None or k > best[0]:
                best = (k, self.side_of(p))
        for p, cards, _ in self.melds:
            s = self.side_of(p)
            if self.all_melds or s == best[1]:
                scored[s] += meld_value(cards)
        stoeck = [0] * ns
        k = self.by[card(d.trump, KING)]
        if k == self.by[card(d.trump, QUEEN)]:
            stoeck[self.side_of(k - 1)] = STOECK
        for s in range(ns):
            self.totals[s] += points[s] + scored[s] + stoeck[s]
        rev = d.revoked or (-1, 0)
        self.results.append(tuple([d.turned, d.dealer, takers[-1], sweep] + points + scored
                                  + stoeck + [rev[0], rev[1], 0]))
        self.melds = []
        top = -1
        lead = []
        for s in range(len(self.sides)):
            t = self.totals[s]
            if t >= self.target:
                if t > top:
                    top = t
                    lead = [s]
                elif t == top:
                    lead.append(s)
        if len(lead) == 1:
            self.winner = self.sides[lead[0]]
            self.finished = True

    # -- the score JSON ----------------------------------------------------------------

    def _by_side(self, values):
        out = {}
        for s in range(len(self.sides)):
            out[self.sides[s]] = values[s]
        return out

    def summary(self):
        from picotafel.revoke import entry as revoke_entry
        names = self.players
        deals = []
        ns = len(self.sides)
        for r in self.results:
            deals.append({
                "points": self._by_side(r[4:4 + ns]),
                "melds": self._by_side(r[4 + ns:4 + 2 * ns]),
                "stoeck": self._by_side(r[4 + 2 * ns:4 + 3 * ns]),
                "trump": card_label(r[0]),
                "dealer": names[r[1]],
                "last_trick": None if r[-1] else names[r[2]],
                "all_tricks": None if r[3] < 0 else self.sides[r[3]],
                "revoke": revoke_entry(None if r[-3] < 0 else r[-3:-1], names),
                "annulled": r[-1] == 1,
            })
        totals = {}
        for s in range(len(self.sides)):
            totals[self.sides[s]] = {"score": self.totals[s]}
        out = {"deals": deals, "totals": totals, "target": self.target,
               "sides": list(self.sides)}
        d = self.deal
        if d is not None and not d.over:
            pts = [0] * len(self.sides)
            for p in range(self.n):
                pts[self.side_of(p)] += d.taken[p]
            out["current"] = {"tricks": len(d.tricks), "points": self._by_side(pts),
                              "melds": len(self.melds)}
        return out


def _labels(cards):
    return " ".join(card_label(c) for c in cards)
