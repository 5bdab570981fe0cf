import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { newId } from '../../platform/ids.js';
import { tags, tasks } from './tasks.tables.js';

/** What an import of another tool's history needs of tasks and tags: found by name ignoring case, created when missing. */

const lower = (name: string) => name.trim().toLowerCase();

/** The project's active task of that name, created when it has none; its id. */
export async function ensureTask(tx: Executor, orgId: string, projectId: string, name: string, now: Date) {
  const find = async () =>
    (
      await tx
        .select({ id: tasks.id })
        .from(tasks)
        .where(
          and(
            eq(tasks.orgId, orgId),
            eq(tasks.projectId, projectId),
            isNull(tasks.archivedAt),
            sql`lower(${tasks.name}) = ${lower(name)}`,
          ),
        )
        .limit(1)
    )[0]?.id;
  const existing = await find();
  if (existing) return existing;
  // The unique index on active names makes a concurrent creation of the same task meet here.
  await tx
    .insert(tasks)
    .values({ id: newId(), orgId, projectId, name: name.trim(), createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  return (await find())!;
}

/** The organization's active tags of these names, the missing ones created; ids by lower-case name. */
export async function ensureTags(tx: Executor, orgId: string, names: readonly string[], now: Date) {
  const wanted = new Map(names.map((name) => [lower(name), name.trim()]));
  if (wanted.size === 0) return new Map<string, string>();
  const find = async () =>
    tx
      .select({ id: tags.id, name: tags.name })
      .from(tags)
      .where(
        and(eq(tags.orgId, orgId), isNull(tags.archivedAt), inArray(sql`lower(${tags.name})`, [...wanted.keys()])),
      );
  const found = new Map((await find()).map((row) => [lower(row.name), row.id]));
  const missing = [...wanted].filter(([key]) => !found.has(key));
  if (missing.length === 0) return found;
  await tx
    .insert(tags)
    .values(missing.map(([, name]) => ({ id: newId(), orgId, name, createdAt: now, updatedAt: now })))
    .onConflictDoNothing();
  return new Map((await find()).map((row) => [lower(row.name), row.id]));
}
