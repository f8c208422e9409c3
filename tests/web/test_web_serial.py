"""The page's USB reader (host_sim/web/static/serial.js, docs/web.md "Reading a device over
USB") against the emulated Pico: host_sim/web/serial_check.mjs gives it the Pico's USB
serial line as a Web Serial port; the matches it pulls must be the device's files byte
for byte, and the device must play again after."""

import base64
import json
import os
import shutil
import subprocess

import pytest

from host_sim.emu import pico_emu

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CHECK = os.path.join(ROOT, "host_sim", "web", "serial_check.mjs")
LAYOUT = os.path.join(ROOT, "tests", "layouts", "v2_newest_first")

pytestmark = pytest.mark.xdist_group("pico")


def device_files():
    """{path under the Pico's /: bytes}: two saved matches in the device's folders and the
    Store's own files (tests/layouts/v2_newest_first)."""
    out = {}
    for top, _, names in os.walk(LAYOUT):
        for n in names:
            path = os.path.join(top, n)
            with open(path, "rb") as f:
                out[os.path.relpath(path, LAYOUT).replace(os.sep, "/")] = f.read()
    return out


def test_the_usb_reader_pulls_every_saved_match_byte_for_byte_and_the_device_plays_on(
        pico_firmware, tmp_path):
    files = device_files()
    logs = {"/" + p: v for p, v in files.items() if p.endswith(".log")}
    assert len(logs) == 2
    tree = tmp_path / "tree"
    shutil.copytree(pico_firmware, tree)
    for rel, data in files.items():
        (tree / rel).parent.mkdir(parents=True, exist_ok=True)
        (tree / rel).write_bytes(data)
    image = pico_emu.make_image(str(tree), str(tmp_path / "fs.img"))
    uf2, rom = pico_emu.assets()
    config = {"uf2": uf2, "bootrom": rom, "image": image, "fs_offset": pico_emu.FS_OFFSET,
              "board": pico_emu.board(),
              "expect": {p: base64.b64encode(v).decode() for p, v in logs.items()}}
    (tmp_path / "config.json").write_text(json.dumps(config))
    r = subprocess.run(["node", CHECK, str(tmp_path / "config.json")], capture_output=True,
                       text=True, timeout=600)
    assert r.stdout, r.stderr
    got = json.loads(r.stdout.splitlines()[-1])
    assert "error" not in got, got
    assert sorted(got["files"]) == sorted(logs)
    assert got["same"], got["serial"]
    assert got["back"], got["serial"]


SILENT = """
import { readDevice, SerialError } from "%s";
const written = [];
let closed = false;
const port = {
  async open(o) { if (o.baudRate !== 115200) throw new Error("baud"); },
  async close() { closed = true; },
  readable: new ReadableStream({ pull() { return new Promise(() => {}); } }),
  writable: new WritableStream({ write(c) { written.push(...c); } }),
};
let said = null;
try { await readDevice(port, { timeoutMs: 300 }); } catch (e) { said = [e instanceof SerialError, e.message]; }
console.log(JSON.stringify({ said, written, closed }));
"""


def test_a_port_that_never_answers_is_said_and_the_device_is_sent_its_restart(tmp_path):
    if shutil.which("node") is None:
        pytest.skip("node is not installed")
    script = tmp_path / "silent.mjs"
    script.write_text(SILENT % os.path.join(ROOT, "host_sim", "web", "static", "serial.js"))
    r = subprocess.run(["node", str(script)], capture_output=True, text=True, timeout=60)
    got = json.loads(r.stdout.splitlines()[-1]) if r.stdout else r.stderr
    assert got["said"] == [True, "no answer from the device: its REPL"]
    assert got["written"][:3] == [13, 3, 3]         # Ctrl-C twice: the loop stops
    assert got["written"][-1] == 4 and got["closed"]  # Ctrl-D: the firmware runs again
