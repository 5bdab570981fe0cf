import { z } from 'zod';
import type { TenantContext } from '../../platform/auth/context.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { decodeCursor, toPage } from '../../platform/http/pagination.js';
import { newId } from '../../platform/ids.js';
import {
  countSubscriptions,
  deleteSubscription,
  findDelivery,
  findSubscription,
  insertDelivery,
  insertEvent,
  insertSubscription,
  listSubscriptions,
  lockOrganizationWebhooks,
  pageDeliveries,
  permissionNeededFor,
  TEST_EVENT,
  updateSubscription,
  type DeliveryRow,
  type SubscriptionRow,
} from '../webhook-outbox/index.js';
import { activePermissionsOf } from './webhooks.creator.js';
import { PAYLOAD_PERMISSIONS } from './webhooks.payload.js';
import type { CreateWebhookInput, ListDeliveriesQuery, UpdateWebhookInput } from './webhooks.schemas.js';
import { newWebhookSecret } from './webhooks.signing.js';
import { hostOf, resolveSafely, UnsafeTargetError, urlProblem } from './webhooks.ssrf.js';
import type { WebhookSecrets } from './webhooks.secrets.js';

/** Subscriptions per organization: enough for every integration, few enough to bound fan-out. */
const MAX_SUBSCRIPTIONS = 20;

const cursorShape = z.object({ createdAt: z.iso.datetime({ offset: true }), id: z.uuid() });
const webhookNotFound = (id: string) => errors.notFound('Webhook', id);

