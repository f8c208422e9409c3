"""The built site in a real browser: Debian's Chromium, headless, driven by selenium
through Debian's chromedriver (/usr/bin/chromedriver: selenium's own manager would try to
download one), against a local http.server on 127.0.0.1. For make test-long
(tests/web/test_web_browser.py) and make bench.

    python3 -m host_sim.web.browser --install    # apt-get chromium chromium-driver if missing

`BrowserPage` has NodePage's interface (host_sim/web/node.py): keys are pressed on the
page's buttons, the clock is the page's manual one (?clock=manual), and the frame is read
back from the canvas's pixels, so that SideBySide compares what a person sees.
"""

import base64
import functools
import http.server
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time

CHROMIUM = ("/usr/bin/chromium", "/usr/bin/chromium-browser")
CHROMEDRIVER = "/usr/bin/chromedriver"
# The machine's network is closed: nothing that calls out, a fresh profile each time.
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage")
TYPES = {".js": "text/javascript", ".wasm": "application/wasm",
         ".webmanifest": "application/manifest+json", ".bin": "application/octet-stream"}


def chromium():
    return next((p for p in CHROMIUM if os.path.exists(p)), None)


def missing():
    """What is missing to run the page in Chromium here, or None."""
    if chromium() is None:
        return "Debian's chromium is not installed (make browser installs it)"
    if not os.path.exists(CHROMEDRIVER):
        return "Debian's chromium-driver is not installed (make browser installs it)"
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed in %s: run 'make venv'" % sys.executable
    return None


def install():
    """Install Debian's chromium and chromium-driver if either is missing; 0 when they
    are there, else 1 with the reason said."""
    if chromium() and os.path.exists(CHROMEDRIVER):
        return 0
    apt = shutil.which("apt-get")
    if apt is None or os.geteuid() != 0:
        print("make browser: Chromium and chromedriver are missing, and they cannot be "
              "installed here (needs apt-get as root: sudo apt-get install chromium "
              "chromium-driver); the browser tests will say so and skip", file=sys.stderr)
        return 1
    print("make browser: installing Debian's chromium and chromium-driver", file=sys.stderr)
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    for cmd in ([apt, "update", "-qq"], [apt, "install", "-y", "-qq", "chromium", "chromium-driver"]):
        r = subprocess.run(cmd, env=env)
        if r.returncode != 0:
            print("make browser: %s failed (exit %d): the browser tests will say so and "
                  "skip" % (" ".join(cmd), r.returncode), file=sys.stderr)
            return 1
    return 0


class Quiet(http.server.SimpleHTTPRequestHandler):
    extensions_map = dict(http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES)

    def log_message(self, *args):
        pass

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()


class Server:
    """The site served on 127.0.0.1 (a free port), in a thread, until close()."""

    def __init__(self, site):
        handler = functools.partial(Quiet, directory=site)
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.url = "http://127.0.0.1:%d/" % self.httpd.server_address[1]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


def driver(width=480, height=900, phone=None, downloads=None):
    """A headless Chromium (a fresh profile, removed with it): a window of `width` x
    `height` CSS px, or with `phone` (width, height, device pixel ratio) a phone's
    screen with touch."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    opts = webdriver.ChromeOptions()
    opts.binary_location = chromium()
    profile = tempfile.mkdtemp(prefix="picotafel-chromium-")
    for flag in FLAGS + ("--user-data-dir=" + profile, "--window-size=%d,%d" % (width, height)):
        opts.add_argument(flag)
    if phone:
        w, h, ratio = phone
        opts.add_experimental_option("mobileEmulation", {
            "deviceMetrics": {"width": w, "height": h, "pixelRatio": ratio, "touch": True}})
    if downloads:
        opts.add_experimental_option("prefs", {"download.default_directory": downloads,
                                               "download.prompt_for_download": False})
    d = webdriver.Chrome(service=Service(CHROMEDRIVER), options=opts)
    quit_ = d.quit

    def quit():
        try:
            quit_()
        finally:
            shutil.rmtree(profile, ignore_errors=True)
    d.quit = quit
    return d


class BrowserPage:
    """The site at `url` in Chromium `d`, its clock moved by hand."""

    def __init__(self, d, url, timeout=60):
        self.d = d
        self.url = url + "?clock=manual"
        self.timeout = timeout
        self.last = {}
        self.open()

    def open(self):
        self.d.get(self.url)
        self.wait_ready()

    def wait_ready(self):
        end = time.monotonic() + self.timeout
        while True:
            state = self.d.execute_script(
                "return window.picotafel ? [picotafel.ready, picotafel.failed] : [false, null]")
            if state[0]:
                return
            if state[1]:
                raise RuntimeError("the page failed to start: %s" % state[1])
            if time.monotonic() > end:
                raise RuntimeError("the page did not start within %d s" % self.timeout)
            time.sleep(0.05)

    def js(self, script, *args):
        return self.d.execute_script(script, *args)

    def key(self, k):
        self.d.find_element("css selector", '.key[data-key="%s"]' % k).click()

    def advance(self, ms):
        return self.js("return picotafel.advance(arguments[0])", ms)

    def frame(self):
        """The canvas's pixels as a 1024-byte MONO_VLSB frame."""
        rows = self.js("return picotafel.pixels()")
        buf = bytearray(1024)
        for y, row in enumerate(rows):
            for x, ch in enumerate(row):
                if ch == "1":
                    buf[(y >> 3) * 128 + x] |= 1 << (y & 7)
        return bytes(buf)

    def settle(self):
        """Wait until everything the page saves has landed in IndexedDB."""
        end = time.monotonic() + self.timeout
        while self.js("return picotafel.pending") and time.monotonic() < end:
            time.sleep(0.02)

    def kept(self):
        """{path under /data: bytes} of what the page's IndexedDB holds."""
        self.settle()
        got = self.d.execute_async_script("""
            const done = arguments[arguments.length - 1];
            const req = indexedDB.open("picotafel", 1);
            req.onerror = () => done({error: String(req.error)});
            req.onblocked = () => done({error: "blocked"});
            req.onsuccess = () => {
              try {
                const store = req.result.transaction("files").objectStore("files");
                const out = {};
                const cur = store.openCursor();
                cur.onsuccess = () => {
                  const c = cur.result;
                  if (!c) { req.result.close(); done({files: out}); return; }
                  let s = ""; for (const b of new Uint8Array(c.value)) s += String.fromCharCode(b);
                  out[c.key] = btoa(s);
                  c.continue();
                };
              } catch (e) {
                req.result.close();
                done({error: String(e)});
              }
            };""")
        if "error" in got:
            raise RuntimeError("the page's IndexedDB cannot be read: %s" % got["error"])
        return {p: base64.b64decode(v) for p, v in got["files"].items()}

    def restart(self):
        """The page reloaded once what it saved is kept."""
        self.settle()
        self.d.refresh()
        self.wait_ready()

    def close(self):
        pass


def main(argv):
    if argv == ["--install"]:
        return install()
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
