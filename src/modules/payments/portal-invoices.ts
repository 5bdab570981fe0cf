import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { formatInvoiceNumber, invoices, type InvoiceStatus, type InvoicePaymentLinks } from '../financials/index.js';
import type { PortalInvoiceReader } from '../projects/index.js';

/** The shared project's invoices a client can pay now, with their pay links, for the client portal. */
export function createPortalInvoices(links: InvoicePaymentLinks): PortalInvoiceReader {
  return {
    async payable(executor: Executor, orgId: string, projectId: string) {
      const rows = await executor
        .select()
        .from(invoices)
        .where(
          and(
            eq(invoices.orgId, orgId),
            eq(invoices.projectId, projectId),
            inArray(invoices.status, ['SENT', 'OVERDUE']),
          ),
        )
        .orderBy(asc(invoices.dueDate), asc(invoices.id))
        .limit(50);
      const listed = await Promise.all(
        rows.map(async (row) => {
          const paymentUrl = await links.urlOf(executor, orgId, { id: row.id, status: row.status as InvoiceStatus });
          return paymentUrl
            ? {
                number: formatInvoiceNumber(row.number),
                total: Number(row.total),
                currency: row.currency,
                dueDate: row.dueDate,
                paymentUrl,
              }
            : null;
        }),
      );
      return listed.filter((invoice) => invoice !== null);
    },
  };
}
