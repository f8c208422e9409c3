"""The rule options of each game's last match, kept on the device like the language
and the sound (the settings file's line `options_<game> key=value,...`): the first
match of a game starts from the rules' defaults, every later one from the options the
last match of that game was played with."""

from picotafel.core.rules import default_options, parse_option, RuleError

HEAP = ("NOT_IN_PLAY",)   # its group (picotafel.heap)


def kept_options(store, module):
    """The options a new match of `module`'s game starts from: the defaults, changed by
    the kept ones this firmware still knows (a value it refuses is left at its default)."""
    values = default_options(module)
    if store is None:
        return values
    from picotafel.saving.storage_settings import setting
    said = setting(store, "options_" + module.NAME)
    for pair in (said or "").split(","):
        kv = pair.split("=", 1)
        if len(kv) == 2:
            try:
                values[kv[0]] = parse_option(module, kv[0], kv[1])
            except RuleError:
                pass
    return values


def keep_options(store, header):
    """Keep the options of a match header (its `option` statements: those that are not
    the defaults) as its game's options for the next match. An empty line keeps the
    defaults."""
    if store is None:
        return
    game = [st[1] for st in header if st[0] == "game"][0]
    said = ",".join("%s=%s" % (st[1], st[2]) for st in header if st[0] == "option")
    from picotafel.saving.storage_settings import put_setting
    put_setting(store, "options_" + game, said)
