/** The one source of "now", so rules that depend on time can be tested at any instant. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The UTC calendar day of an instant, as YYYY-MM-DD: days are UTC everywhere (docs/time-tracking.md). */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}
