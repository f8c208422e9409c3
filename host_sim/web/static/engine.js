// The firmware under MicroPython's WebAssembly port, for the page (app.js) and for the
// tests under Node (host_sim/web/node_page.mjs): the firmware bundle unpacked into the
// interpreter's filesystem, the saved files put back under /data (those that cannot be
// files there set aside), the Page started (firmware/picotafel/web/page.py), and its
// saves kept in the durable storage until they land (Keeper). Nothing of picotafel's
// rules, screens or saving is in JavaScript.

export const DATA = "/data";     // web/storage.py: everything the page keeps
const LIB = "/lib";              // on MicroPython's sys.path

// firmware.bin (host_sim/web/build.py): for each file, its path's length (2 bytes, little
// endian), the path (UTF-8), the data's length (4 bytes) and the data.
export function unpack(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const files = new Map();
  const utf8 = new TextDecoder();
  let i = 0;
  while (i < bytes.length) {
    const n = view.getUint16(i, true);
    const path = utf8.decode(bytes.subarray(i + 2, i + 2 + n));
    const size = view.getUint32(i + 2 + n, true);
    const start = i + 6 + n;
    if (start + size > bytes.length) throw new Error("firmware.bin is cut short at " + path);
    files.set(path, bytes.subarray(start, start + size));
    i = start + size;
  }
  return files;
}

// Make every folder of `path` (a file's) that is missing.
function folders(FS, path) {
  const parts = path.split("/").slice(1, -1);
  let p = "";
  for (const part of parts) {
    p += "/" + part;
    try { FS.mkdir(p); } catch (e) { /* there already */ }
  }
}

// Write {path under /: bytes} into the interpreter's filesystem.
export function writeTree(FS, root, files) {
  for (const [path, data] of files) {
    const full = root + "/" + path;
    folders(FS, full);
    FS.writeFile(full, data);
  }
}

// Every file under `root`: [path relative to it, FS.stat] pairs.
export function walk(FS, root) {
  const out = [];
  const visit = (dir, rel) => {
    let names;
    try { names = FS.readdir(dir); } catch (e) { return; }
    for (const name of names) {
      if (name === "." || name === "..") continue;
      const full = dir + "/" + name;
      const st = FS.stat(full);
      if (FS.isDir(st.mode)) visit(full, rel + name + "/");
      else out.push([rel + name, st]);
    }
  };
  visit(root, "");
  return out;
}

// The saved files that may be laid under /data, and those set aside: a key that is no
// string, a value that is no bytes, or a path that web/storage.py's misplaced() refuses
// (outside /data, or a file where the Store keeps a folder, or in a folder it does not
// keep). {files: Map path -> bytes, aside: [[key, value, reason word]]}.
export function sortSaved(mp, saved) {
  const storage = mp.pyimport("picotafel.web.storage");
  const files = new Map();
  const aside = [];
  for (const [key, value] of saved) {
    const bytes = value instanceof ArrayBuffer ? new Uint8Array(value)
      : ArrayBuffer.isView(value) ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength)
      : null;
    let why = typeof key !== "string" ? "ASIDE_NOT_NAME" : bytes === null ? "ASIDE_NOT_DATA" : null;
    if (!why) {
      try { why = storage.misplaced(key); } catch (e) { why = "ASIDE_NOT_NAME"; }
    }
    if (why) aside.push([key, value, why]);
    else files.set(key, bytes);
  }
  return { files, aside };
}

// Start picotafel in `mp`, a loaded MicroPython: `firmware` the bytes of firmware.bin,
// `saved` {key: value} of the durable storage, `makeHost(changes)` the page's side of the
// drivers (web/page.py says what it holds; changes is the Changes of /data), `now` the
// page's clock. {page, changes, aside}: the Page, and the keys set aside (sortSaved),
// said on its screen.
export function start(mp, firmware, saved, makeHost, now) {
  writeTree(mp.FS, LIB, unpack(firmware));
  try { mp.FS.mkdir(DATA); } catch (e) { /* there already */ }
  const { files, aside } = sortSaved(mp, saved);
  for (const [path, data] of files) {
    try {
      writeTree(mp.FS, DATA, [[path, data]]);
    } catch (e) {                       // a name the filesystem refuses (too long, ...)
      aside.push([path, saved.get(path), "ASIDE_NOT_NAME"]);
    }
  }
  const changes = new Changes(mp.FS);
  const host = makeHost(changes);
  const said = JSON.stringify(aside.map(([key, , why]) => [String(key), why]));
  const page = mp.pyimport("picotafel.web.page").Page(host, now, said);
  return { page, changes, aside };
}

// The page's saves into its durable storage: `backend.open()` gives a connection
// (IndexedDB's in the page, a Map's under Node) with write(put, gone), a promise kept
// when the files are on disk, whole or not at all, close(), and `closed`, set when the
// browser closed it (storage cleared, a disk full, iOS dropping it). What each pass
// changed waits in `unsaved` until a write that carried it lands: one write at a time,
// each carrying everything not yet kept, so the stored files are always the folder as
// it was after some pass. A write that fails is tried again (at the next pass, and by
// poll() from the page's clock, sooner after a first failure); a closed connection is
// opened again, and then every file is written (a cleared storage holds none of them).
// `say(reason)` is called when a write fails, `say(null)` when everything is kept again.
// A connection tells it was closed by calling its onclosed().
export class Keeper {
  constructor(backend, changes, say) {
    this.backend = backend;
    this.changes = changes;
    this.say = say;
    this.unsaved = new Map();       // path -> {data: bytes, or null if gone}
    this.conn = null;
    this.busy = null;               // the write or the opening under way (a promise)
    this.whole = false;             // at the next write, every file (opened again)
    this.failed = null;             // the last failure's reason, until a write lands
    this.wait = 0;                  // ms between tries while failing
    this.retryAt = 0;               // the page's clock: when to try again
    this.stopped = false;
    this.kept = 0;                  // writes that landed
  }

