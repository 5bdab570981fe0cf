import { and, eq, inArray } from 'drizzle-orm';
import type { InvoicedEntries, InvoiceRef } from '../time/index.js';
import { formatInvoiceNumber } from './invoice.rules.js';
import { invoices, invoiceTimeEntries } from './financials.tables.js';

/**
 * The time module's "is this entry on a live invoice?" port. A link exists exactly while the
 * invoice is live: deleting the draft or cancelling the invoice removes its links.
 */
export const invoicedEntriesReader: InvoicedEntries = {
  async invoicesOf(executor, orgId, entryIds) {
    const billed = new Map<string, InvoiceRef>();
    if (entryIds.length === 0) return billed;
    const rows = await executor
      .select({ entryId: invoiceTimeEntries.timeEntryId, invoiceId: invoices.id, number: invoices.number })
      .from(invoiceTimeEntries)
      .innerJoin(
        invoices,
        and(eq(invoices.orgId, invoiceTimeEntries.orgId), eq(invoices.id, invoiceTimeEntries.invoiceId)),
      )
      .where(and(eq(invoiceTimeEntries.orgId, orgId), inArray(invoiceTimeEntries.timeEntryId, entryIds)))
      .orderBy(invoiceTimeEntries.timeEntryId);
    for (const row of rows)
      billed.set(row.entryId, { invoiceId: row.invoiceId, number: formatInvoiceNumber(row.number) });
    return billed;
  },
};
