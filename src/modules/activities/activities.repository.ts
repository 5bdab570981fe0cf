import { and, asc, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../platform/db/index.js';
import { timeEntries } from '../time/index.js';
import type { Rule } from './classify.rules.js';
import { rowsOf } from '../../platform/db/rows.js';
import {
  activityDayTotals,
  activityDayUsages,
  activityRules,
  activitySlots,
  activitySlotUsages,
} from './activities.tables.js';
import { dayOf } from '../../platform/dates.js';
import { splitByWholeDays } from './rollup.rules.js';
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

/**
 * Takes the member's activity lock inside a transaction the caller already holds: the screenshot
 * upload takes it before looking for the slot that covers its capture time, so a slot stored at
 * the same moment either is found there or links the screenshot itself (`SlotStoredListener`).
 */
export async function lockMemberActivity(tx: Tx, orgId: string, memberId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`activity:${orgId}:${memberId}`}, 0))`);
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

/**
 * Stores a slot with its usages. The caller adds it to the per-day rollup (`addToDayRollup`) in
 * the same transaction: the rollup is exact because it changes only with the slots it sums (slots
 * are never edited).
 */
export async function insertSlot(tx: MemberActivityTx, slot: typeof activitySlots.$inferInsert, usages: Usage[]) {
  await tx.insert(activitySlots).values(slot);
  if (usages.length > 0)
    await tx
      .insert(activitySlotUsages)
      .values(usages.map((usage) => ({ orgId: slot.orgId, slotId: slot.id, ...usage })));
}

/** `column + excluded.column`: adds the new slots to the stored day. */
const plus = (table: string, column: { name: string }) =>
  sql.raw(`"${table}"."${column.name}" + excluded."${column.name}"`);

type DayKey = { orgId: string; memberId: string; projectId: string | null; day: string };

/**
 * Adds slots just stored to the per-day rollup: summed here per day (and per name) first, so a
 * batch costs two statements, not two per slot, and no statement touches a row twice (which
 * `on conflict do update` refuses).
 */
export async function addToDayRollup(
  tx: MemberActivityTx,
  stored: Array<{ slot: typeof activitySlots.$inferInsert; usages: Usage[] }>,
) {
  const totals = new Map<string, typeof activityDayTotals.$inferInsert>();
  const usages = new Map<string, typeof activityDayUsages.$inferInsert>();
  for (const { slot, usages: slotUsages } of stored) {
    const key: DayKey = {
      orgId: slot.orgId,
      memberId: slot.memberId,
      projectId: slot.projectId ?? null,
      day: dayOf(slot.startTime),
    };
    const id = `${key.memberId}|${key.projectId}|${key.day}`;
    const total = totals.get(id) ?? {
      ...key,
      slots: 0,
      trackedSeconds: 0,
      activeSeconds: 0,
      keyboardSeconds: 0,
      mouseSeconds: 0,
    };
    total.slots += 1;
    total.trackedSeconds += Math.round((slot.endTime.getTime() - slot.startTime.getTime()) / 1000);
    total.activeSeconds += slot.activeSeconds;
    total.keyboardSeconds += slot.keyboardSeconds;
    total.mouseSeconds += slot.mouseSeconds;
    totals.set(id, total);
    for (const usage of slotUsages) {
      const usageId = `${id}|${usage.kind}|${usage.name}`;
      const row = usages.get(usageId) ?? { ...key, kind: usage.kind, name: usage.name, seconds: 0 };
      row.seconds += usage.seconds;
      usages.set(usageId, row);
    }
  }
  if (totals.size === 0) return;
  const t = activityDayTotals;
  await tx
    .insert(t)
    .values([...totals.values()])
    .onConflictDoUpdate({
      target: [t.orgId, t.memberId, t.projectId, t.day],
      set: {
        slots: plus('activity_day_totals', t.slots),
        trackedSeconds: plus('activity_day_totals', t.trackedSeconds),
        activeSeconds: plus('activity_day_totals', t.activeSeconds),
        keyboardSeconds: plus('activity_day_totals', t.keyboardSeconds),
        mouseSeconds: plus('activity_day_totals', t.mouseSeconds),
      },
    });
  if (usages.size === 0) return;
  const u = activityDayUsages;
  await tx
    .insert(u)
    .values([...usages.values()])
    .onConflictDoUpdate({
      target: [u.orgId, u.memberId, u.projectId, u.day, u.kind, u.name],
      set: { seconds: plus('activity_day_usages', u.seconds) },
    });
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

interface SummaryFilter {
  orgId: string;
  memberId?: string;
  projectId?: string;
  from: Date;
  to: Date;
}

/**
 * Where the summary reads [from, to): whole UTC days from the rollup, partial days at the ends
 * from the slots (see `splitByWholeDays`). Both conditions also apply the member and project filter.
 */
function summarySources(filter: SummaryFilter) {
  const { days, edges } = splitByWholeDays(filter.from, filter.to);
  const scope = (table: { orgId: unknown; memberId: unknown; projectId: unknown }) =>
    sql.join(
      [
        sql`${table.orgId} = ${filter.orgId}`,
        filter.memberId ? sql`${table.memberId} = ${filter.memberId}` : undefined,
        filter.projectId ? sql`${table.projectId} = ${filter.projectId}` : undefined,
      ].filter((part) => part !== undefined),
      sql` and `,
    );
  const s = activitySlots;
  const inEdges = sql.join(
    edges.map(
      (edge) =>
        sql`(${s.startTime} >= ${edge.from.toISOString()}::timestamptz and ${s.startTime} < ${edge.to.toISOString()}::timestamptz)`,
    ),
    sql` or `,
  );
  return {
    days,
    hasEdges: edges.length > 0,
    dayWhere: (table: typeof activityDayTotals | typeof activityDayUsages) =>
      sql`${scope(table)} and ${table.day} >= ${days?.from}::date and ${table.day} < ${days?.to}::date`,
    slotWhere: sql`${scope(s)} and (${inEdges})`,
  };
}

/** `parts` joined by `union all`; `empty` when there are none (so the outer query still answers one row). */
function unionAll(parts: Array<SQL | false>, empty: SQL): SQL {
  const present = parts.filter((part): part is SQL => part !== false);
  return present.length === 0 ? empty : sql.join(present, sql` union all `);
}

/** Slot count, members, tracked and input seconds of the slots starting in [from, to). */
export async function slotTotals(executor: Executor, filter: SummaryFilter) {
  const source = summarySources(filter);
  const t = activityDayTotals;
  const s = activitySlots;
  const parts = unionAll(
    [
      source.days !== null &&
        sql`select ${t.memberId} as member_id, ${t.slots} as slots, ${t.trackedSeconds} as tracked,
              ${t.activeSeconds} as active, ${t.keyboardSeconds} as keyboard, ${t.mouseSeconds} as mouse
            from ${t} where ${source.dayWhere(t)}`,
      source.hasEdges &&
        sql`select ${s.memberId} as member_id, 1 as slots,
              extract(epoch from (${s.endTime} - ${s.startTime}))::int as tracked,
              ${s.activeSeconds} as active, ${s.keyboardSeconds} as keyboard, ${s.mouseSeconds} as mouse
            from ${s} where ${source.slotWhere}`,
    ],
    sql`select null::uuid as member_id, 0 as slots, 0 as tracked, 0 as active, 0 as keyboard, 0 as mouse where false`,
  );
  const [row] = rowsOf<Record<string, number | string>>(
    await executor.execute(sql`
      select coalesce(sum(slots), 0)::float8 as slots, count(distinct member_id)::int as members,
             coalesce(sum(tracked), 0)::float8 as tracked, coalesce(sum(active), 0)::float8 as active,
             coalesce(sum(keyboard), 0)::float8 as keyboard, coalesce(sum(mouse), 0)::float8 as mouse
        from (${parts}) parts`),
  );
  return {
    slots: Number(row!.slots),
    members: Number(row!.members),
    trackedSeconds: Number(row!.tracked),
    activeSeconds: Number(row!.active),
    keyboardSeconds: Number(row!.keyboard),
    mouseSeconds: Number(row!.mouse),
  };
}

/** Seconds per application and per site over the slots starting in [from, to); names compared case-insensitively. */
export async function usageTotals(executor: Executor, filter: SummaryFilter) {
  const source = summarySources(filter);
  const d = activityDayUsages;
  const u = activitySlotUsages;
  const s = activitySlots;
  const parts = unionAll(
    [
      source.days !== null &&
        sql`select ${d.kind} as kind, ${d.name} as name, ${d.seconds} as seconds from ${d} where ${source.dayWhere(d)}`,
      source.hasEdges &&
        sql`select ${u.kind} as kind, ${u.name} as name, ${u.seconds} as seconds
            from ${u} join ${s} on ${s.orgId} = ${u.orgId} and ${s.id} = ${u.slotId}
            where ${source.slotWhere}`,
    ],
    sql`select null::text as kind, null::text as name, 0 as seconds where false`,
  );
  const rows = rowsOf<{ kind: 'APP' | 'SITE'; name: string; seconds: number | string }>(
    await executor.execute(sql`
      select kind, min(name) as name, sum(seconds)::float8 as seconds
        from (${parts}) parts
       group by kind, lower(name)`),
  );
  return rows.map((row) => ({ kind: row.kind, name: row.name, seconds: Number(row.seconds) }));
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

/**
 * Rebuilds the organization's per-day rollup from its slots (what the migration's backfill does
 * for every organization). For slots written without the app, e.g. a benchmark's set-based seed.
 */
export async function rebuildDayRollup(tx: Tx, orgId: string): Promise<void> {
  await tx.delete(activityDayTotals).where(eq(activityDayTotals.orgId, orgId));
  await tx.delete(activityDayUsages).where(eq(activityDayUsages.orgId, orgId));
  await tx.execute(sql`
    insert into activity_day_totals (org_id, member_id, project_id, day, slots, tracked_seconds, active_seconds, keyboard_seconds, mouse_seconds)
    select org_id, member_id, project_id, (start_time at time zone 'UTC')::date, count(*),
           sum(extract(epoch from (end_time - start_time)))::int, sum(active_seconds), sum(keyboard_seconds), sum(mouse_seconds)
      from activity_slots where org_id = ${orgId} group by 1, 2, 3, 4`);
  await tx.execute(sql`
    insert into activity_day_usages (org_id, member_id, project_id, day, kind, name, seconds)
    select s.org_id, s.member_id, s.project_id, (s.start_time at time zone 'UTC')::date, u.kind, u.name, sum(u.seconds)
      from activity_slot_usages u join activity_slots s on s.org_id = u.org_id and s.id = u.slot_id
     where s.org_id = ${orgId} group by 1, 2, 3, 4, 5, 6`);
}
