import { z } from 'zod';
import { dayRange, dayStart, type TimeZone } from '../dates.js';

/**
 * The instants the API accepts: from 1970-01-01T00:00:00Z up to, not including,
 * 9999-01-01T00:00:00Z. Outside it JavaScript writes years the database cannot read (year 0000,
 * or "+010000-…" once a day or a week is added to 9999-12-31), and nothing a time tracker records
 * lies there. The year of headroom below 10000 keeps every value derived from an accepted one
 * (the end of a day, a week, a 24-hour entry) representable too.
 */
const SUPPORTED_RANGE = { from: new Date(Date.UTC(1970, 0, 1)), until: new Date(Date.UTC(9999, 0, 1)) } as const;
const RANGE_MESSAGE = 'must be from 1970-01-01T00:00:00Z up to (not including) 9999-01-01T00:00:00Z';

function inSupportedRange(milliseconds: number): boolean {
  return (
    Number.isFinite(milliseconds) &&
    milliseconds >= SUPPORTED_RANGE.from.getTime() &&
    milliseconds < SUPPORTED_RANGE.until.getTime()
  );
}

/** An ISO-8601 date-time with a zone (`Z` or `+01:00`), inside the supported range. */
export const instantSchema = z.iso
  .datetime({ offset: true, message: 'must be an ISO-8601 date-time with a time zone, e.g. 2026-11-16T09:00:00Z' })
  .refine((value) => inSupportedRange(Date.parse(value)), RANGE_MESSAGE);

/** A calendar day (YYYY-MM-DD, UTC), inside the supported range. */
export const daySchema = z.iso
  .date('must be a date, YYYY-MM-DD')
  .refine((value) => inSupportedRange(Date.parse(`${value}T00:00:00Z`)), RANGE_MESSAGE);

const BARE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a `from`/`to` query value is a bare date (whose meaning depends on a time zone). */
export function isBareDay(value: string | undefined): value is string {
  return value !== undefined && BARE_DAY.test(value);
}

/**
 * A `from`/`to` query value as an instant. A bare date bounds whole days of `zone` (UTC unless the
 * caller knows the organization's): `from` at its start, `to` (inclusiveDay) at the end of that
 * day; a date-time is taken as it is.
 */
export function rangeBound(value: string | undefined, inclusiveDay: boolean, zone?: TimeZone): Date | undefined {
  if (value === undefined) return undefined;
  if (isBareDay(value)) return inclusiveDay ? dayRange(value, zone).end : dayStart(value, zone);
  return new Date(value);
}
