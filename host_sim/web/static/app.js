// picotafel's page: loads MicroPython and the firmware (engine.js), and gives the
// firmware's web drivers (firmware/picotafel/web/) the page: the canvas, the buttons and
// the laptop's keys, the clock, Web Audio, the lamp and IndexedDB. Nothing of picotafel's
// rules, screens or saving is here.
//
// ?clock=manual: the clock stands still until window.picotafel.advance(ms) moves it (the
// tests compare every screen with the simulator's, timed ones too).
//
// One page at a time has the saved matches (two would write over each other's files): a
// page that opens while another has them asks it to hand them over (BroadcastChannel);
// that one saves everything, lets the Web Lock go and says so on its screen, where a key
// takes them back. A page that does not answer (frozen in the background) has the lock
// taken from it after HANDOVER_MS.

import { loadMicroPython } from "./micropython/micropython.js";
import { start, Keeper } from "./engine.js";
import { pickPort, readDevice } from "./serial.js";

const MANUAL = new URLSearchParams(location.search).get("clock") === "manual";
const TICK_MS = 50;            // config.SCAN_MS: the loop's pace while nothing plays
const SOUND_STEP_MS = 10;      // config.SOUND_STEP_MS: while a tone or a blink plays
const VOLUME = 0.25;           // a full-duty tone's gain
const MAX_LOG = 256 * 1024;    // web/storage.py MAX_LOG: the most of a file handed over
const HANDOVER_MS = 3000;      // how long a page waits for the one that has the matches
const LOCK = "picotafel-matches";
const LIT = [0xe8, 0xf4, 0xff];
const DARK = [0x10, 0x12, 0x14];
const GRID = [0, 0, 0];

const $ = (sel) => document.querySelector(sel);
const canvas = $("#screen");
const glass = $("#glass");
let clock = 0;
const now = () => (MANUAL ? clock : Math.floor(performance.now()));

// What the tests and the bench read (and the manual clock they move).
const api = window.picotafel = {
  ready: false, failed: null, frame: "", frames: 0, firstFrameMs: null, keyMs: [],
  tones: [], led: 0, labels: {}, keys: null, note: "", aside: 0, moved: false,
  persisted: null, view: null,
  get pending() {
    return keeper ? keeper.unsaved.size + (keeper.busy ? 1 : 0) + (keeper.whole ? 1 : 0) : 0;
  },
  get kept() { return keeper ? keeper.kept : 0; },
  settled: () => (keeper ? keeper.settled() : Promise.resolve()),
  advance(ms) { clock += ms; return tick(); },
  now,
  pixels: () => canvasPixels(),
  audio: () => [audio.ctx ? audio.ctx.state : "none", audio.played],
};

// -- the screen ------------------------------------------------------------------------

let frame = new Uint8Array(1024);
let bright = 1;
let scale = 1;

function fit() {
  const box = glass.getBoundingClientRect();
  const style = getComputedStyle(glass);
  const pad = parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
  const dpr = window.devicePixelRatio || 1;
  const w = Math.max(128, (box.width - 2 * pad) * dpr);
  const h = Math.max(64, (box.height - 2 * pad) * dpr);
  const s = Math.max(1, Math.floor(Math.min(w / 128, h / 64)));
  if (s !== scale || canvas.width !== 128 * s) {
    scale = s;
    canvas.width = 128 * s;
    canvas.height = 64 * s;
  }
  canvas.style.width = (128 * s) / dpr + "px";
  canvas.style.height = (64 * s) / dpr + "px";
  draw();
}

// Each pixel a square of whole device pixels, lit or dark, with a dark line of grid
// between them once they are large enough to show it (as on the real panel).
function draw() {
  const s = scale;
  const ctx = canvas.getContext("2d");
  const img = ctx.createImageData(128 * s, 64 * s);
  const d = img.data;
  const lit = LIT.map((v) => Math.round(DARK[0] + (v - DARK[0]) * bright));
  const rowBytes = 128 * s * 4;
  for (let y = 0; y < 64; y++) {
    for (let x = 0; x < 128; x++) {
      const on = (frame[(y >> 3) * 128 + x] >> (y & 7)) & 1;
      const c = on ? lit : DARK;
      for (let j = 0; j < s; j++) {
        let i = (y * s + j) * rowBytes + x * s * 4;
        for (let k = 0; k < s; k++, i += 4) {
          const g = s >= 4 && (j === s - 1 || k === s - 1) ? GRID : c;
          d[i] = g[0]; d[i + 1] = g[1]; d[i + 2] = g[2]; d[i + 3] = 255;
        }
      }
    }
  }
  ctx.putImageData(img, 0, 0);
}

