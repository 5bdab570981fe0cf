import { and, desc, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/index.js';
import { memberRoleJoin, members, tenantColumns } from '../members/index.js';
import { organizations } from '../organizations/index.js';
import { roles } from '../rbac/index.js';
import { users } from '../users/index.js';
import { apiKeys } from './api-keys.tables.js';

type ApiKeyInsert = typeof apiKeys.$inferInsert;

/** A key as lists show it: its own columns (never the hash) and who made it. */
const keyColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  kind: apiKeys.kind,
  displayPrefix: apiKeys.displayPrefix,
  permissions: apiKeys.permissions,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
  createdAt: apiKeys.createdAt,
  memberId: apiKeys.memberId,
  creatorUserId: users.id,
  creatorName: users.fullName,
  creatorEmail: users.email,
};

function selectKeys(executor: Executor) {
  return executor
    .select(keyColumns)
    .from(apiKeys)
    .innerJoin(members, and(eq(members.orgId, apiKeys.orgId), eq(members.id, apiKeys.memberId)))
    .innerJoin(users, eq(users.id, members.userId));
}

export type ApiKeyRow = Awaited<ReturnType<ReturnType<typeof selectKeys>['execute']>>[number];

export async function insertApiKey(executor: Executor, row: ApiKeyInsert): Promise<void> {
  await executor.insert(apiKeys).values(row);
}

/** A key of the organization; `memberId` narrows it to that member's. */
export async function findApiKey(
  executor: Executor,
  orgId: string,
  keyId: string,
  memberId: string | null,
): Promise<ApiKeyRow | null> {
  const [row] = await selectKeys(executor)
    .where(
      and(
        eq(apiKeys.orgId, orgId),
        eq(apiKeys.id, keyId),
        memberId === null ? undefined : eq(apiKeys.memberId, memberId),
      ),
    )
    .limit(1);
  return row ?? null;
}

const stillWorking = (now: Date) =>
  and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)));

/** Newest first, after the cursor's (createdAt, id). `limit + 1` rows, for toPage. */
export function pageApiKeys(
  executor: Executor,
  input: {
    orgId: string;
    memberId: string | null;
    /** Only keys that still work at `now`. */
    activeOnly: boolean;
    now: Date;
    limit: number;
    after?: { createdAt: Date; id: string };
  },
): Promise<ApiKeyRow[]> {
  const { after } = input;
  const afterCondition: SQL | undefined = after
    ? or(lt(apiKeys.createdAt, after.createdAt), and(eq(apiKeys.createdAt, after.createdAt), lt(apiKeys.id, after.id)))
    : undefined;
  return selectKeys(executor)
    .where(
      and(
        eq(apiKeys.orgId, input.orgId),
        input.memberId === null ? undefined : eq(apiKeys.memberId, input.memberId),
        input.activeOnly ? stillWorking(input.now) : undefined,
        afterCondition,
      ),
    )
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(input.limit + 1);
}

/** Where a person's keys are listed at once: 50 of each kind per membership is the real bound. */
const MAX_KEYS_OF_USER = 500;

/**
 * The keys a person made that still work, in every organization where they are an active member,
 * newest first, with the organization's name: what a password reset offers to revoke.
 */
export function workingKeysOfUser(executor: Executor, userId: string, now: Date) {
  return executor
    .select({ ...keyColumns, orgId: apiKeys.orgId, organizationName: organizations.name })
    .from(apiKeys)
    .innerJoin(members, and(eq(members.orgId, apiKeys.orgId), eq(members.id, apiKeys.memberId)))
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(organizations, eq(organizations.id, apiKeys.orgId))
    .where(and(eq(members.userId, userId), eq(members.status, 'ACTIVE'), stillWorking(now)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(MAX_KEYS_OF_USER);
}

/** The organization of one of the person's own keys, or null when the key is not theirs. */
export async function orgOfUsersKey(executor: Executor, userId: string, keyId: string): Promise<string | null> {
  const [row] = await executor
    .select({ orgId: apiKeys.orgId })
    .from(apiKeys)
    .innerJoin(members, and(eq(members.orgId, apiKeys.orgId), eq(members.id, apiKeys.memberId)))
    .where(and(eq(apiKeys.id, keyId), eq(members.userId, userId), eq(members.status, 'ACTIVE')))
    .limit(1);
  return row?.orgId ?? null;
}

/** Keys that still work (not revoked, not expired) of one kind, of a member or (null) the organization. */
export async function countActiveKeys(
  executor: Executor,
  input: { orgId: string; memberId: string | null; kind: 'PERSONAL' | 'SERVICE'; now: Date },
): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.orgId, input.orgId),
        eq(apiKeys.kind, input.kind),
        input.memberId === null ? undefined : eq(apiKeys.memberId, input.memberId),
        stillWorking(input.now),
      ),
    );
  return row?.count ?? 0;
}

/**
 * Serialises key creation of one member (or, for null, of the organization's service keys) so two
 * requests at once cannot both pass the count; the row lock is released with the transaction.
 */
export async function lockKeyOwner(executor: Executor, orgId: string, memberId: string | null): Promise<void> {
  if (memberId === null) {
    await executor
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, orgId))
      .for('update');
    return;
  }
  await executor
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.orgId, orgId), eq(members.id, memberId)))
    .for('update');
}

/** Revokes a key that is not revoked yet; a revoked one keeps its first revocation time. */
export async function revokeApiKey(executor: Executor, orgId: string, keyId: string, now: Date): Promise<void> {
  await executor
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.orgId, orgId), eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)));
}

/** How stale lastUsedAt may get: a busy key writes once a minute, not once a request. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** Marks the key used at `now`, unless it was marked less than a minute ago. */
export async function touchApiKey(executor: Executor, keyId: string, now: Date): Promise<void> {
  const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  await executor
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))));
}

export const lastUsedIsStale = (lastUsedAt: Date | null, now: Date) =>
  lastUsedAt === null || lastUsedAt.getTime() < now.getTime() - LAST_USED_RESOLUTION_MS;

/**
 * What the tenant guard needs for a request carrying an API key, in one query like the sign-in
 * token's: the key, and `tenantColumns` for its member with their current status and role (as the
 * sign-in guard reads them), plus the user's status. Prepared once per database.
 */
export function prepareApiKeyForGuard(db: Db) {
  const query = db
    .select({
      keyId: apiKeys.id,
      keyOrgId: apiKeys.orgId,
      kind: apiKeys.kind,
      keyPermissions: apiKeys.permissions,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      ...tenantColumns,
      userStatus: users.status,
    })
    .from(apiKeys)
    .innerJoin(members, and(eq(members.orgId, apiKeys.orgId), eq(members.id, apiKeys.memberId)))
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(roles, memberRoleJoin)
    .innerJoin(organizations, eq(organizations.id, apiKeys.orgId))
    .where(eq(apiKeys.keyHash, sql.placeholder('keyHash')))
    .prepare('api_key_guard');
  return async (keyHash: string) => {
    const [row] = await query.execute({ keyHash });
    return row ?? null;
  };
}

export type ApiKeyGuardRow = NonNullable<Awaited<ReturnType<ReturnType<typeof prepareApiKeyForGuard>>>>;
