import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { isTimeZone, type TimeZone, type Weekday } from '../../platform/dates.js';
import type { Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { organizations } from './organizations.tables.js';

/**
 * The organization's calendar: where its days begin, the day its weeks start on and the days
 * people work (docs/time-zones.md). Every day-based meaning reads it through `calendarOf`.
 */
interface Calendar {
  timeZone: TimeZone;
  firstDayOfWeek: Weekday;
  workingDays: Weekday[];
}

const weekday = z.number().int().min(1).max(7).describe('ISO day of the week: Monday 1 to Sunday 7');

export const calendarSchema = z.object({
  timeZone: z.string().describe('IANA time zone, e.g. Europe/Berlin: where days and weeks begin'),
  firstDayOfWeek: weekday,
  workingDays: z.array(weekday).describe('The days people normally work, ascending'),
});

export const calendarPatch = z.object({
  timeZone: z.string().max(64).optional(),
  firstDayOfWeek: weekday.optional(),
  workingDays: z.array(weekday).max(7).optional(),
});

const ZONE_HINT =
  'Use an IANA time zone name such as Europe/Berlin, America/New_York or UTC (case matters; offsets such as +01:00 are not zones).';

/** Refuses (400, with a hint) a name that is not an IANA time zone. */
export function assertTimeZone(name: string, field: string): TimeZone {
  if (isTimeZone(name)) return name;
  throw errors.validation(
    `${field} ${JSON.stringify(name)} is not a known IANA time zone`,
    [{ field: `body.${field}`, message: 'must be an IANA time zone name' }],
    ZONE_HINT,
  );
}

function rowToCalendar(row: { timeZone: string; firstDayOfWeek: number; workingDays: number[] }): Calendar {
  return {
    timeZone: row.timeZone,
    firstDayOfWeek: row.firstDayOfWeek as Weekday,
    workingDays: row.workingDays as Weekday[],
  };
}

const columns = {
  timeZone: organizations.timeZone,
  firstDayOfWeek: organizations.firstDayOfWeek,
  workingDays: organizations.workingDays,
};

/** The organization's calendar; UTC, Monday, Monday–Friday when it has none set. */
export async function calendarOf(executor: Executor, orgId: string): Promise<Calendar> {
  const [row] = await executor.select(columns).from(organizations).where(eq(organizations.id, orgId));
  if (!row) throw errors.notFound('Organization', orgId);
  return rowToCalendar(row);
}

/** Changes any of the calendar's fields, each checked; the answer is the whole calendar. */
export async function updateCalendar(executor: Executor, orgId: string, patch: z.output<typeof calendarPatch>) {
  const changes: Partial<typeof organizations.$inferInsert> = {};
  if (patch.timeZone !== undefined) changes.timeZone = assertTimeZone(patch.timeZone, 'timeZone');
  if (patch.firstDayOfWeek !== undefined) changes.firstDayOfWeek = patch.firstDayOfWeek;
  if (patch.workingDays !== undefined) {
    if (patch.workingDays.length === 0) {
      throw errors.validation(
        'workingDays must hold at least one day',
        [{ field: 'body.workingDays', message: 'must not be empty' }],
        'Pick the days people normally work, e.g. [1, 2, 3, 4, 5] for Monday to Friday.',
      );
    }
    changes.workingDays = [...new Set(patch.workingDays)].sort((a, b) => a - b);
  }
  if (Object.keys(changes).length === 0) return calendarOf(executor, orgId);
  const [row] = await executor.update(organizations).set(changes).where(eq(organizations.id, orgId)).returning(columns);
  if (!row) throw errors.notFound('Organization', orgId);
  return rowToCalendar(row);
}
