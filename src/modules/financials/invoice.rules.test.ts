import { describe, expect, it } from 'vitest';
import {
  centsToNumber,
  decimalToScaled,
  divideHalfUp,
  formatInvoiceNumber,
  INVOICE_STATUSES,
  invoiceTotals,
  isCurrencyCode,
  lineAmountCents,
  paymentStatus,
  reportedStatus,
  scaledToDecimal,
  statusMoveRefusal,
  toScaled,
  type InvoiceStatus,
} from './invoice.rules.js';

const line = (quantity: number, unitPrice: number) => ({
  quantity: toScaled(quantity, 4)!,
  unitPrice: toScaled(unitPrice, 2)!,
});

describe('toScaled', () => {
  it('reads numbers with up to the allowed decimals exactly', () => {
    expect(toScaled(0.1, 4)).toBe(1000n);
    expect(toScaled(1.15, 2)).toBe(115n);
    expect(toScaled(0.29, 2)).toBe(29n);
    expect(toScaled(123456789.99, 2)).toBe(12345678999n);
    expect(toScaled(0, 2)).toBe(0n);
  });

  it('refuses more decimals, negatives and non-finite numbers', () => {
    expect(toScaled(1.005, 2)).toBeNull();
    expect(toScaled(0.00001, 4)).toBeNull();
    expect(toScaled(-1, 2)).toBeNull();
    expect(toScaled(Number.NaN, 2)).toBeNull();
    expect(toScaled(Number.POSITIVE_INFINITY, 2)).toBeNull();
    expect(toScaled(1e308, 2)).toBeNull();
    expect(toScaled(1e21, 0)).toBeNull();
  });
});

describe('decimal strings', () => {
  it('round-trips between NUMERIC text and scaled integers', () => {
    expect(scaledToDecimal(12345n, 2)).toBe('123.45');
    expect(scaledToDecimal(5n, 4)).toBe('0.0005');
    expect(scaledToDecimal(-5n, 2)).toBe('-0.05');
    expect(decimalToScaled('123.45', 2)).toBe(12345n);
    expect(decimalToScaled('3', 4)).toBe(30000n);
    expect(decimalToScaled('2.5000', 2)).toBe(250n);
    expect(() => decimalToScaled('2.501', 2)).toThrow();
  });
});

describe('rounding half-up to the cent', () => {
  it('rounds halves up and the rest to the nearest', () => {
    expect(divideHalfUp(5n, 10n)).toBe(1n);
    expect(divideHalfUp(4n, 10n)).toBe(0n);
    expect(divideHalfUp(15n, 10n)).toBe(2n);
    expect(divideHalfUp(25n, 10n)).toBe(3n);
  });

  it('rounds each line: 0.333 h × 10.00 = 3.33; 1.5 × 0.01 = 0.02; 0.0001 × 0.01 = 0.00', () => {
    expect(lineAmountCents(line(0.333, 10))).toBe(333n);
    expect(lineAmountCents(line(1.5, 0.01))).toBe(2n);
    expect(lineAmountCents(line(0.0001, 0.01))).toBe(0n);
    expect(lineAmountCents(line(0.5, 0.01))).toBe(1n);
  });

  it('does not suffer binary floating point: 0.1 × 0.2 and 3 × 0.1', () => {
    expect(lineAmountCents(line(3, 0.1))).toBe(30n);
    expect(invoiceTotals([line(1, 0.1), line(1, 0.2)], 0n).subtotal).toBe(30n);
  });
});

