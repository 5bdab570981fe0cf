import { describe, expect, it } from 'vitest';
import { weekFrom } from '../../lib/local-time';
import { groupByDay, weekStartOf } from './week';

// Zones are named: the rules hold whatever zone the browser (or TZ) is in.
describe('the timesheet week', () => {
  it("starts on the organization's first day of the week, in the person's zone", () => {
    // Sunday 2026-11-29 23:30 in Los Angeles is Monday 07:30 UTC.
    const lateSunday = new Date('2026-11-30T07:30:00Z');
    expect(weekStartOf(lateSunday, 'America/Los_Angeles', 1)).toBe('2026-11-23');
    expect(weekStartOf(lateSunday, 'America/Los_Angeles', 7)).toBe('2026-11-29');
    expect(weekStartOf(lateSunday, 'UTC', 1)).toBe('2026-11-30');
    expect(weekStartOf(lateSunday, 'Asia/Tokyo', 6)).toBe('2026-11-28');
  });

  it('puts a late-evening entry on its local day, not the next UTC day', () => {
    const zone = 'America/Los_Angeles';
    const week = weekFrom('2026-11-23', zone);
    const { columns, totalSeconds } = groupByDay(
      week.days,
      [
        { startTime: '2026-11-25T07:30:00Z', durationSeconds: 1800 }, // Tuesday 23:30
        { startTime: '2026-11-24T17:00:00Z', durationSeconds: 3600 }, // Tuesday 09:00
        { startTime: '2026-11-23T08:00:00Z', durationSeconds: 60 }, // Monday 00:00
        { startTime: '2026-11-30T07:59:59Z', durationSeconds: 600 }, // Sunday 23:59:59
        { startTime: '2026-11-30T08:00:00Z', durationSeconds: 999 }, // the next Monday: another week
      ],
      zone,
    );
    expect(columns.map((column) => column.totalSeconds)).toEqual([60, 5400, 0, 0, 0, 0, 600]);
    expect(columns[1]!.entries.map((entry) => entry.startTime)).toEqual([
      '2026-11-24T17:00:00Z',
      '2026-11-25T07:30:00Z',
    ]);
    expect(totalSeconds).toBe(6060);
  });

  it('groups the days of a week with a daylight saving change by their local date', () => {
    // Berlin's 25-hour Sunday 2026-10-25: 00:30 and 23:30 local are both on it.
    const zone = 'Europe/Berlin';
    const week = weekFrom('2026-10-19', zone);
    const { columns } = groupByDay(
      week.days,
      [
        { startTime: '2026-10-24T22:30:00Z', durationSeconds: 60 }, // Sunday 00:30 (summer time)
        { startTime: '2026-10-25T22:30:00Z', durationSeconds: 120 }, // Sunday 23:30 (winter time)
        { startTime: '2026-10-24T21:30:00Z', durationSeconds: 240 }, // Saturday 23:30
        { startTime: '2026-10-25T23:00:00Z', durationSeconds: 480 }, // next Monday 00:00: not this week
      ],
      zone,
    );
    expect(columns.map((column) => [column.key, column.totalSeconds])).toEqual([
      ['2026-10-19', 0],
      ['2026-10-20', 0],
      ['2026-10-21', 0],
      ['2026-10-22', 0],
      ['2026-10-23', 0],
      ['2026-10-24', 240],
      ['2026-10-25', 180],
    ]);
  });
});
