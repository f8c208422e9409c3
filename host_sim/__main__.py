"""python3 -m host_sim [COMMAND] ...  (no command, or only options: the simulator).

Each command is a module host_sim/cli/cmd_<name>.py with a `main(argv) -> exit status` and a
one-line docstring; adding a command adds a file and touches nothing else.
"""

import os
import sys

import host_sim  # noqa: F401  (puts firmware/ on the path)


def commands():
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cli")
    return sorted(f[4:-3] for f in os.listdir(here) if f.startswith("cmd_") and f.endswith(".py"))


def usage():
    lines = ["usage: python3 -m host_sim [COMMAND] ..."]
    for name in commands():
        mod = __import__("host_sim.cli.cmd_" + name, fromlist=["main"])
        lines.append("  %-7s %s" % (name, (mod.__doc__ or "").strip().splitlines()[0]))
    return "\n".join(lines)


def main(argv):
    if argv and argv[0].startswith("--") and argv[0] != "--help":
        argv = ["sim"] + argv          # `--data DIR` and the like: the simulator's options
    cmd = argv[0] if argv else "sim"
    if cmd in ("-h", "--help", "help"):
        print(usage())
        return 0
    if cmd not in commands():
        print(usage(), file=sys.stderr)
        return 1
    mod = __import__("host_sim.cli.cmd_" + cmd, fromlist=["main"])
    return mod.main(argv[1:])


sys.exit(main(sys.argv[1:]))
