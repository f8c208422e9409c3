"""Host tools on hostile input (docs/storage.md): every file that `score` and `sheet` are given,
and every folder the simulator starts on, gives a clear message in our words with its
exit status, bounded work, and nothing shown raw to the terminal."""

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HEAD = b"game pomme\nplayers Ana Ben\n"


def run(args, stdin=None):
    return subprocess.run([sys.executable, "-m", "host_sim"] + args, cwd=ROOT, input=stdin,
                          capture_output=True, timeout=60)


# (what, the file's bytes, exit status, the first line of stderr after "FILE")
TABLE = [
    ("a Unicode digit in an option", b"game pomme\noption target=\xc2\xb2\nplayers Ana Ben\n",
     2, ":2: option target takes a number from 1 to 99"),
    ("a Unicode digit in an estimate",
     b"game differenzler\nplayers A B C D\ndeal 6S\nestimate A \xc2\xb2\n",
     2, ":4: estimate '\u00b2' is not a number"),
    ("a byte order mark", b"\xef\xbb\xbf" + HEAD + b"deal JC\n", 0, None),
    ("escape sequences", HEAD + b"deal JC\ntrick JS \x1b[2J\n",
     2, ":4: '\\x1b[2J' is not a card (rank 6-A, suit S H D C)"),
    ("a bell in a name", b"game pomme\nplayers Ana B\x07n\n",
     2, ":2: name 'B\\x07n' may hold only letters, digits, - and _"),
    ("a line of a million bytes", HEAD + b"trick " + b"JS " * 333334 + b"\n",
     2, ":3: line longer than 200 characters"),
    ("a token of a thousand bytes", HEAD + b"X" * 1000 + b"\n",
     2, ":3: line longer than 200 characters"),
    ("a 25 MB trick line", HEAD + b"trick " + b"JS " * (25 * 1024 * 1024 // 3) + b"\n",
     1, ": cannot read: larger than 4 MiB, not a match log"),
    ("not UTF-8", HEAD + b"deal \xff\xfe\n", 1, ": cannot read: not UTF-8 text (line 3, byte 33)"),
    ("an empty file", b"", 2, ":1: empty log: it must start with 'game G'"),
    ("right-to-left and invisible characters",
     HEAD + "deal JC\ntrick JS \u202e\u200bKS\u2066\ufeff\n".encode(),
     2, ":4: '\\u202e\\u200bKS\\u2066\\ufeff' is not a card (rank 6-A, suit S H D C)"),
    ("a vertical tab between words", HEAD + b"deal JC\ntrick JS\x0b7S\n",
     2, ":4: '\\x0b' between words: only spaces and tabs separate them"),
    ("a form feed between words", HEAD + b"deal JC\ntrick JS \x0c 7S\n",
     2, ":4: '\\x0c' between words: only spaces and tabs separate them"),
    ("CRLF line ends and tabs", HEAD.replace(b"\n", b"\r\n") + b"deal\tJC\r\n", 0, None),
]


@pytest.mark.parametrize("tool", ["score", "sheet"])
@pytest.mark.parametrize("what,data,status,first", TABLE, ids=[t[0] for t in TABLE])
def test_a_hostile_log_gives_its_exit_status_and_a_message_in_our_words(
        tmp_path, tool, what, data, status, first):
    p = tmp_path / "m.log"
    p.write_bytes(data)
    r = run([tool, str(p)])
    err = r.stderr.decode()
    assert r.returncode == status, err
    if first is None:
        assert err == ""
    else:
        assert err.splitlines()[0] == str(p) + first
        assert "Traceback" not in err and "\x1b" not in err and len(err) < 300


def test_dev_zero_is_refused_without_reading_it_all():
    r = run(["score", "/dev/zero"])
    assert r.returncode == 1
    assert r.stderr.decode().strip() == "/dev/zero: cannot read: not a regular file"


def test_standard_input_is_bounded_too():
    r = run(["score", "-"], stdin=b"\x00" * (5 * 1024 * 1024))
    assert r.returncode == 1 and r.stderr.decode().startswith("-: cannot read: larger")


def test_a_file_name_with_escape_sequences_is_shown_escaped(tmp_path):
    p = tmp_path / "a\x1b[2Jb.log"
    p.write_bytes(b"game pomme\nplayers Ana Ben\ntrick 6S 6S\n")
    r = run(["score", str(p)])
    assert r.returncode == 2 and "\x1b" not in r.stderr.decode()


def test_the_simulator_starts_on_a_data_folder_of_hostile_files(tmp_path):
    (tmp_path / "\u00b2\u00b3.log").write_bytes(b"not ours")
    (tmp_path / "0001.log").write_bytes(b"game pomme\noption target=\xc2\xb2\nplayers Ana Ben\n")
    (tmp_path / "0002.log").write_bytes(b"\x1b[2J" * 100)
    r = run(["sim", "--data", str(tmp_path)], stdin=b"#")
    assert r.returncode == 0, r.stderr.decode()
    assert b"Traceback" not in r.stderr
    assert (tmp_path / "\u00b2\u00b3.log").read_bytes() == b"not ours"     # not ours: kept


def test_every_control_format_and_separator_character_is_shown_escaped():
    from host_sim.cli.logfile import shown
    assert shown("a\u202eb\u2066c\u200bd\ufeffe\u2028f\u2029g\x85h\U000e0001i\u00e9") == \
        "a\\u202eb\\u2066c\\u200bd\\ufeffe\\u2028f\\u2029g\\x85h\\U000e0001i\u00e9"
