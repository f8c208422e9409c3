// The RP2040's flash interface, in front of a FlashChip: the SSI (the synchronous serial
// controller at 0x18000000) and the chip-select pin of IO_QSPI (0x40018000).
//
// The boot ROM's flash routines force chip select low through IO_QSPI's SS override, push
// command bytes through the SSI's data register and read one answer per byte back. boot2
// leaves chip select to the SSI: a command is the run of bytes written before the first
// answer is read. Execute-in-place reads go to flash memory directly, as rp2040js does.

import { BasePeripheral } from 'rp2040js';

const CTRLR0 = 0x00;
const SSIENR = 0x08;
const TXFLR = 0x20;
const RXFLR = 0x24;
const SR = 0x28;
const DR0 = 0x60;
const SR_TFNF = 0x02;
const SR_TFE = 0x04;
const SR_RFNE = 0x08;
const SPI_FRF_SHIFT = 21;           // CTRLR0: 0 standard SPI, 1 dual, 2 quad

export class SSI extends BasePeripheral {
  constructor(rp2040, chip) {
    super(rp2040, 'SSI');
    this.chip = chip;
    this.regs = new Map();
    this.rx = [];
    this.forced = null;             // null: chip select follows the SSI; true/false: forced low/high
    this.autoCommand = false;       // a command of boot2 is in progress
  }

  readUint32(offset) {
    switch (offset) {
      case TXFLR: return 0;
      case RXFLR: return this.rx.length;
      case SR: return SR_TFNF | SR_TFE | (this.rx.length ? SR_RFNE : 0);
      case DR0:
        if (this.forced === null) this.endAuto();
        return this.rx.length ? this.rx.shift() : 0;
      default: return this.regs.get(offset) ?? 0;
    }
  }

  writeUint32(offset, value) {
    if (offset === DR0) { this.send(value); return; }
    if (offset === SSIENR && !(value & 1)) { this.rx = []; this.endAuto(); }
    this.regs.set(offset, value >>> 0);
  }

  send(value) {
    const quad = ((this.regs.get(CTRLR0) ?? 0) >> SPI_FRF_SHIFT) & 3;
    let answer = 0;
    if (this.forced === true) {
      answer = this.chip.transfer(value & 0xff);
    } else if (this.forced === null && quad === 0) {
      if (!this.autoCommand) { this.chip.select(); this.autoCommand = true; }
      answer = this.chip.transfer(value & 0xff);
    }
    // (Dual/quad frames are boot2's execute-in-place set-up: reads, nothing to model.)
    if (this.rx.length < 16) this.rx.push(answer);
  }

  endAuto() {
    if (this.autoCommand) { this.autoCommand = false; this.chip.deselect(); }
  }

  /** IO_QSPI's SS override: 0 follow the SSI, 2 force low (selected), 3 force high. */
  setOverride(outover) {
    const low = outover === 2;
    const high = outover === 3 || outover === 1;
    if (low && this.forced !== true) { this.endAuto(); this.chip.select(); this.forced = true; }
    else if (!low) {
      if (this.forced === true) this.chip.deselect();
      this.forced = high ? false : null;
    }
  }
}

const SS_CTRL = 0x0c;

export class IOQSPI extends BasePeripheral {
  constructor(rp2040, ssi) {
    super(rp2040, 'IO_QSPI');
    this.ssi = ssi;
    this.regs = new Map();
  }

  readUint32(offset) {
    return this.regs.get(offset) ?? 0;
  }

  writeUint32(offset, value) {
    this.regs.set(offset, value >>> 0);
    if (offset === SS_CTRL) this.ssi.setOverride((value >> 8) & 3);
  }
}
