"""Kurz, the tests' own game (tests/kurz.py: Jass to 500 as a subclass of jass.Game),
registered by the tests alone: it is offered, keyed to its winner through the real ui,
saved and opened again, scored by `score` and drawn by `sheet`, and it keeps Jass's
revoke path, with nothing outside tests/ naming it."""

import json
import random

import pytest

import kurz
from host_sim.cli import cmd_score, cmd_sheet
from host_sim.sim.device import Device
from host_sim.games.jass.keyer import key_deal
from picotafel.core.match import load
from picotafel.core.matchlog import LogError, write
from picotafel.core.score import score
from screens import deals_of, screen
from support import log

NAMES4 = ("P1", "P2", "P3", "P4")


@pytest.fixture(autouse=True)
def kurz_registered():
    with kurz.registered():
        yield


def generated(seed):
    """A random legal Kurz match whose first dealer is P4 (as the setup keys choose)."""
    while True:
        sts = kurz.random_match(random.Random(seed), names=NAMES4)
        if ("dealer", "P4") in sts:
            return sts
        seed += 1


def keyed(tmp_path, sts):
    """A device with a data folder that keyed the match `sts` from power-on."""
    dev = Device(data_dir=str(tmp_path))
    for k in kurz.setup_keys():
        dev.press(k)
    for deal in deals_of(sts):
        key_deal(dev, deal)
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


def test_its_match_keyed_through_the_ui_ends_with_a_winner_at_500(tmp_path):
    sts = generated(3)
    dev = keyed(tmp_path, sts)
    assert dev.log() == write(sts)
    assert dev.log().startswith("game kurz\nplayers P1 P2 P3 P4\n")   # 500: the default
    g = dev.app.match.game
    assert dev.app.match.finished and 500 <= g.totals[g.winner] < 1000
    dev.press("#")
    assert screen(dev).phase() == "winner"


def test_its_match_is_saved_and_opens_again_after_power_off(tmp_path):
    sts = generated(4)
    dev = keyed(tmp_path, sts[:40])
    again = Device(data_dir=str(tmp_path))                      # power off, power on
    assert again.log() == dev.log() == write(sts[:40])
    entry = again.app.store.matches()[0]
    assert entry[1:3] == ("kurz", NAMES4)


def test_score_names_it_and_counts_to_its_target(tmp_path, capsys):
    path = saved_log(tmp_path, generated(5))
    assert cmd_score.main([path, "--json"]) == 0
    s = json.loads(capsys.readouterr().out)
    assert s["game"] == "kurz" and s["finished"] and s["target"] == 500
    assert cmd_score.main([path]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "Kurz: P1, P2, P3, P4"


def test_sheet_draws_it_with_its_adapters_columns(tmp_path, capsys):
    path = saved_log(tmp_path, generated(6))
    assert cmd_sheet.main([path, "--lang", "en", "--png", str(tmp_path / "k.png")]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Kurz") and "Stöck" in out
    assert (tmp_path / "k.png").stat().st_size > 0


# Jass's deal of tests/core/test_revoke_rules.py: Ana deals and holds the 10♦ turned up, and
# plays the 8♠ on a trump lead: the cards of the trick prove the breach.
JASS_NOW = ("players Ana Max Cleo Tom", "dealer Ana", "deal TD", "trick 7D 6D 8D 8S")


def test_a_subclass_of_jass_keeps_the_breach_that_the_known_cards_prove():
    for game in ("jass", "kurz"):
        with pytest.raises(LogError) as e:
            load(log("game " + game, *JASS_NOW))
        assert e.value.fault == (0, 1), game
    m = load(log("game kurz", *JASS_NOW, "revoke Ana 1"))
    assert m.game.deal.revoked[:2] == (0, 1)
    assert score(log("game kurz", *JASS_NOW, "revoke Ana 1"))["game"] == "kurz"
