import { workingDaysIn, type Weekday } from '../../platform/dates.js';

/**
 * How many weeks of capacity the days `from` to `to` (both included) hold: their working days
 * over the organization's working days per week. A member's capacity for the period is
 * weeklyCapacityHours × this factor, so a 40-hour week is 8 hours on each of five working days and
 * nothing on a weekend (docs/time-zones.md).
 */
export function capacityFactor(from: string, to: string, workingDays: readonly Weekday[]): number {
  if (workingDays.length === 0) return 0;
  return workingDaysIn(from, to, workingDays) / workingDays.length;
}

/** A member's capacity for a period in hours, two decimals; null without a weekly capacity. */
export function capacityHours(weeklyCapacityHours: number | string | null, factor: number): number | null {
  if (weeklyCapacityHours === null) return null;
  return Math.round(Number(weeklyCapacityHours) * factor * 100) / 100;
}
