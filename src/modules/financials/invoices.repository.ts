import { and, asc, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { newId } from '../../platform/ids.js';
import { projects } from '../projects/index.js';
import { invoiceCounters, invoiceItems, invoices, invoiceStatusChanges } from './financials.tables.js';
import type { InvoiceStatus } from './invoice.rules.js';
import type { SellerSnapshot } from './billing-profile.rules.js';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceItemRow = typeof invoiceItems.$inferSelect;
export type StatusChangeRow = typeof invoiceStatusChanges.$inferSelect;

/** The buyer, period and terms fields (docs/financials.md, "Billing details"); absent means null. */
export interface BillingDetails {
  buyerAddress?: string | null;
  buyerTaxId?: string | null;
  buyerEmail?: string | null;
  servicePeriodFrom?: string | null;
  servicePeriodTo?: string | null;
  purchaseOrder?: string | null;
  paymentTermsDays?: number | null;
  paymentTerms?: string | null;
  taxNote?: string | null;
}

interface InvoiceValues extends BillingDetails {
  projectId: string | null;
  clientName: string;
  currency: string;
  dueDate: string | null;
  notes: string | null;
  taxPercent: string;
  subtotal: string;
  taxAmount: string;
  total: string;
}

export interface ItemValues {
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
}

export async function projectExists(executor: Executor, orgId: string, projectId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.orgId, orgId), eq(projects.id, projectId)));
  return row !== undefined;
}

export async function insertInvoice(
  executor: Executor,
  orgId: string,
  values: InvoiceValues,
  createdByMemberId: string,
  now: Date,
): Promise<string> {
  const id = newId();
  await executor
    .insert(invoices)
    .values({ id, orgId, ...values, status: 'DRAFT', createdByMemberId, createdAt: now, updatedAt: now });
  return id;
}

export async function updateInvoice(
  executor: Executor,
  orgId: string,
  invoiceId: string,
  values: Partial<InvoiceValues> & {
    status?: InvoiceStatus;
    number?: number;
    issuedAt?: Date;
    paidAt?: Date | null;
    seller?: SellerSnapshot;
  },
  now: Date,
) {
  await executor
    .update(invoices)
    .set({ ...values, updatedAt: now })
    .where(and(eq(invoices.orgId, orgId), eq(invoices.id, invoiceId)));
}

export async function replaceItems(executor: Executor, orgId: string, invoiceId: string, items: ItemValues[]) {
  await executor.delete(invoiceItems).where(and(eq(invoiceItems.orgId, orgId), eq(invoiceItems.invoiceId, invoiceId)));
  if (items.length === 0) return;
  await executor
    .insert(invoiceItems)
    .values(items.map((item, position) => ({ id: newId(), orgId, invoiceId, position, ...item })));
}

export async function deleteInvoice(executor: Executor, orgId: string, invoiceId: string) {
  await executor.delete(invoices).where(and(eq(invoices.orgId, orgId), eq(invoices.id, invoiceId)));
}

export async function findInvoice(executor: Executor, orgId: string, invoiceId: string): Promise<InvoiceRow | null> {
  const [row] = await executor
    .select()
    .from(invoices)
    .where(and(eq(invoices.orgId, orgId), eq(invoices.id, invoiceId)));
  return row ?? null;
}

export async function lockInvoice(executor: Executor, orgId: string, invoiceId: string): Promise<InvoiceRow | null> {
  const [row] = await executor
    .select()
    .from(invoices)
    .where(and(eq(invoices.orgId, orgId), eq(invoices.id, invoiceId)))
    .for('update');
  return row ?? null;
}

export function itemsOf(executor: Executor, orgId: string, invoiceId: string): Promise<InvoiceItemRow[]> {
  return executor
    .select()
    .from(invoiceItems)
    .where(and(eq(invoiceItems.orgId, orgId), eq(invoiceItems.invoiceId, invoiceId)))
    .orderBy(asc(invoiceItems.position));
}

export function historyOf(executor: Executor, orgId: string, invoiceId: string): Promise<StatusChangeRow[]> {
  return executor
    .select()
    .from(invoiceStatusChanges)
    .where(and(eq(invoiceStatusChanges.orgId, orgId), eq(invoiceStatusChanges.invoiceId, invoiceId)))
    .orderBy(asc(invoiceStatusChanges.changedAt), asc(invoiceStatusChanges.id));
}

export async function recordStatusChange(
  executor: Executor,
  orgId: string,
  invoiceId: string,
  change: { fromStatus: InvoiceStatus | null; toStatus: InvoiceStatus; changedByMemberId: string },
  now: Date,
) {
  await executor.insert(invoiceStatusChanges).values({ id: newId(), orgId, invoiceId, ...change, changedAt: now });
}

/**
 * The organization's next invoice number. The upsert takes the counter row's lock until the
 * caller's transaction ends, so concurrent issuers wait in line, and a rolled-back transaction
 * gives its number back: no gaps, no duplicates.
 */
export async function nextInvoiceNumber(executor: Executor, orgId: string): Promise<number> {
  const [row] = await executor
    .insert(invoiceCounters)
    .values({ orgId, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.orgId, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return row!.lastNumber;
}

interface InvoiceFilter {
  status?: InvoiceStatus;
  client?: string;
  projectId?: string;
  /** Created at or after. */
  from?: Date;
  /** Created before. */
  until?: Date;
  /** Keyset: ids below this one (ids are time-ordered UUIDv7, newest first). */
  beforeId?: string;
  today: string;
  limit: number;
}

/** The stored-status condition for a reported status (OVERDUE is also SENT past its due day). */
function reportedStatusIs(status: InvoiceStatus, today: string): SQL | undefined {
  const pastDue = and(eq(invoices.status, 'SENT'), lt(invoices.dueDate, today));
  if (status === 'OVERDUE') return or(eq(invoices.status, 'OVERDUE'), pastDue);
  if (status === 'SENT')
    return and(eq(invoices.status, 'SENT'), or(isNull(invoices.dueDate), gte(invoices.dueDate, today)));
  return eq(invoices.status, status);
}

export function listInvoices(executor: Executor, orgId: string, filter: InvoiceFilter): Promise<InvoiceRow[]> {
  return executor
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.orgId, orgId),
        filter.status === undefined ? undefined : reportedStatusIs(filter.status, filter.today),
        filter.client === undefined ? undefined : sql`lower(${invoices.clientName}) = lower(${filter.client})`,
        filter.projectId === undefined ? undefined : eq(invoices.projectId, filter.projectId),
        filter.from === undefined ? undefined : gte(invoices.createdAt, filter.from),
        filter.until === undefined ? undefined : lt(invoices.createdAt, filter.until),
        filter.beforeId === undefined ? undefined : lt(invoices.id, filter.beforeId),
      ),
    )
    .orderBy(desc(invoices.id))
    .limit(filter.limit + 1);
}
