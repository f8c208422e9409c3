// The emulated Pico as a process: one JSON request a line on stdin, one JSON answer a line
// on stdout. host_sim/emu/pico_emu.py is its client; see there for what each request does.

import fs from 'fs';
import readline from 'readline';
import { Pico, flashImage, FLASH_SIZE } from './pico.mjs';

let pico = null;
let flash = null;
let setup = null;
let rng = mulberry32(1);

function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ms = (ns) => ns / 1e6;

function need() {
  if (!pico) throw new Error('no Pico: boot first');
  if (pico.dead) throw new Error('the power was cut: power_on first');
  return pico;
}

/** Run until the serial output holds a line matching `re`, at most `timeout` ms. */
function runUntilLine(p, re, timeout) {
  let text = '';
  let found = null;
  p.runFor(timeout, () => {
    text += p.takeSerial();
    const m = text.match(re);
    if (m) { found = m; return true; }
    return false;
  });
  text += p.takeSerial();
  if (!found) found = text.match(re);
  return { text, found };
}

/** Arm a power cut inside the n-th flash write operation from now, at `fraction` of it,
 * or at `at_ms` from now. */
function armCut(p, cut) {
  if (!cut) return;
  const chip = p.chip;
  const from = chip.log.length;
  const clock = p.mcu.clock;
  if (cut.at_ms !== undefined) {
    p.cutAt = clock.nanos + cut.at_ms * 1e6;
    return;
  }
  p.cutAt = null;
  p.cutWatch = () => {
    const op = chip.log[from + cut.nth];
    if (op && p.cutAt === null) p.cutAt = op.start + cut.fraction * (op.end - op.start);
  };
}

