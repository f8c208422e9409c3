// picotafel's page: loads MicroPython and the firmware (engine.js), and gives the
// firmware's web drivers (firmware/picotafel/web/) the page: the canvas, the buttons and
// the laptop's keys, the clock, Web Audio, the lamp and IndexedDB. Nothing of picotafel's
// rules, screens or saving is here.
//
// ?clock=manual: the clock stands still until window.picotafel.advance(ms) moves it (the
// tests compare every screen with the simulator's, timed ones too).

import { loadMicroPython } from "./micropython/micropython.js";
import { start, elsewhere } from "./engine.js";

const MANUAL = new URLSearchParams(location.search).get("clock") === "manual";
const TICK_MS = 50;            // config.SCAN_MS: the loop's pace while nothing plays
const SOUND_STEP_MS = 10;      // config.SOUND_STEP_MS: while a tone or a blink plays
const VOLUME = 0.25;           // a full-duty tone's gain
const MAX_LOG = 256 * 1024;    // web/storage.py MAX_LOG: the most of a file handed over
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
  tones: [], led: 0, pending: 0, kept: 0, labels: {}, keys: null,
  advance(ms) { clock += ms; return tick(); },
  now,
  pixels: () => canvasPixels(),
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

const audio = {
  ctx: null, osc: null, gain: null,
  wake() {           // a page may only sound after a touch or a key
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
    }
    if (this.ctx.state === "suspended") this.ctx.resume();
  },
  // A piezo on PWM: as loud as the fundamental of a pulse of that duty (0: silent).
  tone(freq, duty) {
    if (!this.ctx) return;
    const t = this.ctx.currentTime;
    const level = freq && duty ? VOLUME * Math.sin((Math.PI * Math.min(duty, 32768)) / 65536) : 0;
    if (freq) this.osc.frequency.setValueAtTime(freq, t);
    this.gain.gain.setTargetAtTime(level, t, 0.002);
  },
};

// -- the saved matches in IndexedDB ------------------------------------------------------

const done = (req) => new Promise((resolve, reject) => {
  req.onsuccess = () => resolve(req.result);
  req.onerror = () => reject(req.error);
});

async function openDb() {
  if (!window.indexedDB) return null;
  const req = indexedDB.open("picotafel", 1);
  req.onupgradeneeded = () => req.result.createObjectStore("files");
  return done(req);
}

async function readAll(db) {
  const files = new Map();
  if (!db) return files;
  const store = db.transaction("files").objectStore("files");
  const [keys, values] = await Promise.all([done(store.getAllKeys()), done(store.getAll())]);
  keys.forEach((k, i) => files.set(k, new Uint8Array(values[i])));
  return files;
}

// One transaction for what one pass changed: kept whole or not at all, on disk before
// it completes ("strict"), in the order the passes made them.
function keep(db, { put, gone }) {
  if (!put.length && !gone.length) return;
  if (!db) { warn("IndexedDB is not available"); return; }
  let tx;
  try {
    tx = db.transaction("files", "readwrite", { durability: "strict" });
  } catch (e) {
    warn(String(e));
    return;
  }
  const store = tx.objectStore("files");
  for (const [path, data] of put) store.put(data, path);
  for (const path of gone) store.delete(path);
  api.pending += 1;
  tx.oncomplete = () => { api.pending -= 1; api.kept += 1; warned = null; };
  tx.onabort = tx.onerror = () => { api.pending -= 1; warn(String(tx.error)); };
}

// Said on the screen once for each new reason (and again after a save that was kept),
// not at every key.
let warned = null;

function warn(reason) {
  console.error("picotafel: not kept:", reason);
  if (page && reason !== warned) page.warn(reason);
  warned = reason;
}

// Only one page at a time may hold the saved matches (two would write over each other).
function holdLock() {
  if (!navigator.locks) return Promise.resolve(true);
  return new Promise((resolve) => {
    navigator.locks.request("picotafel-matches", { ifAvailable: true }, (lock) => {
      resolve(!!lock);
      return lock ? new Promise(() => {}) : undefined;    // held while the page lives
    });
  });
}

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

function wire() {
  for (const b of document.querySelectorAll(".key")) {
    b.addEventListener("pointerdown", (e) => {
      e.preventDefault();
      audio.wake();
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
    audio.wake();
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
    if (!file) return;
    const a = document.createElement("a");
    a.href = URL.createObjectURL(file);
    a.download = file.name;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 60000);
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
  $("#open").addEventListener("change", async (e) => {
    const file = e.target.files[0];
    e.target.value = "";
    if (!file) return;
    const text = await file.slice(0, MAX_LOG + 1).text();
    page.open_log(text, now());
  });
  new ResizeObserver(fit).observe(glass);
  addEventListener("resize", fit);
  document.addEventListener("visibilitychange", () => { if (!document.hidden) schedule(0); });
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
  return page ? page.tick(now()) : 0;
}

function schedule(ms) {
  if (MANUAL) return;
  clearTimeout(timer);
  timer = setTimeout(() => {
    if (document.hidden) return;            // the next look at the page starts it again
    schedule(tick() ? SOUND_STEP_MS : TICK_MS);
  }, ms);
}

// -- start -----------------------------------------------------------------------------

let page = null;

function makeHost(db) {
  return (changes) => ({
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
    sync() { keep(db, changes.take()); },
    keys(mode, written) {             // what the keys do now: their faces (style.css)
      api.keys = [mode, written];
      $("#keypad").dataset.keys = mode;
      for (const b of document.querySelectorAll(".key")) b.classList.toggle("own", written.includes(b.dataset.key));
    },
  });
}

async function main() {
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register("sw.js").catch((e) => console.warn("no offline copy:", e));
  }
  if (navigator.storage && navigator.storage.persist) navigator.storage.persist().catch(() => {});
  const [mine, db, firmware, mp] = await Promise.all([
    holdLock(),
    openDb().catch((e) => { console.error(e); return null; }),
    fetch("firmware.bin").then((r) => {
      if (!r.ok) throw new Error("firmware.bin: " + r.status);
      return r.arrayBuffer();
    }),
    loadMicroPython({ heapsize: 2 * 1024 * 1024, stdout: (l) => console.log(l),
                      stderr: (l) => console.error(l) }),
  ]);
  const saved = await readAll(db);
  const host = makeHost(mine ? db : null);
  fit();
  $("#loading").hidden = true;
  if (!mine) {                  // another tab has the matches: say so, start nothing
    elsewhere(mp, new Uint8Array(firmware), saved, host(null));
    return;
  }
  page = start(mp, new Uint8Array(firmware), saved, host, now());
  if (!db) warn("IndexedDB is not available");
  wire();
  api.ready = true;
  schedule(TICK_MS);
}

main().catch((e) => {
  console.error(e);
  api.failed = String(e);
  const note = $("#note");
  note.textContent = "picotafel could not start: " + e;
  note.hidden = false;
});
