"""Power cuts on the real littlefs (docs/storage.md): under MicroPython, littlefs v2 (vfs.VfsLfs2)
on a RAM flash that can lose power at any block write; a whole La Pomme match is saved
statement by statement through picotafel.saving.storage, and at its writes the power is
cut (a seeded third of them in `make test`, every one in `make test-full`: tests/sampling.py),
the flash remounted and the store booted: the match must reopen with exactly the
statements saved before the cut (or also the one in flight) and nothing else.

How: the match is played once on a recording flash, which logs every program and erase.
The flash after a cut at write N is the image after writes 0..N-1 plus write N half
done, since everything before the cut is deterministic; so each cut point is that image,
rebuilt without replaying the match. A sample of cut points is also played for real (the
flash raises in the middle of write N, from inside littlefs) and must leave the very
same bytes, which proves the shortcut.

Also here, CPython only: the flash wear per deal, and the store's menu, space and
full-flash behaviour (the MicroPython module test_storage.py, the damaged-file checks,
keeps only those, to stay small under MicroPython).
"""

import json
import os
import random
import shutil

import mpy
import sampling
from host_sim.games.pomme.random_match import random_match
from picotafel.core.matchlog import format_statement
from picotafel.saving.storage import Store
from picotafel.core.match import load
from support import log
from storage_files import store_with, exists, read, write, OPEN, OVER, HEAD

