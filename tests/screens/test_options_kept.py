# runs-on: micropython
"""The options of each game are kept on the device, like the language and the sound
(issue 22, item 4): the first match of a game starts from the rules' defaults, every
later one from the options of the last match of that game.

Runs on CPython and under MicroPython's unix port (the App itself, no screen drawn):
plain asserts only."""

from picotafel.saving.storage import Store
from picotafel.screens.ui import App
from storage_files import fresh_root


def _device(root=None):
    return App(store=Store(root or fresh_root()), language="en")


def _keys(app, keys):
    for k in keys:
        if k != " ":
            app.key(k)


def _options_screen(app, game):
    """From the game choice to the game's options screen, the names as offered."""
    choice = app.stack[-1]
    _keys(app, "8" * choice.games.index(game) + "#")
    for _ in range(8):
        if app.stack[-1].KIND == "options":
            return app.stack[-1]
        app.key("#")
    raise AssertionError("no options screen")


def _play(app, game, changes=""):
    """A new match of `game`: `changes` keyed on its options screen, then started (the
    last line, the dealer as offered); its header options."""
    opts = _options_screen(app, game)
    _keys(app, changes)
    while opts.cursor != len(opts.module.OPTIONS):
        app.key("8")
    _keys(app, "##")
    return [st[1:] for st in app.match.head if st[0] == "option"]


def _setting(app, name, value=None):
    """The device's setting `name` (or with `value`, kept): the saving modules are loaded
    only for it, as the firmware does (a copy held here would be a second one on the heap)."""
    if value is None:
        from picotafel.saving.storage_settings import setting
        said = setting(app.store, name)
    else:
        from picotafel.saving.storage_settings import put_setting
        said = put_setting(app.store, name, value)
    setting = put_setting = None
    app.drop("NOT_IN_PLAY")
    return said


def _new_match(app):
    _keys(app, "0")
    menu = app.stack[-1]
    _keys(app, "8" * menu.ids.index("new") + "#")


def test_the_first_match_of_a_game_starts_from_the_rules_defaults():
    app = _device()
    opts = _options_screen(app, "jass")
    assert opts.values == {"teams": "1", "rules": "seed", "melds": "best", "target": 1000}


def test_a_new_match_starts_from_the_options_of_the_last_match_of_its_game():
    app = _device()
    assert _play(app, "jass", "8 6") == [("rules", "swiss")]
    _new_match(app)
    assert _options_screen(app, "jass").values["rules"] == "swiss"


def test_the_options_are_kept_over_a_power_cut():
    root = fresh_root()
    _play(_device(root), "pomme", "6 8 6")            # jack 20, buur forced
    app = _device(root)                                # power off, power on
    _new_match(app)
    opts = _options_screen(app, "pomme")
    assert (opts.values["jack"], opts.values["buur"]) == ("20", "forced")


def test_each_game_keeps_its_own_options():
    app = _device()
    _play(app, "pomme", "6")                           # jack 20
    _new_match(app)
    assert _options_screen(app, "jass").values["target"] == 1000
    assert _setting(app, "options_pomme") == "jack=20"
    assert _setting(app, "options_jass") is None


def test_an_option_set_back_to_its_default_is_kept_at_the_default():
    app = _device()
    _play(app, "pomme", "6")                           # jack 20
    _new_match(app)
    assert _play(app, "pomme", "6") == []              # and back to 21
    _new_match(app)
    assert _options_screen(app, "pomme").values["jack"] == "21"


def test_a_kept_value_the_rules_refuse_is_left_at_its_default():
    app = _device()
    _setting(app, "options_pomme", "jack=19,target=12,colour=red")
    opts = _options_screen(app, "pomme")
    assert (opts.values["jack"], opts.values["target"]) == ("21", 12)