function webhookView(row: SubscriptionRow, now: Date) {
  const overlapping = row.previousSecretExpiresAt !== null && row.previousSecretExpiresAt > now;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    status: row.status,
    disabledReason: row.disabledReason,
    consecutiveFailures: row.consecutiveFailures,
    failingSince: row.failingSince?.toISOString() ?? null,
    previousSecretExpiresAt: overlapping ? row.previousSecretExpiresAt!.toISOString() : null,
    createdByMemberId: row.createdByMemberId,
    createdByApiKeyId: row.createdByApiKeyId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function deliveryView(row: DeliveryRow) {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    durationMs: row.durationMs,
    error: row.error,
    nextAttemptAt: row.status === 'PENDING' ? row.nextAttemptAt.toISOString() : null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Refuses (400) a URL that is not https, or whose host is not public. One answer for an internal
 * host and one that does not resolve, naming no address (webhooks.ssrf.ts, UnsafeTargetError).
 */
async function checkTarget(raw: string, allowPrivate: boolean) {
  const problem = urlProblem(raw, allowPrivate);
  if (problem) throw errors.validation(`The webhook URL ${problem}`, [{ field: 'body.url', message: problem }]);
  try {
    await resolveSafely(hostOf(new URL(raw)), allowPrivate);
  } catch (error) {
    if (!(error instanceof UnsafeTargetError)) throw error;
    throw errors.validation(
      `The webhook URL is not allowed: ${error.message}`,
      [{ field: 'body.url', message: 'must be a public internet address' }],
      'Use a publicly reachable https:// address; internal targets need WEBHOOK_ALLOW_PRIVATE_TARGETS=true on the server (docs/webhooks.md).',
    );
  }
}

/** Each event takes the permission by which its subscriber sees every object of the kind (webhook-outbox.events.ts). */
function checkEventsVisible(ctx: TenantContext, events: readonly string[]) {
  const missing = new Map<string, string>();
  for (const type of events) {
    const needed = permissionNeededFor(type);
    if (needed !== null && !ctx.permissions.has(needed)) missing.set(type, needed);
  }
  if (missing.size === 0) return;
  throw errors.forbidden(
    'FORBIDDEN',
    `Your role cannot see what these events carry: ${[...missing.keys()].join(', ')}`,
    `They need ${[...new Set(missing.values())].map((permission) => `'${permission}'`).join(', ')}; leave them out or ask an Owner to subscribe.`,
  );
}

export function createWebhooksService(db: Db, clock: Clock, allowPrivate: boolean, secrets: WebhookSecrets) {
  /**
   * Sending a webhook somewhere else needs seeing what it shows: its payloads follow its creator
   * (or the key it was made with), so a caller who may see less must not redirect them to itself.
   */
  async function checkMayRedirect(ctx: TenantContext, row: SubscriptionRow) {
    const shown = await activePermissionsOf(
      db,
      { orgId: row.orgId, memberId: row.createdByMemberId, apiKeyId: row.createdByApiKeyId },
      clock.now(),
    );
    const needed = new Set<string>([
      ...PAYLOAD_PERMISSIONS,
      ...row.events.flatMap((type) => permissionNeededFor(type) ?? []),
    ]);
    const held: ReadonlySet<string> = ctx.permissions;
    const missing = [...needed].filter((permission) => shown.has(permission) && !held.has(permission));
    if (missing.length === 0) return;
    throw errors.forbidden(
      'FORBIDDEN',
      'This webhook shows more than you may see, so you cannot send it elsewhere',
      `Its payloads use ${missing.map((permission) => `'${permission}'`).join(', ')}, which you lack; ask an Owner to change its URL, or create a webhook of your own.`,
    );
  }

  async function existing(ctx: TenantContext, id: string) {
    const row = await findSubscription(db, ctx.orgId, id);
    if (!row) throw webhookNotFound(id);
    return row;
  }

  return {
    async create(ctx: TenantContext, input: CreateWebhookInput) {
      checkEventsVisible(ctx, input.events);
      await checkTarget(input.url, allowPrivate);
      const id = newId();
      const secret = newWebhookSecret();
      await db.transaction(async (tx) => {
        await lockOrganizationWebhooks(tx, ctx.orgId);
        const count = await countSubscriptions(tx, ctx.orgId);
        if (count >= MAX_SUBSCRIPTIONS) {
          throw errors.validation(
            `The organization has ${count} webhooks, the most allowed`,
            [{ field: 'body.url', message: `at most ${MAX_SUBSCRIPTIONS} webhooks per organization` }],
            'Delete a webhook you no longer use, or add events to an existing one.',
          );
        }
        await insertSubscription(tx, {
          id,
          orgId: ctx.orgId,
          createdByMemberId: ctx.memberId,
          createdByApiKeyId: ctx.apiKey?.id ?? null,
          url: input.url,
          description: input.description ?? null,
          events: input.events,
          secret: secrets.seal(secret, ctx.orgId),
        });
      });
      return { ...webhookView((await findSubscription(db, ctx.orgId, id))!, clock.now()), secret };
    },

    async list(ctx: TenantContext) {
      const now = clock.now();
      return { items: (await listSubscriptions(db, ctx.orgId)).map((row) => webhookView(row, now)) };
    },

    async get(ctx: TenantContext, id: string) {
      return webhookView(await existing(ctx, id), clock.now());
    },

    async update(ctx: TenantContext, id: string, input: UpdateWebhookInput) {
      const row = await existing(ctx, id);
      if (input.events) checkEventsVisible(ctx, input.events);
      if (input.url !== undefined && input.url !== row.url) await checkMayRedirect(ctx, row);
      if (input.url !== undefined) await checkTarget(input.url, allowPrivate);
      await updateSubscription(db, ctx.orgId, id, {
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.events !== undefined ? { events: input.events } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        // Enabling again starts a fresh count of failures.
        ...(input.status === 'ACTIVE'
          ? { status: 'ACTIVE', disabledReason: null, consecutiveFailures: 0, failingSince: null }
          : {}),
        ...(input.status === 'DISABLED' ? { status: 'DISABLED', disabledReason: null } : {}),
      });
      return webhookView((await findSubscription(db, ctx.orgId, id))!, clock.now());
    },

    async remove(ctx: TenantContext, id: string) {
      await existing(ctx, id);
      await deleteSubscription(db, ctx.orgId, id);
      return { id, deleted: true as const };
    },

    /** A new secret; the old one keeps signing alongside it for the overlap, so receivers switch without a gap. */
    async rotateSecret(ctx: TenantContext, id: string, overlapHours: number) {
      const row = await existing(ctx, id);
      const now = clock.now();
      const secret = newWebhookSecret();
      await updateSubscription(db, ctx.orgId, id, {
        secret: secrets.seal(secret, ctx.orgId),
        // As stored: sealed, or (from before sealing) as issued; either signs during the overlap.
        previousSecret: overlapHours > 0 ? row.secret : null,
        previousSecretExpiresAt: overlapHours > 0 ? new Date(now.getTime() + overlapHours * 3_600_000) : null,
      });
      return { ...webhookView((await findSubscription(db, ctx.orgId, id))!, now), secret };
    },

    async deliveries(ctx: TenantContext, id: string, query: ListDeliveriesQuery) {
      await existing(ctx, id);
      const after = decodeCursor(query.cursor, cursorShape);
      const rows = await pageDeliveries(db, {
        orgId: ctx.orgId,
        subscriptionId: id,
        limit: query.limit,
        after: after && { createdAt: new Date(after.createdAt), id: after.id },
      });
      return toPage(rows, query.limit, (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id }), deliveryView);
    },

    /** The same event (and webhook-id) again, as a new delivery with attempts of its own. */
    async redeliver(ctx: TenantContext, id: string, deliveryId: string) {
      await existing(ctx, id);
      const original = await findDelivery(db, ctx.orgId, id, deliveryId);
      if (!original) throw errors.notFound('Webhook delivery', deliveryId);
      const newDeliveryId = newId();
      await insertDelivery(db, { id: newDeliveryId, orgId: ctx.orgId, subscriptionId: id, eventId: original.eventId });
      return deliveryView((await findDelivery(db, ctx.orgId, id, newDeliveryId))!);
    },

    /** A `webhook.test` event to this subscription alone, to check the receiver and its verification. */
    async sendTest(ctx: TenantContext, id: string) {
      await existing(ctx, id);
      const eventId = newId();
      const deliveryId = newId();
      await db.transaction(async (tx) => {
        await insertEvent(tx, {
          id: eventId,
          orgId: ctx.orgId,
          type: TEST_EVENT,
          data: { subscriptionId: id, message: 'This is a test delivery from Punchclock.' },
        });
        await insertDelivery(tx, { id: deliveryId, orgId: ctx.orgId, subscriptionId: id, eventId });
      });
      return deliveryView((await findDelivery(db, ctx.orgId, id, deliveryId))!);
    },
  };
}
