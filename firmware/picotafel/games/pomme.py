"""La Pomme (seed 000): two players, 9 tricks a deal, a point to the higher total and a
pomme (an apple, a minus point) to anyone under 21. The rules: docs/rules/pomme.md;
the seeds: docs/rules/common.md, "Sources".
"""

from picotafel.core.cards import card, suit, SIX, card_label
from picotafel.core.rules import RuleError
from picotafel.core.tricks import TrickDeal, NO_TRUMP_BUT_JACK, check_place, check_trick
from picotafel import lang
from picotafel.heap import const

NAME = "pomme"
PLAYERS = (2, 2)
PLAYERS_FIRST = 2        # a new match offers this many first
STATEMENTS = ("deal", "swap", "trick", "revoke")
OPTIONS = (
    ("jack", ("21", "20")),        # the trump Jack's value: 21 in the seed
    ("buur", ("free", "forced")),  # may a lone trump Jack be kept back on a trump lead?
    ("pommes", ("minus", "three")),
    ("target", (7, 1, 99)),
)
# (key, value, word): values the setup screens say in words (the "setup" words VALUE_*)
OPTION_WORDS = (("buur", "free", "FREE"), ("buur", "forced", "FORCED"),
                ("pommes", "minus", "MINUS"), ("pommes", "three", "THREE"))
TRICKS = 9
POMME_BELOW = 21
POMMES_LOSE = 3

# A deal's result: one flat tuple of ints, read by these indices (each game's results the
# same way): per player (two entries, player 0 first) the card points taken, the last
# trick's taker, the player who scored the deal's point (-1: equal), per player 1 for a
# pomme, the turned-up card, the player who swapped (-1: none), the revoke's player (-1:
# none) and its trick.
R_POINTS = const(0)
R_LAST = const(2)
R_SCORER = const(3)
R_POMME = const(4)
R_TURNED = const(6)
R_SWAPPER = const(7)
R_REVOKER = const(8)
R_REVOKE_TRICK = const(9)


def revoke_of(r):
    """(player, trick) of the revoke in deal result `r`, or None."""
    return None if r[R_REVOKER] < 0 else (r[R_REVOKER], r[R_REVOKE_TRICK])


PHASE_DEAL = "deal"   # a new deal comes next (none yet, or the last one is over)
PHASE_PLAY = "play"   # tricks of the deal in progress
PHASE_OVER = "over"   # the match is finished


