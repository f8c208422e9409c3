"""Export to a spreadsheet (docs/statistics.md): `python3 -m host_sim export PATH... --csv F`
writes a header and one row per deal, the running tallies being the score of the log cut
after each deal."""

import csv
import io

from host_sim.cli import cmd_export
from picotafel.core.score import score
from support import log
from test_revoke_rules import DIFF, DIFF_A, ESTS
from test_stats import example, put, cut_before_deal


def export(capsys, *args):
    """(exit status, rows as dicts, stderr) of `export ARGS... --csv -`."""
    status = cmd_export.main(list(args) + ["--csv", "-"])
    out, err = capsys.readouterr()
    return status, list(csv.DictReader(io.StringIO(out))), err


def test_one_row_per_deal_of_every_match_with_a_header(tmp_path, capsys):
    for g in ("pomme", "jass", "differenzler", "abstrac", "schieber", "coiffeur"):
        put(tmp_path, g + ".log", example(g))
    status, rows, _ = export(capsys, str(tmp_path))
    assert status == 0
    for g in ("pomme", "jass", "differenzler", "abstrac", "schieber", "coiffeur"):
        assert sum(r["game"] == g for r in rows) == len(score(example(g))["deals"])


def test_the_last_rows_tallies_are_the_matchs_totals(tmp_path, capsys):
    s = score(example("schieber"))
    _, rows, _ = export(capsys, put(tmp_path, "s.log", example("schieber")))
    last = rows[-1]
    assert {last["name1"]: int(last["tally1"]), last["name2"]: int(last["tally2"])} \
        == {side: t["score"] for side, t in s["totals"].items()}


def test_each_rows_tally_is_the_score_after_that_deal(tmp_path, capsys):
    text = example("pomme")
    _, rows, _ = export(capsys, put(tmp_path, "p.log", text))
    cut = score(cut_before_deal(text, 4))["totals"]        # after three deals
    third = rows[2]
    assert third["deal"] == "3"
    assert (int(third["tally1"]), int(third["pommes1"])) == (cut["Ana"]["score"],
                                                             cut["Ana"]["pommes"])


def test_a_deals_points_dealer_and_trump_are_its_own(tmp_path, capsys):
    s = score(example("jass"))
    _, rows, _ = export(capsys, put(tmp_path, "j.log", example("jass")))
    d = s["deals"][0]
    assert rows[0]["dealer"] == d["dealer"] and rows[0]["trump"] == d["trump"]
    assert int(rows[0]["points1"]) == d["points"][rows[0]["name1"]]
    assert rows[0]["weis"] == "Ben+Dan 120" and rows[0]["stoeck"] == "Ben+Dan 20"


def test_an_annulled_deal_is_a_row_marked_so_with_its_revoke(tmp_path, capsys):
    text = log(*DIFF, "deal QD", *ESTS, DIFF_A[0], "revoke Dan 1", "deal QD", *ESTS, *DIFF_A)
    _, rows, _ = export(capsys, put(tmp_path, "d.log", text))
    assert [(r["annulled"], r["revoke"]) for r in rows] == [("yes", "Dan 1"), ("", "")]


def test_a_deal_entered_by_its_points_says_so(tmp_path, capsys):
    text = log(*DIFF, "deal QD", *ESTS, "result Ana 40", "result Ben 37", "result Cleo 40",
               "result Dan 40")
    _, rows, _ = export(capsys, put(tmp_path, "d.log", text))
    assert rows[0]["entered"] == "points" and rows[0]["points2"] == "37"


def test_a_match_found_twice_is_written_once_and_keeps_its_id(tmp_path, capsys):
    put(tmp_path, "a/0001.log", example("abstrac"))
    put(tmp_path, "b/0001.log", example("abstrac"))
    _, rows, _ = export(capsys, str(tmp_path))
    assert len(rows) == 5 and len({r["match"] for r in rows}) == 1


def test_matches_are_in_the_order_the_device_numbered_them(tmp_path, capsys):
    put(tmp_path, "00/98_0002.log", example("abstrac"))
    put(tmp_path, "00/99_0001.log", example("pomme"))
    _, rows, _ = export(capsys, str(tmp_path))
    assert (rows[0]["game"], rows[0]["order"]) == ("pomme", "1")
    assert (rows[-1]["game"], rows[-1]["order"]) == ("abstrac", "2")


def test_bad_input_is_said_and_the_rest_written(tmp_path, capsys):
    put(tmp_path, "good.log", example("abstrac"))
    put(tmp_path, "bad.log", "not a log\n")
    status, rows, err = export(capsys, str(tmp_path))
    assert status == 2 and "bad.log" in err and len(rows) == 5


def test_a_file_that_cannot_be_written_exits_1(tmp_path, capsys):
    src = put(tmp_path, "a.log", example("abstrac"))
    assert cmd_export.main([src, "--csv", str(tmp_path / "no" / "such" / "x.csv")]) == 1
    assert "cannot write" in capsys.readouterr().err


def test_without_csv_it_says_how(tmp_path, capsys):
    assert cmd_export.main([str(tmp_path)]) == 1
    assert "--csv" in capsys.readouterr().err
