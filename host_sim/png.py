"""A PNG writer on the standard library (zlib), for screenshots and score sheets."""

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