  // The connection opened at the start, before any pass. Without one nothing is ever
  // written: the storage that could not be read at the start might hold matches that
  // this page's new ones would overwrite (the page says so, and runs in memory).
  use(conn) {
    this.conn = conn;
    if (conn) this.watch(conn);
    else this.backend = null;
  }

  // A connection the browser closes (or another page deletes) while nothing is being
  // written: every file is written again at the next poll, so that a storage cleared
  // while the page looks on holds the matches again without waiting for a key.
  watch(conn) {
    conn.onclosed = () => { if (this.conn === conn) this.whole = true; };
  }

  // What the last pass changed, then a write (Page calls host.sync()).
  sync(now) {
    const { put, gone } = this.changes.take();
    for (const [path, data] of put) this.unsaved.set(path, { data });
    for (const path of gone) this.unsaved.set(path, { data: null });
    this.send(now);
  }

  // From the page's clock: try again once the wait is over.
  poll(now) {
    if ((this.failed !== null || this.whole) && now >= this.retryAt) this.send(now);
  }

  send(now) {
    if (this.busy || this.stopped || !this.backend) return;
    if (!this.conn || this.conn.closed) {
      if (!this.unsaved.size && !this.whole) return;
      this.busy = this.reopen(now);
      return;
    }
    if (this.whole) {
      this.whole = false;
      for (const [path, data] of this.changes.every()) {
        if (!this.unsaved.has(path)) this.unsaved.set(path, { data });
      }
    }
    if (!this.unsaved.size) return;
    const carried = [...this.unsaved];
    const put = carried.filter(([, e]) => e.data !== null).map(([p, e]) => [p, e.data]);
    const gone = carried.filter(([, e]) => e.data === null).map(([p]) => p);
    const conn = this.conn;
    this.busy = conn.write(put, gone).then(() => {
      for (const [path, e] of carried) if (this.unsaved.get(path) === e) this.unsaved.delete(path);
      this.kept += 1;
      this.busy = null;
      if (this.failed !== null && !this.unsaved.size) {
        this.failed = null;
        this.wait = 0;
        this.say(null);
      }
      if (this.unsaved.size) this.send(now);
    }, (e) => {
      this.busy = null;
      if (conn.closed || (e && (e.name === "InvalidStateError" || e.name === "UnknownError"))) {
        this.drop(conn);
      }
      this.fail(e, now);
    });
  }

  drop(conn) {
    try { conn.close(); } catch (e) { /* closed already */ }
    if (this.conn === conn) this.conn = null;
    this.whole = true;
  }

  async reopen(now) {
    try {
      this.conn = await this.backend.open();
      this.watch(this.conn);
      this.whole = true;
      this.busy = null;
      this.send(now);
    } catch (e) {
      this.busy = null;
      this.fail(e, now);
    }
  }

  fail(e, now) {
    const reason = String(e && e.message ? (e.name ? e.name + ": " + e.message : e.message) : e);
    this.failed = reason;
    this.wait = Math.min(8000, this.wait ? 2 * this.wait : 500);
    this.retryAt = now + this.wait;
    this.say(reason);
  }

  // Until every write under way has landed or failed.
  async settled() {
    while (this.busy) await this.busy.catch(() => {});
  }

  // Everything written (tried for up to `ms`), then nothing more: another page takes
  // the files over. True if nothing was left unsaved.
  async finish(ms) {
    const end = Date.now() + ms;
    for (;;) {
      await this.settled();
      if (!this.unsaved.size || Date.now() > end) break;
      this.send(Number.MAX_SAFE_INTEGER);
      if (!this.busy) await new Promise((r) => setTimeout(r, 100));
    }
    this.stopped = true;
    if (this.conn) this.drop(this.conn);
    this.whole = false;             // nothing more from this page
    return !this.unsaved.size;
  }
}

// What changed under /data since the last look: {put: [[path, bytes]], gone: [path]}.
// A file counts as changed when it is new, its size or time differ, or its time is not
// older than the last look (MEMFS keeps times in ms: two writes in one ms look alike).
// The first look is made at once, over the files the page put there.
export class Changes {
  constructor(FS) {
    this.FS = FS;
    this.known = new Map();                 // path -> [mtime ms, size]
    this.since = -Infinity;
    this.take(false);
  }

  take(read = true) {
    const started = Date.now();
    const seen = new Map();
    const put = [];
    for (const [path, st] of walk(this.FS, DATA)) {
      const t = st.mtime.getTime();
      seen.set(path, [t, st.size]);
      const was = this.known.get(path);
      if (read && (!was || was[0] !== t || was[1] !== st.size || t >= this.since)) {
        put.push([path, this.FS.readFile(DATA + "/" + path)]);
      }
    }
    const gone = [...this.known.keys()].filter((p) => !seen.has(p));
    this.known = seen;
    this.since = started;
    return { put, gone };
  }

  // Every file under /data as it is now: [[path, bytes]].
  every() {
    return walk(this.FS, DATA).map(([path]) => [path, this.FS.readFile(DATA + "/" + path)]);
  }
}
