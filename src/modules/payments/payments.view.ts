import { minorToAmount } from './payments.money.js';
import type { InvoicePaymentRow } from './payments.repository.js';

/**
 * Dispute states in which the money stays with the organization (Stripe's dispute statuses): a
 * won dispute, or an inquiry closed or prevented without a chargeback. Any other state (open,
 * under review, lost) counts as disputed: the money went back to the client or may.
 */
const SETTLED_FOR_US = new Set(['won', 'warning_closed', 'prevented']);

const round = (value: number) => Math.round(value * 1000) / 1000;

export function invoicePaymentsView(invoice: { id: string; currency: string }, rows: InvoicePaymentRow[]) {
  const sum = (kind: InvoicePaymentRow['kind'], counts: (row: InvoicePaymentRow) => boolean = () => true) =>
    round(
      rows
        .filter((row) => row.kind === kind && row.currency === invoice.currency && counts(row))
        .reduce((total, row) => total + minorToAmount(row.amountMinor, row.currency), 0),
    );
  return {
    invoiceId: invoice.id,
    currency: invoice.currency,
    paid: sum('PAYMENT'),
    refunded: sum('REFUND'),
    disputed: sum('DISPUTE', (row) => !SETTLED_FOR_US.has(row.status ?? '')),
    records: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      provider: row.provider,
      reference: row.reference,
      paymentReference: row.paymentReference,
      amount: minorToAmount(row.amountMinor, row.currency),
      currency: row.currency,
      status: row.status,
      flag: row.flag,
      occurredAt: row.occurredAt.toISOString(),
    })),
  };
}
