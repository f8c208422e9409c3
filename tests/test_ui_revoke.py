"""What really happened wins (DESIGN.md 3), through the real ui: a breach the cards prove
shows its whole reason until a key, then `#` records `revoke N T` and goes on with the
card, `*` goes back to the trick at fault with its card to key again (the cards keyed
after it follow by themselves), any other key goes back with nothing changed."""

import os

from host_sim.device import play_keys
from host_sim.keyer import card_keys, press, press_cards
from host_sim.keyer_jass import setup_keys
from picotafel.cards import parse_card, suit
from picotafel.core import score
from screens import render, screen, check_golden, check_golden_of

POMME = "### 2222# #"          # La Pomme, P1 P2, P2 deals: P1 leads
# J♣ turned; trick 1 Q♦ 8♠ (P2 shows no ♦); P1 leads K♦ and P2 keys 7♦.
POMME_REVOKE = " D6 C7 A3 C8 2C"
JASS = setup_keys()            # P1-P4, teams, P4 deals: P1 leads
# The deal of issue 10 (Ana deals = P4, Max = P1, Cleo = P2, Tom = P3).
JASS_TRICKS = ("JH TH 7H QH", "8S 6S QS 9S", "7D JD TD TS", "JC AC 8C QC", "7C TC 6D KC",
               "6H 9D AH KH", "KD AD 9H QD", "8D 8H AS JS", "9C KS 7S 6C")


def key_cards(dev, cards):
    """Key `cards` (one trick, or its start) as a player would, with the fewest keys."""
    s = screen(dev)
    if s.pending:
        for c in cards.split():
            led = suit(s.pending[0])
            press(dev, card_keys(parse_card(c), s.check, led))
    else:
        press_cards(dev, [parse_card(c) for c in cards.split()], s.check)


def jass_to_last_card(lang="en"):
    dev = render(JASS + " C5", lang)    # 10♦ turned up
    for t in JASS_TRICKS:
        key_cards(dev, t)
    return dev


def test_pomme_revoke_shows_the_whole_reason_until_a_key():
    dev = render(POMME + POMME_REVOKE)
    s = screen(dev)
    assert type(s).__name__ == "Breach"
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


def test_other_key_goes_back_with_nothing_changed():
    dev = render(POMME + POMME_REVOKE)
    before = dev.log()
    play_keys(dev, "5")
    assert type(screen(dev)).__name__ == "PlayScreen"
    assert dev.log() == before and screen(dev).pending == [parse_card("KD")]
    assert not screen(dev).entry.partial


def test_jass_breach_found_by_the_audit_can_be_recorded():
    dev = jass_to_last_card()
    s = screen(dev)
    assert s.why == "trick 2: P1 should have beaten 8\u2660 (held 10\u2660)"
    play_keys(dev, "#")
    assert dev.log().endswith("trick 8D 8H AS JS\nrevoke P1 2\ntrick 9C KS 7S 6C\n")
    sc = score(dev.log())
    assert sc["deals"][0]["points"] == {"P2+P4": 257, "P1+P3": 0}
    assert screen(dev).phase() == "summary"


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


def test_differenzler_revoke_annuls_the_deal():
    pass


def test_differenzler_revoke_annuls_the_deal_and_the_dealer_deals_again():
    from host_sim.keyer_differenzler import setup_keys as diff_setup
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


def test_revoke_screens_are_identical_under_micropython(mpy_tree):
    from host_sim.keyer_differenzler import setup_keys as diff_setup
    from screens import check_same_under_micropython
    diff = diff_setup() + " B6 45#12#0#33# A9 C1 2 3 A8 A"
    check_same_under_micropython(mpy_tree, [
        ("breach", POMME + POMME_REVOKE),
        ("recorded", POMME + POMME_REVOKE + " #"),
        ("corrected", POMME + POMME_REVOKE + " * 4"),
        ("group", diff),
        ("annulled", diff + " #"),
    ])


def test_score_tool_and_sheet_show_the_revoke(tmp_path):
    import subprocess
    import sys
    dev = jass_to_last_card()
    play_keys(dev, "#")
    path = tmp_path / "m.log"
    path.write_text(dev.log())
    for cmd in (["score", str(path)], ["sheet", str(path)]):
        r = subprocess.run([sys.executable, "-m", "host_sim"] + cmd, capture_output=True,
                           text=True, cwd=os.path.dirname(os.path.dirname(__file__)))
        assert r.returncode == 0, r.stderr
        assert "revoke P1 trick 2" in r.stdout and "P2+P4: score 257" in r.stdout
    r = subprocess.run([sys.executable, "-m", "host_sim", "score", str(path), "--json"],
                       capture_output=True, text=True,
                       cwd=os.path.dirname(os.path.dirname(__file__)))
    assert '"revoke": {"player": "P1", "trick": 2}' in r.stdout
