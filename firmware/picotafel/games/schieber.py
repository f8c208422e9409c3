"""Schieber (docs/rules/schieber.md): 4 players in two sides of partners opposite, 36
cards dealt, none turned up. The player after the dealer chooses the trump mode (a suit,
Obenabe, Undenufe) or pushes to the partner, who chooses (`trump MODE`, `trump push
MODE`). Weis in the first trick (only the side with the best single Weis scores), Stöck
seen by the device, Match +100, `option mult`, first side to the target; when both sides
pass it in one deal, Stöck, then Weis, then the tricks one by one decide.

A deal may be entered by its points instead of its cards (docs/rules/points.md): after
the trump, `result N P` (or `result N match`), then the Weis and
Stöck the table scores (`weis N V`, `stoeck N`), each amending the deal just scored
(points.py); when both sides pass the target in such a deal, Stöck, then Weis, then the
side with more card points decide.

What the device knows of a hand is what Jass knows without the turned-up card: a Weis's
cards are its player's (melds.KnownHands), so a play those cards prove illegal is refused
at once, and the last trick reveals every hand for the audit.

Decisions where the rules leave a gap (docs/rules/schieber.md, "Decisions"):
- A Weis stands until the second trick is taken (announced in the first trick, shown in
  the second); after that it is refused.
- The best Weis's top card is taken in the order A K Q ... 6 in every mode.
- No Stöck without trump (Obenabe, Undenufe): there is no King and Queen of trump.
- The running totals decide "passes the target" as reaching it (>=), as in Jass.
"""

from picotafel import lang
from picotafel.core.cards import card, QUEEN, KING, trick_points, DECK_SIZE, LAST_TRICK
from picotafel.core.rules import RuleError
from picotafel.core.tricks import TrickDeal, audit, swiss_obligation, swiss_void, check_place, \
    check_trick, credited
from picotafel.core import melds

NAME = "schieber"
PLAYERS = (4, 4)
PLAYERS_FIRST = 4        # a new match offers this many first
STATEMENTS = ("deal", "trump", "meld", "trick", "revoke", "result", "weis", "stoeck")
OPTIONS = (
    ("mult", ("1", "swiss")),      # every mode once, or ♦ ♥ x1, ♠ ♣ x2, Obenabe, Undenufe x3
    ("target", (2500, 1, 9999)),
)
# (key, value, word): values the setup screens say in words (the "setup" words VALUE_*)
OPTION_WORDS = (("mult", "1", "OFF"), ("mult", "swiss", "SWISS"))
MATCH = 100
STOECK = 20
# The multiplier of `mult=swiss` by trump mode S H D C O U.
SWISS_MULT = (2, 1, 1, 2, 3, 3)
# A Weis run's value by its length (index 3 to 9) in tens: 20, 50, then 50 more a card
# (the shape of jass.RUNS, which stops at 100).
WEIS_RUNS = b"\x00\x00\x00\x02\x05\x0a\x0f\x14\x19\x1e"

PHASE_DEAL = "deal"    # a new deal comes next
PHASE_TRUMP = "trump"  # the deal is dealt: the trump mode comes next
PHASE_PLAY = "play"    # tricks (and Weis) of the deal in progress
PHASE_OVER = "over"    # the match is finished

# A deal's result: one flat tuple of ints (small on the heap), read by these indices.
# Per side (two entries each, side 0 first): card points (last trick's 5 in), Weis, Stöck,
# all before the multiplier.
R_DEALER, R_MODE, R_PUSHED, R_LAST, R_MATCH, R_MULT = range(6)
R_POINTS, R_WEIS, R_STOECK = 6, 8, 10
R_REVOKER, R_REVOKE_TRICK = 12, 13     # the revoke's player (-1: none) and trick
R_ENTERED = 14     # 1: entered by its points (`result`), no card keyed (R_LAST is -1)


def deal_total(r, s):
    """Side `s`'s score of deal result `r`: (points + Match + Weis + Stöck) x multiplier."""
    match = MATCH if r[R_MATCH] == s else 0
    return (r[R_POINTS + s] + match + r[R_WEIS + s] + r[R_STOECK + s]) * r[R_MULT]


