import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/index.js';
import { invoices } from '../financials/index.js';

/**
 * An organization's payment processor (docs/integrations.md, "Online payments"): one per
 * organization. The keys are sealed at rest (payments.crypto.ts); only their last four characters
 * are ever shown. Replacing the keys keeps the id, so the webhook URL the processor calls stays.
 */
export const paymentConnections = pgTable(
  'payment_connections',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id')
      .notNull()
      .unique('payment_connections_org_unique')
      .references(() => organizations.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'stripe'>().notNull(),
    secretKeySealed: text('secret_key_sealed').notNull(),
    secretKeyLast4: text('secret_key_last4').notNull(),
    /** Null until the organization has created the endpoint in Stripe and given its signing secret. */
    webhookSecretSealed: text('webhook_secret_sealed'),
    accountId: text('account_id').notNull(),
    accountName: text('account_name'),
    livemode: text('livemode').$type<'live' | 'test'>().notNull(),
    /** A record, not a reference; processor-made status changes are accounted to this member. */
    connectedByMemberId: uuid('connected_by_member_id').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('payment_connections_provider_check', sql`${table.provider} in ('stripe')`),
    check('payment_connections_livemode_check', sql`${table.livemode} in ('live', 'test')`),
  ],
);

/**
 * Every processor event handled, by its id in each organization: inserted in the transaction that
 * applies it, so an event delivered twice (or at once by two instances) is applied exactly once.
 * The key includes the organization: two organizations connected to the same Stripe account both
 * receive the same event id, and each applies it to its own invoices
 * (docs/decisions/invoices-and-money/processor-events-per-organization.md).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** What it did: applied, or why it changed nothing (docs/integrations.md). */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ name: 'payment_events_pk', columns: [table.orgId, table.provider, table.eventId] })],
);

/**
 * Money the processor reports for an invoice: payments, refunds (the charge's cumulative refunded
 * amount) and disputes, in the currency's minor units as the processor counts them. One row per
 * processor object (payment intent, charge, dispute), so two events about one object never add up.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    provider: text('provider').notNull(),
    kind: text('kind').$type<'PAYMENT' | 'REFUND' | 'DISPUTE'>().notNull(),
    /** The processor's id: payment intent (PAYMENT), charge (REFUND), dispute (DISPUTE). */
    reference: text('reference').notNull(),
    /** The payment a refund or dispute takes back (payment intent id). */
    paymentReference: text('payment_reference'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** A dispute's state as the processor last said (e.g. needs_response, won, lost). */
    status: text('status'),
    /**
     * What a person should look at (payments only): OVERPAYMENT, more than was still due (an
     * invoice paid twice, or above its total); CURRENCY_MISMATCH, paid in another currency than
     * the invoice's, so not counted towards it. Null: nothing unusual.
     */
    flag: text('flag').$type<'OVERPAYMENT' | 'CURRENCY_MISMATCH'>(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The processor's creation time of the last event applied: an older event arriving later changes nothing. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    foreignKey({
      name: 'invoice_payments_invoice_fk',
      columns: [table.orgId, table.invoiceId],
      foreignColumns: [invoices.orgId, invoices.id],
    }).onDelete('cascade'),
    unique('invoice_payments_reference_unique').on(table.orgId, table.provider, table.kind, table.reference),
    index('invoice_payments_invoice_idx').on(table.orgId, table.invoiceId, table.occurredAt),
    check('invoice_payments_kind_check', sql`${table.kind} in ('PAYMENT', 'REFUND', 'DISPUTE')`),
    check('invoice_payments_amount_check', sql`${table.amountMinor} >= 0`),
    check('invoice_payments_flag_check', sql`${table.flag} in ('OVERPAYMENT', 'CURRENCY_MISMATCH')`),
  ],
);
