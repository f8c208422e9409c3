"""Cards as small ints, so that decks, hands and tricks are plain tuples and bytes.

A card is `suit * 9 + rank`: suits S H D C are 0-3, ranks 6 7 8 9 T J Q K A are 0-8.
The rank index is also the card's strength in a plain suit.
"""

from picotafel import lang

SUITS = "SHDC"
RANKS = "6789TJQKA"
SIX, SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(9)

DECK_SIZE = 36
DECK = range(DECK_SIZE)   # (a range: no 36-item tuple on the heap)
# Abstrac plays the 24 cards 9 to A.
SHORT_DECK = tuple(c for c in DECK if c % 9 >= NINE)

LAST_TRICK = 5            # the points the last trick of a deal adds
# A void's bit beside the four suits' (TrickDeal.voids): the player may hold the trump
# Jack, but no other trump.
NO_TRUMP_BUT_JACK = 16
# Card points by rank: 6 7 8 9 T J Q K A.
PLAIN_POINTS = b"\x00\x00\x00\x00\x0a\x02\x03\x04\x0b"   # (bytes: small on the heap)

# The trump mode of a deal: a suit index 0-3, or no trump with the Ace high (Obenabe)
# or the 6 high (Undenufe), Schieber's two (docs/rules/schieber.md, "Card points"). Card
# order and points follow from it (points, strength); a suit's letter or O or U in the
# log (`trump MODE`).
OBENABE, UNDENUFE = 4, 5
MODES = "SHDCOU"
# Without trump the 8 takes 8; Undenufe turns the order round: the 6 takes 11, the Ace 0.
# By rank 6 7 8 9 T J Q K A, Obenabe's 9 then Undenufe's 9 (bytes: small on the heap).
NO_TRUMP_POINTS = b"\x00\x00\x08\x00\x0a\x02\x03\x04\x0b\x0b\x00\x08\x00\x0a\x02\x03\x04\x00"
# Strength in the trump suit by rank: J 9 A K Q 10 8 7 6 from the top.
TRUMP_STRENGTH = b"\x00\x01\x02\x07\x03\x08\x04\x05\x06"


def suit(card):
    return card // 9


def rank(card):
    return card % 9


def card(suit_index, rank_index):
    return suit_index * 9 + rank_index


def parse_card(text):
    """The card for `text` ("7H", "10s", "tc"), or ValueError with a reason."""
    t = text.upper()
    if len(t) == 3 and t[:2] == "10":
        t = "T" + t[2]
    if len(t) != 2 or t[0] not in RANKS or t[1] not in SUITS:
        raise ValueError(lang.t("NOT_A_CARD", "log") % text)
    return SUITS.index(t[1]) * 9 + RANKS.index(t[0])


def card_name(c):
    return RANKS[c % 9] + SUITS[c // 9]


def points(c, trump, jack=20):
    """Card points of `c` in trump mode `trump` (a suit, OBENABE or UNDENUFE); `jack` is
    the trump Jack's value."""
    r = c % 9
    if trump > 3:
        return NO_TRUMP_POINTS[(trump - OBENABE) * 9 + r]
    if c // 9 == trump:
        if r == JACK:
            return jack
        if r == NINE:
            return 14
    return PLAIN_POINTS[r]


def strength(c, trump):
    """Order within the card's own suit (higher wins) in trump mode `trump`."""
    if trump == UNDENUFE:
        return 8 - c % 9
    if c // 9 == trump:
        return TRUMP_STRENGTH[c % 9]
    return c % 9


def beats(c, best, trump):
    """Does `c` beat `best`, the card winning the trick so far?"""
    if c // 9 == best // 9:
        return strength(c, trump) > strength(best, trump)
    return c // 9 == trump


def trick_winner(cards, trump):
    """Index in `cards` (playing order) of the card that wins the trick."""
    best = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[best], trump):
            best = i
    return best


def trick_points(cards, trump, jack=20):
    total = 0
    for c in cards:
        total += points(c, trump, jack)
    return total


SUIT_SYMBOLS = "\u2660\u2665\u2666\u2663"  # the symbols the screens and messages show


def card_label(c):
    """How a person reads the card: "10♥", "J♣" (messages and screens)."""
    r = c % 9
    return ("10" if r == TEN else RANKS[r]) + SUIT_SYMBOLS[c // 9]
