"""La Pomme keyed in through the real ui, as a player at the table would."""

import random

from host_sim.sim.device import Device, play_keys
from screens import render, screen, shown_refusal
from host_sim.games.pomme.keyer import deal_keys, swaps_first
from host_sim.games.pomme.random_match import play_deal, random_match
from picotafel.core.score import score
from picotafel.core.matchlog import write
from picotafel.core.match import load
from picotafel.screens.ui_saved import _Lines

SETUP = "### 8888# #"      # La Pomme, players P1 P2, default options, P2 deals


def new_match():
    return render(SETUP)


def key_whole_match(dev, statements):
    """Key every deal of `statements` (a match log's statements) into `dev`."""
    deal = []
    for st in statements:
        if st[0] in ("game", "option", "players", "dealer"):
            continue
        if st[0] == "deal" and deal:
            deal_keys(dev, deal)
            deal = []
        deal.append(st)
    if deal:
        deal_keys(dev, deal)


def test_setup_keys_write_the_match_header():
    dev = new_match()
    assert dev.log() == "game pomme\nplayers P1 P2\ndealer P2\n"


def test_whole_match_keyed_gives_the_log_and_standings_and_the_winner_screen():
    sts = random_match(random.Random(11), names=("P1", "P2"))
    sts = [st if st[0] != "dealer" else ("dealer", "P2") for st in sts]
    # Replay with P2 dealing first so the header matches the setup keys.
    text = write(sts)
    m = load(text)
    dev = new_match()
    key_whole_match(dev, m.statements)
    assert [st for st in swaps_first(dev.app.match.statements)] == swaps_first(m.statements)
    assert score(dev.log()) == score(text)
    assert dev.app.match.finished
    assert screen(dev).phase() == "summary"
    dev.press("#")
    assert screen(dev).phase() == "winner"


def test_follower_rank_alone_means_the_suit_led():
    dev = new_match()
    play_keys(dev, "D6 A6 2")        # J♣ turned; P1 leads J♠ (A6), P2 keys only 7
    assert dev.log().endswith("trick JS 7S\n")


def test_card_keys_in_either_order():
    dev = new_match()
    play_keys(dev, "6D 6A A2")       # rank then suit, then suit then rank
    assert dev.log().endswith("deal JC\ntrick JS 7S\n")


def test_a_key_that_leaves_one_possible_card_takes_it():
    dev = new_match()
    play_keys(dev, DEAL_A_KEYS[:-5])             # the seed's deal up to its 8th trick
    assert dev.log().endswith("trick 7D TC\n")
    play_keys(dev, "2")                          # 7♠ 7♣ 7♦ are played: 7 means 7♥
    assert screen(dev).pending == [1 * 9 + 1] and not screen(dev).entry.partial


def test_turned_up_card_keyed_records_the_swap():
    dev = new_match()
    play_keys(dev, "D6 A6 2 C7 D6")  # P1 wins J♠/7♠, leads Q♦; P2 trumps with J♣
    assert dev.log().endswith("deal JC\ntrick JS 7S\nswap P2\ntrick QD JC\n")


def test_card_already_played_is_refused_and_changes_nothing():
    dev = new_match()
    play_keys(dev, "D6 A6 2")
    before = dev.log()
    play_keys(dev, "A6")
    assert dev.app.flash_text == "J\u2660 already played"
    assert dev.log() == before and screen(dev).pending == []


def test_revoke_is_refused_at_once():
    dev = new_match()
    play_keys(dev, "D6 C7 A3")       # P2 discards 8♠ on Q♦: no diamonds
    before = dev.log()
    play_keys(dev, "C8 2")           # P1 leads K♦, P2 keys 7: 7♦
    assert shown_refusal(dev) == "P2 showed no \u2666"     # over the screen: ui_breach
    assert dev.log() == before and dev.app.stack[0].pending == [25]


def test_undo_steps_back_one_key_then_one_card_then_one_trick():
    dev = new_match()
    play_keys(dev, "D6 A6 2 C")
    s = screen(dev)
    assert s.entry.partial
    dev.press("*")
    assert not s.entry.partial and dev.log().endswith("trick JS 7S\n")
    dev.press("*")                   # the trick goes back to its first card, J♠
    assert dev.log().endswith("deal JC\n") and s.pending == [5]
    dev.press("*")
    assert s.pending == [] and dev.log().endswith("deal JC\n")
    dev.press("*")                   # the deal itself
    assert dev.log() == "game pomme\nplayers P1 P2\ndealer P2\n"


