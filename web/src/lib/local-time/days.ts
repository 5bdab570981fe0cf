// Days and weeks in an IANA time zone, whatever zone the browser is in: Intl tells the wall time of
// an instant there, and the instant of a wall time is found from the zone's offsets around it. A
// day is 23, 24 or 25 hours long; a day is named by its date, YYYY-MM-DD ("day key").

type Instant = Date | string | number;

const toDate = (instant: Instant) => (instant instanceof Date ? instant : new Date(instant));
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let formatter = wallClocks.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(timeZone, formatter);
  }
  return formatter;
}

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The date and time a clock in `timeZone` shows at `instant`. */
function wallTimeAt(instant: Instant, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of wallClock(timeZone).formatToParts(toDate(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The wall time as if it were UTC, in milliseconds: what offsets are measured against. */
const asUtc = (wall: WallTime) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/** How far `timeZone`'s clocks are ahead of UTC at `ms`, in milliseconds. */
function offsetAt(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return asUtc(wallTimeAt(whole, timeZone)) - whole;
}

const HOURS_36 = 36 * 3600 * 1000;

/**
 * The instant a clock in `timeZone` shows `wall`. A time the clocks skip (spring forward) moves on
 * by the gap; a time they show twice (fall back) is the first one (Temporal's "compatible").
 */
function instantOfWall(wall: WallTime, timeZone: string): Date {
  const local = asUtc(wall);
  // No zone changes its offset twice within a day and a half: the offsets either side cover it.
  const before = offsetAt(local - HOURS_36, timeZone);
  const after = offsetAt(local + HOURS_36, timeZone);
  const fits = [before, after]
    .map((offset) => local - offset)
    .filter((ms) => offsetAt(ms, timeZone) === local - ms)
    .sort((a, b) => a - b);
  return new Date(fits[0] ?? local - before);
}

/** YYYY-MM-DD of the day `instant` falls on in `timeZone`. */
export function dayKeyOf(instant: Instant, timeZone: string): string {
  const wall = wallTimeAt(instant, timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** HH:MM a clock in `timeZone` shows at `instant`, as a time input holds it. */
export function wallTimeOf(instant: Instant, timeZone: string): string {
  const wall = wallTimeAt(instant, timeZone);
  return `${pad(wall.hour)}:${pad(wall.minute)}`;
}

function parts(key: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // A calendar check only (no zone): Date.UTC rolls 30 February over into March.
  const check = new Date(Date.UTC(year, month - 1, day));
  const real = check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/** Whether `key` is a real date written YYYY-MM-DD. */
export const isDayKey = (key: string) => parts(key) !== null;

function keyOf(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The date `days` calendar days after `key` (before, when negative). */
export function addDaysToKey(key: string, days: number): string {
  const day = parts(key);
  if (!day) throw new RangeError(`not a date: ${key}`);
  return keyOf(day.year, day.month, day.day + days);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier), counted without a zone. */
export function daysBetweenKeys(from: string, to: string): number {
  const [a, b] = [parts(from), parts(to)];
  if (!a || !b) throw new RangeError(`not a date: ${a ? to : from}`);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / (24 * 3600 * 1000));
}

/** ISO weekday of a date: 1 Monday … 7 Sunday. */
export function isoWeekdayOf(key: string): number {
  const day = parts(key);
  if (!day) throw new RangeError(`not a date: ${key}`);
  // Days since Monday 1970-01-05, a Monday, counted on the calendar alone.
  const days = Math.round((Date.UTC(day.year, day.month - 1, day.day) - Date.UTC(1970, 0, 5)) / (24 * 3600 * 1000));
  return (((days % 7) + 7) % 7) + 1;
}

/** The instant `key` begins in `timeZone` (the first instant of the day when midnight is skipped). */
export function startOfDayKey(key: string, timeZone: string): Date {
  const day = parts(key);
  if (!day) throw new RangeError(`not a date: ${key}`);
  return instantOfWall({ ...day, hour: 0, minute: 0, second: 0 }, timeZone);
}

/** The instant of a date and wall time (HH:MM) in `timeZone`, or null when either is not valid. */
export function instantAt(key: string, time: string, timeZone: string): Date | null {
  const day = parts(key);
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !match) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  if (hour > 23 || minute > 59) return null;
  return instantOfWall({ ...day, hour, minute, second: 0 }, timeZone);
}

/** The first day of the week holding `key`, weeks starting on ISO weekday `firstDayOfWeek`. */
export function weekStartKey(key: string, firstDayOfWeek: number): string {
  return addDaysToKey(key, -((isoWeekdayOf(key) - firstDayOfWeek + 7) % 7));
}

export interface LocalDay {
  /** YYYY-MM-DD */
  key: string;
  /** When it begins in the zone: what its heading is formatted from. */
  start: Date;
}

/** The seven days from `startKey` in `timeZone`, and the half-open range of instants they cover. */
export function weekFrom(startKey: string, timeZone: string): { days: LocalDay[]; from: string; to: string } {
  const days = Array.from({ length: 7 }, (_, index) => {
    const key = addDaysToKey(startKey, index);
    return { key, start: startOfDayKey(key, timeZone) };
  });
  return {
    days,
    from: days[0]!.start.toISOString(),
    to: startOfDayKey(addDaysToKey(startKey, 7), timeZone).toISOString(),
  };
}
