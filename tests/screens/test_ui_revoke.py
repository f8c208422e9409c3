"""What really happened wins (docs/rules/common.md), through the real ui: a breach the cards prove
shows its whole reason until a key, then `#` records `revoke N T` and goes on with the
card, `*` goes back to the trick at fault with its card to key again (the cards keyed
after it follow by themselves), any other key goes back with nothing changed."""

import functools
import os

from host_sim.sim.device import Recorder, play_keys
from host_sim.games.keyer import card_keys, press, press_cards
from host_sim.games.jass.keyer import setup_keys
from host_sim.games.schieber.keyer import setup_keys as setup_keys_schieber
from picotafel.core.cards import parse_card, suit
from picotafel.core.score import score
from screens import render, screen, check_golden, check_golden_of

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

POMME = "### 8888# #"          # La Pomme, P1 P2, P2 deals: P1 leads
# J♣ turned; trick 1 Q♦ 8♠ (P2 shows no ♦); P1 leads K♦ and P2 keys 7, the suit led.
POMME_REVOKE = " D6 C7 A3 C8 2"
JASS = setup_keys()            # P1-P4, teams, P4 deals: P1 leads
# A deal from a real table (Ana deals = P4, Max = P1, Cleo = P2, Tom = P3).
JASS_TRICKS = ("JH TH 7H QH", "8S 6S QS 9S", "7D JD TD TS", "JC AC 8C QC", "7C TC 6D KC",
               "6H 9D AH KH", "KD AD 9H QD", "8D 8H AS JS", "9C KS 7S 6C")


def key_cards(dev, cards):
    """Key `cards` (one trick, or its start) as a player would, with the fewest keys."""
    s = screen(dev)
    if s.pending:
        for c in cards.split():
            led = suit(s.pending[0])
            press(dev, card_keys(parse_card(c), s.check, led, s.certain, s.entry.guard))
    else:
        press_cards(dev, [parse_card(c) for c in cards.split()], s.check, s.certain)


@functools.lru_cache(None)
def jass_last_card_keys():
    """The keys of that real table's deal to its last card, which the audit stops."""
    dev = Recorder()
    play_keys(dev, JASS + " C5")        # 10♦ turned up
    for t in JASS_TRICKS:
        key_cards(dev, t)
    return "".join(dev.keys)


def jass_to_last_card(lang="en"):
    return render(jass_last_card_keys(), lang)


def test_pomme_revoke_shows_the_whole_reason_until_a_key():
    dev = render(POMME + POMME_REVOKE)
    s = screen(dev)
    assert s.KIND == "breach"
    assert s.why == "P2 showed no \u2666" and s.fault == (1, 1)
    dev.wait(60_000)
    assert screen(dev) is s               # no timer takes it away
    assert dev.log().endswith("trick QD 8S\n")


def test_pomme_revoke_recorded_takes_the_card():
    dev = render(POMME + POMME_REVOKE + " #")
    assert dev.log().endswith("trick QD 8S\nrevoke P2 1\ntrick KD 7D\n")
    assert score(dev.log())["current"]["points"] == {"P1": 7, "P2": 0}


def test_pomme_keying_mistake_goes_back_to_the_trick_at_fault():
    dev = render(POMME + POMME_REVOKE + " *")
    s = screen(dev)
    assert dev.log().endswith("deal JC\n") and s.pending == [parse_card("QD")]
    play_keys(dev, "4")                   # P2 really played 9♦: K♦ and 7♦ follow
    assert dev.log().endswith("deal JC\ntrick QD 9D\ntrick KD 7D\n")
    assert s.pending == [] and s.redo == []
    assert screen(dev) is s                # nothing changed hands: nothing to say


# P2 really played A♦ in trick 1: P2 wins it and leads trick 2, so the K♦ and 7♦ keyed
# after it change hands.
POMME_MOVED = POMME + POMME_REVOKE + " * 9"


