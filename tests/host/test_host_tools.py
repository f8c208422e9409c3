"""The host tools: `pull` copies the saved matches off a Pico with mpremote
(here a fake mpremote on PATH), `sheet` prints a match's score sheet and draws it."""

import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

import pytest

from host_sim.cli import cmd_pull
from host_sim.sim.png import read_png
from picotafel.saving.storage import Store
from storage_files import OPEN, OVER

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def host_sim(args, path=None):
    env = dict(os.environ)
    if path:
        env["PATH"] = path + os.pathsep + env.get("PATH", "")
    return subprocess.run([sys.executable, "-m", "host_sim"] + args, cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)


def saved(tmp_path, *texts):
    """A folder as the Pico keeps it: the store's own files."""
    s = Store(str(tmp_path / "pico" / "matches"))
    s.boot()
    for t in texts:
        s.new(t)
    return s


FAKE = """#!%s
# A stand-in for mpremote: records its arguments; `fs ls :/matches` lists the folder
# FAKE_PICO/matches (and the names in FAKE_NAMES, as a hostile device might), each
# `fs cp :SRC DST` (joined by +) copies a file, stopping at one named in
# FAKE_UNREADABLE as mpremote stops at an I/O error; or it fails as mpremote does with no
# board.
import os, shutil, sys
with open(os.environ["FAKE_ARGS"], "a") as f:
    f.write(" ".join(sys.argv[1:]) + "\\n")
if os.environ.get("FAKE_FAIL"):
    print("mpremote: no device found", file=sys.stderr)
    sys.exit(1)
args = sys.argv[1:]
if args[:1] == ["connect"]:
    args = args[2:]
pico = os.environ["FAKE_PICO"]
if args[:2] == ["fs", "ls"]:
    print("ls " + args[2])
    folder = os.path.join(pico, args[2][2:])
    names = sorted(n + "/" if os.path.isdir(os.path.join(folder, n)) else n
                   for n in os.listdir(folder))
    if args[2] == ":/matches":
        names += [n for n in os.environ.get("FAKE_NAMES", "").split(",") if n]
    for n in names:
        print("%%12d %%s" %% (0 if n.endswith("/") else 10, n))
    sys.exit(0)
unreadable = [n for n in os.environ.get("FAKE_UNREADABLE", "").split(",") if n]
while args:
    assert args[:2] == ["fs", "cp"], args
    src, dst = args[2][1:], args[3]
    if os.path.basename(src) in unreadable:     # a flash block that no longer reads
        print("cp: %%s: Input/output error" %% src, file=sys.stderr)
        sys.exit(1)
    shutil.copy(os.path.join(pico, src.lstrip("/")), dst)
    args = args[5:]
"""


@pytest.fixture
def fake_mpremote(tmp_path, monkeypatch):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    tool = bin_dir / "mpremote"
    tool.write_text(FAKE % sys.executable)
    tool.chmod(0o755)
    monkeypatch.setenv("FAKE_ARGS", str(tmp_path / "args"))
    monkeypatch.setenv("FAKE_PICO", str(tmp_path / "pico"))
    return str(bin_dir)


# -- pull ------------------------------------------------------------------------------

def test_pull_copies_every_saved_match_into_the_folder(tmp_path, fake_mpremote):
    s = saved(tmp_path, OPEN, OVER)
    r = host_sim(["pull", str(tmp_path / "out")], path=fake_mpremote)
    assert r.returncode == 0, r.stderr
    calls = (tmp_path / "args").read_text().splitlines()
    assert calls[:2] == ["fs ls :/matches", "fs ls :/matches/00"]
    assert "fs cp :/matches/00/98_0001.log " in calls[2]
    got = sorted(os.listdir(tmp_path / "out"))
    assert got == ["matches"]                       # the temporary folder is gone
    got = sorted(os.listdir(tmp_path / "out" / "matches"))
    assert got == ["0001.log", "0002.log"]
    assert (tmp_path / "out" / "matches" / "0002.log").read_bytes() == \
        open(s.path(2), "rb").read()
    assert "2 saved matches" in r.stdout


def test_pull_connects_to_the_port_it_is_given(tmp_path, fake_mpremote):
    saved(tmp_path, OPEN)
    r = host_sim(["pull", "--port", "/dev/ttyACM1", str(tmp_path / "out")], path=fake_mpremote)
    assert r.returncode == 0, r.stderr
    calls = (tmp_path / "args").read_text().splitlines()
    assert calls[0] == "connect /dev/ttyACM1 fs ls :/matches"
    assert calls[2].startswith("connect /dev/ttyACM1 fs cp :/matches/00/98_0001.log")


