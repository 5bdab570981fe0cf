/**
 * Day, week and range arithmetic: the one place that knows how long a day is and where a day or a
 * week begins. Pure: instants and day names in, instants and day names out.
 *
 * Every function whose answer depends on where a day begins takes a `zone`, an IANA time zone
 * name (docs/time-zones.md); it defaults to UTC, so callers that do not pass one keep UTC days.
 * In a zone with daylight saving a day is 23 or 25 hours long, and a week starts on the
 * organization's first day of the week. Functions without a zone work on day names (YYYY-MM-DD)
 * only, which are the same in every zone.
 *
 * Offsets come from Intl (the ICU time zone database Node ships), not from a library: Intl knows
 * every IANA zone, and the one conversion it lacks (a wall-clock time to an instant) is a few
 * lines here (`instantOfWall`). docs/decisions/time/zone-offsets-with-intl.md says why no Temporal polyfill.
 */

/** An IANA time zone name, e.g. 'Europe/Berlin' or 'UTC' (checked with `isTimeZone`). */
export type TimeZone = string;
const UTC: TimeZone = 'UTC';

/** A day of the week, ISO numbering: Monday 1 to Sunday 7. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
const MONDAY: Weekday = 1;

/** A calendar day, YYYY-MM-DD. */
export type Day = string;

/** A half-open span of time [start, end). */
export interface Range {
  start: Date;
  end: Date;
}

/** The length of a day in UTC; in a zone with daylight saving a day may be an hour shorter or longer. */
const DAY_MS = 86_400_000;

/** An IANA name as written in the database: Area/Location (Etc/GMT+5 included) or UTC. */
const ZONE_NAME = /^(UTC|[A-Z][A-Za-z_-]+(\/[A-Za-z0-9_+-]+)+)$/;