def test_a_correction_says_what_changed_hands_before_play_goes_on():
    dev = render(POMME_MOVED)
    s = screen(dev)
    assert dev.log().endswith("deal JC\ntrick QD AD\ntrick KD 7D\n")
    assert s.KIND == "moved"
    assert s.rows == ["K\u2666 to P2, not P1", "7\u2666 to P1, not P2",
                      "trick 1 to P2, not P1"]
    play_keys(dev, "5")                   # any key: play goes on, the key does nothing more
    assert screen(dev).KIND == "play" and screen(dev).pending == []
    assert dev.log().endswith("trick KD 7D\n")


def test_what_a_correction_moved_golden():
    check_golden("revoke_moved", POMME_MOVED)


def test_other_key_goes_back_with_nothing_changed():
    dev = render(POMME + POMME_REVOKE)
    before = dev.log()
    play_keys(dev, "5")
    assert screen(dev).KIND == "play"
    assert dev.log() == before and screen(dev).pending == [parse_card("KD")]
    assert not screen(dev).entry.partial


# The issue's La Pomme table (10♦ turned up): in trick 2 P2 discards 6♣ on P1's 9♥; in
# trick 5 P1 leads 10♥ and P2 keys her A♥ as a follower does, by its rank alone.
POMME_RANK_ALONE = "###8888##C5 A92 B4D1 D92 A74 B59"


def test_a_followers_rank_alone_is_the_suit_led_though_a_void_was_shown():
    dev = render(POMME_RANK_ALONE)
    s = screen(dev)
    assert s.KIND == "breach"          # never the A♦, the only ace "left"
    assert s.why == "P2 showed no \u2665" and s.fault == (1, 2)
    play_keys(dev, "#")
    assert dev.log().endswith("trick QS 9S\nrevoke P2 2\ntrick TH AH\n")


def test_a_followers_rank_alone_already_played_is_refused():
    dev = render(POMME + "D6 A6 2 A7")         # trick 1 J♠ 7♠; P1 leads Q♠
    play_keys(dev, "2")                        # P2's 7: the 7♠, played in trick 1
    assert dev.app.flash_text == "7\u2660 already played"
    assert screen(dev).pending == [parse_card("QS")] and not screen(dev).entry.partial


JASS_SWISS = setup_keys(options="8#888#")      # P1-P4, teams, rules=swiss, P4 deals
# The Jass table (hearts trump, 6♥ turned up): in trick 7 P2 leads K♥ and P3
# discards K♦ while holding 10♥ and Q♥, a revoke nobody saw; in trick 8 P1 leads 9♥,
# P2 discards 6♣ and P3 plays the 10♥.
JASS_UNSEEN = ("6S 7S 8S KS", "9S TS JS QS", "6D 7D 8D AD", "9D TD JD QD", "7C 8C 9C AC",
               "TC JC KC QC", "KH KD 7H AH")


def test_a_suit_key_waits_for_its_rank_when_only_a_shown_void_leaves_one_card():
    dev = render(JASS_SWISS + " B1")
    for t in JASS_UNSEEN:
        key_cards(dev, t)
    key_cards(dev, "9H 6C")
    play_keys(dev, "B")            # ♥: P3 "holds only the J♥", but four hearts are unplayed
    s = screen(dev)
    assert s.entry.partial and s.pending == [parse_card("9H"), parse_card("6C")]
    play_keys(dev, "5")            # the 10♥ P3 really played
    b = screen(dev)
    assert b.KIND == "breach" and b.card == parse_card("TH")
    assert b.why == "P3 showed no \u2665 but the J" and b.fault == (2, 7)
    play_keys(dev, "#")
    key_cards(dev, "6H")
    key_cards(dev, "8H AS QH JH")
    assert dev.log().endswith("trick KH KD 7H AH\nrevoke P3 7\ntrick 9H 6C TH 6H\n"
                              "trick 8H AS QH JH\n")