def test_pull_says_so_when_no_pico_answers(tmp_path, fake_mpremote, monkeypatch):
    monkeypatch.setenv("FAKE_FAIL", "1")
    r = host_sim(["pull", "--port", "COM7", str(tmp_path / "out")], path=fake_mpremote)
    assert r.returncode == 1
    assert r.stderr.strip() == "pull: no Pico answered on COM7 (mpremote: mpremote: no device found)"


def test_pull_says_so_when_mpremote_is_not_installed(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(sys, "executable", str(tmp_path / "python3"))
    assert cmd_pull.main([str(tmp_path / "out")]) == 1
    assert "mpremote is not installed" in capsys.readouterr().err


def test_pull_names_a_damaged_log_and_still_copies_the_rest(tmp_path, fake_mpremote):
    s = saved(tmp_path, OPEN, OVER)
    with open(s.path(1), "a") as f:
        f.write("trick 6S 6S\n")
    r = host_sim(["pull", str(tmp_path / "out")], path=fake_mpremote)
    assert r.returncode == 2
    assert r.stderr.strip().startswith(str(tmp_path / "out" / "matches" / "0001.log") + ":19: ")
    assert sorted(os.listdir(tmp_path / "out" / "matches")) == ["0001.log", "0002.log"]


def test_pull_skips_and_reports_names_the_device_does_not_write(tmp_path, fake_mpremote,
                                                                monkeypatch):
    saved(tmp_path, OPEN)
    monkeypatch.setenv("FAKE_NAMES",
                       "../../x.log,/etc/x.log,\u00b2\u00b3.log,a\x1b[2Jb.log,05_0001.log")
    r = host_sim(["pull", str(tmp_path / "out")], path=fake_mpremote)
    assert r.returncode == 2
    assert r.stderr.splitlines() == [
        "pull: skipped ../../x.log: not a name the device writes",
        "pull: skipped /etc/x.log: not a name the device writes",
        "pull: skipped \u00b2\u00b3.log: not a name the device writes",
        "pull: skipped a\\x1b[2Jb.log: not a name the device writes",
        "pull: skipped 05_0001.log: not a name the device writes"]   # its order is not 98
    assert sorted(os.listdir(tmp_path / "out" / "matches")) == ["0001.log"]
    assert sorted(os.listdir(tmp_path)) == ["args", "bin", "out", "pico"]
    calls = (tmp_path / "args").read_text()
    assert "x.log" not in calls and "b.log" not in calls and "05_" not in calls  # not asked


def test_pull_copies_a_damaged_original_with_the_matches(tmp_path, fake_mpremote):
    s = saved(tmp_path, OPEN)
    shutil.copy(s.path(1), s.path(1, "bad"))
    r = host_sim(["pull", str(tmp_path / "out")], path=fake_mpremote)
    assert r.returncode == 0, r.stderr
    assert sorted(os.listdir(tmp_path / "out" / "matches")) == ["0001.bad", "0001.log"]


def test_pull_takes_a_file_named_by_earlier_firmware_under_its_number(tmp_path, fake_mpremote):
    s = saved(tmp_path, OPEN, OVER)
    os.rename(s.path(1), os.path.join(os.path.dirname(s.path(1)), "0001.log"))
    r = host_sim(["pull", str(tmp_path / "out")], path=fake_mpremote)
    assert r.returncode == 0, r.stderr
    assert sorted(os.listdir(tmp_path / "out" / "matches")) == ["0001.log", "0002.log"]
    assert (tmp_path / "out" / "matches" / "0002.log").read_bytes() == \
        open(s.path(2), "rb").read()


def test_pull_keeps_a_flat_file_and_a_foldered_file_of_one_number_both(tmp_path,
                                                                      fake_mpremote):
    s = saved(tmp_path, OPEN)
    flat = os.path.join(str(tmp_path / "pico" / "matches"), "0001.log")
    with open(flat, "wb") as f:         # another match under the same number
        f.write(open(s.path(1), "rb").read().replace(b"Ana", b"Cleo"))
    r = host_sim(["pull", str(tmp_path / "out")], path=fake_mpremote)
    assert r.returncode == 0, r.stderr
    out = tmp_path / "out" / "matches"
    assert sorted(os.listdir(out)) == ["0001-2.log", "0001.log"]
    got = sorted(open(os.path.join(out, n), "rb").read() for n in os.listdir(out))
    assert got == sorted([open(s.path(1), "rb").read(), open(flat, "rb").read()])


def test_an_empty_data_folder_is_refused_before_anything_is_written(tmp_path, monkeypatch):
    from host_sim.sim.device import Device
    monkeypatch.chdir(tmp_path)
    with pytest.raises(ValueError, match="empty data folder"):
        Device(data_dir="")
    assert os.listdir(tmp_path) == []


def test_score_of_a_fifo_says_it_is_no_file_and_does_not_wait(tmp_path):
    fifo = tmp_path / "f.log"
    os.mkfifo(fifo)
    r = host_sim(["score", str(fifo)])
    assert r.returncode == 1 and r.stderr.strip() == "%s: cannot read: not a regular file" % fifo


def test_sheet_of_a_fifo_says_it_is_no_file_and_does_not_wait(tmp_path):
    fifo = tmp_path / "f.log"
    os.mkfifo(fifo)
    r = host_sim(["sheet", str(fifo)])
    assert r.returncode == 1 and "not a regular file" in r.stderr


def test_sheet_with_settings_linked_to_dev_zero_reads_a_bounded_part(tmp_path):
    saved(tmp_path, OPEN)
    data = tmp_path / "pico" / "matches"
    os.symlink("/dev/zero", data / "settings")
    r = host_sim(["sheet", str(data / "00" / "98_0001.log"), "--data", str(data)])
    assert r.returncode == 0, r.stderr
    assert "Ana" in r.stdout


def test_pull_refuses_unknown_arguments():
    r = host_sim(["pull", "--bogus"])
    assert r.returncode == 1 and r.stderr.startswith("usage:")


def test_an_option_without_its_value_gives_the_usage():
    for args in (["pull", "--port"], ["sheet", "examples/pomme.log", "--png"]):
        r = host_sim(args)
        assert r.returncode == 1 and r.stderr.startswith("usage:"), args


# -- sheet -----------------------------------------------------------------------------

def test_sheet_prints_the_deals_the_tallies_and_the_winner(tmp_path):
    p = tmp_path / "m.log"
    p.write_text(OVER)
    r = host_sim(["sheet", str(p)])
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0] == "La Pomme: Ana, Ben"
    deal = lines.index("deal  trump  points  point  pomme  net    points  point  pomme  net")
    # deal 1, clubs trump: Ana 23 and net 0, Ben 54, the point, net 1
    assert lines[deal + 1].split() == ["1", "\u2663", "23", "0", "54", "1", "1"]
    assert "Ben: points 1, pommes 0, net 1" in lines
    assert lines[-1] == "winner: Ben"


