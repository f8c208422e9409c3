"""A revoke at the table, through the real ui (docs/playing.md, "When a rule is broken"):
every deal can be keyed to its end after `#` recorded a revoke, a second breach included;
`*` right after `#` takes back what `#` wrote and asks again; a revoke standing in the
open deal is marked on the play screen; the breach screen names the card it takes; a
card the breach stopped half-keyed is kept through a correction."""

from host_sim.sim.device import play_keys
from host_sim.games.differenzler.keyer import setup_keys as diff_setup
from picotafel.core.cards import parse_card
from picotafel.core.score import score
from screens import render, screen, texts_drawn, check_golden
from test_ui_revoke import POMME, POMME_REVOKE, POMME_RANK_ALONE, JASS_NOW, \
    jass_to_last_card


def drawn(dev):
    """The texts the screen on top draws."""
    with texts_drawn() as out:
        dev.redraw()
    return [t[0] for t in out]


# The Jass table, its list keys as they now sit (8 down; default Jass, P4 deals, 6♥ turned up): the audit at the last
# card finds P2's breach in trick 1, and P3 did not beat A♥ in trick 4 (held J♥).
JASS_TWICE = "8###8888##B1D6457C249B8D3B589B1293C3B676A5943A76B78C5B418A12D1D2"


def test_jass_second_breach_found_by_the_audit_lets_the_last_trick_be_keyed():
    dev = render(JASS_TWICE + "#")
    assert dev.log().endswith("trick TD 9H 6D KD\nrevoke P2 1\ntrick 6S 7S 6C 7C\n")
    assert screen(dev).phase() == "summary"
    assert score(dev.log())["deals"][0]["points"] == {"P1+P3": 257, "P2+P4": 0}


# La Pomme, P1 leads, J♣ turned: P2 shows no ♦ in trick 1 (Q♦ 8♠), P1 no ♥ in trick 3
# (A♥ 9♠); in trick 4 P2 leads K♦ (a revoke, recorded) and P1 plays 8♥ to it.
POMME_TWICE = POMME + " D6 C7 A3 A2 D2 B9 A4 C8"


def test_pomme_second_breach_at_the_card_is_taken_after_a_revoke():
    dev = render(POMME_TWICE + " # B3")
    assert screen(dev).KIND == "play"
    assert dev.log().endswith("trick AH 9S\nrevoke P2 1\ntrick KD 8H\n")


# The issue's La Pomme table: P2's K♥ contradicts the void of trick 1; it was 9♠.
POMME_UNDO = "###8888##A2B9D1C95C84B48"


def test_star_right_after_hash_leaves_no_revoke_and_asks_again():
    dev = render(POMME_UNDO + "#")
    assert dev.log().endswith("trick KD 9D\nrevoke P2 1\ntrick 9H KH\n")
    play_keys(dev, "*")
    s = screen(dev)
    assert s.KIND == "breach" and s.fault == (1, 1)
    assert dev.log().endswith("trick KD 9D\n")
    assert dev.app.match.game.deal.revoked is None
    assert s.play.pending == [parse_card("9H")]


def test_after_star_the_card_keyed_right_scores_as_played():
    dev = render(POMME_UNDO + "#*")
    play_keys(dev, "5 A4")               # another key: back; then P2's 9♠, the Nell
    assert dev.log().endswith("trick KD 9D\ntrick 9H 9S\n")
    assert "P2 +14" in drawn(dev)


def test_star_right_after_hash_is_saved(tmp_path):
    from host_sim.sim.device import Device
    dev = Device(data_dir=str(tmp_path))
    play_keys(dev, POMME_UNDO + "#*")
    again = Device(data_dir=str(tmp_path))
    assert again.log() == dev.log() and "revoke" not in again.log()


def test_star_after_another_key_undoes_one_step():
    dev = render(POMME_UNDO + "# A")       # P1 starts the next lead: no longer right after
    play_keys(dev, "*")                    # the half card goes, nothing else
    assert dev.log().endswith("revoke P2 1\ntrick 9H KH\n")


def test_star_right_after_hash_in_the_trick_being_keyed_forgets_the_choice():
    dev = render(JASS_NOW + " #*")
    s = screen(dev)
    assert s.KIND == "breach" and s.fault == (3, 1)
    assert s.play.exempt is None and not s.play.entry.partial
    play_keys(dev, "*")                    # a mistake after all: the card keyed again
    assert dev.log().endswith("deal TD\n") and len(screen(dev).pending) == 3


