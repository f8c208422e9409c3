// The 4x4 membrane key matrix on the Pico's pins: a pressed key connects its row to its
// column, so while the firmware drives that row low the column reads low; columns are
// otherwise pulled up. Presses are held and released by the harness like a finger.

import { GPIOPinState } from 'rp2040js';

export class Keypad {
  constructor(mcu, rows, cols, keymap) {
    this.mcu = mcu;
    this.rows = rows;
    this.cols = cols;
    this.keymap = keymap;        // ["123A", "456B", ...]
    this.down = new Set();       // "r,c" of the keys held
    this.scans = 0;              // how often the first row was driven low (a scan began)
    for (const r of rows) mcu.gpio[r].addListener(() => this.update());
    mcu.gpio[rows[0]].addListener((value) => { if (value === GPIOPinState.Low) this.scans++; });
    this.update();
  }

  where(key) {
    for (let r = 0; r < this.keymap.length; r++) {
      const c = this.keymap[r].indexOf(key);
      if (c >= 0) return [r, c];
    }
    throw new Error(`'${key}' is not a key of the keypad`);
  }

  /** True while every column has its interrupt enabled: the firmware armed the matrix to
   * wake it from the lightsleep it is about to enter. */
  get armed() { return this.cols.every((pin) => this.mcu.gpio[pin].irqEnableMask !== 0); }

  press(key) { const [r, c] = this.where(key); this.down.add(`${r},${c}`); this.update(); }
  release(key) { const [r, c] = this.where(key); this.down.delete(`${r},${c}`); this.update(); }
  releaseAll() { this.down.clear(); this.update(); }

  update() {
    const { mcu, rows, cols } = this;
    const low = rows.map((r) => mcu.gpio[r].value === GPIOPinState.Low);
    cols.forEach((pin, c) => {
      let pulled = false;
      rows.forEach((_, r) => { if (low[r] && this.down.has(`${r},${c}`)) pulled = true; });
      if (mcu.gpio[pin].rawInputValue !== !pulled) mcu.gpio[pin].setInputValue(!pulled);
    });
  }
}
