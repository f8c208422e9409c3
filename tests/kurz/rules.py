"""Kurz's rules, the game contract's module (firmware core/rules.py) of the tests' own
game: two players, nine tricks of two cards a deal. The dealer turns up a card that
names trump and stays out of play; each player gets nine of the other 35 cards. The
player after the dealer leads; a player follows suit if they can, else plays any card;
the trick goes to the higher trump, else the higher card of the suit led. The card points
taken (the last trick's 5 in) add up towards the target (300 unless the header says
otherwise): after a deal that takes a total to the target, the higher total wins
(equal totals play on). `revoke N T`: trick T and every later one of the deal go to the
other player.

Kurz has a statement of its own, `double N` (ROWS: a name, as core/statements.py's forms
say): before the deal's first trick the player who leads it may double, and the deal's
card points then count twice on the totals.
"""

from picotafel import lang
from picotafel.core.cards import suit, card_label
from picotafel.core.rules import RuleError
from picotafel.core.statements import NAME as NAME_FORM
from picotafel.core.tricks import TrickDeal, check_place, check_trick, revoke_entry

NAME = "kurz"
PLAYERS = (2, 2)
PLAYERS_FIRST = 2
STATEMENTS = ("deal", "double", "trick", "revoke")
ROWS = (("double", NAME_FORM),)       # its own statement's row (rules.register)
OPTIONS = (("target", (300, 1, 999)),)
OPTION_WORDS = ()
TRICKS = 9

PHASE_DEAL = "deal"   # a new deal comes next (none yet, or the last one is over)
PHASE_PLAY = "play"   # tricks of the deal in progress
PHASE_OVER = "over"   # the match is finished

# A deal's result, a flat tuple: per player (player 0 first) the card points credited,
# the turned-up card, who was credited with the last trick, the revoke's player (-1:
# none) and its trick, who doubled (-1: nobody).
R_POINTS = 0
R_TURNED = 2
R_LAST = 3
R_REVOKER = 4
R_REVOKE_TRICK = 5
R_DOUBLER = 6


class Game:
    def __init__(self, players, options, dealer):
        self.players = players
        self.sides = players     # each player for themselves
        self.target = options["target"]
        self.next_dealer = dealer
        self.deal = None
        self.doubler = None      # who doubled this deal
        self.results = []
        self.totals = [0, 0]
        self.finished = False
        self.winner = None

    def phase(self):
        if self.finished:
            return PHASE_OVER
        return PHASE_DEAL if self.deal is None or self.deal.over else PHASE_PLAY

    def check_card(self, pending, c):
        """Why `c` cannot be the next card after `pending` in this trick, or None."""
        d = self.deal
        if c == d.turned:
            return lang.t("TURNED_OUT", "kurz") % card_label(c)
        return d.check_card(pending, c, self.players)

    def check_double(self, name):
        """Why player `name` cannot double now, or None."""
        d = self.deal
        if name not in self.players:
            return lang.t("NOT_A_PLAYER", "log") % name
        if d.tricks or self.doubler is not None:
            return lang.t("DOUBLE_BEFORE_FIRST", "kurz")
        if self.players.index(name) != d.leader:
            return lang.t("DOUBLE_WHO", "kurz") % self.players[d.leader]
        return None

    def refusal_proves(self, p, pending, c):
        """No hand is known: a refusal proves no breach in its own trick."""
        return False

    def shown_void(self, pending, c):
        """A follower who does not follow suit shows they hold none of it."""
        led = suit(pending[0])
        return 0 if suit(c) == led else 1 << led

    def apply(self, st, line):
        check_place(self, st, lang.t("THE_TURNED_CARD", "kurz"))
        word = st[0]
        if word == "deal":
            self.deal = TrickDeal(2, self.next_dealer, st[1], TRICKS)
            self.next_dealer = 1 - self.next_dealer
            self.doubler = None
            return
        if word == "double":
            why = self.check_double(st[1])
            if why:
                raise RuleError(why)
            self.doubler = self.players.index(st[1])
            return
        if word == "revoke":
            from picotafel.core import revoke
            revoke.apply(self, st, True)
            return
        d = self.deal
        check_trick(self, st[1])
        d.add(st[1], line, self.shown_void)
        if d.over:
            self._score()

    def _score(self):
        d = self.deal
        pts = d.taken
        rev = d.revoked[:2] if d.revoked is not None else (-1, 0)
        doubler = -1 if self.doubler is None else self.doubler
        self.results.append((pts[0], pts[1], d.turned, d.last_to, rev[0], rev[1], doubler))
        for p in (0, 1):
            self.totals[p] += pts[p] * (1 if doubler < 0 else 2)
        t = self.totals
        if max(t) >= self.target and t[0] != t[1]:
            self.winner = 0 if t[0] > t[1] else 1
            self.finished = True

    def summary(self):
        names = self.players
        deals = []
        for r in self.results:
            rev = None if r[R_REVOKER] < 0 else (r[R_REVOKER], r[R_REVOKE_TRICK])
            deals.append({
                "points": {names[0]: r[R_POINTS], names[1]: r[R_POINTS + 1]},
                "trump": card_label(r[R_TURNED]),
                "last_trick": names[r[R_LAST]],
                "revoke": revoke_entry(rev, names),
                "double": None if r[R_DOUBLER] < 0 else names[r[R_DOUBLER]],
            })
        out = {"deals": deals, "target": self.target,
               "totals": {names[0]: {"score": self.totals[0]},
                          names[1]: {"score": self.totals[1]}}}
        d = self.deal
        if d is not None and not d.over:
            out["current"] = {"tricks": len(d.tricks),
                              "points": {names[0]: d.taken[0], names[1]: d.taken[1]}}
        return out