class Game(melds.KnownHands):
    runs = WEIS_RUNS  # (the screen's Weis values)

    def __init__(self, players, options, dealer):
        self.players = players
        self.n = 4
        self.hand = 9
        self.teams = True
        self.swiss_mult = options["mult"] == "swiss"
        self.target = options["target"]
        self.obligation = swiss_obligation
        self.sides = (players[0] + "+" + players[2], players[1] + "+" + players[3])
        self.totals = [0, 0]
        self.next_dealer = dealer
        self.deal = None
        self.pushed = 0
        self.melds = []          # (player, cards, line): the Weis of the deal in progress
        self.owner = None        # per card: 1 + the player known to hold it, or 0
        self.by = None           # per card: 1 + the player who played it, or 0
        self.results = []        # per deal a tuple read by the R_ indices
        self.before = None       # the totals before the last deal scored
        self.by_points = False   # the deal in progress was entered by its points
        self.weis_lines = 0      # its `weis` lines so far (points.py: six at most)
        self.finished = False
        self.winner = None       # the winning side (an index into sides)

    # -- what the ui asks -------------------------------------------------------------

    def side_of(self, p):
        return p % 2

    def phase(self):
        """What comes next: PHASE_DEAL, PHASE_TRUMP, PHASE_PLAY or PHASE_OVER."""
        if self.finished:
            return PHASE_OVER
        d = self.deal
        if d is None or d.over:
            return PHASE_DEAL
        return PHASE_TRUMP if d.trump < 0 else PHASE_PLAY

    def chooser(self, pushed=None):
        """Who chooses the trump of the deal in progress: the player after the dealer, or
        the partner when pushed (`pushed` given: as if pushed or not)."""
        d = self.deal
        if pushed is None:
            pushed = self.pushed
        return (d.dealer + (3 if pushed else 1)) % 4

    def mult(self, mode):
        return SWISS_MULT[mode] if self.swiss_mult else 1

    def to_play(self, pending=()):
        return self.deal.player_at(len(pending))

    def shown_void(self, pending, c):
        """The suits a follower shows absent by playing `c` after `pending` (the Swiss
        obligations; without trump, only the suit led)."""
        return swiss_void(pending, c, self.deal.trump)

    # -- statements --------------------------------------------------------------------

    def apply(self, st, line):
        word = st[0]
        if word == "weis" or word == "stoeck":
            self._amend(st)
            return
        check_place(self, st, None)
        d = self.deal
        if word == "deal":
            if st[1] is not None:
                raise RuleError(lang.t("DEAL_NO_CARD", "log"))
            dealer = self.next_dealer
            self.deal = TrickDeal(4, dealer, None, 9)
            self.next_dealer = (dealer + 1) % 4
            self.pushed = 0
            self.by_points = False
            self.melds = []
            self.owner = bytearray(DECK_SIZE)
            self.by = bytearray(DECK_SIZE)
            return
        if word == "trump":
            if d.trump >= 0:
                raise RuleError(lang.t("TRUMP_CHOSEN", "log"))
            if st[1] > 5 or st[2] > 1 or st[3]:
                raise RuleError(lang.t("SCHIEBER_TRUMP", "schieber"))
            d.trump = st[1]
            self.pushed = st[2]
            return
        if d.trump < 0:
            raise RuleError(lang.t("TRUMP_FIRST", "log"))
        if word == "result":        # the deal's card points instead of its tricks
            from picotafel.core import points
            points.check_start(self)
            pts, match = points.side_points(self, st)
            d.ntricks = 0           # no tricks to come: the deal is over
            self.by_points = True
            self.weis_lines = 0     # no Weis or Stöck until their own lines amend it
            self.close(pts, match, -1, [0, 0], [0, 0], (-1, 0), 1, None)
            return
        if word == "meld":
            if len(d.tricks) > 1:
                raise RuleError(lang.t("WEIS_IN_FIRST_TRICK", "log")
                                % len(d.tricks))
            self.declare(st, line)
            return
        if word == "revoke":
            # The trick and every later one go to the other side (docs/rules/common.md).
            from picotafel.core import revoke
            revoke.apply(self, st, True)
            return
        check_trick(self, st[1])
        if len(d.tricks) == 8:
            # Every hand is known now: audit the deal before taking its last trick.
            audit(d.tricks + [(d.leader, st[1], line)], 4, d.trump, self.obligation,
                  self.players, d.revoked[0] if d.revoked else None)
        for k in range(4):
            self.by[st[1][k]] = d.player_at(k) + 1
        d.add(st[1], line, self.shown_void)
        if d.over:
            self._score_deal()

    def _score_deal(self):
        d = self.deal
        mode = d.trump
        takers, match = credited(d)
        points = [d.taken[0] + d.taken[2], d.taken[1] + d.taken[3]]
        weis = melds.scored(self.melds, mode, (d.dealer + 1) % 4, 4, self.side_of, 2, False,
                            WEIS_RUNS)
        stoeck = [0, 0]
        if mode < 4:
            k = self.by[card(mode, KING)]
            if k == self.by[card(mode, QUEEN)]:
                stoeck[(k - 1) % 2] = STOECK
        self.melds = []
        self.close(points, match, takers[-1], weis, stoeck, d.revoked or (-1, 0), 0, takers)

    def _amend(self, st):
        """`weis N V` or `stoeck N` after the `result` of the last deal: the deal's score
        again with it, and the winner (Stöck may now come first)."""
        if not self.by_points:
            raise RuleError(lang.t("AFTER_RESULT", "log"))
        from picotafel.core import points
        r = list(self.results[-1])
        if st[0] == "weis":
            s = points.weis(self, st, r[R_WEIS:R_WEIS + 2])
            r[R_WEIS + s] += st[2]
        else:
            s = points.stoeck(self, st, r[R_MODE], r[R_STOECK:R_STOECK + 2])
            r[R_STOECK + s] = STOECK
        self.results[-1] = tuple(r)
        self._count(self.results[-1], None)

    def close(self, points, match, last, weis, stoeck, rev, entered, takers):
        """The deal over: its result (the R_ fields) counted on the totals; `takers` who
        took each trick (None for a deal entered by its points, points.py)."""
        d = self.deal
        r = tuple([d.dealer, d.trump, self.pushed, last, match, self.mult(d.trump)]
                  + points + weis + stoeck + [rev[0], rev[1], entered])
        self.before = self.totals[:]
        self.results.append(r)
        self._count(r, takers)

    def _count(self, r, takers):
        """The last deal's result `r` counted on the totals it started from; the winner
        once a side passed the target (`takers`: who took each trick, None for a deal
        entered by its points)."""
        before = self.before
        for s in (0, 1):
            self.totals[s] = before[s] + deal_total(r, s)
        past = [s for s in (0, 1) if self.totals[s] >= self.target]
        if len(past) == 2:
            past = [self._first_past(before, r, takers)]
        if past:
            self.winner = past[0]
            self.finished = True

    def _first_past(self, before, r, takers):
        """The side that passes the target first when both pass it in deal `r`: each
        side's Stöck, then its Weis, then the tricks in the order taken (the last with
        its 5 and the Match); in a deal entered by its points, after Stöck and Weis, the
        side with more card points."""
        m = r[R_MULT]
        run = before[:]
        for at in (R_STOECK, R_WEIS):
            for s in (0, 1):
                run[s] += r[at + s] * m
                if run[s] >= self.target:
                    return s
        if takers is None:
            return 0 if r[R_POINTS] > r[R_POINTS + 1] else 1
        d = self.deal
        for i in range(9):
            s = takers[i] % 2
            pts = trick_points(d.tricks[i][1], r[R_MODE])
            if i == 8:
                pts += LAST_TRICK + (MATCH if r[R_MATCH] == s else 0)
            run[s] += pts * m
            if run[s] >= self.target:
                return s
        return 0 if run[0] >= run[1] else 1     # not reached: both passed above

    # -- the score JSON ----------------------------------------------------------------

    def summary(self):
        from picotafel.core.tricks import revoke_entry
        from picotafel.core.cards import MODES
        names = self.players
        sides = self.sides
        deals = []
        for r in self.results:
            pushed = r[R_PUSHED]
            deals.append({
                "trump": MODES[r[R_MODE]],
                "dealer": names[r[R_DEALER]],
                "chooser": names[(r[R_DEALER] + (3 if pushed else 1)) % 4],
                "pushed": pushed == 1,
                "points": {sides[0]: r[R_POINTS], sides[1]: r[R_POINTS + 1]},
                "weis": {sides[0]: r[R_WEIS], sides[1]: r[R_WEIS + 1]},
                "stoeck": {sides[0]: r[R_STOECK], sides[1]: r[R_STOECK + 1]},
                "match": None if r[R_MATCH] < 0 else sides[r[R_MATCH]],
                "multiplier": r[R_MULT],
                "total": {sides[0]: deal_total(r, 0), sides[1]: deal_total(r, 1)},
                "last_trick": names[r[R_LAST]] if r[R_LAST] >= 0 else None,
                "entered": "points" if r[R_ENTERED] else "cards",
                "revoke": revoke_entry(None if r[R_REVOKER] < 0 else
                                       (r[R_REVOKER], r[R_REVOKE_TRICK]), names),
            })
        out = {"deals": deals, "target": self.target, "sides": list(sides),
               "totals": {sides[0]: {"score": self.totals[0]},
                          sides[1]: {"score": self.totals[1]}}}
        d = self.deal
        if d is not None and not d.over:
            out["current"] = {"tricks": len(d.tricks),
                              "trump": None if d.trump < 0 else MODES[d.trump],
                              "points": {sides[0]: d.taken[0] + d.taken[2],
                                         sides[1]: d.taken[1] + d.taken[3]},
                              "weis": len(self.melds)}
        return out
