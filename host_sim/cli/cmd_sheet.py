"""Print a match's score sheet: `sheet LOG [--png F] [--svg F] [--lang L] [--data DIR]`.

The sheet is the table of the deals with running totals, the notes of the deals (a
revoke, an annulled deal), the target and the winner, with the game's own picture (La
Pomme's chalk marks and apples, the Jass and Schieber chalk board of each side) and a chart
of the running totals deal by deal; `--svg F`
writes it for print (A4) and sharing, `--png F` as a picture for a quick look. The words are in
English, Deutsch, Français or Español (`--lang en|de|fr|es`; by default the language
kept on the device in DIR/settings, DIR being --data or ./sim-data, else English).
The figures are the `score` tool's (- reads standard input). Exit 2 with
`LOG:LINE: message` for a log that could not have happened, 1 for a file that cannot
be read or written.
"""

import sys

from host_sim.cli.args import take_value
from host_sim.cli.cmd_score import scored_text
from host_sim.sheet.sheet import build
from host_sim.sheet.sheet_text import text
from host_sim.sheet.sheet_words import LANGS, DEFAULT, device_lang

USAGE = ("usage: python3 -m host_sim sheet LOG [--png FILE] [--svg FILE] "
         "[--lang %s] [--data DIR]" % "|".join(LANGS))


def choose_lang(asked, data_dir):
    """The sheet's language: `asked`, else the device's setting, else English; None
    after saying why for a language the sheet does not speak."""
    if asked is not None:
        if asked not in LANGS:
            print("sheet: no language %r: choose one of %s" % (asked, ", ".join(LANGS)),
                  file=sys.stderr)
            return None
        return asked
    kept = device_lang(data_dir)
    if kept is None:
        return DEFAULT
    if kept not in LANGS:
        print("sheet: %s/settings names language %r, unknown here: English"
              % (data_dir, kept), file=sys.stderr)
        return DEFAULT
    return kept


def _write(path, what, write):
    try:
        size = write()
    except OSError as e:
        print("%s: cannot write: %s" % (path, e), file=sys.stderr)
        return False
    print("sheet %s in %s%s" % (what, path, " (%dx%d)" % size if size else ""),
          file=sys.stderr)
    return True


def main(argv):
    args = list(argv)
    try:
        png = take_value(args, "--png")
        svg = take_value(args, "--svg")
        lang = take_value(args, "--lang")
        data = take_value(args, "--data")
    except ValueError:
        print(USAGE, file=sys.stderr)
        return 1
    if len(args) != 1 or (args[0].startswith("-") and args[0] != "-"):
        print(USAGE, file=sys.stderr)
        return 1
    lang = choose_lang(lang, data or "sim-data")
    if lang is None:
        return 1
    s, log_text, status = scored_text(args[0])
    if s is None:
        return status
    sheet = build(s, lang, log_text)
    print("\n".join(text(sheet, lang)))
    if svg:
        from host_sim.sheet.sheet_svg import svg as as_svg

        def write_svg():
            with open(svg, "w", encoding="utf-8") as f:
                f.write(as_svg(sheet, lang))
        if not _write(svg, "written", write_svg):
            return 1
    if png:
        from host_sim.sheet.sheet_png import draw
        if not _write(png, "drawn", lambda: draw(sheet, lang, png)):
            return 1
    return 0
