/**
 * Invoice arithmetic, exact: every amount is an integer number of cents (bigint), quantities are
 * integers of ten-thousandths, tax is in hundredths of a percent. Each line amount and the tax are
 * rounded half-up to the cent once; the subtotal is the sum of the rounded lines and the total the
 * subtotal plus the tax, so the figures printed on an invoice always add up.
 */

const QUANTITY_DECIMALS = 4;
/** The largest total an invoice may carry: NUMERIC(14, 2), and well inside a JSON number's exact range in cents. */
export const MAX_TOTAL_CENTS = 99_999_999_999_999n;

export type InvoiceStatus = 'DRAFT' | 'SENT' | 'PAID' | 'OVERDUE' | 'CANCELLED';
export const INVOICE_STATUSES: readonly InvoiceStatus[] = ['DRAFT', 'SENT', 'PAID', 'OVERDUE', 'CANCELLED'];

/** A non-negative JSON number with at most `decimals` decimals as an integer of 10^-decimals units, or null. */
export function toScaled(value: number, decimals: number): bigint | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const fixed = value.toFixed(decimals);
  // From 1e21 up, toFixed writes exponent notation; nothing the API accepts is that large.
  if (fixed.includes('e') || Number(fixed) !== value) return null;
  return BigInt(fixed.replace('.', ''));
}

/** An integer of 10^-decimals units as the exact decimal string PostgreSQL's NUMERIC reads. */
export function scaledToDecimal(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/** A NUMERIC string ("12.5", "3.1400") as an integer of 10^-decimals units; extra digits must be zeros. */
export function decimalToScaled(text: string, decimals: number): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`not a decimal: ${text}`);
  const fraction = (match[3] ?? '').padEnd(decimals, '0');
  if (/[^0]/.test(fraction.slice(decimals))) throw new Error(`${text} has more than ${decimals} decimals`);
  const scaled = BigInt(`${match[2]}${fraction.slice(0, decimals)}`);
  return match[1] === '-' ? -scaled : scaled;
}

/** numerator / denominator rounded half-up, for non-negative integers. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

interface LineInput {
  /** Ten-thousandths of a unit. */
  quantity: bigint;
  /** Cents. */
  unitPrice: bigint;
}

/** quantity × unit price, rounded half-up to the cent. */
export function lineAmountCents(line: LineInput): bigint {
  return divideHalfUp(line.quantity * line.unitPrice, 10n ** BigInt(QUANTITY_DECIMALS));
}

interface InvoiceTotals {
  lineAmounts: bigint[];
  subtotal: bigint;
  tax: bigint;
  total: bigint;
}

/** taxPercent in hundredths of a percent (0 to 10000). */
export function invoiceTotals(lines: readonly LineInput[], taxHundredthsPercent: bigint): InvoiceTotals {
  const lineAmounts = lines.map(lineAmountCents);
  const subtotal = lineAmounts.reduce((sum, amount) => sum + amount, 0n);
  const tax = divideHalfUp(subtotal * taxHundredthsPercent, 10_000n);
  return { lineAmounts, subtotal, tax, total: subtotal + tax };
}

/** Cents as a JSON number (exact: every total is far below 2^53 cents). */
export function centsToNumber(cents: bigint): number {
  return Number(cents) / 100;
}

/**
 * The status an invoice is reported with: a SENT invoice whose due date has passed (the due day is
 * over in the organization's time zone) is OVERDUE; every other stored status is reported as stored.
 */
export function reportedStatus(stored: InvoiceStatus, dueDate: string | null, today: string): InvoiceStatus {
  if (stored === 'SENT' && dueDate !== null && dueDate < today) return 'OVERDUE';
  return stored;
}

/**
 * The status moves PATCH /status accepts. CANCELLED is final: cancelling releases the invoice's
 * time for billing again, so reviving it would bill that time twice. A PAID invoice stays paid
 * unless the payment is taken back (to SENT or OVERDUE): voiding or editing it would re-bill or
 * rewrite time the client has paid for. An issued invoice may go back to DRAFT for a correction;
 * it keeps its number and its time.
 */
const INVOICE_STATUS_MOVES: Readonly<Record<InvoiceStatus, readonly InvoiceStatus[]>> = {
  DRAFT: ['SENT', 'OVERDUE', 'PAID', 'CANCELLED'],
  SENT: ['DRAFT', 'OVERDUE', 'PAID', 'CANCELLED'],
  OVERDUE: ['DRAFT', 'SENT', 'PAID', 'CANCELLED'],
  PAID: ['SENT', 'OVERDUE'],
  CANCELLED: [],
};

/**
 * Why a status move is refused, as the hint that says what to do instead, or null when it is
 * allowed. Setting the status an invoice already has is allowed and changes nothing.
 */
export function statusMoveRefusal(from: InvoiceStatus, to: InvoiceStatus): string | null {
  if (from === to || INVOICE_STATUS_MOVES[from].includes(to)) return null;
  if (from === 'CANCELLED')
    return 'A cancelled invoice is void for good and its time was released. Create a new invoice instead: POST /financials/invoices/from-time bills the time again, POST /financials/invoices starts from items.';
  return 'A paid invoice cannot be voided or edited: its time has been paid for. If the payment was recorded by mistake, set the status to SENT first.';
}

/** Payment status shown with an invoice: money is received (PAID), not expected (VOID), or outstanding. */
export function paymentStatus(stored: InvoiceStatus): 'PAID' | 'UNPAID' | 'VOID' {
  if (stored === 'PAID') return 'PAID';
  if (stored === 'CANCELLED') return 'VOID';
  return 'UNPAID';
}

/** The printed invoice number: INV-000042. */
export function formatInvoiceNumber(sequence: number | null): string | null {
  return sequence === null ? null : `INV-${String(sequence).padStart(6, '0')}`;
}

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** An ISO 4217 code the runtime knows (upper case, three letters). */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && CURRENCIES.has(code);
}
