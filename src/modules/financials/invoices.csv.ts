import { csvDocument } from '../../platform/csv.js';
import type { invoiceSummaryView } from './invoices.view.js';

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

/** One line per invoice, the fields of the list; amounts as plain numbers (cents exact). */
export function invoicesCsv(invoices: ReadonlyArray<ReturnType<typeof invoiceSummaryView>>): string {
  return csvDocument(
    HEADER,
    invoices.map((invoice) => [
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
    ]),
  );
}
