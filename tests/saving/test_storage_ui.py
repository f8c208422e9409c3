"""Storage messages on the screen (docs/storage.md): whatever the saved matches have to say
(a damaged file repaired or cut, old matches removed for room, a statement not saved)
is shown in full until a key, and that key does nothing else."""

from host_sim.sim.device import Device, play_keys
from picotafel.saving.storage import Store
from screens import screen
from storage_files import flip, read, write

SETUP = "### 8888# # D6 A6"          # La Pomme, P1 and P2, the 6♣ turned, the first card


def _damaged_device(tmp_path, bits, lang="en"):
    dev = Device(data_dir=str(tmp_path))
    play_keys(dev, SETUP + " 2 C7 A3")
    s = Store(str(tmp_path))
    data = read(s.path(1))
    at = data.find(b"trick")
    for b in bits:
        data = flip(data, at * 8 + b)
    write(s.path(1), data)
    return Device(data_dir=str(tmp_path), lang=lang)       # power off, power on


def test_a_repaired_match_at_power_on_is_said_in_full_over_its_screen(tmp_path):
    dev = _damaged_device(tmp_path, [9])
    assert screen(dev).KIND == "notice"
    assert screen(dev).notes == ["match 1: a damaged byte repaired, nothing lost (old file "
                                 "kept as 0001.bad)"]
    dev.redraw()
    play_keys(dev, "#")
    assert screen(dev).phase() == "trick"
    assert dev.log().endswith("trick JS 7S\ntrick QD 8S\n")    # nothing lost


def test_a_message_at_power_on_is_in_the_language_kept_on_the_device(tmp_path):
    (tmp_path / "settings").write_text("lang de\n")
    dev = _damaged_device(tmp_path, [9], lang=None)     # the device's own setting
    assert screen(dev).notes == ["Partie 1: ein defektes Byte repariert, nichts verloren "
                                 "(Original: 0001.bad)"]


def test_the_key_that_closes_a_storage_message_does_nothing_else(tmp_path):
    dev = _damaged_device(tmp_path, [9])
    log = dev.log()
    play_keys(dev, "0")                            # not the menu: it only closes
    assert screen(dev).phase() == "trick" and dev.log() == log


def test_a_match_cut_at_its_damage_says_how_many_statements_it_kept(tmp_path):
    dev = _damaged_device(tmp_path, [9, 20])
    assert screen(dev).notes == ["match 1 damaged at statement 5: kept 4 statements, 2 "
                                 "lost (old file kept as 0001.bad)"]
    play_keys(dev, "#")
    assert dev.log().endswith("deal JC\n")


def test_a_match_repaired_in_german_says_so_in_french_once_the_language_changed(tmp_path):
    (tmp_path / "settings").write_text("lang de\n")
    dev = _damaged_device(tmp_path, [9, 20], lang=None)     # repaired, said in German
    assert screen(dev).notes == ["Partie 1, defekt ab Eintrag 5: 4 Eintr\u00e4ge behalten, "
                                 "2 verloren (Original: 0001.bad)"]
    play_keys(dev, "# 0 2# 8#")     # the message closed; the menu: Sprache, down to Fran\u00e7ais
    again = Device(data_dir=str(tmp_path), lang=None)       # power off, power on
    assert screen(again).notes == ["partie 1, alt\u00e9r\u00e9e \u00e0 l'entr\u00e9e 5: 4 "
                                   "entr\u00e9es gard\u00e9es, 2 perdues (original: 0001.bad)"]


# -- a damaged head in the saved list (issue 23, finding 1) and an emptied file (10) ------

TWO = "###8888##D6C7A3 0888888# ###8888##D6C7A3"     # match 1 left open, match 2 begun


def _two_matches(tmp_path, mangle):
    """Two La Pomme matches; `mangle` then changes match 1's file bytes; power on again."""
    play_keys(Device(data_dir=str(tmp_path)), TWO)
    s = Store(str(tmp_path))
    write(s.path(1), mangle(read(s.path(1))))
    return Device(data_dir=str(tmp_path)), s


def _saved_lines(dev):
    from picotafel.screens.ui_saved import _Lines
    play_keys(dev, "0888#")                        # the menu, down to Saved matches
    return [line for line in _Lines(screen(dev).entries)]