def test_sheet_reads_a_match_file_copied_off_the_device(tmp_path):
    s = saved(tmp_path, OVER)
    r = host_sim(["sheet", s.path(1)])
    assert r.returncode == 0 and r.stdout.splitlines()[-1] == "winner: Ben"


def test_sheet_draws_the_sheet_as_a_picture(tmp_path):
    p = tmp_path / "m.log"
    p.write_text(OPEN)
    png = tmp_path / "sheet.png"
    r = host_sim(["sheet", str(p), "--png", str(png)])
    assert r.returncode == 0, r.stderr
    w, h, rows = read_png(str(png))
    assert "sheet drawn in %s (%dx%d)" % (png, w, h) in r.stderr
    assert w > 400 and h > 200
    assert sum(row.count(0) for row in rows) > 5000           # not a blank page


def test_sheet_names_the_line_where_a_log_became_impossible(tmp_path):
    p = tmp_path / "m.log"
    p.write_text(OPEN + "trick 6S 6S\n")
    r = host_sim(["sheet", str(p), "--png", str(tmp_path / "x.png")])
    assert r.returncode == 2
    assert r.stderr.strip().startswith("%s:18: " % p)
    assert not (tmp_path / "x.png").exists()


def test_sheet_of_a_file_that_cannot_be_read(tmp_path):
    p = tmp_path / "m.log"
    p.write_bytes(b"game pomme\n\xff\xfe\n")
    r = host_sim(["sheet", str(p)])
    assert r.returncode == 1 and "cannot read" in r.stderr


# -- pull never overwrites (issue 23, findings 3, 6, 7) ------------------------------------

def _pulled(tmp_path):
    folder = tmp_path / "out" / "matches"
    return {n: (folder / n).read_bytes() for n in sorted(os.listdir(folder))}


def _device(tmp_path, *texts):
    """The fake Pico's flash holding these matches (the one before it emptied)."""
    shutil.rmtree(tmp_path / "pico", ignore_errors=True)
    return saved(tmp_path, *texts)


def test_pull_twice_from_the_same_device_leaves_the_first_copy_as_it_is(tmp_path,
                                                                       fake_mpremote):
    _device(tmp_path, OPEN, OVER)
    host_sim(["pull", str(tmp_path / "out")], path=fake_mpremote)
    first = _pulled(tmp_path)
    r = host_sim(["pull", str(tmp_path / "out")], path=fake_mpremote)
    assert r.returncode == 0, r.stderr
    assert _pulled(tmp_path) == first
    assert "(0 new, 0 longer, 0 kept beside, 2 already there)" in r.stdout