def test_jass_breach_found_by_the_audit_can_be_recorded():
    dev = jass_to_last_card()
    s = screen(dev)
    assert s.why == "trick 2: P1 should have beaten 8\u2660 (held 10\u2660)"
    play_keys(dev, "#")
    assert dev.log().endswith("trick 8D 8H AS JS\nrevoke P1 2\ntrick 9C KS 7S 6C\n")
    sc = score(dev.log())
    assert sc["deals"][0]["points"] == {"P2+P4": 257, "P1+P3": 0}
    assert screen(dev).phase() == "summary"


def test_jass_summary_says_the_revoke():
    def recorded(code):
        dev = jass_to_last_card(code)
        play_keys(dev, "#")
        return dev
    check_golden_of("revoke_jass_summary", recorded)


def test_the_habitual_other_half_of_a_card_one_key_took_leaves_the_breach_up():
    dev = render(JASS + " C5")
    for t in JASS_TRICKS[:-1]:
        key_cards(dev, t)
    key_cards(dev, "9C KS 7S")
    play_keys(dev, "D")                      # ♣: the only club left, the 6♣, is taken
    s = screen(dev)
    assert s.KIND == "breach"
    play_keys(dev, "1")                      # its rank, keyed by habit
    assert screen(dev) is s and dev.app.flash_text == "took 6\u2663: 6 ignored"
    play_keys(dev, "#")
    assert dev.log().endswith("revoke P1 2\ntrick 9C KS 7S 6C\n")


def test_the_other_half_of_a_card_the_breach_stopped_is_kept_for_it():
    dev = render(JASS_NOW + " 3")            # ♣ stopped by the breach, then its rank 8
    s = screen(dev)
    assert screen(dev) is s and dev.app.flash_text == "8 kept: # or *"
    play_keys(dev, "#")
    assert dev.log().endswith("trick 7D 6D 8D 8C\nrevoke P4 1\n")


def test_jass_breach_found_by_the_audit_can_be_corrected():
    dev = jass_to_last_card()
    play_keys(dev, "*")
    s = screen(dev)
    # Back to trick 2: P4 led 8♠, P1's card is keyed again; the rest follows.
    assert dev.log().endswith("trick JH TH 7H QH\n")
    assert s.pending == [parse_card("8S")]
    key_cards(dev, "TS")                  # P1 really played 10♠ (6♠ in trick 3)
    # The redo stops where 10♠ was keyed before (trick 3): key 6♠ there.
    assert dev.log().endswith("trick 8S TS QS 9S\n")
    key_cards(dev, "6S")
    assert "trick 7D JD TD 6S" in dev.log()


def test_differenzler_revoke_annuls_the_deal_and_the_dealer_deals_again():
    from host_sim.games.differenzler.keyer import setup_keys as diff_setup
    # P2 discards 6♦ on a ♠ lead (trick 1), then keys a ♠ in trick 2.
    dev = render(diff_setup() + " B6 45#12#0#33# A9 C1 2 3 A8 A")
    assert screen(dev).fault == (1, 1)
    play_keys(dev, "#")
    assert dev.log().endswith("revoke P2 1\n")
    s = screen(dev)
    assert s.phase() == "summary"
    sc = score(dev.log())
    assert sc["deals"][0]["annulled"] and sc["counted_deals"] == 0
    check_golden("revoke_annulled", diff_setup() + " B6 45#12#0#33# A9 C1 2 3 A8 A #")
    check_golden("revoke_group", diff_setup() + " B6 45#12#0#33# A9 C1 2 3 A8 A")
    play_keys(dev, "#")
    assert s.phase() == "trump"
    play_keys(dev, "B6")
    assert dev.log().endswith("revoke P2 1\ndeal JH\n")
    assert dev.app.match.game.deal.dealer == 3


def test_breach_screen_golden():
    check_golden("revoke_breach", POMME + POMME_REVOKE)
    check_golden_of("revoke_jass_audit", jass_to_last_card)
    check_golden("revoke_in_this_trick", JASS_NOW)


