import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { rowsOf } from '../../platform/db/rows.js';
import { webhookDeliveries, webhookEvents, webhookSubscriptions } from './webhook-outbox.tables.js';

/*
 * The delivery queue's statements, for the webhooks module's dispatcher: the rows are this
 * module's, the policy (what to claim, when to retry or disable) is the dispatcher's.
 */

/** `and <column> not in (…ids)`, or nothing when there are no ids (`not in ()` is not SQL). */
function andNotIn(column: SQL, ids: readonly string[]): SQL {
  return ids.length > 0
    ? sql`and ${column} not in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
}

/**
 * Locks (`FOR UPDATE SKIP LOCKED`, in the caller's transaction) up to `limit` due PENDING
 * deliveries, oldest due first, leaving out the given subscriptions and organizations in the query
 * itself so their backlog never fills the rows looked at.
 */
export async function lockDueDeliveries(
  tx: Executor,
  input: { limit: number; exceptSubscriptions: readonly string[]; exceptOrganizations: readonly string[] },
): Promise<{ id: string; subscriptionId: string; orgId: string }[]> {
  const rows = rowsOf<{ id: string; subscription_id: string; org_id: string }>(
    await tx.execute(sql`
      select id, subscription_id, org_id from webhook_deliveries
      where status = 'PENDING' and next_attempt_at <= now()
        ${andNotIn(sql.raw('subscription_id'), input.exceptSubscriptions)}
        ${andNotIn(sql.raw('org_id'), input.exceptOrganizations)}
      order by next_attempt_at
      limit ${input.limit}
      for update skip locked`),
  );
  return rows.map((row) => ({ id: row.id, subscriptionId: row.subscription_id, orgId: row.org_id }));
}

/** Counts an attempt on each and hides them from other workers for the lease. */
export async function leaseDeliveries(tx: Executor, ids: string[], leaseSeconds: number): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(webhookDeliveries.id, ids));
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

export async function skipDelivery(executor: Executor, deliveryId: string, reason: string): Promise<void> {
  await executor
    .update(webhookDeliveries)
    .set({ status: 'SKIPPED', error: reason, nextAttemptAt: sql`now()` })
    .where(eq(webhookDeliveries.id, deliveryId));
}

interface AttemptOutcome {
  lastAttemptAt: Date;
  responseStatus: number | null;
  durationMs: number | null;
  error: string | null;
}

/** A delivery answered 2xx: SUCCEEDED, and its subscription's run of failures ends. */
export async function recordSuccess(
  tx: Executor,
  delivery: { id: string; subscriptionId: string },
  outcome: AttemptOutcome,
): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({ ...outcome, status: 'SUCCEEDED' })
    .where(eq(webhookDeliveries.id, delivery.id));
  await tx
    .update(webhookSubscriptions)
    .set({ consecutiveFailures: 0, failingSince: null })
    .where(eq(webhookSubscriptions.id, delivery.subscriptionId));
}

/**
 * A failed attempt: due again in `retryInMs`, or FAILED when null; the subscription counts one
 * more failure in a row (since `outcome.lastAttemptAt` if it was not failing). Returns its counters.
 */
export async function recordFailure(
  tx: Executor,
  delivery: { id: string; subscriptionId: string },
  outcome: AttemptOutcome,
  retryInMs: number | null,
) {
  await tx
    .update(webhookDeliveries)
    .set(
      retryInMs === null
        ? { ...outcome, status: 'FAILED' }
        : { ...outcome, nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})` },
    )
    .where(eq(webhookDeliveries.id, delivery.id));
  const [counters] = await tx
    .update(webhookSubscriptions)
    .set({
      consecutiveFailures: sql`${webhookSubscriptions.consecutiveFailures} + 1`,
      failingSince: sql`coalesce(${webhookSubscriptions.failingSince}, ${outcome.lastAttemptAt.toISOString()}::timestamptz)`,
    })
    .where(eq(webhookSubscriptions.id, delivery.subscriptionId))
    .returning({
      failures: webhookSubscriptions.consecutiveFailures,
      failingSince: webhookSubscriptions.failingSince,
      status: webhookSubscriptions.status,
    });
  return counters ?? null;
}

/** DISABLED by the system with `reason`, if still ACTIVE. */
export async function disableSubscription(tx: Executor, subscriptionId: string, reason: string): Promise<void> {
  await tx
    .update(webhookSubscriptions)
    .set({ status: 'DISABLED', disabledReason: reason, updatedAt: sql`now()` })
    .where(and(eq(webhookSubscriptions.id, subscriptionId), eq(webhookSubscriptions.status, 'ACTIVE')));
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
