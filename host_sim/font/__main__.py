"""`python3 -m host_sim.font`: write font.SMALL in firmware/picotafel/screens/font.py from
host_sim/font/small.txt."""

import sys

from host_sim.font import FONT_PY, write_small

if __name__ == "__main__":
    write_small()
    print("wrote SMALL in %s" % FONT_PY)
    sys.exit(0)
