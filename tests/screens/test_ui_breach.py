"""The breach screen shows the whole reason (docs/playing.md): every reason the rules can give,
in every language, with the longest names and cards, fits its lines, and the screen
draws all of them."""

import importlib

import pytest

from picotafel.screens import font
from picotafel.screens.ui_breach import LINES
from picotafel.screens.ui_draw import wrap, LINE
from screens import screen
from test_ui_revoke import jass_to_last_card

NAME = "Wilhelmi"           # names have at most 8 letters (the name screen)
CARD = "10\u2660"           # the widest card label
# The reasons a breach can show: the trick rules' and every game's, "trick T: NAME WHY"
# when the audit finds it, "NAME showed no ♥" when caught at once.
REASONS = ("play", ("PLAYED_HOLDING", "PLAYED_ON_TRUMP_LEAD", "UNDERTRUMPED")), \
          ("jass", ("SHOULD_BEAT", "SHOULD_FOLLOW", "SHOULD_OVERTRUMP", "SHOULD_TRUMP"))
AT_ONCE = ("SHOWED_NO", "SHOWED_NO_BUT_J")


def words(code, part):
    out = {}
    for chunk in importlib.import_module("picotafel.lang.%s_%s" % (code, part)).WORDS:
        for line in chunk.strip().split("\n"):
            name, _, text = line.partition(" = ")
            out[name] = text
    return out


def reasons(code):
    trick = words(code, "breach")["TRICK_WHO_WHY"]
    for part, names in REASONS:
        w = words(code, part)
        for n in names:
            if n in w:
                yield trick % (12, NAME, w[n] % ((CARD,) * w[n].count("%s")))
    play = words(code, "play")
    for n in AT_ONCE:
        yield play[n] % (NAME, "\u2665")
    yield words(code, "differenzler")["MUST_FOLLOW_TRUMP"] % (NAME, CARD)


@pytest.mark.parametrize("code", ["en", "de", "fr", "es"])
def test_every_reason_of_a_breach_fits_the_breach_screen(code):
    for why in reasons(code):
        assert len(wrap(why, LINE)) <= LINES, why


def test_a_reason_of_four_lines_is_drawn_whole(monkeypatch):
    dev = jass_to_last_card()
    s = screen(dev)
    s.why = "trick 2: %s should have overtrumped (held %s)" % (NAME, CARD)
    assert len(wrap(s.why, LINE)) == 4
    drawn = []
    monkeypatch.setattr(font, "text", lambda fb, t, x, y, *a: drawn.append(t))
    s.draw(dev.fb)
    assert " ".join(drawn[:4]) == s.why