class Game:
    def __init__(self, players, options, dealer):
        self.players = players
        self.sides = players     # who can win: each player for themselves
        self.jack = int(options["jack"])
        self.buur_free = options["buur"] == "free"
        self.three = options["pommes"] == "three"
        self.target = options["target"]
        self.next_dealer = dealer
        self.deal = None
        self.swapper = None
        # per finished deal: a flat tuple read by the R_ indices
        self.results = []
        self.points = [0, 0]    # match points
        self.pommes = [0, 0]
        self.finished = False
        self.winner = None

    # -- what the ui asks -------------------------------------------------------------

    def phase(self):
        """What comes next: PHASE_DEAL, PHASE_PLAY or PHASE_OVER."""
        if self.finished:
            return PHASE_OVER
        return PHASE_DEAL if self.deal is None or self.deal.over else PHASE_PLAY

    def net(self, p):
        """The score that counts towards the target."""
        return self.points[p] if self.three else self.points[p] - self.pommes[p]

    def check_card(self, pending, c):
        """Why `c` cannot be the next card after `pending` in this trick, or None."""
        d = self.deal
        why = d.check_card(pending, c, self.players)
        if why:
            return why
        six = card(d.trump, SIX)
        p = d.player_at(len(pending))
        if c == d.turned:
            if d.turned == six:
                return lang.t("TURNED_OUT_OF_PLAY", "pomme") % card_label(c)
            if self.swapper is None:
                return lang.t("TURNED_SWAP_FIRST", "pomme") % card_label(c)
            if self.swapper != p:
                return lang.t("IS_SWAPPED_OF", "pomme") % (card_label(c),
                                                           self.players[self.swapper])
        elif c == six and self.swapper is not None:
            return lang.t("IS_OUT_SWAPPED", "pomme") % card_label(c)
        return None

    def check_swap(self, p):
        """Why player `p` cannot have swapped the 6 of trump in this deal, or None."""
        d = self.deal
        six = card(d.trump, SIX)
        if self.swapper is not None:
            return lang.t("ALREADY_SWAPPED", "pomme") % self.players[self.swapper]
        if d.turned == six:
            return lang.t("SIX_TURNED_NO_SWAP", "pomme")
        if d.played[six]:
            return lang.t("SIX_PLAYED_NO_SWAP", "pomme") % card_label(six)
        why = d.revoke(p, d.turned)
        if why:
            return why % self.players[p]
        return None

    def refusal_proves(self, p, pending, c):
        """No hand is known here: a refusal proves no breach in its own trick (the game
        contract's revoke question, core/revoke.breach)."""
        return False

    def shown_void(self, pending, c):
        """The suits a follower shows absent by playing `c` (follow suit or trump)."""
        led = suit(pending[0])
        s = suit(c)
        trump = self.deal.trump
        if s == led or s == trump:
            return 0
        if led == trump and self.buur_free:
            return NO_TRUMP_BUT_JACK
        return 1 << led

    # -- statements --------------------------------------------------------------------

    def apply(self, st, line):
        check_place(self, st, "the turned-up card")
        word = st[0]
        d = self.deal
        if word == "deal":
            self.deal = TrickDeal(2, self.next_dealer, st[1], TRICKS, self.jack)
            self.next_dealer = 1 - self.next_dealer
            self.swapper = None
            return
        if word == "swap":
            if st[1] not in self.players:
                raise RuleError(lang.t("NOT_A_PLAYER", "log") % st[1])
            p = self.players.index(st[1])
            why = self.check_swap(p)
            if why:
                raise RuleError(why)
            self.swapper = p
            return
        if word == "revoke":
            # The trick and every later one go to the opponent (docs/rules/common.md).
            from picotafel.core import revoke
            revoke.apply(self, st, True)
            return
        cards = st[1]
        check_trick(self, cards)
        d.add(cards, line, self.shown_void)
        if d.over:
            self._score_deal()

    def _score_deal(self):
        pts = self.deal.taken
        scorer = None
        if pts[0] != pts[1]:
            scorer = 0 if pts[0] > pts[1] else 1
            self.points[scorer] += 1
        pommes = tuple(p for p in (0, 1) if pts[p] < POMME_BELOW)
        for p in pommes:
            self.pommes[p] += 1
        d = self.deal
        last = d.last
        rev = d.revoked
        if rev is not None:                  # trick T on went to the other player
            last = 1 - rev[0]
            rev = rev[:2]
        rev = rev or (-1, 0)
        swapper = self.swapper
        self.results.append((pts[0], pts[1], last, -1 if scorer is None else scorer,
                             int(0 in pommes), int(1 in pommes), d.turned,
                             -1 if swapper is None else swapper, rev[0], rev[1]))
        self._check_end()

    def _check_end(self):
        if self.three:
            losers = [p for p in (0, 1) if self.pommes[p] >= POMMES_LOSE]
            if len(losers) == 1:
                self.winner = 1 - losers[0]
            elif losers:
                if self.points[0] != self.points[1]:
                    self.winner = 0 if self.points[0] > self.points[1] else 1
            else:
                for p in (0, 1):
                    if self.points[p] >= self.target:
                        self.winner = p
        else:
            for p in (0, 1):
                if self.net(p) >= self.target:
                    self.winner = p
        self.finished = self.winner is not None

    # -- the score JSON ----------------------------------------------------------------

    def summary(self):
        from picotafel.core.tricks import revoke_entry
        names = self.players
        deals = []
        for r in self.results:
            scorer = r[R_SCORER]
            swapper = r[R_SWAPPER]
            deals.append({
                "points": {names[0]: r[R_POINTS], names[1]: r[R_POINTS + 1]},
                "last_trick": names[r[R_LAST]],
                "winner": None if scorer < 0 else names[scorer],
                "pommes": [names[p] for p in (0, 1) if r[R_POMME + p]],
                "trump": card_label(r[R_TURNED]),
                "swap": None if swapper < 0 else names[swapper],
                "revoke": revoke_entry(revoke_of(r), names),
            })
        totals = {}
        for p in (0, 1):
            totals[names[p]] = {"points": self.points[p], "pommes": self.pommes[p],
                                "score": self.net(p)}
        out = {"deals": deals, "totals": totals, "target": self.target}
        d = self.deal
        if d is not None and not d.over:
            out["current"] = {"tricks": len(d.tricks),
                              "points": {names[0]: d.taken[0], names[1]: d.taken[1]}}
        return out
