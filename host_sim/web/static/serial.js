// Reading a picotafel over USB with Web Serial (docs/web.md, Reading a device over USB):
// the device's loop stopped (Ctrl-C; every key is saved as it is pressed, so nothing is
// lost), MicroPython's raw REPL (Ctrl-A) given a few lines of Python that print every
// /matches/**.log with its path, the answer read up to the raw REPL's end marks, then
// the device's firmware started again (Ctrl-B, Ctrl-D), as mpremote does it.
//
// `port` is a Web Serial port (navigator.serial.requestPort) or anything with its shape:
// open({baudRate}), close(), readable (a ReadableStream of Uint8Array) and writable (a
// WritableStream); the tests give it the emulated Pico's USB serial line
// (host_sim/web/serial_check.mjs). Nothing here knows the page.

export const PICO_VENDOR = 0x2e8a;      // Raspberry Pi: every Pico's USB vendor id
export const BAUD = 115200;

const CTRL_A = 0x01, CTRL_B = 0x02, CTRL_C = 0x03, CTRL_D = 0x04;
const RAW_BANNER = "raw REPL; CTRL-B to exit\r\n>";

// Printed by the device: a line "F <path> <base64 of its bytes>" per log (read and
// written 768 bytes at a time, so no file is ever whole in the Pico's heap), then "END".
export const LIST_LOGS = [
  "import os, sys, binascii",
  "def _pt(d):",
  " for e in sorted(os.ilistdir(d)):",
  "  p = d + '/' + e[0]",
  "  if e[1] == 0x4000:",
  "   _pt(p)",
  "  elif p.endswith('.log'):",
  "   sys.stdout.write('F ' + p + ' ')",
  "   with open(p, 'rb') as f:",
  "    while True:",
  "     b = f.read(768)",
  "     if not b:",
  "      break",
  "     sys.stdout.write(binascii.b2a_base64(b)[:-1].decode())",
  "   sys.stdout.write('\\n')",
  "try:",
  " _pt('/matches')",
  "except OSError:",
  " pass",
  "print('END')",
].join("\n");

export class SerialError extends Error {}

// The bytes that come from the port, read as they arrive; until(marker) waits for them.
class Incoming {
  constructor(port, timeoutMs) {
    this.reader = port.readable.getReader();
    this.buf = new Uint8Array(0);
    this.timeoutMs = timeoutMs;
  }

  async more(deadline) {
    const left = deadline - Date.now();
    if (left <= 0) return false;
    let timer;
    const late = new Promise((r) => { timer = setTimeout(() => r(null), left); });
    const got = await Promise.race([this.reader.read(), late]);
    clearTimeout(timer);
    if (got === null) return false;
    if (got.done) throw new SerialError("the device closed the line");
    const b = new Uint8Array(this.buf.length + got.value.length);
    b.set(this.buf);
    b.set(got.value, this.buf.length);
    this.buf = b;
    return true;
  }

  // Everything before `marker` (a string), taken with the marker from what came in;
  // SerialError once the line stays silent for timeoutMs.
  async until(marker, what) {
    const m = new TextEncoder().encode(marker);
    let deadline = Date.now() + this.timeoutMs;
    for (let seen = this.buf.length; ; seen = this.buf.length) {
      const at = find(this.buf, m);
      if (at >= 0) {
        const out = this.buf.slice(0, at);
        this.buf = this.buf.slice(at + m.length);
        return out;
      }
      if (!(await this.more(deadline))) throw new SerialError("no answer from the device: " + what);
      if (this.buf.length > seen) deadline = Date.now() + this.timeoutMs;
    }
  }

  drop() { this.buf = new Uint8Array(0); }

  release() {
    this.reader.cancel().catch(() => {});
    this.reader.releaseLock();
  }
}

function find(hay, needle) {
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

function fromBase64(text) {
  const bin = atob(text);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

// The files the device printed (LIST_LOGS): [[path, bytes]], in its order.
export function parseListing(text) {
  const out = [];
  const lines = text.split(/\r?\n/);
  if (!lines.includes("END")) throw new SerialError("the device's answer is cut short");
  for (const line of lines) {
    if (line === "END") break;
    if (!line.startsWith("F ")) continue;
    const i = line.lastIndexOf(" ");
    out.push([line.slice(2, i), fromBase64(line.slice(i + 1))]);
  }
  return out;
}

// Every match log of the device on `port`: [[path on the device, bytes]]. The device's
// firmware is started again afterwards, also when the reading failed half way. `timeoutMs`:
// how long the line may stay silent while an answer is awaited.
export async function readDevice(port, { timeoutMs = 10000, opened = false } = {}) {
  if (!opened) await port.open({ baudRate: BAUD });
  const writer = port.writable.getWriter();
  const input = new Incoming(port, timeoutMs);
  const send = (bytes) => writer.write(bytes instanceof Uint8Array ? bytes : new TextEncoder().encode(bytes));
  let raw = false;
  try {
    await send(new Uint8Array([13, CTRL_C, CTRL_C]));         // the device's loop stops
    await input.until(">>> ", "its REPL");
    input.drop();
    await send(new Uint8Array([13, CTRL_A]));
    await input.until(RAW_BANNER, "its raw REPL");
    raw = true;
    await send(LIST_LOGS);
    await send(new Uint8Array([CTRL_D]));
    await input.until("OK", "the program taken");
    const out = await input.until("\x04", "the program's output");
    const err = await input.until("\x04", "the program's errors");
    await input.until(">", "the raw REPL again");
    const said = new TextDecoder().decode(err).trim();
    if (said) throw new SerialError(said.split("\n").pop());
    return parseListing(new TextDecoder().decode(out));
  } finally {
    try {
      if (raw) await send(new Uint8Array([CTRL_B]));          // the friendly REPL
      await send(new Uint8Array([CTRL_D]));                   // soft reset: main.py runs
    } finally {
      input.release();
      writer.releaseLock();
      await port.close().catch(() => {});
    }
  }
}

// The port of a Pico the user picks (the browser asks); null if the browser has no Web
// Serial (not Safari, not Firefox: docs/web.md) or the user picked none.
export async function pickPort(serial = globalThis.navigator && navigator.serial) {
  if (!serial) return null;
  try {
    return await serial.requestPort({ filters: [{ usbVendorId: PICO_VENDOR }] });
  } catch (e) {
    return null;                        // none chosen (NotFoundError)
  }
}
