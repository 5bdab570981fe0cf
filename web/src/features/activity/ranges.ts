// The ranges the activity screen offers, as days of the organization ending today (YYYY-MM-DD).
import { addDaysToKey } from '../../lib/local-time';

export const RANGE_DAYS = [7, 14, 30] as const;
export type RangeDays = (typeof RANGE_DAYS)[number];

/** The `days` days up to and including `today`, oldest first. */
export function daysUpTo(today: string, days: number): string[] {
  return Array.from({ length: days }, (_, index) => addDaysToKey(today, index - days + 1));
}

/** Seconds as hours to one decimal, for chart values (0.05 h steps are below what a chart shows). */
export const hoursOf = (seconds: number) => Math.round(seconds / 360) / 10;
