"""A match: its statements applied one at a time, and undo as a replay without the last.

The state is always the replay of the log: `apply` checks a statement and either takes
it whole or raises LogError and changes nothing. The statements after the header are
kept packed in one bytearray (a few bytes a trick; core/statements.py packs them), so a
long match fits the Pico's heap.
"""

from picotafel import lang
from picotafel.core.matchlog import LogError, parse, format_statement
from picotafel.core.rules import RuleError, game_module, default_options, parse_option
from picotafel.core.statements import HEADER, pack, unpack


class Match:
    def __init__(self):
        self.head = []            # game, option, players, dealer statements
        self.body = bytearray()   # every later statement, packed
        self.count = 0
        self.last_line = 0
        self.module = None
        self.options = None
        self.players = None
        self.dealer = None
        self.game = None          # made by the first statement after the header

    @property
    def finished(self):
        return self.game is not None and self.game.finished

    @property
    def next_dealer(self):
        """Who deals the next deal: the game's rotation once play began, else the header's
        dealer (without one the last player deals, so the first named leads)."""
        if self.game is not None:
            return self.game.next_dealer
        if self.dealer is not None:
            return self.dealer
        return len(self.players) - 1 if self.players else None

    @property
    def winner(self):
        return self.game.winner if self.game is not None else None

    def apply(self, st, line=None):
        """Take statement `st` (from line `line`) or raise LogError and change nothing."""
        if line is None:
            line = self.last_line + 1
        try:
            self._apply(st, line)
        except RuleError as e:
            raise LogError(e.line or line, e.msg, e.fault)
        if st[0] in HEADER:
            self.head.append(st)
        else:
            self.body += pack(st, self.players)
        self.count += 1
        self.last_line = line

    @property
    def last_statement(self):
        """The match's last statement, None before the first (the screens ask this, not
        the packed body)."""
        last = self.head[-1] if self.head else None
        for st in unpack(self.body, self.players):
            last = st
        return last

    @property
    def statements(self):
        """Every statement so far, in order (unpacked: for writing and tests)."""
        return self.head + list(unpack(self.body, self.players))

    def _apply(self, st, line):
        word = st[0]
        if self.module is None:
            if word != "game":
                raise RuleError(lang.t("START_WITH_GAME", "log"))
            self.module = game_module(st[1])
            self.options = default_options(self.module)
            self._options_given = []
            return
        if word == "game":
            raise RuleError(lang.t("GAME_ONCE", "log"))
        mod = self.module
        if word == "option":
            if self.players is not None:
                raise RuleError(lang.t("OPTIONS_BEFORE_PLAYERS", "log"))
            if st[1] in self._options_given:
                raise RuleError(lang.t("SET_ALREADY", "log") % st[1])
            self.options[st[1]] = parse_option(mod, st[1], st[2])
            self._options_given.append(st[1])
            return
        if word == "players":
            if self.players is not None:
                raise RuleError(lang.t("PLAYERS_ONCE", "log"))
            names = st[1]
            lo, hi = mod.PLAYERS
            if not lo <= len(names) <= hi:
                raise RuleError(lang.t("TAKES_N_PLAYERS", "log") % (mod.NAME, lo) if lo == hi
                                else lang.t("TAKES_N_TO_N_PLAYERS", "log") % (mod.NAME, lo, hi))
            for i in range(len(names)):
                if names[i] in names[:i]:
                    raise RuleError(lang.t("TWO_CALLED", "log") % names[i])
            if hasattr(mod, "check_players"):
                mod.check_players(names, self.options)
            self.players = names
            return
        if self.players is None:
            raise RuleError(lang.t("BEFORE_PLAYERS", "log") % word)
        if word == "dealer":
            if self.game is not None or self.dealer is not None:
                raise RuleError(lang.t("DEALER_ONCE", "log"))
            self.dealer = self.player_index(st[1])
            return
        if word not in mod.STATEMENTS:
            raise RuleError(lang.t("NOT_A_STATEMENT_OF", "log") % (word, mod.NAME))
        if self.game is None:
            game = mod.Game(self.players, self.options, self.next_dealer)
            game.apply(st, line)
            self.game = game
            return
        self.game.apply(st, line)

    def player_index(self, name):
        players = self.players or ()
        if name not in players:
            raise RuleError(lang.t("NOT_A_PLAYER_OF", "log") % (name, " ".join(players)))
        return players.index(name)

    def undo(self):
        """Drop the last statement; the state is then exactly as before it was applied."""
        if not self.count:
            return None
        head = self.head
        body = self.body
        players = self.players
        keep = self.count - 1
        self.__init__()
        last = None
        for st in head:
            if self.count == keep:
                last = st
                break
            self.apply(st)
        if body:
            for st in unpack(body, players):
                if self.count == keep:
                    last = st
                    break
                self.apply(st)
        return last

    def lines(self):
        """The log's lines one at a time, so a long match can be written to a file
        without building its whole text in memory."""
        for st in self.head:
            yield format_statement(st)
        for st in unpack(self.body, self.players):
            yield format_statement(st)

    def text(self):
        return "".join(line + "\n" for line in self.lines())


def replay(statements):
    """The match that these statements make (LogError for the first impossible one)."""
    m = Match()
    for st in statements:
        m.apply(st)
    return m


def load(text):
    """The match written in log `text`; LogError names the first impossible line."""
    m = Match()
    for line, st in parse(text):
        m.apply(st, line)
    if m.module is None:
        raise LogError(1, lang.t("EMPTY_LOG", "log"))
    if getattr(getattr(m.game, "deal", None), "breach", None) is not None:
        from picotafel.core.tricks import open_breach     # a breach kept, its revoke not
        e = open_breach(m.game)
        raise LogError(e.line, e.msg, e.fault)
    return m
