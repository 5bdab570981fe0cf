import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { newId } from '../../platform/ids.js';
import { invoices } from '../financials/index.js';
import { invoicePayments, paymentConnections, paymentEvents } from './payments.tables.js';

export type ConnectionRow = typeof paymentConnections.$inferSelect;
export type InvoicePaymentRow = typeof invoicePayments.$inferSelect;
type PaymentKind = InvoicePaymentRow['kind'];

export async function findConnection(executor: Executor, orgId: string): Promise<ConnectionRow | null> {
  const [row] = await executor.select().from(paymentConnections).where(eq(paymentConnections.orgId, orgId));
  return row ?? null;
}

export async function findConnectionById(executor: Executor, id: string): Promise<ConnectionRow | null> {
  const [row] = await executor.select().from(paymentConnections).where(eq(paymentConnections.id, id));
  return row ?? null;
}

/** Connects or replaces the keys; a replacement keeps the id, so the processor's webhook URL stays. */
export async function saveConnection(executor: Executor, values: Omit<ConnectionRow, 'id'>): Promise<ConnectionRow> {
  const { orgId: _orgId, ...changes } = values;
  const [row] = await executor
    .insert(paymentConnections)
    .values({ id: newId(), ...values })
    .onConflictDoUpdate({ target: paymentConnections.orgId, set: changes })
    .returning();
  return row!;
}

export async function deleteConnection(executor: Executor, orgId: string): Promise<boolean> {
  const rows = await executor
    .delete(paymentConnections)
    .where(eq(paymentConnections.orgId, orgId))
    .returning({ id: paymentConnections.id });
  return rows.length > 0;
}

/**
 * Claims a processor event for this transaction in the organization: false when it was handled
 * there before (or is being handled by another instance, which holds the key until it commits or
 * rolls back). Another organization receiving the same event id claims its own.
 */
export async function claimEvent(
  tx: Executor,
  event: { provider: string; eventId: string; orgId: string; type: string; receivedAt: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({ ...event, outcome: 'PENDING' })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return rows.length > 0;
}

export async function settleEvent(
  tx: Executor,
  event: { orgId: string; provider: string; eventId: string },
  outcome: string,
) {
  await tx
    .update(paymentEvents)
    .set({ outcome })
    .where(
      and(
        eq(paymentEvents.orgId, event.orgId),
        eq(paymentEvents.provider, event.provider),
        eq(paymentEvents.eventId, event.eventId),
      ),
    );
}

/** An issued invoice by id in any organization, for the pay link (whose signature then names the organization). */
export async function findInvoiceAnywhere(executor: Executor, invoiceId: string) {
  const [row] = await executor.select().from(invoices).where(eq(invoices.id, invoiceId));
  return row ?? null;
}

/** The organization's invoice; `lock`: held until the transaction ends (FOR UPDATE). */
export async function findOwnInvoice(executor: Executor, orgId: string, invoiceId: string, lock = false) {
  const query = executor
    .select()
    .from(invoices)
    .where(and(eq(invoices.orgId, orgId), eq(invoices.id, invoiceId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function paymentsOf(executor: Executor, orgId: string, invoiceId: string): Promise<InvoicePaymentRow[]> {
  return executor
    .select()
    .from(invoicePayments)
    .where(and(eq(invoicePayments.orgId, orgId), eq(invoicePayments.invoiceId, invoiceId)))
    .orderBy(asc(invoicePayments.occurredAt), asc(invoicePayments.id));
}

/** The invoice a recorded payment (payment intent) belongs to, for a refund or dispute that does not say. */
export async function invoiceOfPayment(executor: Executor, orgId: string, provider: string, reference: string) {
  const [row] = await executor
    .select({ invoiceId: invoicePayments.invoiceId })
    .from(invoicePayments)
    .where(
      and(
        eq(invoicePayments.orgId, orgId),
        eq(invoicePayments.provider, provider),
        eq(invoicePayments.kind, 'PAYMENT'),
        eq(invoicePayments.reference, reference),
      ),
    );
  return row?.invoiceId ?? null;
}

interface Recorded {
  orgId: string;
  invoiceId: string;
  provider: string;
  kind: PaymentKind;
  reference: string;
  paymentReference: string | null;
  amountMinor: number;
  currency: string;
  status: string | null;
  occurredAt: Date;
  lastEventAt: Date;
  flag?: InvoicePaymentRow['flag'];
}

/** A payment: recorded once per payment intent; false when it already was. */
export async function recordPayment(tx: Executor, payment: Recorded): Promise<boolean> {
  const rows = await tx
    .insert(invoicePayments)
    .values({ id: newId(), ...payment })
    .onConflictDoNothing()
    .returning({ id: invoicePayments.id });
  return rows.length > 0;
}

/**
 * A refund or dispute: one row per processor object, kept at its newest state. A refunded amount
 * only grows (the processor reports it cumulatively), so the larger wins whatever the order; a
 * dispute's status is the one of the newest event.
 */
export async function recordChange(tx: Executor, change: Recorded) {
  const newer = sql`excluded.last_event_at >= ${invoicePayments.lastEventAt}`;
  await tx
    .insert(invoicePayments)
    .values({ id: newId(), ...change })
    .onConflictDoUpdate({
      target: [invoicePayments.orgId, invoicePayments.provider, invoicePayments.kind, invoicePayments.reference],
      set: {
        amountMinor:
          change.kind === 'REFUND'
            ? sql`greatest(${invoicePayments.amountMinor}, excluded.amount_minor)`
            : sql`case when ${newer} then excluded.amount_minor else ${invoicePayments.amountMinor} end`,
        status: sql`case when ${newer} then excluded.status else ${invoicePayments.status} end`,
        lastEventAt: sql`greatest(${invoicePayments.lastEventAt}, excluded.last_event_at)`,
      },
    });
}

/** What the processor has paid on an invoice, in its minor units, per currency. */
export async function paidMinor(executor: Executor, orgId: string, invoiceId: string, currency: string) {
  const [row] = await executor
    .select({ total: sql<string>`coalesce(sum(${invoicePayments.amountMinor}), 0)` })
    .from(invoicePayments)
    .where(
      and(
        eq(invoicePayments.orgId, orgId),
        eq(invoicePayments.invoiceId, invoiceId),
        eq(invoicePayments.kind, 'PAYMENT'),
        eq(invoicePayments.currency, currency),
      ),
    );
  return Number(row?.total ?? 0);
}
