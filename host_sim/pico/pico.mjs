// A Raspberry Pi Pico as picotafel's users build it, emulated: the RP2040 (rp2040js)
// running the unmodified MicroPython firmware from its 2 MiB flash chip (FlashChip behind
// the SSI), the OLED on I2C (timed at the configured bus frequency), the key matrix, the
// battery on the ADC, the LED and buzzer pins, and the USB serial line.
//
// Time is simulated: `runFor(ms)` runs the chip for that long of RP2040 time. While the
// core sleeps (WFE/WFI) time jumps to the next event; the harness counts how long the
// core ran, slept with its clocks on, and slept with the system clock slowed (lightsleep).

import fs from 'fs';
import { RP2040, USBCDC, ConsoleLogger, LogLevel } from 'rp2040js';
import { decodeBlock } from 'uf2';
import { FlashChip } from './flash_chip.mjs';
import { SSI, IOQSPI } from './qspi.mjs';
import { Oled } from './oled.mjs';
import { Keypad } from './keypad.mjs';

export const FLASH_SIZE = 2 * 1024 * 1024;
const XIP_BASE = 0x10000000;
const FULL_SPEED = 125e6;

/** The flash contents of a Pico that was given the UF2 (and a filesystem image). */
export function flashImage(uf2Path, fsImage = null, fsOffset = 0xa0000) {
  const flash = new Uint8Array(FLASH_SIZE).fill(0xff);
  const uf2 = fs.readFileSync(uf2Path);
  if (uf2.length % 512) throw new Error(`${uf2Path} is not a UF2 file (size ${uf2.length})`);
  for (let i = 0; i < uf2.length; i += 512) {
    const block = decodeBlock(uf2.subarray(i, i + 512));
    flash.set(block.payload, block.flashAddress - XIP_BASE);
  }
  if (fsImage) flash.set(fsImage, fsOffset);
  return flash;
}

export class Pico {
  /**
   * `flash`: 2 MiB of flash contents (kept and changed in place: after a power cut, boot
   * a new Pico on the same array). `board`: pins and parts from picotafel's config.
   */
  constructor(bootromPath, flash, board) {
    const mcu = new RP2040();
    mcu.logger = new ConsoleLogger(LogLevel.Error);
    const rom = fs.readFileSync(bootromPath);
    if (rom.length !== 16384) throw new Error(`${bootromPath} is not a 16 KiB RP2040 boot ROM`);
    mcu.loadBootrom(new Uint32Array(rom.buffer.slice(rom.byteOffset, rom.byteOffset + rom.length)));
    this.mcu = mcu;
    this.board = board;
    this.flash = flash;
    mcu.flash.set(flash);
    // The chip works on rp2040js's own flash array (what execute-in-place reads); `flash`
    // is brought up to date by sync().
    this.chip = new FlashChip(mcu.flash.subarray(0, FLASH_SIZE), () => mcu.clock.nanos);
    const ssi = new SSI(mcu, this.chip);
    mcu.peripherals[0x18000] = ssi;
    mcu.peripherals[0x40018] = new IOQSPI(mcu, ssi);
    // XIP_CTRL (0x14000000): cache flush and control writes; no cache is modelled.
    mcu.peripherals[0x14000] = new (class extends IOQSPI {})(mcu, { setOverride() {} });

    this.oled = new Oled(board.display, board.displayAddr);
    this.wireDisplay();
    this.keypad = new Keypad(mcu, board.rows, board.cols, board.keymap);
    this.setBattery(board.volts ?? 4.5);
    this.setUsb(board.usb ?? false);
    this.watchPins();

    this.serial = '';
    this.cdc = new USBCDC(mcu.usbCtrl);
    this.cdc.onSerialData = (bytes) => { this.serial += Buffer.from(bytes).toString('utf8'); };
    this.quietHost();
    this.time = { run: 0, wait: 0, lightsleep: 0 };
    this.sleptKeyDownNs = 0;    // lightsleep while a key was held (it should have woken)
    this.resetDisplayTime();
    this.oled.onState = () => this.noteDisplay();
    mcu.core.PC = XIP_BASE;         // boot2 at the start of flash, as the boot ROM would
  }

  get nowNs() { return this.mcu.clock.nanos; }

  wireDisplay() {
    const { mcu, board, oled } = this;
    const i2c = mcu.i2c[board.i2c];
    const bit = 1e9 / board.i2cFreq;
    const later = (ns, fn) => mcu.clock.createAlarm(fn).schedule(ns);
    this.bus = { bytes: 0, lastByteNs: 0, talking: false };
    const bus = this.bus;
    i2c.onStart = () => later(bit, () => i2c.completeStart());
    i2c.onConnect = (address, mode) => {
      const ack = address === oled.address && mode === 0;
      if (ack) { oled.frameStart(); bus.talking = true; }
      else oled.fail(`I2C ${mode ? 'read from' : 'write to'} address 0x${address.toString(16)}`);
      later(9 * bit, () => i2c.completeConnect(ack));
    };
    i2c.onWriteByte = (value) => {
      if (bus.talking) oled.write(value);
      later(9 * bit, () => {
        bus.bytes++;
        bus.lastByteNs = mcu.clock.nanos;
        i2c.completeWrite(true);
      });
    };
    i2c.onReadByte = () => later(9 * bit, () => i2c.completeRead(0xff));
    i2c.onStop = () => { bus.talking = false; later(bit, () => i2c.completeStop()); };
  }

