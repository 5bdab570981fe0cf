// How invoice figures and days read on screen, in the organization's locale and zone.
import type { Formatters } from '../../lib/format';
import { startOfDayKey, type LocalTime } from '../../lib/local-time';

/** An amount in its currency; while a currency code is still being typed (not yet valid), the bare number and the code. */
export function moneyIn(format: Formatters, amount: number, currency: string): string {
  try {
    return format.money(amount, currency);
  } catch {
    return `${format.number(amount)} ${currency}`;
  }
}

/** A calendar day (YYYY-MM-DD) as a date people read; a dash for none. */
export function dayLabel({ format, timeZone }: LocalTime, day: string | null | undefined): string {
  return day ? format.date(startOfDayKey(day, timeZone)) : '—';
}
