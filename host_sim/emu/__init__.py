"""The emulated Pico's Python harness (docs/emulator.md): the firmware on rp2040js driven
from Python, the host simulator keyed beside it, and the power budget from its time
shares. The Node side stays in host_sim/pico/: `make venv` installs its npm packages
there (host_sim/pico/node_modules), and every checkout already has them at that path."""
