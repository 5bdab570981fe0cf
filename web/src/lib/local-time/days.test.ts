import { describe, expect, it } from 'vitest';
import {
  addDaysToKey,
  dayKeyOf,
  daysBetweenKeys,
  instantAt,
  isDayKey,
  isoWeekdayOf,
  startOfDayKey,
  wallTimeOf,
  weekFrom,
  weekStartKey,
} from './days';

// Every zone is named: the expectations hold whatever zone the browser (or TZ) is in.
const hours = (from: Date | string, to: Date | string) =>
  (Date.parse(String(to)) - Date.parse(String(from))) / 3600_000;

describe('days in a time zone', () => {
  it('names the day an instant falls on there', () => {
    const instant = '2026-11-25T07:30:00Z';
    expect(dayKeyOf(instant, 'UTC')).toBe('2026-11-25');
    expect(dayKeyOf(instant, 'America/Los_Angeles')).toBe('2026-11-24'); // 23:30 the evening before
    expect(wallTimeOf(instant, 'America/Los_Angeles')).toBe('23:30');
    expect(dayKeyOf('2026-11-24T18:45:00Z', 'Asia/Kolkata')).toBe('2026-11-25'); // 00:15, +05:30
    expect(wallTimeOf('2026-11-24T18:45:00Z', 'Asia/Kolkata')).toBe('00:15');
  });

  it('turns a date and wall time there into the instant, and refuses what is not one', () => {
    expect(instantAt('2026-11-24', '23:30', 'America/Los_Angeles')).toEqual(new Date('2026-11-25T07:30:00Z'));
    expect(instantAt('2026-07-01', '09:00', 'Europe/Berlin')).toEqual(new Date('2026-07-01T07:00:00Z'));
    expect(instantAt('2026-02-30', '09:00', 'UTC')).toBeNull();
    expect(instantAt('2026-11-24', '9am', 'UTC')).toBeNull();
    expect(instantAt('2026-11-24', '24:00', 'UTC')).toBeNull();
    expect(isDayKey('2028-02-29')).toBe(true);
    expect(isDayKey('2026-02-29')).toBe(false);
  });

  it('has days of 23 and 25 hours across daylight saving changes', () => {
    const day = (key: string, zone: string) =>
      hours(startOfDayKey(key, zone), startOfDayKey(addDaysToKey(key, 1), zone));
    expect(day('2026-03-29', 'Europe/Berlin')).toBe(23);
    expect(day('2026-10-25', 'Europe/Berlin')).toBe(25);
    expect(day('2026-03-08', 'America/Los_Angeles')).toBe(23);
    expect(day('2026-11-01', 'America/Los_Angeles')).toBe(25);
    expect(day('2026-11-24', 'Europe/Berlin')).toBe(24);
  });

  it('moves a time the clocks skip forward by the gap, and takes the first of a time shown twice', () => {
    // Berlin: 02:00 became 03:00 on 2026-03-29; 03:00 became 02:00 on 2026-10-25.
    expect(instantAt('2026-03-29', '02:30', 'Europe/Berlin')).toEqual(new Date('2026-03-29T01:30:00Z'));
    expect(wallTimeOf(instantAt('2026-03-29', '02:30', 'Europe/Berlin')!, 'Europe/Berlin')).toBe('03:30');
    expect(instantAt('2026-10-25', '02:30', 'Europe/Berlin')).toEqual(new Date('2026-10-25T00:30:00Z'));
    // Santiago skips midnight (00:00 became 01:00 on 2026-09-06): that day starts at 01:00.
    expect(startOfDayKey('2026-09-06', 'America/Santiago')).toEqual(new Date('2026-09-06T04:00:00Z'));
    expect(wallTimeOf(startOfDayKey('2026-09-06', 'America/Santiago'), 'America/Santiago')).toBe('01:00');
  });

  it('counts calendar days and weekdays without a zone', () => {
    expect(addDaysToKey('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToKey('2028-03-01', -1)).toBe('2028-02-29');
    expect(isoWeekdayOf('2026-11-23')).toBe(1); // Monday
    expect(isoWeekdayOf('2026-11-29')).toBe(7); // Sunday
    expect(isoWeekdayOf('1969-12-31')).toBe(3); // a Wednesday before 1970
  });
});

describe('weeks', () => {
  it("start on the organization's first day of the week", () => {
    // Wednesday 2026-11-25.
    expect(weekStartKey('2026-11-25', 1)).toBe('2026-11-23'); // Monday first
    expect(weekStartKey('2026-11-25', 7)).toBe('2026-11-22'); // Sunday first
    expect(weekStartKey('2026-11-25', 6)).toBe('2026-11-21'); // Saturday first
    expect(weekStartKey('2026-11-25', 3)).toBe('2026-11-25'); // the first day itself
    expect(weekStartKey('2026-11-22', 1)).toBe('2026-11-16'); // a Sunday, weeks from Monday
  });

  it('cover seven local days, 167 or 169 hours across a daylight saving change', () => {
    const week = weekFrom('2026-10-19', 'Europe/Berlin');
    expect(week.days.map((day) => day.key)).toEqual([
      '2026-10-19',
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
    ]);
    expect(week.from).toBe('2026-10-18T22:00:00.000Z'); // Monday 00:00 summer time
    expect(week.to).toBe('2026-10-25T23:00:00.000Z'); // next Monday 00:00 winter time
    expect(hours(week.from, week.to)).toBe(169);
    expect(hours(weekFrom('2026-03-23', 'Europe/Berlin').from, weekFrom('2026-03-23', 'Europe/Berlin').to)).toBe(167);
    expect(week.days[6]!.start).toEqual(new Date('2026-10-24T22:00:00Z'));
  });
});

describe('days between dates', () => {
  it('counts calendar days, across a month and a clock change alike', () => {
    expect(daysBetweenKeys('2026-10-20', '2026-11-03')).toBe(14);
    expect(daysBetweenKeys('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetweenKeys('2026-11-03', '2026-11-01')).toBe(-2);
  });
});
