import { describe, expect, it } from 'vitest';
import {
  addDays,
  addDaysToDay,
  dayOf,
  dayRange,
  daysBetween,
  daysOf,
  daysRange,
  dayStart,
  isoWeekday,
  isoWeekOf,
  lastDays,
  lengthInDays,
  monthOf,
  startOfDay,
  weekStart,
} from './dates.js';

const at = (iso: string) => new Date(iso);

describe('days', () => {
  it('names the UTC day of an instant, whatever offset it was written with', () => {
    expect(dayOf(at('2026-11-17T23:59:59-05:00'))).toBe('2026-11-18');
    expect(dayOf(at('2026-11-18T00:00:00Z'))).toBe('2026-11-18');
    expect(dayOf(at('2026-11-18T00:00:00Z').getTime())).toBe('2026-11-18');
  });

  it('finds where a day starts', () => {
    expect(dayStart('2026-11-18')).toEqual(at('2026-11-18T00:00:00Z'));
    expect(startOfDay(at('2026-11-18T23:59:59.999Z'))).toEqual(at('2026-11-18T00:00:00Z'));
    expect(startOfDay(at('2026-11-18T00:00:00Z'))).toEqual(at('2026-11-18T00:00:00Z'));
  });

  it('adds days to instants and to day names, across months, years and leap days', () => {
    expect(addDays(at('2026-11-18T09:30:00Z'), 14)).toEqual(at('2026-12-02T09:30:00Z'));
    expect(addDays(at('2026-01-01T00:00:00Z'), -1)).toEqual(at('2025-12-31T00:00:00Z'));
    expect(addDaysToDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysToDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDaysToDay('2026-11-18', 0)).toBe('2026-11-18');
  });

  it('counts the days between two day names', () => {
    expect(daysBetween('2026-11-01', '2026-11-30')).toBe(29);
    expect(daysBetween('2026-11-18', '2026-11-18')).toBe(0);
    expect(daysBetween('2026-11-18', '2026-11-17')).toBe(-1);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });
});

describe('ranges', () => {
  it('turns a day, and days with the last included, into half-open ranges', () => {
    expect(dayRange('2026-11-18')).toEqual({ start: at('2026-11-18T00:00:00Z'), end: at('2026-11-19T00:00:00Z') });
    expect(daysRange('2026-11-01', '2026-11-30')).toEqual({
      start: at('2026-11-01T00:00:00Z'),
      end: at('2026-12-01T00:00:00Z'),
    });
  });

  it('takes the last n whole days, today included', () => {
    expect(lastDays(at('2026-11-20T16:00:00Z'), 7)).toEqual({
      start: at('2026-11-14T00:00:00Z'),
      end: at('2026-11-21T00:00:00Z'),
    });
    expect(lastDays(at('2026-11-20T00:00:00Z'), 1)).toEqual(dayRange('2026-11-20'));
  });

  it('measures a range in days', () => {
    expect(lengthInDays(daysRange('2026-11-01', '2026-11-30'))).toBe(30);
    expect(lengthInDays({ start: at('2026-11-18T00:00:00Z'), end: at('2026-11-18T12:00:00Z') })).toBe(0.5);
  });

  it('lists every day a range touches, as whole days', () => {
    const days = daysOf({ start: at('2026-11-16T10:00:00Z'), end: at('2026-11-18T00:00:01Z') });
    expect(days.map((day) => day.day)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18']);
    expect(days[0]).toEqual({ day: '2026-11-16', ...dayRange('2026-11-16') });
    expect(daysOf({ start: at('2026-11-16T00:00:00Z'), end: at('2026-11-16T00:00:00Z') })).toEqual([]);
    expect(daysOf(isoWeekOf(at('2026-11-18T12:00:00Z'))).map((day) => day.day)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
  });
});

describe('months', () => {
  it('finds the first and last day of a month, and of the months around it', () => {
    expect(monthOf('2026-11-18')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthOf('2026-01-31', -1)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(monthOf('2028-03-01', -1)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-12-05', 1)).toEqual({ from: '2027-01-01', to: '2027-01-31' });
  });
});

describe('weeks', () => {
  it('numbers weekdays from Monday 1 to Sunday 7', () => {
    expect(isoWeekday(at('2026-11-16T12:00:00Z'))).toBe(1);
    expect(isoWeekday(at('2026-11-20T23:59:59Z'))).toBe(5);
    expect(isoWeekday(at('2026-11-22T00:00:00Z'))).toBe(7);
  });

  it('finds the Monday 00:00 a week starts on', () => {
    expect(weekStart(at('2026-11-22T23:59:59Z'))).toEqual(at('2026-11-16T00:00:00Z'));
    expect(weekStart(at('2026-11-16T00:00:00Z'))).toEqual(at('2026-11-16T00:00:00Z'));
    expect(weekStart(at('2026-01-01T08:00:00Z'))).toEqual(at('2025-12-29T00:00:00Z'));
  });

  it.each([
    ['2026-11-21T23:59:59Z', 2026, 47, '2026-11-16'],
    ['2026-11-16T00:00:00Z', 2026, 47, '2026-11-16'],
    ['2026-11-15T23:59:59Z', 2026, 46, '2026-11-09'],
    ['2021-01-03T12:00:00Z', 2020, 53, '2020-12-28'],
    ['2024-12-30T08:00:00Z', 2025, 1, '2024-12-30'],
    ['2026-01-01T00:00:00Z', 2026, 1, '2025-12-29'],
  ])('%s is in %i-W%i starting %s', (instant, year, week, monday) => {
    const result = isoWeekOf(at(instant));
    expect(result.year).toBe(year);
    expect(result.week).toBe(week);
    expect(dayOf(result.start)).toBe(monday);
    expect(lengthInDays(result)).toBe(7);
  });
});

describe('the one date module', () => {
  it('is where day and week arithmetic lives: no other source file repeats it', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const root = new URL('../', import.meta.url);
    const files = (await readdir(root, { recursive: true })).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !/(^|\/)platform\/dates\.ts$/.test(file),
    );
    const repeated = /86_?400_?000|24 \* 60 \* 60 \* (1000|MS_PER_SECOND)|getUTCDay\(|setUTCDate\(/;
    const offenders: string[] = [];
    for (const file of files) {
      if (file.startsWith('config/')) continue; // RATE_LIMIT_WINDOW_MS's upper bound is a setting, not arithmetic
      const text = await readFile(new URL(file, root), 'utf8');
      if (repeated.test(text)) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});
