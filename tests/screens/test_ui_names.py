"""Names and small things on the screens (issue 22, item 6): a side's name whole where it
fits and cut on one rule where it does not, 8-letter names in the summaries in every
language, the name screen's letters, a long message's pages, the tally's apples and its
net score apart, the saved list naming the game."""

import random

import pytest

from host_sim.sim.device import Device, play_keys
from picotafel import lang
from picotafel.core.match import Match, load
from picotafel.saving.storage import Store
from picotafel.screens import font, ui_draw
from screens import check_texts_fit, screen, texts_drawn

EXAMPLES = __file__.rsplit("/", 3)[0] + "/examples/"


def first_deal(game, names):
    """The example log of `game` up to the end of its first deal, its players renamed."""
    with open(EXAMPLES + game + ".log") as f:
        lines = [ln for ln in f.read().splitlines() if ln and not ln.startswith("#")]
    out = []
    deals = 0
    for ln in lines:
        if ln.split()[0] == "deal":
            deals += 1
            if deals == 2:
                break
        out.append(ln)
    text = "\n".join(out) + "\n"
    for old, new in zip(("Ana", "Ben", "Cleo", "Dan"), names):
        text = text.replace(old, new)
    return text


def shown(tmp_path, text, code, draw="redraw"):
    """The texts the saved match `text`, reopened in `code`, draws: its screen, or with
    `draw` the play screen's draw_summary or draw_standings; and the device."""
    folder = tmp_path / code
    Store(str(folder)).new(load(text))
    dev = Device(data_dir=str(folder), lang=code)
    with texts_drawn() as drawn:
        if draw == "redraw":
            dev.redraw()
        else:
            ui_draw.clear(dev.fb)
            getattr(screen(dev), draw)(dev.fb)
    lang.use("en")
    return drawn, dev


# -- a side's name -----------------------------------------------------------------------

def test_a_side_s_name_is_whole_where_it_fits():
    assert ui_draw.short("Ben+Dora", 8) == "Ben+Dora"
    assert ui_draw.short("Benedikt", 8) == "Benedikt"


def test_a_team_too_long_keeps_half_each_and_gives_what_one_leaves_to_the_other():
    assert ui_draw.short("Benedikt+Dominika", 8) == "Ben+Domi"
    assert ui_draw.short("Al+Dominika", 7) == "Al+Domi"
    assert ui_draw.short("Dominika+Al", 7) == "Domi+Al"


@pytest.mark.parametrize("game", ["jass", "schieber", "coiffeur"])
def test_the_deal_s_summary_shows_two_partners_of_eight_letters_whole(tmp_path, game):
    text = first_deal(game, ("Ana", "Ben", "Cleo", "Dora"))
    for code in lang.CODES:
        drawn, dev = shown(tmp_path, text, code, "draw_summary")
        texts = [s for s, _, _ in drawn]
        assert "Ana+Cleo" in texts and "Ben+Dora" in texts, (code, texts)
        check_texts_fit(drawn, code)


@pytest.mark.parametrize("game", ["jass", "differenzler"])
def test_a_summary_shows_each_player_s_eight_letters_whole(tmp_path, game):
    names = ("Annalena", "Benedikt", "Clemence", "Dominika")
    text = first_deal(game, names)
    if game == "jass":
        text = text.replace("players", "option teams=0\nplayers")
    for code in lang.CODES:
        for draw in ("draw_summary", "draw_standings"):
            drawn, dev = shown(tmp_path / draw, text, code, draw)
            texts = [s for s, _, _ in drawn]
            assert all(n in texts for n in names), (code, draw, texts)
            check_texts_fit(drawn, code)


# -- the name screen, a message's pages ---------------------------------------------------

def test_the_name_screen_s_letters_fit_its_line():
    for code in lang.CODES:
        dev = Device(lang=code)
        play_keys(dev, "# 5")                 # La Pomme, the first player's name typed
        assert screen(dev).KIND == "names"
        with texts_drawn() as drawn:
            dev.redraw()
        check_texts_fit(drawn, code)
        assert any(s.endswith("9 WXYZ") for s, _, _ in drawn)
    lang.use("en")


def test_a_message_of_two_lines_says_it_goes_on_in_a_letter_not_a_pixel():
    dev = Device()
    dev.app.flash("Q\u2666 took: Q ignored, and the rest of this long message")
    with texts_drawn() as drawn:
        dev.redraw()
    line = [s for s, _, y in drawn if y == ui_draw.BOTTOM][-1]
    assert line.endswith(" \u2026") and len(line) <= ui_draw.LINE
    from picotafel.screens.gfx import new_screen
    buf, fb = new_screen()                        # the line's letters and nothing else
    fb.fill_rect(0, ui_draw.BOTTOM, 128, 64 - ui_draw.BOTTOM, 1)
    ui_draw.centre(fb, line, ui_draw.BOTTOM, 0)
    assert bytes(dev.buf[7 * 128:]) == bytes(buf[7 * 128:])


