"""The display driver's search for changed bytes as machine code (device only).

picotafel.hw.display falls back to the same loop in Python (`_windows_py`) where this
cannot be imported (CPython) or its exec refuses the viper decorator with a SyntaxError (a
MicroPython built without the viper emitter: the WebAssembly port).

Plain `mpy-cross` (no -march) cannot emit viper code, and every firmware file must compile
with it: so the loops are a source string. `make firmware` (hardware/deploy.py) compiles the
string itself ahead for the Pico, which gets only the machine code; elsewhere (MicroPython's
unix port) it is compiled where the module is imported. Keep the string the module's last
statement but two, as deploy.py finds it.
"""

import micropython  # noqa: F401  (the viper decorator's name)

_SOURCE = r'''
# display._windows_py for the viper emitter (machine words, pointers to the bytes). Four
# equal bytes at a time where both frames are word-aligned (a frame is mostly unchanged:
# 0.7 ms a frame byte by byte on the Pico); the Cortex-M0+ faults on unaligned words, so
# never otherwise.


@micropython.viper
def windows(old, new, gap: int, out) -> int:
    po = ptr8(old)
    pn = ptr8(new)
    o = ptr8(out)
    wo = ptr32(old)
    wn = ptr32(new)
    aligned = 0
    if ((int(po) | int(pn)) & 3) == 0:
        aligned = 1
    n = 0
    p = 0
    while p < 8:
        base = p * 128
        lo = -1
        hi = -1
        k = 0
        i = 0
        while i <= 128:
            if i < 128:
                if aligned and (i & 3) == 0 and wo[(base + i) >> 2] == wn[(base + i) >> 2]:
                    i += 4
                    continue
                if po[base + i] == pn[base + i]:
                    i += 1
                    continue
                if lo < 0 or i - hi - 1 <= gap or k == 7:
                    if lo < 0:
                        lo = i
                    hi = i
                    i += 1
                    continue
            if lo >= 0:
                j = 0
                while j < n and not (o[j + 1] == p - 1 and o[j + 2] == lo and o[j + 3] == hi):
                    j += 4
                if j < n:
                    o[j + 1] = p
                else:
                    o[n] = p
                    o[n + 1] = p
                    o[n + 2] = lo
                    o[n + 3] = hi
                    n += 4
                k += 1
            lo = i
            hi = i
            i += 1
        p += 1
    return n // 4
'''

exec(_SOURCE)
del _SOURCE
