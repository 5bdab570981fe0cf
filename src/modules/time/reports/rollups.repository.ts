import { eq, sql } from 'drizzle-orm';
import type { TimeZone } from '../../../platform/dates.js';
import type { Executor } from '../../../platform/db/index.js';
import { rowsOf } from '../../../platform/db/rows.js';
import { organizations, type ReportStatus } from '../../organizations/index.js';
import { timeRollupRebuilds } from './rollups.tables.js';

/**
 * Where an organization's day rollups stand (docs/rollups.md): READY in its time zone, or being
 * rebuilt after a change of zone, member by member, in which case readers use the raw entries.
 */
type RollupState =
  | { state: 'READY'; timeZone: TimeZone }
  | {
      state: 'REBUILDING';
      timeZone: TimeZone;
      fromTimeZone: TimeZone;
      membersDone: number;
      membersTotal: number;
      startedAt: Date;
    };

export async function rollupStateOf(executor: Executor, orgId: string): Promise<RollupState> {
  const [row] = await executor
    .select({
      timeZone: organizations.timeZone,
      fromZone: timeRollupRebuilds.fromZone,
      membersDone: timeRollupRebuilds.membersDone,
      membersTotal: timeRollupRebuilds.membersTotal,
      startedAt: timeRollupRebuilds.startedAt,
    })
    .from(organizations)
    .leftJoin(timeRollupRebuilds, eq(timeRollupRebuilds.orgId, organizations.id))
    .where(eq(organizations.id, orgId));
  if (!row) return { state: 'READY', timeZone: 'UTC' };
  if (row.fromZone === null) return { state: 'READY', timeZone: row.timeZone };
  return {
    state: 'REBUILDING',
    timeZone: row.timeZone,
    fromTimeZone: row.fromZone,
    membersDone: Math.min(row.membersDone!, row.membersTotal!),
    membersTotal: row.membersTotal!,
    startedAt: row.startedAt!,
  };
}

/** The zone an organization's day rollups can be read in, or null while they are rebuilt. */
export async function readableRollupZone(executor: Executor, orgId: string): Promise<TimeZone | null> {
  const state = await rollupStateOf(executor, orgId);
  return state.state === 'READY' ? state.timeZone : null;
}

/** Organizations with a rebuild to do, oldest first. */
export async function pendingRebuilds(executor: Executor): Promise<string[]> {
  const rows = await executor
    .select({ orgId: timeRollupRebuilds.orgId })
    .from(timeRollupRebuilds)
    .orderBy(timeRollupRebuilds.startedAt);
  return rows.map((row) => row.orgId);
}

/**
 * One step of an organization's rebuild, in one transaction (the database function holds the
 * organization's rollup lock, so concurrent writers and other workers wait rather than race).
 * Answers whether the rebuild has finished.
 */
export async function rebuildStep(executor: Executor, orgId: string, members: number): Promise<boolean> {
  const [row] = rowsOf<{ finished: boolean }>(
    await executor.execute(sql`select time_rollups_rebuild_step(${orgId}::uuid, ${members}::integer) as finished`),
  );
  return row!.finished;
}

/** The organizations module's view of an organization's rollups: ready, or being recalculated. */
export async function reportStatusOf(executor: Executor, orgId: string): Promise<ReportStatus> {
  const state = await rollupStateOf(executor, orgId);
  return state.state === 'READY'
    ? { state: 'READY', membersDone: 0, membersTotal: 0 }
    : { state: 'RECALCULATING', membersDone: state.membersDone, membersTotal: state.membersTotal };
}
