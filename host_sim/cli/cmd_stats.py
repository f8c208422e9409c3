"""Statistics over many matches: `stats PATH... [--json] [--same NAME=NAME] [--lang L]`.

PATH is a match log or a folder of them (a device's pulled folder, several devices'
pulled into one, the phone's export); the same match found twice counts once. Per player
and game: finished matches and those won, unfinished ones, deals played, revokes, then
the game's own figures, head to head and partners (docs/statistics.md). `--same Bea=Beatrice`
counts the name Bea as Beatrice (one person under two names; repeat for more). The text
view's words are English unless `--lang de|fr|es` asks for another (stats_words.py). Each file
that is not a match log, each damaged log and each empty folder is said in one line on
stderr and the rest is counted: exit 2 if anything was, 1 for a usage error, else 0.
"""

import json
import sys

from host_sim.cli.args import take_value
from host_sim.stats.logs import read_all
from host_sim.stats.figures import collect
from host_sim.stats.text import render
from host_sim.stats.stats_words import LANGS, DEFAULT, WORDS

USAGE = ("usage: python3 -m host_sim stats PATH... [--json] [--same NAME=NAME] [--lang %s]"
         % "|".join(LANGS))


def take_same(args):
    """Remove every `--same A=B` from `args`: {A: B}; ValueError for a malformed one."""
    same = {}
    while "--same" in args:
        pair = take_value(args, "--same")
        a, eq, b = pair.partition("=")
        if not eq or not a or not b:
            raise ValueError("--same takes NAME=NAME, not %r" % pair)
        same[a] = b
    return same


def main(argv):
    args = [a for a in argv if a != "--json"]
    try:
        same = take_same(args)
        lang = take_value(args, "--lang") or DEFAULT
    except ValueError as e:
        print("stats: %s" % e, file=sys.stderr)
        return 1
    if lang not in LANGS:
        print("stats: no language %r: choose one of %s" % (lang, ", ".join(LANGS)),
              file=sys.stderr)
        return 1
    if not args or any(a.startswith("--") for a in args):
        print(USAGE, file=sys.stderr)
        return 1
    matches, problems = read_all(args)
    for line in problems:
        print(line, file=sys.stderr)
    stats = collect(matches, same)
    if "--json" in argv:
        print(json.dumps(stats.as_json(), ensure_ascii=False))
    else:
        print("\n".join(render(stats, lang) or [WORDS[lang]["none"]]))
    return 2 if problems else 0
