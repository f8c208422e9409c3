// The W25Q16 flash chip model on its own: the SPI commands the boot ROM and MicroPython's
// flash driver use, the rules a real chip enforces on writes, its busy times, and what a
// power cut leaves. A fake clock stands in for the RP2040's, moved by the test.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FlashChip, PAGE, SECTOR, TIMING } from '../../host_sim/pico/flash_chip.mjs';

const SIZE = 256 * 1024;

/** A chip on erased memory with a clock that moves only when told. */
function rig(fill = 0xff) {
  const clock = { ns: 0 };
  const memory = new Uint8Array(SIZE).fill(fill);
  const chip = new FlashChip(memory, () => clock.ns);
  return { chip, memory, clock, advance: (ns) => { clock.ns += ns; } };
}

/** One command with chip select low for its bytes; the bytes the chip answered. */
function spi(chip, bytes) {
  chip.select();
  const answer = bytes.map((b) => chip.transfer(b));
  chip.deselect();
  return answer;
}

const addr = (a) => [(a >> 16) & 0xff, (a >> 8) & 0xff, a & 0xff];
const status = (chip) => spi(chip, [0x05, 0])[1];
const read = (chip, a, n) => spi(chip, [0x03, ...addr(a), ...new Array(n).fill(0)]).slice(4);
const writeEnable = (chip) => spi(chip, [0x06]);
const program = (chip, a, data) => { writeEnable(chip); spi(chip, [0x02, ...addr(a), ...data]); };
const erase = (chip, cmd, a) => { writeEnable(chip); spi(chip, [cmd, ...addr(a)]); };

test('JEDEC ID 0x9F answers Winbond EF 40 15', () => {
  const { chip } = rig();
  assert.deepEqual(spi(chip, [0x9f, 0, 0, 0]).slice(1), [0xef, 0x40, 0x15]);
});

test('read data 0x03 returns the memory from the address on', () => {
  const { chip, memory } = rig();
  memory.set([1, 2, 3, 4, 5], 0x1234);
  assert.deepEqual(read(chip, 0x1234, 5), [1, 2, 3, 4, 5]);
});

test('write enable 0x06 sets WEL, status bit 1', () => {
  const { chip } = rig();
  assert.equal(status(chip) & 2, 0);
  writeEnable(chip);
  assert.equal(status(chip) & 2, 2);
});

test('page program only clears bits: 0x0F over 0xF0 gives 0x00', () => {
  const { chip, memory, advance } = rig();
  memory[0x100] = 0xf0;
  memory[0x101] = 0xf0;
  program(chip, 0x100, [0x0f, 0xff]);
  advance(TIMING.pageProgram);
  assert.deepEqual(read(chip, 0x100, 3), [0x00, 0xf0, 0xff]);
});

test('page program wraps within its 256-byte page', () => {
  const { chip, memory, advance } = rig();
  const data = Array.from({ length: 10 }, (_, i) => i);
  program(chip, 0x2000 + 250, data);
  advance(TIMING.pageProgram);
  assert.deepEqual([...memory.subarray(0x2000 + 250, 0x2000 + 256)], [0, 1, 2, 3, 4, 5]);
  assert.deepEqual([...memory.subarray(0x2000, 0x2000 + 4)], [6, 7, 8, 9]);
  assert.equal(memory[0x2000 + 4], 0xff);
  assert.equal(memory[0x2000 + 256], 0xff, 'the next page is untouched');
});

test('page program of more than 256 bytes keeps the last 256, each at its wrapped place', () => {
  // The datasheet: past the page end the address wraps to the page start and later bytes
  // overwrite earlier ones in the page buffer. Byte i lands at (offset + i) % 256.
  const { chip, memory, advance } = rig();
  const data = Array.from({ length: 300 }, (_, i) => i & 0xff);
  program(chip, 0x3000, data);
  advance(TIMING.pageProgram);
  const want = new Array(PAGE);
  data.forEach((b, i) => { want[i % PAGE] = b; });
  assert.deepEqual([...memory.subarray(0x3000, 0x3000 + PAGE)], want);
});

test('page program without write enable changes nothing and counts as ignored', () => {
  const { chip, memory } = rig();
  spi(chip, [0x02, ...addr(0x100), 0x00, 0x00]);
  assert.equal(memory[0x100], 0xff);
  assert.equal(status(chip), 0, 'not busy: nothing started');
  assert.equal(chip.stats.ignored, 1);
  assert.equal(chip.stats.pagePrograms, 0);
});

test('erase without write enable changes nothing', () => {
  const { chip, memory } = rig(0x00);
  spi(chip, [0x20, ...addr(0)]);
  assert.equal(memory[0], 0x00);
  assert.equal(chip.stats.ignored, 1);
});

test('WEL clears after a write, so a second program needs a new write enable', () => {
  const { chip, memory, advance } = rig();
  program(chip, 0, [0x00]);
  advance(TIMING.pageProgram);
  assert.equal(status(chip), 0, 'neither busy nor write enabled');
  spi(chip, [0x02, ...addr(1), 0x00]);
  assert.equal(memory[1], 0xff);
});

test('sector erase 0x20 sets exactly its 4 KiB sector to 0xFF', () => {
  const { chip, memory, advance } = rig(0x00);
  erase(chip, 0x20, 0x5000 + 123);          // any address inside the sector
  advance(TIMING.sectorErase);
  assert.ok(memory.subarray(0x5000, 0x6000).every((b) => b === 0xff));
  assert.equal(memory[0x4fff], 0x00);
  assert.equal(memory[0x6000], 0x00);
  assert.equal(chip.stats.sectorErases, 1);
});

