"""Drawing helpers shared by every screen: aligned text, the bottom line, small cards,
lists. The same place for the same thing on every screen: a title or status line on
top (y 0-7), the content, and the bottom line (y 56-63) for whose turn or a message.
"""

from picotafel.screens import fastdraw, font

from picotafel import lang
from picotafel.screens.gfx import FrameBuffer, MONO_VLSB

W = 128
H = 64
BOTTOM = 56
RANK_TEXT = ("6", "7", "8", "9", "10", "J", "Q", "K", "A")
CARD_W = 30
CARD_H = 32

_scratch = None


def clear(fb):
    """The whole screen dark (framebuf's fill goes pixel by pixel: 0.8 ms a frame on
    the emulated Pico; the screen's bytes are zeroed in a few microseconds)."""
    if fb is fastdraw.screen and fastdraw.zero is not None:
        fastdraw.zero(fastdraw.buf)
    else:
        fb.fill(0)


# (font.text_width inlined here: these draw most of every screen)
def centre(fb, s, y, c=1, x0=0, w=W):
    font.text(fb, s, x0 + (w - font.CHAR_W * len(s)) // 2, y, c)


def right(fb, s, x_end, y, c=1):
    font.text(fb, s, x_end - font.CHAR_W * len(s), y, c)


def inverse(fb, s, x, y):
    """Text drawn dark on a lit bar: the cursor, the player to play."""
    fb.fill_rect(x - 2, y - 1, font.text_width(s) + 3, font.LINE_H + 1, 1)
    font.text(fb, s, x, y, 0)


LINE = W // font.CHAR_W    # 21 characters a line
NONE = "\u00b7"       # an empty cell of a table (a dash beside a number reads as a minus)


def wrap(text, width=LINE):
    """`text` in lines of at most `width` characters, broken at spaces."""
    out = []
    line = ""
    for word in text.split(" "):
        while len(word) > width:
            if line:
                out.append(line)
                line = ""
            out.append(word[:width])
            word = word[width:]
        if not line:
            line = word
        elif len(line) + 1 + len(word) <= width:
            line += " " + word
        else:
            out.append(line)
            line = word
    if line:
        out.append(line)
    return out


def flash(fb, msg, page=0):
    """A refusal or notice on the lit bottom line only (the cards above stay in sight):
    a longer one in lines of its words, line `page` of them (the App turns the pages
    until the next key), each line that goes on ending in "…" (a letter, not a
    dot of pixels that reads as a stray one)."""
    lines = wrap(msg)
    if len(lines) > 1:
        lines = wrap(msg, LINE - 2)
    n = len(lines)
    p = page % n
    fb.fill_rect(0, BOTTOM, W, H - BOTTOM, 1)
    centre(fb, lines[p] + (" …" if p < n - 1 else ""), BOTTOM, 0)


def bottom(fb, s, invert=False):
    fb.fill_rect(0, BOTTOM, W, H - BOTTOM, 1 if invert else 0)
    centre(fb, s, BOTTOM, 0 if invert else 1)


def title(fb, s):
    font.text(fb, s, 0, 0)
    fb.hline(0, 9, W, 1)


_scaled = {}        # text2x's pictures of short strings (the card ranks), made once


def text2x(fb, s, x, y, c=1):
    """Small-font text at twice the size (card ranks: J Q K A have no big digits). Its
    picture (2x2 for each pixel) is made once for a short string (a rank) and then drawn
    in one piece (fastdraw on the Pico's screen, else one blit)."""
    global _scratch
    s = s[:8]
    if not s:
        return
    w = 2 * len(s) * font.CHAR_W
    data = _scaled.get(s)
    if data is None:
        if _scratch is None:
            _scratch = FrameBuffer(bytearray(8 * font.CHAR_W), 8 * font.CHAR_W, 8, MONO_VLSB)
        data = bytearray(2 * w)
        pic = FrameBuffer(data, w, 16, MONO_VLSB)
        _scratch.fill(0)
        font.text(_scratch, s, 0, 0, 1)
        for i in range(w // 2):
            for j in range(8):
                if _scratch.pixel(i, j):
                    pic.fill_rect(2 * i, 2 * j, 2, 2, 1)
        if len(s) <= 2:
            _scaled[s] = data
    font.picture(fb, data, w, 16, x, y, c)


def text2x_width(s):
    return 2 * font.text_width(s[:8]) - 2


def winner(fb, name):
    """The top of every game's winner screen: the title, then the winner's name large
    when it fits (a Jass team "Ana+Cleo" may not)."""
    title(fb, lang.t("MATCH_OVER"))
    if len(name) <= 8:
        text2x(fb, name, (W - text2x_width(name)) // 2, 12)
    else:
        centre(fb, name, 16)


def place(fb, x, y, label=""):
    """A card's place, CARD_W x CARD_H: its outline with rounded corners, empty or with
    the half-keyed card (`label`) in it. The trick screens keep every player's place
    outlined, so a card keyed adds only its rank and suit to the display's bytes."""
    fb.fill_rect(x, y, CARD_W, CARD_H, 0)
    fb.rect(x, y, CARD_W, CARD_H, 1)
    x1 = x + CARD_W - 1
    y1 = y + CARD_H - 1
    fb.pixel(x, y, 0)       # rounded corners
    fb.pixel(x1, y, 0)
    fb.pixel(x, y1, 0)
    fb.pixel(x1, y1, 0)
    if label:
        font.text(fb, label, x + (CARD_W - font.text_width(label)) // 2, y + 10)


def next_card(fb, x, y, suit=None, rank=None):
    """The place of the card being keyed: what is known of it where the card will show
    it (the suit keyed, or led, which a rank alone completes; the rank keyed), a large ?
    while nothing is. The turn is seen at a glance, and the card, once keyed, adds only
    what it adds to the display's bytes."""
    place(fb, x, y)
    if rank is not None or suit is None:
        r = "?" if rank is None else RANK_TEXT[rank]
        text2x(fb, r, x + (CARD_W - text2x_width(r)) // 2, y + 2)
    if suit is not None:
        font.suit(fb, suit, x + (CARD_W - font.SUIT_W) // 2, y + CARD_H - font.SUIT_H - 2)


def card(fb, c, x, y, mark=False):
    """A small card in its place: rank on top, suit below. `mark` (the card that took the
    trick) lights the rank's box: seen across the table, and a few bytes to send where a
    whole lit card would be the card's every byte twice."""
    place(fb, x, y)
    r = RANK_TEXT[c % 9]
    w = text2x_width(r)
    rx = x + (CARD_W - w) // 2
    if mark:
        fb.fill_rect(rx - 3, y + 1, w + 6, 16, 1)
    text2x(fb, r, rx, y + 2, 0 if mark else 1)
    font.suit(fb, c // 9, x + (CARD_W - font.SUIT_W) // 2, y + CARD_H - font.SUIT_H - 2)


def menu(fb, heading, items, cursor):
    """A list under a title, the chosen line inverted, scrolled to keep it visible."""
    title(fb, heading)
    rows = (BOTTOM - 11) // 9
    top = 0 if cursor < rows else cursor - rows + 1
    for i in range(top, min(len(items), top + rows)):
        y = 11 + (i - top) * 9
        if i == cursor:
            fb.fill_rect(0, y - 1, W, 9, 1)
            font.text(fb, items[i], 2, y, 0)
        else:
            font.text(fb, items[i], 2, y)


def marks(fb, n, x, y, h=9):
    """Chalk marks as on a Jasstafel: groups of five, four strokes and one across."""
    for g in range(n // 5):
        gx = x + g * 9
        for i in range(4):
            fb.vline(gx + i * 2, y, h, 1)
        fb.line(gx - 1, y + h - 2, gx + 7, y + 1, 1)
    rest = n % 5
    gx = x + (n // 5) * 9
    for i in range(rest):
        fb.vline(gx + i * 2, y, h, 1)
    return gx + rest * 2


def short(side, n):
    """A side's name in `n` characters, the one rule of every screen: whole where it
    fits; a team keeps the start of both partners, each at least half the room, the
    room a shorter one leaves going to the other ("Al+Domi", "Ben+Dor")."""
    if len(side) <= n:
        return side
    if "+" in side:
        a, b = side.split("+")
        room = n - 1
        ka = min(len(a), max(room // 2, room - len(b)))
        return a[:ka] + "+" + b[:room - ka]
    return side[:n]


def revoked(fb, name, trick, y):
    """A summary's line for a revoke recorded: who, in which trick; the name cut so the
    line fits in every language."""
    said = lang.t("REVOKED_TRICK")
    font.text(fb, said % (name[:LINE - len(said % ("", trick))], trick), 0, y)


def annulled(fb, n, names, rev, dealer):
    """The summary of deal `n` annulled by a revoke (no sides: docs/rules/common.md)."""
    title(fb, lang.t("DEAL_ANNULLED") % n)
    centre(fb, lang.t("BROKE_A_RULE") % names[rev[0]], 16)
    centre(fb, lang.t("IN_TRICK_N") % rev[1], 26)
    centre(fb, lang.t("NOBODY_SCORES"), 38)
    bottom(fb, (lang.t("DEALS_AGAIN") % names[dealer])[:LINE])
