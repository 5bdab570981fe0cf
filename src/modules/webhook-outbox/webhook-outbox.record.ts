import { and, arrayContains, eq } from 'drizzle-orm';
import type { TenantContext } from '../../platform/auth/context.js';
import type { Executor } from '../../platform/db/index.js';
import { newId } from '../../platform/ids.js';
import { ALL_PERMISSIONS } from '../rbac/index.js';
import type { WebhookEventType } from './webhook-outbox.events.js';
import { webhookDeliveries, webhookEvents, webhookSubscriptions } from './webhook-outbox.tables.js';

/**
 * Records a webhook event in the transaction of the change (pass that transaction), with one
 * delivery per active subscription to its type: the event exists exactly when the change does,
 * and the webhooks module's dispatcher delivers it after commit. Nothing is written when nobody
 * subscribes. This is the writers' whole contact with webhooks: it sits below them, so they need
 * not depend on the delivery, which reads their modules (docs/architecture.md).
 * `data`: the object rendered in full (`webhookViewer`), or a function rendering it, called only
 * when someone subscribes; each delivery narrows it to its subscription creator's permissions.
 */
export async function recordWebhookEvent(
  tx: Executor,
  orgId: string,
  type: WebhookEventType,
  data: object | null | (() => Promise<unknown>),
): Promise<void> {
  const subscribers = await tx
    .select({ id: webhookSubscriptions.id })
    .from(webhookSubscriptions)
    .where(
      and(
        eq(webhookSubscriptions.orgId, orgId),
        eq(webhookSubscriptions.status, 'ACTIVE'),
        arrayContains(webhookSubscriptions.events, [type]),
      ),
    );
  if (subscribers.length === 0) return;
  const eventId = newId();
  const rendered: unknown = typeof data === 'function' ? await (data as () => Promise<unknown>)() : data;
  await tx.insert(webhookEvents).values({ id: eventId, orgId, type, data: rendered });
  await tx
    .insert(webhookDeliveries)
    .values(subscribers.map((subscription) => ({ id: newId(), orgId, subscriptionId: subscription.id, eventId })));
}

const EVERY_PERMISSION: ReadonlySet<string> = new Set(ALL_PERMISSIONS);

/** The caller's context seeing everything, to render an event's object in full (see recordWebhookEvent). */
export function webhookViewer(ctx: TenantContext): TenantContext {
  return { ...ctx, permissions: EVERY_PERMISSION as TenantContext['permissions'] };
}
