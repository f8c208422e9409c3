"""The phone page's statistics and score sheets (docs/web.md, The table's archive): the
host's own `stats` and `sheet --svg` code run by the page's MicroPython (host_sim/stats/
phone.py, shipped by host_sim/web/build.py) gives what the host's commands give for the
same logs in each language: the examples of every game and the tests' saved layouts."""

import glob
import json
import os

import pytest

from host_sim.cli import cmd_sheet, cmd_stats
from host_sim.web.node import NodePage

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LOGS = sorted(glob.glob(os.path.join(ROOT, "examples", "*.log"))
              + glob.glob(os.path.join(ROOT, "tests", "layouts", "**", "*.log"), recursive=True))


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


@pytest.fixture(scope="module")
def page(web_site):
    """A page in English holding every log of LOGS (opened together, as "Open logs")."""
    p = NodePage(web_site)
    p.key("#")                              # English, the language list's first
    pairs = [[os.path.relpath(f, ROOT), read(f)] for f in LOGS]
    p.send({"python": "page.open_logs(%r, 0)" % json.dumps(pairs)})
    yield p
    p.close()


def pulled(page, folder):
    """The page's saved files written into `folder`, as a device's pulled folder."""
    for path, data in page.kept().items():
        target = folder / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    return folder


def saved_logs(page):
    return sorted(p for p in page.kept() if p.endswith(".log"))


def test_the_page_holds_a_match_of_every_game():
    games = {line.split()[1] for f in LOGS for line in read(f).splitlines()
             if line.startswith("game ")}
    assert games >= {
        "pomme", "jass", "schieber", "differenzler", "abstrac", "coiffeur"}


@pytest.mark.parametrize("lang", ["en", "de", "fr", "es"])
def test_the_pages_statistics_are_the_hosts_stats_of_its_saved_logs(page, tmp_path, capsys, lang):
    got = page.python("from host_sim.stats import phone\n"
                      "result = phone.stats_text(page.backup(), %r)" % lang)
    folder = pulled(page, tmp_path / "pulled")
    capsys.readouterr()
    assert cmd_stats.main([str(folder), "--lang", lang]) == 0
    want = capsys.readouterr().out
    assert got + "\n" == want
    if lang == "en":
        assert "Head to head" in got and "Partners" in got and "points per deal" in got


def test_a_page_with_no_saved_match_says_no_matches_as_stats_does(web_site):
    p = NodePage(web_site)
    try:
        p.key("#")
        assert p.python("from host_sim.stats import phone\n"
                        "result = phone.stats_text(page.backup(), 'en')") == "no matches"
    finally:
        p.close()


def host_svg(tmp_path, path, lang):
    out = tmp_path / "host.svg"
    assert cmd_sheet.main([str(path), "--svg", str(out), "--lang", lang]) == 0
    return out.read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", ["en", "de", "fr", "es"])
def test_every_saved_matchs_sheet_on_the_page_is_the_hosts_svg(page, tmp_path, capsys, lang):
    folder = pulled(page, tmp_path / "pulled")
    logs = saved_logs(page)
    assert len(logs) >= 6
    for rel in logs:
        got = page.python("from host_sim.stats import phone\n"
                          "result = phone.sheet_svg('x\\n' + open('/data/%s').read(), %r)"
                          % (rel, lang))
        assert got == host_svg(tmp_path, folder / rel, lang), rel
    capsys.readouterr()


def test_the_sheet_of_the_match_pointed_at_is_in_the_pages_language(web_site, tmp_path, capsys):
    p = NodePage(web_site)
    try:
        p.key("8")                          # Deutsch, the language list's second
        p.key("#")
        p.open_log(read(os.path.join(ROOT, "examples", "jass.log")))
        got = p.python("from host_sim.stats import phone\n"
                       "from picotafel import lang\n"
                       "result = phone.sheet_svg(page.download(), lang.current())")
        [rel] = saved_logs(p)
        folder = pulled(p, tmp_path / "pulled")
        assert got == host_svg(tmp_path, folder / rel, "de")
        assert "<title>Punkteblatt - Jass: " in got
    finally:
        p.close()
    capsys.readouterr()


TIES = [40.25, 41.25, 0.125, 0.375, -0.125, 2.675, 160.125, 1.005, -0.0, 0.0, 1e20, 123.455]


def test_figures_with_decimals_are_written_as_cpython_writes_them():
    import random
    from host_sim.sheet.sheet_fixed import fixed, fmt
    rng = random.Random(37)
    values = TIES + [rng.uniform(-500, 500) for _ in range(3000)] + [
        rng.randint(-10 ** 5, 10 ** 5) / 8 for _ in range(1000)]
    for v in values:
        for places in (0, 1, 2, 3):
            assert fixed(v, places) == "%.*f" % (places, v), (v, places)
    assert fmt('<a x="%.2f" n="%s" k="%d%%" w="%g"/>', (40.125, "Ana", 7, 210.0)) == \
        '<a x="%.2f" n="%s" k="%d%%" w="%g"/>' % (40.125, "Ana", 7, 210.0)


def test_micropython_writes_the_figures_with_decimals_as_cpython_does(tmp_path):
    import shutil
    import subprocess
    from mpy import MICROPYTHON as mp
    if mp is None:
        pytest.skip("no MicroPython unix port in .venv: run 'make venv'")
    shutil.copy(os.path.join(ROOT, "host_sim", "sheet", "sheet_fixed.py"), tmp_path / "sheet_fixed.py")
    script = ("import sys\nsys.path.insert(0, %r)\nfrom sheet_fixed import fixed\n"
              "for v in %r:\n    print(fixed(v, 1), fixed(v, 2))\n" % (str(tmp_path), TIES))
    out = subprocess.run([mp, "-c", script], capture_output=True, text=True, timeout=60)
    assert out.stdout.splitlines() == ["%.1f %.2f" % (v, v) for v in TIES], out.stderr
