"""The menu's Statistics on the device (docs/statistics.md, docs/playing.md): a page per
game and player over every saved match, opened from the figures kept as matches are
played; a match without them is read once; the figures are the host's `stats`."""

import json
import os

from host_sim.cli import cmd_stats
from host_sim.games.pomme.keyer import deal_keys, setup_keys
from host_sim.sim.device import Device, play_keys
from picotafel.core.match import load
from picotafel.core.matchlog import parse
from picotafel.saving import stats_kept
from picotafel.saving.storage import Store
from picotafel.screens.ui_base import DOWN
from screens import screen
from test_stats import cut_before_deal, example

GAMES = ("pomme", "jass", "differenzler", "abstrac", "schieber", "coiffeur")


def saved(tmp_path, *texts):
    """A data folder holding each log of `texts` as a saved match with its figures kept,
    as the device leaves them once they are played."""
    st = Store(str(tmp_path))
    for text in texts:
        mid = st.new(text)
        stats_kept.keep(st, mid, stats_kept.figures(load(text)))
    return st


def open_statistics(dev):
    """From play or the first screen: the menu, down to Statistics, #."""
    play_keys(dev, "0")
    menu = screen(dev)
    play_keys(dev, DOWN * menu.ids.index("stats") + "#")
    while screen(dev).tick(0):              # the check, then a match without figures a tick
        dev.redraw()
    return screen(dev)


def pages(dev):
    return dict(((g, n), row) for g, n, row in screen(dev).pages)


def host_stats(tmp_path, capsys):
    cmd_stats.main([str(tmp_path), "--json"])
    return json.loads(capsys.readouterr().out)["players"]


def test_statistics_is_in_the_menu_and_says_the_figures_of_stats(tmp_path, capsys):
    saved(tmp_path, *(example(g) for g in GAMES), cut_before_deal(example("jass"), 3))
    dev = Device(data_dir=str(tmp_path))
    assert open_statistics(dev).KIND == "stats"
    got = pages(dev)
    want = host_stats(tmp_path, capsys)
    assert len(got) == sum(len(games) for games in want.values())
    for name, games in want.items():
        for game, f in games.items():
            assert got[(game, name)] == [f["matches"], f["won"], f["unfinished"], f["deals"],
                                         f["revokes"]], (game, name)


def test_pages_come_game_by_game_the_winners_first(tmp_path):
    saved(tmp_path, example("schieber"), example("pomme"))
    dev = Device(data_dir=str(tmp_path))
    open_statistics(dev)
    order = [(g, n) for g, n, _ in screen(dev).pages]
    assert order == [("pomme", "Ben"), ("pomme", "Ana"), ("schieber", "Ana"),
                     ("schieber", "Cleo"), ("schieber", "Ben"), ("schieber", "Dan")]


def test_down_turns_the_page_round_and_star_goes_back_to_the_menu(tmp_path):
    saved(tmp_path, example("pomme"))
    dev = Device(data_dir=str(tmp_path))
    st = open_statistics(dev)
    play_keys(dev, DOWN)
    assert st.cursor == 1
    play_keys(dev, DOWN)
    assert st.cursor == 0
    play_keys(dev, "*")
    assert screen(dev).KIND == "menu" and screen(dev).ids[screen(dev).cursor] == "stats"


def test_no_saved_match_says_so(tmp_path):
    dev = Device(data_dir=str(tmp_path))
    st = open_statistics(dev)
    assert st.pages == []


def test_figures_are_kept_when_a_deal_ends(tmp_path):
    dev = Device(data_dir=str(tmp_path))
    play_keys(dev, setup_keys())
    sts = [st for _, st in parse(example("pomme"))]
    second = [i for i, st in enumerate(sts) if st[0] == "deal"][1]
    deal_keys(dev, sts[3:second])           # the example's first deal: P2 deals, swaps
    kept, lines = stats_kept.read(dev.app.store)
    assert list(kept) == [dev.app.match_id]
    game, finished, deals, won, players = stats_kept.parse(kept[dev.app.match_id])[1]
    assert (game, finished, deals, won) == ("pomme", 0, 1, 0)
    assert players == (("P1", 0), ("P2", 0))
    assert lines == 1                       # when the deal ended, not before