FLASH = r'''
import sys, vfs, gc
from picotafel.core.match import Match
from picotafel.core.matchlog import parse
from picotafel.saving.storage import Store

import mp_flash
from mp_flash import BS, FF, PowerCut, partial, full, Flash, mount, PROG

def read_lines(path):
    return [line for line in open(path).read().split("\n") if line]


def play(flash, lines, head):
    """The device's part: boot, a new match with its header, a save per statement."""
    mount(flash)
    store = Store("/fl/matches")
    store.boot()
    flash.step = 1
    m = Match()
    for i in range(head):
        m.apply(parse_one(lines[i]))
    mid = store.new(m)
    for i in range(head, len(lines)):
        flash.step += 1
        m.apply(parse_one(lines[i]))
        notes = store.save(mid, m)
        assert not notes, notes
    flash.step += 1
    return mid


def parse_one(line):
    for _, st in parse(line):
        return st


def counts(lines, head):
    """counts[k]: the statements saved once store call k is done (call 1 is new())."""
    return [0] + [head + k for k in range(len(lines) - head + 1)]


def check(flash, lines, head, step, cnt):
    """After a cut during store call `step`: reboot and compare; None or what is wrong."""
    mount(flash)
    store = Store("/fl/matches")
    notes = store.boot()
    if notes:
        return "boot said %s" % notes
    # Store call `step` was cut: the count after the call before it, or after this one
    # (step 0 is boot(): no match yet; step len(cnt) means the match was over).
    allowed = [cnt[min(step, len(cnt)) - 1] if step else 0]
    if 0 < step < len(cnt):
        allowed.append(cnt[step])
    got = store.matches()
    if not got:
        return None if 0 in allowed else "no match, expected %s statements" % allowed
    if len(got) != 1:
        return "%d matches" % len(got)
    m = store.load_match(got[0][0])
    if m is None:
        return "load failed: %s" % store.take_notes()
    if m.count not in allowed or got[0][4] != m.count:
        return "%d statements (list says %d), expected %s" % (m.count, got[0][4], allowed)
    want = "".join(l + "\n" for l in lines[:m.count])
    if m.text() != want:
        return "statements differ from the match's first %d" % m.count
    if got[0][3] != m.finished or (store.current() is None) != m.finished:
        return "finished flag wrong"
    return None


def main(log, blocks, real_every, mtime, step, first):
    mp_flash.MTIME = mtime
    lines = read_lines(log)
    head = 3
    cnt = counts(lines, head)
    size = blocks * BS
    image0, recbuf, img, test, livebuf = [bytearray(size) for _ in range(5)]
    for b in range(blocks):
        image0[b * BS:(b + 1) * BS] = FF
    vfs.VfsLfs2.mkfs(Flash(image0), progsize=PROG)
    recbuf[:] = image0
    img[:] = image0
    ops = []
    rec = Flash(recbuf, record=ops)
    play(rec, lines, head)
    final = rec.data
    deals = sum(1 for l in lines if l.startswith("deal"))
    print("OPS %d PROGS %d ERASES %d DEALS %d SAVES %d" % (
        len(ops), rec.progs, rec.erases, deals, len(cnt) - 1))
    tried = failed = real = 0
    for n in range(len(ops) + 1):
        sampled = n == len(ops) or n % step == first
        call = ops[n][1] if n < len(ops) else len(cnt)
        for how in ((0, 1) if n < len(ops) else (0,)) if sampled else ():
            test[:] = img
            if n < len(ops):
                partial(test, ops[n][0], how)
            why = check(Flash(test), lines, head, call, cnt)
            tried += 1
            if why:
                failed += 1
                print("FAIL cut at write %d (%s, store call %d): %s" % (
                    n, "half done" if how else "not begun", call, why))
        if real_every and n < len(ops) and n % real_every == 7 % real_every:
            livebuf[:] = image0
            live = Flash(livebuf, die_at=n)
            try:
                play(live, lines, head)
                print("FAIL real cut at write %d: the match went on" % n)
                failed += 1
            except PowerCut:
                test[:] = img
                partial(test, ops[n][0], 1)
                # With timestamps on, two runs differ in them: then the real cut's flash
                # is checked like the others instead of compared byte for byte.
                why = None
                if mp_flash.MTIME:
                    why = check(Flash(live.data), lines, head, ops[n][1], cnt)
                elif live.data != test:
                    why = "leaves other bytes than the replay"
                if why:
                    print("FAIL real cut at write %d: %s" % (n, why))
                    failed += 1
            real += 1
        if n < len(ops):
            full(img, ops[n][0])
        gc.collect()
    if img != final:
        print("FAIL replayed writes do not give the final flash")
        failed += 1
    print("CUTS %d REAL %d FAILED %d" % (tried, real, failed))


def wear(logs):
    """Erases and page programs for saving these matches one after another on a
    Pico-sized flash: by the store (write, close, rename), and, for comparison, by an
    append-only journal (a line and its CRC appended per statement)."""
    from binascii import crc32
    blocks = 352
    out = []
    for mode in ("store", "journal"):
        data = bytearray(blocks * BS)
        for b in range(blocks):
            data[b * BS:(b + 1) * BS] = FF
        vfs.VfsLfs2.mkfs(Flash(data), progsize=PROG)
        flash = Flash(data)
        mount(flash)
        store = Store("/fl/matches")
        store.boot()
        e0, p0 = flash.erases, flash.progs
        deals = 0
        for log in logs:
            lines = read_lines(log)
            deals += sum(1 for l in lines if l.startswith("deal"))
            if mode == "store":
                play_on(store, lines)
            else:
                path = "/fl/matches/%s.jnl" % log.split(".")[0]
                for line in lines:
                    with open(path, "a") as f:
                        f.write("%s %08x\n" % (line, crc32(line) & 0xFFFFFFFF))
        out.append("WEAR %s DEALS %d ERASES %d PROGS %d" % (
            mode, deals, flash.erases - e0, flash.progs - p0))
        gc.collect()
    for line in out:
        print(line)


def play_on(store, lines, head=3):
    m = Match()
    for i in range(head):
        m.apply(parse_one(lines[i]))
    mid = store.new(m)
    for i in range(head, len(lines)):
        m.apply(parse_one(lines[i]))
        notes = store.save(mid, m)
        assert not notes, notes


if sys.argv[1] == "wear":
    wear(sys.argv[2:])
else:
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4] == "1",
         int(sys.argv[5]), int(sys.argv[6]))
'''


def write_flash_script(mpy_tree):
    """flash_cuts.py (below) and the RAM flash it drives, in the MicroPython tree."""
    shutil.copy(os.path.join(mpy.ROOT, "host_sim", "mp", "mp_flash.py"), mpy_tree)
    with open(os.path.join(mpy_tree, "flash_cuts.py"), "w") as f:
        f.write(FLASH)