def test_undo_after_a_swap_takes_the_swap_back_too():
    dev = new_match()
    play_keys(dev, "D6 A6 2 C7 D6 *")
    assert dev.log().endswith("deal JC\ntrick JS 7S\n")
    assert screen(dev).pending == [24]   # Q♦ waits for its follower again


def test_summary_shows_after_the_ninth_trick_and_next_card_starts_the_next_deal():
    dev = new_match()
    rng = random.Random(4)
    deal_keys(dev, play_deal(rng, ("P1", "P2"), 1))
    assert screen(dev).phase() == "summary"
    play_keys(dev, "B3")             # the next deal's turned-up card: 8♥
    assert dev.log().endswith("deal 8H\n")
    assert screen(dev).phase() == "trick"


def test_menu_undo_and_standings():
    dev = new_match()
    play_keys(dev, "D6 A6 2")
    play_keys(dev, "0#")             # menu, Undo
    assert dev.log().endswith("deal JC\n")
    play_keys(dev, "08#")            # menu, Standings
    assert screen(dev).KIND == "view"
    dev.press("1")                   # any key: back to the menu, * closes it
    assert screen(dev).KIND == "menu"
    dev.press("*")
    assert screen(dev).KIND == "play"


def test_rematch_swaps_the_first_dealer():
    sts = random_match(random.Random(2), names=("P1", "P2"), options=[("target", "1")])
    sts = [st if st[0] != "dealer" else ("dealer", "P2") for st in sts]
    m = load(write(sts))
    dev = Device()
    play_keys(dev, "### 888 #1# 8# #")  # options: target typed as 1
    assert dev.log() == "game pomme\noption target=1\nplayers P1 P2\ndealer P2\n"
    key_whole_match(dev, m.statements)
    assert dev.app.match.finished
    play_keys(dev, "##")                  # summary, then rematch on the winner screen
    assert dev.log() == "game pomme\noption target=1\nplayers P1 P2\ndealer P1\n"


def test_match_reopens_where_it_stopped_after_power_off(tmp_path):
    dev = Device(data_dir=str(tmp_path))
    play_keys(dev, SETUP + " D6 A6 2 C7")       # Q♦ keyed, its trick not complete
    dev = Device(data_dir=str(tmp_path))         # power off, power on
    assert dev.log() == "game pomme\nplayers P1 P2\ndealer P2\ndeal JC\ntrick JS 7S\n"
    assert screen(dev).phase() == "trick" and screen(dev).pending == [24]   # Q♦ kept
    play_keys(dev, "A3")
    assert dev.log().endswith("trick QD 8S\n")


def test_a_reopened_match_keeps_no_log_reader_in_play(tmp_path):
    import sys
    dev = Device(data_dir=str(tmp_path))
    play_keys(dev, SETUP + " D6 A6 2")
    dev = Device(data_dir=str(tmp_path))         # power off, power on: the log is read
    assert dev.log().endswith("trick JS 7S\n")
    assert "picotafel.core.logparse" not in sys.modules
    play_keys(dev, "C7 A3")                      # play goes on without it
    assert dev.log().endswith("trick QD 8S\n") and "picotafel.core.logparse" not in sys.modules


def test_saved_matches_can_be_listed_resumed_and_deleted(tmp_path):
    dev = Device(data_dir=str(tmp_path))
    play_keys(dev, SETUP + " D6 A6 2")
    play_keys(dev, "0 888888 #")                 # menu, New match
    play_keys(dev, SETUP + " B3")                # a second match, 8♥ turned
    play_keys(dev, "0 888 #")                    # menu, Saved matches
    lines = _Lines(screen(dev).entries)          # made as the list draws them
    assert [lines[i] for i in range(len(lines))] == ["2 La Pomme P1-P2 *",
                                                  "1 La Pomme P1-P2 *"]
    play_keys(dev, "8 # #")                      # the older one, Resume
    assert dev.log().endswith("deal JC\ntrick JS 7S\n")
    play_keys(dev, "0 888 # 8 # 88 # #")         # Saved, the older, Delete, confirm
    assert [e[0] for e in dev.app.store.matches()] == [2]


def test_the_saved_list_takes_the_menu_s_place_and_star_brings_the_menu_back(tmp_path):
    import sys
    dev = Device(data_dir=str(tmp_path))
    play_keys(dev, SETUP + " D6 A6 2")
    play_keys(dev, "0 888 #")                    # menu, Saved matches
    assert [s.KIND for s in dev.app.stack] == ["play", "saved"]
    assert "picotafel.screens.ui_menu" not in sys.modules      # its code left the heap
    play_keys(dev, "*")
    menu = screen(dev)
    assert menu.KIND == "menu" and menu.ids[menu.cursor] == "saved"
    play_keys(dev, "*")
    assert screen(dev).KIND == "play"
    assert "picotafel.screens.ui_saved" not in sys.modules
    assert "picotafel.saving.storage_list" not in sys.modules
    assert "picotafel.saving.storage_write" not in sys.modules


