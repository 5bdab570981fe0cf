import { and, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.js';
import type { Day, Range } from '../../../platform/dates.js';
import { members } from '../../members/index.js';
import { users } from '../../users/index.js';
import type { MemberTimeTx } from '../time.repository.js';
import { timeEntries } from '../time.tables.js';
import { timesheetWeeks } from './weeks.tables.js';

const weekColumns = {
  week: timesheetWeeks,
  userId: members.userId,
  userName: users.fullName,
  userEmail: users.email,
};

export type WeekRow = Awaited<ReturnType<typeof selectWeeks>>[number];

function selectWeeks(executor: Executor, orgId: string, ...conditions: Array<SQL | undefined>) {
  return executor
    .select(weekColumns)
    .from(timesheetWeeks)
    .innerJoin(members, and(eq(members.orgId, timesheetWeeks.orgId), eq(members.id, timesheetWeeks.memberId)))
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(timesheetWeeks.orgId, orgId), ...conditions));
}

export async function findWeek(executor: Executor, orgId: string, weekId: string): Promise<WeekRow | null> {
  const [row] = await selectWeeks(executor, orgId, eq(timesheetWeeks.id, weekId));
  return row ?? null;
}

export async function findMemberWeek(
  executor: Executor,
  orgId: string,
  memberId: string,
  weekStart: Day,
): Promise<WeekRow | null> {
  const [row] = await selectWeeks(
    executor,
    orgId,
    eq(timesheetWeeks.memberId, memberId),
    eq(timesheetWeeks.weekStart, weekStart),
  );
  return row ?? null;
}

interface WeekFilter {
  memberId?: string;
  status?: string;
  from?: Day;
  to?: Day;
  limit: number;
}

/** Weeks newest first, then by person, for the managers' list. */
export function listWeeks(executor: Executor, orgId: string, filter: WeekFilter) {
  return selectWeeks(
    executor,
    orgId,
    filter.memberId ? eq(timesheetWeeks.memberId, filter.memberId) : undefined,
    filter.status ? eq(timesheetWeeks.status, filter.status) : undefined,
    filter.from ? gte(timesheetWeeks.weekStart, filter.from) : undefined,
    filter.to ? lte(timesheetWeeks.weekStart, filter.to) : undefined,
  )
    .orderBy(desc(timesheetWeeks.weekStart), users.fullName, timesheetWeeks.id)
    .limit(filter.limit);
}

/** The member's weeks among `weekStarts` that lock their entries (submitted or approved). */
export function lockingWeeks(executor: Executor, orgId: string, memberId: string, weekStarts: Day[]) {
  return executor
    .select({ weekStart: timesheetWeeks.weekStart, status: timesheetWeeks.status })
    .from(timesheetWeeks)
    .where(
      and(
        eq(timesheetWeeks.orgId, orgId),
        eq(timesheetWeeks.memberId, memberId),
        inArray(timesheetWeeks.weekStart, weekStarts),
        inArray(timesheetWeeks.status, ['SUBMITTED', 'APPROVED']),
      ),
    )
    .limit(1);
}

/** Hands the week in: a new row, or the rejected one again with its review cleared. */
export async function submitWeek(
  tx: MemberTimeTx,
  week: { id: string; orgId: string; memberId: string; weekStart: Day },
  now: Date,
) {
  const submitted = {
    status: 'SUBMITTED',
    submittedAt: now,
    reviewedByMemberId: null,
    reviewedAt: null,
    rejectionReason: null,
  };
  await tx
    .insert(timesheetWeeks)
    .values({ ...week, ...submitted })
    .onConflictDoUpdate({
      target: [timesheetWeeks.orgId, timesheetWeeks.memberId, timesheetWeeks.weekStart],
      set: submitted,
    });
}

export async function deleteWeek(tx: MemberTimeTx, orgId: string, weekId: string) {
  await tx.delete(timesheetWeeks).where(and(eq(timesheetWeeks.orgId, orgId), eq(timesheetWeeks.id, weekId)));
}

export async function reviewWeek(
  tx: MemberTimeTx,
  orgId: string,
  weekId: string,
  review: { status: 'APPROVED' | 'REJECTED'; rejectionReason: string | null; reviewedByMemberId: string },
  now: Date,
) {
  await tx
    .update(timesheetWeeks)
    .set({ ...review, reviewedAt: now })
    .where(and(eq(timesheetWeeks.orgId, orgId), eq(timesheetWeeks.id, weekId)));
}

/** The ids and running state of the member's entries that start in the week. */
export function entriesOfWeek(executor: Executor, orgId: string, memberId: string, span: Range) {
  return executor
    .select({ id: timeEntries.id, running: sql<boolean>`${timeEntries.endTime} is null` })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.orgId, orgId),
        eq(timeEntries.memberId, memberId),
        gte(timeEntries.startTime, span.start),
        lt(timeEntries.startTime, span.end),
      ),
    );
}

export interface WeekTotals {
  entryCount: number;
  totalSeconds: number;
  billableSeconds: number;
}

/** Each member's totals over the entries starting in one week (finished entries count their worked seconds). */
export async function weekTotals(
  executor: Executor,
  orgId: string,
  memberIds: string[],
  span: Range,
): Promise<Map<string, WeekTotals>> {
  if (memberIds.length === 0) return new Map();
  const rows = await executor
    .select({
      memberId: timeEntries.memberId,
      entryCount: sql<number>`count(*)::int`,
      totalSeconds: sql<number>`coalesce(sum(${timeEntries.workedSeconds}), 0)::int`,
      billableSeconds: sql<number>`coalesce(sum(${timeEntries.workedSeconds}) filter (where ${timeEntries.isBillable}), 0)::int`,
    })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.orgId, orgId),
        inArray(timeEntries.memberId, memberIds),
        gte(timeEntries.startTime, span.start),
        lt(timeEntries.startTime, span.end),
      ),
    )
    .groupBy(timeEntries.memberId);
  return new Map(rows.map(({ memberId, ...totals }) => [memberId, totals]));
}
