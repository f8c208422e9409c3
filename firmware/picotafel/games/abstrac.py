"""Abstrac (seed 003, David Parlett): two players take 1 to 3 cards in turn from the open
end of a face-up row of 24 (9 to A) and score their runs and sets, multiplied by the
number of cards the opponent took. The rules: docs/rules/abstrac.md; the seeds:
docs/rules/common.md, "Sources".

A deal in the log is `deal`, then `took N CARD...`: the cards one player took (the ui
keys in one player's cards on a 4x6 grid). That line completes the deal: the other
player took the rest. A second `took`, for the other player, may follow as a check; it
must then be exactly the rest (a hand-typed log may give both hands).
"""

from picotafel.core.cards import SHORT_DECK, DECK_SIZE, NINE, ACE, card_label, card_name
from picotafel.core.rules import RuleError
from picotafel import lang
from picotafel.heap import const

NAME = "abstrac"
PLAYERS = (2, 2)
PLAYERS_FIRST = 2        # a new match offers this many first
STATEMENTS = ("deal", "took")
OPTIONS = (
    ("misere", (0, 0, 1)),      # 1: no combination scores what the opponent made
    ("deals", (5, 1, 99)),      # the number of deals, unless a target is set
    ("target", (0, 0, 9999)),   # first to N at the end of a deal; 0: play `deals` deals
)
# (key, value, word): values the setup screens say in words (the "setup" words VALUE_*)
OPTION_WORDS = (("misere", 0, "OFF"), ("misere", 1, "ON"), ("target", 0, "OFF"))
CARDS = len(SHORT_DECK)
# How many cards one player can end with. Turns alternate, so the other player has at
# most one turn more: with x cards in t <= x turns, the other has at most 3(t + 1), so
# 24 <= x + 3(x + 1) and x >= 6. Six (take 1 while the other takes 3) and 18 happen,
# and so does every count between (the player who takes 1 a turn now and then takes 2).
FEWEST = 6
MOST = CARDS - FEWEST
RUN_POINTS = (0, 0, 0, 3, 4, 6, 12)   # by run length
SET_POINTS = (0, 0, 0, 2, 8)          # by number of equal ranks

# A deal's result: one flat tuple of ints, read by these indices (each game's results
# the same way): the dealer, the player who keyed the taking, player 0's card count, then
# per player (two entries, player 0 first) combination points and deal points, and the
# misere's scorer (NO_MISERE: none).
R_DEALER = const(0)
R_TAKER = const(1)
R_CARDS = const(2)
R_COMBOS = const(3)
R_POINTS = const(5)
R_MISERE = const(7)
NO_MISERE = const(2)


def combinations(cards):
    """The scoring combinations in `cards` (distinct cards of the short deck) as a list
    of (kind, cards, points): "run" (one per suit stretch, at its full length, A down)
    then "set" (A down). A card may stand in one run and one set."""
    have = bytearray(DECK_SIZE)
    for c in cards:
        have[c] = 1
    out = []
    for s in range(4):
        run = []
        for r in range(ACE, NINE - 2, -1):   # one step past the 9 closes the last stretch
            c = s * 9 + r
            if r >= NINE and have[c]:
                run.append(c)
                continue
            if len(run) >= 3:
                out.append(("run", tuple(run), RUN_POINTS[len(run)]))
            run = []
    for r in range(ACE, NINE - 1, -1):
        same = tuple(s * 9 + r for s in range(4) if have[s * 9 + r])
        if len(same) >= 3:
            out.append(("set", same, SET_POINTS[len(same)]))
    return out


def combination_points(cards):
    total = 0
    for _, _, p in combinations(cards):
        total += p
    return total


def check_cards(cards):
    """Why `cards` cannot be what one player took in a deal, or None."""
    seen = bytearray(DECK_SIZE)
    for c in cards:
        if c not in SHORT_DECK:
            return lang.t("NOT_ABSTRAC_CARD", "abstrac") % card_label(c)
        if seen[c]:
            return lang.t("GIVEN_TWICE", "abstrac") % card_label(c)
        seen[c] = 1
    return None


def check_count(n):
    """Why a player cannot have taken `n` cards of the 24, or None."""
    if FEWEST <= n <= MOST:
        return None
    return lang.t("CANNOT_TAKE_N", "abstrac") % (n, FEWEST, MOST)


def rest(cards):
    """The cards of the short deck not in `cards`, in deck order."""
    return tuple(c for c in SHORT_DECK if c not in cards)


def deal_score(hands, misere):
    """(combination points, deal points, the player who scored by misere or None) for
    the two `hands`."""
    combos = (combination_points(hands[0]), combination_points(hands[1]))
    # Each player's combinations times the number of cards the opponent took.
    made = (combos[0] * len(hands[1]), combos[1] * len(hands[0]))
    if misere:
        for p in (0, 1):
            if combos[p] == 0 and combos[1 - p]:
                # Parlett: no combination scores what the opponent made, who scores nothing.
                pts = [0, 0]
                pts[p] = made[1 - p]
                return combos, tuple(pts), p
    return combos, made, None


PHASE_DEAL = "deal"   # a new deal comes next
PHASE_TOOK = "took"   # the deal waits for what one player took
PHASE_OVER = "over"   # the match is finished


