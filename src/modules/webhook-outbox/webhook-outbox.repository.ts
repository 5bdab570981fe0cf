import { and, desc, eq, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { webhookDeliveries, webhookEvents, webhookSubscriptions } from './webhook-outbox.tables.js';

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

/** Subscriptions with a secret (current or previous) still stored as issued, starting with `prefix`. */
export function subscriptionsWithUnsealedSecrets(executor: Executor, prefix: string) {
  return executor
    .select({
      id: webhookSubscriptions.id,
      orgId: webhookSubscriptions.orgId,
      secret: webhookSubscriptions.secret,
      previousSecret: webhookSubscriptions.previousSecret,
    })
    .from(webhookSubscriptions)
    .where(
      or(like(webhookSubscriptions.secret, `${prefix}%`), like(webhookSubscriptions.previousSecret, `${prefix}%`)),
    );
}

/** Replaces a subscription's secrets only if its secret is still `expected`; true when it did. */
export async function replaceSecretsIfUnchanged(
  executor: Executor,
  row: { id: string; expected: string; secret: string; previousSecret: string | null },
): Promise<boolean> {
  const updated = await executor
    .update(webhookSubscriptions)
    .set({ secret: row.secret, previousSecret: row.previousSecret })
    .where(and(eq(webhookSubscriptions.id, row.id), eq(webhookSubscriptions.secret, row.expected)))
    .returning({ id: webhookSubscriptions.id });
  return updated.length > 0;
}
