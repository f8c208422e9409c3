"""What every game shares: the rule error, the option specs, and the game registry.

Each game is one module with the same shape:
  NAME, PLAYERS = (min, max), STATEMENTS (the keywords it takes after the header),
  OPTIONS = ((key, spec), ...) where spec is a tuple of words (the first is the
  default) or (default, low, high) for a number, and
  Game(players, options, dealer) with apply(statement, line), finished, winner,
  and summary() -> the game's part of the score JSON.
"""

# The registry: a new game adds its name here, in the order the new-match list shows,
# and its title to ui.TITLES (kept out of the core: every new string the core interns
# costs MicroPython heap in every run, see tests/mpy.py).
GAMES = ("pomme", "jass", "differenzler", "abstrac", "schieber")


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
        raise RuleError("unknown game '%s' (%s)" % (name, ", ".join(GAMES)))
    try:
        pkg = __import__("picotafel." + name)
    except ImportError:
        raise RuleError("game '%s' is not in this firmware" % name)
    return getattr(pkg, name)


def default_options(module):
    out = {}
    for key, spec in module.OPTIONS:
        out[key] = spec[0]
    return out


def parse_option(module, key, value):
    """The checked value of option `key=value` for the game `module`."""
    from picotafel.matchlog import is_number
    for k, spec in module.OPTIONS:
        if k != key:
            continue
        if isinstance(spec[0], int):
            if not is_number(value) or not spec[1] <= int(value) <= spec[2]:
                raise RuleError("option %s takes a number from %d to %d" % (key, spec[1], spec[2]))
            return int(value)
        if value not in spec:
            raise RuleError("option %s takes %s" % (key, " or ".join(spec)))
        return value
    keys = [k for k, _ in module.OPTIONS]
    raise RuleError("%s has no option '%s' (%s)" % (module.NAME, key, ", ".join(keys) or "none"))
