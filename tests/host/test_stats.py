"""Statistics over many matches (docs/statistics.md): `python3 -m host_sim stats`, checked
against match logs built by hand for every game: finished and unfinished matches, annulled
deals, revokes, a draw, a match pulled twice, one person under two names, and bad input."""

import json
import os
import shutil

import pytest

from host_sim.cli import cmd_stats
from support import log
from test_revoke_rules import DIFF, DIFF_A, ESTS, POMME, POMME_A, POMME_REST

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLES = os.path.join(ROOT, "examples")


def example(game):
    with open(os.path.join(EXAMPLES, game + ".log"), encoding="utf-8") as f:
        return f.read()


def put(folder, name, text):
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return str(path)


def stats(capsys, *args):
    """(exit status, JSON object, stderr lines) of `stats ARGS... --json`."""
    status = cmd_stats.main(list(args) + ["--json"])
    out, err = capsys.readouterr()
    return status, json.loads(out), [line for line in err.splitlines() if line]


def text_view(capsys, *args):
    status = cmd_stats.main(list(args))
    out, _ = capsys.readouterr()
    return status, out


def cut_before_deal(text, n):
    """The log up to (not including) its n-th `deal` line: n - 1 deals played."""
    lines = text.splitlines(keepends=True)
    deals = [i for i, line in enumerate(lines) if line.split()[:1] == ["deal"]]
    return "".join(lines[:deals[n - 1]])


def test_a_finished_match_counts_for_each_player_and_the_winner_alone(tmp_path, capsys):
    status, got, err = stats(capsys, put(tmp_path, "p.log", example("pomme")))
    assert status == 0 and err == []
    assert got == {"players": {
        "Ana": {"pomme": {"matches": 1, "won": 0, "unfinished": 0, "deals": 19, "revokes": 0}},
        "Ben": {"pomme": {"matches": 1, "won": 1, "unfinished": 0, "deals": 19, "revokes": 0}}}}


def test_a_side_wins_for_both_partners(tmp_path, capsys):
    _, got, _ = stats(capsys, put(tmp_path, "s.log", example("schieber")))
    assert [got["players"][p]["schieber"]["won"] for p in ("Ana", "Ben", "Cleo", "Dan")] \
        == [1, 0, 1, 0]


def test_an_unfinished_match_is_not_a_match_but_its_deals_count(tmp_path, capsys):
    _, got, _ = stats(capsys, put(tmp_path, "j.log", cut_before_deal(example("jass"), 4)))
    assert got["players"]["Ana"]["jass"] == {"matches": 0, "won": 0, "unfinished": 1,
                                              "deals": 3, "revokes": 0}


def test_a_deal_in_progress_is_not_a_deal_played(tmp_path, capsys):
    text = cut_before_deal(example("pomme"), 3)
    text += "deal 9C\ntrick JH AC\n"
    _, got, _ = stats(capsys, put(tmp_path, "p.log", text))
    assert got["players"]["Ben"]["pomme"]["deals"] == 2


def test_an_annulled_deal_is_not_a_deal_but_its_revoke_is_counted(tmp_path, capsys):
    text = log(*DIFF, "deal QD", *ESTS, DIFF_A[0], "revoke Dan 1", "deal QD", *ESTS, *DIFF_A)
    _, got, _ = stats(capsys, put(tmp_path, "d.log", text))
    dan = got["players"]["Dan"]["differenzler"]
    assert (dan["matches"], dan["deals"], dan["revokes"]) == (1, 1, 1)
    assert got["players"]["Ana"]["differenzler"]["revokes"] == 0


def test_a_revoke_in_a_game_of_sides_counts_for_the_player_named(tmp_path, capsys):
    text = log(*POMME, *POMME_A, "revoke Ben 2", *POMME_REST)
    _, got, _ = stats(capsys, put(tmp_path, "p.log", text))
    assert got["players"]["Ben"]["pomme"]["revokes"] == 1
    assert got["players"]["Ben"]["pomme"]["deals"] == 1
    assert got["players"]["Ana"]["pomme"]["revokes"] == 0


