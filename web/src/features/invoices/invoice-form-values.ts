// The invoice form works in strings, as people type; these turn them into the API's body and back,
// and add up the lines while they type (the server's totals are the ones stored).
import type { CreateInvoiceBody, Invoice } from './invoices-api';

export interface ItemValues {
  description: string;
  quantity: string;
  unitPrice: string;
}

export interface InvoiceFormValues {
  clientName: string;
  currency: string;
  dueDate: string;
  taxPercent: string;
  notes: string;
  buyerAddress: string;
  buyerTaxId: string;
  buyerEmail: string;
  servicePeriodFrom: string;
  servicePeriodTo: string;
  purchaseOrder: string;
  paymentTerms: string;
  items: ItemValues[];
}

export const EMPTY_ITEM: ItemValues = { description: '', quantity: '1', unitPrice: '' };

export const NEW_INVOICE: InvoiceFormValues = {
  clientName: '',
  currency: 'USD',
  dueDate: '',
  taxPercent: '0',
  notes: '',
  buyerAddress: '',
  buyerTaxId: '',
  buyerEmail: '',
  servicePeriodFrom: '',
  servicePeriodTo: '',
  purchaseOrder: '',
  paymentTerms: '',
  items: [EMPTY_ITEM],
};

const text = (value: string | null | undefined) => value ?? '';

export function invoiceFormValuesOf(invoice: Invoice): InvoiceFormValues {
  return {
    clientName: invoice.clientName,
    currency: invoice.currency,
    dueDate: text(invoice.dueDate),
    taxPercent: String(invoice.taxPercent),
    notes: text(invoice.notes),
    buyerAddress: text(invoice.buyerAddress),
    buyerTaxId: text(invoice.buyerTaxId),
    buyerEmail: text(invoice.buyerEmail),
    servicePeriodFrom: text(invoice.servicePeriodFrom),
    servicePeriodTo: text(invoice.servicePeriodTo),
    purchaseOrder: text(invoice.purchaseOrder),
    paymentTerms: text(invoice.paymentTerms),
    items: invoice.items.map((item) => ({
      description: item.description,
      quantity: String(item.quantity),
      unitPrice: String(item.unitPrice),
    })),
  };
}

/** "12,5" and "12.5" are 12.5; what is not a number is NaN, which the server refuses at its field. */
export function numberOf(value: string): number {
  const trimmed = value.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

const isBlank = (item: ItemValues) => item.description.trim() === '' && item.unitPrice.trim() === '';

/**
 * The body for POST (create) or PATCH (a draft: every field sent, so a cleared one is cleared).
 * Empty text is sent as "" (stored as none); an empty day as null; blank item rows are left out.
 */
export function invoiceBody(values: InvoiceFormValues): CreateInvoiceBody {
  const day = (value: string) => (value === '' ? null : value);
  return {
    clientName: values.clientName.trim(),
    currency: values.currency.trim().toUpperCase(),
    dueDate: day(values.dueDate),
    taxPercent: numberOf(values.taxPercent || '0'),
    notes: values.notes.trim() === '' ? null : values.notes.trim(),
    buyerAddress: values.buyerAddress,
    buyerTaxId: values.buyerTaxId,
    buyerEmail: values.buyerEmail,
    servicePeriodFrom: day(values.servicePeriodFrom),
    servicePeriodTo: day(values.servicePeriodTo),
    purchaseOrder: values.purchaseOrder,
    paymentTerms: values.paymentTerms,
    items: values.items
      .filter((item) => !isBlank(item))
      .map((item) => ({
        description: item.description.trim(),
        quantity: numberOf(item.quantity),
        unitPrice: numberOf(item.unitPrice),
      })),
  };
}

/** Cents of quantity × price, rounded half away from zero like the server. */
function lineCents(quantity: number, unitPrice: number): number {
  const exact = quantity * unitPrice * 100;
  return Math.sign(exact) * Math.round(Math.abs(exact) + 1e-9);
}

/** The totals the lines typed so far add up to; null while any line is not a number yet. */
export function draftTotals(values: InvoiceFormValues): { subtotal: number; tax: number; total: number } | null {
  let subtotalCents = 0;
  for (const item of values.items) {
    if (isBlank(item)) continue;
    const quantity = numberOf(item.quantity);
    const unitPrice = numberOf(item.unitPrice);
    if (!Number.isFinite(quantity) || !Number.isFinite(unitPrice)) return null;
    subtotalCents += lineCents(quantity, unitPrice);
  }
  const taxPercent = numberOf(values.taxPercent || '0');
  if (!Number.isFinite(taxPercent)) return null;
  const taxCents = Math.round((subtotalCents * taxPercent) / 100 + 1e-9);
  return { subtotal: subtotalCents / 100, tax: taxCents / 100, total: (subtotalCents + taxCents) / 100 };
}
