import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { rowsOf } from '../../platform/db/rows.js';
import { importedEntries, importJobs, importMappings, importProblems } from './imports.tables.js';

export type ImportJobRow = typeof importJobs.$inferSelect;

export async function insertImportJob(executor: Executor, values: typeof importJobs.$inferInsert) {
  await executor.insert(importJobs).values(values);
}

export async function findImportJob(executor: Executor, orgId: string, jobId: string) {
  const [row] = await executor
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.orgId, orgId), eq(importJobs.id, jobId)));
  return row ?? null;
}

export async function lockImportJob(executor: Executor, orgId: string, jobId: string) {
  const [row] = await executor
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.orgId, orgId), eq(importJobs.id, jobId)))
    .for('update');
  return row ?? null;
}

export function listImportJobs(executor: Executor, orgId: string, limit: number) {
  return executor
    .select()
    .from(importJobs)
    .where(eq(importJobs.orgId, orgId))
    .orderBy(desc(importJobs.createdAt), desc(importJobs.id))
    .limit(limit);
}

export async function updateImportJob(
  executor: Executor,
  jobId: string,
  changes: Partial<typeof importJobs.$inferInsert>,
  now: Date,
) {
  await executor
    .update(importJobs)
    .set({ ...changes, updatedAt: now })
    .where(eq(importJobs.id, jobId));
}

/**
 * Takes the oldest job waiting for a worker (analysis or import) whose lease is free or has run
 * out, for `leaseMs`; several processes share the table without taking the same job.
 */
export async function claimImportJob(executor: Executor, now: Date, leaseMs: number): Promise<ImportJobRow | null> {
  const until = new Date(now.getTime() + leaseMs);
  const free = or(isNull(importJobs.leaseUntil), lt(importJobs.leaseUntil, now));
  const [candidate] = await executor
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(and(inArray(importJobs.status, ['ANALYSING', 'IMPORTING']), free))
    .orderBy(asc(importJobs.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!candidate) return null;
  const [claimed] = await executor
    .update(importJobs)
    .set({ leaseUntil: until })
    .where(and(eq(importJobs.id, candidate.id), free))
    .returning();
  return claimed ?? null;
}

export async function recordImportProblems(executor: Executor, rows: Array<typeof importProblems.$inferInsert>) {
  if (rows.length === 0) return;
  await executor.insert(importProblems).values(rows).onConflictDoNothing();
}

export async function clearImportProblems(executor: Executor, jobId: string) {
  await executor.delete(importProblems).where(eq(importProblems.jobId, jobId));
}

/** A page of the job's problems in row order, after row `afterRow`. */
export function importProblemsPage(executor: Executor, orgId: string, jobId: string, afterRow: number, limit: number) {
  return executor
    .select({
      rowNumber: importProblems.rowNumber,
      line: importProblems.line,
      code: importProblems.code,
      column: importProblems.column,
      message: importProblems.message,
    })
    .from(importProblems)
    .where(
      and(eq(importProblems.orgId, orgId), eq(importProblems.jobId, jobId), gt(importProblems.rowNumber, afterRow)),
    )
    .orderBy(asc(importProblems.rowNumber))
    .limit(limit);
}

/** Of `keys`, those some import of the organization has already written, with the job that did. */
export async function importedKeys(executor: Executor, orgId: string, keys: string[]) {
  if (keys.length === 0) return new Map<string, string>();
  const rows = await executor
    .select({ sourceKey: importedEntries.sourceKey, jobId: importedEntries.jobId })
    .from(importedEntries)
    .where(and(eq(importedEntries.orgId, orgId), inArray(importedEntries.sourceKey, keys)));
  return new Map(rows.map((row) => [row.sourceKey, row.jobId]));
}

export async function recordImportedKeys(executor: Executor, rows: Array<typeof importedEntries.$inferInsert>) {
  if (rows.length > 0) await executor.insert(importedEntries).values(rows);
}

export async function entryIdsOfJob(executor: Executor, orgId: string, jobId: string) {
  const rows = await executor
    .select({ id: importedEntries.timeEntryId })
    .from(importedEntries)
    .where(and(eq(importedEntries.orgId, orgId), eq(importedEntries.jobId, jobId)));
  return rows.map((row) => row.id);
}

export async function forgetImportedKeys(executor: Executor, orgId: string, jobId: string) {
  await executor.delete(importedEntries).where(and(eq(importedEntries.orgId, orgId), eq(importedEntries.jobId, jobId)));
}

export async function findMapping(executor: Executor, orgId: string, headerSignature: string) {
  const [row] = await executor
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(and(eq(importMappings.orgId, orgId), eq(importMappings.headerSignature, headerSignature)));
  return row?.mapping ?? null;
}

export async function saveMapping(
  executor: Executor,
  orgId: string,
  headerSignature: string,
  mapping: unknown,
  now: Date,
) {
  await executor
    .insert(importMappings)
    .values({ orgId, headerSignature, mapping, updatedAt: now })
    .onConflictDoUpdate({
      target: [importMappings.orgId, importMappings.headerSignature],
      set: { mapping, updatedAt: now },
    });
}

/** Whether another import of the organization is writing now. */
export async function importRunning(executor: Executor, orgId: string, exceptJobId: string) {
  const rows = rowsOf<{ id: string }>(
    await executor.execute(
      sql`select id from import_jobs where org_id = ${orgId} and status = 'IMPORTING' and id <> ${exceptJobId} limit 1`,
    ),
  );
  return rows.length > 0;
}
