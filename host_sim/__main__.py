"""python3 -m host_sim [score|run|sim|sheet|pull] ...  (no argument: the simulator)."""

import sys

import host_sim  # noqa: F401  (puts firmware/ on the path)

USAGE = """usage: python3 -m host_sim [COMMAND] ...
  score LOG [--json]   the standings of a match log (- for standard input)"""


def main(argv):
    cmd = argv[0] if argv else "sim"
    if cmd == "score":
        from host_sim.score_tool import main as run
        return run(argv[1:])
    if cmd in ("-h", "--help", "help"):
        print(USAGE)
        return 0
    print(USAGE, file=sys.stderr)
    return 1


sys.exit(main(sys.argv[1:]))
