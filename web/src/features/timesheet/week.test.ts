import { describe, expect, it } from 'vitest';
import { groupByDay, instantOf, localDateKey, localTimeOf, mondayOf, parseDateKey, weekOf } from './week';

// Run in the zone vitest was given (TZ); every expectation is phrased in local time so it holds
// in any zone, and one case crosses Europe's DST change when the test runs there.
describe('the local week', () => {
  it('starts on Monday 00:00 local, whatever the day', () => {
    for (const day of [new Date(2026, 10, 23, 0, 0), new Date(2026, 10, 26, 15, 30), new Date(2026, 10, 29, 23, 59)])
      expect(mondayOf(day)).toEqual(new Date(2026, 10, 23));
  });

  it('asks the API for local Monday 00:00 to next Monday 00:00 as instants', () => {
    const week = weekOf(new Date(2026, 9, 19));
    expect(week.days.map(localDateKey)).toEqual([
      '2026-10-19',
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
    ]);
    expect(week.from).toBe(new Date(2026, 9, 19).toISOString());
    // Over a DST change the week is not 7 × 24 hours, but still ends at local midnight.
    expect(week.to).toBe(new Date(2026, 9, 26).toISOString());
  });

  it('reads and writes date and time inputs in local time', () => {
    const instant = instantOf('2026-11-24', '09:05');
    expect(instant).toBe(new Date(2026, 10, 24, 9, 5).toISOString());
    expect(localTimeOf(instant!)).toBe('09:05');
    expect(instantOf('2026-02-30', '09:00')).toBeNull();
    expect(instantOf('2026-11-24', '9am')).toBeNull();
    expect(parseDateKey('2026-11-24')).toEqual(new Date(2026, 10, 24));
  });

  it('puts entries under the local day they start on and totals days and week', () => {
    const week = weekOf(new Date(2026, 10, 23));
    const at = (date: number, hour: number) => new Date(2026, 10, date, hour).toISOString();
    const { columns, totalSeconds } = groupByDay(week.days, [
      { startTime: at(24, 13), durationSeconds: 1800 },
      { startTime: at(24, 9), durationSeconds: 3600 },
      { startTime: at(29, 23), durationSeconds: 600 },
      { startTime: at(30, 1), durationSeconds: 999 },
    ]);
    expect(columns[1]!.entries.map((entry) => entry.durationSeconds)).toEqual([3600, 1800]);
    expect(columns.map((column) => column.totalSeconds)).toEqual([0, 5400, 0, 0, 0, 0, 600]);
    expect(totalSeconds).toBe(6000);
  });
});
