"""fastdraw's loops as machine code (device only: the Pico, MicroPython's unix port).

CPython cannot import it (no `micropython`), a MicroPython without the viper emitter (the
WebAssembly port) refuses the decorator at its exec (SyntaxError), and
picotafel.screens.fastdraw then leaves the screen to framebuf's blit.

Plain `mpy-cross` (no -march) cannot emit viper code, and every firmware file must compile
with it: so the loops are a source string. `make firmware` (hardware/deploy.py) compiles the
string itself ahead for the Pico, which gets only the machine code; elsewhere (MicroPython's
unix port) it is compiled where the module is imported. Keep the string the module's last
statement but two, as deploy.py finds it.
"""

import micropython  # noqa: F401  (the viper decorator's name)

_SOURCE = r'''
# In these loops, byte b of a picture's column lands at row `row` of the screen:
# shifted up by row & 7 into page row >> 3, what falls off the top into the next page.
# text and put spell that write out each: a call from one viper function to another
# goes through the interpreter and costs as much as drawing a glyph.


@micropython.viper
def text(dst, s, n: int, x: int, y: int, c: int, glyphs, codes) -> int:
    d = ptr8(dst)
    t = ptr8(s)
    g = ptr8(glyphs)
    cps = ptr16(codes)
    ncodes = int(len(codes))
    p = y >> 3
    k = y & 7
    j = 0
    while n > 0:
        n -= 1
        ch = int(t[j])
        if ch < 0x80:
            j += 1
        elif ch < 0xE0:
            ch = ((ch & 0x1F) << 6) | (int(t[j + 1]) & 0x3F)
            j += 2
        elif ch < 0xF0:
            ch = ((ch & 0x0F) << 12) | ((int(t[j + 1]) & 0x3F) << 6) | (int(t[j + 2]) & 0x3F)
            j += 3
        else:
            ch = 0
            j += 4
        if ch == 32:
            x += 6
            continue
        if ch > 32 and ch < 127:
            o = (ch - 32) * 5
        else:
            i = 0
            while i < ncodes and int(cps[i]) != ch:
                i += 1
            o = (95 + i) * 5
        i = 0
        while i < 5:
            b = int(g[o + i])
            cx = x + i
            if b and cx >= 0 and cx < 128:
                lo = (b << k) & 0xFF
                hi = b >> (8 - k)
                if lo and p >= 0 and p < 8:
                    a = (p << 7) + cx
                    if c:
                        d[a] = int(d[a]) | lo
                    else:
                        d[a] = int(d[a]) & (0xFF ^ lo)
                if hi and p >= -1 and p < 7:
                    a = ((p + 1) << 7) + cx
                    if c:
                        d[a] = int(d[a]) | hi
                    else:
                        d[a] = int(d[a]) & (0xFF ^ hi)
            i += 1
        x += 6
    return x


@micropython.viper
def put(dst, src, so: int, sw: int, sh: int, x: int, y: int, c: int):
    d = ptr8(dst)
    s = ptr8(src)
    top = 0
    while top < sh:
        row = y + top
        mask = 0xFF
        if sh - top < 8:
            mask = (1 << (sh - top)) - 1
        p = row >> 3
        k = row & 7
        i = 0
        while i < sw:
            b = int(s[so + i]) & mask
            cx = x + i
            if b and cx >= 0 and cx < 128:
                lo = (b << k) & 0xFF
                hi = b >> (8 - k)
                if lo and p >= 0 and p < 8:
                    a = (p << 7) + cx
                    if c:
                        d[a] = int(d[a]) | lo
                    else:
                        d[a] = int(d[a]) & (0xFF ^ lo)
                if hi and p >= -1 and p < 7:
                    a = ((p + 1) << 7) + cx
                    if c:
                        d[a] = int(d[a]) | hi
                    else:
                        d[a] = int(d[a]) & (0xFF ^ hi)
            i += 1
        so += sw
        top += 8


@micropython.viper
def zero(dst):
    d = ptr8(dst)
    n = int(len(dst))
    if int(d) & 3:
        i = 0
        while i < n:
            d[i] = 0
            i += 1
        return
    w = ptr32(dst)
    i = 0
    while i < n >> 2:
        w[i] = 0
        i += 1
'''

exec(_SOURCE)
del _SOURCE