def run_cuts(mpy_tree, seed, blocks, real_every, mtime, max_deals=40, sts=None):
    """Replay a match's saves with the power cut at a seeded third of the flash writes,
    each not begun and half done (every write under `make test-full`), and at every
    `real_every`-th write for real; the figures the script printed, CUTS: the cuts checked."""
    step, first = sampling.stride(3, "power cuts %d" % seed)
    print("writes cut:", sampling.describe(step, first))
    if sts is None:
        sts = random_match(random.Random(seed), max_deals=max_deals)
    log = os.path.join(mpy_tree, "cut_%d.log" % seed)
    with open(log, "w") as f:
        f.write("".join(format_statement(st) + "\n" for st in sts))
    write_flash_script(mpy_tree)
    r = mpy.run(mpy_tree, ["flash_cuts.py", log, str(blocks), str(real_every),
                            "1" if mtime else "0", str(step), str(first)],
                heap="16m", timeout=1500)
    out = r.stdout
    assert r.returncode == 0, out[-3000:] + r.stderr[-3000:]
    fails = [l for l in out.splitlines() if l.startswith("FAIL")]
    assert not fails, "\n".join(fails[:20])
    figures = {}
    for l in out.splitlines():
        if l.startswith(("OPS", "CUTS")):
            w = l.split()
            for i in range(0, len(w), 2):
                figures[w[i]] = int(w[i + 1])
    figures["SAMPLED"] = len(range(first, figures["OPS"], step))
    return figures


def test_every_power_cut_of_a_whole_match_reopens_it_on_a_small_flash(mpy_tree):
    # 32 blocks: the allocator wraps round and reuses blocks many times in one match,
    # the case where a stale copy could pass for the new one.
    # Timestamps off, so a real cut can be compared byte for byte with the replayed one.
    f = run_cuts(mpy_tree, seed=11, blocks=32, real_every=40, mtime=False)
    print("small flash:", json.dumps(f))
    assert f["FAILED"] == 0
    assert f["CUTS"] == 2 * f["SAMPLED"] + 1 and f["OPS"] > 300
    assert f["REAL"] >= f["OPS"] // 40


def test_every_power_cut_reopens_the_match_on_a_pico_sized_flash(mpy_tree):
    # 352 blocks of 4 KiB (1408 KiB) mounted as the Pico mounts it (progsize 256, mtime).
    f = run_cuts(mpy_tree, seed=12, blocks=352, real_every=60, mtime=True)
    print("pico flash:", json.dumps(f))
    assert f["FAILED"] == 0
    assert f["CUTS"] == 2 * f["SAMPLED"] + 1 and f["OPS"] > 300


def test_every_power_cut_of_a_coiffeur_match_with_points_deals_reopens_it(mpy_tree):
    # Its own statements (trump with pushes, joker, Slalom and Guschti; result) saved and
    # cut at every write like any other: a whole ten-row match, a third of its deals
    # entered by their points.
    from host_sim.games.coiffeur.random_match import random_match as coiffeur_match
    sts = coiffeur_match(random.Random(13), options=[("rows", "10")], points=0.35)
    assert [st for st in sts if st[0] == "result"] and [st for st in sts if st[0] == "trump"
                                                       and st[1] >= 6]
    f = run_cuts(mpy_tree, seed=13, blocks=32, real_every=40, mtime=False, sts=sts)
    assert f["FAILED"] == 0 and f["OPS"] > 200


# Winbond W25Q16JV datasheet, section 2 (Features): at least 100,000 program/erase
# cycles per 4 KiB sector. The Pico's littlefs is 352 such blocks (1408 KiB).
CYCLES = 100000
FS_BLOCKS = 352
DEALS_PER_EVENING = 100     # a long evening of La Pomme: about 2 minutes a deal


