# runs-on: micropython
"""The device's settings (docs/storage.md: the file `settings` beside the matches) as
robust as the matches: read with bounds, a damaged line costs itself only and is said
at power-on, a last line without its newline costs nothing, and whatever the file
holds the store starts.

Runs on CPython and under MicroPython's unix port (a 120 KB heap, below what the Pico
has free when the ui starts): plain asserts only.
"""

from picotafel.saving.storage import Store
from picotafel.saving.storage_settings import setting
from picotafel.saving.storage_settings import put_setting
from storage_files import fresh_root, read, write


def _store(settings):
    s = Store(fresh_root())
    s.boot()
    write(s.root + "/settings", settings)
    return Store(s.root)


def test_a_line_that_is_not_utf8_costs_that_line_only_and_is_said_at_power_on():
    s = _store(b"lang de\nsound \xff\xfeoff\ndim 30000\n")
    assert setting(s, "lang") == "de" and setting(s, "dim") == "30000"
    assert setting(s, "sound") is None
    assert s.boot() == ["settings: damaged lines skipped (1)"]
    assert s.boot() == []                           # said once


def test_a_setting_kept_after_a_damaged_line_keeps_every_other_setting():
    s = _store(b"lang fr\n\xc3(garbage\nsound quiet\n")
    s.boot()
    put_setting(s, "options_pomme", "")             # a match start writes this
    assert setting(s, "lang") == "fr" and setting(s, "sound") == "quiet"
    assert read(s.root + "/settings") == b"lang fr\nsound quiet\noptions_pomme \n"


def test_a_last_line_without_its_newline_costs_nothing():
    s = _store(b"sound off\nlang es")
    assert s.boot() == []
    put_setting(s, "dim", "30000")
    assert setting(s, "lang") == "es" and setting(s, "sound") == "off"
    assert setting(s, "dim") == "30000"


def test_a_line_of_200_kb_is_skipped_and_nothing_is_read_past_64_kb():
    s = _store(b"")
    with open(s.root + "/settings", "wb") as f:
        f.write(b"lang de\n")
        chunk = b"x" * 1024
        for _ in range(200):
            f.write(chunk)
        f.write(b"\nsound off\n")
    assert setting(s, "lang") == "de" and setting(s, "sound") is None
    assert s.boot() == ["settings: damaged lines skipped (1)"]


def test_a_line_of_60_kb_costs_only_itself():
    s = _store(b"")
    with open(s.root + "/settings", "wb") as f:
        f.write(b"lang de\n")
        chunk = b"y" * 1024
        for _ in range(60):
            f.write(chunk)
        f.write(b"\nsound off\n")
    assert setting(s, "lang") == "de" and setting(s, "sound") == "off"
    assert s.boot() == ["settings: damaged lines skipped (1)"]


def test_a_settings_folder_in_place_of_the_file_stops_nothing():
    import os
    s = _store(b"")
    os.remove(s.root + "/settings")
    os.mkdir(s.root + "/settings")
    assert setting(s, "lang") is None and s.boot() == []