// The 64 rows of 128 pixels as the canvas shows them, "1" lit and "0" dark (read at the
// middle of each pixel's square).
function canvasPixels() {
  const s = scale;
  const d = canvas.getContext("2d").getImageData(0, 0, 128 * s, 64 * s).data;
  const mid = (DARK[0] + LIT[0] * bright) / 2;
  const rows = [];
  for (let y = 0; y < 64; y++) {
    let row = "";
    for (let x = 0; x < 128; x++) {
      const i = ((y * s + (s >> 1) - (s >= 4 ? 1 : 0)) * 128 * s + x * s + (s >> 1) - (s >= 4 ? 1 : 0)) * 4;
      row += d[i] > mid ? "1" : "0";
    }
    rows.push(row);
  }
  return rows;
}

// -- sound and the lamp ----------------------------------------------------------------

// A page may only sound after a touch, a click or a key, and a phone's browser counts a
// tap only once the finger is lifted: the tones the first tap asked for wait until the
// sound is allowed, then play as they were timed (the first tap is heard too).
const audio = {
  ctx: null, osc: null, gain: null, waiting: [], played: 0,
  wake() {
    if (!this.ctx) {
      const Context = window.AudioContext || window.webkitAudioContext;
      if (!Context) return;
      this.ctx = new Context();
      this.osc = this.ctx.createOscillator();
      this.osc.type = "square";
      this.gain = this.ctx.createGain();
      this.gain.gain.value = 0;
      this.osc.connect(this.gain).connect(this.ctx.destination);
      this.osc.start();
      this.ctx.addEventListener("statechange", () => this.replay());
    }
    if (this.ctx.state !== "running") this.ctx.resume().then(() => this.replay(), () => {});
  },
  tone(freq, duty) {
    if (!this.ctx || this.ctx.state !== "running") {
      this.waiting.push([performance.now(), freq, duty]);
      if (this.waiting.length > 64) this.waiting.shift();
      return;
    }
    this.set(freq, duty, this.ctx.currentTime);
  },
  // A piezo on PWM: as loud as the fundamental of a pulse of that duty (0: silent).
  set(freq, duty, t) {
    const level = freq && duty ? VOLUME * Math.sin((Math.PI * Math.min(duty, 32768)) / 65536) : 0;
    if (freq) this.osc.frequency.setValueAtTime(freq, t);
    this.gain.gain.setTargetAtTime(level, t, 0.002);
    if (level) this.played += 1;
  },
  // The tones of the last second that waited, from now on, as far apart as they were.
  replay() {
    if (!this.ctx || this.ctx.state !== "running" || !this.waiting.length) return;
    const at = performance.now();
    const recent = this.waiting.filter(([t]) => at - t < 1000);
    this.waiting = [];
    if (!recent.length) return;
    const first = recent[0][0];
    const base = this.ctx.currentTime + 0.005;
    for (const [t, freq, duty] of recent) this.set(freq, duty, base + (t - first) / 1000);
  },
};

// -- the saved matches in IndexedDB ------------------------------------------------------

const done = (req) => new Promise((resolve, reject) => {
  req.onsuccess = () => resolve(req.result);
  req.onerror = () => reject(req.error);
});

