import { describe, expect, it } from 'vitest';
import { declaredFrames, sniffImageFormat, withinPixelLimit } from './image-format.js';

describe('sniffImageFormat', () => {
  it('recognizes PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffImageFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffImageFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageFormat(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
  });

  it('refuses anything else, including look-alikes and short prefixes', () => {
    for (const bytes of [
      Buffer.from('GIF89a'),
      Buffer.from('RIFF\x00\x00\x00\x00WAVE', 'latin1'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      Buffer.from([0xff, 0xd8]),
      Buffer.alloc(0),
      Buffer.from('<svg/>'),
    ])
      expect(sniffImageFormat(bytes)).toBeNull();
  });
});

describe('withinPixelLimit', () => {
  it('allows up to the limit and refuses empty or larger canvases', () => {
    expect(withinPixelLimit(1920, 1080, 1920 * 1080)).toBe(true);
    expect(withinPixelLimit(1920, 1081, 1920 * 1080)).toBe(false);
    expect(withinPixelLimit(0, 1080, 1e9)).toBe(false);
    expect(withinPixelLimit(60_000, 60_000, 40_000_000)).toBe(false);
  });
});

describe('declaredFrames', () => {
  const riff = (chunks: Buffer[]) => {
    const body = Buffer.concat([Buffer.from('WEBP'), ...chunks]);
    const head = Buffer.from('RIFF\0\0\0\0', 'latin1');
    head.writeUInt32LE(body.length, 4);
    return Buffer.concat([head, body]);
  };
  const webpChunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'latin1');
    head.writeUInt32LE(data.length, 4);
    return Buffer.concat([head, data, Buffer.alloc(data.length & 1)]);
  };
  const vp8x = (flags: number) => webpChunk('VP8X', Buffer.from([flags, 0, 0, 0, 0, 0, 0, 0, 0, 0]));

  it('counts the ANMF chunks of an animated WebP, and 1 for a still one', () => {
    const frame = webpChunk('ANMF', Buffer.alloc(17));
    expect(declaredFrames(riff([vp8x(0x02), webpChunk('ANIM', Buffer.alloc(6)), frame, frame, frame]), 'webp')).toBe(3);
    expect(declaredFrames(riff([vp8x(0), webpChunk('VP8L', Buffer.alloc(9))]), 'webp')).toBe(1);
    expect(declaredFrames(riff([webpChunk('VP8 ', Buffer.alloc(10))]), 'webp')).toBe(1);
  });

  it("reads an APNG's frame count from acTL, and 1 for a plain PNG or a JPEG", () => {
    const pngChunk = (type: string, data: Buffer) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(data.length, 0);
      head.write(type, 4, 'latin1');
      return Buffer.concat([head, data, Buffer.alloc(4)]);
    };
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const actl = Buffer.alloc(8);
    actl.writeUInt32BE(5000, 0);
    const ihdr = pngChunk('IHDR', Buffer.alloc(13));
    const idat = pngChunk('IDAT', Buffer.alloc(4));
    expect(declaredFrames(Buffer.concat([signature, ihdr, pngChunk('acTL', actl), idat]), 'png')).toBe(5000);
    expect(declaredFrames(Buffer.concat([signature, ihdr, idat]), 'png')).toBe(1);
    expect(declaredFrames(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'jpeg')).toBe(1);
  });
});
