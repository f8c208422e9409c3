"""The host tools keep all the device keeps inside their --data folder (issue 34 item 8):
deleting the folder starts a clean device."""

import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SETUP = "###8888##"                         # La Pomme, P1 P2, defaults: a match begun
DEAL = "D6 C7"                              # its turned-up card and one card


def run(*args):
    return subprocess.run([sys.executable, "-m", "host_sim", "run"] + list(args), cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def files_below(folder):
    return sorted(os.path.relpath(os.path.join(top, n), folder)
                  for top, _, names in os.walk(folder) for n in names)


def test_run_and_sim_write_nothing_beside_their_data_folder(tmp_path):
    data = tmp_path / "d"
    assert run("--keys", SETUP + DEAL, "--data", str(data)).returncode == 0
    assert os.listdir(tmp_path) == ["d"]
    assert "matches.last" in files_below(data)
    other = tmp_path / "s"
    r = subprocess.run([sys.executable, "-m", "host_sim", "sim", "--data", str(other),
                        "--lang", "en"], cwd=ROOT, input=SETUP, text=True,
                       capture_output=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert sorted(os.listdir(tmp_path)) == ["d", "s"]
    assert "matches.last" in files_below(other)


def test_deleting_the_data_folder_starts_a_clean_device(tmp_path):
    data = tmp_path / "d"
    log = tmp_path / "new.log"
    assert run("--keys", SETUP + DEAL, "--data", str(data)).returncode == 0
    shutil.rmtree(data)
    r = run("--keys", SETUP, "--data", str(data), "--log", str(log))
    assert r.returncode == 0, r.stderr
    # No "match 1 is lost" over the game list: the setup's keys began a new match 1
    assert log.read_text() == "game pomme\nplayers P1 P2\ndealer P2\n"
    assert "00/98_0001.log" in files_below(data)
