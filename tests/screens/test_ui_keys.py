"""No key ever becomes a card that was not meant (docs/playing.md): a refused key leaves nothing
half keyed, the other half of a card one key took is swallowed (and said), a card taken
by one key says which; the property: random keys never record a card whose keys were not,
in order, its suit and rank (or rank and suit, or the rank where the card's place showed
the suit led), or one key where the screen said so."""

from hypothesis import given, settings, strategies as st

from host_sim.sim.device import play_keys
from picotafel.core.cards import suit, card_label, parse_card
from picotafel.screens.ui_cards import RANK_KEYS, SUIT_KEYS
from screens import render, screen, shown_refusal

SETUP = "### 8888# #"      # La Pomme, P1 P2, P2 deals: P1 leads


def keyed(dev):
    """Every card keyed in this deal: its tricks, then the trick being keyed."""
    m = dev.app.match
    g = m.game
    if g is None or g.deal is None:
        return []
    out = []
    for _, cards, _ in g.deal.tricks:
        out.extend(cards)
    return out + list(dev.app.stack[0].pending)


def check_keys_make_only_meant_cards(keys):
    dev = render(SETUP + "D6")                 # J♣ turned up
    for k in keys:
        if len(dev.app.stack) > 1:            # a breach or the menu: back, nothing changed
            dev.press("1" if dev.app.stack[-1].KIND == "breach" else "*")
            continue
        s = dev.app.stack[0]
        if s.phase() != "trick":
            break
        before = keyed(dev)
        led = suit(s.pending[0]) if s.pending else None
        n = len(dev.app.match.game.deal.tricks)
        shown = s.entry.shown(led)                # what the card's place showed
        dev.press(k)
        after = keyed(dev)
        if k == "*" or len(dev.app.match.game.deal.tricks) < n or len(after) < len(before):
            continue
        if after[:len(before)] != before:
            raise AssertionError("a key changed an earlier card")
        new = after[len(before):]
        if not new:
            if dev.app.flash_text and not dev.app.flash_info:
                assert not s.entry.partial    # refused or swallowed: nothing half keyed
            continue
        assert len(new) == 1, new
        c = new[0]
        sk, rk = SUIT_KEYS[suit(c)], RANK_KEYS[c % 9]
        if shown[0] == suit(c) and k == rk or shown[1] == c % 9 and k == sk:
            pass      # the half the place showed (a follower's: the suit led), completed
        else:
            # One key took the only card it could be: said on the screen.
            assert k in (sk, rk)
            assert dev.app.flash_text.startswith("took " + card_label(c)) and dev.app.flash_info


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from("123456789ABCD*"), min_size=10, max_size=200))
def test_random_keys_never_record_a_card_that_was_not_meant(keys):
    check_keys_make_only_meant_cards(keys)


def test_a_refused_suit_key_leaves_nothing_half_keyed():
    # Q♦ led, P2 discards 8♠ (shows no ♦); then every ♦ is refused for P2: after K♦ led,
    # "c 7" (♦ Q) as in the issue.
    dev = render(SETUP + " D6 C7 A3 C8")      # P1 leads K♦; P2 showed no ♦
    play_keys(dev, "C")                        # a revoke: the breach screen
    assert shown_refusal(dev) == "P2 showed no \u2666"
    play_keys(dev, "7")                        # the rest of the intended card: kept for #
    assert shown_refusal(dev) == "P2 showed no \u2666"
    play_keys(dev, "5")                        # neither # nor *: back, nothing half keyed
    s = screen(dev)
    assert s.pending == [parse_card("KD")] and not s.entry.partial


def test_a_group_refused_swallows_the_other_half():
    # Every 6 refused? Key a rank whose every card is played or impossible: after
    # trick 1 (J♠ 7♠) the J of... use the suit ♣ with all clubs impossible instead:
    dev = render(SETUP + " D6 A6 2")           # trick 1: J♠ 7♠ (J♣ turned)
    entry = screen(dev).entry
    entry.guard = ("R", "\u2665")             # as a refused ♥ key leaves it
    play_keys(dev, "7")
    assert dev.app.flash_text == "Q ignored (\u2665 refused)"
    assert screen(dev).pending == [] and not entry.partial


def test_the_suit_after_a_card_one_key_took_is_swallowed_and_said():
    # Clubs trump (J♣ turned). After J♠ 7♠, P1 leads: every 6... find a rank with one
    # card left: the J (J♠ played, J♣ turned): J♥ or J♦ - two. Key the only 7 left
    # after the 7♠, 7♥, 7♦ are played.
    dev = render(SETUP + " D6 A6 2 B2 B3 C2 C3")   # 7♠ 7♥ 7♦ played
    s = screen(dev)
    before = list(s.pending)
    play_keys(dev, "2")                        # the only 7 left: 7♣
    assert dev.app.flash_text == "took 7\u2663" and dev.app.flash_info
    assert s.pending == before + [parse_card("7C")]
    play_keys(dev, "D")                        # the habit: ♣ again
    assert dev.app.flash_text == "took 7\u2663: \u2663 ignored"
    assert not s.entry.partial and s.pending == before + [parse_card("7C")]
    play_keys(dev, "D")                        # now it is a suit key again
    assert s.entry.partial or len(s.pending) != 1


def test_a_card_one_key_took_that_also_records_the_swap_says_both():
    # The keys hypothesis found (J♣ turned up): at the last key P2's "D" alone takes the
    # turned-up J♣, the only club it can be; the screen says "took J♣; P2 swapped the 6".
    check_keys_make_only_meant_cards(list("2D1*A111BD"))


def test_a_followers_place_shows_the_suit_led_which_a_rank_alone_completes():
    drawn = []
    dev = render(SETUP + "D6 C7")              # P1 leads Q♦
    import picotafel.screens.ui_draw as ui_draw
    keep = ui_draw.next_card
    ui_draw.next_card = lambda fb, x, y, s=None, r=None: drawn.append((s, r))
    try:
        screen(dev).draw(dev.fb)
    finally:
        ui_draw.next_card = keep
    assert drawn == [(suit(parse_card("QD")), None)]
    play_keys(dev, "4")                        # P2's 9 alone: 9♦
    assert keyed(dev) == [parse_card("QD"), parse_card("9D")]



def test_a_suit_after_a_followers_rank_alone_may_lead_the_next_trick():
    # Not swallowed as the other half of a card one key took: the winner often leads
    # the suit again. P1 leads J♠, P2's 7 alone is 7♠; P1 wins and leads ♠ Q.
    dev = render(SETUP + "D6 A6 2")
    play_keys(dev, "A7")
    assert keyed(dev)[-1] == parse_card("QS") and dev.app.flash_text is None
