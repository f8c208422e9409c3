"""The USB serial line as a diagnostic console, off until asked.

A person with `mpremote` or a test harness sends one character: `t` turns on a trace of
every key the loop handles ("key K at=TICKS free=BYTES", printed after the screen is
sent, so it never delays a key) with the heap's free bytes at that moment; `m` prints the
heap after a collection. Until then the loop only polls the line, without allocating.
"""

import gc


class Console:
    def __init__(self, stream, select):
        self.stream = stream
        self.poll = select.poll()
        self.poll.register(stream, select.POLLIN)
        self.trace = False

    def serve(self):
        """Answer what arrived on the line (nothing waits if nothing did)."""
        for _ in self.poll.ipoll(0):
            ch = self.stream.read(1)
            if ch == "t":
                self.trace = True
                print("trace on free=%d" % gc.mem_free())
            elif ch == "m":
                gc.collect()
                print("mem free=%d alloc=%d" % (gc.mem_free(), gc.mem_alloc()))
            break

    def handled(self, keys, now):
        """The loop handled `keys` and sent the screen."""
        if self.trace and keys:
            print("key %s at=%d free=%d" % (keys, now, gc.mem_free()))
