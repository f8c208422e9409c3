"""What a damaged older match loses is said with the exact count (docs/storage.md): an
attack on a saved match that is not the one played (match 1, saved whole, then match 2
begun), its file cut at any byte or at a record boundary, a line deleted, records merged,
garbage written over a stretch to its end or not, and three power-ons after each. The
statements kept are always the match's first ones; any loss is said once, naming the
match and how many statements it lost, and never when nothing was lost; a finished
match that keeps every statement stays finished. (A repair's note stays in its
file, shown at each opening, until play goes on: storage.md.)

PICOTAFEL_LOSS_CASES=N runs N damaged files (default 240, a few seconds).
"""

import os
import random
import shutil

import pytest

from host_sim.games.pomme.random_match import random_match
from picotafel.core.matchlog import format_statement
from picotafel.saving.storage import Store
from storage_files import OPEN, fresh_root, read, store_with, write

CASES = int(os.environ.get("PICOTAFEL_LOSS_CASES", "240"))
KINDS = ("cut", "cut_at_record", "delete_line", "merge", "garbage", "garbage_to_end",
         "two_bits")


def _finished_log(seed):
    """A random La Pomme match played to its end, as its log text."""
    while True:
        sts = random_match(random.Random(seed), max_deals=20)
        text = "".join(format_statement(st) + "\n" for st in sts)
        from picotafel.core.match import load
        if load(text).finished:
            return text
        seed += 1000


def _damage(rng, data, kind):
    lines = data.split(b"\n")[:-1]          # every record, the last one ends the file
    starts = [0]
    for ln in lines:
        starts.append(starts[-1] + len(ln) + 1)
    r = rng.randrange(1, len(lines))        # a record after the version line
    if kind == "cut":
        return data[:rng.randrange(starts[1], len(data))]
    if kind == "cut_at_record":
        return data[:starts[r]]
    if kind == "delete_line":
        return data[:starts[r]] + data[starts[r + 1]:]
    if kind == "merge":
        end = min(len(lines), r + rng.randrange(1, 4))
        return data[:starts[r]] + data[starts[r]:starts[end] - 1].replace(b"\n", b" ") \
            + data[starts[end] - 1:]
    if kind in ("garbage", "garbage_to_end"):
        a = rng.randrange(starts[1], len(data) - 1)
        b = len(data) - 1 if kind == "garbage_to_end" else rng.randrange(a + 1, len(data))
        junk = bytes(rng.choice(b"abcdef #0123456789\n\xff") for _ in range(b - a))
        return data[:a] + junk + data[b:]
    out = bytearray(data)
    for _ in range(2):
        k = rng.randrange(starts[r], starts[r + 1] - 1)
        out[k] ^= 1 << rng.randrange(8)
    return bytes(out)


def _said(notes, lost):
    """A note names match 1 and says its exact loss of `lost` statements."""
    for n in notes:
        if not n.startswith("match 1 ") and not n.startswith("match 1:"):
            continue
        if lost == 1 and "last statement (" in n:
            return True
        for said in ("last %d statements", "%d lost", "%d statements lost", "none of its %d"):
            if said % lost in n:
                return True
    return False


def _power_on(root):
    """Power on, reopen match 2, open match 1 from the list: (notes, match 1's text or
    None, whether it is listed as finished)."""
    s = Store(root)
    notes = s.boot()
    m2 = s.load_match(2)
    assert m2 is not None
    m1 = s.load_match(1) if 1 in s.ids() else None
    notes += s.take_notes()
    finished = [e[3] for e in s.matches() if e[0] == 1]
    return notes, (m1.text() if m1 is not None else None), finished == [True]


@pytest.mark.parametrize("finished", [False, True])
def test_every_loss_of_a_damaged_older_match_is_said_once_with_its_exact_count(finished):
    text = _finished_log(7) if finished else "".join(
        format_statement(st) + "\n"
        for st in random_match(random.Random(8), max_deals=4, options=[("target", "99")]))
    built = store_with(text, OPEN)
    whole = read(built.path(1))
    want = text.count("\n")
    rng = random.Random(38 + finished)
    wrong = []
    counts = {}
    for case in range(CASES):
        kind = KINDS[case % len(KINDS)]
        root = fresh_root()
        shutil.rmtree(os.path.dirname(root))
        shutil.copytree(os.path.dirname(built.root), os.path.dirname(root))
        write(Store(root).path(1), _damage(rng, whole, kind))
        first = []
        for power_on in range(3):
            notes, got, listed_over = _power_on(root)
            ones = [n for n in notes if n.startswith("match 1")]
            kept = got.count("\n") if got is not None else 0
            lost = want - kept
            if got is not None and not text.startswith(got):
                wrong.append((kind, case, "altered"))
            if power_on == 0:
                counts[(kind, lost > 0)] = counts.get((kind, lost > 0), 0) + 1
                if lost and not _said(notes, lost):
                    wrong.append((kind, case, lost, notes))
                if not lost and any("lost" in n and "nothing lost" not in n for n in ones):
                    wrong.append((kind, case, "said lost", notes))
                if not lost and finished and not listed_over:
                    wrong.append((kind, case, "no longer finished"))
                first = ones
            elif [n for n in ones if n not in first]:
                # a repair's note stays in its file until play goes on (shown again at
                # each opening): anything else is said once
                wrong.append((kind, case, "said anew", power_on, notes))
    print("damaged older matches:", sorted(counts.items()))
    assert not wrong, wrong[:5]
