/**
 * Day, week and range arithmetic: the one place that knows how long a day is and where a day or a
 * week begins. Pure: instants and day names in, instants and day names out.
 *
 * Days are UTC everywhere today (docs/time-tracking.md). Every function whose answer depends on
 * where a day begins takes a `zone`; organization time zones (a later issue) widen `TimeZone` and
 * change these bodies, not their callers. Functions without a zone work on day names (YYYY-MM-DD)
 * only, which are the same in every zone.
 */

/** Where days begin. Only UTC exists yet. */
type TimeZone = 'UTC';
const UTC: TimeZone = 'UTC';

/** A calendar day, YYYY-MM-DD. */
type Day = string;

/** A half-open span of time [start, end). */
interface Range {
  start: Date;
  end: Date;
}

/** The length of a day in UTC; in a zone with daylight saving a day may be an hour shorter or longer. */
const DAY_MS = 86_400_000;

/** The day an instant falls on. */
export function dayOf(instant: Date | number, _zone: TimeZone = UTC): Day {
  return new Date(instant).toISOString().slice(0, 10);
}

/** The first instant of a named day. */
export function dayStart(day: Day, _zone: TimeZone = UTC): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** The first instant of the day an instant falls on. */
export function startOfDay(instant: Date, zone: TimeZone = UTC): Date {
  return dayStart(dayOf(instant, zone), zone);
}

/** The same time of day, `days` calendar days later (earlier when negative). */
export function addDays(instant: Date, days: number, _zone: TimeZone = UTC): Date {
  return new Date(instant.getTime() + days * DAY_MS);
}

/** The day `days` calendar days after a named day (before when negative). */
export function addDaysToDay(day: Day, days: number): Day {
  return dayOf(addDays(dayStart(day), days));
}

/** How many calendar days `to` is after `from` (negative when before). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((dayStart(to).getTime() - dayStart(from).getTime()) / DAY_MS);
}

/** How many days long a range is, in 24-hour days (fractional for a part of a day). */
export function lengthInDays(range: Range): number {
  return (range.end.getTime() - range.start.getTime()) / DAY_MS;
}

/** A named day as instants: its first instant to the first instant of the next day. */
export function dayRange(day: Day, zone: TimeZone = UTC): Range {
  const start = dayStart(day, zone);
  return { start, end: addDays(start, 1, zone) };
}

/** The days `from` to `to`, both included, as instants. */
export function daysRange(from: Day, to: Day, zone: TimeZone = UTC): Range {
  return { start: dayStart(from, zone), end: dayRange(to, zone).end };
}

/** The `days` whole days ending with (and including) the day of `now`. */
export function lastDays(now: Date, days: number, zone: TimeZone = UTC): Range {
  const today = startOfDay(now, zone);
  return { start: addDays(today, -(days - 1), zone), end: addDays(today, 1, zone) };
}

/** The first and last day of the calendar month holding `day`, or of the month `offset` months away. */
export function monthOf(day: Day, offset = 0): { from: Day; to: Day } {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + offset;
  return { from: dayOf(Date.UTC(year, month, 1)), to: dayOf(Date.UTC(year, month + 1, 0)) };
}

/** The day of the week, ISO numbering: Monday 1 to Sunday 7. */
export function isoWeekday(instant: Date, _zone: TimeZone = UTC): number {
  return ((instant.getUTCDay() + 6) % 7) + 1;
}

/** Monday 00:00 of the ISO week (Monday first) an instant falls in. */
export function weekStart(instant: Date, zone: TimeZone = UTC): Date {
  return addDays(startOfDay(instant, zone), -(isoWeekday(instant, zone) - 1), zone);
}

interface IsoWeek extends Range {
  /** The ISO week-numbering year: the year of the week's Thursday. */
  year: number;
  week: number;
}

/** The ISO-8601 week (Monday first; week 1 holds the year's first Thursday) of an instant. */
export function isoWeekOf(instant: Date, zone: TimeZone = UTC): IsoWeek {
  const start = weekStart(instant, zone);
  const year = addDays(start, 3, zone).getUTCFullYear();
  const firstMonday = weekStart(new Date(Date.UTC(year, 0, 4)), zone);
  const week = Math.round(daysBetween(dayOf(firstMonday, zone), dayOf(start, zone)) / 7) + 1;
  return { year, week, start, end: addDays(start, 7, zone) };
}

/** The days a range touches, each as its whole day (the first and last may reach outside the range). */
export function daysOf(range: Range, zone: TimeZone = UTC): Array<Range & { day: Day }> {
  const days: Array<Range & { day: Day }> = [];
  for (let start = startOfDay(range.start, zone); start < range.end; start = addDays(start, 1, zone)) {
    days.push({ day: dayOf(start, zone), start, end: addDays(start, 1, zone) });
  }
  return days;
}
