/** The periods of the financial summary: whole days of the organization's time zone, `to` inclusive. */

import { addDaysToDay, dayOf, daysBetween, monthOf, type TimeZone } from '../../platform/dates.js';

interface DayPeriod {
  from: string;
  to: string;
  days: number;
}

export const MAX_PERIOD_DAYS = 366;

function between(from: string, to: string): DayPeriod {
  return { from, to, days: daysBetween(from, to) + 1 };
}

/** The calendar month holding `now` in `zone` (the organization's), and the month before it. */
export function defaultPeriods(now: Date, zone?: TimeZone): { current: DayPeriod; previous: DayPeriod } {
  const month = (offset: number) => monthOf(dayOf(now, zone), offset);
  return { current: between(month(0).from, month(0).to), previous: between(month(-1).from, month(-1).to) };
}

/** [from, to] and the period of the same number of days just before it. */
export function chosenPeriods(from: string, to: string): { current: DayPeriod; previous: DayPeriod } {
  const current = between(from, to);
  const previous = between(addDaysToDay(from, -current.days), addDaysToDay(from, -1));
  return { current, previous };
}
