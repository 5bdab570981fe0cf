import { and, asc, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { members } from '../members/index.js';
import { organizations } from '../organizations/index.js';
import { users } from '../users/index.js';
import { dataExports } from './exports.tables.js';

export type DataExportRow = typeof dataExports.$inferSelect;

export async function insertDataExport(executor: Executor, row: typeof dataExports.$inferInsert) {
  const [created] = await executor.insert(dataExports).values(row).returning();
  return created!;
}

/** The requester's export still being built, of that scope: asking again returns it instead of a second one. */
export async function unfinishedDataExport(executor: Executor, orgId: string, memberId: string, scope: string) {
  const [row] = await executor
    .select()
    .from(dataExports)
    .where(
      and(
        eq(dataExports.orgId, orgId),
        eq(dataExports.requestedByMemberId, memberId),
        eq(dataExports.scope, scope),
        inArray(dataExports.status, ['QUEUED', 'RUNNING']),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** One of the requester's exports; another member's, or another organization's, is not found. */
export async function findDataExport(executor: Executor, orgId: string, memberId: string, exportId: string) {
  const [row] = await executor
    .select()
    .from(dataExports)
    .where(
      and(eq(dataExports.id, exportId), eq(dataExports.orgId, orgId), eq(dataExports.requestedByMemberId, memberId)),
    );
  return row ?? null;
}

export function listDataExports(executor: Executor, orgId: string, memberId: string) {
  return executor
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.orgId, orgId), eq(dataExports.requestedByMemberId, memberId)))
    .orderBy(desc(dataExports.createdAt))
    .limit(20);
}

/** Holds the oldest export waiting (or left by a stopped worker) until `now + leaseMs`. */
export async function claimDataExport(executor: Executor, now: Date, leaseMs: number) {
  const free = or(isNull(dataExports.leaseUntil), lt(dataExports.leaseUntil, now));
  const [candidate] = await executor
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(inArray(dataExports.status, ['QUEUED', 'RUNNING']), free))
    .orderBy(asc(dataExports.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!candidate) return null;
  const [claimed] = await executor
    .update(dataExports)
    .set({ leaseUntil: new Date(now.getTime() + leaseMs) })
    .where(and(eq(dataExports.id, candidate.id), free))
    .returning();
  return claimed ?? null;
}

export async function updateDataExport(
  executor: Executor,
  exportId: string,
  changes: Partial<typeof dataExports.$inferInsert>,
) {
  await executor.update(dataExports).set(changes).where(eq(dataExports.id, exportId));
}

/** Finished exports whose week is over, to remove. */
export function expiredDataExports(executor: Executor, now: Date) {
  return executor
    .select({ id: dataExports.id, orgId: dataExports.orgId })
    .from(dataExports)
    .where(and(eq(dataExports.status, 'DONE'), lt(dataExports.expiresAt, now)))
    .limit(100);
}

/** The names the manifest carries: the organization's, and the requester's. */
export async function exportNames(executor: Executor, orgId: string, memberId: string) {
  const [row] = await executor
    .select({ orgName: organizations.name, userId: users.id, fullName: users.fullName, email: users.email })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.orgId))
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.id, memberId), eq(members.orgId, orgId)));
  return row ?? null;
}
