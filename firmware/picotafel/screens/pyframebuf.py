"""MicroPython's `framebuf` for CPython, format MONO_VLSB only, so the simulator and the
tests draw exactly what the Pico draws. Each method follows extmod/modframebuf.c step by
step (clipping, the order pixels are set in, the Bresenham line and the ellipse's two
arcs), so both give identical bytes; tests/screens/test_gfx.py checks that against the real one.

MONO_VLSB: byte (y // 8) * stride + x holds the column of 8 pixels x, y & ~7 .. y | 7,
least significant bit at the top.
"""

MONO_VLSB = 0
MVLSB = 0


def _source(src):
    """A blit source or palette: a FrameBuffer or (buffer, width, height, format[, stride])."""
    if isinstance(src, FrameBuffer):
        return src
    if isinstance(src, (tuple, list)):
        if len(src) < 4 or len(src) > 5:
            raise ValueError("blit source tuple is (buffer, width, height, format[, stride])")
        return FrameBuffer(src[0], *src[1:], _readonly=True)
    raise TypeError("blit source must be a FrameBuffer or a (buffer, w, h, format) tuple")


class FrameBuffer:
    """FrameBuffer(buf, width, height, MONO_VLSB[, stride]) over any writable buffer."""

    def __init__(self, buf, width, height, format, stride=None, _readonly=False):
        if format != MONO_VLSB:
            raise ValueError("invalid format: only MONO_VLSB is implemented here")
        if stride is None:
            stride = width
        width, height, stride = int(width), int(height), int(stride)
        if width < 1 or height < 1 or stride < width:
            raise ValueError("a %dx%d FrameBuffer (stride %d) cannot be made: width and "
                             "height at least 1, stride at least the width"
                             % (width, height, stride))
        mv = memoryview(buf)
        if mv.ndim != 1 or mv.itemsize != 1:
            mv = mv.cast("B")
        if mv.readonly and not _readonly:
            raise TypeError("FrameBuffer needs a writable buffer (bytearray, memoryview)")
        pages = (height + 7) >> 3
        need = (pages - 1) * stride + width
        if need > len(mv):
            raise ValueError("buffer of %d bytes too small for %dx%d (needs %d)"
                             % (len(mv), width, height, need))
        self.buf = mv
        self.width = width
        self.height = height
        self.stride = stride

    # -- the format's three primitives, as in modframebuf.c -------------------------

    def _set(self, x, y, col):
        i = (y >> 3) * self.stride + x
        bit = 1 << (y & 7)
        if col:
            self.buf[i] |= bit
        else:
            self.buf[i] &= ~bit & 0xFF

    def _get(self, x, y):
        return (self.buf[(y >> 3) * self.stride + x] >> (y & 7)) & 1

    def _fill_rect(self, x, y, w, h, col):
        # Whole pages at once: the result is the same as modframebuf's pixel rows.
        buf, stride = self.buf, self.stride
        yend = y + h
        while y < yend:
            page = y >> 3
            top = y & 7
            bottom = min(8, top + yend - y)
            mask = ((1 << bottom) - 1) & ~((1 << top) - 1)
            i = page * stride + x
            if col:
                for j in range(i, i + w):
                    buf[j] |= mask
            else:
                keep = ~mask & 0xFF
                for j in range(i, i + w):
                    buf[j] &= keep
            y += bottom - top

    def _clipped_rect(self, x, y, w, h, col):
        if h < 1 or w < 1 or x + w <= 0 or y + h <= 0 or y >= self.height or x >= self.width:
            return
        xend = min(self.width, x + w)
        yend = min(self.height, y + h)
        x = max(x, 0)
        y = max(y, 0)
        self._fill_rect(x, y, xend - x, yend - y, col)

    def _checked(self, x, y, col, mask=1):
        if mask and 0 <= x < self.width and 0 <= y < self.height:
            self._set(x, y, col)

    # -- the public methods ----------------------------------------------------------

    def fill(self, c):
        self._fill_rect(0, 0, self.width, self.height, int(c))

    def fill_rect(self, x, y, w, h, c):
        self._clipped_rect(int(x), int(y), int(w), int(h), int(c))

    def pixel(self, x, y, c=None):
        x, y = int(x), int(y)
        if 0 <= x < self.width and 0 <= y < self.height:
            if c is None:
                return self._get(x, y)
            self._set(x, y, int(c))
        return None

    def hline(self, x, y, w, c):
        self._clipped_rect(int(x), int(y), int(w), 1, int(c))

    def vline(self, x, y, h, c):
        self._clipped_rect(int(x), int(y), 1, int(h), int(c))

    def rect(self, x, y, w, h, c, f=False):
        x, y, w, h, c = int(x), int(y), int(w), int(h), int(c)
        if f:
            self._clipped_rect(x, y, w, h, c)
        else:
            self._clipped_rect(x, y, w, 1, c)
            self._clipped_rect(x, y + h - 1, w, 1, c)
            self._clipped_rect(x, y, 1, h, c)
            self._clipped_rect(x + w - 1, y, 1, h, c)

    def line(self, x1, y1, x2, y2, c):
        x1, y1, x2, y2, c = int(x1), int(y1), int(x2), int(y2), int(c)
        dx = x2 - x1
        if dx > 0:
            sx = 1
        else:
            dx, sx = -dx, -1
        dy = y2 - y1
        if dy > 0:
            sy = 1
        else:
            dy, sy = -dy, -1
        steep = dy > dx
        if steep:
            x1, y1 = y1, x1
            dx, dy = dy, dx
            sx, sy = sy, sx
        w, h = self.width, self.height
        e = 2 * dy - dx
        for _ in range(dx):
            if steep:
                if 0 <= y1 < w and 0 <= x1 < h:
                    self._set(y1, x1, c)
            elif 0 <= x1 < w and 0 <= y1 < h:
                self._set(x1, y1, c)
            while e >= 0:
                y1 += sy
                e -= 2 * dx
            x1 += sx
            e += 2 * dy
        self._checked(x2, y2, c)

    def _ellipse_points(self, cx, cy, x, y, col, mask):
        if mask & 0x10:
            if mask & 1:
                self._clipped_rect(cx, cy - y, x + 1, 1, col)
            if mask & 2:
                self._clipped_rect(cx - x, cy - y, x + 1, 1, col)
            if mask & 4:
                self._clipped_rect(cx - x, cy + y, x + 1, 1, col)
            if mask & 8:
                self._clipped_rect(cx, cy + y, x + 1, 1, col)
        else:
            self._checked(cx + x, cy - y, col, mask & 1)
            self._checked(cx - x, cy - y, col, mask & 2)
            self._checked(cx - x, cy + y, col, mask & 4)
            self._checked(cx + x, cy + y, col, mask & 8)

    def ellipse(self, cx, cy, xr, yr, c, f=False, m=0x0F):
        """The midpoint ellipse of modframebuf.c: first the arc where y steps, then
        the arc where x steps; `m` picks quadrants (1 top right, then anticlockwise)."""
        cx, cy, xr, yr, c = int(cx), int(cy), int(xr), int(yr), int(c)
        mask = (0x10 if f else 0) | (int(m) & 0x0F)
        if xr == 0 and yr == 0:
            self._checked(cx, cy, c, mask & 0x0F)
            return
        two_a2 = 2 * xr * xr
        two_b2 = 2 * yr * yr
        x, y = xr, 0
        xchange = yr * yr * (1 - 2 * xr)
        ychange = xr * xr
        err = 0
        stopx, stopy = two_b2 * xr, 0
        while stopx >= stopy:
            self._ellipse_points(cx, cy, x, y, c, mask)
            y += 1
            stopy += two_a2
            err += ychange
            ychange += two_a2
            if 2 * err + xchange > 0:
                x -= 1
                stopx -= two_b2
                err += xchange
                xchange += two_b2
        x, y = 0, yr
        xchange = yr * yr
        ychange = xr * xr * (1 - 2 * yr)
        err = 0
        stopx, stopy = 0, two_a2 * yr
        while stopx <= stopy:
            self._ellipse_points(cx, cy, x, y, c, mask)
            x += 1
            stopx += two_b2
            err += xchange
            xchange += two_b2
            if 2 * err + ychange > 0:
                y -= 1
                stopy -= two_a2
                err += ychange
                ychange += two_a2

    def blit(self, fbuf, x, y, key=-1, palette=None):
        """Copy `fbuf` (a FrameBuffer or a (buffer, w, h, format) tuple) to x, y. A pixel
        whose colour (after `palette`, a FrameBuffer n x 1 mapping colour i to pixel i)
        equals `key` is skipped."""
        src = _source(fbuf)
        pal = _source(palette) if palette is not None else None
        x, y, key = int(x), int(y), int(key) & 0xFFFFFFFF
        if x >= self.width or y >= self.height or -x >= src.width or -y >= src.height:
            return
        x0, y0 = max(0, x), max(0, y)
        x1, y1 = max(0, -x), max(0, -y)
        x0end = min(self.width, x + src.width)
        y0end = min(self.height, y + src.height)
        get, put = src._get, self._set
        while y0 < y0end:
            cx1 = x1
            for cx0 in range(x0, x0end):
                col = get(cx1, y1)
                if pal is not None:
                    col = pal._get(col, 0)
                if col != key:
                    put(cx0, y0, col)
                cx1 += 1
            y0 += 1
            y1 += 1
