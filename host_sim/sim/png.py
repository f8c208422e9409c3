"""A PNG writer on the standard library (zlib), for screenshots and score sheets, and the\nreader of what it writes (8-bit greyscale), for golden-picture tests."""

import struct
import zlib


def _chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def write_png(path, rows):
    """Write an 8-bit greyscale PNG; `rows` is a list of equal-length bytes (0-255)."""
    height = len(rows)
    width = len(rows[0]) if rows else 0
    raw = b"".join(b"\x00" + bytes(r) for r in rows)
    data = (b"\x89PNG\r\n\x1a\n"
            + _chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0))
            + _chunk(b"IDAT", zlib.compress(raw, 9))
            + _chunk(b"IEND", b""))
    with open(path, "wb") as f:
        f.write(data)


def read_png_size(path):
    """(width, height) of a PNG file, for tests."""
    with open(path, "rb") as f:
        head = f.read(24)
    return struct.unpack(">II", head[16:24])


def _unfilter(data, width, height):
    """The raw rows of an 8-bit greyscale PNG's inflated IDAT (all five filters)."""
    rows = []
    prev = bytearray(width)
    pos = 0
    for _ in range(height):
        ftype = data[pos]
        line = bytearray(data[pos + 1:pos + 1 + width])
        pos += 1 + width
        for i in range(width):
            a = line[i - 1] if i else 0
            b = prev[i]
            c = prev[i - 1] if i else 0
            if ftype == 1:
                line[i] = (line[i] + a) & 0xFF
            elif ftype == 2:
                line[i] = (line[i] + b) & 0xFF
            elif ftype == 3:
                line[i] = (line[i] + ((a + b) >> 1)) & 0xFF
            elif ftype == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else b if pb <= pc else c
                line[i] = (line[i] + pred) & 0xFF
            elif ftype != 0:
                raise ValueError("PNG row filter %d is not valid" % ftype)
        rows.append(bytes(line))
        prev = line
    return rows


def read_png(path):
    """(width, height, rows) of an 8-bit greyscale PNG as write_png writes it (any row
    filter); ValueError for anything else."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("%s is not a PNG file" % path)
    pos, idat, head = 8, b"", None
    while pos + 8 <= len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            head = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
        pos += 12 + n
    if head is None:
        raise ValueError("%s has no IHDR chunk" % path)
    width, height, depth, colour, _, _, interlace = head
    if depth != 8 or colour != 0 or interlace:
        raise ValueError("%s is not an 8-bit greyscale PNG as save_png writes" % path)
    return width, height, _unfilter(zlib.decompress(idat), width, height)
