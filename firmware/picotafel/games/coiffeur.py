"""Coiffeur (docs/rules/coiffeur.md, after Swisslos' rules): 4 players in two sides of
partners opposite; cards, points, obligations and the Match as in Schieber, no Weis and
no Stöck. Each side has rows to fill, each with its multiplier: ♠ x1, ♣ x2, ♦ x3, ♥ x4,
Obenabe x5, Undenufe x6, Joker 1 x7, Joker 2 x8 (a joker row is played in a suit,
Obenabe or Undenufe, chosen then); `option rows=10` adds Slalom x9 (tricks alternate
Obenabe and Undenufe) and Guschti x10 (five tricks in the starting mode, then four in
the other), where each trick is won by its own mode's order but every card counts as in
the starting mode. `option mult=1`: every row counts once.

The choice (`trump push... [joker] MODE`, trumpline.py): the player after the dealer
names a mode or pushes to the next player in playing order, at most four times (the
fourth brings it back to the first, who must choose); a player whose side has filled
every row must push, and four pushes that bring it back to such a player give it to the
next one whose side has a row free. The chooser leads. A mode fills the chooser's side's
row of that mode, or when that row is filled (or with `joker`) its first free joker row;
Slalom and Guschti fill only their own row.

Only the chooser's side writes: its card points (the last trick's 5 in), all nine
tricks 257, times the row's multiplier. The match ends when both sides have filled every
row; the higher total wins, equal totals are a draw (winner None). A deal may be entered
by its points (`result`, points.py) instead of its cards.

Decisions where the rules leave a gap (docs/rules/coiffeur.md has the rules):
- Every push is written, a forced one too: PUSHES counts them all.
- A revoke (`revoke N T`) gives trick T and every later one to the other side, as in
  Schieber; only the chooser's side's points count.
"""

from picotafel import lang
from picotafel.core.cards import OBENABE, UNDENUFE, SUIT_SYMBOLS
from picotafel.core.rules import RuleError
from picotafel.core.tricks import TrickDeal, audit, swiss_obligation, swiss_void, check_place, \
    check_trick, credited

NAME = "coiffeur"
PLAYERS = (4, 4)
PLAYERS_FIRST = 4        # a new match offers this many first
STATEMENTS = ("deal", "trump", "trick", "revoke", "result")
OPTIONS = (
    ("rows", ("8", "10")),        # 10: Slalom x9 and Guschti x10 as well
    ("mult", ("row", "1")),       # each row its multiplier, or every row once
)
# (key, value, word): values the setup screens say in words (the "setup" words VALUE_*)
OPTION_WORDS = (("mult", "1", "OFF"), ("mult", "row", "ON"))
MATCH = 100
SLALOM = 6            # trumpline's modes: 6 slalom O, 7 slalom U, 8 guschti O, 9 guschti U
FREE = 255            # a board's row not filled yet
# The row a mode S H D C O U fills (♠ x1, ♣ x2, ♦ x3, ♥ x4, Obenabe x5, Undenufe x6).
ROW_OF_MODE = b"\x00\x03\x02\x01\x04\x05"
JOKER_ROWS = (6, 7)
SLALOM_ROW = 8        # and Guschti's, 9
# The rows by name, as the score JSON names them.
ROW_NAMES = ("S", "C", "D", "H", "O", "U", "joker1", "joker2", "slalom", "guschti")
# How a refusal names a mode: the suit's symbol, or its Swiss name (in every language).
MODE_WORDS = ("Obenabe", "Undenufe", "Slalom", "Guschti")

PHASE_DEAL = "deal"    # a new deal comes next
PHASE_TRUMP = "trump"  # the deal is dealt: the choice comes next
PHASE_PLAY = "play"    # tricks of the deal in progress
PHASE_OVER = "over"    # the match is finished

# A deal's result: one flat tuple of ints, read by these indices. The card points per
# side (two entries, side 0 first: the last trick's 5 in, a Match 157), the side that
# took every trick (-1: none), who took the last trick (-1: entered by its points).
R_DEALER, R_CHOOSER, R_PUSHES, R_MODE, R_ROW, R_MULT = range(6)
R_POINTS, R_MATCH, R_LAST = 6, 8, 9
R_REVOKER, R_REVOKE_TRICK = 10, 11     # the revoke's player (-1: none) and trick
R_ENTERED = 12     # 1: entered by its points (`result`), no card keyed


def score(r):
    """What deal result `r` writes in its chooser's side's row: (card points, with the
    Match's 100) x the multiplier."""
    s = r[R_CHOOSER] % 2
    return (r[R_POINTS + s] + (MATCH if r[R_MATCH] == s else 0)) * r[R_MULT]