  /** How long the panel spent off and at each contrast (ns), for the power budget. */
  resetDisplayTime() {
    this.displayTime = {};
    this.displayAt = this.mcu.clock.nanos;
    this.displayKey = this.displayState();
  }

  displayState() { return this.oled.on ? String(this.oled.contrast) : 'off'; }

  noteDisplay() {
    const now = this.mcu.clock.nanos;
    const t = this.displayTime;
    t[this.displayKey] = (t[this.displayKey] ?? 0) + now - this.displayAt;
    this.displayAt = now;
    this.displayKey = this.displayState();
  }

  /** The battery: VSYS through the board's divider on its ADC pin, 12 bits. */
  setBattery(volts) {
    const { board, mcu } = this;
    const raw = Math.max(0, Math.min(4095, Math.round(volts / board.divider / 3.3 * 4095)));
    mcu.adc.channelValues[board.adcPin - 26] = raw;
    this.batteryRaw = raw;
  }

  /** USB power present or not: VBUS sensed on its pin (GP24 on a Pico). */
  setUsb(on) {
    if (this.board.vbusPin === undefined) return;
    this.mcu.gpio[this.board.vbusPin].setInputValue(!!on);
    this.usb = !!on;
  }

  /** True while the system clock is slowed down (lightsleep). */
  get asleep() { return this.mcu.clkSys < FULL_SPEED; }

  watchPins() {
    this.pins = {};
    for (const [name, pin] of Object.entries({ led: this.board.led, buzzer: this.board.buzzer })) {
      if (pin === null || pin === undefined) continue;
      const state = { pin, changes: 0, value: null };
      this.pins[name] = state;
      this.mcu.gpio[pin].addListener((value) => { state.changes++; state.value = value; });
    }
  }

  /** Run the chip for `ms` of simulated time (or until `until()` is true, asked every
   * `every` steps). */
  runFor(ms, until = null, every = 256) {
    const { mcu, time } = this;
    const clock = mcu.clock;
    const core = mcu.core;
    const end = clock.nanos + ms * 1e6;
    let checks = 0;
    while (clock.nanos < end) {
      if (core.waiting && (core.pendingInterrupts & core.enabledInterrupts)) {
        // A WFI with an interrupt already pending does not sleep, also with PRIMASK set
        // (the exception is then taken when it is cleared); rp2040js wakes only on one
        // that becomes pending during the wait.
        core.waiting = false;
      } else if (core.waiting) {
        let dt = clock.nanosToNextAlarm;
        if (dt <= 0 || clock.nanos + dt > end) dt = Math.max(end - clock.nanos, 1);
        if (mcu.clkSys < FULL_SPEED) {
          time.lightsleep += dt;
          if (this.keypad.down.size) this.sleptKeyDownNs += dt;    // a key slept through
        } else time.wait += dt;
        clock.tick(dt);
      } else {
        const dt = core.executeInstruction() * 1e9 / mcu.clkSys;
        time.run += dt;
        clock.tick(dt);
      }
      if (until && ++checks % every === 0 && until()) return true;
    }
    return until ? until() : false;
  }

  /** A USB host answers the device's OUT requests only when it has bytes to send (it
   * NAKs otherwise). rp2040js's CDC host answers at once with an empty packet, which keeps
   * the firmware in its USB interrupt every few microseconds and never lets it sleep. */
  quietHost() {
    const usb = this.mcu.usbCtrl;
    const cdc = this.cdc;
    const answer = usb.onEndpointRead;
    this.pendingRead = null;
    usb.onEndpointRead = (endpoint, size) => {
      if (endpoint === cdc.outEndpoint && cdc.txFIFO.itemCount === 0) {
        this.pendingRead = [endpoint, size];
        return;
      }
      answer.call(usb, endpoint, size);
    };
    this.answerRead = () => {
      if (this.pendingRead && cdc.txFIFO.itemCount) {
        const [endpoint, size] = this.pendingRead;
        this.pendingRead = null;
        answer.call(usb, endpoint, size);
      }
    };
  }

  /** Bytes the firmware wrote to the USB serial since the last call. */
  takeSerial() {
    const s = this.serial;
    this.serial = '';
    return s;
  }

  send(text) {
    for (const b of Buffer.from(text, 'utf8')) this.cdc.sendSerialByte(b);
    this.answerRead();
  }

  /** The flash as it is now (what a power cut would leave, plus `cut()`'s effect). */
  sync() {
    this.flash.set(this.mcu.flash.subarray(0, FLASH_SIZE));
    return this.flash;
  }

  /** The power fails now: what the flash chip was doing is left half done. */
  cut(random) {
    const landed = this.chip.cut(random);
    this.sync();
    this.dead = true;
    return landed;
  }
}