COIFFEUR_DRAW = "game coiffeur\nplayers Ana Ben Cleo Dan\ndealer Dan\n" + "".join(
    "deal\ntrump %s\nresult %s 80\n" % (m, p) for m in "SCDHOUHH" for p in ("Ana", "Ben"))


def test_a_draw_is_a_finished_match_nobody_won(tmp_path, capsys):
    _, got, _ = stats(capsys, put(tmp_path, "c.log", COIFFEUR_DRAW))
    for p in ("Ana", "Ben", "Cleo", "Dan"):
        assert got["players"][p]["coiffeur"] == {"matches": 1, "won": 0, "unfinished": 0,
                                                  "deals": 16, "revokes": 0}


def test_a_match_pulled_twice_counts_once(tmp_path, capsys):
    text = example("abstrac")
    put(tmp_path, "dev1/matches/00/98_0001.log", text)
    # the same statements, written otherwise: record comments, spacing, case
    other = "".join(line.rstrip("\n") + "   # copy\n" for line in text.splitlines()
                    if line and not line.startswith("#"))
    put(tmp_path, "dev2/0001.log", other.replace("game abstrac", "GAME Abstrac"))
    _, got, _ = stats(capsys, str(tmp_path))
    assert got["players"]["Uno"]["abstrac"]["matches"] == 1


def test_two_matches_that_differ_are_both_counted(tmp_path, capsys):
    put(tmp_path, "a/1.log", example("pomme"))
    put(tmp_path, "b/2.log", cut_before_deal(example("pomme"), 5))
    _, got, _ = stats(capsys, str(tmp_path))
    ana = got["players"]["Ana"]["pomme"]
    assert (ana["matches"], ana["unfinished"], ana["deals"]) == (1, 1, 19 + 4)


def test_same_counts_two_names_as_one_person(tmp_path, capsys):
    put(tmp_path, "1.log", example("pomme"))
    put(tmp_path, "2.log", example("pomme").replace("Ben", "Benno"))
    _, got, _ = stats(capsys, str(tmp_path), "--same", "Benno=Ben")
    assert sorted(got["players"]) == ["Ana", "Ben"]
    assert got["players"]["Ben"]["pomme"]["won"] == 2


def test_a_name_is_a_name_as_written(tmp_path, capsys):
    put(tmp_path, "1.log", example("pomme"))
    put(tmp_path, "2.log", example("pomme").replace("Ben", "ben"))
    _, got, _ = stats(capsys, str(tmp_path))
    assert sorted(got["players"]) == ["Ana", "Ben", "ben"]


def test_each_bad_input_is_one_line_and_the_rest_is_counted(tmp_path, capsys):
    good = put(tmp_path, "logs/good.log", example("pomme"))
    bad = example("pomme").replace("trick AC JS", "trick AC AC", 1)
    put(tmp_path, "logs/damaged.log", bad)
    put(tmp_path, "logs/notes.log", "shopping list\nmilk\n")
    (tmp_path / "empty").mkdir()
    status, got, err = stats(capsys, str(tmp_path / "logs"), str(tmp_path / "empty"),
                             str(tmp_path / "missing"))
    assert status == 2
    assert len(err) == 4
    assert any("damaged.log:" in e for e in err) and any("notes.log:" in e for e in err)
    assert any("empty" in e and "no match logs" in e for e in err)
    assert any("missing" in e for e in err)
    assert got["players"]["Ben"]["pomme"]["won"] == 1 and good


def test_a_device_folder_passes_over_its_other_files(tmp_path, capsys):
    put(tmp_path, "matches/00/98_0001.log", example("jass"))
    put(tmp_path, "matches/state", "2 14\n")
    put(tmp_path, "settings", "lang de\n")
    status, got, err = stats(capsys, str(tmp_path))
    assert status == 0 and err == [] and got["players"]["Dan"]["jass"]["won"] == 1


