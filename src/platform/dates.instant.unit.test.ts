import { describe, expect, it } from 'vitest';
import { isoInstant } from './dates.js';

describe('isoInstant', () => {
  it('writes what toISOString writes at the edges of days, months, leap years and centuries', () => {
    const instants = [
      '1970-01-01T00:00:00.000Z',
      '1999-12-31T23:59:59.999Z',
      '2000-02-29T12:00:00.001Z',
      '2000-03-01T00:00:00.000Z',
      '2024-02-29T23:59:59.999Z',
      '2026-03-29T01:00:00.000Z',
      '2026-10-25T00:59:59.010Z',
      '2100-02-28T23:59:59.100Z',
      '2100-03-01T00:00:00.000Z',
      '0999-06-15T08:05:03.007Z',
      '9999-12-31T23:59:59.999Z',
    ];
    for (const instant of instants) expect(isoInstant(new Date(instant))).toBe(instant);
  });

  it('agrees with toISOString on 50,000 random instants between 1970 and 9999', () => {
    let seed = 12345;
    const random = () => {
      // A fixed linear congruential sequence: a failure names an instant that fails again.
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let i = 0; i < 50_000; i++) {
      const date = new Date(Math.floor(random() * 253_402_300_800_000));
      expect(isoInstant(date)).toBe(date.toISOString());
    }
  });

  it('leaves dates before 1970 and after 9999 to toISOString, and throws as it does on an invalid date', () => {
    for (const date of [new Date('1969-12-31T23:59:59.999Z'), new Date(Date.UTC(10000, 0, 1)), new Date(-1e15)])
      expect(isoInstant(date)).toBe(date.toISOString());
    expect(() => isoInstant(new Date(Number.NaN))).toThrow(RangeError);
  });
});
