import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import { apiKeyWorks, effectivePermissions } from '../../platform/auth/api-keys.js';
import type { Executor } from '../../platform/db/index.js';
import { rowsOf } from '../../platform/db/rows.js';
import { webhookDeliveries, webhookEvents, webhookSubscriptions } from './webhooks.tables.js';

export type SubscriptionRow = typeof webhookSubscriptions.$inferSelect;
type SubscriptionInsert = typeof webhookSubscriptions.$inferInsert;

export async function insertSubscription(executor: Executor, row: SubscriptionInsert): Promise<void> {
  await executor.insert(webhookSubscriptions).values(row);
}

export async function findSubscription(executor: Executor, orgId: string, id: string): Promise<SubscriptionRow | null> {
  const [row] = await executor
    .select()
    .from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.orgId, orgId), eq(webhookSubscriptions.id, id)))
    .limit(1);
  return row ?? null;
}

export async function countSubscriptions(executor: Executor, orgId: string): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.orgId, orgId));
  return row?.count ?? 0;
}

/** Serialises subscription creation per organization, so the limit holds under concurrency. */
export async function lockOrganizationWebhooks(executor: Executor, orgId: string): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`webhooks:${orgId}`}, 0))`);
}

export function listSubscriptions(executor: Executor, orgId: string): Promise<SubscriptionRow[]> {
  return executor
    .select()
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.orgId, orgId))
    .orderBy(desc(webhookSubscriptions.createdAt), desc(webhookSubscriptions.id));
}

export async function updateSubscription(
  executor: Executor,
  orgId: string,
  id: string,
  changes: Partial<SubscriptionInsert>,
): Promise<void> {
  await executor
    .update(webhookSubscriptions)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(webhookSubscriptions.orgId, orgId), eq(webhookSubscriptions.id, id)));
}

export async function deleteSubscription(executor: Executor, orgId: string, id: string): Promise<void> {
  await executor
    .delete(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.orgId, orgId), eq(webhookSubscriptions.id, id)));
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  subscriptionId: webhookDeliveries.subscriptionId,
  eventId: webhookDeliveries.eventId,
  eventType: webhookEvents.type,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  responseStatus: webhookDeliveries.responseStatus,
  durationMs: webhookDeliveries.durationMs,
  error: webhookDeliveries.error,
  createdAt: webhookDeliveries.createdAt,
};

function selectDeliveries(executor: Executor) {
  return executor
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(
      webhookEvents,
      and(eq(webhookEvents.orgId, webhookDeliveries.orgId), eq(webhookEvents.id, webhookDeliveries.eventId)),
    );
}

export type DeliveryRow = Awaited<ReturnType<ReturnType<typeof selectDeliveries>['execute']>>[number];

/** Newest first, after the cursor's (createdAt, id). `limit + 1` rows, for toPage. */
export function pageDeliveries(
  executor: Executor,
  input: { orgId: string; subscriptionId: string; limit: number; after?: { createdAt: Date; id: string } },
): Promise<DeliveryRow[]> {
  const { after } = input;
  const afterCondition: SQL | undefined = after
    ? or(
        lt(webhookDeliveries.createdAt, after.createdAt),
        and(eq(webhookDeliveries.createdAt, after.createdAt), lt(webhookDeliveries.id, after.id)),
      )
    : undefined;
  return selectDeliveries(executor)
    .where(
      and(
        eq(webhookDeliveries.orgId, input.orgId),
        eq(webhookDeliveries.subscriptionId, input.subscriptionId),
        afterCondition,
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(input.limit + 1);
}

export async function findDelivery(
  executor: Executor,
  orgId: string,
  subscriptionId: string,
  id: string,
): Promise<DeliveryRow | null> {
  const [row] = await selectDeliveries(executor)
    .where(
      and(
        eq(webhookDeliveries.orgId, orgId),
        eq(webhookDeliveries.subscriptionId, subscriptionId),
        eq(webhookDeliveries.id, id),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertDelivery(
  executor: Executor,
  row: { id: string; orgId: string; subscriptionId: string; eventId: string },
): Promise<void> {
  await executor.insert(webhookDeliveries).values(row);
}

export async function insertEvent(
  executor: Executor,
  row: { id: string; orgId: string; type: string; data: unknown },
): Promise<void> {
  await executor.insert(webhookEvents).values(row);
}

/** What the dispatcher needs to send one delivery: it, its subscription and its event. */
export async function loadForSending(executor: Executor, deliveryId: string) {
  const [row] = await executor
    .select({
      attempts: webhookDeliveries.attempts,
      subscription: webhookSubscriptions,
      event: {
        id: webhookEvents.id,
        type: webhookEvents.type,
        orgId: webhookEvents.orgId,
        data: webhookEvents.data,
        occurredAt: webhookEvents.occurredAt,
      },
    })
    .from(webhookDeliveries)
    .innerJoin(
      webhookSubscriptions,
      and(
        eq(webhookSubscriptions.orgId, webhookDeliveries.orgId),
        eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId),
      ),
    )
    .innerJoin(
      webhookEvents,
      and(eq(webhookEvents.orgId, webhookDeliveries.orgId), eq(webhookEvents.id, webhookDeliveries.eventId)),
    )
    .where(eq(webhookDeliveries.id, deliveryId))
    .limit(1);
  return row ?? null;
}

/*
 * The two reads of memberships below are SQL on the members module's tables by name: the members
 * module emits webhook events, so importing it here would make the modules depend on each other.
 */

/** The permissions of the member's role while the member is active; none otherwise. */
/**
 * What a subscription's payloads may show now: its creator's permissions while they are an active
 * member, narrowed to the API key it was created with (as a request with the key would be), or
 * nothing once that key is revoked, expired or gone, as for a creator no longer active.
 */
export async function activePermissionsOf(
  executor: Executor,
  creator: { orgId: string; memberId: string; apiKeyId: string | null },
  now: Date,
): Promise<ReadonlySet<string>> {
  const { orgId, memberId, apiKeyId } = creator;
  const [row] = rowsOf<{
    permissions: string[] | null;
    key_id: string | null;
    key_permissions: string[] | null;
    revoked_at: Date | string | null;
    expires_at: Date | string | null;
  }>(
    await executor.execute(sql`
      select r.permissions, k.id as key_id, k.permissions as key_permissions, k.revoked_at, k.expires_at
      from members m join roles r on r.org_id = m.org_id and r.id = m.role_id
      left join api_keys k on k.org_id = m.org_id and k.member_id = m.id and k.id = ${apiKeyId}
      where m.org_id = ${orgId} and m.id = ${memberId} and m.status = 'ACTIVE'`),
  );
  if (!row) return new Set();
  if (apiKeyId === null) return new Set(row.permissions ?? []);
  if (row.key_id === null) return new Set();
  const key = { revokedAt: dateOrNull(row.revoked_at), expiresAt: dateOrNull(row.expires_at) };
  if (!apiKeyWorks(key, now)) return new Set();
  return effectivePermissions(row.permissions ?? [], row.key_permissions);
}

const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

/** The e-mail addresses of the organization's active Owners. */
export async function activeOwnerEmails(executor: Executor, orgId: string): Promise<string[]> {
  const rows = rowsOf<{ email: string }>(
    await executor.execute(sql`
      select u.email from members m
      join roles r on r.org_id = m.org_id and r.id = m.role_id
      join users u on u.id = m.user_id
      where m.org_id = ${orgId} and m.status = 'ACTIVE' and r.built_in_key = 'OWNER'`),
  );
  return rows.map((row) => row.email);
}

/**
 * Forgets events older than `days` with no delivery still PENDING, and their deliveries (the
 * foreign key cascades), at most `batch` events per call so an embedded database is never held long.
 */
export async function pruneOldEvents(executor: Executor, days: number, batch: number): Promise<number> {
  const deleted = rowsOf<{ id: string }>(
    await executor.execute(sql`
      delete from webhook_events where id in (
        select e.id from webhook_events e
        where e.occurred_at < now() - make_interval(days => ${days})
          and not exists (
            select 1 from webhook_deliveries d
            where d.org_id = e.org_id and d.event_id = e.id and d.status = 'PENDING')
        limit ${batch})
      returning id`),
  );
  return deleted.length;
}