def test_no_figures_are_kept_for_a_card_that_ends_no_deal(tmp_path):
    dev = Device(data_dir=str(tmp_path))
    play_keys(dev, setup_keys())
    sts = [st for _, st in parse(example("pomme"))]
    deal_keys(dev, sts[3:8])                # the turned card and three tricks
    assert stats_kept.read(dev.app.store) == ({}, 0)


def test_a_resumed_match_keeps_a_line_only_when_a_deal_ends(tmp_path):
    dev = Device(data_dir=str(tmp_path))
    play_keys(dev, setup_keys())
    sts = [st for _, st in parse(example("pomme"))]
    second = [i for i, st in enumerate(sts) if st[0] == "deal"][1]
    deal_keys(dev, sts[3:second])
    again = Device(data_dir=str(tmp_path))          # power off, power on: resumed
    play_keys(again, "#")                           # a key of the next deal's card
    assert stats_kept.read(again.app.store)[1] == 1


def test_a_match_without_kept_figures_is_read_once_and_then_kept(tmp_path):
    st = saved(tmp_path, example("jass"), example("abstrac"))
    os.remove(str(tmp_path / "statistics"))     # as firmware before Statistics left it
    dev = Device(data_dir=str(tmp_path))
    first = open_statistics(dev)
    assert first.total == 2
    kept, _ = stats_kept.read(st)
    assert sorted(kept) == [1, 2]
    dev2 = Device(data_dir=str(tmp_path))
    assert open_statistics(dev2).total == 0 and pages(dev2) == pages(dev)


def test_a_damaged_line_costs_only_a_reading(tmp_path, capsys):
    saved(tmp_path, example("pomme"))
    path = tmp_path / "statistics"
    data = bytearray(path.read_bytes())
    data[2] ^= 0x04                             # one bit of the first line
    path.write_bytes(bytes(data))
    dev = Device(data_dir=str(tmp_path))
    st = open_statistics(dev)
    assert st.total == 1
    assert pages(dev)[("pomme", "Ben")] == [1, 1, 0, 19, 0]


def test_a_deleted_match_leaves_the_statistics(tmp_path):
    st = saved(tmp_path, example("pomme"), example("abstrac"))
    st.delete(1)
    dev = Device(data_dir=str(tmp_path))
    open_statistics(dev)
    assert {g for g, _ in pages(dev)} == {"abstrac"}
    kept, lines = stats_kept.read(st)
    assert sorted(kept) == [2] and lines == 1          # written anew without it


def test_the_page_shows_won_of_finished_large_and_the_rest_in_words(tmp_path):
    saved(tmp_path, example("pomme"))
    dev = Device(data_dir=str(tmp_path))
    open_statistics(dev)
    from host_sim.sim.screen_text import text_lines
    text = "\n".join(text_lines(dev))
    assert "La Pomme 1/2" in text and "Ben" in text and "1/1" in text
    assert "won 100%  open 0" in text
    assert "deals 19  revokes 0" in text


def test_the_statistics_page_is_the_same_under_micropython(mpy_tree, tmp_path):
    import shutil
    import mpy
    saved(tmp_path / "cpy", example("pomme"), example("jass"))
    shutil.copytree(str(tmp_path / "cpy"), str(tmp_path / "mp"))
    dev = Device(data_dir=str(tmp_path / "cpy"))
    play_keys(dev, "0")
    keys = "0" + DOWN * screen(dev).ids.index("stats") + "#" + DOWN + DOWN
    dev = Device(data_dir=str(tmp_path / "cpy"))
    play_keys(dev, keys)
    shutil.copy(os.path.join(mpy.ROOT, "host_sim", "mp", "ui_drive_mp.py"), mpy_tree)
    with open(os.path.join(mpy_tree, "keys.txt"), "w") as f:
        f.write(keys)
    r = mpy.run(mpy_tree, ["ui_drive_mp.py", "keys.txt", str(tmp_path / "mp")], heap="256k")
    assert r.returncode == 0, r.stdout[-500:] + r.stderr
    hexes = [line.split()[1] for line in r.stdout.splitlines() if line.startswith("SCREEN")]
    assert screen(dev).KIND == "stats" and screen(dev).cursor == 2
    assert bytes.fromhex("".join(hexes)) == bytes(dev.buf)