def test_a_recorded_revoke_is_marked_while_its_deal_is_open():
    dev = render(POMME + POMME_REVOKE + " #")
    assert "P2!" in drawn(dev) and "P1" in drawn(dev)


def test_a_revoke_chosen_in_the_trick_being_keyed_is_marked():
    dev = render(JASS_NOW + " #")
    assert "P4!" in drawn(dev)


def test_a_revoke_is_marked_on_the_four_player_screen():
    from test_ui_revoke import schieber_keys
    dev = render(schieber_keys()[0] + "#")  # Schieber: P3's revoke of trick 5, in trick 8
    assert "P3!" in drawn(dev)


def test_a_trick_given_by_the_penalty_says_who_took_its_points():
    # P2's K♦ wins trick 4, but after P2's revoke its 4 points are P1's.
    dev = render(POMME_TWICE + " # B3")
    assert "P1 +4" in drawn(dev)


def test_the_revoke_mark_golden():
    check_golden("revoke_marked", POMME_TWICE + " # B3")


def test_the_breach_screen_names_the_card_it_takes():
    assert "# P2 played 7\u2666" in drawn(render(POMME + POMME_REVOKE))


def test_the_breach_screen_names_a_card_keyed_by_its_rank_alone():
    # P2 keyed "A" alone, the suit led: the A♥, which the screen says before `#`.
    assert "# P2 played A\u2665" in drawn(render(POMME_RANK_ALONE))


def test_the_breach_screen_names_a_half_card_once_its_other_half_is_keyed():
    assert "# P4 played 8\u2663" in drawn(render(JASS_NOW + " 3"))


def test_the_breach_screen_of_the_audit_names_the_last_card_it_takes():
    dev = jass_to_last_card()
    assert "# yes, take 6\u2663" in drawn(dev)


def test_the_breach_screen_names_the_card_in_every_language():
    for code, said in (("de", "# P2 spielte 7\u2666"), ("fr", "# P2 a jou\u00e9 7\u2666"),
                       ("es", "# P2 jug\u00f3 7\u2666")):
        assert said in drawn(render(POMME + POMME_REVOKE, code)), code


# Differenzler: P2 discards 6♦ on P1's A♠ (trick 1), then keys ♠ alone in trick 2.
DIFF_GROUP = diff_setup() + " B6 45#12#0#33# A9 C1 2 3 A8 A"


def test_star_right_after_hash_brings_an_annulled_deal_back():
    dev = render(DIFF_GROUP + " #")
    assert dev.log().endswith("revoke P2 1\n") and screen(dev).phase() == "summary"
    play_keys(dev, "*")
    s = screen(dev)
    assert s.KIND == "breach" and s.fault == (1, 1)
    assert dev.log().endswith("trick AS 6D 7S 8S\n")
    assert s.play.pending == [parse_card("KS")] and s.play.phase() == "trick"


def test_a_correction_keeps_the_half_card_the_breach_stopped():
    dev = render(DIFF_GROUP + " * A7")     # a mistake: P2 played Q♠ in trick 1
    s = screen(dev)
    assert dev.log().endswith("trick AS QS 7S 8S\n")
    assert s.pending == [parse_card("KS")]
    assert s.entry.label() == "\u2660_"    # P2's ♠ waits for its rank
    play_keys(dev, "4")
    assert s.pending == [parse_card("KS"), parse_card("9S")]


def test_these_screens_are_identical_under_micropython(mpy_tree):
    from screens import check_same_under_micropython
    check_same_under_micropython(mpy_tree, [
        ("second breach by the audit", JASS_TWICE + "#"),
        ("second breach at the card", POMME_TWICE + " # B3"),
        ("star right after hash", POMME_UNDO + "#*"),
        ("this trick, star right after hash", JASS_NOW + " #*"),
        ("half card kept", DIFF_GROUP + " * A7"),
        ("rank alone named", POMME_RANK_ALONE),
    ])


def test_a_correction_keeps_the_card_whose_other_half_came_after_the_breach():
    dev = render(DIFF_GROUP + " 1 * A7")   # ♠ then 6 (kept), a mistake: Q♠ in trick 1
    s = screen(dev)
    assert dev.log().endswith("trick AS QS 7S 8S\n")
    assert s.pending == [parse_card("KS"), parse_card("6S")] and not s.entry.partial
