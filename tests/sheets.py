"""What the score sheet's tests share (tests/host/test_sheet.py and each game's
tests/host/test_<game>_sheet.py): the example logs, the `python3 -m host_sim` command, the
SVG's texts and rows, the golden pictures."""

import os
import subprocess
import sys
import xml.etree.ElementTree as ET

from host_sim.sheet import sheet_png
from host_sim.sheet.sheet_svg import svg
from host_sim.sim.png import read_png

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GOLDEN = os.path.join(ROOT, "tests", "golden", "sheet")
SVG = "{http://www.w3.org/2000/svg}"


def example_path(game):
    """The example log of `game`, from the repository's root (examples/<game>.log)."""
    return os.path.join("examples", game + ".log")


def example(game):
    with open(os.path.join(ROOT, example_path(game)), encoding="utf-8") as f:
        return f.read()


def host_sim(args):
    return subprocess.run([sys.executable, "-m", "host_sim"] + args, cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def texts(el):
    return [t.text or "" for t in el.iter(SVG + "text")]


def svg_rows(sheet, lang):
    """The text of each deal's row of the sheet's SVG (empty cells are not drawn)."""
    root = ET.fromstring(svg(sheet, lang))
    return [texts(g) for g in root.iter(SVG + "g") if g.get("class") == "deal"]


def in_order(wanted, got):
    """Every item of `wanted` in `got`, in that order."""
    it = iter(got)
    return all(any(w == g for g in it) for w in wanted)


def check_golden_png(sheet, lang, name, tmp_path):
    """The PNG of `sheet` in `lang` is the golden picture tests/golden/sheet/`name`
    (PICOTAFEL_UPDATE_GOLDEN=1 writes it instead)."""
    got = str(tmp_path / name)
    sheet_png.draw(sheet, lang, got)
    path = os.path.join(GOLDEN, name)
    if os.environ.get("PICOTAFEL_UPDATE_GOLDEN"):
        os.replace(got, path)
        got = path
    assert read_png(got) == read_png(path), \
        "%s changed: look at it, then PICOTAFEL_UPDATE_GOLDEN=1 make test" % name
