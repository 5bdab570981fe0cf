import { describe, expect, it } from 'vitest';
import { chosenPeriods, defaultPeriods } from './summary.rules.js';

describe('summary periods', () => {
  it('defaults to the current UTC month and compares with the month before', () => {
    expect(defaultPeriods(new Date('2026-03-15T23:00:00Z'))).toEqual({
      current: { from: '2026-03-01', to: '2026-03-31', days: 31 },
      previous: { from: '2026-02-01', to: '2026-02-28', days: 28 },
    });
    expect(defaultPeriods(new Date('2026-01-01T00:00:00Z')).previous).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
      days: 31,
    });
  });

  it("takes this month where the organization is: New Year's Eve in Los Angeles is 1 January in UTC", () => {
    const now = new Date('2027-01-01T05:00:00Z'); // 31 December, 21:00 in Los Angeles
    expect(defaultPeriods(now).current.from).toBe('2027-01-01');
    expect(defaultPeriods(now, 'America/Los_Angeles')).toEqual({
      current: { from: '2026-12-01', to: '2026-12-31', days: 31 },
      previous: { from: '2026-11-01', to: '2026-11-30', days: 30 },
    });
    // 1 March 00:30 in Kolkata is still February in UTC.
    expect(defaultPeriods(new Date('2026-02-28T19:00:00Z'), 'Asia/Kolkata').current.from).toBe('2026-03-01');
  });

  it('compares a chosen period with the same number of days just before it', () => {
    expect(chosenPeriods('2026-11-10', '2026-11-16')).toEqual({
      current: { from: '2026-11-10', to: '2026-11-16', days: 7 },
      previous: { from: '2026-11-03', to: '2026-11-09', days: 7 },
    });
    expect(chosenPeriods('2026-03-01', '2026-03-01').previous).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
      days: 1,
    });
  });
});
