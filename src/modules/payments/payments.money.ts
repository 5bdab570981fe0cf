/**
 * Amounts as processors count them: in the currency's minor unit. Invoices keep cents (2
 * decimals); Stripe counts some currencies in whole units and a few in thousandths
 * (https://docs.stripe.com/currencies#zero-decimal), so the amount is converted, never rounded.
 */
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/** Cents of an invoice as the processor's minor units; null when it cannot be said exactly (0.50 JPY). */
export function centsToMinor(cents: bigint, currency: string): number | null {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.has(code)) return cents % 100n === 0n ? Number(cents / 100n) : null;
  if (THREE_DECIMAL.has(code)) return Number(cents * 10n);
  return Number(cents);
}

/** The processor's minor units as an amount in the currency's main unit (for the API's views). */
export function minorToAmount(minor: number, currency: string): number {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.has(code)) return minor;
  if (THREE_DECIMAL.has(code)) return minor / 1000;
  return minor / 100;
}
