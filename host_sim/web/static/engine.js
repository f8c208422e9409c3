// The firmware under MicroPython's WebAssembly port, for the page (app.js) and for the
// tests under Node (host_sim/web/node_page.mjs): the firmware bundle unpacked into the
// interpreter's filesystem, the saved files put back under /data, and the Page started
// (firmware/picotafel/web/page.py). Nothing of picotafel itself is in JavaScript.

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

// The firmware and the saved files in `mp`'s filesystem: `firmware` the bytes of
// firmware.bin, `saved` {path under /data: bytes} from the durable storage.
function lay(mp, firmware, saved) {
  writeTree(mp.FS, LIB, unpack(firmware));
  try { mp.FS.mkdir(DATA); } catch (e) { /* there already */ }
  writeTree(mp.FS, DATA, saved);
}

// Start picotafel in `mp`, a loaded MicroPython: `makeHost(changes)` gives the page's
// side of the drivers (web/page.py says what it holds; its sync() takes the Changes
// since the last one), `now` is the page's clock. The Page.
export function start(mp, firmware, saved, makeHost, now) {
  lay(mp, firmware, saved);
  const host = makeHost(new Changes(mp.FS));
  return mp.pyimport("picotafel.web.page").Page(host, now);
}

// Another page holds the saved matches: say so on the screen, start nothing.
export function elsewhere(mp, firmware, saved, host) {
  lay(mp, firmware, saved);
  mp.pyimport("picotafel.web.page").elsewhere(host);
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
}
