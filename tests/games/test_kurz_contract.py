"""Kurz, the tests' own game (tests/kurz/: its rules, screen, words, random matches,
keyer and score sheet), registered by the tests alone: it is offered, keyed to its
winner through the real ui, saved and opened again, scored by `score` and drawn by
`sheet`, speaks its own words in every language, and takes the revoke path every trick
game shares, with nothing outside tests/ naming it."""

import json
import random

import pytest

import kurz
from host_sim.cli import cmd_score, cmd_sheet
from host_sim.sim.device import Device
from picotafel.core.match import load
from picotafel.core.matchlog import LogError, write
from picotafel.core.cards import parse_card
from picotafel.core.score import score
from screens import deals_of, screen
from support import log

NAMES = ("P1", "P2")


@pytest.fixture(autouse=True)
def kurz_registered():
    with kurz.registered():
        yield


def generated(seed):
    """A random legal Kurz match whose first dealer is P2 (as the setup keys choose)."""
    while True:
        sts = kurz.random_match(random.Random(seed), names=NAMES)
        if ("dealer", "P2") in sts:
            return sts
        seed += 1


def keyed(tmp_path, sts):
    """A device with a data folder that keyed the match `sts` from power-on."""
    dev = Device(data_dir=str(tmp_path))
    for k in kurz.setup_keys():
        dev.press(k)
    for deal in deals_of(sts):
        kurz.key_deal(dev, deal)
    return dev


def saved_log(tmp_path, sts):
    path = tmp_path / "kurz.log"
    path.write_text(write(sts))
    return str(path)


def test_a_registered_game_is_offered_by_its_title():
    dev = Device()
    choice = screen(dev)
    assert choice.games[-1] == "kurz"
    from picotafel.screens.ui import TITLES
    assert TITLES["kurz"] == "Kurz"


def test_its_match_keyed_through_the_ui_ends_with_a_winner_at_300(tmp_path):
    sts = generated(3)
    dev = keyed(tmp_path, sts)
    assert dev.log() == write(sts)
    assert dev.log().startswith("game kurz\nplayers P1 P2\n")   # 300: the default
    g = dev.app.match.game
    assert dev.app.match.finished and 300 <= g.totals[g.winner] < 300 + 157
    assert g.totals[g.winner] > g.totals[1 - g.winner]
    dev.press("#")
    assert screen(dev).phase() == "winner"


def test_its_screens_speak_its_own_words_in_the_language_chosen(tmp_path):
    from picotafel import lang
    sts = generated(3)
    first = [st[0] for st in sts].index("deal")
    dev = keyed(tmp_path, sts[:first + 10])         # the header, then a whole deal
    assert screen(dev).phase() == "summary"
    try:
        for code, said in (("en", "totals"), ("de", "Total"), ("fr", "totaux"), ("es", "totales")):
            lang.use(code)
            assert lang.t("TOTALS", "kurz").startswith(said)
            assert lang.t("KURZ_TO", "kurz") % 300 == "Kurz %s 300" % lang.t("KURZ_TO", "kurz").split()[1]
    finally:
        lang.use("en")


def test_its_match_is_saved_and_opens_again_after_power_off(tmp_path):
    sts = generated(4)
    dev = keyed(tmp_path, sts[:40])
    again = Device(data_dir=str(tmp_path))                      # power off, power on
    assert again.log() == dev.log() == write(sts[:40])
    entry = again.app.store.matches()[0]
    assert entry[1:3] == ("kurz", NAMES)


def test_score_names_it_and_counts_to_its_target(tmp_path, capsys):
    path = saved_log(tmp_path, generated(5))
    assert cmd_score.main([path, "--json"]) == 0
    s = json.loads(capsys.readouterr().out)
    assert s["game"] == "kurz" and s["finished"] and s["target"] == 300
    assert cmd_score.main([path]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "Kurz: P1, P2"


def test_sheet_draws_it_with_its_adapters_columns(tmp_path, capsys):
    path = saved_log(tmp_path, generated(6))
    assert cmd_sheet.main([path, "--lang", "en", "--png", str(tmp_path / "k.png")]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Kurz") and "played to 300" in out
    assert (tmp_path / "k.png").stat().st_size > 0


# Ben deals clubs; Ana leads the A♥ and Ben plays the 7♠: he holds no heart. His 8♥ in
# the second trick proves the breach of the first.
KURZ_NOW = ("players Ana Ben", "dealer Ben", "deal 6C", "trick AH 7S")


def test_a_card_its_player_showed_absent_is_refused_with_the_breach_it_proves():
    with pytest.raises(LogError) as e:
        load(log("game kurz", *KURZ_NOW, "trick KH 8H"))
    assert e.value.fault == (1, 1)


def test_a_revoke_recorded_gives_the_rest_of_the_deal_to_the_other_player():
    m = load(log("game kurz", *KURZ_NOW, "revoke Ben 1", "trick KH 8H", "trick 8S QH"))
    d = m.game.deal
    assert d.revoked[:2] == (1, 1) and d.taken[1] == 0     # Ben's Q♥ trick is Ana's
    assert score(log("game kurz", *KURZ_NOW, "revoke Ben 1"))["game"] == "kurz"


def test_its_own_statement_is_read_written_and_packed_as_its_row_says():
    text = log("game kurz", *KURZ_NOW[:3], "double Ana", "trick AH 7S")
    m = load(text)
    assert m.statements[4] == ("double", "Ana") and m.text() == text
    assert m.undo() == ("trick", (parse_card("AH"), parse_card("7S")))
    assert m.last_statement == ("double", "Ana")


def test_a_double_counts_the_deal_twice_and_only_its_leader_before_its_first_trick():
    sts = next(s for s in (generated(n) for n in range(20)) if ("double", "P1") in s)
    s = score(write(sts))
    d = [d for d in s["deals"] if d["double"]][0]
    assert d["double"] in NAMES
    totals = sum(sum(d["points"].values()) * (2 if d["double"] else 1) for d in s["deals"])
    assert totals == sum(t["score"] for t in s["totals"].values())
    with pytest.raises(LogError, match="only Ana"):
        load(log("game kurz", *KURZ_NOW[:3], "double Ben"))
    with pytest.raises(LogError, match="before its first trick"):
        load(log("game kurz", *KURZ_NOW, "double Ana"))


def test_the_turned_up_card_is_out_of_play():
    with pytest.raises(LogError) as e:
        load(log("game kurz", *KURZ_NOW, "trick 6C 7C"))
    assert "turned up" in e.value.msg
