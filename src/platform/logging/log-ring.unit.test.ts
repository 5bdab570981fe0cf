import { describe, expect, it } from 'vitest';
import { HEAD, LogRing, TAIL } from './log-ring.js';

/** Plays the writer thread's part: takes the ring's new bytes, in order, as text. */
function drain(ring: LogRing): string {
  const control = new Int32Array(ring.memory.control);
  const bytes = Buffer.from(ring.memory.data);
  const head = Atomics.load(control, HEAD);
  const tail = Atomics.load(control, TAIL);
  const out = Buffer.alloc((head - tail) | 0);
  for (let i = 0; i < out.length; i++) out[i] = bytes[(tail + i) & (bytes.length - 1)]!;
  Atomics.store(control, TAIL, head);
  return out.toString('utf8');
}

const line = (i: number) => `{"i":${i},"name":"Zoë ${'€'.repeat(i % 4)}${'😀'.repeat(i % 3)}"}\n`;

describe('LogRing', () => {
  it('keeps lines whole and in order across the end of the ring, multi-byte characters included', () => {
    const ring = new LogRing(128);
    let read = '';
    const lines = Array.from({ length: 200 }, (_, i) => line(i));
    lines.forEach((text, i) => {
      expect(ring.write(text)).toBe(true);
      if (i % 2 === 1) read += drain(ring);
    });
    read += drain(ring);
    expect(read).toBe(lines.join(''));
  });

  it('drops lines when the writer makes no room, then says how many before the next line', () => {
    const ring = new LogRing(256, 5);
    expect(ring.write('a'.repeat(150) + '\n')).toBe(true);
    expect(ring.write('b'.repeat(150) + '\n')).toBe(false);
    expect(ring.write('c'.repeat(150) + '\n')).toBe(false);
    expect(ring.write('d\n')).toBe(true);
    expect(drain(ring)).toMatch(/^a{150}\n\{"level":40,.*"dropped":2,.*\}\nd\n$/);
    expect(ring.write('e'.repeat(150) + '\n')).toBe(true);
    expect(ring.write('f'.repeat(150) + '\n')).toBe(false);
    expect(drain(ring)).toBe('e'.repeat(150) + '\n');

    expect(ring.write('next\n')).toBe(true);
    const [warning, next] = drain(ring).split('\n');
    expect(JSON.parse(warning!)).toMatchObject({ level: 40, dropped: 1 });
    expect(next).toBe('next');
  });

  it('drops a line longer than the whole ring, and goes on with the next', () => {
    const ring = new LogRing(256, 5);
    expect(ring.write('x'.repeat(300))).toBe(false);
    expect(ring.write('ok\n')).toBe(true);
    expect(drain(ring)).toContain('"dropped":1');
  });

  it('calls a flush back once the writer has written everything put in before it', async () => {
    const ring = new LogRing(64);
    ring.write('one\n');
    let flushed = false;
    ring.flush(() => (flushed = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(flushed).toBe(false);
    drain(ring);
    await expect.poll(() => flushed).toBe(true);
  });

  it('hands back what the writer never took, in order across the end of the ring, for writing elsewhere', () => {
    const ring = new LogRing(128);
    ring.write('a'.repeat(100) + '\n');
    drain(ring);
    ring.write('first €\n');
    ring.write('second 😀 goes past the end of the ring\n');
    expect(ring.takeUnwritten().toString('utf8')).toBe('first €\nsecond 😀 goes past the end of the ring\n');
    expect(drain(ring)).toBe('');
  });

  it('refuses a size that is not a power of two (positions would not wrap with the totals)', () => {
    expect(() => new LogRing(1000)).toThrow(RangeError);
  });
});
