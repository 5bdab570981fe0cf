import { csvDocument } from '../../platform/csv.js';
import type { InvoiceRow } from './invoices.repository.js';
import { invoiceSummaryView } from './invoices.view.js';

const HEADER = [
  'id',
  'number',
  'status',
  'paymentStatus',
  'clientName',
  'projectId',
  'currency',
  'subtotal',
  'taxPercent',
  'taxAmount',
  'total',
  'dueDate',
  'issuedAt',
  'paidAt',
  'createdAt',
  'notes',
] as const;

/**
 * One line per invoice, the fields of the list; amounts as plain numbers (cents exact). The views
 * are made as the lines are written, so csvDocument's slices cover that work too.
 */
export function invoicesCsv(rows: readonly InvoiceRow[], today: string): Promise<string> {
  function* lines() {
    for (const row of rows) {
      const invoice = invoiceSummaryView(row, today);
      yield [
        invoice.id,
        invoice.number,
        invoice.status,
        invoice.paymentStatus,
        invoice.clientName,
        invoice.projectId,
        invoice.currency,
        invoice.subtotal,
        invoice.taxPercent,
        invoice.taxAmount,
        invoice.total,
        invoice.dueDate,
        invoice.issuedAt,
        invoice.paidAt,
        invoice.createdAt,
        invoice.notes,
      ];
    }
  }
  return csvDocument(HEADER, lines());
}
