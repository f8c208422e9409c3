// The SSD1306/SSD1309 model on its own, fed the I2C writes of the firmware's driver
// (firmware/picotafel/hw/display.py): a control byte (0x00 commands, 0x40 data), then
// the bytes. What the panel shows must be the frame the firmware drew.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Oled } from '../../host_sim/pico/oled.mjs';

const CMD = 0x00;
const DATA = 0x40;
// display.py's init sequence: _COMMON, then the chip's own part.
const COMMON = [0xae, 0x20, 0x00, 0x40, 0xa1, 0xc8, 0xa8, 63, 0xd3, 0x00, 0xda, 0x12,
  0xa4, 0xa6, 0x2e];
const TAIL = {
  ssd1306: [0xd5, 0x80, 0xd9, 0xf1, 0xdb, 0x30, 0x8d, 0x14],
  ssd1309: [0xfd, 0x12, 0xd5, 0x70, 0xd9, 0x22, 0xdb, 0x34],
};

/** One I2C write to the display: the controller sees a new control byte first. */
function i2c(oled, bytes) {
  oled.frameStart();
  for (const b of bytes) oled.write(b);
}

const command = (oled, ...bytes) => i2c(oled, [CMD, ...bytes]);

/** Display.show() sending every page: the window, then each page's 128 bytes. */
function show(oled, frame) {
  command(oled, 0x21, 0, 127, 0x22, 0, 7);
  for (let p = 0; p < 8; p++) i2c(oled, [DATA, ...frame.subarray(p * 128, (p + 1) * 128)]);
}

/** A controller after Display.init(): configured, cleared, contrast set, switched on. */
function initialised(kind = 'ssd1309') {
  const oled = new Oled(kind);
  command(oled, ...COMMON, ...TAIL[kind]);
  command(oled, 0x81, 0x7f);
  show(oled, new Uint8Array(1024));
  command(oled, 0xaf);
  return oled;
}

/** A frame with no symmetry, so a flipped or shifted picture cannot pass. */
function pattern() {
  return Uint8Array.from({ length: 1024 }, (_, i) => (i * 7 + (i >> 7) * 31 + 1) & 0xff);
}

for (const kind of ['ssd1306', 'ssd1309']) {
  test(`${kind}: after the firmware's init and a frame, the picture is the frame`, () => {
    const oled = initialised(kind);
    assert.deepEqual(oled.picture(), new Uint8Array(1024), 'init clears the panel');
    const frame = pattern();
    show(oled, frame);
    assert.deepEqual(oled.picture(), frame);
    assert.equal(oled.on, true);
    assert.deepEqual(oled.errors, []);
  });
}

test('a column window 10-19 on page 3 writes only those bytes', () => {
  const oled = initialised();
  command(oled, 0x21, 10, 19, 0x22, 3, 3);
  i2c(oled, [DATA, ...new Array(10).fill(0xff)]);
  const want = new Uint8Array(1024);
  want.fill(0xff, 3 * 128 + 10, 3 * 128 + 20);
  assert.deepEqual(oled.picture(), want);
  assert.deepEqual(oled.errors, []);
});

test('page addressing mode: 0xB0+page and 0x00/0x10 column nibbles place data', () => {
  const oled = initialised();
  command(oled, 0x20, 0x02, 0xb5, 0x0a, 0x12);   // page 5, column 0x2A = 42
  i2c(oled, [DATA, 0x81, 0x42, 0x18]);
  const want = new Uint8Array(1024);
  want.set([0x81, 0x42, 0x18], 5 * 128 + 42);
  assert.deepEqual(oled.picture(), want);
  assert.deepEqual(oled.errors, []);
});

test('display off (0xAE) shows a dark picture, on (0xAF) shows the RAM again', () => {
  const oled = initialised();
  const frame = pattern();
  show(oled, frame);
  command(oled, 0xae);
  assert.equal(oled.on, false);
  assert.deepEqual(oled.picture(), new Uint8Array(1024));
  command(oled, 0xaf);
  assert.deepEqual(oled.picture(), frame);
});

test('inverse (0xA7) lights every dark pixel, 0xA6 undoes it', () => {
  const oled = initialised();
  const frame = pattern();
  show(oled, frame);
  command(oled, 0xa7);
  assert.deepEqual(oled.picture(), frame.map((b) => ~b & 0xff));
  command(oled, 0xa6);
  assert.deepEqual(oled.picture(), frame);
});

test('contrast (0x81 v) is recorded', () => {
  const oled = initialised();
  command(oled, 0x81, 0x20);
  assert.equal(oled.contrast, 0x20);
  assert.deepEqual(oled.errors, []);
});

test('an ssd1309 flags the charge pump 0x8D, which it does not have', () => {
  const oled = initialised('ssd1309');
  command(oled, 0x8d, 0x14);
  assert.equal(oled.errors.length, 1);
  assert.match(oled.errors[0], /0x8d/);
});

test('an ssd1306 flags the command lock 0xFD, which it does not have', () => {
  const oled = initialised('ssd1306');
  command(oled, 0xfd, 0x12);
  assert.equal(oled.errors.length, 1);
  assert.match(oled.errors[0], /0xfd/);
});

test('an unknown command is flagged', () => {
  const oled = initialised();
  command(oled, 0xe5);
  assert.deepEqual(oled.errors, ['unknown command 0xe5']);
});

test('the command lock 0xFD 0x16 refuses commands until 0xFD 0x12', () => {
  const oled = initialised('ssd1309');
  command(oled, 0xfd, 0x16);
  command(oled, 0xae);
  command(oled, 0xa7);
  assert.equal(oled.on, true, 'display off ignored');
  assert.equal(oled.inverse, false, 'inverse ignored');
  assert.equal(oled.errors.length, 2);
  assert.ok(oled.errors.every((e) => /locked/.test(e)));
  command(oled, 0xfd, 0x12);
  command(oled, 0xae);
  assert.equal(oled.on, false, 'unlocked: display off obeyed');
  assert.equal(oled.errors.length, 2);
});

test('an ssd1306 without its charge pump switched on stays dark', () => {
  const oled = new Oled('ssd1306');
  command(oled, ...COMMON, ...TAIL.ssd1306.slice(0, -2));     // all but 0x8D 0x14
  const frame = pattern();
  show(oled, frame);
  command(oled, 0xaf);
  assert.deepEqual(oled.picture(), new Uint8Array(1024));
  command(oled, 0x8d, 0x14);
  assert.deepEqual(oled.picture(), frame);
});