# -- La Pomme's tally, the saved list ------------------------------------------------------

def _pomme_with_many_pommes():
    """A real La Pomme log (random play to 99) up to a deal after which a player has
    more apples than the tally draws (the rest said "+N")."""
    from host_sim.games.pomme.random_match import random_match
    sts = random_match(random.Random(81), options=(("target", "99"),), max_deals=80)
    m = Match()
    for st in sts:
        m.apply(st)
        if st[0] == "trick" and max(m.game.pommes) >= 7 and m.game.results \
                and len(m.game.deal.tricks if m.game.deal else ()) in (0, 9):
            return m.text()
    raise AssertionError("no such deal")


def test_the_tally_s_apples_end_before_the_net_score(tmp_path):
    drawn, dev = shown(tmp_path, _pomme_with_many_pommes(), "en", "draw_standings")
    g = dev.app.match.game
    assert any(s.startswith("+") for s, _, _ in drawn)
    for p in (0, 1):
        y = 12 + p * 22
        bx = 128 - font.big_width("%d" % g.net(p))
        gap = [dev.buf[(yy >> 3) * 128 + x] >> (yy & 7) & 1
               for yy in range(y, y + 20) for x in range(bx - 3, bx)]
        assert not any(gap), p


def test_the_saved_list_names_each_match_s_game_by_its_title(tmp_path):
    from picotafel.screens.ui_saved import _Lines
    s = Store(str(tmp_path))
    s.new(load("game pomme\nplayers Ana Ben\ndealer Ben\n"))
    s.new(load("game differenzler\nplayers Ana Ben Cleo Dan\ndealer Dan\n"))
    lines = _Lines(s.listing())
    assert [lines[0], lines[1]] == ["2 Diff An-Be-Cl-Da *", "1 La Pomme Ana-Ben *"]


# -- names against numbers, a match's title, the Coiffeur margin (issue 34, item 7) -------

@pytest.mark.parametrize("game", ["jass", "schieber"])
def test_a_summary_s_points_stand_clear_of_an_eight_letter_team(tmp_path, game):
    # "Ana+Cleo257" read as one word: a gap of most of a letter between name and points.
    drawn, _ = shown(tmp_path, first_deal(game, ("Ana", "Ben", "Cleo", "Dora")), "en",
                     "draw_summary")
    name = [(x, y) for s, x, y in drawn if s == "Ana+Cleo"][0]
    points = min(x for s, x, y in drawn if y == name[1] and s.isdigit() and x > name[0])
    assert points - (name[0] + font.text_width("Ana+Cleo")) >= font.CHAR_W - 2


@pytest.mark.parametrize("game", ["jass", "schieber"])
def test_an_empty_meld_or_stoeck_cell_is_no_dash_beside_a_total(tmp_path, game):
    drawn, _ = shown(tmp_path, first_deal(game, ("Ana", "Ben", "Cleo", "Dora")), "en",
                     "draw_summary")
    assert "-" not in [s for s, _, _ in drawn] and ui_draw.NONE in [s for s, _, _ in drawn]


def test_a_saved_match_s_screen_names_its_game_whole_and_every_player(tmp_path):
    from picotafel.screens.ui_saved_match import SavedActions
    s = Store(str(tmp_path))
    s.new(load("game differenzler\nplayers Annalena Benedikt Clemence Dominika\ndealer Dominika\n"))
    dev = Device(data_dir=str(tmp_path))
    dev.app.push(SavedActions(dev.app, None, s.listing()[0]))
    with texts_drawn() as drawn:
        dev.redraw()
    texts = [t for t, _, _ in drawn]
    assert "1 Differenzler" in texts
    assert "Anna-Bene-Clem-Domi" in texts
    check_texts_fit(drawn, "saved match")


def test_the_coiffeur_winner_screen_says_by_how_much_the_match_was_won():
    from screens import render
    from test_ui_coiffeur import keys_of
    keys = keys_of("coiffeur_winner")
    for code in lang.CODES:
        with texts_drawn() as drawn:
            dev = render(keys, code)
            dev.redraw()
        g = dev.app.match.game
        margin = g.totals[g.winner] - g.totals[1 - g.winner]
        said = lang.t("WON_BY", "coiffeur") % margin
        lang.use("en")
        assert margin > 0 and said in [s for s, _, _ in drawn], (code, drawn)
        check_texts_fit(drawn, code)
