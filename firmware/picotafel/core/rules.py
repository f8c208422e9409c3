"""What every game shares: the rule error, the option specs, the game registry, and the
contract a game module keeps (below), so that a new game is an addition.

The game contract. A game is one module `picotafel/games/<name>.py` with:
  NAME        its name in the log (`game NAME`), also in GAMES below
  PLAYERS     (fewest, most) players
  PLAYERS_FIRST  how many players a new match offers first (within PLAYERS)
  STATEMENTS  the keywords it takes after the header, e.g. ("deal", "trick", "revoke")
  OPTIONS     ((key, spec), ...): spec a tuple of words (the first the default), or
              (default, low, high) for a number
  OPTION_WORDS  ((key, value, word), ...): the option values the setup screens say in
              words, the word a name in the "setup" language part ("ON": VALUE_ON)
  PHASE_*     the phases its `phase()` names, at least PHASE_DEAL ("deal": a deal comes
              next) and PHASE_OVER ("over": the match is finished)
  Game(players, options, dealer), whose object has
    apply(statement, line)  take a statement or raise RuleError and change nothing
                            (Match replays the log on undo, so no state is undone by hand)
    phase()                 what comes next
    players                 the names, in playing order
    sides                   who can win: the players, or two teams named "Ana+Cleo"
    winner                  None, or an index into sides (the same type in every game);
                            None also once over in a draw (Coiffeur's equal totals)
    finished                True once the match is over
    next_dealer             who deals the next deal (an index into players)
    results                 one tuple of plain ints per finished deal (small on the heap):
                            each game documents its fields; its screens unpack
                            the tuple whole, through one function of the game where
                            the layout varies (jass.deal_result), or read it by the
                            game's R_* indices (Schieber; each name costs heap while
                            the game is loaded)
    summary()               its part of the score JSON (deals, totals, ...; docs/log-format.md)
  and, for a trick game, deal (a tricks.TrickDeal: whose turn, what was played, the trump
  mode, cards.MODES), check_card(pending, card) -> why the card cannot come next, or
  None, and refusal_proves(player, pending, card) -> True when refusing the card proves
  the player broke an obligation in this very trick (by the cards the game knows are
  theirs: melds.KnownHands.known; False where no hand is known), which `revoke`
  (core/revoke.py) records. Card order and points come from the deal's trump mode
  (cards.points, strength); melds and Weis from melds.py with the game's run values;
  what a deal scores is the game's own.
  Its screen is `picotafel/screens/ui_<name>.py` with a PlayScreen(app)
  (ui_tricks.TrickScreen for trick games); its words `lang/<code>_<name>.py`; its title
  and the rows of its own statements (core/statements.py) go into the registry
  (games/__init__.py). The host adds its adapters in
  host_sim/games/<name>/: random_match.py (random legal matches for the tests), keyer.py
  (the fewest keys, for make bench) and sheet.py (its score sheet's columns), found by
  host_sim/games/game_host.py.
The match (match.py) gives the screens its last statement (last_statement); play began
once it has a game (game is None until the first statement after the header); nothing
outside match.py reads its packed body.
"""

from picotafel import lang
# The registry: the names in the order the new-match list shows, and their titles
# (games/__init__.py, where a new game adds a line each). A game whose modules live
# elsewhere (a test's) is added by register().
from picotafel.games import GAMES, TITLES

PLACED = {}     # name: (game module, screen module) of a game registered from outside


def register(name, title, game, screen, words=None, statements=()):
    """Add game `name` titled `title` whose rules are module `game` and play screen module
    `screen` (dotted paths), its words the modules <code>_<name>.py of package `words`
    (a dotted path; None: picotafel.lang's) and its own statements' rows `statements`
    (core/statements.py): a game that lives outside the firmware (the tests' own, which
    take it out of GAMES, TITLES, PLACED and lang.PLACES again; its statements' rows stay,
    so that a match packed with them can still be read; the device never needs to)."""
    if name not in GAMES:
        GAMES.append(name)
    TITLES[name] = title
    PLACED[name] = (game, screen)
    if words is not None:
        lang.PLACES[name] = words
    if statements:
        from picotafel.core.statements import add
        add(statements)


def places(name):
    """(game module, screen module) of game `name`, as dotted paths: import one with
    __import__(path, None, None, ("x",)), which gives the module itself."""
    return PLACED.get(name) or ("picotafel.games." + name, "picotafel.screens.ui_" + name)


class RuleError(Exception):
    """A statement that cannot stand where it is. `line` names an earlier line when the
    fault lies there (a trick shown to break an obligation once the hands are known)."""

    def __init__(self, msg, line=None, fault=None):
        super().__init__(msg)
        self.msg = msg
        self.line = line
        self.fault = fault    # (player, trick): a breach a `revoke` could record


def game_module(name):
    """The module of game `name`, imported on first use (the Pico keeps only what it plays)."""
    if name not in GAMES:
        raise RuleError(lang.t("UNKNOWN_GAME", "log") % (name, ", ".join(GAMES)))
    try:
        return __import__(places(name)[0], None, None, ("Game",))
    except ImportError:
        raise RuleError(lang.t("GAME_NOT_HERE", "log") % name)


def default_options(module):
    out = {}
    for key, spec in module.OPTIONS:
        out[key] = spec[0]
    return out


def parse_option(module, key, value):
    """The checked value of option `key=value` for the game `module`."""
    from picotafel.core.matchlog import is_number
    for k, spec in module.OPTIONS:
        if k != key:
            continue
        if isinstance(spec[0], int):
            if not is_number(value) or not spec[1] <= int(value) <= spec[2]:
                raise RuleError(lang.t("TAKES_NUMBER_FROM", "log") % (key, spec[1], spec[2]))
            return int(value)
        if value not in spec:
            said_or = " %s " % lang.t("OR", "log")
            raise RuleError(lang.t("TAKES_ONE_OF", "log") % (key, said_or.join(spec)))
        return value
    keys = [k for k, _ in module.OPTIONS]
    raise RuleError(lang.t("NO_SUCH_OPTION", "log") %
                    (module.NAME, key, ", ".join(keys) or lang.t("NO_OPTIONS", "log")))
