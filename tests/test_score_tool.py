"""`python3 -m host_sim score`: the standings, the JSON, and its exit statuses."""

import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
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
