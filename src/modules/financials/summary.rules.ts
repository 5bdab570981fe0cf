/** The periods of the financial summary: whole UTC days, `to` inclusive. */

export interface DayPeriod {
  from: string;
  to: string;
  days: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const MAX_PERIOD_DAYS = 366;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

function between(from: string, to: string): DayPeriod {
  return { from, to, days: Math.round((msOf(to) - msOf(from)) / DAY_MS) + 1 };
}

/** The calendar month (UTC) holding `now`, and the month before it. */
export function defaultPeriods(now: Date): { current: DayPeriod; previous: DayPeriod } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const current = between(dayOf(Date.UTC(year, month, 1)), dayOf(Date.UTC(year, month + 1, 0)));
  const previous = between(dayOf(Date.UTC(year, month - 1, 1)), dayOf(Date.UTC(year, month, 0)));
  return { current, previous };
}

/** [from, to] and the period of the same number of days just before it. */
export function chosenPeriods(from: string, to: string): { current: DayPeriod; previous: DayPeriod } {
  const current = between(from, to);
  const previous = between(dayOf(msOf(from) - current.days * DAY_MS), dayOf(msOf(from) - DAY_MS));
  return { current, previous };
}

/** The instants [start, end) of a period of days. */
export function instantsOf(period: DayPeriod): { start: Date; end: Date } {
  return { start: new Date(msOf(period.from)), end: new Date(msOf(period.to) + DAY_MS) };
}