// The Keeper's backend (engine.js): a connection to the database "picotafel", which
// the browser may close (storage cleared, iOS) or another page may delete or upgrade
// (versionchange: it is closed at once, so that nothing waits on it).
const idb = {
  async open() {
    if (!window.indexedDB) throw new Error("IndexedDB is not available");
    const req = indexedDB.open("picotafel", 1);
    req.onupgradeneeded = () => req.result.createObjectStore("files");
    const db = await done(req);
    const conn = {
      db, closed: false,
      // One transaction: kept whole or not at all, on disk before it completes.
      write(put, gone) {
        return new Promise((resolve, reject) => {
          const tx = db.transaction("files", "readwrite", { durability: "strict" });
          const store = tx.objectStore("files");
          for (const [path, data] of put) store.put(data, path);
          for (const path of gone) store.delete(path);
          tx.oncomplete = () => resolve();
          tx.onabort = () => reject(tx.error || new Error("the save was aborted"));
        });
      },
      close() { conn.closed = true; db.close(); },
    };
    db.onclose = () => {
      conn.closed = true;
      if (conn.onclosed) conn.onclosed();
    };
    db.onversionchange = () => {
      conn.close();
      if (conn.onclosed) conn.onclosed();
    };
    return conn;
  },
};

// Every key and value in the database (its keys are paths under /data; engine.js sets
// aside any other).
async function readAll(conn) {
  const files = new Map();
  if (!conn) return files;
  const store = conn.db.transaction("files").objectStore("files");
  const [keys, values] = await Promise.all([done(store.getAllKeys()), done(store.getAll())]);
  keys.forEach((k, i) => files.set(k, values[i]));
  return files;
}

// A failed save: said on the screen once for each new reason, and beside it until a
// save lands.
let warned = null;

function warn(reason) {
  const note = $("#note");
  if (reason === null) {
    warned = null;
    api.note = "";
    note.hidden = true;
    return;
  }
  console.error("picotafel: not kept:", reason);
  const text = page ? page.warn(reason, reason !== warned) : reason;
  warned = reason;
  api.note = text;
  note.textContent = text;
  note.hidden = false;
}

// What the browser says when asked to keep the storage for good (said in the menu;
// with `say`, on the screen too). A browser without the question says nothing.
async function persist(say) {
  const s = navigator.storage;
  if (!s || !s.persist) return;
  let kept = false;
  try {
    kept = (s.persisted && (await s.persisted())) || (await s.persist());
  } catch (e) { /* not granted */ }
  api.persisted = kept;
  if (page && !moved) page.storage(kept, say);
}

// -- one page at a time ---------------------------------------------------------------

const channel = typeof BroadcastChannel === "function" ? new BroadcastChannel("picotafel") : null;
let release = null;       // lets the lock go: set while this page has the matches
let moved = false;        // another page took them over
let wanted = false;       // another page asked for them while this one was starting

// The lock with `options`; resolves once held, rejects if it is not (ifAvailable, or an
// aborted wait). Taken from this page later (steal): lost().
function lock(options) {
  return new Promise((held, notHeld) => {
    let mine = false;
    navigator.locks.request(LOCK, options, (l) => {
      if (!l) { notHeld(new Error("held elsewhere")); return undefined; }
      mine = true;
      held();
      return new Promise((r) => { release = r; });
    }).catch((e) => { if (mine) lost(); else notHeld(e); });
  });
}

// The matches for this page: at once if no page has them, else handed over.
async function takeMatches() {
  if (!navigator.locks) return;
  try {
    await lock({ ifAvailable: true });
    return;
  } catch (e) { /* another page has them: ask it */ }
  const stop = new AbortController();
  const waited = lock({ signal: stop.signal });
  if (channel) channel.postMessage("take");
  const late = new Promise((r) => setTimeout(r, HANDOVER_MS, "late"));
  if (await Promise.race([waited.then(() => "held", () => "late"), late]) === "held") return;
  stop.abort();
  await lock({ steal: true });
}

// Another page asks for the matches: everything saved, then the lock let go.
async function handOver() {
  if (!release || moved) return;
  if (!page) {                  // still starting: once it has started
    wanted = true;
    return;
  }
  moved = true;
  api.ready = false;
  api.moved = true;
  clearTimeout(timer);
  if (keeper) await keeper.finish(HANDOVER_MS - 1000);
  if (page) page.moved();
  const r = release;
  release = null;
  r();
}

// The lock was taken from this page (it did not answer in time): it stops.
function lost() {
  if (moved) return;
  moved = true;
  api.ready = false;
  api.moved = true;
  release = null;
  clearTimeout(timer);
  if (keeper) keeper.finish(0);
  if (page) page.moved();
}

