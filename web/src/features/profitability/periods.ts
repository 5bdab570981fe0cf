// The periods the profitability screen offers, as days of the organization (YYYY-MM-DD): pure, so
// month ends and year turns are unit-tested.
import { addDaysToKey } from '../../lib/local-time';

export type PeriodChoice = 'thisMonth' | 'lastMonth' | 'last3Months' | 'yearToDate';
export const PERIOD_CHOICES: readonly PeriodChoice[] = ['thisMonth', 'lastMonth', 'last3Months', 'yearToDate'];

export interface Period {
  from: string;
  to: string;
}

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

/** The first day of the month `offset` months from the one holding `day` (negative: before). */
export function monthStart(day: string, offset: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + offset;
  const shifted = new Date(Date.UTC(year, month, 1));
  return shifted.toISOString().slice(0, 10);
}

/** The whole month holding `day`. */
export function monthOf(day: string): Period {
  return { from: firstOfMonth(day), to: addDaysToKey(monthStart(day, 1), -1) };
}

/** A choice as days, `today` being the organization's today; periods that are running end today. */
export function periodOf(choice: PeriodChoice, today: string): Period {
  switch (choice) {
    case 'thisMonth':
      return { from: firstOfMonth(today), to: today };
    case 'lastMonth':
      return monthOf(monthStart(today, -1));
    case 'last3Months':
      return { from: monthStart(today, -2), to: today };
    case 'yearToDate':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** The `count` months up to the one holding `day`, oldest first; the current one ends at `day`. */
export function monthsUpTo(day: string, count: number): Period[] {
  return Array.from({ length: count }, (_, index) => {
    const month = monthOf(monthStart(day, index - count + 1));
    return index === count - 1 ? { from: month.from, to: day } : month;
  });
}
