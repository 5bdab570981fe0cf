import { describe, expect, it } from 'vitest';
import { newId } from './ids.js';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newId', () => {
  it('makes distinct UUIDv7s that sort in the order they were made', () => {
    const ids = Array.from({ length: 5_000 }, () => newId());
    for (const id of ids) expect(id).toMatch(UUID_V7);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('starts with the time it was made', () => {
    const before = Date.now();
    const id = newId();
    const millis = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(millis).toBeGreaterThanOrEqual(before);
    expect(millis).toBeLessThanOrEqual(Date.now() + 1);
  });

  it('counts on by one within a millisecond, in the RFC 9562 layout', () => {
    const bits = (id: string) => BigInt(`0x${id.replace(/-/g, '')}`);
    const field = (value: bigint, from: number, width: number) =>
      Number((value >> BigInt(128 - from - width)) & ((1n << BigInt(width)) - 1n));
    const counter = (value: bigint) => (field(value, 52, 12) << 20) + (field(value, 66, 14) << 6) + field(value, 80, 6);
    let pair: [bigint, bigint] | undefined;
    while (!pair) {
      const first = bits(newId());
      const second = bits(newId());
      if (field(first, 0, 48) === field(second, 0, 48)) pair = [first, second];
    }
    const [first, second] = pair;
    for (const value of pair) {
      expect(field(value, 48, 4)).toBe(7);
      expect(field(value, 64, 2)).toBe(0b10);
    }
    expect(counter(second)).toBe(counter(first) + 1);
  });
});
