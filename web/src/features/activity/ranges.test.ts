import { describe, expect, it } from 'vitest';
import { daysUpTo, hoursOf } from './ranges';

describe('activity ranges', () => {
  it('lists the days up to today across a month and year turn', () => {
    expect(daysUpTo('2027-01-02', 4)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('writes seconds as hours to one decimal', () => {
    expect(hoursOf(5400)).toBe(1.5);
    expect(hoursOf(179)).toBe(0);
    expect(hoursOf(180)).toBe(0.1);
  });
});