if (channel) channel.onmessage = (e) => { if (e.data === "take") handOver(); };

// -- keys ------------------------------------------------------------------------------

const KEYBOARD = { Enter: "enter", Backspace: "backspace", Escape: "esc", ArrowUp: "up",
                   ArrowDown: "down", ArrowLeft: "left", ArrowRight: "right" };

function light(k) {
  const b = document.querySelector(`.key[data-key="${CSS.escape(k)}"]`);
  if (!b) return;
  b.classList.add("down");
  setTimeout(() => b.classList.remove("down"), 120);
}

function timed(started, fn) {
  const out = fn();
  api.keyMs.push(performance.now() - started);
  return out;
}

// A key on a page whose matches went to another: they come back (the page starts again
// and asks for them).
function takeBack() {
  if (moved && !release) location.reload();
}

function wire() {
  for (const kind of ["pointerdown", "pointerup", "touchend", "click", "keydown"]) {
    addEventListener(kind, () => audio.wake(), { capture: true, passive: true });
  }
  for (const b of document.querySelectorAll(".key")) {
    b.addEventListener("pointerdown", (e) => {
      e.preventDefault();
      if (moved) { takeBack(); return; }
      light(b.dataset.key);
      timed(e.timeStamp, () => page.key(b.dataset.key, now()));
      schedule(0);
    });
    b.addEventListener("keydown", (e) => { if (e.key === " ") e.preventDefault(); });
    b.addEventListener("contextmenu", (e) => e.preventDefault());   // a long press
  }
  addEventListener("keydown", (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || !page) return;
    const name = KEYBOARD[e.key] || (e.key.length === 1 ? e.key : null);
    if (!name) return;
    if (moved) { takeBack(); return; }
    const k = timed(e.timeStamp, () => page.keyboard(name, now()));
    if (k) {
      e.preventDefault();
      light(k);
      schedule(0);
    }
  });
  $('[data-action="download"]').addEventListener("click", (e) => {
    e.currentTarget.blur();
    const file = logFile();
    if (file) download(file, file.name);
  });
  const share = $('[data-action="share"]');
  const probe = typeof File === "function" && new File(["x"], "x.log", { type: "text/plain" });
  if (navigator.canShare && probe && navigator.canShare({ files: [probe] })) {
    share.hidden = false;
    share.addEventListener("click", (e) => {
      e.currentTarget.blur();
      const file = logFile();
      if (file) navigator.share({ files: [file], title: file.name }).catch(() => {});
    });
  }
  $('[data-action="aside"]').addEventListener("click", (e) => {
    e.currentTarget.blur();
    saveAside();
  });
  // One log opens as a match; several (or a device's folder) are added as a restore
  // adds a backup's: no match twice, each file that is no log said.
  $("#open").addEventListener("change", (e) => openLogs(e.target, false));
  const folder = $("#folder");
  if ("webkitdirectory" in folder) {
    folder.parentElement.hidden = false;
    folder.addEventListener("change", (e) => openLogs(e.target, true));
  }
  $('[data-action="backup"]').addEventListener("click", (e) => {
    e.currentTarget.blur();
    const text = page.backup();
    if (text) download(new Blob([text], { type: "application/json" }), "picotafel-backup.json");
  });
  $('[data-action="csv"]').addEventListener("click", (e) => {
    e.currentTarget.blur();
    const text = page.csv();
    if (text) download(new Blob([text], { type: "text/csv" }), "picotafel-deals.csv");
  });
  for (const kind of ["stats", "sheet"]) {
    $(`[data-action="${kind}"]`).addEventListener("click", (e) => {
      e.currentTarget.blur();
      if (!moved) showView(kind);
    });
  }
  $('[data-action="view-close"]').addEventListener("click", () => { $("#view").hidden = true; api.view = null; });
  $('[data-action="view-save"]').addEventListener("click", (e) => {
    e.currentTarget.blur();
    if (api.view) download(new Blob([api.view.text], { type: api.view.type }), api.view.name);
  });
  const serial = $('[data-action="serial"]');
  if (navigator.serial) {
    serial.hidden = false;
    serial.addEventListener("click", (e) => {
      e.currentTarget.blur();
      readUsb();
    });
  }
  $("#restore").addEventListener("change", async (e) => {
    const file = e.target.files[0];
    e.target.value = "";
    if (!file) return;
    const text = await file.text();
    if (!moved) page.restore(text, now());
  });
  new ResizeObserver(fit).observe(glass);
  addEventListener("resize", fit);
  document.addEventListener("visibilitychange", () => { if (!document.hidden) schedule(0); });
}

