import type { Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';

/** The invoice an entry is billed on. */
export interface InvoiceRef {
  invoiceId: string;
  /** null while the invoice is a DRAFT that was never issued. */
  number: string | null;
}

/**
 * "Is this entry on a live invoice?" Invoices bill time entries, so the financials module depends
 * on this one and this module cannot import it; app.ts plugs the financials module's reader in.
 * A live invoice is one that is neither deleted nor CANCELLED (both free the entries again).
 */
export interface InvoicedEntries {
  /** Of `entryIds`, those on a live invoice, with that invoice. Entries on none are absent. */
  invoicesOf(executor: Executor, orgId: string, entryIds: string[]): Promise<Map<string, InvoiceRef>>;
}

/**
 * 409 when any of the entries is on a live invoice: what was billed must stay what is recorded.
 * Call it after locking the entries (FOR UPDATE), so an invoice being built at the same time
 * either sees the change or is seen here.
 */
export async function assertNotInvoiced(
  invoiced: InvoicedEntries,
  executor: Executor,
  orgId: string,
  entryIds: string[],
  verb: string,
) {
  const billed = await invoiced.invoicesOf(executor, orgId, entryIds);
  const [entryId, invoice] = [...billed][0] ?? [];
  if (!entryId || !invoice) return;
  const name = invoice.number ?? `draft ${invoice.invoiceId}`;
  throw errors.conflict(
    'ENTRY_LOCKED_BY_INVOICE',
    `Time entry '${entryId}' is billed on invoice ${name}; you cannot ${verb} it`,
    `Cancel the invoice (PATCH /financials/invoices/${invoice.invoiceId}/status with CANCELLED; a PAID invoice goes back to SENT first) or delete it while it is a never-issued DRAFT; that frees its time.`,
  );
}
