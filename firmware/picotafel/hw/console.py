"""The USB serial line as a diagnostic console, off until asked.

A person with `mpremote` or a test harness sends a command: `t` turns on a trace of every
key the loop handles, "key K at=TICKS free=BYTES", printed after the screen was sent (so
it never delays what the key shows), with the heap free after a collection; `T` the same
trace with the heap free as it stands, collecting nothing (a collection after every key
leaves the heap in holes that slow the allocations of the next key: key times are
measured as the device runs); `m` prints the
heap; `b150` followed by a newline holds 150 KiB of the heap as ballast (`b0` lets it go),
so a whole match played after it proves that much was free at its worst moment. Until asked, the loop only
polls the line, without allocating.
"""

import gc


class Console:
    def __init__(self, stream, select):
        self.stream = stream
        self.poll = select.poll()
        self.poll.register(stream, select.POLLIN)
        self.trace = False
        self.ballast = None

    def serve(self):
        """Answer what arrived on the line (nothing waits if nothing did)."""
        for _ in self.poll.ipoll(0):
            ch = self.stream.read(1)
            if ch == "t" or ch == "T":
                self.trace = ch
                print("trace on free=%d" % self.free())
            elif ch == "m":
                print("mem free=%d alloc=%d" % (self.free(), gc.mem_alloc()))
            elif ch == "b":
                kib = self.number()
                self.ballast = None
                gc.collect()
                # In 1 KiB pieces: they fill free blocks wherever they are, as the
                # match's own objects would (one big block needs a contiguous gap).
                self.ballast = [bytearray(1024) for _ in range(kib)]
                print("ballast %d free=%d" % (kib, self.free()))
            break

    def number(self):
        """The digits that follow a command, up to its newline."""
        n = 0
        while True:
            ch = self.stream.read(1)
            if not "0" <= ch <= "9":
                return n
            n = n * 10 + ord(ch) - 48

    def free(self):
        gc.collect()
        return gc.mem_free()

    def handled(self, keys, now):
        """The loop handled `keys` and sent the screen."""
        if self.trace and keys:
            free = self.free() if self.trace == "t" else gc.mem_free()
            print("key %s at=%d free=%d" % (keys, now, free))
