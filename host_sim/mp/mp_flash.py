"""A NOR flash in RAM for littlefs under the MicroPython unix port (run there, not on
CPython): vfs.VfsLfs2 drives it through the extended block interface, and it counts
every page program and block erase, can record them, and can lose power in the middle of
one. Used by the power-cut, bit-flip and flash-wear tests and by bench_storage.py.
"""

import vfs

BS = 4096          # the Pico's erase block
PROG = 256         # the Pico's page (rp2 mounts littlefs with progsize=256)
FF = b"\xff" * BS  # (big buffers are made once: MicroPython's heap does not compact)


class PowerCut(Exception):
    pass


CUT = PowerCut()   # raised as is: a dead flash may be touched from a finaliser, heap locked
MTIME = True       # as the Pico mounts it; off where the test compares bytes across runs


def partial(data, op, how):
    """Write `op` into `data` as the flash does when the power fails during it: how=0 not
    begun; how=1 a prefix of the page programmed (flash programs only clear bits) and the
    byte at the break half programmed, or for an erase, a prefix of the block erased and
    the byte at the break left at a random value."""
    kind, block, off, buf, seed = op
    if how == 0:
        return
    a = block * BS + off
    if kind == 0:
        n = len(buf)
        k = seed % (n + 1)
        for i in range(k):
            data[a + i] &= buf[i]
        if k < n:
            data[a + k] &= buf[k] | (seed >> 8) & 0xFF
    else:
        k = seed % (BS + 1)
        data[a:a + k] = memoryview(FF)[:k]
        if k < BS:
            data[a + k] = (seed >> 8) & 0xFF


def full(data, op):
    kind, block, off, buf, seed = op
    a = block * BS + off
    if kind == 0:
        for i in range(len(buf)):
            data[a + i] &= buf[i]
    else:
        data[a:a + BS] = FF


class Flash:
    """A NOR flash in RAM as vfs.VfsLfs2 drives it (the extended block interface: erase by
    ioctl 6, program with an offset). record: keep every write. die_at: lose power in the
    middle of that write, then refuse everything, as a board with no power would."""

    def __init__(self, data, record=None, die_at=-1):
        self.data = data
        self.n = len(data) // BS
        self.record = record
        self.die_at = die_at
        self.writes = 0
        self.progs = 0
        self.erases = 0
        self.dead = False
        self.step = 0              # the store call in progress (set by the driver)

    def _op(self, op):
        if self.dead:
            raise CUT
        if self.writes == self.die_at:
            partial(self.data, op, 1)
            self.dead = True
            raise CUT
        if self.record is not None:
            self.record.append((op, self.step))
        full(self.data, op)
        self.writes += 1

    def readblocks(self, block, buf, off=0):
        if self.dead:
            raise CUT
        a = block * BS + off
        buf[:] = memoryview(self.data)[a:a + len(buf)]

    def writeblocks(self, block, buf, off=0):
        self.progs += 1
        self._op((0, block, off, bytes(buf), seed(self.writes)))

    def ioctl(self, op, arg):
        if op == 4:
            return self.n
        if op == 5:
            return BS
        if op == 6:
            self.erases += 1
            self._op((1, arg, 0, None, seed(self.writes)))
        return 0


def seed(n):
    """A fixed pseudo-random 16-bit number per write index: where the write breaks."""
    x = (n * 2654435761 + 12345) & 0xFFFFFFFF
    return (x >> 8) & 0xFFFF


def mount(flash):
    try:
        vfs.umount("/fl")
    except OSError:
        pass
    vfs.mount(vfs.VfsLfs2(flash, progsize=PROG, mtime=MTIME), "/fl")