def test_flash_wear_per_deal_leaves_the_flash_decades_of_club_evenings(mpy_tree):
    rng = random.Random(4)
    logs = []
    for i in range(6):
        sts = random_match(rng, max_deals=60)
        name = "wear_%d.log" % i
        with open(os.path.join(mpy_tree, name), "w") as f:
            f.write("".join(format_statement(st) + "\n" for st in sts))
        logs.append(name)
    write_flash_script(mpy_tree)
    r = mpy.run(mpy_tree, ["flash_cuts.py", "wear"] + logs, heap="16m", timeout=600)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    got = {}
    for line in r.stdout.splitlines():
        w = line.split()
        if w and w[0] == "WEAR":
            got[w[1]] = {"deals": int(w[3]), "erases": int(w[5]), "progs": int(w[7])}
    store = got["store"]
    per_deal = store["erases"] / store["deals"]
    # littlefs spreads erases over the free blocks; the saved matches use few of them.
    evenings = FS_BLOCKS * CYCLES / (per_deal * DEALS_PER_EVENING)
    print("wear: %s; store %.1f erases and %.1f page programs a deal, journal %.1f and "
          "%.1f; flash life %.0f evenings (%.0f years of daily play)" % (
              json.dumps(got), per_deal, store["progs"] / store["deals"],
              got["journal"]["erases"] / got["journal"]["deals"],
              got["journal"]["progs"] / got["journal"]["deals"], evenings, evenings / 365))
    assert store["deals"] > 40
    assert per_deal < 15            # about one 4 KiB erase per saved statement, not more
    assert evenings / 365 > 50


# -- space (CPython: a filesystem that reports little room; the MicroPython test module
# of the store is kept small for MicroPython's heap) ------------------------------

