import { addDaysToDay, dayOf, type TimeZone } from '../../platform/dates.js';
import type { Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import type { ObjectStorage } from '../../platform/storage/index.js';
import { sellerSnapshot } from './billing-profile.service.js';
import { billedSpan } from './billing.repository.js';
import { nextInvoiceNumber, type InvoiceRow } from './invoices.repository.js';
import type { invoiceView } from './invoices.view.js';

/**
 * What first issuing an invoice fixes, in the issuing transaction: its number, issue instant, the
 * seller as the billing profile says now, and the due date (the one set, else the issue day plus
 * the payment-terms days). A due date before the issue day is refused: 409.
 */
export async function issueFields(executor: Executor, row: InvoiceRow, now: Date, zone: TimeZone) {
  const issueDay = dayOf(now, zone);
  const dueDate = row.dueDate ?? (row.paymentTermsDays === null ? null : addDaysToDay(issueDay, row.paymentTermsDays));
  if (dueDate !== null && dueDate < issueDay)
    throw errors.conflict(
      'INVALID_INVOICE_TRANSITION',
      `Invoice '${row.id}' would be issued on ${issueDay}, after its due date ${dueDate}`,
      'Change the due date (PATCH /financials/invoices/{invoiceId}) to the issue day or later, or clear it to take it from the payment terms.',
    );
  return {
    number: await nextInvoiceNumber(executor, row.orgId),
    issuedAt: now,
    dueDate,
    seller: await sellerSnapshot(executor, row.orgId),
  };
}

/** The days of the invoice's billed time in the organization's zone: its default service period. */
export async function billedPeriod(executor: Executor, orgId: string, invoiceId: string, zone: TimeZone) {
  const span = await billedSpan(executor, orgId, invoiceId);
  if (!span) return null;
  // An entry ending at midnight ends on the day before.
  return { from: dayOf(span.start, zone), to: dayOf(new Date(span.end.getTime() - 1), zone) };
}

/**
 * What the PDF draws: the invoice, its issue day in the organization's zone, and the seller (the
 * snapshot of an issued invoice; the billing profile as it is for a draft never issued), with the
 * logo's bytes, so the worker thread needs nothing else.
 */
export async function invoiceDocument(
  executor: Executor,
  storage: ObjectStorage,
  invoice: ReturnType<typeof invoiceView> & { paymentUrl: string | null },
  row: InvoiceRow,
  context: { organizationName: string; zone: TimeZone },
) {
  const { logoKey, ...seller } = row.seller ?? (await sellerSnapshot(executor, row.orgId));
  const logo = logoKey ? await storage.get(logoKey) : null;
  return {
    ...invoice,
    organizationName: context.organizationName,
    issueDate: row.issuedAt ? dayOf(row.issuedAt, context.zone) : null,
    seller: { ...seller, legalName: seller.legalName ?? context.organizationName },
    logo: logo ? new Uint8Array(logo) : null,
  };
}

export type InvoiceDocument = Awaited<ReturnType<typeof invoiceDocument>>;
