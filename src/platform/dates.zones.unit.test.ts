import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayOf,
  dayRange,
  instantOfLocal,
  daysOf,
  daysRange,
  dayStart,
  hourOf,
  isoWeekday,
  isoWeekOf,
  isTimeZone,
  localDateTime,
  lastDays,
  startOfDay,
  weekOf,
  weekStart,
  weekLabel,
  weekStartDay,
  workingDaysIn,
} from './dates.js';

const at = (iso: string) => new Date(iso);
const hours = (range: { start: Date; end: Date }) => (range.end.getTime() - range.start.getTime()) / 3_600_000;

describe('days in a time zone', () => {
  it.each([
    // zone, day, first instant, hours in the day
    ['Europe/Berlin', '2026-11-18', '2026-11-17T23:00:00Z', 24],
    ['Europe/Berlin', '2026-07-01', '2026-06-30T22:00:00Z', 24],
    ['Europe/Berlin', '2026-03-29', '2026-03-28T23:00:00Z', 23], // spring forward 02:00 → 03:00
    ['Europe/Berlin', '2026-10-25', '2026-10-24T22:00:00Z', 25], // fall back 03:00 → 02:00
    ['America/New_York', '2026-03-08', '2026-03-08T05:00:00Z', 23],
    ['America/New_York', '2026-11-01', '2026-11-01T04:00:00Z', 25],
    ['America/New_York', '2026-11-18', '2026-11-18T05:00:00Z', 24],
    ['Asia/Kolkata', '2026-11-18', '2026-11-17T18:30:00Z', 24],
    ['Pacific/Chatham', '2026-07-01', '2026-06-30T11:15:00Z', 24], // +12:45
    ['Pacific/Chatham', '2026-11-18', '2026-11-17T10:15:00Z', 24], // +13:45 in summer
    ['Australia/Lord_Howe', '2026-10-04', '2026-10-03T13:30:00Z', 23.5], // 30-minute daylight saving
    ['Australia/Lord_Howe', '2026-04-05', '2026-04-04T13:00:00Z', 24.5],
    ['UTC', '2026-03-29', '2026-03-29T00:00:00Z', 24],
  ])('%s: %s starts at %s and lasts %f hours', (zone, day, start, length) => {
    expect(dayStart(day, zone)).toEqual(at(start));
    expect(hours(dayRange(day, zone))).toBe(length);
    expect(dayOf(at(start), zone)).toBe(day);
    expect(dayOf(at(start).getTime() - 1, zone)).not.toBe(day);
  });

  it('starts a day whose midnight never happens at the end of the gap (Santiago: 00:00 → 01:00)', () => {
    expect(dayStart('2026-09-06', 'America/Santiago')).toEqual(at('2026-09-06T04:00:00Z'));
    expect(hours(dayRange('2026-09-06', 'America/Santiago'))).toBe(23);
  });

  it('names the local day of an instant near midnight', () => {
    const lateEvening = at('2026-11-18T22:30:00Z');
    expect(dayOf(lateEvening)).toBe('2026-11-18');
    expect(dayOf(lateEvening, 'Europe/Berlin')).toBe('2026-11-18');
    expect(dayOf(at('2026-11-18T23:30:00Z'), 'Europe/Berlin')).toBe('2026-11-19');
    expect(dayOf(at('2026-11-18T03:00:00Z'), 'America/New_York')).toBe('2026-11-17');
    expect(dayOf(at('2026-11-18T18:29:59Z'), 'Asia/Kolkata')).toBe('2026-11-18');
    expect(dayOf(at('2026-11-18T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-11-19');
    expect(startOfDay(at('2026-10-25T12:00:00Z'), 'Europe/Berlin')).toEqual(at('2026-10-24T22:00:00Z'));
  });

  it('keeps the wall-clock time when adding days across a change (a day is 23 or 25 hours)', () => {
    const nineAm = at('2026-03-28T08:00:00Z'); // 09:00 in Berlin, +01:00
    expect(addDays(nineAm, 1, 'Europe/Berlin')).toEqual(at('2026-03-29T07:00:00Z')); // 09:00, +02:00
    // 08:00 (+01:00) after the fall-back day is 08:00 (+02:00) the day before.
    expect(addDays(at('2026-10-25T07:00:00Z'), -1, 'Europe/Berlin')).toEqual(at('2026-10-24T06:00:00Z'));
    // 02:30 on the spring-forward day does not exist: moved forward by the gap, to 03:30.
    expect(addDays(at('2026-03-28T01:30:00Z'), 1, 'Europe/Berlin')).toEqual(at('2026-03-29T01:30:00Z'));
    // 02:30 on the fall-back day happens twice: the first one.
    expect(addDays(at('2026-10-24T00:30:00Z'), 1, 'Europe/Berlin')).toEqual(at('2026-10-25T00:30:00Z'));
  });

  it('lists the local days of a range, each as long as it really is', () => {
    const days = daysOf(daysRange('2026-10-24', '2026-10-26', 'Europe/Berlin'), 'Europe/Berlin');
    expect(days.map((day) => [day.day, hours(day)])).toEqual([
      ['2026-10-24', 24],
      ['2026-10-25', 25],
      ['2026-10-26', 24],
    ]);
    expect(hours(lastDays(at('2026-03-29T12:00:00Z'), 2, 'Europe/Berlin'))).toBe(47);
  });
});

describe('weeks in a time zone', () => {
  it('starts a week on the configured first day', () => {
    expect(weekStartDay('2026-11-18')).toBe('2026-11-16'); // a Wednesday; Monday first
    expect(weekStartDay('2026-11-18', 7)).toBe('2026-11-15'); // Sunday first
    expect(weekStartDay('2026-11-18', 6)).toBe('2026-11-14'); // Saturday first
    expect(weekStartDay('2026-11-15', 7)).toBe('2026-11-15');
    expect(weekStartDay('2026-11-15')).toBe('2026-11-09');
  });

  it('takes the weekday from the local day', () => {
    // Sunday 22:30 UTC is already Monday in Berlin and still Sunday in New York.
    const instant = at('2026-11-22T23:30:00Z');
    expect(isoWeekday(instant)).toBe(7);
    expect(isoWeekday(instant, 'Europe/Berlin')).toBe(1);
    expect(weekStart(instant, 'Europe/Berlin')).toEqual(at('2026-11-22T23:00:00Z'));
    expect(weekStart(instant, 'America/New_York', 7)).toEqual(at('2026-11-22T05:00:00Z'));
  });

  it('gives a week holding a change 167 or 169 hours', () => {
    expect(hours(weekOf(at('2026-03-29T12:00:00Z'), 'Europe/Berlin'))).toBe(167);
    expect(hours(weekOf(at('2026-10-25T12:00:00Z'), 'Europe/Berlin'))).toBe(169);
    expect(hours(weekOf(at('2026-11-01T12:00:00Z'), 'America/New_York', 7))).toBe(169);
    expect(hours(isoWeekOf(at('2026-03-29T12:00:00Z'), 'Europe/Berlin'))).toBe(167);
  });

  it('crosses year boundaries by the local day', () => {
    // 2027-01-03 02:00 UTC: Sunday 07:30 in Kolkata, Saturday 21:00 in New York.
    const instant = at('2027-01-03T02:00:00Z');
    expect(dayOf(weekStart(instant, 'Asia/Kolkata', 7), 'Asia/Kolkata')).toBe('2027-01-03');
    expect(dayOf(weekStart(instant, 'America/New_York', 7), 'America/New_York')).toBe('2026-12-27');
    // New Year's Eve 23:30 UTC is 2027 in Berlin but both days are in 2026-W53 (2026 has 53 weeks).
    expect(isoWeekOf(at('2026-12-31T23:30:00Z'), 'Europe/Berlin')).toMatchObject({ year: 2026, week: 53 });
    // 2027-01-04 00:30 in Berlin is Monday of 2027-W01; in UTC it is still Sunday of 2026-W53.
    expect(isoWeekOf(at('2027-01-03T23:30:00Z'), 'Europe/Berlin')).toMatchObject({
      year: 2027,
      week: 1,
      start: at('2027-01-03T23:00:00Z'),
    });
    expect(isoWeekOf(at('2027-01-03T23:30:00Z'))).toMatchObject({ year: 2026, week: 53 });
  });
});

describe('working days', () => {
  const mondayToFriday = [1, 2, 3, 4, 5] as const;

  it('counts the working days of a period, both ends included', () => {
    expect(workingDaysIn('2026-11-01', '2026-11-30', mondayToFriday)).toBe(21); // November 2026 starts on a Sunday
    expect(workingDaysIn('2026-11-16', '2026-11-22', mondayToFriday)).toBe(5); // a whole week
    expect(workingDaysIn('2026-11-21', '2026-11-22', mondayToFriday)).toBe(0); // a weekend
    expect(workingDaysIn('2026-11-18', '2026-11-18', mondayToFriday)).toBe(1);
    expect(workingDaysIn('2026-11-18', '2026-11-17', mondayToFriday)).toBe(0); // empty
    expect(workingDaysIn('2026-01-01', '2026-12-31', mondayToFriday)).toBe(261);
    expect(workingDaysIn('2028-02-01', '2028-02-29', mondayToFriday)).toBe(21); // leap year
  });

  it('follows any set of days, e.g. Sunday to Thursday', () => {
    expect(workingDaysIn('2026-11-15', '2026-11-21', [1, 2, 3, 4, 7])).toBe(5);
    expect(workingDaysIn('2026-11-20', '2026-11-21', [1, 2, 3, 4, 7])).toBe(0); // Friday, Saturday
    expect(workingDaysIn('2026-11-01', '2026-11-30', [1, 2, 3, 4, 5, 6, 7])).toBe(30);
  });

  it('counts days, not hours: a 23- or 25-hour day is one day', () => {
    // Berlin's spring week 2026-03-23..29 is 167 hours and its autumn week 2026-10-19..25 is 169.
    expect(workingDaysIn('2026-03-23', '2026-03-29', mondayToFriday)).toBe(5);
    expect(workingDaysIn('2026-10-19', '2026-10-25', [1, 2, 3, 4, 5, 6, 7])).toBe(7);
  });
});

describe('week labels and local hours', () => {
  it('names a week by the ISO week holding most of it, whatever its first day', () => {
    expect(weekLabel('2026-11-16')).toBe('2026-W47'); // Monday first: its ISO week
    expect(weekLabel('2026-11-15')).toBe('2026-W47'); // Sunday 15 to Saturday 21: mostly W47
    expect(weekLabel('2026-11-21')).toBe('2026-W48'); // Saturday 21 to Friday 27: mostly W48
    expect(weekLabel('2026-12-27')).toBe('2026-W53'); // Sunday first, across the new year
    expect(weekLabel('2027-01-03')).toBe('2027-W01');
  });

  it('gives consecutive weeks distinct labels for every first day', () => {
    for (const first of [1, 2, 3, 4, 5, 6, 7] as const) {
      const labels = Array.from({ length: 60 }, (_, index) =>
        weekLabel(weekStartDay(dayOf(new Date(Date.UTC(2026, 11, 1 + 7 * index))), first)),
      );
      expect(new Set(labels).size).toBe(60);
      expect([...labels].sort()).toEqual(labels);
    }
  });

  it('reads the hour on local clocks, across a change', () => {
    expect(hourOf(at('2026-11-20T14:30:00Z'), 'Europe/Berlin')).toBe(15);
    expect(hourOf(at('2026-03-29T00:30:00Z'), 'Europe/Berlin')).toBe(1); // before the jump
    expect(hourOf(at('2026-03-29T01:30:00Z'), 'Europe/Berlin')).toBe(3); // 02:00 never happens
    expect(hourOf(at('2026-10-25T00:30:00Z'), 'Europe/Berlin')).toBe(2); // 02:30 happens twice
    expect(hourOf(at('2026-10-25T01:30:00Z'), 'Europe/Berlin')).toBe(2);
    expect(hourOf(at('2026-11-20T14:30:00Z'))).toBe(14);
    expect(localDateTime(at('2026-10-25T00:30:00Z'), 'Europe/Berlin')).toBe('2026-10-25 02:30');
    expect(localDateTime(at('2026-10-25T01:30:00Z'), 'Europe/Berlin')).toBe('2026-10-25 02:30');
    expect(localDateTime(at('2026-11-20T23:45:00Z'), 'Asia/Kolkata')).toBe('2026-11-21 05:15');
    expect(localDateTime(at('2026-11-20T23:45:00Z'))).toBe('2026-11-20 23:45');
  });
});

describe('time zone names', () => {
  it.each(['UTC', 'Europe/Berlin', 'America/Argentina/Buenos_Aires', 'Asia/Kolkata', 'Etc/GMT+5'])(
    'accepts %s',
    (name) => expect(isTimeZone(name)).toBe(true),
  );
  it.each(['', 'Mars/Olympus', '+05:00', 'europe/berlin', 'CET ', 'Europe/Berlin/../x'])('refuses %j', (name) =>
    expect(isTimeZone(name)).toBe(false),
  );
});

describe('instantOfLocal', () => {
  it('reads a wall-clock time in a zone, across both daylight-saving changes', () => {
    expect(instantOfLocal('2026-03-10', '22:30:00', 'Europe/Berlin').toISOString()).toBe('2026-03-10T21:30:00.000Z');
    // 01:30 → 03:30 on the spring day is one real hour; 00:30 → 03:30 on the autumn day four.
    const springStart = instantOfLocal('2026-03-29', '01:30:00', 'Europe/Berlin');
    const springEnd = instantOfLocal('2026-03-29', '03:30:00', 'Europe/Berlin');
    expect((springEnd.getTime() - springStart.getTime()) / 3_600_000).toBe(1);
    const autumnStart = instantOfLocal('2026-10-25', '00:30:00', 'Europe/Berlin');
    const autumnEnd = instantOfLocal('2026-10-25', '03:30:00', 'Europe/Berlin');
    expect((autumnEnd.getTime() - autumnStart.getTime()) / 3_600_000).toBe(4);
    // A time that happens twice is the earlier; one that never happens moves forward by the gap.
    expect(instantOfLocal('2026-10-25', '02:30:00', 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(instantOfLocal('2026-03-29', '02:30:00', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(instantOfLocal('2026-03-29', '02:30', 'UTC').toISOString()).toBe('2026-03-29T02:30:00.000Z');
  });
});
