"""Replay keypad keys headless: `run --keys "..." [--screenshot PNG] [--log LOG] [--data DIR] [--lang L]`.

Keys are the device's: 1-9 ranks 6..A (or digits), A-D suits S H D C, * undo, # OK,
0 menu; '.' waits one second. Prints the final screen in braille. The screens speak
--lang (en de fr es), else the language kept in --data, else English.
"""

import argparse
import os
import sys

from host_sim.cli.args import language
from host_sim.sim.device import Device, play_keys
from host_sim.cli.logfile import shown
from picotafel import lang


def main(argv):
    ap = argparse.ArgumentParser(prog="python3 -m host_sim run")
    ap.add_argument("--keys", required=True)
    ap.add_argument("--screenshot")
    ap.add_argument("--log")
    ap.add_argument("--data", help="folder to keep matches in, as the device's flash")
    ap.add_argument("--lang", choices=lang.CODES,
                    help="the screens' language (default: the one kept in --data, else en)")
    args = ap.parse_args(argv)
    if args.data is not None:
        try:                            # as sim: a folder the matches can be kept in
            os.makedirs(args.data, exist_ok=True)
        except OSError as e:
            print("run: cannot use %s: %s" % (shown(args.data), shown(e.strerror or str(e))),
                  file=sys.stderr)
            return 1
    dev = Device(data_dir=args.data, lang=language(args.lang, args.data), inside=True)
    try:
        play_keys(dev, args.keys)
    except ValueError as e:
        print("run: %s" % e, file=sys.stderr)
        return 2
    from host_sim.sim.term import braille_lines
    print("\n".join(braille_lines(dev.buf)))
    try:
        if args.screenshot:
            from host_sim.sim.screenshot import save_png
            path = args.screenshot
            save_png(dev.buf, path)
        if args.log:
            path = args.log
            with open(path, "w", encoding="utf-8") as f:
                f.write(dev.log())
    except OSError as e:                # a path mistake: one line, no traceback
        print("run: cannot write %s: %s" % (shown(path), shown(e.strerror or str(e))),
              file=sys.stderr)
        return 1
    return 0
