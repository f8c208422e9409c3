"""Differenzler (seed 002): 4 players each for themselves (or 3 with 12 cards each), all 36
cards played; each predicts their points and the difference is their penalty. The
rules: docs/rules/differenzler.md; the seeds: docs/rules/common.md, "Sources".

Decisions where the seed leaves a gap:
- `deal CARD` names the dealer's last card; it makes trump and stays in the dealer's hand,
  so only the dealer may play it, and the dealer may not discard on a trump lead while
  still holding it (unless it is the trump Jack).
- `estimate N P`: each player once per deal, in any order, all before the first trick.
- `option exact=B` (a number 0-50, 0 = off): an exact prediction other than 0 has its
  penalty B below zero, so totals can be negative.
- `option open=1` only tells the screens that predictions may be shown during the deal
  (estimates_visible); the log holds them either way.
- After `deals` deals the lowest total penalty wins; while two or more share the lowest,
  one more deal is played, as often as needed. An annulled deal (`revoke`) does not count.
- A deal may be entered by its points instead of its cards (docs/rules/points.md): after the
  estimates, a `result N P` line for each player, in any order, before any trick; the
  last one must bring the sum to 157 (a sum above it is refused at once). The deal has
  no last trick (its result's `last` is -1).
"""

from picotafel.core.cards import card_label, suit, rank, JACK, DECK_SIZE
from picotafel.core.rules import RuleError
from picotafel.core.tricks import TrickDeal, audit, swiss_obligation, swiss_void, check_place, \
    check_trick
from picotafel import lang
from picotafel.heap import const

NAME = "differenzler"
PLAYERS = (3, 4)
PLAYERS_FIRST = 4        # a new match offers this many first
STATEMENTS = ("deal", "estimate", "trick", "revoke", "result")
OPTIONS = (
    ("deals", (4, 1, 99)),   # deals to play before the lowest penalty wins
    ("exact", (0, 0, 50)),   # bonus for an exact prediction (0: none)
    ("open", (0, 0, 1)),     # 1: predictions may be shown during the deal
)
# (key, value, word): values the setup screens say in words (the "setup" words VALUE_*)
OPTION_WORDS = (("open", 0, "OFF"), ("open", 1, "ON"), ("exact", 0, "OFF"))
MAX_ESTIMATE = 157
NO_ESTIMATE = -1

# What the next statement of the match is (phase()).
# A deal's result: one flat tuple of ints, read by these indices (each game's results the
# same way): the last trick's taker (-1: entered by its points), the turned-up card, the
# dealer, the revoke's player (-1: none) and its trick, then per player (n entries each,
# player 0 first) the card points, the estimates and the penalties (runs() cuts them).
R_LAST = const(0)
R_TURNED = const(1)
R_DEALER = const(2)
R_REVOKER = const(3)
R_REVOKE_TRICK = const(4)
R_POINTS = const(5)


def runs(r, n):
    """(points, estimates, penalties) of deal result `r` of `n` players, a tuple each."""
    return r[R_POINTS:R_POINTS + n], r[R_POINTS + n:R_POINTS + 2 * n], r[R_POINTS + 2 * n:]


def revoke_of(r):
    """(player, trick) of the revoke that annulled deal result `r`, or None."""
    return None if r[R_REVOKER] < 0 else (r[R_REVOKER], r[R_REVOKE_TRICK])


def _result(last, turned, dealer, rev, pts, ests, pens):
    return tuple([last, turned, dealer, rev[0], rev[1]] + list(pts) + list(ests) + list(pens))


PHASE_DEAL = "deal"          # a new deal comes next (none yet, or the last one is over)
PHASE_ESTIMATE = "estimate"  # predictions are missing: no trick yet
PHASE_PLAY = "play"          # every prediction is in: tricks
PHASE_OVER = "over"          # the match is finished


# The Swiss obligations, shared with Jass's rules=swiss (tricks.swiss_obligation).
obligation = swiss_obligation