def test_revoke_screens_are_identical_under_micropython(mpy_tree):
    from host_sim.games.differenzler.keyer import setup_keys as diff_setup
    from screens import check_same_under_micropython
    diff = diff_setup() + " B6 45#12#0#33# A9 C1 2 3 A8 A"
    check_same_under_micropython(mpy_tree, [
        ("breach", POMME + POMME_REVOKE),
        ("recorded", POMME + POMME_REVOKE + " #"),
        ("corrected", POMME + POMME_REVOKE + " * 4"),
        ("moved", POMME_MOVED),
        ("group", diff),
        ("annulled", diff + " #"),
        ("this trick", JASS_NOW),
        ("this trick recorded", JASS_NOW + " # 3"),
        ("half kept", JASS_NOW + " 3"),
        ("half kept recorded", JASS_NOW + " 3 #"),
        ("revoke_jass_audit", jass_last_card_keys()),
        ("revoke_jass_summary", jass_last_card_keys() + "#"),
        ("schieber breach", schieber_keys()[0]),
        ("revoke_schieber_summary", "#".join(schieber_keys())),
    ])


def test_score_tool_and_sheet_show_the_revoke(tmp_path):
    import subprocess
    import sys
    dev = jass_to_last_card()
    play_keys(dev, "#")
    path = tmp_path / "m.log"
    path.write_text(dev.log())
    for cmd, said in ((["score", str(path)], ("revoke P1 trick 2", "P2+P4: score 257")),
                      (["sheet", str(path)], ("P1 broke a rule in trick 2",
                                              "P2+P4: hundreds 2, fifties 1, twenties 0, "
                                              "rest 7 = 257"))):
        r = subprocess.run([sys.executable, "-m", "host_sim"] + cmd, capture_output=True,
                           text=True, cwd=ROOT)
        assert r.returncode == 0, r.stderr
        assert all(s in r.stdout for s in said), r.stdout
    r = subprocess.run([sys.executable, "-m", "host_sim", "score", str(path), "--json"],
                       capture_output=True, text=True, cwd=ROOT)
    assert '"revoke": {"player": "P1", "trick": 2}' in r.stdout


# A breach in the trick being keyed: P4 dealt and holds the 10♦ turned up, and keys a ♣
# on P1's 7♦ lead. `revoke P4 1` can only follow trick 1, so it is written with it.
JASS_NOW = JASS + " C5 C2 1 3 D"
# That deal as it might have been played: P1 beat the 8♠ in trick 2, and in
# trick 3 P4 (Ana) kept the 10♦ back on P2's 7♦ lead; it is played in trick 4.
JASS_HELD = ("JH TH 7H QH", "8S TS QS 9S", "7D JD", "6S", "JC TD 8C QC", "7C TC 6D KC",
             "6H 9D AH KH", "KD AD 9H QD", "8D 8H AS JS", "9C KS 7S 6C")


def test_breach_in_the_trick_being_keyed_can_be_recorded():
    dev = render(JASS_NOW)
    s = screen(dev)
    assert s.why == "P4 should have followed \u2666 (held 10\u2666)" and s.fault == (3, 1)
    play_keys(dev, "#")                    # recorded: the ♣ waits for its rank
    assert dev.log().endswith("deal TD\n") and dev.app.flash_text == "P4 revoked, trick 1"
    play_keys(dev, "3")
    assert dev.log().endswith("deal TD\ntrick 7D 6D 8D 8C\nrevoke P4 1\n")
    assert screen(dev).exempt is None     # P4's breach is the log's now


def test_breach_in_the_trick_being_keyed_a_mistake_keys_the_card_again():
    dev = render(JASS_NOW + " *")
    s = screen(dev)
    assert s.KIND == "play" and len(s.pending) == 3
    assert dev.app.flash_text == "key P4's card again"
    key_cards(dev, "TD")
    assert dev.log().endswith("trick 7D 6D 8D TD\n")


