"""`python3 -m host_sim.bench` (make bench): every figure, one `name: value` a line."""

import sys

from host_sim.bench.bench import main

sys.exit(main())