class Game:
    def __init__(self, players, options, dealer):
        self.players = players
        self.sides = players     # who can win: each player for themselves
        self.n = len(players)
        self.tricks = DECK_SIZE // self.n
        self.planned = options["deals"]
        self.exact = options["exact"]
        self.open = options["open"] == 1
        self.next_dealer = dealer
        self.deal = None
        self.estimates = [NO_ESTIMATE] * self.n   # this deal's predictions by player
        self.given = None        # the deal's `result` points by player (-1: not yet), or None
        # per finished deal: (points, estimates, penalties, last, turned, dealer, revoke or
        # None); an annulled deal has a revoke and every penalty 0; a deal entered by its
        # points has last -1
        self.results = []        # per deal: a flat tuple read by the R_ indices
        self.counted = 0        # deals that count (not annulled)
        self.penalty = [0] * self.n
        self.finished = False
        self.winner = None

    # -- what the ui asks -------------------------------------------------------------

    def phase(self):
        """What comes next: PHASE_DEAL, PHASE_ESTIMATE, PHASE_PLAY or PHASE_OVER."""
        if self.finished:
            return PHASE_OVER
        d = self.deal
        if d is None or d.over:
            return PHASE_DEAL
        if NO_ESTIMATE in self.estimates:
            return PHASE_ESTIMATE
        return PHASE_PLAY

    def missing_estimates(self):
        """Players (indices) still to predict this deal, in playing order from the leader."""
        d = self.deal
        if d is None or d.over:
            return []
        first = (d.dealer + 1) % self.n
        out = []
        for k in range(self.n):
            p = (first + k) % self.n
            if self.estimates[p] == NO_ESTIMATE:
                out.append(p)
        return out

    def estimates_visible(self):
        """May the screens show this deal's predictions? Only with open=1 until it is over."""
        return self.open or self.deal is None or self.deal.over

    def to_play(self, pending):
        """Who plays the next card after `pending` in the current trick."""
        return self.deal.player_at(len(pending))

    def check_card(self, pending, c):
        """Why `c` cannot be the next card after `pending` in this trick, or None."""
        d = self.deal
        p = d.player_at(len(pending))
        why = d.check_card(pending, c, self.players)
        if why:
            if not d.played[c] and c not in pending:
                from picotafel.core.revoke import shown_in       # a revoke: say where
                why += lang.t("IN_TRICK", "differenzler") % shown_in(d, p, c, self.shown_void)
            return why
        t = d.turned
        if c == t and p != d.dealer:
            return lang.t("IS_TURNED_UP_OF") % (card_label(c), self.players[d.dealer])
        if self.refusal_proves(p, pending, c):
            return lang.t("MUST_FOLLOW_TRUMP", "differenzler") % (self.players[p], card_label(t))
        return None

    def refusal_proves(self, p, pending, c):
        """True if dealer `p` would keep the turned-up trump back on a trump lead (the game
        contract's revoke question, core/revoke.breach: the turned-up card is the one
        card of a hand known)."""
        d = self.deal
        t = d.turned
        return (p == d.dealer and not d.free(p)
                and bool(pending)
                and suit(pending[0]) == d.trump and suit(c) != d.trump and rank(t) != JACK
                and not d.played[t] and t not in pending)

    def shown_void(self, pending, c):
        """The suits a follower shows absent by playing `c` (see obligation())."""
        return swiss_void(pending, c, self.deal.trump)

    # -- statements --------------------------------------------------------------------

    def apply(self, st, line):
        check_place(self, st, "the dealer's last card")
        word = st[0]
        if word == "deal":
            self.deal = TrickDeal(self.n, self.next_dealer, st[1], self.tricks)
            self.next_dealer = (self.next_dealer + 1) % self.n
            self.estimates = [NO_ESTIMATE] * self.n
            self.given = None
            return
        if word == "estimate":
            self._estimate(st[1], st[2])
            return
        if word == "result":
            self._result(st[1], st[2])
            return
        if word == "revoke":
            # No sides: the deal is annulled, nobody scores, the same dealer deals again
            # and the deal does not count (docs/rules/common.md).
            from picotafel.core import revoke
            d = self.deal
            revoke.apply(self, st, False)
            self.results.append(_result(d.last, d.turned, d.dealer, d.revoked[:2], d.taken,
                                        self.estimates, [0] * self.n))
            self.next_dealer = d.dealer
            return
        self._trick(st[1], line)

    def _estimate(self, name, value):
        if name not in self.players:
            raise RuleError(lang.t("NOT_A_PLAYER_OF", "log") % (name, " ".join(self.players)))
        if self.deal.tricks:
            raise RuleError(lang.t("ESTIMATES_FIRST", "log"))
        p = self.players.index(name)
        if self.estimates[p] != NO_ESTIMATE:
            raise RuleError(lang.t("ALREADY_ESTIMATED", "differenzler") % name)
        if not 0 <= value <= MAX_ESTIMATE:
            raise RuleError(lang.t("ESTIMATE_RANGE", "differenzler") % (MAX_ESTIMATE, value))
        self.estimates[p] = value

    def _result(self, name, value):
        """`result N P`: N's points in a deal entered by its points (docs/rules/points.md);
        RuleError for a player given twice, a Match, or a sum past 157 (or, once every
        player is given, other than 157)."""
        self._check_estimates()
        from picotafel.core.points import DEAL, MATCH
        names = self.players
        if name not in names:
            raise RuleError(lang.t("NOT_A_PLAYER_OF", "log") % (name, " ".join(names)))
        if self.deal.tricks:
            raise RuleError(lang.t("RESULT_BEFORE_CARDS", "log"))
        if value == MATCH:                  # `result N match`: a side's word
            raise RuleError(lang.t("RESULT_NO_MATCH", "log"))
        if value > DEAL:
            raise RuleError(lang.t("POINTS_RANGE", "log") % (DEAL, value))
        given = list(self.given or [-1] * self.n)
        p = names.index(name)
        if given[p] >= 0:
            raise RuleError(lang.t("RESULT_TWICE", "log") % name)
        given[p] = value
        total = 0
        for v in given:
            total += max(v, 0)
        if total > DEAL or -1 not in given and total != DEAL:   # every player given: 157
            raise RuleError(lang.t("RESULTS_ADD_UP", "log") % (total, DEAL))
        self.given = given
        if -1 not in given:
            self.deal.taken = given
            self.deal.ntricks = 0           # no tricks to come: the deal is over
            self._score_deal(-1)

    def _check_estimates(self):
        missing = self.missing_estimates()
        if missing:
            raise RuleError(lang.t("NO_ESTIMATE_FROM", "differenzler") %
                            " ".join(self.players[p] for p in missing))

    def _trick(self, cards, line):
        self._check_estimates()
        if self.given is not None:
            raise RuleError(lang.t("RESULTS_FIRST", "log"))
        d = self.deal
        check_trick(self, cards)
        if len(d.tricks) + 1 == self.tricks:
            # Every hand is known now: replay the deal before taking the last trick.
            audit(d.tricks + [(d.leader, cards, line)], self.n, d.trump, obligation,
                  self.players, d.revoked[0] if d.revoked else None)
        d.add(cards, line, self.shown_void)
        if d.over:
            self._score_deal(d.last)

    def _score_deal(self, last):
        """The deal over: its penalties (`last`: who took the last trick, -1 for a deal
        entered by its points)."""
        d = self.deal
        pts = tuple(d.taken)
        ests = tuple(self.estimates)
        pens = []
        for p in range(self.n):
            pen = abs(ests[p] - pts[p])
            if pen == 0 and ests[p] and self.exact:
                pen = -self.exact
            pens.append(pen)
            self.penalty[p] += pen
        self.results.append(_result(last, d.turned, d.dealer, (-1, 0), pts, ests, pens))
        self.counted += 1
        if self.counted >= self.planned:
            low = min(self.penalty)
            best = [p for p in range(self.n) if self.penalty[p] == low]
            if len(best) == 1:
                self.winner = best[0]
                self.finished = True

    # -- the score JSON ----------------------------------------------------------------

    def _by_name(self, values):
        out = {}
        for p in range(self.n):
            out[self.players[p]] = values[p]
        return out

    def summary(self):
        from picotafel.core.tricks import revoke_entry
        names = self.players
        deals = []
        for r in self.results:
            pts, ests, pens = runs(r, self.n)
            last = r[R_LAST]
            rev = revoke_of(r)
            deals.append({
                "points": self._by_name(pts),
                "estimates": self._by_name(ests),
                "penalties": self._by_name(pens),
                "last_trick": None if rev or last < 0 else names[last],
                "entered": "points" if last < 0 else "cards",
                "trump": card_label(r[R_TURNED]),
                "dealer": names[r[R_DEALER]],
                "revoke": revoke_entry(rev, names),
                "annulled": rev is not None,
            })
        totals = {}
        for p in range(self.n):
            totals[names[p]] = {"penalty": self.penalty[p]}
        out = {"deals": deals, "totals": totals, "planned_deals": self.planned,
               "counted_deals": self.counted,
               "exact_bonus": self.exact, "open": self.open}
        d = self.deal
        if d is not None and not d.over:
            cur = {"tricks": len(d.tricks), "points": self._by_name(d.taken),
                   "trump": card_label(d.turned), "dealer": names[d.dealer],
                   "estimated": [names[p] for p in range(self.n)
                                 if self.estimates[p] != NO_ESTIMATE]}
            if self.open:
                cur["estimates"] = dict((names[p], self.estimates[p]) for p in range(self.n)
                                        if self.estimates[p] != NO_ESTIMATE)
            out["current"] = cur
        return out
