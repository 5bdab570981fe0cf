import { describe, expect, it } from 'vitest';
import { blurSigmaFor, Gate, sniffImageFormat, withinPixelLimit } from './image.rules.js';

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

describe('blurSigmaFor', () => {
  it('grows with the width and never drops below 8', () => {
    expect(blurSigmaFor(1920)).toBe(16);
    expect(blurSigmaFor(3840)).toBe(32);
    expect(blurSigmaFor(200)).toBe(8);
  });
});

describe('Gate', () => {
  it('runs at most `concurrency` tasks at once and refuses past the queue limit', async () => {
    const gate = new Gate(1, 1);
    let release!: () => void;
    const first = gate.tryRun(() => new Promise<string>((resolve) => (release = () => resolve('first'))));
    const second = gate.tryRun(async () => 'second');
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(gate.tryRun(async () => 'third')).toBeNull();
    release();
    expect(await first).toBe('first');
    expect(await second).toBe('second');
    expect(await gate.tryRun(async () => 'again')).toBe('again');
  });

  it('frees its place when a task fails', async () => {
    const gate = new Gate(1, 0);
    await expect(gate.tryRun(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.tryRun(async () => 'next')).toBe('next');
  });
});
