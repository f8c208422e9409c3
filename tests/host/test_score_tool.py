"""`python3 -m host_sim score`: the standings, the JSON, and its exit statuses."""

import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLE = os.path.join(ROOT, "examples", "pomme.log")


def run(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "host_sim", "score"] + list(args), cwd=ROOT,
                          input=stdin, capture_output=True, text=True, timeout=60)


def test_json_is_the_score_object_of_the_log():
    r = run(EXAMPLE, "--json")
    assert r.returncode == 0
    s = json.loads(r.stdout)
    assert s["game"] == "pomme" and s["players"] == ["Ana", "Ben"]
    assert s["finished"] and s["winner"] == "Ben"
    assert s["totals"]["Ben"] == {"points": 11, "pommes": 4, "score": 7}


def test_text_standings_list_every_deal_the_totals_and_the_winner():
    r = run(EXAMPLE)
    assert r.returncode == 0
    lines = r.stdout.splitlines()
    assert lines[0] == "La Pomme: Ana, Ben"
    assert sum(1 for line in lines if line.strip()[:3].strip().isdigit()) == 19
    assert "winner: Ben" in lines


def test_standard_input_is_read_for_a_dash():
    with open(EXAMPLE) as f:
        r = run("-", "--json", stdin=f.read())
    assert r.returncode == 0 and json.loads(r.stdout)["winner"] == "Ben"


def test_impossible_log_exits_2_naming_its_line(tmp_path):
    bad = tmp_path / "bad.log"
    bad.write_text("game pomme\nplayers Ana Ben\ndeal JC\ntrick JS 7S\ntrick JS 8S\n")
    r = run(str(bad))
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.strip() == "%s:5: J\u2660 already played" % bad


def test_unreadable_file_exits_1(tmp_path):
    r = run(str(tmp_path / "missing.log"))
    assert r.returncode == 1 and "cannot read" in r.stderr
    binary = tmp_path / "binary.log"
    binary.write_bytes(b"\xff\xfe\x00")
    assert run(str(binary)).returncode == 1


# -- a deal in progress, a refusal that cites an earlier play (issue 22, item 9) ----------

JASS_OPEN = ("game jass\nplayers Ana Ben Cleo Dan\ndealer Ben\ndeal KC\n"
             "trick KS 8S AS 9S\nmeld Ben QS QH QD QC\ntrick 6D 7D TD 8D\n")


def test_a_deal_in_progress_is_said_in_the_words_and_rows_of_a_finished_one():
    r = run("-", stdin=JASS_OPEN)
    assert r.returncode == 0
    assert not any(ch in r.stdout for ch in "{}[]'"), r.stdout     # no Python reprs
    lines = r.stdout.splitlines()
    at = lines.index("deal 1 in progress: melds declared 1, tricks 2")
    assert lines[at + 1].split() == ["points"]
    assert lines[at + 2].split() == ["Ana+Cleo", "25"] and lines[at + 3].split() == ["Ben+Dan", "0"]


def test_the_stoeck_column_is_headed_stoeck_as_the_table_says_it():
    r = run(os.path.join(ROOT, "examples", "jass.log"))
    assert "St\u00f6ck" in r.stdout and "stoeck" not in r.stdout


def test_a_refusal_that_cites_an_earlier_play_names_its_trick():
    r = run("-", stdin="game jass\nplayers Ana Ben Cleo Dan\ndealer Dan\ndeal KC\n"
                       "trick 6H 7H 8S 9H\ntrick TS JS QS 8H\n")
    assert r.returncode == 2
    assert r.stderr.strip() == "-:6: Cleo showed no \u2665 in trick 1"
