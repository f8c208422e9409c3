"""Nothing keyed is lost (issue 34 item 5): the cards of the trick being keyed are kept
through a power cut (saving/trick_kept.py), on the host as on the device, and put back
on the screen where they were; a record that does not fit the match is dropped with a
word, never a wrong card. (Cuts inside the record's writes on littlefs:
test_trick_kept_powercut.py; on the emulated Pico: test_pico.py.)"""

import os
import shutil
import subprocess
import sys

from host_sim.sim.device import Device, play_keys
from picotafel.saving import trick_kept
from picotafel.saving.storage import Store

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
POMME = "###8888##D6"           # La Pomme P1 P2, defaults; J♣ turned up
NEW = "0" + "8" * 6 + "#"         # the menu's "New match" while a match is saved
JASS = "8###8888##D6"            # Jass, P1-P4, defaults; J♣ turned up


def play(dev):
    return dev.app.stack[0]


def top(dev):
    return dev.app.stack[-1].KIND


def test_the_cards_of_a_trick_in_progress_are_on_the_screen_after_a_power_cut(tmp_path):
    dev = Device(str(tmp_path))
    play_keys(dev, JASS + "A7 A8 A9")          # Q♠ K♠ A♠ of the first trick: three cards
    again = Device(str(tmp_path))                # power off, power on
    assert play(again).pending == play(dev).pending and len(play(again).pending) == 3
    assert bytes(again.buf) == bytes(dev.buf)  # the same screen
    play_keys(again, "A5")                     # the fourth card completes the trick
    assert again.log().endswith("deal JC\ntrick QS KS AS TS\n")
    assert _record(tmp_path) == b""


def test_a_card_taken_back_is_not_put_back(tmp_path):
    dev = Device(str(tmp_path))
    play_keys(dev, JASS + "A7 A8*")
    assert play(Device(str(tmp_path))).pending == play(dev).pending == [6]    # Q♠


def test_a_trick_reopened_by_undo_keeps_its_first_cards(tmp_path):
    dev = Device(str(tmp_path))
    play_keys(dev, POMME + "C7 A3 *")          # trick Q♦ 8♠, then * takes back 8♠
    assert dev.log().endswith("deal JC\n")
    assert play(Device(str(tmp_path))).pending == [24]                         # Q♦


def test_a_match_started_after_one_left_mid_trick_keeps_no_card_of_it(tmp_path):
    dev = Device(str(tmp_path))
    play_keys(dev, POMME + "C7")
    play_keys(dev, NEW + "###8888##")   # the menu's new match: La Pomme again
    again = Device(str(tmp_path))
    assert again.app.match_id == 2 and top(again) == "play"
    assert _record(tmp_path) == b""


def test_a_match_of_a_game_without_tricks_begun_after_one_left_mid_trick_keeps_none(tmp_path):
    dev = Device(str(tmp_path))
    play_keys(dev, POMME + "C7")
    play_keys(dev, NEW + "888###888##")         # the menu's new match: Abstrac
    assert dev.app.match.module.NAME == "abstrac"
    again = Device(str(tmp_path))
    assert again.app.match_id == 2 and top(again) == "play"


def test_the_running_match_deleted_mid_trick_leaves_no_card_to_speak_of(tmp_path):
    dev = Device(str(tmp_path))
    play_keys(dev, POMME + "C7")
    play_keys(dev, "0888#" + "#" + "88##")     # menu, saved matches, match 1, delete, yes
    assert dev.app.match is None
    again = Device(str(tmp_path))
    assert top(again) == "game"


def _record(tmp_path):
    with open(str(tmp_path / "trick"), "rb") as f:
        return f.read()


def _put(tmp_path, data):
    with open(str(tmp_path / "trick"), "wb") as f:
        f.write(data)