const handlers = {
  boot(req) {
    setup = req;
    const image = req.image ? fs.readFileSync(req.image) : null;
    flash = flashImage(req.uf2, image, req.fs_offset);
    rng = mulberry32(req.seed ?? 1);
    pico = new Pico(req.bootrom, flash, req.board);
    return { flash: FLASH_SIZE };
  },

  power_on() {
    if (!setup) throw new Error('boot first');
    if (pico && !pico.dead) pico.sync();
    pico = new Pico(setup.bootrom, flash, setup.board);
    return {};
  },

  run(req) {
    const p = need();
    p.runFor(req.ms);
    return { now_ms: ms(p.nowNs), serial: p.takeSerial() };
  },

  /** Run until the Pico goes into lightsleep (its system clock slowed), at most
   * timeout_ms; `asleep_ms`: when, to the instruction (null if it did not). */
  until_asleep(req) {
    const p = need();
    let at = null;
    p.runFor(req.timeout_ms ?? 5000, () => {
      if (p.asleep) at = p.nowNs;
      return at !== null;
    }, 1);
    return { asleep_ms: at === null ? null : ms(at), now_ms: ms(p.nowNs), serial: p.takeSerial() };
  },

  wait_line(req) {
    const p = need();
    const { text, found } = runUntilLine(p, new RegExp(req.pattern, 'm'), req.timeout_ms ?? 5000);
    return { serial: text, found: found ? found[0] : null, now_ms: ms(p.nowNs) };
  },

  send(req) {
    need().send(req.text);
    return {};
  },

  usb(req) {
    need().setUsb(req.on);
    return {};
  },

  battery(req) {
    need().setBattery(req.volts);
    return { raw: pico.batteryRaw };
  },

  /** Press a key like a finger: down for hold_ms, then up for at least up_ms; run until
   * the firmware's trace says it handled it (or timeout_ms). With `cut`, the power fails
   * on the way. With `after_arm_us`, the key goes down that long after the firmware armed
   * the keys for a lightsleep. The latency is from the key going down to the last display
   * byte after it. */
  press(req) {
    const p = need();
    if (req.after_arm_us !== undefined) {
      if (!p.runFor(req.timeout_ms ?? 5000, () => p.keypad.armed, 1)) {
        throw new Error('the firmware did not arm the keys for a sleep');
      }
      p.runFor(req.after_arm_us / 1000);
    }
    const t0 = p.nowNs;
    const bytes0 = p.bus.bytes;
    const ops0 = p.chip.log.length;
    armCut(p, req.cut);
    const woke = p.asleep;        // the key comes while the Pico lightsleeps
    const slept0 = p.sleptKeyDownNs;
    let cut = null;
    const cutNow = () => {
      if (p.cutWatch) p.cutWatch();
      if (p.cutAt !== null && p.cutAt !== undefined && p.nowNs >= p.cutAt) {
        cut = p.cut(rng);
        cut.at_ms = ms(p.nowNs - t0);
        return true;
      }
      return false;
    };
    p.keypad.press(req.key);
    const holdEnd = t0 + (req.hold_ms ?? 80) * 1e6;
    // A finger stays up a while before the next key, counted from when the key was both
    // released and handled (the scanner must see the release).
    const up = (req.up_ms ?? 50) * 1e6;
    let upEnd = null;
    let text = '';
    let done = null;
    // The save: from the screen's last byte before the first flash write to the end of
    // the last flash write of the key.
    let screenEnd = null;
    const re = /^key (\S+) at=(\d+) free=(\d+)/m;
    const stop = () => {
      if (p.chip.log.length === ops0) screenEnd = p.bus.lastByteNs;
      if (cutNow()) return true;
      if (p.nowNs >= holdEnd && p.keypad.down.size) p.keypad.releaseAll();
      text += p.takeSerial();
      if (!done) done = text.match(re);
      if (done && upEnd === null && p.nowNs >= holdEnd) upEnd = p.nowNs + up;
      return upEnd !== null && p.nowNs >= upEnd;
    };
    p.runFor(req.timeout_ms ?? 5000, stop);
    if (!cut) { p.keypad.releaseAll(); text += p.takeSerial(); }
    p.cutWatch = null; p.cutAt = null;
    const answer = {
      serial: text,
      handled: done ? { keys: done[1], at: +done[2], free: +done[3] } : null,
      bytes: p.bus.bytes - bytes0,
      flash_ops: p.chip.log.length - ops0,
      flash_kinds: p.chip.log.slice(ops0).reduce((n, op) => { n[op.kind] = (n[op.kind] ?? 0) + 1; return n; }, {}),
      save_ms: p.chip.log.length > ops0 && screenEnd !== null
        ? ms(p.chip.log[p.chip.log.length - 1].end - Math.max(screenEnd, t0)) : null,
      latency_ms: p.bus.bytes > bytes0 ? ms(p.bus.lastByteNs - t0) : null,
      took_ms: ms(p.nowNs - t0),
      now_ms: ms(p.nowNs),
      cut,
      woke,
      slept_down_ms: ms(p.sleptKeyDownNs - slept0),   // asleep while this key was down
    };
    return answer;
  },

  /** Key a string of keys fast, without waiting for the firmware: each key down for
   * hold_ms, up for gap_ms before the next (optionally chattering for `bounce` 1/4 ms
   * steps as it closes and opens), then run until the firmware's trace has handled as
   * many keys as were pressed (or timeout_ms after the last). Every handled key, in order,
   * with the bytes on the display bus since the first press. */
  type(req) {
    const p = need();
    const t0 = p.nowNs;
    const bytes0 = p.bus.bytes;
    const hold = (req.hold_ms ?? 50) * 1e6;
    const gap = (req.gap_ms ?? 30) * 1e6;
    const bounce = req.bounce ?? 0;
    const keys = [...req.keys];
    // (time, key, down) steps of the whole sequence
    const steps = [];
    keys.forEach((k, i) => {
      const at = t0 + i * (hold + gap);
      for (let b = 0; b < bounce; b++) steps.push([at + b * 0.25e6, k, b % 2 === 0]);
      steps.push([at + bounce * 0.25e6, k, true]);
      for (let b = 0; b < bounce; b++) steps.push([at + hold + b * 0.25e6, k, b % 2 === 1]);
      steps.push([at + hold + bounce * 0.25e6, k, false]);
    });
    let next = 0;
    const handled = [];
    let text = '';
    const re = /^key (\S+) at=(\d+) free=(\d+)\r?\n/m;
    const collect = () => {
      text += p.takeSerial();
      let m;
      while ((m = text.match(re)) !== null) {
        handled.push({ keys: m[1], at: +m[2], free: +m[3] });
        text = text.slice(0, m.index) + text.slice(m.index + m[0].length);
      }
      return handled.length >= keys.length;
    };
    const end = t0 + keys.length * (hold + gap) + (req.timeout_ms ?? 5000) * 1e6;
    while (p.nowNs < end && handled.length < keys.length) {
      const until = next < steps.length ? Math.min(steps[next][0], end) : end;
      p.runFor(Math.max(ms(until - p.nowNs), 0.001), collect);
      while (next < steps.length && p.nowNs >= steps[next][0]) {
        const [, k, down] = steps[next++];
        if (down) p.keypad.press(k); else p.keypad.release(k);
      }
    }
    collect();
    p.keypad.releaseAll();
    return {
      handled, serial: text, bytes: p.bus.bytes - bytes0, took_ms: ms(p.nowNs - t0),
      now_ms: ms(p.nowNs),
    };
  },

  screen() {
    const p = need();
    const o = p.oled;
    return {
      picture: Buffer.from(o.picture()).toString('base64'),
      on: o.on, contrast: o.contrast, errors: o.errors,
    };
  },

  flash_out(req) {
    if (pico && !pico.dead) pico.sync();
    fs.writeFileSync(req.path, flash);
    return { bytes: flash.length };
  },

  stats() {
    const p = pico;
    p.noteDisplay();
    return {
      display_ms: Object.fromEntries(Object.entries(p.displayTime).map(([k, v]) => [k, ms(v)])),
      now_ms: ms(p.nowNs),
      time_ms: { run: ms(p.time.run), wait: ms(p.time.wait), lightsleep: ms(p.time.lightsleep) },
      flash: p.chip.stats,
      flash_ops: p.chip.log.length,
      bus_bytes: p.bus.bytes,
      scans: p.keypad.scans,
      pins: p.pins,
      display_errors: p.oled.errors,
    };
  },

  /** The display bus: bytes sent, and when the last one was (ms since power-on). */
  bus() {
    const p = need();
    return { bytes: p.bus.bytes, last_byte_ms: ms(p.bus.lastByteNs) };
  },

  reset_stats() {
    const p = need();
    p.time = { run: 0, wait: 0, lightsleep: 0 };
    p.resetDisplayTime();
    return {};
  },
};

const rl = readline.createInterface({ input: process.stdin });
rl.on('line', (line) => {
  let answer;
  try {
    const req = JSON.parse(line);
    const fn = handlers[req.op];
    if (!fn) throw new Error(`unknown request '${req.op}'`);
    answer = { ok: true, ...fn(req) };
  } catch (e) {
    answer = { ok: false, error: String(e && e.stack || e) };
  }
  process.stdout.write(JSON.stringify(answer) + '\n');
});
