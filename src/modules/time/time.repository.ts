import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { users } from '../users/index.js';
import { members } from '../members/index.js';
import { projects } from '../projects/index.js';
import { tags, tasks } from '../tasks/index.js';
import { timeEntries, timeEntryTags } from './time.tables.js';

/** An entry's tags ({ id, name }, by name), read with the entry. */
export const entryTags = sql<Array<{ id: string; name: string }>>`coalesce((
  select json_agg(json_build_object('id', ${tags.id}, 'name', ${tags.name}) order by lower(${tags.name}), ${tags.id})
  from ${timeEntryTags} join ${tags} on ${tags.orgId} = ${timeEntryTags.orgId} and ${tags.id} = ${timeEntryTags.tagId}
  where ${timeEntryTags.orgId} = ${timeEntries.orgId} and ${timeEntryTags.timeEntryId} = ${timeEntries.id}
), '[]'::json)`;

const entryColumns = {
  entry: timeEntries,
  userId: members.userId,
  userName: users.fullName,
  userEmail: users.email,
  projectName: projects.name,
  /** The project's client (exports show it; projects keep their client's name with them). */
  clientName: projects.clientName,
  taskName: tasks.name,
  tags: entryTags,
};

/**
 * How an entry meets the names it is shown with: its member (and their user), its project and its
 * task, each within the entry's own organization. Shared by every read of entries with names
 * (`selectEntries` and the list's prepared pages), so none can join across tenants.
 */
export const entryNameJoins = {
  member: and(eq(members.orgId, timeEntries.orgId), eq(members.id, timeEntries.memberId)),
  user: eq(users.id, members.userId),
  project: and(eq(projects.orgId, timeEntries.orgId), eq(projects.id, timeEntries.projectId)),
  task: and(eq(tasks.orgId, timeEntries.orgId), eq(tasks.id, timeEntries.taskId)),
};

export type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

export function selectEntries(executor: Executor, orgId: string, ...conditions: Array<SQL | undefined>) {
  return executor
    .select(entryColumns)
    .from(timeEntries)
    .innerJoin(members, entryNameJoins.member)
    .innerJoin(users, entryNameJoins.user)
    .leftJoin(projects, entryNameJoins.project)
    .leftJoin(tasks, entryNameJoins.task)
    .where(and(eq(timeEntries.orgId, orgId), ...conditions));
}

export async function findEntry(executor: Executor, orgId: string, entryId: string): Promise<EntryRow | null> {
  const [row] = await selectEntries(executor, orgId, eq(timeEntries.id, entryId));
  return row ?? null;
}

export function findEntries(executor: Executor, orgId: string, entryIds: string[]) {
  return selectEntries(executor, orgId, inArray(timeEntries.id, entryIds));
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
 * The member's entries that may end in idle time to answer: running, or ended after `endedAfter`;
 * PENDING (a reviewed entry is settled) and not offline time themselves. Latest first.
 */
export function idleCandidatesOf(executor: Executor, orgId: string, memberId: string, endedAfter: Date, limit: number) {
  return selectEntries(
    executor,
    orgId,
    eq(timeEntries.memberId, memberId),
    eq(timeEntries.status, 'PENDING'),
    eq(timeEntries.isOffline, false),
    or(isNull(timeEntries.endTime), gt(timeEntries.endTime, endedAfter)),
  )
    .orderBy(sql`${timeEntries.endTime} desc nulls first`, desc(timeEntries.startTime))
    .limit(limit);
}

declare const memberTimeLocked: unique symbol;
/**
 * A transaction that holds the lock on one member's time. Only `withMemberTimeLock` and
 * `withEntryLock` make one, and every write to time entries takes one, so no write path can skip
 * the lock: it would not type-check.
 */
export type MemberTimeTx = Tx & { readonly [memberTimeLocked]: true };

export interface LockedMember {
  id: string;
  costRate: string | null;
  billableRate: string | null;
}

/** Locks members' rows in id order, so two transactions locking overlapping sets cannot deadlock. */
export async function lockMembers(tx: Executor, orgId: string, memberIds: string[]): Promise<LockedMember[]> {
  if (memberIds.length === 0) return [];
  return tx
    .select({ id: members.id, costRate: members.costRate, billableRate: members.billableRate })
    .from(members)
    .where(and(eq(members.orgId, orgId), inArray(members.id, memberIds)))
    .orderBy(members.id)
    .for('update', { of: members });
}

/**
 * Serializes every change to one member's time: runs `fn` in a transaction holding the lock on
 * the member's row, so a check (overlap, "is the timer running", "is it approved") and the write
 * that follows cannot interleave with another request for the same member. 404 for an unknown member.
 */
export async function withMemberTimeLock<T>(
  db: Db,
  orgId: string,
  memberId: string,
  fn: (tx: MemberTimeTx, member: LockedMember) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [member] = await lockMembers(tx, orgId, [memberId]);
    if (!member) throw errors.notFound('Member', memberId);
    return fn(tx as MemberTimeTx, member);
  });
}

