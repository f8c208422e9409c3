"""Power cuts inside the writes of the trick being keyed (saving/trick_kept.py), on the
real littlefs under MicroPython (host_sim/mp/mp_trick.py, on mp_flash.py's RAM flash):
a match keyed card by card as the App saves it, the power cut at every one of its flash
writes (not begun, and half done); at each, power-on must give back the statements and
the cards on the screen as they were before that card or statement, or after it. And
what a card costs the flash (docs/storage.md)."""

import json
import os
import random
import shutil

import mpy
from host_sim.games.jass.random_match import random_match as jass_match
from host_sim.games.pomme.random_match import random_match as pomme_match
from picotafel.core.matchlog import format_statement


def _tree(mpy_tree, sts, name):
    for f in ("mp_flash.py", "mp_replay.py", "mp_trick.py"):
        shutil.copy(os.path.join(mpy.ROOT, "host_sim", "mp", f), mpy_tree)
    with open(os.path.join(mpy_tree, name), "w") as f:
        f.write("".join(format_statement(st) + "\n" for st in sts))


def _figures(out, first):
    got = {}
    for line in out.splitlines():
        w = line.split()
        if w and w[0] == first:
            for i in range(0, len(w) - 1, 2):
                got[w[i]] = int(w[i + 1])
    return got


def _cuts(mpy_tree, sts, name, blocks):
    _tree(mpy_tree, sts, name)
    r = mpy.run(mpy_tree, ["mp_trick.py", "cuts", name, str(blocks)], heap="16m", timeout=1500)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    fails = [line for line in r.stdout.splitlines() if line.startswith("FAIL")]
    assert not fails, "\n".join(fails[:20])
    return dict(_figures(r.stdout, "OPS"), **_figures(r.stdout, "CUTS"))


def test_every_cut_in_a_jass_deal_keyed_card_by_card_gives_back_the_trick_before_or_after(
        mpy_tree):
    # Four players: up to three cards of a trick kept; 32 blocks, so that littlefs
    # wraps round its blocks and compacts the folder (the record's and the state's) often.
    sts = jass_match(random.Random(3), max_deals=2)
    f = _cuts(mpy_tree, sts, "trick_jass.log", 32)
    print("jass:", json.dumps(f))
    assert f["FAILED"] == 0 and f["CUTS"] == 2 * f["OPS"] + 1 and f["OPS"] > 150


def test_every_cut_in_a_la_pomme_deal_on_a_pico_sized_flash(mpy_tree):
    sts = pomme_match(random.Random(5), max_deals=2)
    f = _cuts(mpy_tree, sts, "trick_pomme.log", 352)
    print("pomme:", json.dumps(f))
    assert f["FAILED"] == 0 and f["OPS"] > 40


def test_what_a_card_costs_the_flash(mpy_tree):
    # Erases and page programs on a Pico-sized littlefs, with timestamps as the Pico
    # mounts it: a card kept, a trick saved with its record removed, another statement.
    sts = jass_match(random.Random(8), max_deals=12)
    _tree(mpy_tree, sts, "trick_wear.log")
    r = mpy.run(mpy_tree, ["mp_trick.py", "wear", "trick_wear.log"], heap="16m", timeout=600)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    got = {}
    for line in r.stdout.splitlines():
        w = line.split()
        if w[:1] == ["WEAR"]:
            got[w[1]] = {"n": int(w[3]), "erases": int(w[5]), "progs": int(w[7])}
    card, trick = got["card"], got["trick"]
    print("wear: %s; a card kept %.2f erases %.2f programs; a trick saved %.2f and %.2f" % (
        json.dumps(got), card["erases"] / card["n"], card["progs"] / card["n"],
        trick["erases"] / trick["n"], trick["progs"] / trick["n"]))
    assert card["n"] == 3 * trick["n"]
    assert card["progs"] / card["n"] < 3        # a small commit in the folder's block
