// The page's firmware under Node, for tests that need no browser (tests/web/test_web.py):
// the built site's MicroPython and firmware.bin, started by the same engine.js as the
// page, with a host that records what the page would show, play and keep. The durable
// storage is a Map that the page's own Keeper (engine.js) fills as the page fills
// IndexedDB; "restart" starts a new interpreter on it, as a reload does.
//
//   node node_page.mjs SITE_DIR      then one JSON command a line on stdin:
//   {"key": "A"}  {"keyboard": "enter"}  {"advance": 1000}  {"download": true}
//   {"open": "log text"}  {"restart": true}  {"kept": true}
//   {"python": "code"}: run with `page` in its globals, answering what it left in `result`
//   {"plant": {key: base64}}: keys put into the storage as a stranger would (a restart
//   reads them); {"fail": n}: the next n writes fail as a full disk does; {"close":
//   true}: the browser closes the connection; {"clear": true}: it also empties the
//   storage; {"storage": true|false}: what the browser answers to persist().
// Each answers one JSON line, once the writes under way have landed or failed: the frame
// shown (hex), the LED, the tones played since the last answer, the buttons' labels, what
// the keys show (the mode and the keys written as printed), the note beside the screen (a
// save that failed, until one lands), what the storage holds (its count of keys and of
// writes landed) and what the command gave.

import fs from "fs";
import path from "path";
import readline from "readline";
import { pathToFileURL } from "url";

const site = path.resolve(process.argv[2]);
const { loadMicroPython } = await import(pathToFileURL(path.join(site, "micropython", "micropython.js")));
const { start, Keeper } = await import(pathToFileURL(path.join(site, "engine.js")));
const firmware = new Uint8Array(fs.readFileSync(path.join(site, "firmware.bin")));

const kept = new Map();          // the durable storage: path under /data -> bytes
const state = { frame: "", led: 0, contrast: null, tones: [], labels: {}, keys: null,
                syncs: 0, note: "", writes: 0, persists: 0 };
const faults = { fail: 0 };
let conn = null;
let now = 0;
let page = null;
let mp = null;
let keeper = null;
let persisted = null;

// The Keeper's backend: a connection to `kept`, as idb in app.js is to IndexedDB.
const backend = {
  async open() {
    const c = {
      closed: false,
      async write(put, gone) {
        if (c.closed) throw Object.assign(new Error("The database connection is closing."), { name: "InvalidStateError" });
        if (faults.fail > 0) {
          faults.fail -= 1;
          throw Object.assign(new Error("the disk is full"), { name: "QuotaExceededError" });
        }
        for (const [p, data] of put) kept.set(p, new Uint8Array(data));
        for (const p of gone) kept.delete(p);
        state.writes += 1;
      },
      close() { c.closed = true; },
    };
    conn = c;
    return c;
  },
};

const makeHost = (changes) => {
  keeper = new Keeper(backend, changes, (reason) => {
    state.note = reason === null ? "" : page.warn(reason, true);
  });
  keeper.use(conn);
  return {
  show(hex) { state.frame = hex; },
  contrast(level) { state.contrast = level; },
  tone(freq, duty) { state.tones.push([now, freq, duty]); },
  led(on) { state.led = on; },
  label(name, text) { state.labels[name] = text; },
  keys(mode, written) { state.keys = [mode, written]; },
  sync() {
    keeper.sync(now);
    state.syncs += 1;
  },
  persist() {
    state.persists += 1;
    if (persisted !== null) page.storage(persisted, true);
  },
  };
};

async function boot() {
  mp = await loadMicroPython({ heapsize: 2 * 1024 * 1024, stdout: (l) => process.stderr.write(l + "\n") });
  await backend.open();
  state.note = "";
  page = start(mp, firmware, kept, makeHost, now).page;
  if (persisted !== null) page.storage(persisted);
}

await boot();
const rl = readline.createInterface({ input: process.stdin });
for await (const line of rl) {
  if (!line.trim()) continue;
  const c = JSON.parse(line);
  const out = {};
  if (c.key !== undefined) page.key(c.key, now);
  else if (c.keyboard !== undefined) out.pressed = page.keyboard(c.keyboard, now);
  else if (c.advance !== undefined) { now += c.advance; out.busy = page.tick(now); keeper.poll(now); }
  else if (c.download) out.log = page.download();
  else if (c.open !== undefined) page.open_log(c.open, now);
  else if (c.restart) { now = 0; state.frame = ""; await boot(); }
  else if (c.python !== undefined) {          // a test's fault, with `page` in its globals
    mp.globals.set("page", page);
    mp.globals.set("result", null);
    mp.runPython(c.python);
    out.result = mp.globals.get("result");
  }
  else if (c.plant !== undefined) {
    for (const [k, v] of Object.entries(c.plant)) kept.set(k, new Uint8Array(Buffer.from(v, "base64")));
  }
  else if (c.fail !== undefined) faults.fail = c.fail;
  else if (c.close || c.clear) {
    conn.closed = true;
    if (c.clear) kept.clear();
    if (conn.onclosed) conn.onclosed();
  }
  else if (c.storage !== undefined) { persisted = c.storage; page.storage(persisted); }
  else if (c.kept) {
    out.kept = {};
    for (const [p, data] of kept) out.kept[p] = Buffer.from(data).toString("base64");
  }
  await keeper.settled();
  Object.assign(out, { frame: state.frame, led: state.led, contrast: state.contrast,
                       tones: state.tones, labels: state.labels, keys: state.keys,
                       syncs: state.syncs, note: state.note, writes: state.writes,
                       persists: state.persists, stored: kept.size });
  state.tones = [];
  process.stdout.write(JSON.stringify(out) + "\n");
}
