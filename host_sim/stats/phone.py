"""The phone page's statistics and score sheets (docs/web.md, The table's archive): the
host's own `stats` and `sheet --svg` code, run in the page by MicroPython's WebAssembly
port over the logs the page holds. host_sim/web/build.py ships this module and what it
imports (PAGE_MODULES there) into the site; the page's script calls it with what the
firmware's Page gives (web/page.py: `backup()`, every saved log; `download()`, the log
of the match pointed at).

- stats_text(backup, lang): the text `python3 -m host_sim stats --lang L` prints for the
  same logs.
- sheet_svg(pointed, lang): the SVG `python3 -m host_sim sheet --svg` writes for the log.
"""

import json

from picotafel.core.score import score, LogError
from host_sim.stats.match import from_text
from host_sim.stats.figures import collect
from host_sim.stats.text import render
from host_sim.sheet.sheet import build
from host_sim.sheet.sheet_svg import svg
from host_sim.sheet.sheet_words import LANGS, DEFAULT
from host_sim.stats import stats_words


def matches(logs):
    """The MatchLogs of {path: log text}, a match found twice counted once and a log
    that is refused left out (as stats.logs.read_all; the page said why when it came in)."""
    seen = {}
    for path in sorted(logs):
        try:
            key, match = from_text(path, logs[path])
        except LogError:
            continue
        if match.statements and match.statements[0][0] == "game" and key not in seen:
            seen[key] = match
    return list(seen.values())


def stats_text(backup, lang=DEFAULT):
    """The statistics of every match of `backup` (the page's backup file, archive.py), as
    `stats --lang` writes them in language `lang` (English for one stats does not speak);
    "" if `backup` is empty (the page's error is on its screen)."""
    if not backup:
        return ""
    lang = lang if lang in stats_words.LANGS else stats_words.DEFAULT
    found = matches(json.loads(backup)["matches"])
    return "\n".join(render(collect(found), lang) or [stats_words.WORDS[lang]["none"]])


def sheet_svg(pointed, lang=DEFAULT):
    """The score sheet of the log `pointed` ("file name\\nlog text", the page's
    download()) as SVG in language `lang` (English for one the sheet does not speak);
    "" if there is no log (the page says why on its screen)."""
    if not pointed:
        return ""
    text = pointed[pointed.index("\n") + 1:]
    lang = lang if lang in LANGS else DEFAULT
    return svg(build(score(text), lang, text), lang)