/** True when `name` is an IANA time zone this runtime knows. Offsets ('+05:00') are refused. */
export function isTimeZone(name: string): boolean {
  if (!ZONE_NAME.test(name)) return false;
  try {
    formatterOf(name);
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<TimeZone, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than using it. */
function formatterOf(zone: TimeZone): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall-clock time an instant shows in a zone, as milliseconds of a UTC calendar. */
function wallOf(instant: number, zone: TimeZone): number {
  if (zone === UTC) return instant;
  const part = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  for (const { type, value } of formatterOf(zone).formatToParts(instant)) {
    if (type in part) part[type as keyof typeof part] = Number(value);
  }
  const seconds = Date.UTC(part.year, part.month - 1, part.day, part.hour % 24, part.minute, part.second);
  return seconds + (((instant % 1000) + 1000) % 1000);
}

/** How far a zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, zone: TimeZone): number {
  return wallOf(instant, zone) - instant;
}

/**
 * The instant a zone's clock shows a wall-clock time. A time that happens twice (clocks turned
 * back) is its earlier instant; a time that never happens (clocks turned forward) is moved forward
 * by the gap, as Temporal's 'compatible' disambiguation does.
 */
function instantOfWall(wall: number, zone: TimeZone): number {
  if (zone === UTC) return wall;
  // Offsets on either side of any transition near `wall` (transitions are months apart).
  const before = offsetAt(wall - DAY_MS, zone);
  const after = offsetAt(wall + DAY_MS, zone);
  const candidates = [wall - before, wall - after].filter((instant) => wallOf(instant, zone) === wall);
  if (candidates.length > 0) return Math.min(...candidates);
  return wall - before;
}

/** The UTC-calendar milliseconds of a day name's midnight (the same number in every zone). */
function wallOfDay(day: Day): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

function dayOfWall(wall: number): Day {
  return new Date(wall).toISOString().slice(0, 10);
}

/** The day an instant falls on in a zone. */
export function dayOf(instant: Date | number, zone: TimeZone = UTC): Day {
  return dayOfWall(wallOf(new Date(instant).getTime(), zone));
}

/** The first instant of a named day in a zone (00:00, or the end of a gap that swallowed midnight). */
export function dayStart(day: Day, zone: TimeZone = UTC): Date {
  return new Date(instantOfWall(wallOfDay(day), zone));
}

/**
 * The instant a zone's clock shows `time` (HH:MM[:SS]) on `day`: a wall-clock time from a file
 * without an offset. A time that happens twice is its earlier instant, one that never happens is
 * moved forward by the gap (see instantOfWall).
 */
export function instantOfLocal(day: Day, time: string, zone: TimeZone = UTC): Date {
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return new Date(instantOfWall(wallOfDay(day) + ((hours * 60 + minutes) * 60 + seconds) * 1000, zone));
}

/** The first instant of the day an instant falls on. */
export function startOfDay(instant: Date, zone: TimeZone = UTC): Date {
  return dayStart(dayOf(instant, zone), zone);
}

/** The same wall-clock time, `days` calendar days later (earlier when negative). */
export function addDays(instant: Date, days: number, zone: TimeZone = UTC): Date {
  return new Date(instantOfWall(wallOf(instant.getTime(), zone) + days * DAY_MS, zone));
}

/** The day `days` calendar days after a named day (before when negative). */
export function addDaysToDay(day: Day, days: number): Day {
  return dayOfWall(wallOfDay(day) + days * DAY_MS);
}

/** How many calendar days `to` is after `from` (negative when before). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((wallOfDay(to) - wallOfDay(from)) / DAY_MS);
}

/** How many days long a range is, in 24-hour days (fractional for a part of a day). */
export function lengthInDays(range: Range): number {
  return (range.end.getTime() - range.start.getTime()) / DAY_MS;
}

/** A named day as instants: its first instant to the first instant of the next day (23–25 hours). */
export function dayRange(day: Day, zone: TimeZone = UTC): Range {
  return { start: dayStart(day, zone), end: dayStart(addDaysToDay(day, 1), zone) };
}

/** The days `from` to `to`, both included, as instants. */
export function daysRange(from: Day, to: Day, zone: TimeZone = UTC): Range {
  return { start: dayStart(from, zone), end: dayStart(addDaysToDay(to, 1), zone) };
}

/** The `days` whole days ending with (and including) the day of `now`. */
export function lastDays(now: Date, days: number, zone: TimeZone = UTC): Range {
  const today = dayOf(now, zone);
  return daysRange(addDaysToDay(today, -(days - 1)), today, zone);
}

/** The first and last day of the calendar month holding `day`, or of the month `offset` months away. */
export function monthOf(day: Day, offset = 0): { from: Day; to: Day } {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + offset;
  return { from: dayOf(Date.UTC(year, month, 1)), to: dayOf(Date.UTC(year, month + 1, 0)) };
}

/** The day of the week of a day name, ISO numbering: Monday 1 to Sunday 7. */
function weekdayOfDay(day: Day): Weekday {
  return (((new Date(wallOfDay(day)).getUTCDay() + 6) % 7) + 1) as Weekday;
}

/** The day of the week an instant falls on in a zone, ISO numbering: Monday 1 to Sunday 7. */
export function isoWeekday(instant: Date, zone: TimeZone = UTC): Weekday {
  return weekdayOfDay(dayOf(instant, zone));
}

/** The first day of the week (starting on `firstDay`) that holds a named day. */
export function weekStartDay(day: Day, firstDay: Weekday = MONDAY): Day {
  return addDaysToDay(day, -((weekdayOfDay(day) - firstDay + 7) % 7));
}

/** 00:00 of the first day of the week (Monday unless `firstDay` says otherwise) an instant falls in. */
export function weekStart(instant: Date, zone: TimeZone = UTC, firstDay: Weekday = MONDAY): Date {
  return dayStart(weekStartDay(dayOf(instant, zone), firstDay), zone);
}

/** The week (starting on `firstDay`) an instant falls in, as instants: 7 days, 167 to 169 hours. */
export function weekOf(instant: Date, zone: TimeZone = UTC, firstDay: Weekday = MONDAY): Range {
  const first = weekStartDay(dayOf(instant, zone), firstDay);
  return daysRange(first, addDaysToDay(first, 6), zone);
}

interface IsoWeek extends Range {
  /** The ISO week-numbering year: the year of the week's Thursday. */
  year: number;
  week: number;
}

/** The ISO-8601 week (Monday first; week 1 holds the year's first Thursday) of an instant. */
export function isoWeekOf(instant: Date, zone: TimeZone = UTC): IsoWeek {
  const monday = weekStartDay(dayOf(instant, zone));
  const year = Number(addDaysToDay(monday, 3).slice(0, 4));
  const firstMonday = weekStartDay(`${year}-01-04`);
  const week = Math.round(daysBetween(firstMonday, monday) / 7) + 1;
  return { year, week, ...daysRange(monday, addDaysToDay(monday, 6), zone) };
}

/** The days a range touches, each as its whole day (the first and last may reach outside the range). */
export function daysOf(range: Range, zone: TimeZone = UTC): Array<Range & { day: Day }> {
  const days: Array<Range & { day: Day }> = [];
  for (let day = dayOf(range.start, zone); ; day = addDaysToDay(day, 1)) {
    const { start, end } = dayRange(day, zone);
    if (start >= range.end) break;
    days.push({ day, start, end });
  }
  return days;
}

/** How many of the days `from` to `to` (both included) fall on one of `workingDays`. */
export function workingDaysIn(from: Day, to: Day, workingDays: readonly Weekday[]): number {
  const length = daysBetween(from, to) + 1;
  if (length <= 0) return 0;
  const working = new Set(workingDays);
  let count = Math.floor(length / 7) * working.size;
  for (let index = length - (length % 7); index < length; index += 1) {
    if (working.has(weekdayOfDay(addDaysToDay(from, index)))) count += 1;
  }
  return count;
}

/**
 * The ISO week label (YYYY-Www) of a week starting on any day: the ISO week holding most of it
 * (its fourth day), so a Monday-first week keeps its ISO name and consecutive weeks get
 * consecutive, distinct labels whatever the first day.
 */
export function weekLabel(firstDay: Day): string {
  const { year, week } = isoWeekOf(dayStart(addDaysToDay(firstDay, 3)));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The hour (0–23) a zone's clocks show at an instant. */
export function hourOf(instant: Date, zone: TimeZone = UTC): number {
  return new Date(wallOf(instant.getTime(), zone)).getUTCHours();
}

/** The wall-clock date and time (YYYY-MM-DD HH:mm) a zone's clocks show at an instant. */
export function localDateTime(instant: Date, zone: TimeZone = UTC): string {
  return new Date(wallOf(instant.getTime(), zone)).toISOString().slice(0, 16).replace('T', ' ');
}

/** 10000-01-01T00:00:00Z: from here on `toISOString` writes a six-digit, signed year. */
const YEAR_10000 = 253_402_300_800_000;

const twoDigits = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const threeDigits = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);

/**
 * `date.toISOString()`, written with integer arithmetic. V8's own takes about 1 µs a call (measured
 * on Node 20); this about a quarter of that, which matters where a page of 200 entries writes four
 * instants each. Dates outside years 0000–9999, and invalid ones, go to `toISOString` itself.
 */
export function isoInstant(date: Date): string {
  const ms = date.getTime();
  if (!(ms >= 0 && ms < YEAR_10000)) return date.toISOString();
  const days = Math.floor(ms / DAY_MS);
  let rest = ms - days * DAY_MS;
  // Days since 1970-01-01 to a civil date: H. Hinnant's `civil_from_days`, with eras of 400 years
  // counted from 0000-03-01 so that a leap day ends its year.
  const shifted = days + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const marchMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * marchMonth + 2) / 5) + 1;
  const month = marchMonth < 10 ? marchMonth + 3 : marchMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  const yearText = year < 1000 ? String(year).padStart(4, '0') : `${year}`;
  return `${yearText}-${twoDigits(month)}-${twoDigits(day)}T${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}.${threeDigits(rest - seconds * 1000)}Z`;
}
