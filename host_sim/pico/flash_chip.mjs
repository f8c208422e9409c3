// A W25Q16-style SPI NOR flash chip, as the RP2040's boot ROM and boot2 talk to it.
//
// The chip sees bytes only while selected (chip select low). A command is its first byte;
// what follows is its address, data or dummy bytes. Writes obey the real chip: they need
// write enable first, a program only clears bits, an erase sets a whole sector or block to
// 0xFF, and while an operation runs the chip is busy (status bit 0) for as long as a real
// one takes and ignores everything but status reads. A power cut while busy leaves the
// operation half done: `cut()` says where it landed.

export const PAGE = 256;
export const SECTOR = 4096;

// Typical times of the W25Q16JV datasheet, in nanoseconds of simulated time.
export const TIMING = {
  pageProgram: 700e3,     // tPP 0.7 ms (256 bytes)
  sectorErase: 45e6,      // tSE 45 ms (4 KiB)
  block32Erase: 120e6,    // tBE1 120 ms (32 KiB)
  block64Erase: 150e6,    // tBE2 150 ms (64 KiB)
  chipErase: 5e9,         // tCE 5 s
  writeStatus: 10e6,      // tW 10 ms
};

const JEDEC_ID = [0xef, 0x40, 0x15];          // Winbond, SPI NOR, 16 Mbit
const UNIQUE_ID = [0xe6, 0x60, 0x58, 0x38, 0x83, 0x4a, 0x5c, 0x2f];

const ERASES = { 0x20: [SECTOR, 'sectorErase'], 0x52: [32768, 'block32Erase'],
                 0xd8: [65536, 'block64Erase'] };

export class FlashChip {
  /** `memory` is the whole flash (it is changed in place); `now()` the time in ns. */
  constructor(memory, now, timing = TIMING) {
    this.memory = memory;
    this.now = now;
    this.timing = timing;
    this.selected = false;
    this.cmd = [];            // bytes of the command in progress
    this.wel = false;         // write enable latch
    this.sr2 = 0x02;          // QE set, as the Pico's chip ships
    this.op = null;           // {kind, addr, before, after, start, end} while busy
    this.stats = { pagePrograms: 0, sectorErases: 0, blockErases: 0, ignored: 0,
                   programBytes: 0 };
    this.log = [];            // every write operation: {kind, addr, start, end}
  }

  get busy() {
    if (this.op && this.now() >= this.op.end) {
      this.op = null;
      this.wel = false;         // the latch clears when the write is done
    }
    return this.op !== null;
  }

  select() {
    this.selected = true;
    this.cmd = [];
  }

  deselect() {
    if (!this.selected) return;
    this.selected = false;
    const cmd = this.cmd;
    this.cmd = [];
    if (cmd.length) this.finish(cmd);
  }

  /** One byte each way while selected: what the host sends, what the chip answers. */
  transfer(byte) {
    if (!this.selected) return 0xff;
    const cmd = this.cmd;
    const pos = cmd.length;
    cmd.push(byte);
    const op = cmd[0];
    if (op === 0x05) return pos ? this.status1() : 0xff;
    if (op === 0x35) return pos ? this.sr2 : 0xff;
    if (op === 0x15) return pos ? 0x60 : 0xff;
    if (this.busy) return 0xff;
    switch (op) {
      case 0x9f: return pos >= 1 && pos <= 3 ? JEDEC_ID[pos - 1] : 0xff;
      case 0x4b: return pos >= 5 && pos <= 12 ? UNIQUE_ID[pos - 5] : 0xff;
      case 0x03: return pos >= 4 ? this.memory[(this.address(cmd) + pos - 4) % this.memory.length] : 0xff;
      case 0x0b: return pos >= 5 ? this.memory[(this.address(cmd) + pos - 5) % this.memory.length] : 0xff;
      default: return 0xff;
    }
  }

  status1() {
    return (this.busy ? 1 : 0) | (this.wel ? 2 : 0);
  }

  address(cmd) {
    return (cmd[1] << 16) | (cmd[2] << 8) | cmd[3];
  }

  /** Chip select went high: a write command takes effect now (and stays busy a while). */
  finish(cmd) {
    const op = cmd[0];
    if (this.busy) {
      if (op !== 0x05 && op !== 0x35 && op !== 0x15) this.stats.ignored++;
      return;
    }
    if (op === 0x06) { this.wel = true; return; }
    if (op === 0x04) { this.wel = false; return; }
    const isWrite = op === 0x02 || op in ERASES || op === 0xc7 || op === 0x60 || op === 0x01;
    if (!isWrite) return;
    if (!this.wel) { this.stats.ignored++; return; }
    if (op === 0x01) {            // write status: only the time it takes
      if (cmd.length > 2) this.sr2 = cmd[2] & 0x42 | 0x02;
      this.start('writeStatus', 0, 0, null);
    } else if (op === 0x02) {
      if (cmd.length < 5) return;
      const addr = this.address(cmd) % this.memory.length;
      // The page wraps: bytes past its end go to its start (only the last 256 count).
      const base = addr & ~(PAGE - 1);
      const sent = cmd.length - 4;
      const data = cmd.slice(4).slice(-PAGE);
      const after = this.memory.slice(base, base + PAGE);
      let off = (addr - base + sent - data.length) % PAGE;
      for (const b of data) { after[off] &= b; off = (off + 1) % PAGE; }
      this.stats.pagePrograms++;
      this.stats.programBytes += data.length;
      this.start('pageProgram', base, PAGE, after);
    } else if (op === 0xc7 || op === 0x60) {
      this.start('chipErase', 0, this.memory.length, null);
    } else {
      if (cmd.length < 4) return;
      const [size, kind] = ERASES[op];
      const base = this.address(cmd) & ~(size - 1);
      if (size === SECTOR) this.stats.sectorErases++; else this.stats.blockErases++;
      this.start(kind, base, size, null);
    }
  }

  /** Apply a write at once (reads see it as soon as the chip is free) and stay busy. */
  start(kind, addr, size, after) {
    const start = this.now();
    const end = start + this.timing[kind];
    const before = this.memory.slice(addr, addr + size);
    if (after) this.memory.set(after, addr); else this.memory.fill(0xff, addr, addr + size);
    this.op = { kind, addr, size, before, start, end };
    this.log.push({ kind, addr, start, end });
  }

  /** The power fails now. An operation in progress is left as far as it got: a prefix of
   * the page programmed or of the block erased, the byte at the break half changed (a
   * random value; a program can still only clear bits). Returns where the cut landed. */
  cut(random = Math.random) {
    this.selected = false;
    this.cmd = [];
    this.wel = false;
    if (!this.busy) return { during: null };
    const { kind, addr, size, before, start, end } = this.op;
    this.op = null;
    const fraction = (this.now() - start) / (end - start);
    if (size === 0) return { during: kind, addr, fraction };
    const done = this.memory.slice(addr, addr + size);
    const n = Math.floor(fraction * size);
    const partial = before.slice();
    partial.set(done.subarray(0, n), 0);
    if (n < size) {
      const r = Math.floor(random() * 256);
      // Program: bits of the old byte, some of the ones being cleared cleared.
      // Erase: any value (cells part way to 1).
      partial[n] = kind === 'pageProgram' ? before[n] & (done[n] | r) : r;
    }
    this.memory.set(partial, addr);
    return { during: kind, addr, fraction };
  }
}