test('block erase 0x52 sets exactly its 32 KiB block to 0xFF', () => {
  const { chip, memory, advance } = rig(0x00);
  erase(chip, 0x52, 0x18000 + 0x1234);
  advance(TIMING.block32Erase);
  assert.ok(memory.subarray(0x18000, 0x20000).every((b) => b === 0xff));
  assert.equal(memory[0x17fff], 0x00);
  assert.equal(memory[0x20000], 0x00);
});

test('block erase 0xD8 sets exactly its 64 KiB block to 0xFF', () => {
  const { chip, memory, advance } = rig(0x00);
  erase(chip, 0xd8, 0x10000 + 0xabcd);
  advance(TIMING.block64Erase);
  assert.ok(memory.subarray(0x10000, 0x20000).every((b) => b === 0xff));
  assert.equal(memory[0xffff], 0x00);
  assert.equal(memory[0x20000], 0x00);
  assert.equal(chip.stats.blockErases, 1);
});

for (const [what, start, ns] of [
  ['page program 0.7 ms', (chip) => program(chip, 0, [0]), 700e3],
  ['sector erase 45 ms', (chip) => erase(chip, 0x20, 0), 45e6],
]) {
  test(`busy bit is set for the W25Q16 time of a ${what}, clear after`, () => {
    const { chip, advance } = rig();
    start(chip);
    assert.equal(status(chip) & 1, 1);
    advance(ns - 1);
    assert.equal(status(chip) & 1, 1);
    advance(1);
    assert.equal(status(chip) & 1, 0);
  });
}

test('while busy, every command but status reads is ignored', () => {
  const { chip, memory, advance } = rig(0x00);
  memory[0x9000] = 0x5a;
  erase(chip, 0x20, 0);
  advance(TIMING.sectorErase / 2);
  const ignored = chip.stats.ignored;
  assert.deepEqual(spi(chip, [0x9f, 0, 0, 0]).slice(1), [0xff, 0xff, 0xff], 'no JEDEC ID');
  assert.deepEqual(read(chip, 0x9000, 1), [0xff], 'no data');
  writeEnable(chip);
  spi(chip, [0x02, ...addr(0x9000), 0x00]);
  spi(chip, [0x20, ...addr(0x9000)]);
  assert.equal(chip.stats.ignored - ignored, 5);
  assert.equal(status(chip), 3, 'busy, and still write-enabled by the erase under way');
  advance(TIMING.sectorErase);
  assert.equal(status(chip), 0, 'the latch cleared when the erase ended: 0x06 did not take');
  assert.equal(memory[0x9000], 0x5a, 'neither program nor erase happened');
  assert.deepEqual(read(chip, 0x9000, 1), [0x5a]);
});

test('a cut during a page program leaves a prefix programmed and the rest as before', () => {
  const { chip, memory, advance } = rig();
  const old = Array.from({ length: PAGE }, (_, i) => (i * 37 + 11) & 0xff);
  memory.set(old, 0x4000);
  const data = Array.from({ length: PAGE }, (_, i) => (i * 91 + 5) & 0xff);
  program(chip, 0x4000, data);
  advance(TIMING.pageProgram * 0.25);
  const landed = chip.cut(() => 0.5);
  assert.equal(landed.during, 'pageProgram');
  assert.equal(landed.addr, 0x4000);
  assert.ok(Math.abs(landed.fraction - 0.25) < 1e-9);
  const n = 64;                                  // a quarter of the page
  for (let i = 0; i < PAGE; i++) {
    const got = memory[0x4000 + i];
    if (i < n) assert.equal(got, old[i] & data[i], `byte ${i} programmed`);
    else if (i > n) assert.equal(got, old[i], `byte ${i} as before`);
    else {
      assert.equal(got & ~old[i], 0, 'the byte at the break: bits only cleared ...');
      assert.equal(old[i] & data[i] & ~got, 0, '... and only those being programmed');
    }
  }
  assert.equal(status(chip), 0, 'after the cut: idle, no write enable');
});

test('a cut during a sector erase leaves a prefix 0xFF and the rest as before', () => {
  const { chip, memory, advance } = rig();
  const old = Array.from({ length: SECTOR }, (_, i) => (i * 13) & 0x7f);  // never 0xFF
  memory.set(old, 0x7000);
  erase(chip, 0x20, 0x7000);
  advance(TIMING.sectorErase / 2);
  const landed = chip.cut(() => 0.5);
  assert.deepEqual({ ...landed, fraction: +landed.fraction.toFixed(6) },
    { during: 'sectorErase', addr: 0x7000, fraction: 0.5 });
  const n = SECTOR / 2;
  assert.ok(memory.subarray(0x7000, 0x7000 + n).every((b) => b === 0xff), 'prefix erased');
  assert.deepEqual([...memory.subarray(0x7000 + n + 1, 0x8000)], old.slice(n + 1), 'rest as before');
});

test('a cut while idle reports during=null and changes nothing', () => {
  const { chip, memory, advance } = rig();
  program(chip, 0, [0x12]);
  advance(TIMING.pageProgram);
  const before = memory.slice();
  assert.deepEqual(chip.cut(), { during: null });
  assert.deepEqual(memory, before);
});