def test_a_match_whose_head_does_not_read_is_listed_as_damaged(tmp_path):
    dev, _ = _two_matches(tmp_path, lambda d: d.replace(b"players", b"plaYers"))
    assert _saved_lines(dev) == ["2 La Pomme P1-P2 *", "1 damaged"]
    dev.redraw()                                   # the list draws (it divided by 0)


def test_a_match_cut_shorter_than_known_is_said_at_power_on_and_set_aside(tmp_path):
    dev, s = _two_matches(tmp_path, lambda d: d[:20])
    assert screen(dev).notes == ["match 1 damaged at statement 1: 5 statements lost, "
                                 "set aside as 0001.bad"]
    play_keys(dev, "#")
    assert _saved_lines(dev) == ["2 La Pomme P1-P2 *"]


def test_a_match_listed_as_damaged_can_be_deleted(tmp_path):
    # its head damaged, its size as known: nothing said at power-on, listed as damaged
    dev, s = _two_matches(tmp_path, lambda d: d.replace(b"players", b"plaYers"))
    assert _saved_lines(dev) == ["2 La Pomme P1-P2 *", "1 damaged"]
    play_keys(dev, "8 # 88 # #")                  # the second, Delete, # again
    assert s.ids() == [2]
    dev.redraw()


def test_a_match_listed_as_damaged_shows_its_standings_as_far_as_it_reads(tmp_path):
    dev, _ = _two_matches(tmp_path, lambda d: d.replace(b"players", b"plaYers"))
    _saved_lines(dev)
    play_keys(dev, "8 # 8 #")                      # the second, Standings
    dev.redraw()
    assert screen(dev).notes == ["match 1: a damaged byte repaired, nothing lost (old file "
                                 "kept as 0001.bad)"]


def test_a_match_listed_as_damaged_resumes_as_far_as_it_reads(tmp_path):
    dev, _ = _two_matches(tmp_path, lambda d: d.replace(b"players", b"plaYers"))
    _saved_lines(dev)
    play_keys(dev, "8 # #")                        # the second, Resume
    play_keys(dev, "#")                            # the message closed
    assert screen(dev).phase() == "trick" and dev.log().endswith("deal JC\ntrick QD 8S\n")


def test_an_emptied_match_file_says_at_power_on_what_was_lost(tmp_path):
    dev = Device(data_dir=str(tmp_path))
    play_keys(dev, SETUP + " 2 C7 A3")
    s = Store(str(tmp_path))
    write(s.path(1), b"")
    dev = Device(data_dir=str(tmp_path))           # power off, power on
    assert screen(dev).notes == ["match 1 empty: 6 statements lost, set aside as 0001.bad"]


def test_a_match_cut_inside_a_record_says_at_power_on_every_statement_it_lost(tmp_path):
    dev = Device(data_dir=str(tmp_path))
    play_keys(dev, SETUP + " 2 C7 A3")            # 6 statements, counted in the state file
    s = Store(str(tmp_path))
    data = read(s.path(1))
    write(s.path(1), data[:data.find(b"trick") + 4])   # cut inside the first trick
    dev = Device(data_dir=str(tmp_path))           # power off, power on
    assert screen(dev).notes == ["match 1 damaged at statement 5: kept 4 statements, 2 "
                                 "lost (old file kept as 0001.bad)"]


def test_resuming_a_match_listed_as_damaged_that_cannot_be_kept_says_so(tmp_path):
    # overwritten after its first 20 bytes, its size as known: listed as damaged
    dev, s = _two_matches(tmp_path, lambda d: d[:20] + b"x" * (len(d) - 20))
    assert _saved_lines(dev) == ["2 La Pomme P1-P2 *", "1 damaged"]
    play_keys(dev, "8 # #")                        # the second, Resume
    assert screen(dev).notes == [      # its count kept when match 2 began
        "match 1 damaged at statement 1: 5 statements lost, set aside as 0001.bad"]
    dev.redraw()
    play_keys(dev, "#")                            # the message closed: match 1 not listed
    assert s.ids() == [2]
    dev.redraw()
