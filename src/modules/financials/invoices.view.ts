import { numericToNumber } from '../../platform/money.js';
import {
  centsToNumber,
  decimalToScaled,
  formatInvoiceNumber,
  paymentStatus,
  reportedStatus,
  type InvoiceStatus,
} from './invoice.rules.js';
import type { SellerSnapshot } from './billing-profile.rules.js';
import type { InvoiceItemRow, InvoiceRow, StatusChangeRow } from './invoices.repository.js';

const cents = (value: string) => centsToNumber(decimalToScaled(value, 2));

export function invoiceSummaryView(row: InvoiceRow, today: string) {
  const stored = row.status as InvoiceStatus;
  return {
    id: row.id,
    number: formatInvoiceNumber(row.number),
    projectId: row.projectId,
    clientName: row.clientName,
    buyerAddress: row.buyerAddress,
    buyerTaxId: row.buyerTaxId,
    buyerEmail: row.buyerEmail,
    servicePeriodFrom: row.servicePeriodFrom,
    servicePeriodTo: row.servicePeriodTo,
    purchaseOrder: row.purchaseOrder,
    paymentTermsDays: row.paymentTermsDays,
    paymentTerms: row.paymentTerms,
    taxNote: row.taxNote,
    currency: row.currency,
    dueDate: row.dueDate,
    notes: row.notes,
    taxPercent: numericToNumber(row.taxPercent)!,
    subtotal: cents(row.subtotal),
    taxAmount: cents(row.taxAmount),
    total: cents(row.total),
    status: reportedStatus(stored, row.dueDate, today),
    paymentStatus: paymentStatus(stored),
    issuedAt: row.issuedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function invoiceView(
  row: InvoiceRow,
  items: InvoiceItemRow[],
  history: StatusChangeRow[],
  timeEntryCount: number,
  today: string,
) {
  const { logoKey, ...seller } = row.seller ?? { logoKey: null };
  return {
    ...invoiceSummaryView(row, today),
    seller: row.seller ? { ...(seller as Omit<SellerSnapshot, 'logoKey'>), hasLogo: logoKey !== null } : null,
    timeEntryCount,
    items: items.map((item) => ({
      id: item.id,
      description: item.description,
      quantity: Number(item.quantity),
      unitPrice: cents(item.unitPrice),
      amount: cents(item.amount),
    })),
    statusHistory: history.map((change) => ({
      fromStatus: change.fromStatus as InvoiceStatus | null,
      toStatus: change.toStatus as InvoiceStatus,
      changedByMemberId: change.changedByMemberId,
      changedAt: change.changedAt.toISOString(),
    })),
  };
}