def test_the_saved_list_s_words_leave_with_it(tmp_path):
    from picotafel import lang
    dev = Device(data_dir=str(tmp_path))
    play_keys(dev, SETUP + " D6 A6 2")
    play_keys(dev, "0 888 #")                    # menu, Saved matches
    assert "saved" in lang.loaded() and "menu" not in lang.loaded()
    play_keys(dev, "* *")                        # the menu, then play
    assert "saved" not in lang.loaded() and "menu" not in lang.loaded()


def test_the_menu_loads_its_contrast_and_test_keys_only_when_one_is_opened(monkeypatch):
    import sys
    monkeypatch.delitem(sys.modules, "picotafel.screens.ui_menu_device", raising=False)
    dev = render(SETUP + " D6 A6 2 0")           # the menu over a running match
    menu = screen(dev)
    assert menu.KIND == "menu"
    assert "picotafel.screens.ui_menu_device" not in sys.modules
    play_keys(dev, "8" * menu.ids.index("contrast") + " #")
    assert screen(dev).KIND == "contrast"
    play_keys(dev, "# *")                        # back to the menu, back to play
    assert screen(dev).KIND == "play"
    assert "picotafel.screens.ui_menu_device" not in sys.modules


def test_zero_on_the_menu_brought_back_from_the_saved_list_closes_it(tmp_path):
    dev = Device(data_dir=str(tmp_path))
    play_keys(dev, SETUP + " D6 A6 2")
    play_keys(dev, "0 888 # *")                  # menu, Saved matches, back to the menu
    play_keys(dev, "0")                          # 0 on the menu closes it, as * does
    assert [s.KIND for s in dev.app.stack] == ["play"]


def test_a_new_match_s_first_save_leaves_no_saved_list_code_in_play(tmp_path):
    import sys
    dev = Device(data_dir=str(tmp_path))
    play_keys(dev, SETUP)           # saved after the last key's screen
    assert dev.app.match_id == 1 and "picotafel.saving.storage_list" not in sys.modules
    assert "picotafel.saving.storage_write" not in sys.modules


def test_saved_match_standings_shown_without_resuming_it(tmp_path):
    dev = Device(data_dir=str(tmp_path))
    play_keys(dev, SETUP + DEAL_A_KEYS)
    play_keys(dev, "0 888888 #" + SETUP)         # a new match is now the running one
    play_keys(dev, "0 888 # 8 # 8 #")            # Saved, the older, Standings
    assert screen(dev).KIND == "view"
    assert dev.app.match_id == 2                 # still the new match
    dev.redraw()


DEAL_A_KEYS = " D6 A6 2 C7 A3 B9 D1 A4 8 A5 9 B8 3 D2 4 C2 D5 B7 1"


def test_low_battery_is_said_at_once_and_again_every_ten_minutes():
    volts = [4.4]
    dev = Device(battery=lambda: volts[0])
    play_keys(dev, SETUP)
    assert dev.app.flash_text is None
    volts[0] = 3.1
    dev.wait(60_000)
    assert dev.app.flash_text == "battery low (3.1 V): change it soon"
    dev.press("D")                               # the next key clears it
    dev.wait(60_000)
    assert dev.app.flash_text is None            # not again so soon
    dev.wait(600_000)
    assert dev.app.flash_text.startswith("battery low")


def test_menu_shows_the_battery_voltage():
    dev = Device(battery=lambda: 4.13)
    play_keys(dev, SETUP + " 0")
    from picotafel.screens import font
    from picotafel.screens.gfx import new_screen
    buf, fb = new_screen()
    font.text(fb, "Menu   battery 4.1 V", 0, 0)
    assert bytes(dev.buf[:128]) == bytes(buf[:128])     # the title line


def test_the_menu_records_the_swap_by_hand():
    dev = new_match()
    play_keys(dev, "D6 A6 2 0")                  # J♣ turned; after trick 1, the menu
    assert "P2 swapped the 6" in screen(dev).items
    play_keys(dev, "8888888 #")                  # past New match: P1 swapped.., P2 swapped..
    assert dev.log().endswith("trick JS 7S\nswap P2\n")
    play_keys(dev, "C7 D6")                      # P2 then plays the J♣: no second swap
    assert dev.log().endswith("swap P2\ntrick QD JC\n")
    play_keys(dev, "0")
    assert not any("swapped" in item for item in screen(dev).items)
