import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../platform/auth/context.js';
import type { Weekday } from '../../platform/dates.js';
import type { Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { assertTimeZone, organizations } from '../organizations/index.js';
import { members } from './members.tables.js';
import { touchMember } from './members.repository.js';

/**
 * Sets the caller's personal time zone in this organization (null: the organization's). It
 * decides how the web app shows instants to them and where the days of their personal views begin;
 * the organization's shared days stay the organization's (docs/time-zones.md).
 */
export async function setMyTimeZone(executor: Executor, ctx: TenantContext, timeZone: string | null) {
  const zone = timeZone === null ? null : assertTimeZone(timeZone, 'timeZone');
  await touchMember(executor, ctx.orgId, ctx.memberId, { timeZone: zone });
  return { memberId: ctx.memberId, timeZone: zone };
}

/**
 * The calendar of the caller's personal views (their own weekly digest, AI answers about their own
 * time only): the organization's first day of the week and working days, with days in the
 * caller's personal zone when they set one, else the organization's (docs/time-zones.md). One query.
 */
export async function personalCalendarOf(executor: Executor, orgId: string, memberId: string) {
  const [row] = await executor
    .select({
      timeZone: organizations.timeZone,
      myTimeZone: members.timeZone,
      firstDayOfWeek: organizations.firstDayOfWeek,
      workingDays: organizations.workingDays,
    })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.orgId))
    .where(and(eq(members.orgId, orgId), eq(members.id, memberId)));
  if (!row) throw errors.notFound('Member', memberId);
  return {
    timeZone: row.myTimeZone ?? row.timeZone,
    firstDayOfWeek: row.firstDayOfWeek as Weekday,
    workingDays: row.workingDays as Weekday[],
  };
}