class Game:
    def __init__(self, players, options, dealer):
        self.players = players
        self.sides = players     # who can win: each player for themselves
        self.misere = options["misere"] == 1
        self.deals = options["deals"]
        self.target = options["target"]
        self.next_dealer = dealer
        self.dealer = None      # who laid out the row of the current (or last) deal
        self.open = False       # a 'deal' waits for its 'took'
        self.check = None       # (taker, cards) of the last deal while its other hand may follow
        self.results = []       # per deal: (dealer, taker, player 0's card count, combination
        #                         points 0 and 1, deal points 0 and 1, misere player or 2)
        self.last = None        # the cards player 0 took in the last deal (bytes)
        self.scores = [0, 0]
        self.finished = False
        self.winner = None

    def phase(self):
        """What comes next: PHASE_DEAL, PHASE_TOOK or PHASE_OVER."""
        if self.finished:
            return PHASE_OVER
        return PHASE_TOOK if self.open else PHASE_DEAL

    # -- statements --------------------------------------------------------------------

    def apply(self, st, line):
        word = st[0]
        if word == "took" and self.check is not None:
            self._check_other(st)
            self.check = None
            return
        if self.finished:
            raise RuleError(lang.t("WON_ALREADY", "log") % self.players[self.winner])
        if word == "deal":
            if self.open:
                raise RuleError(lang.t("NO_TOOK_YET", "log") % (len(self.results) + 1))
            if st[1] is not None:
                raise RuleError(lang.t("ABSTRAC_NO_CARD", "abstrac"))
            self.open = True
            self.check = None
            self.dealer = self.next_dealer
            self.next_dealer = 1 - self.dealer
            return
        if not self.open:
            if not self.results:
                raise RuleError(lang.t("BEFORE_FIRST_DEAL", "log") % "took")
            raise RuleError(lang.t("DEAL_COMPLETE", "log") % len(self.results))
        p = self._player(st[1])
        cards = st[2]
        why = check_cards(cards) or check_count(len(cards))
        if why:
            raise RuleError(why)
        other = rest(cards)
        hand0 = cards if p == 0 else other
        self.open = False
        self.check = (p, cards)
        combos, pts, misere = deal_score((hand0, other if p == 0 else cards), self.misere)
        # Plain ints per deal, figured once: the summary only reads them back.
        self.results.append((self.dealer, p, len(hand0), combos[0], combos[1], pts[0], pts[1],
                             NO_MISERE if misere is None else misere))
        self.last = bytes(sorted(hand0))
        for q in (0, 1):
            self.scores[q] += pts[q]
        self._check_end()

    def _player(self, name):
        if name not in self.players:
            raise RuleError(lang.t("NOT_A_PLAYER_OF", "log") % (name, " ".join(self.players)))
        return self.players.index(name)

    def _check_other(self, st):
        """A second 'took' in a deal: the other player, exactly the rest of the cards."""
        taker, first = self.check or (0, b"")
        p = self._player(st[1])
        if p == taker:
            raise RuleError(lang.t("CARDS_GIVEN", "log") % st[1])
        cards = st[2]
        why = check_cards(cards)
        if why:
            raise RuleError(why)
        for c in cards:
            if c in first:
                raise RuleError(lang.t("TAKEN_BY", "abstrac") %
                                (card_label(c), self.players[taker]))
        missing = [c for c in rest(first) if c not in cards]
        if missing:
            raise RuleError(lang.t("TOOK_THE_OTHER", "abstrac")
                            % (st[1], CARDS - len(first),
                               " ".join(card_label(c) for c in missing)))

    def _check_end(self):
        a, b = self.scores
        if self.target:
            done = a >= self.target or b >= self.target
        else:
            done = len(self.results) >= self.deals
        # Highest total wins; equal totals play on, a deal at a time.
        if done and a != b:
            self.winner = 0 if a > b else 1
            self.finished = True

    # -- what the ui asks -------------------------------------------------------------

    def hands(self):
        """The two hands of the last finished deal, each a tuple of cards in deck order."""
        h0 = tuple(self.last or b"")
        return h0, rest(h0)

    # -- the score JSON ----------------------------------------------------------------

    def summary(self):
        names = self.players
        a, b = names
        deals = []
        for r in self.results:
            n = r[R_CARDS]
            misere = r[R_MISERE]
            deals.append({
                "cards": {a: n, b: CARDS - n},
                "combinations": {a: r[R_COMBOS], b: r[R_COMBOS + 1]},
                "points": {a: r[R_POINTS], b: r[R_POINTS + 1]},
                "dealer": names[r[R_DEALER]],
                "keyed": names[r[R_TAKER]],
                "misere": None if misere == NO_MISERE else names[misere],
            })
        out = {"deals": deals, "totals": {a: {"score": self.scores[0]},
                                          b: {"score": self.scores[1]}},
               "target": self.target or None,
               "deals_to_play": None if self.target else self.deals}
        if self.last is not None:
            # The last deal's combinations, listed as the deal summary screen shows them
            # (only the last: a long match must not hold every hand's list).
            hands = self.hands()
            listed = {}
            for q in (0, 1):
                listed[names[q]] = [[kind, " ".join(card_name(c) for c in cs), pts]
                                    for kind, cs, pts in combinations(hands[q])]
            out["last_combos"] = listed
        if self.open:
            out["current"] = {"deal": len(self.results) + 1, "dealer": names[self.dealer]}
        return out


def check_players(names, options):
    """Refuse a match that sets both a number of deals and a target."""
    if options["target"] and options["deals"] != OPTIONS[1][1][0]:
        raise RuleError(lang.t("DEALS_OR_TARGET", "log"))
