"""Every layout of saved files a released firmware wrote is taken over at the first
power-on of this one, said once (docs/storage.md). The layouts are kept as they were
written, in tests/layouts/ (each made by that firmware's own Store: match 1 finished,
match 2 under way and the one to reopen):

- v1_flat: version 1 files (`# picotafel 1` ... `# end`) in /matches itself, no state
  file (37c86be, the first saving firmware).
- v2_flat: version 2 record files in /matches itself and a three-word state file
  (584c52a).
- v1_then_v2_flat: a version 1 match left by the first firmware, a version 2 one saved
  after the update to the second, both flat, the state file of the second.
- v2_folders: folders of a hundred, files named NNNN.log, a three-word state file
  (8305859).
- v2_folders_counted: the same with the state file's count and `matches.last` (585de62).
- v2_newest_first: names newest first in their folder (NN/KK_NNNN.log) and the layout
  in the state file (6bd26f3 to e27cee4), before the knownNN records.
"""

import os
import shutil

import pytest

from picotafel.saving.storage import Store
from storage_files import OPEN, OVER

LAYOUTS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "layouts")


def _device(tmp_path, layout):
    """A copy of the layout's files, as the flash holds them."""
    shutil.copytree(os.path.join(LAYOUTS, layout), str(tmp_path / "fl"))
    return str(tmp_path / "fl" / "matches")


@pytest.mark.parametrize("layout", ["v1_flat", "v2_flat", "v1_then_v2_flat", "v2_folders",
                                    "v2_folders_counted"])
def test_a_layout_of_earlier_firmware_is_taken_over_said_once_every_match_kept(tmp_path,
                                                                               layout):
    root = _device(tmp_path, layout)
    s = Store(root)
    assert s.boot() == ["matches of older firmware taken over: 2"]
    assert s.current() == 2
    listing = s.listing()
    assert [listing[i][:4] for i in range(len(listing))] == [
        (2, "pomme", ("Ana", "Ben"), False), (1, "pomme", ("Ana", "Ben"), True)]
    assert s.load(1) == OVER and s.load(2) == OPEN
    assert s.take_notes() == []
    assert sorted(os.listdir(root + "/00")) == ["97_0002.log", "98_0001.log"]
    again = Store(root)
    assert again.boot() == [] and again.current() == 2          # said once


@pytest.mark.parametrize("layout", ["v1_flat", "v2_flat", "v2_folders_counted",
                                    "v2_newest_first"])
def test_a_match_taken_over_goes_on_and_a_new_one_follows_it(tmp_path, layout):
    root = _device(tmp_path, layout)
    s = Store(root)
    s.boot()
    m = s.load_match(2)
    text = OPEN + "trick KC 6C\n"
    assert s.save(2, text) == []
    assert s.new("game pomme\nplayers Ana Ben\ndealer Ben\n") == 3
    again = Store(root)
    assert again.boot() == [] and again.load(2) == text and m.count == 17


def test_names_newest_first_need_no_moving_and_say_nothing(tmp_path):
    root = _device(tmp_path, "v2_newest_first")
    s = Store(root)
    assert s.boot() == [] and s.current() == 2
    assert s.load(1) == OVER and s.load(2) == OPEN and s.take_notes() == []


@pytest.mark.parametrize("layout", ["v2_flat", "v2_folders", "v2_folders_counted",
                                    "v2_newest_first"])
def test_a_match_of_earlier_firmware_is_known_from_the_first_power_on(tmp_path, layout):
    # Firmware before the knownNN records kept no count of a match once left: the first
    # power-on of this one records every match, so a later loss is said as for any.
    root = _device(tmp_path, layout)
    Store(root).boot()
    p = Store(root).path(1)
    with open(p, "rb") as f:
        lines = f.read().split(b"\n")
    with open(p, "wb") as f:                    # its last three statements and `# over`
        f.write(b"\n".join(lines[:-5]) + b"\n")
    again = Store(root)
    assert again.boot() == ["match 1: the flash lost its last 3 statements (11 kept)"]
    assert again.load_match(1).count == 11 and again.take_notes() == []


def test_a_version_1_match_cut_short_says_what_it_lost_once_known(tmp_path):
    root = _device(tmp_path, "v1_flat")
    Store(root).boot()
    p = Store(root).path(1)
    with open(p, "rb") as f:
        lines = f.read().split(b"\n")
    with open(p, "wb") as f:                    # its last three statements and its end
        f.write(b"\n".join(lines[:-5]) + b"\n")
    again = Store(root)
    said = ["match 1 incomplete or damaged: kept 11 statements, 3 lost (old file kept "
            "as 0001.bad)"]
    assert again.boot() == said             # its size changed: read at power-on
    assert again.load_match(1).count == 11
    assert again.take_notes() == said       # the repair's note, kept in its file
