import { and, asc, eq, gt, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { clients } from './clients.tables.js';

export type ClientRow = typeof clients.$inferSelect;

type ArchiveFilter = 'ACTIVE' | 'ARCHIVED' | 'ALL';

/** Which clients a caller sees: all of them, or only those matching `visible` (a condition on clients.id). */
export type ClientScope = { all: true } | { all: false; visibleIds: SQL };

const sortName = sql<string>`lower(${clients.name})`;

function selectClients(executor: Executor, orgId: string, scope: ClientScope, ...conditions: Array<SQL | undefined>) {
  return executor
    .select()
    .from(clients)
    .where(
      and(eq(clients.orgId, orgId), scope.all ? undefined : sql`${clients.id} in (${scope.visibleIds})`, ...conditions),
    );
}

export async function findClient(
  executor: Executor,
  orgId: string,
  clientId: string,
  scope: ClientScope = { all: true },
): Promise<ClientRow | null> {
  const [row] = await selectClients(executor, orgId, scope, eq(clients.id, clientId));
  return row ?? null;
}

/** The client locked for the rest of the transaction, or null (also for another organization's). */
export async function lockClient(executor: Executor, orgId: string, clientId: string): Promise<ClientRow | null> {
  const [row] = await selectClients(executor, orgId, { all: true }, eq(clients.id, clientId)).for('update');
  return row ?? null;
}

/** Ordered by name ignoring case, then id; `after` is the sort key of the last row of the previous page. */
export function pageClients(
  executor: Executor,
  orgId: string,
  scope: ClientScope,
  options: { status: ArchiveFilter; search?: string; after?: { name: string; id: string }; limit: number },
) {
  const archived = { ACTIVE: isNull(clients.archivedAt), ARCHIVED: isNotNull(clients.archivedAt), ALL: undefined }[
    options.status
  ];
  const search = options.search ? sql`strpos(${sortName}, lower(${options.search})) > 0` : undefined;
  const after = options.after
    ? or(gt(sortName, options.after.name), and(eq(sortName, options.after.name), gt(clients.id, options.after.id)))
    : undefined;
  return selectClients(executor, orgId, scope, archived, search, after)
    .orderBy(asc(sortName), asc(clients.id))
    .limit(options.limit);
}

export async function insertClient(executor: Executor, values: typeof clients.$inferInsert): Promise<void> {
  await executor.insert(clients).values(values);
}

export async function touchClient(
  executor: Executor,
  orgId: string,
  clientId: string,
  changes: Partial<typeof clients.$inferInsert>,
  now: Date,
) {
  await executor
    .update(clients)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(clients.orgId, orgId), eq(clients.id, clientId)));
}

/** The active client named `name` ignoring case, or null. */
export async function findActiveClientByName(
  executor: Executor,
  orgId: string,
  name: string,
): Promise<ClientRow | null> {
  const [row] = await selectClients(
    executor,
    orgId,
    { all: true },
    isNull(clients.archivedAt),
    sql`${sortName} = lower(${name})`,
  );
  return row ?? null;
}

/**
 * Inserts a client unless an active one already has its name (ignoring case): a concurrent request
 * creating the same name waits for the other and then finds its row.
 */
export async function insertClientUnlessNamed(executor: Executor, values: typeof clients.$inferInsert): Promise<void> {
  await executor
    .insert(clients)
    .values(values)
    // No target: the one unique index a fresh id can meet is clients_org_active_name_unique.
    .onConflictDoNothing();
}
