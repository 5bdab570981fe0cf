/** Pure rules of time tracking: no database, no clock of their own. */

export interface Span {
  start: Date;
  /** Null: still running. */
  end: Date | null;
}

const MS_PER_SECOND = 1000;

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
/** A span's length and the part of it inside `window`, in milliseconds (a running span ends now). */
function overlapOf(span: Span, window: { start: Date; end: Date }, now: Date) {
  const spanEnd = (span.end ?? now).getTime();
  const spanStart = span.start.getTime();
  return {
    length: spanEnd - spanStart,
    inside: Math.min(spanEnd, window.end.getTime()) - Math.max(spanStart, window.start.getTime()),
  };
}

/**
 * The entry's idle seconds that fall in `window`, in proportion to the part of the span inside it
 * (the share workedSecondsWithin takes off), so a day's worked and idle time add up to its part of
 * the entry and an overnight entry's idle time is not counted in full on both days.
 */
export function idleSecondsWithin(
  span: Span & { idleSeconds: number },
  window: { start: Date; end: Date },
  now: Date,
): number {
  const { length, inside } = overlapOf(span, window, now);
  if (length <= 0 || inside <= 0) return 0;
  return Math.round(inside / MS_PER_SECOND) - workedSecondsWithin(span, window, now);
}

export function workedSecondsWithin(
  span: Span & { idleSeconds: number },
  window: { start: Date; end: Date },
  now: Date,
): number {
  const { length, inside } = overlapOf(span, window, now);
  if (length <= 0 || inside <= 0) return 0;
  const idleInside = (span.idleSeconds * inside) / length;
  return Math.max(0, Math.round(inside / MS_PER_SECOND - idleInside));
}
