"""The emulated Pico and the host simulator side by side at one table: every key goes to
both, and after every key the Pico's OLED must show exactly what the simulator draws.

`Table` also gathers the device's own figures as the keys go (key to last display byte,
display bytes, free heap after each key) and runs power cuts: the power fails inside the
save of a statement, the Pico boots again, and what it kept must be the log before or after
that statement, shown on a screen the simulator also draws for those files.
"""

import os
import shutil
import tempfile

from host_sim.emu.pico_emu import PicoEmu, EmuError
from host_sim.emu.pico_mirror import Mirror, read_tree
from host_sim.emu.power_budget import WAKE_EXTRA_MS
from host_sim.sim.screenshot import save_png


class Mismatch(AssertionError):
    pass


def percentile(values, p):
    """The p-th percentile (nearest rank) of a non-empty list."""
    s = sorted(values)
    return s[min(len(s) - 1, max(0, int(round(p / 100 * len(s) + 0.5)) - 1))]


def between(kept, before, after):
    """Every file kept is as it was before or after the key, or (a log) holds the log
    before and whole records of the key's statements: the statements in flight lost."""
    if set(kept) - set(before) - set(after):
        return False
    for name, k in kept.items():
        b, a = before.get(name, b""), after.get(name)
        if k not in (b, a) and not (name.endswith(".log") and a is not None
                                   and k.startswith(b) and a.startswith(k) and k.endswith(b"\n")):
            return False
    return True


def in_flight_dropped(tree):
    """A tree read as a cut left it, less a rewrite's `.tmp` beside its log: the write in
    flight, which power-on removes (storage_check) before anything reads it."""
    return {n: v for n, v in tree.items()
            if not (n.endswith(".tmp") and n[:-4] + ".log" in tree)}


def logs(tree):
    """The match logs of a tree of files (the state file and settings left out)."""
    return {n: v for n, v in tree.items() if n.endswith(".log")}


def tree_diff(kept, before, after):
    """What a kept tree of files has that neither `before` nor `after` has, file by file:
    the tail where each differs (for reading a failed power-cut check)."""
    out = []
    for name in sorted(set(kept) | set(before) | set(after)):
        k, b, a = kept.get(name), before.get(name), after.get(name)
        if k == b or k == a:
            continue
        def tail(x):
            if x is None or k is None:
                return repr(x)
            n = 0
            while n < min(len(x), len(k)) and x[n] == k[n]:
                n += 1
            return "same for %d bytes, then %r" % (n, x[n:n + 200])
        out.append("%s: kept %r\n  before: %s\n  after: %s" % (
            name, k if k is None or len(k) < 60 else k[-200:], tail(b), tail(a)))
    return "\n".join(out)