def test_breach_in_the_trick_being_keyed_scores_the_deal_as_played():
    dev = render(JASS + " C5")
    for t in JASS_HELD[:3]:
        key_cards(dev, t)
    play_keys(dev, "D # 9")                # P4's A♣ on the trump lead, recorded
    for t in JASS_HELD[3:]:
        key_cards(dev, t)
    assert "trick 7D JD AC 6S\nrevoke P4 3\ntrick JC TD 8C QC\n" in dev.log()
    d = score(dev.log())["deals"][0]
    assert d["revoke"] == {"player": "P4", "trick": 3}
    # Tricks 1 and 2 stay with P4+P2 (15 + 13); from trick 3 on all goes to P1+P3.
    assert d["points"] == {"P2+P4": 28, "P1+P3": 129}


def test_trick_and_its_revoke_are_saved_in_one_write(tmp_path):
    from host_sim.sim.device import Device
    dev = Device(data_dir=str(tmp_path))
    play_keys(dev, JASS_NOW + " #")
    store = dev.app.store
    writes = []
    append = store._append
    store._append = lambda mid, m, sts: (writes.append(list(sts)), append(mid, m, sts))
    play_keys(dev, "3")
    assert [[st[0] for st in w] for w in writes] == [["trick", "revoke"]]


def cut_before_the_revoke(tmp_path):
    """A device whose saved match ends with a trick its revoke should follow (the two are
    written in one save: a file mended by hand), its state file counting what it holds
    (else power-on also says a statement was lost)."""
    from host_sim.sim.device import Device
    from picotafel.saving.storage import Store, write_state
    from picotafel.saving.storage_list import read_state
    from storage_files import read, write
    dev = Device(data_dir=str(tmp_path))
    play_keys(dev, JASS_NOW + " # 3")
    s = Store(str(tmp_path))
    data = read(s.path(1))
    write(s.path(1), data[:data.rindex(b"revoke")])
    current, nxt, count = read_state(s)
    write_state(s, current, nxt, count - 1)
    return Device(data_dir=str(tmp_path))


def test_a_trick_kept_without_its_revoke_asks_again_at_power_on(tmp_path):
    dev = cut_before_the_revoke(tmp_path)
    s = screen(dev)
    assert s.KIND == "breach" and s.open and s.fault == (3, 1)
    assert dev.log().endswith("trick 7D 6D 8D 8C\n")
    play_keys(dev, "5")                    # only # or * answer it
    assert screen(dev) is s and dev.app.flash_text == "# it happened, * a mistake"
    play_keys(dev, "#")
    assert dev.log().endswith("trick 7D 6D 8D 8C\nrevoke P4 1\n")
    assert screen(dev).KIND == "play"


def test_a_trick_kept_without_its_revoke_can_be_corrected(tmp_path):
    dev = cut_before_the_revoke(tmp_path)
    play_keys(dev, "*")
    s = screen(dev)
    assert dev.log().endswith("deal TD\n") and len(s.pending) == 3
    key_cards(dev, "TD")
    assert dev.log().endswith("deal TD\ntrick 7D 6D 8D TD\n")


def test_undo_takes_the_trick_and_its_revoke_back_together():
    dev = render(JASS_NOW + " # 3 *")
    s = screen(dev)
    assert dev.log().endswith("deal TD\n")
    assert len(s.pending) == 3 and s.exempt is None and not s.entry.partial
    play_keys(dev, "D")                    # the ♣ again: the breach is asked again
    assert screen(dev).KIND == "breach"


def test_a_key_whose_every_card_is_refused_asks_about_the_breach_not_a_meld():
    # P2 melds 6♥ 7♥ 8♥ and P3 Q♠ K♠ A♠; on P1's 6♠ lead P3 discards a ♥. The first ♥,
    # the 6♥, is P2's; the others prove P3 kept a ♠ back: that is what is asked.
    dev = render(JASS + " C5 #2 B1 2 3 # #3 A7 8 9 # A1 2 B")
    s = screen(dev)
    assert s.KIND == "breach" and s.fault == (2, 1)
    assert s.why == "P3 should have followed \u2660 (held Q\u2660)"
    play_keys(dev, "5 #")                  # P3's 10♥, kept for #
    assert screen(dev).pending == [parse_card(c) for c in ("6S", "7S", "TH")]


