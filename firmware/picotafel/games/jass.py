"""Jass (seed 001): 3 or 4 players, all 36 cards dealt, trump from the dealer's last card,
melds and Stöck, the first side to 1000. The rules: docs/rules/jass.md;
the seeds: docs/rules/common.md, "Sources".

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

from picotafel.core.cards import suit, card, strength, card_label, QUEEN, KING, SUIT_SYMBOLS, \
    DECK_SIZE
from picotafel.core.rules import RuleError
from picotafel.core.tricks import TrickDeal, audit, swiss_obligation, \
    swiss_void, check_place, check_trick
from picotafel.core import melds
from picotafel import lang
from picotafel.heap import const

NAME = "jass"
PLAYERS = (3, 4)
PLAYERS_FIRST = 4        # a new match offers this many first
STATEMENTS = ("deal", "meld", "trick", "revoke")
OPTIONS = (
    ("teams", ("1", "0")),         # 4 players: partners opposite (1) or each for themselves
    ("rules", ("seed", "swiss")),  # the seed's obligations, or the Swiss ones
    ("melds", ("best", "all")),    # only the side with the best meld scores, or every meld
    ("target", (1000, 1, 9999)),
)
# (key, value, word): values the setup screens say in words (the "setup" words VALUE_*)
OPTION_WORDS = (("teams", "1", "ON"), ("teams", "0", "OFF"), ("rules", "seed", "MUST_BEAT"),
                ("rules", "swiss", "AT_WILL"), ("melds", "best", "BEST_SIDE"),
                ("melds", "all", "ALL"))
ALL_TRICKS = 100
STOECK = 20
# A run's value by its length (index 3 to 9) in tens of points: 20, 50, then 100 from 5
# cards on (melds.meld_value; Schieber's Weis goes on by 50 a card).
RUNS = b"\x00\x00\x00\x02\x05\x0a\x0a\x0a\x0a\x0a"


# A finished deal's result is one flat tuple of ints, read by these indices (each game's
# results the same way): the turned-up card, the dealer, the last trick's taker, the side
# that took every trick (-1: none), then per side (ns entries each) card points, meld
# points and Stöck, and at the end the revoke's player (-1: none), its trick, and 1 if the
# deal was annulled.
R_TURNED = const(0)
R_DEALER = const(1)
R_LAST = const(2)
R_SWEEP = const(3)
R_POINTS = const(4)
R_REVOKER = const(-3)
R_REVOKE_TRICK = const(-2)
R_ANNULLED = const(-1)


def deal_result(r, ns):
    """Result `r` of a match with `ns` sides, unpacked whole: (turned, dealer, last,
    sweep, points, melds, stoeck, revoke, annulled), the middle three tuples per side,
    revoke (player, trick) or None, annulled True or False."""
    melds = R_POINTS + ns
    return (r[R_TURNED], r[R_DEALER], r[R_LAST], r[R_SWEEP], r[R_POINTS:melds],
            r[melds:melds + ns], r[melds + ns:R_REVOKER],
            None if r[R_REVOKER] < 0 else (r[R_REVOKER], r[R_REVOKE_TRICK]),
            r[R_ANNULLED] == 1)


PHASE_DEAL = "deal"   # a new deal comes next (none yet, or the last one is over)
PHASE_PLAY = "play"   # tricks (and melds) of the deal in progress
PHASE_OVER = "over"   # the match is finished


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
            return lang.t("SHOULD_FOLLOW", "jass") % (SUIT_SYMBOLS[led], card_label(h))
        if led != trump and tt >= 0:
            return None
        h = _above(hand, led, strength(top, trump), trump)
        if h is not None and strength(c, trump) < strength(top, trump):
            return lang.t("SHOULD_BEAT", "jass") % (card_label(top), card_label(h))
        return None
    h = _above(hand, trump, tt, trump)
    if led == trump or h is None or s == trump and strength(c, trump) > tt:
        return None
    said = lang.t("SHOULD_OVERTRUMP", "jass") if tt >= 0 else lang.t("SHOULD_TRUMP", "jass")
    return said % card_label(h)


class Game(melds.KnownHands):
    runs = RUNS       # (the screen's meld values)
    def __init__(self, players, options, dealer):
        self.players = players
        self.n = len(players)
        self.hand = DECK_SIZE // self.n   # cards per hand, all 36 dealt
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
        self.results = []        # per finished deal a tuple read by the R_ indices
        self.finished = False
        self.winner = None       # the winning side (an index into sides)

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

    def shown_void(self, pending, c):
        """The suits a follower shows absent by playing `c` after `pending`: only what the
        rule set makes certain."""
        led = suit(pending[0])
        s = suit(c)
        trump = self.deal.trump
        if s == led:
            return 0
        if self.swiss:
            return swiss_void(pending, c, trump)
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
            self.owner = bytearray(DECK_SIZE)
            self.owner[st[1]] = dealer + 1
            self.by = bytearray(DECK_SIZE)
            return
        if word == "meld":
            self.declare(st, line)
            return
        if word == "revoke":
            # Two sides: the trick and every later one go to the other side; each for
            # themselves: the deal is annulled, the same dealer deals again
            # (docs/rules/common.md, "The penalties").
            from picotafel.core import revoke
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
            from picotafel.core.revoke import takers as credited
            takers = credited(d)
        sweep = self.side_of(takers[-1])
        for t in takers:
            if self.side_of(t) != sweep:
                sweep = -1
                break
        if sweep >= 0:
            points[sweep] += ALL_TRICKS
        scored = melds.scored(self.melds, d.trump, (d.dealer + 1) % self.n, self.n,
                              self.side_of, ns, self.all_melds, RUNS)
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
            self.winner = lead[0]
            self.finished = True

    # -- the score JSON ----------------------------------------------------------------

    def _by_side(self, values):
        out = {}
        for s in range(len(self.sides)):
            out[self.sides[s]] = values[s]
        return out

    def summary(self):
        from picotafel.core.tricks import revoke_entry
        names = self.players
        deals = []
        ns = len(self.sides)
        for r in self.results:
            turned, dealer, last, sweep, pts, mel, st, rev, annulled = deal_result(r, ns)
            deals.append({
                "points": self._by_side(pts),
                "melds": self._by_side(mel),
                "stoeck": self._by_side(st),
                "trump": card_label(turned),
                "dealer": names[dealer],
                "last_trick": None if annulled else names[last],
                "all_tricks": None if sweep < 0 else self.sides[sweep],
                "revoke": revoke_entry(rev, names),
                "annulled": annulled,
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