/**
 * `withMemberTimeLock` for the member owning an entry. The entry is read again once the lock is
 * held, so `fn` sees it as the previous holder left it; null when it was deleted meanwhile.
 */
export async function withEntryLock<T>(
  db: Db,
  orgId: string,
  entryId: string,
  fn: (tx: MemberTimeTx, row: EntryRow | null, member: LockedMember | null) => Promise<T>,
): Promise<T> {
  // An entry never changes member, so the owner read before the lock is still the owner after it.
  const [owner] = await db
    .select({ memberId: timeEntries.memberId })
    .from(timeEntries)
    .where(and(eq(timeEntries.orgId, orgId), eq(timeEntries.id, entryId)));
  if (!owner) return db.transaction((tx) => fn(tx as MemberTimeTx, null, null));
  return withMemberTimeLock(db, orgId, owner.memberId, async (tx, member) =>
    fn(tx, await findEntry(tx, orgId, entryId), member),
  );
}

/**
 * Locks the time of every member owning one of `entryIds` (in id order) for the rest of `tx`;
 * for changes that span several people's entries, such as a review.
 */
export async function lockTimeOfEntries(tx: Tx, orgId: string, entryIds: string[]): Promise<MemberTimeTx> {
  const owners = await tx
    .selectDistinct({ memberId: timeEntries.memberId })
    .from(timeEntries)
    .where(and(eq(timeEntries.orgId, orgId), inArray(timeEntries.id, entryIds)));
  await lockMembers(
    tx,
    orgId,
    owners.map((owner) => owner.memberId),
  );
  return tx as MemberTimeTx;
}

/** An entry of the member overlapping [start, end) (end null: open-ended), other than `exceptId`. */
export async function findOverlap(
  tx: Executor,
  orgId: string,
  memberId: string,
  span: { start: Date; end: Date | null },
  exceptId?: string,
) {
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

export async function insertEntry(tx: MemberTimeTx, entry: typeof timeEntries.$inferInsert) {
  await tx.insert(timeEntries).values(entry);
}

export async function updateEntry(
  tx: MemberTimeTx,
  orgId: string,
  entryId: string,
  changes: Partial<typeof timeEntries.$inferInsert>,
  now: Date,
) {
  await tx
    .update(timeEntries)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(timeEntries.orgId, orgId), eq(timeEntries.id, entryId)));
}

/**
 * Records that the entry's idle time up to `until` has been answered. Only that column: an answer
 * that changes nothing else (KEEP) leaves the entry as its owner and reviewers see it.
 */
export async function markIdleAnswered(tx: MemberTimeTx, orgId: string, entryId: string, until: Date) {
  await tx
    .update(timeEntries)
    .set({ idleAnsweredUntil: until })
    .where(and(eq(timeEntries.orgId, orgId), eq(timeEntries.id, entryId)));
}

/** Locks the entries' rows (after their owners' time, see lockTimeOfEntries) and returns them. */
export async function lockEntries(tx: MemberTimeTx, orgId: string, entryIds: string[]) {
  await tx
    .select({ id: timeEntries.id })
    .from(timeEntries)
    .where(and(eq(timeEntries.orgId, orgId), inArray(timeEntries.id, entryIds)))
    .for('update');
  return findEntries(tx, orgId, entryIds);
}

/** Records a review of many entries at once. */
export async function reviewEntries(
  tx: MemberTimeTx,
  orgId: string,
  entryIds: string[],
  review: { status: 'APPROVED' | 'REJECTED'; rejectionReason: string | null; reviewedByMemberId: string },
  now: Date,
) {
  await tx
    .update(timeEntries)
    .set({ ...review, reviewedAt: now, updatedAt: now })
    .where(and(eq(timeEntries.orgId, orgId), inArray(timeEntries.id, entryIds)));
}

export async function deleteEntry(tx: MemberTimeTx, orgId: string, entryId: string) {
  await tx.delete(timeEntries).where(and(eq(timeEntries.orgId, orgId), eq(timeEntries.id, entryId)));
}

/** The ids of the tags an entry carries. */
export async function tagIdsOf(tx: Executor, orgId: string, entryId: string): Promise<string[]> {
  const rows = await tx
    .select({ tagId: timeEntryTags.tagId })
    .from(timeEntryTags)
    .where(and(eq(timeEntryTags.orgId, orgId), eq(timeEntryTags.timeEntryId, entryId)));
  return rows.map((row) => row.tagId);
}

/** Makes `tagIds` (checked by the tasks module's tagsToCarry) exactly the tags the entry carries. */
export async function setEntryTags(tx: MemberTimeTx, orgId: string, entryId: string, tagIds: readonly string[]) {
  await tx.delete(timeEntryTags).where(and(eq(timeEntryTags.orgId, orgId), eq(timeEntryTags.timeEntryId, entryId)));
  if (tagIds.length > 0)
    await tx.insert(timeEntryTags).values(tagIds.map((tagId) => ({ orgId, timeEntryId: entryId, tagId })));
}