def test_differenzler_breach_in_the_trick_being_keyed_annuls_the_deal():
    from host_sim.games.differenzler.keyer import setup_keys as diff_setup
    # P4 deals and keeps the 10♥ turned up; on P1's 7♥ lead P4 keys a ♠.
    dev = render(diff_setup() + " B5 45#12#0#33# B2 1 3 A")
    assert screen(dev).why == "P4 holds 10\u2665: must follow trump"
    play_keys(dev, "# 3")
    assert dev.log().endswith("trick 7H 6H 8H 8S\nrevoke P4 1\n")
    assert screen(dev).phase() == "summary"
    sc = score(dev.log())
    assert sc["deals"][0]["annulled"] and sc["counted_deals"] == 0
    assert sc["deals"][0]["revoke"] == {"player": "P4", "trick": 1}
    play_keys(dev, "*")                    # undo: the revoke and its trick together
    assert dev.log().endswith("estimate P4 33\n") and len(screen(dev).pending) == 3


def test_a_meld_keyed_after_the_breach_was_chosen_stands_beside_it():
    # P2 melds J♥ Q♥ K♥, then discards a ♠ on P1's 6♥: recorded; P3 melds before playing.
    dev = render(JASS + " C5 #2 B6 7 8 # B1 A")
    assert screen(dev).why == "P2 should have followed \u2665 (held J\u2665)"
    play_keys(dev, "# 3 #3 A7 8 9 # 4 5")
    assert dev.log().endswith("meld P2 JH QH KH\nmeld P3 QS KS AS\ntrick 6H 8S 9H TH\n"
                              "revoke P2 1\n")


# Schieber: the first deal of examples/schieber.log (test_revoke_rules.SCHIEBER) keyed
# at the table: P4 (Ana) deals, P1 (Ben) pushes, P3 (Dan) makes spades, mult=swiss. In
# trick 5 P3 kept his 7♠ back on P1's A♠ lead; in trick 8 he trumps P4's Q♣ with it.
SCHIEBER_SETUP = setup_keys_schieber(options="#8#1500#8#")      # mult=swiss, to 1500
SCHIEBER_TRICKS = ("TH 6S 7H KS", "JH KH 8H QH", "9D 8S JD TS", "JC JS 6C 8C",
                   "AS 9S 6H 9H", "QS AD 7D 8D", "TC 9C AC KC")


@functools.lru_cache(None)
def schieber_keys():
    """(the keys up to P3's ♠ in trick 8, which the cards prove a revoke; the keys of the
    last trick once `#` has recorded it), as the table keys them."""
    dev = Recorder()
    play_keys(dev, SCHIEBER_SETUP + "#A")     # pushed, then spades
    for t in SCHIEBER_TRICKS:
        key_cards(dev, t)
    key_cards(dev, "QC 7C KD")
    play_keys(dev, "A#")                    # P3's ♠ (the 7♠, the only one left): #
    n = len(dev.keys)
    key_cards(dev, "TD 6D QD AH")             # P3's 7♠ took trick 8: he leads
    keys = "".join(dev.keys)
    return keys[:n - 1], keys[n:]


def test_schieber_revoke_caught_at_once_shows_the_whole_reason():
    dev = render(schieber_keys()[0])
    s = screen(dev)
    assert s.KIND == "breach"
    assert s.why == "P3 showed no \u2660 but the J" and s.fault == (2, 5)
    assert dev.log().endswith("trick TC 9C AC KC\n")


def test_schieber_revoke_recorded_and_the_summary_says_it():
    to_breach, last = schieber_keys()
    dev = render(to_breach + "#")
    assert dev.log().endswith("trick TC 9C AC KC\nrevoke P3 5\ntrick QC 7C KD 7S\n")
    play_keys(dev, last)
    assert screen(dev).phase() == "summary"
    d = score(dev.log())["deals"][0]
    assert d["revoke"] == {"player": "P3", "trick": 5}
    # P1+P3 keep tricks 2 and 4 (31); trick 5 on goes to P2+P4; spades count twice.
    assert d["total"] == {"P1+P3": 62, "P2+P4": 252}
    check_golden("revoke_schieber_summary", to_breach + "#" + last)


