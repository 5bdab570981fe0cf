import { and, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { users } from '../users/index.js';
import { members } from '../members/index.js';
import { projects } from '../projects/index.js';
import { timeEntries } from './time.tables.js';

const entryColumns = {
  entry: timeEntries,
  userId: members.userId,
  userName: users.fullName,
  userEmail: users.email,
  projectName: projects.name,
};

export type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

function selectEntries(executor: Executor, orgId: string, ...conditions: Array<SQL | undefined>) {
  return executor
    .select(entryColumns)
    .from(timeEntries)
    .innerJoin(members, and(eq(members.orgId, timeEntries.orgId), eq(members.id, timeEntries.memberId)))
    .innerJoin(users, eq(users.id, members.userId))
    .leftJoin(projects, and(eq(projects.orgId, timeEntries.orgId), eq(projects.id, timeEntries.projectId)))
    .where(and(eq(timeEntries.orgId, orgId), ...conditions));
}

export async function findEntry(executor: Executor, orgId: string, entryId: string): Promise<EntryRow | null> {
  const [row] = await selectEntries(executor, orgId, eq(timeEntries.id, entryId));
  return row ?? null;
}

export function findEntries(executor: Executor, orgId: string, entryIds: string[]) {
  return selectEntries(executor, orgId, inArray(timeEntries.id, entryIds));
}

export interface EntryFilter {
  memberId?: string;
  projectId?: string;
  from?: Date;
  to?: Date;
  status?: string;
  billable?: boolean;
  /** Keyset: entries strictly after this (startTime, id) in newest-first order. */
  after?: { startTime: Date; id: string };
  limit: number;
}

/** Newest first by start time, then id, so the keyset is total and a cursor never skips or repeats. */
export function pageEntries(executor: Executor, orgId: string, filter: EntryFilter) {
  const after = filter.after;
  return selectEntries(
    executor,
    orgId,
    filter.memberId ? eq(timeEntries.memberId, filter.memberId) : undefined,
    filter.projectId ? eq(timeEntries.projectId, filter.projectId) : undefined,
    filter.from ? gte(timeEntries.startTime, filter.from) : undefined,
    filter.to ? lt(timeEntries.startTime, filter.to) : undefined,
    filter.status ? eq(timeEntries.status, filter.status) : undefined,
    filter.billable === undefined ? undefined : eq(timeEntries.isBillable, filter.billable),
    // The redundant start_time bound lets the index scan begin at the cursor instead of filtering everything newer.
    after
      ? and(lte(timeEntries.startTime, after.startTime), or(lt(timeEntries.startTime, after.startTime), and(eq(timeEntries.startTime, after.startTime), lt(timeEntries.id, after.id))))
      : undefined,
  )
    .orderBy(desc(timeEntries.startTime), desc(timeEntries.id))
    .limit(filter.limit);
}

export async function runningEntryOf(executor: Executor, orgId: string, memberId: string): Promise<EntryRow | null> {
  const [row] = await selectEntries(executor, orgId, eq(timeEntries.memberId, memberId), isNull(timeEntries.endTime));
  return row ?? null;
}

/** The member's latest entry: the running one if any, else the one that ended last. */
export async function latestEntryOf(executor: Executor, orgId: string, memberId: string): Promise<EntryRow | null> {
  const [row] = await selectEntries(executor, orgId, eq(timeEntries.memberId, memberId))
    .orderBy(sql`${timeEntries.endTime} desc nulls first`, desc(timeEntries.startTime))
    .limit(1);
  return row ?? null;
}

/**
 * Serializes every change to one member's time: the overlap check and the write that follows
 * cannot interleave with another request for the same member.
 */
export async function lockMemberTime(tx: Executor, orgId: string, memberId: string) {
  const [member] = await tx
    .select({ id: members.id, costRate: members.costRate, billableRate: members.billableRate })
    .from(members)
    .where(and(eq(members.orgId, orgId), eq(members.id, memberId)))
    .for('update');
  return member ?? null;
}

/** An entry of the member overlapping [start, end) (end null: open-ended), other than `exceptId`. */
export async function findOverlap(tx: Executor, orgId: string, memberId: string, span: { start: Date; end: Date | null }, exceptId?: string) {
  const [row] = await tx
    .select({ id: timeEntries.id, startTime: timeEntries.startTime, endTime: timeEntries.endTime })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.orgId, orgId),
        eq(timeEntries.memberId, memberId),
        exceptId ? ne(timeEntries.id, exceptId) : undefined,
        span.end ? lt(timeEntries.startTime, span.end) : undefined,
        or(isNull(timeEntries.endTime), gt(timeEntries.endTime, span.start)),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertEntry(tx: Executor, entry: typeof timeEntries.$inferInsert) {
  await tx.insert(timeEntries).values(entry);
}

export async function updateEntry(tx: Executor, orgId: string, entryId: string, changes: Partial<typeof timeEntries.$inferInsert>, now: Date) {
  await tx
    .update(timeEntries)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(timeEntries.orgId, orgId), eq(timeEntries.id, entryId)));
}

export async function deleteEntry(tx: Executor, orgId: string, entryId: string) {
  await tx.delete(timeEntries).where(and(eq(timeEntries.orgId, orgId), eq(timeEntries.id, entryId)));
}
