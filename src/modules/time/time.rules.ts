/** Pure rules of time tracking: no database, no clock of their own. */
import { utcDay } from '../../platform/clock.js';

export interface Span {
  start: Date;
  /** Null: still running. */
  end: Date | null;
}

const MS_PER_SECOND = 1000;
const MS_PER_DAY = 24 * 60 * 60 * MS_PER_SECOND;

/** Half-open spans [start, end) overlap when each starts before the other ends; a running span never ends. */
export function spansOverlap(a: Span, b: Span): boolean {
  const aEnd = a.end?.getTime() ?? Number.POSITIVE_INFINITY;
  const bEnd = b.end?.getTime() ?? Number.POSITIVE_INFINITY;
  return a.start.getTime() < bEnd && b.start.getTime() < aEnd;
}

/** Seconds worked in a span: its length up to `now` when running, less the idle seconds discarded. */
export function workedSeconds(span: Span & { idleSeconds: number }, now: Date): number {
  const end = span.end ?? now;
  const length = Math.floor((end.getTime() - span.start.getTime()) / MS_PER_SECOND);
  return Math.max(0, length - span.idleSeconds);
}

export interface IsoWeek {
  year: number;
  week: number;
  /** Monday 00:00 UTC. */
  start: Date;
  /** The next Monday 00:00 UTC (exclusive). */
  end: Date;
}

/** The ISO-8601 week (Monday first; week 1 holds the year's first Thursday) of an instant, in UTC. */
export function isoWeekOf(instant: Date): IsoWeek {
  const day = new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
  const weekday = (day.getUTCDay() + 6) % 7;
  const start = new Date(day.getTime() - weekday * MS_PER_DAY);
  const thursday = new Date(start.getTime() + 3 * MS_PER_DAY);
  const year = thursday.getUTCFullYear();
  const firstThursdayOfYear = new Date(Date.UTC(year, 0, 4));
  const firstMonday = new Date(
    firstThursdayOfYear.getTime() - ((firstThursdayOfYear.getUTCDay() + 6) % 7) * MS_PER_DAY,
  );
  const week = Math.round((start.getTime() - firstMonday.getTime()) / (7 * MS_PER_DAY)) + 1;
  return { year, week, start, end: new Date(start.getTime() + 7 * MS_PER_DAY) };
}

/** Which rate an entry records: the project's bill rate wins over the member's. */
export function snapshotRates(
  project: { hourlyBillRate: string | null } | null,
  member: { costRate: string | null; billableRate: string | null },
) {
  return { costRate: member.costRate, billRate: project?.hourlyBillRate ?? member.billableRate };
}

/** Money for `seconds` at an hourly `rate` (NUMERIC string), in cents, rounded half up. */
export function amountInCents(seconds: number, rate: string | null): number {
  if (rate === null) return 0;
  const rateInCents = Math.round(Number(rate) * 100);
  return Math.round((seconds * rateInCents) / 3600);
}

/**
 * Worked seconds of a span that fall inside [window.start, window.end). Discarded idle time has no
 * position inside the span, so it is taken off in proportion to the part that falls inside.
 */
export function workedSecondsWithin(
  span: Span & { idleSeconds: number },
  window: { start: Date; end: Date },
  now: Date,
): number {
  const spanEnd = (span.end ?? now).getTime();
  const spanStart = span.start.getTime();
  const length = spanEnd - spanStart;
  const inside = Math.min(spanEnd, window.end.getTime()) - Math.max(spanStart, window.start.getTime());
  if (length <= 0 || inside <= 0) return 0;
  const idleInside = (span.idleSeconds * inside) / length;
  return Math.max(0, Math.round(inside / MS_PER_SECOND - idleInside));
}

/** The UTC calendar days of [start, end), each as a window. */
export function utcDaysOf(window: { start: Date; end: Date }): Array<{ day: string; start: Date; end: Date }> {
  const days: Array<{ day: string; start: Date; end: Date }> = [];
  for (let at = startOfUtcDay(window.start).getTime(); at < window.end.getTime(); at += MS_PER_DAY) {
    days.push({ day: utcDay(new Date(at)), start: new Date(at), end: new Date(at + MS_PER_DAY) });
  }
  return days;
}

export function startOfUtcDay(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
}