class TightFs:
    """The real os, but statvfs reports `free` bytes until some files are removed."""

    def __init__(self, free):
        self.free = free
        self.removed = []

    def listdir(self, p):
        return os.listdir(p)

    def mkdir(self, p):
        os.mkdir(p)

    def stat(self, p):
        return os.stat(p)

    def rename(self, a, b):
        os.rename(a, b)

    def remove(self, p):
        os.remove(p)
        self.removed.append(p.rsplit("/", 1)[1])
        self.free += 16 * 1024

    def statvfs(self, p):
        return (4096, 4096, 10 ** 6, self.free // 4096, self.free // 4096, 0, 0, 0, 0, 255)


def test_low_space_removes_the_oldest_finished_matches_first_with_a_warning():
    s = store_with(OVER, OPEN, OVER, OVER)
    tight = Store(s.root, TightFs(20 * 1024))
    assert tight.boot() == []
    notes = tight.save(2, OPEN + "trick KC 6C\n")
    assert notes == ["flash low: removed finished match 1 (Ana Ben)"], notes
    assert [e[0] for e in tight.matches()] == [4, 3, 2]
    assert tight.load(2) == OPEN + "trick KC 6C\n"


def test_low_space_never_removes_an_unfinished_match():
    s = store_with(OPEN, OPEN)
    tight = Store(s.root, TightFs(0))
    notes = tight.save(2, OPEN + "trick KC 6C\n")
    assert notes == ["flash almost full: delete saved matches"], notes
    assert [e[0] for e in tight.matches()] == [2, 1]


def _set_aside_original(s, mid):
    """Match `mid` as after a repair: its damaged original kept beside it."""
    write(s.path(mid, "bad"), read(s.path(mid)) + b"damage\n")


def test_low_space_removes_a_finished_match_before_any_set_aside_original():
    s = store_with(OVER, OPEN, OVER)
    _set_aside_original(s, 2)
    tight = Store(s.root, TightFs(20 * 1024))
    assert tight.boot() == []
    assert tight.save(2, OPEN + "trick KC 6C\n") == [
        "flash low: removed finished match 1 (Ana Ben)"]
    assert exists(s.path(2, "bad"))


def test_a_finished_match_removed_for_room_takes_its_set_aside_original_with_it():
    s = store_with(OVER, OPEN)
    _set_aside_original(s, 1)
    tight = Store(s.root, TightFs(20 * 1024))
    assert tight.boot() == []
    assert tight.save(2, OPEN + "trick KC 6C\n") == [
        "flash low: removed finished match 1 (Ana Ben)"]
    assert not exists(s.path(1)) and not exists(s.path(1, "bad"))


def test_a_set_aside_original_of_an_unfinished_match_is_never_removed_for_room():
    s = store_with(OPEN, OPEN)
    _set_aside_original(s, 1)
    tight = Store(s.root, TightFs(0))
    assert tight.save(2, OPEN + "trick KC 6C\n") == ["flash almost full: delete saved matches"]
    assert exists(s.path(1, "bad"))


def test_an_original_whose_match_could_not_be_read_at_all_goes_after_the_finished_ones():
    s = store_with(OVER, OPEN, OVER)
    os.rename(s.path(3), s.path(3, "bad"))     # nothing of match 3 could be kept
    tight = Store(s.root, TightFs(4096))
    notes = tight.save(2, OPEN + "trick KC 6C\n")
    assert notes == ["flash low: removed finished match 1 (Ana Ben)",
                     "flash low: removed damaged file 0003.bad"], notes
    assert exists(s.path(2)) and tight.load(2) == OPEN + "trick KC 6C\n"


def test_a_deleted_match_takes_its_set_aside_original_with_it():
    s = store_with(OVER, OPEN)
    _set_aside_original(s, 1)
    s.delete(1)
    assert not exists(s.path(1, "bad")) and [e[0] for e in s.matches()] == [2]


class FullFs(TightFs):
    """A filesystem on which every rename fails as littlefs does when it is full."""

    def rename(self, a, b):
        raise OSError(28)


def test_a_full_flash_gives_a_message_and_keeps_the_last_version():
    s = store_with(OPEN)
    full = Store(s.root, FullFs(10 ** 9))
    notes = full.save(1, OPEN + "trick KC 6C\n")
    assert notes == ["flash full: this statement was not saved; delete a saved match"]
    assert full.load(1) == OPEN
    assert not exists(s.path(1, "tmp"))


def _long_match(statements):
    """A La Pomme log (to 99) of at least `statements` statements (random play)."""
    sts = random_match(random.Random(7), options=(("target", "99"),),
                       max_deals=statements // 8 + 2)
    assert len(sts) >= statements
    return [format_statement(st) for st in sts]


def _saves(store, mid, lines, head=3):
    """Save `lines` a statement at a time after its first `head` (saved already): the
    messages of every save, joined."""
    notes = []
    for n in range(head + 1, len(lines) + 1):
        notes += store.save(mid, "\n".join(lines[:n]) + "\n")
    return notes


def test_a_full_flash_is_said_once_not_at_every_statement():
    lines = _long_match(40)
    s = store_with("\n".join(lines[:20]) + "\n")
    full = Store(s.root, FullFs(0))
    assert _saves(full, 1, lines[:40], 20) == [
        "flash full: this statement was not saved; delete a saved match"]


def test_a_full_flash_is_said_again_once_a_match_was_deleted():
    s = store_with(OPEN, OPEN)
    full = Store(s.root, FullFs(0))
    assert len(full.save(2, OPEN + "trick KC 6C\n")) == 1
    full.delete(1)
    assert full.save(2, OPEN + "trick KC 6C\n") == [
        "flash full: this statement was not saved; delete a saved match"]


def test_another_failure_names_its_errno_as_micropython_gives_only_its_number():
    class FailingFs(TightFs):
        def rename(self, a, b):
            raise OSError(5)                # MicroPython: str(e) == "5"
    s = store_with(OPEN)
    notes = Store(s.root, FailingFs(10 ** 9)).save(1, OPEN + "trick KC 6C\n")
    assert notes == ["match 1 not saved: [Errno 5] EIO"]


class CountingFs(TightFs):
    """TightFs that counts its statvfs and listdir calls (the free-space check's cost)."""

    def __init__(self, free):
        TightFs.__init__(self, free)
        self.looks = 0
        self.lists = 0

    def statvfs(self, p):
        self.looks += 1
        return TightFs.statvfs(self, p)

    def listdir(self, p):
        self.lists += 1
        return TightFs.listdir(self, p)


def test_a_flash_with_nothing_left_to_remove_is_not_searched_again_at_each_check():
    lines = _long_match(600)                     # about 12 KiB: six looks at the space
    s = store_with(OPEN, "\n".join(lines[:3]) + "\n")
    tight = Store(s.root, CountingFs(0))
    assert _saves(tight, 2, lines) == ["flash almost full: delete saved matches"]
    assert tight.fs.looks <= 2 and tight.fs.lists <= 4     # the first look only


def test_room_enough_at_the_last_look_is_not_looked_at_again_at_every_check():
    lines = _long_match(600)
    s = store_with("\n".join(lines[:3]) + "\n")
    roomy = Store(s.root, CountingFs(10 ** 9))
    assert _saves(roomy, 1, lines) == []
    assert roomy.fs.looks == 1


# -- what the store keeps (CPython only: the MicroPython module for the store's damaged-file
# checks is kept small for MicroPython's heap) ----------------------------------------

def test_a_saved_match_loads_back_statement_for_statement():
    s = store_with(OPEN)
    assert s.load(1) == OPEN


def test_the_menu_entry_holds_game_players_state_and_statement_count():
    s = store_with(OPEN, OVER)
    assert s.matches() == [(2, "pomme", ("Ana", "Ben"), True, 14),
                           (1, "pomme", ("Ana", "Ben"), False, 17)]


def test_power_on_reopens_the_match_last_started_while_unfinished():
    s = store_with(OPEN, OPEN)
    assert Store(s.root).current() == 2


def test_no_match_to_reopen_when_the_last_one_played_is_finished():
    s = store_with(OPEN, OVER)
    assert Store(s.root).current() is None


def test_a_new_match_gets_the_next_sequence_number_even_after_the_newest_is_set_aside():
    s = store_with(OPEN, OPEN)
    write(s.path(2), b"garbage\n")
    assert s.load_match(2) is None and len(s.take_notes()) == 1
    assert s.new(log(*HEAD)) == 3


def test_a_new_match_never_takes_the_number_of_a_deleted_one():
    s = store_with(OPEN, OPEN)
    s.delete(2)
    assert Store(s.root).new(log(*HEAD)) == 3


def test_a_deleted_match_is_gone_from_the_list_and_cannot_be_loaded():
    s = store_with(OPEN, OVER)
    s.delete(1)
    assert [e[0] for e in s.matches()] == [2]
    assert s.load(1) is None
    assert s.take_notes() == ["match 1 is not saved"]


def test_every_file_starts_with_its_format_version():
    s = store_with(OPEN)
    assert read(s.path(1)).startswith(b"# picotafel 2 #0 ")


def test_a_save_can_take_the_match_itself():
    s = store_with()
    m = load(OPEN)
    mid = s.new(m)
    assert s.load(mid) == OPEN and s.matches()[0][4] == m.count


def test_starting_a_match_on_a_low_flash_says_which_finished_match_it_removed():
    s = store_with(OVER, OPEN)
    tight = Store(s.root, TightFs(20 * 1024))
    tight.boot()
    mid = tight.new(log(*HEAD))
    assert tight.take_notes() == ["flash low: removed finished match 1 (Ana Ben)"]
    assert [e[0] for e in tight.matches()] == [mid, 2]


def test_starting_a_match_on_a_full_flash_is_said_on_the_screen():
    from picotafel.screens.ui import App
    s = store_with(OPEN)
    app = App(store=Store(s.root, FullFs(0)))
    from picotafel.screens.ui_open import start
    start(app, [("game", "pomme"), ("players", ("Ana", "Ben"))])
    app.flush()                 # saved as the loop saves it: after the key's screen
    notes = app.stack[-1].notes
    assert notes == ["flash full: this statement was not saved; delete a saved match"]


class WrappingFs(TightFs):
    """statvfs as littlefs gives it on a full flash: the used count over-runs and the
    free count wraps round to 2**32 - 1."""

    def statvfs(self, p):
        return (4096, 4096, 352, 4294967295, 4294967295, 0, 0, 0, 0, 255)


def test_a_free_count_that_wrapped_round_is_read_as_a_full_flash():
    s = store_with(OVER, OPEN)
    wrapped = Store(s.root, WrappingFs(0))
    assert wrapped._free() == 0
    notes = wrapped.save(2, OPEN + "trick KC 6C\n")
    assert notes[0] == "flash low: removed finished match 1 (Ana Ben)", notes