def mode_word(mode):
    """A mode (trumpline's 0-9) as a refusal names it: "♥", "Obenabe", "Slalom"."""
    if mode < OBENABE:
        return SUIT_SYMBOLS[mode]
    return MODE_WORDS[mode - OBENABE if mode < SLALOM else 2 + (mode - SLALOM) // 2]


class Deal(TrickDeal):
    """A Coiffeur deal: in Slalom and Guschti (`turns` 1 and 2) the mode that orders a
    trick changes from trick to trick; `trump`, the starting mode, counts the cards."""
    turns = 0

    def order(self, i):
        t = self.turns
        if t == 0 or (i % 2 == 0 if t == 1 else i < 5):
            return self.trump
        return OBENABE + UNDENUFE - self.trump


class Game:
    def __init__(self, players, options, dealer):
        self.players = players
        self.n = 4
        self.rows = int(options["rows"])
        self.by_row = options["mult"] == "row"
        self.obligation = swiss_obligation
        self.sides = (players[0] + "+" + players[2], players[1] + "+" + players[3])
        # per side, per row: the number of the deal that filled it (0-based), or FREE
        self.board = (bytearray([FREE] * self.rows), bytearray([FREE] * self.rows))
        self.totals = [0, 0]
        self.next_dealer = dealer
        self.deal = None
        self.pushes = 0          # the deal in progress: its choice's pushes, chooser, row
        self.chooser = -1
        self.row = -1
        self.mode = -1           # its mode as trumpline reads it (Slalom, Guschti: 6-9)
        self.by_points = False
        self.results = []        # per deal a tuple read by the R_ indices
        self.finished = False
        self.winner = None       # the winning side (an index into sides), None in a draw

    # -- what the ui asks -------------------------------------------------------------

    def phase(self):
        """What comes next: PHASE_DEAL, PHASE_TRUMP, PHASE_PLAY or PHASE_OVER."""
        if self.finished:
            return PHASE_OVER
        d = self.deal
        if d is None or d.over:
            return PHASE_DEAL
        return PHASE_TRUMP if d.trump < 0 else PHASE_PLAY

    def mult(self, row):
        return row + 1 if self.by_row else 1

    def free(self, side):
        """The rows side `side` has still to fill."""
        b = self.board[side]
        return [r for r in range(self.rows) if b[r] == FREE]

    def chooser_after(self, pushes, dealer=None):
        """Who chooses after `pushes` pushes in a deal dealt by `dealer` (the one in
        progress, else the next): the player that many places after the first; after
        four, the first, or the next whose side has a row free."""
        if dealer is None:
            d = self.deal
            dealer = d.dealer if d is not None and not d.over else self.next_dealer
        p = (dealer + 1 + pushes) % 4
        while pushes >= 4 and not self.free(p % 2):
            p = (p + 1) % 4
        return p

    def row_for(self, side, mode, joker):
        """The row that mode `mode` (with `joker`) fills for side `side`; RuleError if
        it can fill none."""
        b = self.board[side]
        if mode >= SLALOM:
            if self.rows < 10:
                raise RuleError(lang.t("TEN_ROWS_ONLY", "log") % mode_word(mode))
            if joker:
                raise RuleError(lang.t("JOKER_MODES", "log"))
            row = SLALOM_ROW + (mode - SLALOM) // 2
            if b[row] != FREE:
                raise RuleError(lang.t("ROW_FILLED", "log") % (self.sides[side],
                                                                    mode_word(mode)))
            return row
        if not joker and b[ROW_OF_MODE[mode]] == FREE:
            return ROW_OF_MODE[mode]
        for row in JOKER_ROWS:
            if b[row] == FREE:
                return row
        raise RuleError(lang.t("NO_ROW_FOR", "coiffeur") % (self.sides[side], mode_word(mode)))

    def to_play(self, pending=()):
        return self.deal.player_at(len(pending))

    def check_card(self, pending, c):
        """Why `c` cannot be the next card after `pending` in this trick, or None."""
        return self.deal.check_card(pending, c, self.players)

    def refusal_proves(self, p, pending, c):
        """No hand is known here: a refusal proves no breach in its own trick (the game
        contract's revoke question, core/revoke.breach)."""
        return False

    def shown_void(self, pending, c):
        """The suits a follower shows absent by playing `c` after `pending` (the Swiss
        obligations; without trump, only the suit led)."""
        return swiss_void(pending, c, self.deal.trump)

    # -- statements --------------------------------------------------------------------

    def apply(self, st, line):
        check_place(self, st, None)
        word = st[0]
        d = self.deal
        if word == "deal":
            if st[1] is not None:
                raise RuleError(lang.t("DEAL_NO_CARD", "log"))
            dealer = self.next_dealer
            self.deal = Deal(4, dealer, None, 9)
            self.next_dealer = (dealer + 1) % 4
            self.chooser = self.row = -1
            self.pushes = 0
            self.by_points = False
            return
        if word == "trump":
            if d.trump >= 0:
                raise RuleError(lang.t("TRUMP_CHOSEN", "log"))
            self._choose(st[1], st[2], st[3])
            return
        if d.trump < 0:
            raise RuleError(lang.t("TRUMP_FIRST", "log"))
        if word == "result":
            from picotafel.core import points
            points.check_start(self)
            pts, match = points.side_points(self, st)
            d.ntricks = 0                   # no tricks to come: the deal is over
            self.by_points = True
            self._score(pts, match, -1, (-1, 0), 1)
            return
        if word == "revoke":
            # The trick and every later one go to the other side (docs/rules/common.md).
            from picotafel.core import revoke
            revoke.apply(self, st, True)
            return
        check_trick(self, st[1])
        if len(d.tricks) == 8:
            # Every hand is known now: audit the deal before taking its last trick (the
            # obligations of Obenabe and Undenufe are the same: Slalom and Guschti too).
            audit(d.tricks + [(d.leader, st[1], line)], 4, d.trump, self.obligation,
                  self.players, d.revoked[0] if d.revoked else None)
        d.add(st[1], line, self.shown_void)
        if d.over:
            self._score_tricks()

    def _choose(self, mode, pushes, joker):
        """`trump`: who chooses after the pushes, the row the mode fills; the chooser
        leads."""
        if pushes > 4:
            raise RuleError(lang.t("FOUR_PUSHES", "log"))
        p = self.chooser_after(pushes)
        if not self.free(p % 2):
            raise RuleError(lang.t("MUST_PUSH", "log") % self.players[p])
        self.row = self.row_for(p % 2, mode, joker)
        self.chooser = p
        self.pushes = pushes
        d = self.deal
        d.trump = mode if mode < SLALOM else OBENABE + mode % 2
        d.turns = 0 if mode < SLALOM else 1 + (mode - SLALOM) // 2
        d.leader = p
        self.mode = mode

    def _score_tricks(self):
        d = self.deal
        takers, match = credited(d)
        self._score([d.taken[0] + d.taken[2], d.taken[1] + d.taken[3]], match, takers[-1],
                    d.revoked or (-1, 0), 0)

    def _score(self, points, match, last, rev, entered):
        """The deal over: its result, written in the chooser's side's row; the match over
        once every row of both sides is filled."""
        d = self.deal
        row = self.row
        r = tuple([d.dealer, self.chooser, self.pushes, self.mode, row, self.mult(row)]
                  + points + [match, last, rev[0], rev[1], entered])
        s = self.chooser % 2
        self.board[s][row] = len(self.results)
        self.totals[s] += score(r)
        self.results.append(r)
        if not self.free(0) and not self.free(1):
            self.finished = True
            t = self.totals
            self.winner = None if t[0] == t[1] else (0 if t[0] > t[1] else 1)

    # -- the score JSON ----------------------------------------------------------------

    def summary(self):
        from picotafel.core.tricks import revoke_entry
        from picotafel.core.trumpline import mode_text
        names = self.players
        sides = self.sides
        deals = []
        for r in self.results:
            s = r[R_CHOOSER] % 2
            total = [0, 0]
            total[s] = score(r)
            deals.append({
                "trump": mode_text(r[R_MODE]),
                "row": ROW_NAMES[r[R_ROW]],
                "multiplier": r[R_MULT],
                "dealer": names[r[R_DEALER]],
                "chooser": names[r[R_CHOOSER]],
                "side": sides[s],
                "pushes": r[R_PUSHES],
                "points": {sides[0]: r[R_POINTS], sides[1]: r[R_POINTS + 1]},
                "match": None if r[R_MATCH] < 0 else sides[r[R_MATCH]],
                "total": {sides[0]: total[0], sides[1]: total[1]},
                "last_trick": names[r[R_LAST]] if r[R_LAST] >= 0 else None,
                "revoke": revoke_entry(None if r[R_REVOKER] < 0 else
                                       (r[R_REVOKER], r[R_REVOKE_TRICK]), names),
                "entered": "points" if r[R_ENTERED] else "cards",
            })
        board = {}
        totals = {}
        for s in (0, 1):
            b = self.board[s]
            board[sides[s]] = dict((ROW_NAMES[k], None if b[k] == FREE else score(self.results[b[k]]))
                                   for k in range(self.rows))
            totals[sides[s]] = {"score": self.totals[s], "rows_left": len(self.free(s))}
        out = {"deals": deals, "sides": list(sides),
               "rows": [[ROW_NAMES[k], self.mult(k)] for k in range(self.rows)],
               "board": board, "totals": totals,
               "draw": self.finished and self.winner is None}
        d = self.deal
        if d is not None and not d.over:
            cur = {"tricks": len(d.tricks), "dealer": names[d.dealer],
                   "trump": None, "chooser": None, "row": None,
                   "points": {sides[0]: d.taken[0] + d.taken[2],
                              sides[1]: d.taken[1] + d.taken[3]}}
            if d.trump >= 0:
                cur.update({"trump": mode_text(self.mode), "chooser": names[self.chooser],
                            "row": ROW_NAMES[self.row]})
            out["current"] = cur
        return out