def test_a_damaged_record_is_dropped_with_a_word_and_no_card(tmp_path):
    dev = Device(str(tmp_path))
    play_keys(dev, JASS + "A7 A8")
    data = bytearray(_record(tmp_path))
    data[14] ^= 4                               # a bit of the cards flipped
    _put(tmp_path, bytes(data))
    again = Device(str(tmp_path))
    assert again.app.stack[-1].notes == [
        "the cards kept of the trick being keyed were damaged: key them again"]
    assert play(again).pending == [] and _record(tmp_path) == b""


def test_a_record_of_a_trick_the_log_already_holds_is_dropped_with_a_word(tmp_path):
    # The power failed after the trick's statement was saved and before its kept cards
    # were removed: the log holds them, the record is left over.
    dev = Device(str(tmp_path))
    play_keys(dev, POMME + "C7")
    before = _record(tmp_path)
    play_keys(dev, "A3")
    _put(tmp_path, before)
    again = Device(str(tmp_path))
    assert again.app.stack[-1].notes == [
        "match 1: 1 cards kept of its trick did not fit what is saved: dropped, check the trick"]
    assert play(again).pending == [] and again.log().endswith("trick QD 8S\n")


def test_a_record_of_another_match_is_dropped_with_a_word(tmp_path):
    dev = Device(str(tmp_path))
    play_keys(dev, POMME + "C7")
    kept = _record(tmp_path)
    play_keys(dev, NEW + "###8888##")   # a new match: the record goes
    _put(tmp_path, kept)                                # (as if cut before it went)
    again = Device(str(tmp_path))
    assert again.app.stack[-1].notes == [
        "1 cards kept of a trick of match 1 dropped: that match is not open"]
    assert play(again).pending == []


def test_a_sound_record_with_a_card_the_screen_would_refuse_is_never_put_back(tmp_path):
    # The record names the match as saved, but a card in it was played already: nothing
    # of it goes on the screen.
    dev = Device(str(tmp_path))
    play_keys(dev, POMME + "C7 A3")            # trick Q♦ 8♠
    store = Store(str(tmp_path))
    trick_kept.write(store, trick_kept.kept(1, dev.app.match, (24,), None))   # Q♦ again
    again = Device(str(tmp_path))
    assert play(again).pending == []
    assert again.app.stack[-1].notes[0].startswith("match 1: 1 cards kept")


def test_a_revoke_recorded_in_the_middle_of_a_trick_keeps_the_trick_s_cards(tmp_path):
    # Jass: P2 showed no ♠ in trick 1 (6♥), then keys 8♠ in trick 2: the breach screen,
    # # records the revoke and takes the card. The statement goes into the log, the
    # trick's three cards are kept after it.
    dev = Device(str(tmp_path))
    play_keys(dev, JASS + "A7 B1 A8 A9" + "A1 A2 A3 #")
    assert dev.log().endswith("revoke P2 1\n") and play(dev).pending == [0, 1, 2]
    again = Device(str(tmp_path))
    assert play(again).pending == [0, 1, 2]


def test_the_record_says_the_match_its_statements_cards_and_a_breach_chosen(tmp_path):
    store = Store(str(tmp_path))
    store.boot()
    got = (3, 41, 0x5e1f00aa, (7, 35), (1, 5))
    trick_kept.write(store, got)
    assert _record(tmp_path).startswith(b"kept 3 41 5e1f00aa KS AC breach 1 5 #0 ")
    assert trick_kept.read(store) == got


def test_run_goes_on_with_the_trick_keyed_in_an_earlier_run(tmp_path):
    def run(keys, log):
        return subprocess.run([sys.executable, "-m", "host_sim", "run", "--keys", keys,
                               "--data", str(tmp_path / "d"), "--log", str(log)],
                              cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert run(POMME + "C7", tmp_path / "a.log").returncode == 0
    r = run("A3", tmp_path / "b.log")
    assert r.returncode == 0, r.stderr
    assert (tmp_path / "b.log").read_text().endswith("deal JC\ntrick QD 8S\n")
