"""Seeded samples of the sets of cases too long to run whole in every CI run
(docs/engineering.md, The CI budget).

A test over such a set (every byte of a file flipped, every cut of a saved match) runs
every `step`-th case from a first case drawn from the run's seed: a different sample each
run, the same sample again for the same seed. The seed is PICOTAFEL_SEED, or one drawn at
the start of the run (tests/conftest.py) and printed at its end; `make test-full`
(PICOTAFEL_FULL=1) runs every case of every set.
"""

import os
import random

FULL = os.environ.get("PICOTAFEL_FULL") == "1"


def seed():
    """The run's seed (conftest.py sets PICOTAFEL_SEED before any test runs, and the
    pytest-xdist workers inherit it)."""
    return int(os.environ["PICOTAFEL_SEED"])


def stride(step, name):
    """(step, first): every `step`-th case from `first`, a first case in 0..step-1 drawn
    from the run's seed and `name` (so each set's sample starts elsewhere); every case,
    (1, 0), under PICOTAFEL_FULL=1."""
    if FULL:
        return 1, 0
    return step, random.Random("%d %s" % (seed(), name)).randrange(step)


def describe(step, first):
    """How a test says which cases it ran (printed, shown when it fails)."""
    if step == 1:
        return "every case"
    return "every %s case from case %d (PICOTAFEL_SEED=%d; make test-full: every case)" % (
        ordinal(step), first, seed())


def ordinal(n):
    """3 -> "3rd", 7 -> "7th", 11 -> "11th"."""
    last = 0 if n % 100 in (11, 12, 13) else n % 10
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(last, "th"))
