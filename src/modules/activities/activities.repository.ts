import { and, asc, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../platform/db/index.js';
import { timeEntries } from '../time/index.js';
import type { Rule } from './classify.rules.js';
import { activityRules, activitySlots, activitySlotUsages } from './activities.tables.js';
import type { Usage } from './slots.rules.js';

export type SlotRow = typeof activitySlots.$inferSelect;
export type UsageRow = Pick<typeof activitySlotUsages.$inferSelect, 'slotId' | 'kind' | 'name' | 'seconds'>;

declare const activityLocked: unique symbol;
/** A transaction holding the lock on one member's activity slots (see `withMemberActivityLock`). */
export type MemberActivityTx = Tx & { readonly [activityLocked]: true };

/**
 * Serializes the uploads of one member: a transaction-scoped advisory lock keyed by the member, so
 * the replay check, the overlap check and the insert that follows cannot interleave with another
 * upload of the same member (two trackers, or a retry racing the original). Other members' uploads
 * and the member's time entries are not blocked.
 */
export function withMemberActivityLock<T>(
  db: Db,
  orgId: string,
  memberId: string,
  fn: (tx: MemberActivityTx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`activity:${orgId}:${memberId}`}, 0))`);
    return fn(tx as MemberActivityTx);
  });
}

export async function findSlotByClientId(executor: Executor, orgId: string, memberId: string, clientId: string) {
  const [row] = await executor
    .select()
    .from(activitySlots)
    .where(
      and(eq(activitySlots.orgId, orgId), eq(activitySlots.memberId, memberId), eq(activitySlots.clientId, clientId)),
    );
  return row ?? null;
}

/** One of the member's slots overlapping [start, end), if any. */
export async function findOverlappingSlot(
  executor: Executor,
  orgId: string,
  memberId: string,
  span: { start: Date; end: Date },
) {
  const [row] = await executor
    .select({ id: activitySlots.id, startTime: activitySlots.startTime, endTime: activitySlots.endTime })
    .from(activitySlots)
    .where(
      and(
        eq(activitySlots.orgId, orgId),
        eq(activitySlots.memberId, memberId),
        lt(activitySlots.startTime, span.end),
        gt(activitySlots.endTime, span.start),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The member's own time entry of the organization, or null. */
export async function findOwnTimeEntry(executor: Executor, orgId: string, memberId: string, entryId: string) {
  const [row] = await executor
    .select({ id: timeEntries.id, projectId: timeEntries.projectId })
    .from(timeEntries)
    .where(and(eq(timeEntries.orgId, orgId), eq(timeEntries.memberId, memberId), eq(timeEntries.id, entryId)));
  return row ?? null;
}

export async function insertSlot(tx: MemberActivityTx, slot: typeof activitySlots.$inferInsert, usages: Usage[]) {
  await tx.insert(activitySlots).values(slot);
  if (usages.length > 0)
    await tx
      .insert(activitySlotUsages)
      .values(usages.map((usage) => ({ orgId: slot.orgId, slotId: slot.id, ...usage })));
}

export function usagesOfSlots(executor: Executor, orgId: string, slotIds: string[]): Promise<UsageRow[]> {
  if (slotIds.length === 0) return Promise.resolve([]);
  return executor
    .select({
      slotId: activitySlotUsages.slotId,
      kind: activitySlotUsages.kind,
      name: activitySlotUsages.name,
      seconds: activitySlotUsages.seconds,
    })
    .from(activitySlotUsages)
    .where(and(eq(activitySlotUsages.orgId, orgId), inArray(activitySlotUsages.slotId, slotIds)))
    .orderBy(desc(activitySlotUsages.seconds), asc(activitySlotUsages.name));
}

export interface SummaryFilter {
  orgId: string;
  memberId?: string;
  projectId?: string;
  from: Date;
  to: Date;
}

function slotsWhere(filter: SummaryFilter) {
  return and(
    eq(activitySlots.orgId, filter.orgId),
    filter.memberId ? eq(activitySlots.memberId, filter.memberId) : undefined,
    filter.projectId ? eq(activitySlots.projectId, filter.projectId) : undefined,
    gte(activitySlots.startTime, filter.from),
    lt(activitySlots.startTime, filter.to),
  );
}

/** Slot count, members, tracked and input seconds of the slots starting in [from, to). */
export async function slotTotals(executor: Executor, filter: SummaryFilter) {
  const [row] = await executor
    .select({
      slots: sql<number>`count(*)`.mapWith(Number),
      members: sql<number>`count(distinct ${activitySlots.memberId})`.mapWith(Number),
      trackedSeconds:
        sql<number>`coalesce(sum(extract(epoch from (${activitySlots.endTime} - ${activitySlots.startTime}))), 0)`.mapWith(
          Number,
        ),
      activeSeconds: sql<number>`coalesce(sum(${activitySlots.activeSeconds}), 0)`.mapWith(Number),
      keyboardSeconds: sql<number>`coalesce(sum(${activitySlots.keyboardSeconds}), 0)`.mapWith(Number),
      mouseSeconds: sql<number>`coalesce(sum(${activitySlots.mouseSeconds}), 0)`.mapWith(Number),
    })
    .from(activitySlots)
    .where(slotsWhere(filter));
  return row!;
}

/** Seconds per application and per site over the slots starting in [from, to); names compared case-insensitively. */
export function usageTotals(executor: Executor, filter: SummaryFilter) {
  return executor
    .select({
      kind: activitySlotUsages.kind,
      name: sql<string>`min(${activitySlotUsages.name})`,
      seconds: sql<number>`sum(${activitySlotUsages.seconds})`.mapWith(Number),
    })
    .from(activitySlotUsages)
    .innerJoin(
      activitySlots,
      and(eq(activitySlots.orgId, activitySlotUsages.orgId), eq(activitySlots.id, activitySlotUsages.slotId)),
    )
    .where(slotsWhere(filter))
    .groupBy(activitySlotUsages.kind, sql`lower(${activitySlotUsages.name})`);
}

export async function organizationRules(executor: Executor, orgId: string): Promise<Array<Rule & { id: string }>> {
  const rows = await executor
    .select()
    .from(activityRules)
    .where(eq(activityRules.orgId, orgId))
    .orderBy(asc(activityRules.kind), asc(activityRules.pattern));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    pattern: row.pattern,
    category: row.category,
    productivity: row.productivity,
  }));
}

/** Replaces the organization's rules with `rules` (already normalized and free of duplicates). */
export async function replaceOrganizationRules(tx: Tx, orgId: string, rules: Array<Rule & { id: string }>, now: Date) {
  await tx.delete(activityRules).where(eq(activityRules.orgId, orgId));
  if (rules.length > 0)
    await tx.insert(activityRules).values(rules.map((rule) => ({ ...rule, orgId, createdAt: now })));
}