def test_the_text_view_gives_each_games_own_figures(tmp_path, capsys):
    for g in ("pomme", "jass", "differenzler", "abstrac", "schieber", "coiffeur"):
        put(tmp_path, g + ".log", example(g))
    status, out = text_view(capsys, str(tmp_path))
    assert status == 0
    assert "pommes 5" in out and "pommes 4" in out          # La Pomme's apples
    assert "Weis 120, Stoeck 0" in out                       # Schieber, Ana+Cleo
    assert "melds 220, Stoeck 3" in out                      # Jass, Ben+Dan
    assert "difference per deal 39.0" in out                 # Differenzler, Dan: 156 / 4
    assert "rows filled 10" in out                           # Coiffeur
    assert "Head to head, La Pomme" in out and "Ana 0 : 1 Ben (1 matches)" in out
    assert "Partners, Schieber" in out and "Ana+Cleo: 1 matches, 1 won (100%)" in out


def test_the_text_view_speaks_the_language_asked(tmp_path, capsys):
    for g in ("pomme", "schieber", "abstrac"):
        put(tmp_path, g + ".log", example(g))
    status, out = text_view(capsys, str(tmp_path), "--lang", "de")
    assert status == 0
    assert "Ana\n  La Pomme: 1 Partien, 0 gewonnen (0%), 0 unbeendet" in out
    assert "Weis 120, Stöck 0" in out and "Direkter Vergleich, La Pomme" in out
    assert "Partner, Schieber" in out and "Ana+Cleo: 1 Partien, 1 gewonnen (100%)" in out
    assert "matches" not in out


def fields(pattern):
    import re
    return re.findall(r"%[-.0-9]*[sdf]", pattern)


def test_every_language_of_stats_has_every_word_with_the_same_fields():
    from host_sim.stats.stats_words import WORDS, LANGS
    for lang in LANGS:
        assert sorted(WORDS[lang]) == sorted(WORDS["en"]), lang
        for k, v in WORDS["en"].items():
            assert fields(WORDS[lang][k]) == fields(v), (lang, k)


def test_a_language_stats_does_not_speak_is_a_usage_error(tmp_path, capsys):
    assert cmd_stats.main([put(tmp_path, "p.log", example("pomme")), "--lang", "xx"]) == 1
    assert "no language 'xx'" in capsys.readouterr().err


def test_differenzlers_difference_is_the_sum_of_its_penalties(tmp_path, capsys):
    from picotafel.core.score import score
    s = score(example("differenzler"))
    _, out = text_view(capsys, put(tmp_path, "d.log", example("differenzler")))
    for p in s["players"]:
        expected = sum(d["penalties"][p] for d in s["deals"]) / len(s["deals"])
        assert "difference per deal %.1f" % expected in out


def test_head_to_head_counts_wins_of_each_and_draws_of_none(tmp_path, capsys):
    put(tmp_path, "1.log", example("abstrac"))
    put(tmp_path, "2.log", example("abstrac").replace("Uno", "Zed"))
    _, out = text_view(capsys, str(tmp_path))
    assert "Dos 0 : 1 Uno (1 matches)" in out and "Dos 0 : 1 Zed (1 matches)" in out


@pytest.mark.parametrize("args", [[], ["--same"], ["--same", "Ana"], ["--bogus", "x"]])
def test_a_usage_error_exits_1(capsys, args):
    assert cmd_stats.main(args) == 1
    assert "stats" in capsys.readouterr().err


def test_the_command_runs_from_the_shell(tmp_path):
    import subprocess
    import sys
    shutil.copy(os.path.join(EXAMPLES, "jass.log"), tmp_path / "j.log")
    r = subprocess.run([sys.executable, "-m", "host_sim", "stats", str(tmp_path), "--json"],
                       cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0 and json.loads(r.stdout)["players"]["Ben"]["jass"]["won"] == 1