def test_pull_of_a_match_that_went_on_replaces_the_earlier_copy(tmp_path, fake_mpremote):
    s = _device(tmp_path, OPEN)
    host_sim(["pull", str(tmp_path / "out")], path=fake_mpremote)
    assert s.save(1, OPEN + "trick KC 6C\n") == []
    r = host_sim(["pull", str(tmp_path / "out")], path=fake_mpremote)
    assert r.returncode == 0, r.stderr
    assert _pulled(tmp_path) == {"0001.log": open(s.path(1), "rb").read()}
    assert "(0 new, 1 longer, 0 kept beside, 0 already there)" in r.stdout


def test_pull_from_another_device_keeps_both_matches_of_one_number(tmp_path, fake_mpremote):
    _device(tmp_path, OPEN, OVER, OPEN)               # device A: 0001-0003
    host_sim(["pull", str(tmp_path / "out")], path=fake_mpremote)
    a = _pulled(tmp_path)
    b = _device(tmp_path, OVER, OPEN)                  # device B: 0001-0002, other matches
    r = host_sim(["pull", str(tmp_path / "out")], path=fake_mpremote)
    assert r.returncode == 0, r.stderr
    got = _pulled(tmp_path)
    assert {n: got[n] for n in a} == a                 # A's copies untouched
    assert got["0001-2.log"] == open(b.path(1), "rb").read()
    assert got["0002-2.log"] == open(b.path(2), "rb").read()
    out = tmp_path / "out" / "matches"
    assert r.stdout.splitlines()[:2] == [
        "0001.log differs from the 0001.log already in %s: kept as 0001-2.log" % out,
        "0002.log differs from the 0002.log already in %s: kept as 0002-2.log" % out]


def test_pull_reports_a_file_the_pico_cannot_read_and_copies_the_others(tmp_path,
                                                                       fake_mpremote,
                                                                       monkeypatch):
    _device(tmp_path, OPEN, OVER, OPEN)
    monkeypatch.setenv("FAKE_UNREADABLE", "97_0002.log")
    r = host_sim(["pull", str(tmp_path / "out")], path=fake_mpremote)
    assert r.returncode == 2
    assert r.stderr.splitlines() == [
        "pull: could not copy /matches/00/97_0002.log (mpremote: cp: "
        "/matches/00/97_0002.log: Input/output error)"]
    assert sorted(_pulled(tmp_path)) == ["0001.log", "0003.log"]


def _a_file(tmp_path):
    (tmp_path / "file").write_text("x")
    return str(tmp_path / "file")


def _matches_a_file(tmp_path):
    (tmp_path / "dir").mkdir()
    (tmp_path / "dir" / "matches").write_text("x")
    return str(tmp_path / "dir")


# (the arguments, made from tmp_path; the one line said; the exit status)
PATH_MISTAKES = [
    (lambda t: ["pull", _a_file(t)], "pull: {0}/file is a file, not a folder", 1),
    (lambda t: ["pull", _matches_a_file(t)], "pull: {0}/dir/matches is a file, not a folder",
     1),
    (lambda t: ["pull", _a_file(t) + "/sub"],
     "pull: cannot make folder {0}/file/sub: Not a directory", 1),
    (lambda t: ["run", "--keys", "0", "--log", "/nonexistent/x.log"],
     "run: cannot write /nonexistent/x.log: No such file or directory", 1),
    (lambda t: ["run", "--keys", "0", "--screenshot", "/nonexistent/x.png"],
     "run: cannot write /nonexistent/x.png: No such file or directory", 1),
    (lambda t: ["run", "--keys", "0", "--data", _a_file(t)],
     "run: cannot use {0}/file: File exists", 1),
    (lambda t: ["run", "--keys", "0", "--data", _a_file(t) + "/sub"],
     "run: cannot use {0}/file/sub: Not a directory", 1),
    (lambda t: ["sheet", "examples/pomme.log", "--png", "/nonexistent/x.png"],
     "/nonexistent/x.png: cannot write: [Errno 2] No such file or directory: "
     "'/nonexistent/x.png'", 1),
    (lambda t: ["score", "/nonexistent/x.log"],
     "/nonexistent/x.log: cannot read: No such file or directory", 1),
    (lambda t: ["sheet", "/nonexistent/x.log"],
     "/nonexistent/x.log: cannot read: No such file or directory", 1),
]


@pytest.mark.parametrize("case", range(len(PATH_MISTAKES)))
def test_a_path_mistake_is_one_line_and_an_exit_status(tmp_path, fake_mpremote, case):
    make_args, said, status = PATH_MISTAKES[case]
    _device(tmp_path, OPEN)
    # The tools cut a path they show at 80 characters (cli.logfile.shown): the paths of
    # the mistakes are in a short folder, whatever the test's (pytest-xdist's are longer).
    with tempfile.TemporaryDirectory(prefix="pm") as short:
        r = host_sim(make_args(pathlib.Path(short)), path=fake_mpremote)
        assert r.stderr.splitlines() == [said.format(short)]
    assert r.returncode == status
