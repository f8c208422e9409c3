// The page's USB reader (static/serial.js) against the emulated Pico (host_sim/pico/):
// the Pico's USB serial line picked from a navigator.serial of its own (pickPort, by the
// Pico's vendor id) and given to readDevice as a Web Serial port would be, the
// matches it pulls compared byte for byte with the device's files, then the device must
// be back at play (its console's key trace on, a key handled). tests/web/test_web_serial.py
// runs it:
//
//   node serial_check.mjs CONFIG.json
//
// CONFIG: {uf2, bootrom, image, fs_offset, board, expect: {path on the device: base64}}.
// Prints one JSON line: {files: {path: base64} pulled, same: true if they are the device's
// files exactly, back: true if the device plays again, serial: what the line said}.

import fs from "fs";
import { Pico, flashImage } from "../pico/pico.mjs";
import { pickPort, readDevice, PICO_VENDOR } from "./static/serial.js";

const SLICE_MS = 2;               // emulated time run between looks at the line
const LIMIT_MS = 30000;           // emulated time a read may wait for bytes

const config = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const flash = flashImage(config.uf2, fs.readFileSync(config.image), config.fs_offset);
const pico = new Pico(config.bootrom, flash, { ...config.board, usb: true });

// What the device writes, as bytes: the port's reader takes them while the port is open;
// `said` keeps all of it as text for the checks and the report.
let incoming = [];
let said = "";
let open = false;
pico.cdc.onSerialData = (bytes) => {
  said += Buffer.from(bytes).toString("latin1");
  if (open) incoming.push(Uint8Array.from(bytes));
};

const yieldNow = () => new Promise((r) => setImmediate(r));

// A Web Serial port over the Pico's CDC: reading runs the chip until bytes come.
function fakePort() {
  let cancelled = false;
  return {
    async open(options) {
      if (options.baudRate !== 115200) throw new Error("baud " + options.baudRate);
      open = true;
      incoming = [];
      cancelled = false;
    },
    async close() { open = false; },
    readable: new ReadableStream({
      async pull(controller) {
        for (let waited = 0; !incoming.length && !cancelled && waited < LIMIT_MS; waited += SLICE_MS) {
          pico.runFor(SLICE_MS);
          await yieldNow();           // the reader's timers run
        }
        if (incoming.length) controller.enqueue(incoming.shift());
      },
      cancel() { cancelled = true; },
    }, { highWaterMark: 0 }),
    writable: new WritableStream({
      write(chunk) {
        for (const b of chunk) pico.cdc.sendSerialByte(b);
        pico.answerRead();
      },
    }),
  };
}

// navigator.serial as the page sees it: the user picks the one Pico there, which the
// page must ask for by its vendor id.
const fakeSerial = {
  asked: null,
  async requestPort(options) {
    this.asked = options;
    const ids = (options.filters || []).map((f) => f.usbVendorId);
    if (!ids.includes(PICO_VENDOR)) throw new Error("NotFoundError: no such port");
    return fakePort();
  },
};

// Run until the line says `re` (at most `ms` of emulated time).
function runUntil(re, ms) {
  const from = said.length;
  return pico.runFor(ms, () => re.test(said.slice(from)));
}

async function main() {
  pico.runFor(1500);                                  // the firmware boots to its loop
  pico.cdc.sendSerialByte("t".charCodeAt(0));
  pico.answerRead();
  if (!runUntil(/trace on free=\d+/, 8000)) throw new Error("the device did not start:\n" + said);
  const port = await pickPort(fakeSerial);
  if (!port) throw new Error("no port picked: " + JSON.stringify(fakeSerial.asked));
  const pulled = await readDevice(port, { timeoutMs: 120000 });
  const files = {};
  for (const [path, bytes] of pulled) files[path] = Buffer.from(bytes).toString("base64");
  const want = config.expect;
  const same = Object.keys(files).length === Object.keys(want).length
    && Object.entries(want).every(([p, b64]) => files[p] === b64);
  // Back at play: the firmware runs main.py again; its console turns the trace on and
  // the next key is handled.
  let back = runUntil(/MicroPython|soft reboot/, 3000);
  pico.runFor(1500);
  pico.cdc.sendSerialByte("t".charCodeAt(0));
  pico.answerRead();
  back = back && runUntil(/trace on free=\d+/, 8000);
  const from = said.length;
  pico.keypad.press("2");
  pico.runFor(100);
  pico.keypad.release("2");
  back = back && pico.runFor(3000, () => /key 2 at=\d+/.test(said.slice(from)));
  process.stdout.write(JSON.stringify({ files, same, back, serial: said.slice(-3000) }) + "\n");
}

main().catch((e) => {
  process.stdout.write(JSON.stringify({ error: String(e && e.stack || e), serial: said.slice(-3000) }) + "\n");
  process.exitCode = 1;
});