describe('invoiceTotals', () => {
  it('sums the rounded lines and rounds the tax half-up', () => {
    const totals = invoiceTotals([line(1, 10.05), line(2, 0.5)], 750n);
    expect(totals.lineAmounts).toEqual([1005n, 100n]);
    expect(totals.subtotal).toBe(1105n);
    expect(totals.tax).toBe(83n); // 82.875 cents
    expect(totals.total).toBe(1188n);
  });

  it('tax 0 adds nothing and tax 100 doubles the subtotal', () => {
    expect(invoiceTotals([line(3, 33.33)], 0n)).toMatchObject({ subtotal: 9999n, tax: 0n, total: 9999n });
    expect(invoiceTotals([line(3, 33.33)], 10_000n)).toMatchObject({ subtotal: 9999n, tax: 9999n, total: 19998n });
  });

  it('an invoice without items is all zeros', () => {
    expect(invoiceTotals([], 2000n)).toEqual({ lineAmounts: [], subtotal: 0n, tax: 0n, total: 0n });
  });

  it('stays exact with many items and big quantities', () => {
    const many = Array.from({ length: 500 }, () => line(0.3333, 0.03));
    const totals = invoiceTotals(many, 1999n);
    expect(totals.subtotal).toBe(500n * 1n); // each line 0.009999 → 0.01
    expect(totals.tax).toBe(100n); // 99.95 cents
    const big = invoiceTotals([line(1_000_000, 9_999_999.99)], 10_000n);
    expect(big.subtotal).toBe(999_999_999_000_000n);
    expect(big.total).toBe(1_999_999_998_000_000n);
  });

  it('gives JSON numbers in cents exactly', () => {
    expect(centsToNumber(1105n)).toBe(11.05);
    expect(centsToNumber(99_999_999_999_999n)).toBe(999_999_999_999.99);
  });
});

describe('status and numbering', () => {
  it('reports a SENT invoice past its due day as OVERDUE, on the due day not yet', () => {
    expect(reportedStatus('SENT', '2026-11-20', '2026-11-21')).toBe('OVERDUE');
    expect(reportedStatus('SENT', '2026-11-21', '2026-11-21')).toBe('SENT');
    expect(reportedStatus('SENT', null, '2026-11-21')).toBe('SENT');
    expect(reportedStatus('PAID', '2026-11-01', '2026-11-21')).toBe('PAID');
    expect(reportedStatus('DRAFT', '2026-11-01', '2026-11-21')).toBe('DRAFT');
  });

  it('derives the payment status', () => {
    expect(paymentStatus('PAID')).toBe('PAID');
    expect(paymentStatus('CANCELLED')).toBe('VOID');
    expect(paymentStatus('SENT')).toBe('UNPAID');
    expect(paymentStatus('OVERDUE')).toBe('UNPAID');
  });

  it('formats numbers and checks currencies', () => {
    expect(formatInvoiceNumber(42)).toBe('INV-000042');
    expect(formatInvoiceNumber(null)).toBeNull();
    expect(isCurrencyCode('USD')).toBe(true);
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('usd')).toBe(false);
    expect(isCurrencyCode('ABC')).toBe(false);
  });
});

describe('statusMoveRefusal', () => {
  const allowed = (from: InvoiceStatus, to: InvoiceStatus) => statusMoveRefusal(from, to) === null;

  it('lets a DRAFT be issued in any status, and an issued one be corrected, paid or cancelled', () => {
    for (const to of ['SENT', 'OVERDUE', 'PAID', 'CANCELLED'] as const) expect(allowed('DRAFT', to)).toBe(true);
    for (const from of ['SENT', 'OVERDUE'] as const)
      for (const to of INVOICE_STATUSES) expect(allowed(from, to), `${from} → ${to}`).toBe(true);
  });

  it('keeps CANCELLED final, with a hint to bill the time on a new invoice', () => {
    for (const to of ['DRAFT', 'SENT', 'PAID', 'OVERDUE'] as const) {
      expect(statusMoveRefusal('CANCELLED', to), to).toContain('from-time');
    }
  });

  it('lets a PAID invoice only take its payment back, not be voided or edited', () => {
    expect(allowed('PAID', 'SENT')).toBe(true);
    expect(allowed('PAID', 'OVERDUE')).toBe(true);
    expect(statusMoveRefusal('PAID', 'CANCELLED')).toContain('SENT first');
    expect(statusMoveRefusal('PAID', 'DRAFT')).toContain('SENT first');
  });

  it('allows setting the status an invoice already has (nothing changes)', () => {
    for (const status of INVOICE_STATUSES) expect(allowed(status, status)).toBe(true);
  });
});