// The log files chosen in `input`: one opens as a match (storage.open_log), several are
// added (page.open_logs); from a folder only its *.log files (a device's folder holds its
// state and settings too). Each is read up to MAX_LOG + 1 (a longer one is no log).
async function openLogs(input, fromFolder) {
  let files = [...input.files];
  input.value = "";
  if (!files.length || moved) return;
  if (fromFolder) files = files.filter((f) => f.name.endsWith(".log"));  // none: "0 added"
  const texts = await Promise.all(files.map((f) => f.slice(0, MAX_LOG + 1).text()));
  if (moved) return;
  if (files.length === 1 && !fromFolder) {
    page.open_log(texts[0], now());
    return;
  }
  const pairs = files.map((f, i) => [f.webkitRelativePath || f.name, texts[i]]);
  page.open_logs(JSON.stringify(pairs), now());
}

// The statistics of every saved match ("stats") or the score sheet of the match pointed
// at with its chart ("sheet"), in the firmware's language, made by the host's own
// `stats` and `sheet --svg` code run here by MicroPython (host_sim/stats/phone.py), shown
// over the device until closed; "Save as file" saves what is shown.
function showView(kind) {
  let text;
  let name = "picotafel-statistics.txt";
  try {
    const phone = mp.pyimport("host_sim.stats.phone");
    const lang = mp.pyimport("picotafel.lang").current();
    if (kind === "stats") {
      text = phone.stats_text(page.backup(), lang);
    } else {
      const got = page.download();
      name = got.slice(0, got.indexOf("\n")).replace(/\.log$/, "") + ".svg";
      text = got && phone.sheet_svg(got, lang);
    }
  } catch (e) {
    console.error(e);
    text = "picotafel: " + e;
    kind = "stats";
    name = "picotafel-error.txt";
  }
  if (!text) return;                    // no match to show: the screen says why
  const sheet = kind === "sheet";
  api.view = { kind, text, name, type: sheet ? "image/svg+xml" : "text/plain" };
  $("#view-text").hidden = sheet;
  $("#view-sheet").hidden = !sheet;
  if (sheet) $("#view-sheet").innerHTML = text.slice(text.indexOf("<svg"));
  else $("#view-text").textContent = text;
  $("#view").hidden = false;
  $("#view").scrollTop = 0;
}

// "Read a device (USB)", where the browser has Web Serial: the matches of a picotafel
// the user picks, read over its USB serial line (serial.js), added as "Open logs" adds
// several files (no match twice); a failure is said on the screen.
async function readUsb() {
  const port = await pickPort();
  if (!port || moved) return;
  let files;
  try {
    files = await readDevice(port);
  } catch (e) {
    console.error(e);
    if (!moved) page.serial_failed(String(e.message || e));
    return;
  }
  if (moved) return;
  const utf8 = new TextDecoder();
  const pairs = files.map(([path, bytes]) => [path, utf8.decode(bytes)]);
  page.open_logs(JSON.stringify(pairs), now());
}

// The keys of the storage set aside at the start, saved together as one JSON file (a
// browser lets a page start one download at a time): for each, its key and its value,
// bytes as base64 (and as text where they are UTF-8), anything else as it is.
let aside = [];

function asideEntry([key, value]) {
  const out = { key: typeof key === "string" ? key : { notAString: String(key) } };
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
    const bytes = value instanceof ArrayBuffer ? new Uint8Array(value)
      : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    let s = "";
    for (const b of bytes) s += String.fromCharCode(b);
    out.base64 = btoa(s);
    try { out.text = new TextDecoder("utf-8", { fatal: true }).decode(bytes); } catch (e) { /* binary */ }
  } else {
    out.value = value;
  }
  return out;
}

