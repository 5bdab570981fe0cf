import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import type { ListStatus } from './tasks.schemas.js';
import { tags, tasks } from './tasks.tables.js';

export type TaskRow = typeof tasks.$inferSelect;
export type TagRow = typeof tags.$inferSelect;

function statusCondition(archivedAt: typeof tasks.archivedAt | typeof tags.archivedAt, status: ListStatus) {
  if (status === 'ALL') return undefined;
  return status === 'ACTIVE' ? isNull(archivedAt) : isNotNull(archivedAt);
}

export function listTasks(
  executor: Executor,
  orgId: string,
  projectId: string,
  filter: { status: ListStatus; done?: boolean },
) {
  const conditions: Array<SQL | undefined> = [
    eq(tasks.orgId, orgId),
    eq(tasks.projectId, projectId),
    statusCondition(tasks.archivedAt, filter.status),
    filter.done === undefined ? undefined : eq(tasks.done, filter.done),
  ];
  return executor
    .select()
    .from(tasks)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${tasks.name})`), asc(tasks.id));
}

/** A task of the organization, by id alone (whatever its project); null for another organization's. */
export async function findTask(executor: Executor, orgId: string, taskId: string): Promise<TaskRow | null> {
  const [row] = await executor
    .select()
    .from(tasks)
    .where(and(eq(tasks.orgId, orgId), eq(tasks.id, taskId)));
  return row ?? null;
}

export async function insertTask(executor: Executor, task: typeof tasks.$inferInsert) {
  await executor.insert(tasks).values(task);
}

export async function updateTask(
  executor: Executor,
  orgId: string,
  taskId: string,
  changes: Partial<typeof tasks.$inferInsert>,
) {
  await executor
    .update(tasks)
    .set(changes)
    .where(and(eq(tasks.orgId, orgId), eq(tasks.id, taskId)));
}

export function listTags(executor: Executor, orgId: string, status: ListStatus) {
  return executor
    .select()
    .from(tags)
    .where(and(eq(tags.orgId, orgId), statusCondition(tags.archivedAt, status)))
    .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id));
}

export async function findTag(executor: Executor, orgId: string, tagId: string): Promise<TagRow | null> {
  const [row] = await executor
    .select()
    .from(tags)
    .where(and(eq(tags.orgId, orgId), eq(tags.id, tagId)));
  return row ?? null;
}

export async function insertTag(executor: Executor, tag: typeof tags.$inferInsert) {
  await executor.insert(tags).values(tag);
}

export async function updateTag(
  executor: Executor,
  orgId: string,
  tagId: string,
  changes: Partial<typeof tags.$inferInsert>,
) {
  await executor
    .update(tags)
    .set(changes)
    .where(and(eq(tags.orgId, orgId), eq(tags.id, tagId)));
}

/** `findTask` holding a share lock on the row until the transaction ends (an entry is about to carry it). */
export async function lockTask(executor: Executor, orgId: string, taskId: string): Promise<TaskRow | null> {
  const [row] = await executor
    .select()
    .from(tasks)
    .where(and(eq(tasks.orgId, orgId), eq(tasks.id, taskId)))
    .for('share');
  return row ?? null;
}

/** `findTags` holding share locks on the rows until the transaction ends. */
export function lockTags(executor: Executor, orgId: string, tagIds: string[]): Promise<TagRow[]> {
  if (tagIds.length === 0) return Promise.resolve([]);
  return executor
    .select()
    .from(tags)
    .where(and(eq(tags.orgId, orgId), inArray(tags.id, tagIds)))
    .orderBy(tags.id)
    .for('share');
}
