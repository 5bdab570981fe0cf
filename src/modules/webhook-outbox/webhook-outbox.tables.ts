import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/index.js';

/**
 * Webhook subscriptions (docs/webhooks.md). The signing secret is stored sealed (webhooks.secrets.ts):
 * signing needs it back, unlike an API key, which only needs to be recognised. During a rotation
 * the previous secret signs alongside the new one until `previousSecretExpiresAt`.
 */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /**
     * Whose view of the data the payloads follow (docs/webhooks.md, "What a payload shows"). No
     * foreign key: the members module records webhook events here, so this module cannot depend on it; a
     * creator no longer active in the organization sees least (no money, no invoice events).
     */
    createdByMemberId: uuid('created_by_member_id').notNull(),
    /**
     * The API key it was created with, if any: payloads then follow what that key may see (its
     * permissions within its member's, as a request with it would), and stop as for an inactive
     * creator once the key is revoked or expired. No foreign key, for the same reason as above.
     */
    createdByApiKeyId: uuid('created_by_api_key_id'),
    url: text('url').notNull(),
    description: text('description'),
    events: text('events').array().notNull(),
    status: text('status').$type<'ACTIVE' | 'DISABLED'>().notNull().default('ACTIVE'),
    disabledReason: text('disabled_reason'),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    /** Failed attempts since the last success, and when that run of failures began. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('webhook_subscriptions_org_id_unique').on(table.orgId, table.id),
    index('webhook_subscriptions_org_idx').on(table.orgId, table.createdAt, table.id),
    check('webhook_subscriptions_status_check', sql`${table.status} in ('ACTIVE', 'DISABLED')`),
  ],
);

/** One change, as it happened: written in the transaction of the change (the outbox). */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The changed object rendered in full; each delivery narrows it to its subscription creator's view. */
    data: jsonb('data').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('webhook_events_org_id_unique').on(table.orgId, table.id)],
);

/** One event for one subscription: the delivery log and the dispatcher's queue. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id').notNull(),
    subscriptionId: uuid('subscription_id').notNull(),
    eventId: uuid('event_id').notNull(),
    /** PENDING until SUCCEEDED, FAILED (out of attempts) or SKIPPED (subscription disabled, creator may no longer see it). */
    status: text('status').$type<'PENDING' | 'SUCCEEDED' | 'FAILED' | 'SKIPPED'>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this instant: the retry schedule, and the lease of a claimed delivery. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'webhook_deliveries_subscription_fk',
      columns: [table.orgId, table.subscriptionId],
      foreignColumns: [webhookSubscriptions.orgId, webhookSubscriptions.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'webhook_deliveries_event_fk',
      columns: [table.orgId, table.eventId],
      foreignColumns: [webhookEvents.orgId, webhookEvents.id],
    }).onDelete('cascade'),
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'PENDING'`),
    index('webhook_deliveries_log_idx').on(table.orgId, table.subscriptionId, table.createdAt, table.id),
    index('webhook_deliveries_event_idx').on(table.orgId, table.eventId),
    check('webhook_deliveries_status_check', sql`${table.status} in ('PENDING', 'SUCCEEDED', 'FAILED', 'SKIPPED')`),
  ],
);
