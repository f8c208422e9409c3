"""The heap groups (picotafel/heap.py): each module declares its own, only the App drops
them and only between keys, a live screen keeps its module, a misspelt name fails, and
under MicroPython every group's drop frees the heap its modules take."""

import os
import re
import sys

import pytest

import mpy
from host_sim.bench.pomme_match import SETUP
from host_sim.bench.heap_groups import declared
from host_sim.sim.device import Device, play_keys
from picotafel import heap
from picotafel.screens.ui_base import DOWN
from screens import screen



def loaded(name):
    return "picotafel." + name in sys.modules


def playing(tmp_path):
    dev = Device(str(tmp_path))
    play_keys(dev, SETUP)
    assert screen(dev).KIND == "play"
    return dev


def menu_item(dev, item):
    """The menu opened over play, its cursor on `item`."""
    dev.press("0")
    play_keys(dev, DOWN * screen(dev).ids.index(item))


def test_every_group_a_module_declares_is_one_of_heaps_and_each_has_modules():
    groups = declared()
    assert set(groups) == set(heap.GROUPS)
    assert all(groups[g] for g in heap.GROUPS)


def test_a_misspelt_group_fails_loudly(tmp_path):
    with pytest.raises(ValueError):
        heap.drop("NOT_IN_PLAYS")
    with pytest.raises(ValueError):
        playing(tmp_path).app.drop("OPEN")


def test_forgetting_a_module_that_is_not_loaded_fails_loudly():
    with pytest.raises(KeyError):
        heap.forget("screens.ui_menus")


def test_only_the_app_drops_a_group():
    callers = []
    for folder, _, files in os.walk(os.path.join(mpy.FIRMWARE)):
        for f in files:
            if f.endswith(".py"):
                with open(os.path.join(folder, f), encoding="utf-8") as fh:
                    if re.search(r"\bheap\.drop\(", fh.read()):
                        callers.append(f)
    assert callers == ["ui.py"]


def test_a_module_a_screen_on_the_stack_belongs_to_is_kept_by_a_drop(tmp_path):
    dev = playing(tmp_path)
    dev.press("0")
    menu = screen(dev)
    assert heap.drop("NOT_IN_PLAY", [menu]) == ["screens.ui_menu"]
    assert loaded("screens.ui_menu")
    assert heap.drop("NOT_IN_PLAY", []) == [] and not loaded("screens.ui_menu")


def test_a_module_of_an_object_a_screen_holds_is_kept_by_a_drop(tmp_path):
    dev = playing(tmp_path)
    menu_item(dev, "saved")
    dev.press("#")                      # the list, holding its Listing
    dev.press("#")                      # the match's actions
    play_keys(dev, DOWN + "#")          # its standings: read by the power-on checks
    assert screen(dev).KIND == "view" and dev.app.drops == ["OPENED"]
    listing = dev.app.stack[1].entries
    assert type(listing) is sys.modules["picotafel.saving.storage_list"].Listing
    assert not loaded("saving.storage_check")
    play_keys(dev, "***")               # the standings, the actions, the list: gone
    assert screen(dev).KIND == "menu" and not loaded("saving.storage_list")
    assert dev.app.drops == []


def test_the_menu_is_not_dropped_while_its_own_key_runs(tmp_path):
    dev = playing(tmp_path)
    dev.press("0")
    app = dev.app
    seen = []
    pop = app.pop

    def pop_and_look(*args):
        pop(*args)
        seen.append(loaded("screens.ui_menu"))
    app.pop = pop_and_look
    dev.press("*")                      # back to play: the menu's own key pops it
    assert seen == [True]               # still there while Menu.key ran
    assert not loaded("screens.ui_menu") and screen(dev).KIND == "play"


def test_the_saved_list_comes_after_the_menus_modules_left(tmp_path):
    dev = playing(tmp_path)
    menu_item(dev, "saved")
    dev.press("#")
    assert screen(dev).KIND == "saved" and loaded("screens.ui_saved")
    assert not loaded("screens.ui_menu")
    dev.press("*")                      # the menu again, on "saved"; the list's code gone
    assert screen(dev).KIND == "menu" and screen(dev).ids[screen(dev).cursor] == "saved"
    assert not loaded("screens.ui_saved")


def test_a_notice_over_play_keeps_its_module_until_it_goes(tmp_path):
    dev = playing(tmp_path)
    app = dev.app
    app.notify(["one", "two"])
    assert screen(dev).KIND == "notice"
    app.drop("NOT_IN_PLAY")             # between keys: at once, but for the notice's
    assert loaded("screens.ui_notice") and app.drops == ["NOT_IN_PLAY"]
    dev.press("#")
    dev.press("#")
    assert screen(dev).KIND == "play"
    assert not loaded("screens.ui_notice") and app.drops == []


def test_a_new_match_leaves_the_setups_modules_behind(tmp_path):
    dev = playing(tmp_path)
    for name in ("screens.ui_setup", "screens.ui_open", "saving.options_kept",
                 "saving.storage_list", "saving.storage_write", "saving.storage_settings"):
        assert not loaded(name), name


def test_the_saved_list_over_play_does_not_load_the_settings_code(tmp_path):
    # The list opened during a match is the heap's worst moment (docs/figures.md).
    dev = playing(tmp_path)
    menu_item(dev, "saved")
    dev.press("#")
    assert screen(dev).KIND == "saved" and loaded("saving.storage_list")
    assert not loaded("saving.storage_settings")


def test_a_screen_is_known_by_its_kind_whatever_copy_of_its_class(tmp_path):
    dev = playing(tmp_path)
    dev.press("0")
    first = type(screen(dev))
    dev.press("*")
    dev.press("0")                      # the menu loaded again: a second class
    assert type(screen(dev)) is not first and screen(dev).KIND == first.KIND == "menu"
    dev.press("0")                      # the menu's 0 is its own: it goes back
    assert screen(dev).KIND == "play"


# -- the bytes a drop frees, under MicroPython ------------------------------------------

MEASURE = r"""
import gc
import sys
from picotafel import heap
for n in ('lang', 'core.match', 'screens.ui'):
    __import__('picotafel.' + n)
for line in open(sys.argv[1]):     # (not in argv: the unix port takes 255 bytes an arg)
    group, names = line.split()
    gc.collect()
    base = gc.mem_free()
    for n in names.split(','):
        __import__('picotafel.' + n)
    gc.collect()
    full = gc.mem_free()
    heap.drop(group)
    gc.collect()
    print('group', group, base - full, gc.mem_free() - full, len(heap.members(group)))
"""


@pytest.fixture(scope="module")
def freed(mpy_tree):
    """{group: (bytes its modules took, bytes its drop freed, modules left)} under
    MicroPython, each group imported after lang, core.match and screens.ui."""
    with open(os.path.join(mpy_tree, "heap_freed.py"), "w") as f:
        f.write(MEASURE)
    with open(os.path.join(mpy_tree, "heap_groups.txt"), "w") as f:
        for g, names in sorted(declared().items()):
            f.write("%s %s\n" % (g, ",".join(names)))
    r = mpy.run(mpy_tree, ["heap_freed.py", "heap_groups.txt"], heap="256k", timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    out = {}
    for line in r.stdout.splitlines():
        _, group, took, gone, left = line.split()
        out[group] = (int(took), int(gone), int(left))
    return out


@pytest.mark.parametrize("group", heap.GROUPS)
def test_dropping_a_group_frees_most_of_the_heap_its_modules_take_under_micropython(
        freed, group):
    took, gone, left = freed[group]
    assert left == 0
    assert gone > 1024 and gone >= took * 2 // 3, (took, gone)
