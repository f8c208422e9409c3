"""The rooms of tests/: which folder each test file belongs in, and the script that puts
it there.

The rooms mirror the code's (docs/engineering.md, Tests). A test file is named by what
it checks, and its name says its room: the first rule below that matches it. The shared
helpers (conftest.py, support.py, screens.py, mpy.py...) and the test data (golden/,
layouts/) stay in tests/ itself, where every room imports and reads them; a test file
never lies there (tests/docs/test_rooms.py checks both).

    python3 tests/docs/rooms.py          # git mv every test file into its room (a flat
                                         # one's ROOT one folder further up), then name it
                                         # by its new path wherever the repository names
                                         # it by an old one
    python3 tests/docs/rooms.py --check  # only list what is out of place (exit status 1)

A new test file whose name no rule matches: add a rule (or name the file after what it
checks). Standard library only.
"""

import os
import re
import subprocess
import sys

TESTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(TESTS)

# room: what it holds
ROOMS = {
    "core": "what every game shares (firmware core/): revoke, points, the core under MicroPython",
    "games": "each game's rules and properties (firmware games/), the game contract, Kurz",
    "lang": "the words (firmware lang/)",
    "screens": "the screens through the real ui (firmware screens/), fonts and drawing",
    "saving": "saved matches, damage and power cuts (firmware saving/)",
    "hw": "the device layer on fake hardware (firmware hw/, device.py's loop)",
    "host": "the host tools (host_sim/): score, sheet, stats, export, pull, the simulator",
    "pico": "the firmware on the emulated Pico (host_sim/emu, host_sim/pico), its Node tests",
    "web": "the device as a web page (host_sim/web, firmware web/)",
    "hardware": "hardware/: pins, wiring, the case, the power figures, the build guide",
    "firmware": "the toolchain: mpy-cross, pyright, the import layers, make firmware and deploy",
    "docs": "the docs say what the code does; these rooms",
}

# (pattern of the file's name without .py, room): the first that matches wins.
RULES = [
    (r"test_revoke_.*|test_points_rules|test_micropython", "core"),
    (r"test_game_.*|test_kurz_.*|test_[a-z]+_(rules|properties|melds)", "games"),
    (r"test_[a-z]+_sheet|test_sheet.*|test_score_tool|test_stats|test_export|test_host_.*"
     r"|test_hostile_input|test_sim_.*|test_layers", "host"),
    (r"test_pico.*|test_cmd_emu", "pico"),
    (r"test_web.*", "web"),
    (r"test_hardware|test_hw_guide|test_case|test_power_doc", "hardware"),
    (r"test_hw.*|test_loop.*|test_sound", "hw"),
    (r"test_storage.*|test_trick_kept.*", "saving"),
    (r"test_lang.*", "lang"),
    (r"test_ui_.*|test_heap|test_font|test_gfx|test_hint_keys|test_keytest|test_options_kept",
     "screens"),
    (r"test_toolchain|test_deploy|test_import_layers", "firmware"),
    (r"test_docs.*|test_rooms", "docs"),
]


def room_of(name):
    """The room of the test file `name` (test_x.py), or None if no rule matches it."""
    stem = name[:-3] if name.endswith(".py") else name
    for pattern, room in RULES:
        if re.fullmatch(pattern, stem):
            return room
    return None


def is_test(name):
    return name.startswith("test_") and name.endswith(".py")


def test_files(tests=TESTS):
    """(folder relative to tests/, name) of every test file under tests/: '' for tests/
    itself."""
    out = []
    for folder, dirs, names in os.walk(tests):
        dirs[:] = sorted(d for d in dirs if d not in ("__pycache__", "node_modules"))
        rel = os.path.relpath(folder, tests)
        for name in sorted(names):
            if is_test(name):
                out.append(("" if rel == "." else rel, name))
    return out


def misplaced(tests=TESTS):
    """(now, should) paths relative to the repository of every test file not in its room;
    should is None where no rule names the file's room."""
    out = []
    for folder, name in test_files(tests):
        room = room_of(name)
        if folder != room:
            now = os.path.join("tests", folder, name) if folder else os.path.join("tests", name)
            out.append((now, os.path.join("tests", room, name) if room else None))
    return out


# The repository's top as a test file in tests/ itself finds it, and as one in a room does.
FLAT_ROOT = "os.path.dirname(os.path.dirname(os.path.abspath(__file__)))"
ROOM_ROOT = "os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))"


def deepen(text):
    """A flat test file's text for its room: the repository's top one folder further up.
    Its other uses of __file__ are left for a person to read (move() names the file)."""
    return text.replace(FLAT_ROOT, ROOM_ROOT)


def move(root=ROOT):
    """git mv every misplaced test file into its room; the moves made. A file that was flat
    in tests/ finds the repository's top anew (deepen); one that names __file__ otherwise
    is said, to be read."""
    moved = []
    for now, should in misplaced(os.path.join(root, "tests")):
        if should is None:
            print("%s: no room for it, add a rule to tests/docs/rooms.py" % now, file=sys.stderr)
            continue
        os.makedirs(os.path.join(root, os.path.dirname(should)), exist_ok=True)
        subprocess.run(["git", "mv", now, should], cwd=root, check=True)
        if now.count("/") == 1:
            path = os.path.join(root, should)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            if deepen(text) != text:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(deepen(text))
            if "__file__" in deepen(text).replace(ROOM_ROOT, ""):
                print("%s: read its other uses of __file__, it is one folder deeper now"
                      % should, file=sys.stderr)
        moved.append((now, should))
    return moved


def where(tests=TESTS):
    """{test file's name: its path from the repository's top}."""
    return {name: os.path.join("tests", folder, name) for folder, name in test_files(tests)}


# Not the repository's own text: what tools install or write.
NOT_OURS = {".git", ".venv", "node_modules", "__pycache__", "build", "sim-data",
            ".pytest_cache", ".hypothesis", "golden"}


def texts(root=ROOT):
    """(path from the repository's top, text) of every text file of the repository."""
    for folder, dirs, names in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in NOT_OURS)
        for name in sorted(names):
            path = os.path.join(folder, name)
            try:
                with open(path, encoding="utf-8") as f:
                    yield os.path.relpath(path, root), f.read()
            except (UnicodeDecodeError, OSError):
                continue


PATH = r"\btests/(?:[a-z]+/)?(test_\w+\.py)\b"     # a test file named by its path


def stale_references(text, places):
    """The paths in `text` that name a test file of tests/ by a path it no longer has,
    each with the one it has now."""
    out = []
    for m in re.finditer(PATH, text):
        name = m.group(1)
        if name in places and m.group(0) != places[name]:
            out.append((m.group(0), places[name]))
    return out


def refer(root=ROOT):
    """Rewrite, in every text file of the repository, each path of a test file that it no
    longer has into the one it has; the files changed."""
    places = where(os.path.join(root, "tests"))
    changed = []
    for rel, text in list(texts(root)):
        if not stale_references(text, places):
            continue
        new = re.sub(PATH, lambda m: places.get(m.group(1), m.group(0)), text)
        with open(os.path.join(root, rel), "w", encoding="utf-8") as f:
            f.write(new)
        changed.append(rel)
    return changed


def main(argv):
    if "--check" in argv:
        wrong = misplaced()
        for now, should in wrong:
            print("%s -> %s" % (now, should or "(no rule: add one to tests/docs/rooms.py)"))
        return 1 if wrong else 0
    for now, should in move():
        print("moved %s -> %s" % (now, should))
    if "--no-refer" not in argv:
        for rel in refer():
            print("named anew in %s" % rel)
    return 1 if misplaced() else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
