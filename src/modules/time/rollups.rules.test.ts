import { describe, expect, it } from 'vitest';
import { splitAtLocalDays, splitAtMonths } from './rollups.rules.js';

const range = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });
const iso = (split: ReturnType<typeof splitAtLocalDays>) => ({
  ...split,
  raw: split.raw.map((part) => [part.start.toISOString(), part.end.toISOString()]),
});

describe('splitAtLocalDays', () => {
  it('reads a period of whole local days from the rollups alone', () => {
    // November 2026 in Berlin: 1 November 00:00 CET to 1 December 00:00 CET.
    expect(iso(splitAtLocalDays(range('2026-10-31T23:00:00Z', '2026-11-30T23:00:00Z'), 'Europe/Berlin'))).toEqual({
      days: { from: '2026-11-01', to: '2026-12-01' },
      raw: [],
    });
  });

  it('reads the partial days at both ends from the raw entries', () => {
    expect(iso(splitAtLocalDays(range('2026-11-02T10:00:00Z', '2026-11-05T15:30:00Z'), 'UTC'))).toEqual({
      days: { from: '2026-11-03', to: '2026-11-05' },
      raw: [
        ['2026-11-02T10:00:00.000Z', '2026-11-03T00:00:00.000Z'],
        ['2026-11-05T00:00:00.000Z', '2026-11-05T15:30:00.000Z'],
      ],
    });
  });

  it('reads a period inside one day from the raw entries only', () => {
    expect(iso(splitAtLocalDays(range('2026-11-02T10:00:00Z', '2026-11-02T12:00:00Z'), 'UTC'))).toEqual({
      days: null,
      raw: [['2026-11-02T10:00:00.000Z', '2026-11-02T12:00:00.000Z']],
    });
  });

  it('takes a 25-hour day whole when the clocks go back', () => {
    // Sunday 25 October 2026 in Berlin lasts 25 hours: 24 Oct 22:00 UTC to 25 Oct 23:00 UTC.
    expect(iso(splitAtLocalDays(range('2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z'), 'Europe/Berlin'))).toEqual({
      days: { from: '2026-10-25', to: '2026-10-26' },
      raw: [],
    });
  });

  it('takes a 23-hour day whole when the clocks go forward, and splits in the local day', () => {
    // Sunday 8 March 2026 in Los Angeles: 08:00 UTC to 07:00 UTC the next day.
    expect(iso(splitAtLocalDays(range('2026-03-08T08:00:00Z', '2026-03-09T07:00:00Z'), 'America/Los_Angeles'))).toEqual(
      { days: { from: '2026-03-08', to: '2026-03-09' }, raw: [] },
    );
    expect(
      iso(splitAtLocalDays(range('2026-03-08T08:00:00Z', '2026-03-09T10:00:00Z'), 'America/Los_Angeles')).raw,
    ).toEqual([['2026-03-09T07:00:00.000Z', '2026-03-09T10:00:00.000Z']]);
  });
});

describe('splitAtMonths', () => {
  it('reads whole months from month rollups and the days around them from day rollups', () => {
    expect(splitAtMonths({ from: '2025-11-24', to: '2026-11-24' })).toEqual({
      months: { from: '2025-12-01', to: '2026-11-01' },
      days: [
        { from: '2025-11-24', to: '2025-12-01' },
        { from: '2026-11-01', to: '2026-11-24' },
      ],
    });
    expect(splitAtMonths({ from: '2026-11-01', to: '2026-12-01' })).toEqual({
      months: { from: '2026-11-01', to: '2026-12-01' },
      days: [],
    });
  });

  it('reads a span inside one month from day rollups only', () => {
    expect(splitAtMonths({ from: '2026-11-03', to: '2026-11-20' })).toEqual({
      months: null,
      days: [{ from: '2026-11-03', to: '2026-11-20' }],
    });
    expect(splitAtMonths({ from: '2026-12-15', to: '2027-01-01' })).toEqual({
      months: null,
      days: [{ from: '2026-12-15', to: '2027-01-01' }],
    });
  });
});