def check_revoke_line_fits(summary, trick):
    """The summary `summary(code)` draws in each language, its players renamed to 8
    letters: every text fits, and the revoke line says the name's start and the trick."""
    from picotafel import lang
    from screens import texts_drawn, check_texts_fit
    for code in lang.CODES:
        dev = summary(code)
        dev.app.match.game.players = ("Wilhelmi",) * 4
        with texts_drawn() as drawn:
            dev.redraw()
        check_texts_fit(drawn, code)
        said = [s for s, x, y in drawn if y == 46]
        assert len(said) == 1 and said[0].startswith("Wil") and said[0].endswith(trick), said
    lang.use("en")


def test_schieber_revoke_line_fits_the_summary_with_8_letter_names():
    to_breach, last = schieber_keys()
    check_revoke_line_fits(lambda code: render(to_breach + "#" + last, code), "5")


def test_jass_revoke_line_fits_the_summary_with_8_letter_names():
    def summary(code):
        dev = jass_to_last_card(code)
        play_keys(dev, "#")
        return dev
    check_revoke_line_fits(summary, "2")


def test_a_revoke_line_fits_in_every_language_at_trick_12():
    from picotafel import lang
    from picotafel.screens import ui_draw
    from picotafel.screens.gfx import new_screen
    from screens import texts_drawn
    for code in lang.CODES:
        lang.use(code)
        with texts_drawn() as drawn:
            ui_draw.revoked(new_screen()[1], "Wilhelmi", 12, 46)
        assert len(drawn[0][0]) <= ui_draw.LINE and drawn[0][0].startswith("W"), drawn
    lang.use("en")


def test_schieber_keying_mistake_goes_back_to_the_trick_at_fault():
    dev = render(schieber_keys()[0] + "*")
    s = screen(dev)
    assert dev.log().endswith("trick JC JS 6C 8C\n") and dev.app.flash_text == \
        "key P3's card again"
    assert s.pending == [parse_card("AS"), parse_card("9S")]
    key_cards(dev, "7S")                   # P3 really played 7♠ in trick 5
    # The redo stops where the 7♠ was keyed before (trick 8): P3's card there.
    assert dev.log().endswith("trick AS 9S 7S 9H\ntrick QS AD 7D 8D\ntrick TC 9C AC KC\n")
    assert s.pending == [parse_card(c) for c in "QC 7C KD".split()]
    key_cards(dev, "6H")
    key_cards(dev, "6D QD AH TD")          # P4's Q♣ took trick 8
    assert screen(dev).phase() == "summary"
    assert "revoke" not in dev.log()
    assert score(dev.log())["deals"][0]["revoke"] is None


def test_schieber_star_right_after_hash_asks_the_breach_again():
    # `#` wrote `revoke P3 5` and trick 8 with the 7♠; `*` right after takes both back.
    dev = render(schieber_keys()[0] + "#*")
    s = screen(dev)
    assert s.KIND == "breach" and s.fault == (2, 5)
    assert dev.log().endswith("trick TC 9C AC KC\n")
    assert dev.app.match.game.deal.revoked is None
    play_keys(dev, "5")                    # another key: back, the 7♠ not taken
    assert screen(dev).pending == [parse_card(c) for c in "QC 7C KD".split()]


def test_schieber_undo_later_takes_the_cards_then_the_revoke_back():
    to_breach = schieber_keys()[0]
    dev = render(to_breach + "# C5 * * * * *")   # P3 leads 10♦; then one card a key
    s = screen(dev)
    assert s.pending == [] and dev.log().endswith("trick TC 9C AC KC\nrevoke P3 5\n")
    play_keys(dev, "*")                    # then the revoke
    assert dev.log().endswith("trick TC 9C AC KC\n")
    assert dev.app.match.game.deal.revoked is None
    key_cards(dev, "QC 7C KD")
    play_keys(dev, "A")                    # P3's ♠ is a breach again
    assert screen(dev).KIND == "breach" and screen(dev).fault == (2, 5)