class Table:
    def __init__(self, firmware, workdir=None, files=None, volts=4.5, seed=1, start_ms=5000,
                 collect=True, usb=False):
        self.workdir = workdir or tempfile.mkdtemp(prefix="picotafel-table-")
        self.emu = PicoEmu(firmware, files=files, volts=volts, seed=seed,
                           workdir=os.path.join(self.workdir, "emu"), usb=usb)
        self.mirror = Mirror(os.path.join(self.workdir, "host"), volts, files)
        # collect: the free heap after each key is read after a collection (the heap
        # figures); else nothing is collected for the trace (the key times)
        self.start_free = self.emu.start(start_ms, collect)
        self.pressed = []       # every key, in order
        self.latency = []       # ms from key down to the last display byte (keys that drew;
        #                         a key that woke the Pico: plus the clocks' restart)
        self.woke = 0           # keys that came while the Pico lightsleeped
        self.latency_at = []    # the number of keys pressed at each latency
        self.bytes = []         # display bytes per key
        self.free = []          # heap free after each key (after a collection if `collect`)
        self.ops = []           # flash writes (programs, erases) each key made
        self.saves = []         # (key number, ms the save took, {kind: flash writes}) of keys that wrote
        self.cuts = []          # (where it landed, kept or lost)
        self.statements = 0     # statements completed by a key at this table
        self.check_screen("at power-on")
        self.first_screen = self.app.stack[-1].KIND
        if self.first_screen == "lang":
            self.key("#")       # a new device asks for its language first: English

    # -- the device protocol of host_sim.games.keyer: `app` and `press` -------------------------

    @property
    def app(self):
        return self.mirror.dev.app

    def press(self, k):
        self.key(k)

    # -- keys and checks ------------------------------------------------------------------

    def keys(self, keys):
        """Press keypad keys from a string (spaces ignored, as in device.play_keys)."""
        for k in keys:
            if k != " ":
                self.key(k)

    def key(self, k, hold_ms=80):
        a = self.emu.press(k, hold_ms=hold_ms)
        self.after_key(k, a)
        return a

    def after_key(self, k, a):
        handled = a["handled"]
        if handled["keys"] != k:
            raise Mismatch("key %d (%s): the Pico read %r" % (len(self.pressed), k, handled["keys"]))
        self.pressed.append(k)
        self.mirror.key(k, handled["at"])
        self.bytes.append(a["bytes"])
        self.ops.append(a["flash_ops"])
        if a.get("save_ms") is not None:
            self.saves.append((len(self.pressed), a["save_ms"], a.get("flash_kinds", {})))
        self.free.append(handled["free"])
        if a.get("woke"):
            self.woke += 1
        if a["latency_ms"] is not None:
            self.latency.append(a["latency_ms"] + (WAKE_EXTRA_MS if a.get("woke") else 0))
            self.latency_at.append(len(self.pressed))
        self.check_screen("after key %d (%s)" % (len(self.pressed), k))

    def type(self, keys, hold_ms=50, gap_ms=30, bounce=0):
        """Key `keys` fast on the matrix (PicoEmu.type), then give them to the simulator
        at the ticks the Pico handled them: every key must have been handled, once, in
        order, and the screen after the last must be the simulator's."""
        keys = keys.replace(" ", "")
        a = self.emu.type(keys, hold_ms=hold_ms, gap_ms=gap_ms, bounce=bounce)
        got = "".join(h["keys"] for h in a["handled"])
        if got != keys:
            raise Mismatch("keyed fast %r (%d keys), the Pico handled %r" % (keys, len(keys), got))
        for k, h in zip(keys, a["handled"]):
            self.pressed.append(k)
            self.mirror.key(k, h["at"])
            self.free.append(h["free"])
        self.check_screen("after keying %r fast" % keys)
        return a

    def check_screen(self, where):
        pico, on, _ = self.emu.screen()
        host = self.mirror.picture()
        if pico != host:
            a = os.path.join(self.workdir, "pico.png")
            b = os.path.join(self.workdir, "host.png")
            save_png(pico, a)
            save_png(host, b)
            raise Mismatch("%s the Pico shows a different screen (%d of 1024 bytes differ): %s "
                           "beside the simulator's %s; keys so far: %s"
                           % (where, sum(x != y for x, y in zip(pico, host)), a, b,
                              "".join(self.pressed)))
        if not on:
            raise Mismatch("%s the display is off" % where)

    def pico_files(self):
        """{path under /matches: bytes} of what the Pico saved in its flash."""
        dest = tempfile.mkdtemp(dir=self.workdir)
        self.emu.files(dest)
        out = read_tree(os.path.join(dest, "matches"))
        shutil.rmtree(dest)
        return out

    def check_files(self):
        """The matches saved in the Pico's flash are the simulator's, byte for byte."""
        pico, host = self.pico_files(), self.mirror.files()
        if pico != host:
            raise Mismatch("saved matches differ: Pico %s, simulator %s" % (
                {k: len(v) for k, v in pico.items()}, {k: len(v) for k, v in host.items()}))
        return pico

    # -- power cuts -----------------------------------------------------------------------

    def key_with_cut(self, k, cut):
        """Press `k` with the power failing as `cut` says (see server.mjs armCut). If it
        failed: boot again and check what was kept; 'kept' (the statement in flight was
        saved), 'lost' (it was not), 'part' (of a key's two statements, the first was saved)
        or None (the cut was not reached: the key went on)."""
        before = self.mirror.files()
        a = self.emu.press(k, cut=cut)
        if a["cut"] is None:
            self.after_key(k, a)
            return None
        self.mirror.key(k, a["now_ms"])
        after = self.mirror.files()
        self.emu.cut_and_power_on()
        dest = tempfile.mkdtemp(dir=self.workdir)
        self.emu.files(dest)    # as the cut left them: the boot may change them (a kept
        self.emu.start()        # card dropped), as the simulator's boot will on its copy
        matches = os.path.join(dest, "matches")
        kept = in_flight_dropped(read_tree(matches))
        # The state file's count of the statements is written after the log: a cut between
        # the two leaves the log as after the key with the state as before (what it counts
        # is lower, as storage.py allows): the statement was kept.
        logs_kept = logs(kept)
        if kept == after or logs_kept == logs(after) and between(kept, before, after):
            outcome = "kept"
        elif kept == before or logs_kept == logs(before) and between(kept, before, after):
            outcome = "lost"
        elif between(kept, before, after):
            outcome = "part"        # a key of two statements (a swap and its trick): one kept
        else:
            raise Mismatch("after a power cut in %s at key %d the Pico kept neither the files "
                           "before nor after it:\n%s" % (a["cut"], len(self.pressed),
                                                          tree_diff(kept, before, after)))
        self.mirror.restart_from(matches)
        shutil.rmtree(dest)
        self.cuts.append((a["cut"], outcome))
        unfinished = [n for n, v in kept.items() if n.endswith(".log") and b"\n# over" not in v]
        if self.mirror.dev.app.match is None and unfinished:
            raise Mismatch("after a power cut in %s at key %d the Pico did not come back to "
                           "the match; it kept %s (before: %s)" % (
                               a["cut"], len(self.pressed), sorted(kept.items())[:3],
                               sorted((n, len(v)) for n, v in before.items())))
        self.check_screen("after the power cut at key %d (%s)" % (len(self.pressed), outcome))
        return outcome

    def cut_report(self):
        """Where the cuts landed and what the Pico kept, in one line."""
        count = {}
        for landed, outcome in self.cuts:
            key = (landed["during"] or "between writes", outcome)
            count[key] = count.get(key, 0) + 1
        return "%d power cuts: %s" % (len(self.cuts), ", ".join(
            "%d in %s (%s)" % (n, where, outcome) for (where, outcome), n in sorted(count.items())))

    # -- figures --------------------------------------------------------------------------

    def figures(self):
        lat = self.latency
        return {
            "keys": len(self.pressed),
            "latency_p50_ms": percentile(lat, 50) if lat else None,
            "latency_p95_ms": percentile(lat, 95) if lat else None,
            "latency_max_ms": max(lat) if lat else None,
            "bytes_per_key": sum(self.bytes) / len(self.bytes) if self.bytes else None,
            "lowest_free": min(self.free) if self.free else None,
        }

    def close(self):
        self.emu.close()


__all__ = ["Table", "Mismatch", "EmuError", "percentile"]
