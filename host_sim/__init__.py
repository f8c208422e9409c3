"""The host side of picotafel: the simulator and the tools, on CPython's standard library.

It imports the shared core and ui from firmware/picotafel; nothing is copied.
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))   # the repository
FIRMWARE = os.path.join(ROOT, "firmware")
if FIRMWARE not in sys.path:
    sys.path.insert(0, FIRMWARE)
