// An SSD1306 / SSD1309 OLED controller on I2C, decoded from the bytes the driver sends.
//
// It keeps the controller's display RAM (8 pages of 128 columns, a byte is 8 rows, bit 0
// on top) and the settings that change the picture (segment remap, COM scan direction,
// start line, display offset, invert, entire-display-on, on/off, contrast, multiplex).
// `picture()` is what a person sees on the usual module (mounted so that remapped segments
// and a reversed COM scan put RAM column 0, row 0 at the top left), as 1024 bytes in the
// same MONO_VLSB layout as the firmware's frame buffer. Anything the model does not know
// is an error: `errors` collects it and the harness fails the test.

const WIDTH = 128;
const PAGES = 8;

// Commands with their count of argument bytes. Single-byte ranges are handled in code.
const ARGS = {
  0x20: 1, 0x21: 2, 0x22: 2, 0x81: 1, 0xa8: 1, 0xd3: 1, 0xd5: 1, 0xd9: 1, 0xda: 1,
  0xdb: 1, 0x26: 6, 0x27: 6, 0x29: 5, 0x2a: 5, 0xa3: 2,
};
const ONLY_SSD1306 = { 0x8d: 1 };           // charge pump: the SSD1309 has none
const ONLY_SSD1309 = { 0xfd: 1 };           // command lock

export class Oled {
  constructor(kind = 'ssd1309', address = 0x3c) {
    if (kind !== 'ssd1306' && kind !== 'ssd1309') throw new Error(`unknown display ${kind}`);
    this.kind = kind;
    this.address = address;
    this.ram = new Uint8Array(WIDTH * PAGES);
    this.errors = [];
    this.commands = 0;
    this.dataBytes = 0;
    this.reset();
  }

  /** The power-on state of the datasheet. */
  reset() {
    this.mode = 2;                 // page addressing
    this.colStart = 0; this.colEnd = WIDTH - 1;
    this.pageStart = 0; this.pageEnd = PAGES - 1;
    this.col = 0; this.page = 0;
    this.on = false;
    this.contrast = 0x7f;
    this.segRemap = false;
    this.comReverse = false;
    this.startLine = 0;
    this.offset = 0;
    this.inverse = false;
    this.entireOn = false;
    this.mux = 63;
    this.locked = false;
    this.scrolling = false;
    this.chargePump = false;
    this.pending = null;           // [command, args so far, count]
    this.frameStart();
  }

  frameStart() {
    this.control = null;           // the control byte of this I2C write: not read yet
  }

  fail(message) {
    if (this.errors.length < 20) this.errors.push(message);
  }

  /** One byte of an I2C write addressed to the display. */
  write(byte) {
    if (this.control === null || this.control === 'next') {
      // Control byte: bit 7 Co (one byte follows, then another control byte), bit 6 D/C#.
      if (byte & 0x3f) this.fail(`control byte 0x${byte.toString(16)} has low bits set`);
      this.control = { data: !!(byte & 0x40), single: !!(byte & 0x80) };
      return;
    }
    const { data, single } = this.control;
    if (single) this.control = 'next';
    if (data) this.data(byte); else this.command(byte);
  }

  data(byte) {
    if (this.pending) { this.fail('data byte while a command waits for its arguments'); this.pending = null; }
    this.dataBytes++;
    this.ram[this.page * WIDTH + this.col] = byte;
    if (this.mode === 0) {             // horizontal: across the window, then the next page
      if (++this.col > this.colEnd) {
        this.col = this.colStart;
        if (++this.page > this.pageEnd) this.page = this.pageStart;
      }
    } else if (this.mode === 1) {      // vertical: down the window, then the next column
      if (++this.page > this.pageEnd) {
        this.page = this.pageStart;
        if (++this.col > this.colEnd) this.col = this.colStart;
      }
    } else {                           // page: along the page, wrapping at its end
      if (++this.col >= WIDTH) this.col = 0;
    }
  }

