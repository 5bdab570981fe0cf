import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng, syntheticScreenshot } from './png.js';

describe('encodePng', () => {
  it('writes a PNG signature, a header with the size, and the pixels deflated row by row', () => {
    const png = encodePng(2, 1, (x) => (x === 0 ? [255, 0, 0] : [0, 0, 255]));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([2, 1]);
    const idat = png.indexOf('IDAT');
    const length = png.readUInt32BE(idat - 4);
    expect([...inflateSync(png.subarray(idat + 4, idat + 4 + length))]).toEqual([0, 255, 0, 0, 0, 0, 255]);
  });

  it('makes screenshots that differ from one capture to the next', () => {
    expect(syntheticScreenshot(1).equals(syntheticScreenshot(2))).toBe(false);
  });
});
