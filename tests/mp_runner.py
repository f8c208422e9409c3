"""Run test modules under MicroPython (the unix port has no unittest or pytest).

    micropython -X heapsize=100k tests/mp_runner.py test_cards test_pomme_rules ...

Imports each module, calls every function named test_*, prints a line per failure and a
closing 'N passed, N failed'. Exit status 1 if anything failed or no test ran.
"""

import gc
import sys

HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
sys.path.insert(0, HERE)
sys.path.insert(0, HERE + "/../firmware")


def main(names):
    passed = failed = 0
    for name in names:
        mod = __import__(name)
        tests = sorted(k for k in dir(mod) if k.startswith("test_"))
        for t in tests:
            gc.collect()
            try:
                getattr(mod, t)()
                passed += 1
            except Exception as e:  # noqa: BLE001  (report every failure, go on)
                failed += 1
                print("FAIL %s.%s: %s: %s" % (name, t, type(e).__name__, e))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed or not passed else 0


sys.exit(main(sys.argv[1:]))
