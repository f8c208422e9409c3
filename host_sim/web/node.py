"""The page's firmware under Node (node_page.mjs) with the host simulator beside it: the
same keys at the same clock, and after every key both screens must be the same picture.
For the tests that need no browser (tests/web/test_web.py) and, with a browser page in the
Node page's place (browser.py), for the ones that do.

`Side by side` follows host_sim.games.keyer's device protocol (`app`, `press`), so the keyers
key whole deals into it.
"""

import base64
import json
import os
import shutil
import subprocess

from host_sim.sim.device import Device
from host_sim.emu.pico_mirror import read_tree
from host_sim.sim.screenshot import pixels, save_png
from host_sim.web import build

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "node_page.mjs")


def missing():
    """What is missing to run the page's firmware under Node here, or None."""
    if shutil.which("node") is None:
        return "node is not installed"
    for name in build.MICROPYTHON:
        if not os.path.isfile(os.path.join(build.PACKAGE, name)):
            return "host_sim/web/node_modules is missing: run 'make venv' (npm ci)"
    try:
        build.mpy_cross()
    except build.Failed as e:
        return str(e)
    return None


class Mismatch(AssertionError):
    pass


class NodePage:
    """The built site's firmware under Node, one JSON command a line (node_page.mjs)."""

    def __init__(self, site):
        self.proc = subprocess.Popen(["node", SCRIPT, site], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                     text=True, encoding="utf-8")
        self.last = self.send({"advance": 0})

    def send(self, command):
        self.proc.stdin.write(json.dumps(command) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            self.proc.wait(timeout=30)
            raise RuntimeError("node_page.mjs stopped:\n" + self.proc.stderr.read()[-3000:])
        self.last = json.loads(line)
        return self.last

    def key(self, k):
        return self.send({"key": k})

    def advance(self, ms):
        return self.send({"advance": ms})

    def frame(self):
        return bytes.fromhex(self.last["frame"])

    def download(self):
        return self.send({"download": True})["log"]

    def open_log(self, text):
        return self.send({"open": text})

    def kept(self):
        """{path under /data: bytes} of what the page's durable storage holds."""
        got = self.send({"kept": True})["kept"]
        return {p: base64.b64decode(v) for p, v in got.items()}

    def python(self, code):
        """What `code`, run in the page's interpreter with `page` (web/page.Page) in its
        globals, left in `result` (a string, a number or None)."""
        return self.send({"python": code}).get("result")

    def plant(self, files):
        """Keys {key: bytes} put into the durable storage as a stranger would (the next
        restart reads them)."""
        return self.send({"plant": {k: base64.b64encode(v).decode() for k, v in files.items()}})

    def restart(self):
        """A new interpreter over the durable storage: the page reloaded."""
        return self.send({"restart": True})

    def close(self):
        if self.proc.poll() is None:
            self.proc.stdin.close()
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


class SideBySide:
    """`page` (a NodePage, or browser.BrowserPage) and a host Device over its own data
    folder, which starts as a new device does (the language asked first)."""

    def __init__(self, page, workdir):
        self.page = page
        self.workdir = workdir
        self.data = os.path.join(workdir, "host")
        os.makedirs(self.data, exist_ok=True)
        self.dev = Device(os.path.join(self.data, "matches"), lang=None)
        self.now = 0
        self.pressed = []
        self.pause = None       # (n, ms): after every n-th key, `ms` pass on both clocks
        self.check("at the start")

    # -- host_sim.games.keyer's device protocol --------------------------------------------------

    @property
    def app(self):
        return self.dev.app

    def press(self, k):
        self.page.key(k)
        self.pressed.append(k)
        self.dev.now = self.now
        self.dev.press(k)
        self.check("after key %d (%s)" % (len(self.pressed), k))
        if self.pause and len(self.pressed) % self.pause[0] == 0:
            self.wait(self.pause[1])

    def keys(self, keys):
        for k in keys:
            if k == ".":
                self.wait(1000)
            elif k != " ":
                self.press(k)

    def wait(self, ms):
        self.now += ms
        self.page.advance(ms)
        self.dev.wait(ms)
        self.check("after %d ms more" % ms)

    # -- checks ------------------------------------------------------------------------------

    def host_frame(self):
        if self.dev.app.dirty:
            self.dev.redraw()
        return bytes(self.dev.buf)

    def check(self, where):
        got, want = self.page.frame(), self.host_frame()
        if pixels(got) != pixels(want):
            a = os.path.join(self.workdir, "page.png")
            b = os.path.join(self.workdir, "host.png")
            save_png(got, a)
            save_png(want, b)
            raise Mismatch("%s: the page shows %s, the simulator %s" % (where, a, b))

    def open_log(self, text):
        """A log file opened on both (web/storage.py runs on the host's Python too)."""
        from picotafel.web import storage
        self.page.open_log(text)
        storage.open_log(self.dev.app, text)
        self.check("after opening a log file")

    def download(self):
        """(file name, text) the page gives, checked against the host's."""
        from picotafel.web import storage
        got = self.page.download()
        want = storage.log_of(self.dev.app)
        self.check("after asking for the log")
        assert got == ("%s\n%s" % want if want else ""), (got[:80], want)
        return tuple(got.split("\n", 1)) if got else None

    def host_files(self):
        """{path under the host's data folder: bytes}: what the page's /data should hold."""
        return read_tree(self.data)

    def restart(self):
        """Both started again over what they kept: the page reloaded, a new host Device
        over its folder; their first screens must be the same."""
        self.page.restart()
        self.now = 0
        self.dev = Device(os.path.join(self.data, "matches"), lang=None)
        self.check("after the restart")