function saveAside() {
  const text = JSON.stringify(aside.map(asideEntry), null, 1);
  download(new Blob([text], { type: "application/json" }), "picotafel-set-aside.json");
}

// `blob` saved by the browser as a file called `name` (its downloads).
function download(blob, name) {
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 60000);
}

// The log of the match pointed at as a File, or null (the reason is on the screen).
function logFile() {
  const got = page.download();
  if (!got) return null;
  const i = got.indexOf("\n");
  return new File([got.slice(i + 1)], got.slice(0, i), { type: "text/plain" });
}

// -- the clock -------------------------------------------------------------------------

let timer = null;

function tick() {
  if (!page || moved) return 0;
  const busy = page.tick(now());
  keeper.poll(now());
  return busy;
}

function schedule(ms) {
  if (MANUAL) return;
  clearTimeout(timer);
  timer = setTimeout(() => {
    if (document.hidden || moved) return;   // the next look at the page starts it again
    schedule(tick() ? SOUND_STEP_MS : TICK_MS);
  }, ms);
}

// -- start -----------------------------------------------------------------------------

let page = null;
let mp = null;            // the MicroPython the firmware runs in
let keeper = null;
let opened = null;        // the database as opened at the start (null: it could not be read)

function makeHost(changes) {
  keeper = new Keeper(idb, changes, warn);
  keeper.use(opened);
  keeper.stopped = moved;
  return {
    show(hex) {
      for (let i = 0; i < 1024; i++) frame[i] = parseInt(hex.substr(2 * i, 2), 16);
      api.frame = hex;
      api.frames += 1;
      if (api.firstFrameMs === null) api.firstFrameMs = performance.now();
      draw();
    },
    contrast(level) { bright = 0.35 + (0.65 * level) / 255; draw(); },
    tone(freq, duty) { api.tones.push([now(), freq, duty]); audio.tone(freq, duty); },
    led(on) { api.led = on; $("#led").classList.toggle("on", !!on); },
    label(name, text) {
      api.labels[name] = text;
      for (const el of document.querySelectorAll(`[data-label="${name}"]`)) el.textContent = text;
    },
    sync() { keeper.sync(now()); },
    persist() { persist(true); },
    keys(mode, written) {             // what the keys do now: their faces (style.css)
      api.keys = [mode, written];
      $("#keypad").dataset.keys = mode;
      for (const b of document.querySelectorAll(".key")) b.classList.toggle("own", written.includes(b.dataset.key));
    },
  };
}

async function main() {
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register("sw.js").catch((e) => console.warn("no offline copy:", e));
  }
  const loaded = Promise.all([
    fetch("firmware.bin").then((r) => {
      if (!r.ok) throw new Error("firmware.bin: " + r.status);
      return r.arrayBuffer();
    }),
    loadMicroPython({ heapsize: 2 * 1024 * 1024, stdout: (l) => console.log(l),
                      stderr: (l) => console.error(l) }),
  ]);
  let firmware;
  [firmware, mp] = await loaded;
  await takeMatches();                  // then the files are all saved
  let conn = null;
  let failed = null;
  try {
    conn = await idb.open();
  } catch (e) {
    failed = String(e);
  }
  const saved = await readAll(conn).catch((e) => { failed = String(e); return new Map(); });
  fit();
  $("#loading").hidden = true;
  opened = failed === null ? conn : null;
  ({ page, aside } = start(mp, new Uint8Array(firmware), saved, makeHost, now()));
  api.aside = aside.length;
  $('[data-action="aside"]').hidden = !aside.length;
  if (failed !== null) warn(failed);
  wire();
  if (moved) {                  // the lock was taken while this page started: it writes nothing
    page.moved();
    return;
  }
  api.ready = true;
  schedule(TICK_MS);
  persist(false);
  if (wanted) handOver();
}
main().catch((e) => {
  console.error(e);
  api.failed = String(e);
  const note = $("#note");
  note.textContent = "picotafel could not start: " + e;
  note.hidden = false;
});
