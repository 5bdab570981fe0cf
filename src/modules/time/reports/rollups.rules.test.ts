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
  it('reads whole months from month rollups and short partial months from day rollups', () => {
    // 24 November 2025 to 24 November 2026: the first partial month is 7 days, read as days.
    expect(splitAtMonths({ from: '2026-01-01', to: '2026-11-03' })).toEqual({
      months: { from: '2026-01-01', to: '2026-11-01' },
      days: [{ from: '2026-11-01', to: '2026-11-03' }],
      minus: [],
    });
    expect(splitAtMonths({ from: '2026-11-01', to: '2026-12-01' })).toEqual({
      months: { from: '2026-11-01', to: '2026-12-01' },
      days: [],
      minus: [],
    });
  });

  it('reads a long partial month as the whole month less the days outside the span', () => {
    // The last 365 days ending yesterday: 1–23 November is the month less 24–30 November
    // (days that mostly lie ahead, so have no rows yet), not 23 days of rows.
    expect(splitAtMonths({ from: '2025-11-24', to: '2026-11-24' })).toEqual({
      months: { from: '2025-12-01', to: '2026-12-01' },
      days: [{ from: '2025-11-24', to: '2025-12-01' }],
      minus: [{ from: '2026-11-24', to: '2026-12-01' }],
    });
    expect(splitAtMonths({ from: '2025-11-03', to: '2026-02-01' })).toEqual({
      months: { from: '2025-11-01', to: '2026-02-01' },
      days: [],
      minus: [{ from: '2025-11-01', to: '2025-11-03' }],
    });
  });

  it('reads a span inside one month the cheaper way', () => {
    expect(splitAtMonths({ from: '2026-11-03', to: '2026-11-10' })).toEqual({
      months: null,
      days: [{ from: '2026-11-03', to: '2026-11-10' }],
      minus: [],
    });
    // 27 days of 30 inside: the month less 1–2 and 30 November.
    expect(splitAtMonths({ from: '2026-11-03', to: '2026-11-30' })).toEqual({
      months: { from: '2026-11-01', to: '2026-12-01' },
      days: [],
      minus: [
        { from: '2026-11-01', to: '2026-11-03' },
        { from: '2026-11-30', to: '2026-12-01' },
      ],
    });
    // 17 days inside, 14 outside: the month less 1–14 December.
    expect(splitAtMonths({ from: '2026-12-15', to: '2027-01-01' })).toEqual({
      months: { from: '2026-12-01', to: '2027-01-01' },
      days: [],
      minus: [{ from: '2026-12-01', to: '2026-12-15' }],
    });
  });

  it('covers every day of the span exactly once, whatever the span', () => {
    const days = (from: string, to: string) => {
      const out: string[] = [];
      for (let d = new Date(`${from}T00:00:00Z`); d < new Date(`${to}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1))
        out.push(d.toISOString().slice(0, 10));
      return out;
    };
    const start = new Date('2025-12-20T00:00:00Z');
    for (let a = 0; a < 80; a += 3) {
      for (let length = 1; length < 120; length += 7) {
        const from = new Date(start.getTime() + a * 86_400_000).toISOString().slice(0, 10);
        const to = new Date(start.getTime() + (a + length) * 86_400_000).toISOString().slice(0, 10);
        const split = splitAtMonths({ from, to });
        const count = new Map<string, number>();
        const add = (span: { from: string; to: string }, by: number) => {
          for (const day of days(span.from, span.to)) count.set(day, (count.get(day) ?? 0) + by);
        };
        if (split.months) add(split.months, 1);
        split.days.forEach((span) => add(span, 1));
        split.minus.forEach((span) => add(span, -1));
        const expected = new Set(days(from, to));
        for (const [day, times] of count) expect(times, `${from}..${to} ${day}`).toBe(expected.has(day) ? 1 : 0);
        for (const day of expected) expect(count.get(day), `${from}..${to} ${day}`).toBe(1);
      }
    }
  });
});
