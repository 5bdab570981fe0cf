import { dayRange, dayStart, type TimeZone } from '../../platform/dates.js';
import { errors } from '../../platform/http/errors.js';
import { MAX_TOTAL_CENTS, invoiceTotals, scaledToDecimal, toScaled } from './invoice.rules.js';
import type { ClientBuyer } from './billing.repository.js';
import type { BillingDetails, ItemValues } from './invoices.repository.js';
import type { InvoiceFilterQuery, ItemInput } from './invoices.schemas.js';

/** Line amounts and totals, exact, as the NUMERIC strings stored; 400 when the total is beyond the limit. */
export function priced(items: readonly ItemInput[], taxPercent: number) {
  const lines = items.map((item) => ({
    quantity: toScaled(item.quantity, 4)!,
    unitPrice: toScaled(item.unitPrice, 2)!,
  }));
  const totals = invoiceTotals(lines, toScaled(taxPercent, 2)!);
  if (totals.total > MAX_TOTAL_CENTS) {
    throw errors.validation('The invoice total is too large', [
      { field: 'body.items', message: `the total must not exceed ${scaledToDecimal(MAX_TOTAL_CENTS, 2)}` },
    ]);
  }
  const rows: ItemValues[] = items.map((item, index) => ({
    description: item.description,
    quantity: scaledToDecimal(lines[index]!.quantity, 4),
    unitPrice: scaledToDecimal(lines[index]!.unitPrice, 2),
    amount: scaledToDecimal(totals.lineAmounts[index]!, 2),
  }));
  return {
    items: rows,
    amounts: {
      taxPercent: scaledToDecimal(toScaled(taxPercent, 2)!, 2),
      subtotal: scaledToDecimal(totals.subtotal, 2),
      taxAmount: scaledToDecimal(totals.tax, 2),
      total: scaledToDecimal(totals.total, 2),
    },
  };
}

/** The list's filters as the repository takes them; days are the organization's, `to` includes its whole day. */
export function invoiceFilter(query: InvoiceFilterQuery, today: string, zone: TimeZone) {
  return {
    status: query.status,
    client: query.client,
    projectId: query.projectId,
    from: query.from === undefined ? undefined : dayStart(query.from, zone),
    until: query.to === undefined ? undefined : dayRange(query.to, zone).end,
    today,
  };
}

/** The billing fields a body sets, without its other fields. */
export function billingDetails(input: BillingDetails): BillingDetails {
  const keys = [
    'buyerAddress',
    'buyerTaxId',
    'buyerEmail',
    'servicePeriodFrom',
    'servicePeriodTo',
    'purchaseOrder',
    'paymentTermsDays',
    'paymentTerms',
    'taxNote',
  ] as const;
  return Object.fromEntries(keys.filter((key) => input[key] !== undefined).map((key) => [key, input[key]]));
}

/**
 * A service period as stored: 400 when it would end before it starts, also when one end comes from
 * the body and the other from the invoice or its billed time.
 */
export function servicePeriod(from: string | null, to: string | null) {
  if (from !== null && to !== null && from > to)
    throw errors.validation('The service period ends before it starts', [
      { field: 'body.servicePeriodTo', message: `must not be before servicePeriodFrom (${from})` },
    ]);
  return { servicePeriodFrom: from, servicePeriodTo: to };
}

/** The currency of an invoice whose body names none and whose project has no client: the spec's default. */
const DEFAULT_CURRENCY = 'USD';

/**
 * The buyer of a new invoice: what the body says, and for what it leaves out, the client record of
 * the invoice's project (name, address, tax id, email, currency). A field sent as null or "" stays empty.
 */
export function buyerOf(
  input: Pick<BillingDetails, 'buyerAddress' | 'buyerTaxId' | 'buyerEmail'> & { currency?: string | undefined },
  client: ClientBuyer | null,
) {
  return {
    buyerAddress: input.buyerAddress === undefined ? (client?.buyerAddress ?? null) : input.buyerAddress,
    buyerTaxId: input.buyerTaxId === undefined ? (client?.buyerTaxId ?? null) : input.buyerTaxId,
    buyerEmail: input.buyerEmail === undefined ? (client?.buyerEmail ?? null) : input.buyerEmail,
    currency: input.currency ?? client?.currency ?? DEFAULT_CURRENCY,
  };
}

/** An invoice reaching its customer with no buyer details at all takes them from the client record as it is then. */
export function buyerAtIssue(
  invoice: { buyerAddress: string | null; buyerTaxId: string | null; buyerEmail: string | null },
  client: ClientBuyer | null,
) {
  if (client === null || invoice.buyerAddress !== null || invoice.buyerTaxId !== null || invoice.buyerEmail !== null)
    return {};
  const { buyerAddress, buyerTaxId, buyerEmail } = client;
  return { buyerAddress, buyerTaxId, buyerEmail };
}
