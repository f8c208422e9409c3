// The page's firmware under Node, for tests that need no browser (tests/test_web.py):
// the built site's MicroPython and firmware.bin, started by the same engine.js as the
// page, with a host that records what the page would show, play and keep. The durable
// storage is a Map that sync() fills as the page fills IndexedDB; "restart" starts a new
// interpreter on it, as a reload does.
//
//   node node_page.mjs SITE_DIR      then one JSON command a line on stdin:
//   {"key": "A"}  {"keyboard": "enter"}  {"advance": 1000}  {"download": true}
//   {"open": "log text"}  {"restart": true}  {"kept": true}  {"python": "code"}
// Each answers one JSON line: the frame shown (hex), the LED, the tones played since the
// last answer, the buttons' labels, what the keys show (the mode and the keys written
// as printed), and what the command gave.

import fs from "fs";
import path from "path";
import readline from "readline";
import { pathToFileURL } from "url";

const site = path.resolve(process.argv[2]);
const { loadMicroPython } = await import(pathToFileURL(path.join(site, "micropython", "micropython.js")));
const { start } = await import(pathToFileURL(path.join(site, "engine.js")));
const firmware = new Uint8Array(fs.readFileSync(path.join(site, "firmware.bin")));

const kept = new Map();          // the durable storage: path under /data -> bytes
const state = { frame: "", led: 0, contrast: null, tones: [], labels: {}, keys: null, syncs: 0 };
let now = 0;
let page = null;
let mp = null;

const makeHost = (changes) => ({
  show(hex) { state.frame = hex; },
  contrast(level) { state.contrast = level; },
  tone(freq, duty) { state.tones.push([now, freq, duty]); },
  led(on) { state.led = on; },
  label(name, text) { state.labels[name] = text; },
  keys(mode, written) { state.keys = [mode, written]; },
  sync() {
    const { put, gone } = changes.take();
    for (const [p, data] of put) kept.set(p, new Uint8Array(data));
    for (const p of gone) kept.delete(p);
    state.syncs += 1;
  },
});

async function boot() {
  mp = await loadMicroPython({ heapsize: 2 * 1024 * 1024, stdout: (l) => process.stderr.write(l + "\n") });
  page = start(mp, firmware, kept, makeHost, now);
}

await boot();
const rl = readline.createInterface({ input: process.stdin });
for await (const line of rl) {
  if (!line.trim()) continue;
  const c = JSON.parse(line);
  const out = {};
  if (c.key !== undefined) page.key(c.key, now);
  else if (c.keyboard !== undefined) out.pressed = page.keyboard(c.keyboard, now);
  else if (c.advance !== undefined) { now += c.advance; out.busy = page.tick(now); }
  else if (c.download) out.log = page.download();
  else if (c.open !== undefined) page.open_log(c.open, now);
  else if (c.restart) { now = 0; state.frame = ""; await boot(); }
  else if (c.python !== undefined) {          // a test's fault, with `page` in its globals
    mp.globals.set("page", page);
    mp.runPython(c.python);
  }
  else if (c.kept) {
    out.kept = {};
    for (const [p, data] of kept) out.kept[p] = Buffer.from(data).toString("base64");
  }
  Object.assign(out, { frame: state.frame, led: state.led, contrast: state.contrast,
                       tones: state.tones, labels: state.labels, keys: state.keys,
                       syncs: state.syncs });
  state.tones = [];
  process.stdout.write(JSON.stringify(out) + "\n");
}
