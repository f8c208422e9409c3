# Power-on: picotafel/device.py (why this file is so short: its docstring).
import machine
import select
import sys
import time
from picotafel.device import run
from picotafel.hw.console import Console
run(machine, time, Console(sys.stdin, select))