  command(byte) {
    this.commands++;
    if (this.pending) {
      const p = this.pending;
      p.args.push(byte);
      if (p.args.length === p.count) { this.pending = null; this.apply(p.cmd, p.args); }
      return;
    }
    if (this.locked && byte !== 0xfd) { this.fail(`command 0x${byte.toString(16)} while locked`); return; }
    const table = this.kind === 'ssd1306' ? ONLY_SSD1306 : ONLY_SSD1309;
    const count = ARGS[byte] ?? table[byte];
    if (count) { this.pending = { cmd: byte, args: [], count }; return; }
    if (byte in ONLY_SSD1306 || byte in ONLY_SSD1309) {
      this.fail(`command 0x${byte.toString(16)} is not an ${this.kind} command`);
      return;
    }
    this.apply(byte, []);
  }

  apply(cmd, a) {
    if (cmd < 0x10) { this.col = (this.col & 0xf0) | cmd; return; }
    if (cmd < 0x20) { this.col = ((cmd & 0x0f) << 4) | (this.col & 0x0f); return; }
    if (cmd >= 0x40 && cmd <= 0x7f) { this.startLine = cmd - 0x40; return; }
    if (cmd >= 0xb0 && cmd <= 0xb7) { this.page = cmd - 0xb0; return; }
    switch (cmd) {
      case 0x20:
        if (a[0] > 2) this.fail(`addressing mode ${a[0]}`);
        this.mode = a[0] & 3; return;
      case 0x21:
        if (a[0] > 127 || a[1] > 127 || a[0] > a[1]) this.fail(`column window ${a[0]}-${a[1]}`);
        this.colStart = this.col = a[0] & 0x7f; this.colEnd = a[1] & 0x7f; return;
      case 0x22:
        if (a[0] > 7 || a[1] > 7 || a[0] > a[1]) this.fail(`page window ${a[0]}-${a[1]}`);
        this.pageStart = this.page = a[0] & 7; this.pageEnd = a[1] & 7; return;
      case 0x81: this.contrast = a[0]; if (this.onState) this.onState(); return;
      case 0x8d: this.chargePump = !!(a[0] & 0x04); return;
      case 0xa0: case 0xa1: this.segRemap = cmd === 0xa1; return;
      case 0xa4: case 0xa5: this.entireOn = cmd === 0xa5; return;
      case 0xa6: case 0xa7: this.inverse = cmd === 0xa7; return;
      case 0xa8:
        if (a[0] < 15 || a[0] > 63) this.fail(`multiplex ${a[0]}`);
        this.mux = a[0]; return;
      case 0xae: case 0xaf: this.on = cmd === 0xaf; if (this.onState) this.onState(); return;
      case 0xc0: case 0xc8: this.comReverse = cmd === 0xc8; return;
      case 0xd3: this.offset = a[0] & 63; return;
      case 0xd5: case 0xd9: case 0xda: case 0xdb: return;   // timing and analogue settings
      case 0xe3: return;                                      // no operation
      case 0x2e: this.scrolling = false; return;
      case 0x2f: this.scrolling = true; this.fail('scrolling is not modelled'); return;
      case 0x26: case 0x27: case 0x29: case 0x2a: case 0xa3: return;  // scroll set-up
      case 0xfd: this.locked = (a[0] & 0x16) === 0x16 && !!(a[0] & 0x04); return;
      default: this.fail(`unknown command 0x${cmd.toString(16)}`);
    }
  }

  /** What the panel shows, in frame-buffer layout (dark when off). */
  picture() {
    const out = new Uint8Array(WIDTH * PAGES);
    // An SSD1306 lights nothing without its charge pump (the SSD1309's supply is external).
    if (!this.on || (this.kind === 'ssd1306' && !this.chargePump)) return out;
    for (let y = 0; y < 64; y++) {
      // Row y of the picture is driven by COM y (reversed scan: the module is mounted so).
      const com = this.comReverse ? y : 63 - y;
      if (com > this.mux) continue;
      const row = (com + this.startLine + this.offset) & 63;
      for (let x = 0; x < WIDTH; x++) {
        const col = this.segRemap ? x : WIDTH - 1 - x;
        let lit = this.entireOn || !!(this.ram[(row >> 3) * WIDTH + col] & (1 << (row & 7)));
        if (this.inverse) lit = !lit;
        if (lit) out[(y >> 3) * WIDTH + x] |= 1 << (y & 7);
      }
    }
    return out;
  }
}
