import { describe, expect, it } from 'vitest';
import { draftTotals, EMPTY_ITEM, invoiceBody, NEW_INVOICE, numberOf } from './invoice-form-values';

const withItems = (items: Array<[string, string, string]>, taxPercent = '0') => ({
  ...NEW_INVOICE,
  taxPercent,
  items: items.map(([description, quantity, unitPrice]) => ({ description, quantity, unitPrice })),
});

describe('invoice form values', () => {
  it('reads decimal commas and points, and anything else as not a number', () => {
    expect(numberOf('12,5')).toBe(12.5);
    expect(numberOf(' 7.25 ')).toBe(7.25);
    expect(numberOf('')).toBeNaN();
    expect(numberOf('ten')).toBeNaN();
  });

  it('adds the lines up as the server does: each line to the cent, half away from zero, then the tax', () => {
    // 1.005 × 1 = 100.5 cents → 101; 3 × 0.335 = 100.5 cents → 101; tax 19 % of 2.02 = 0.3838 → 0.38.
    expect(
      draftTotals(
        withItems(
          [
            ['A', '1', '1.005'],
            ['B', '3', '0.335'],
          ],
          '19',
        ),
      ),
    ).toEqual({
      subtotal: 2.02,
      tax: 0.38,
      total: 2.4,
    });
    expect(draftTotals(withItems([['Refund', '1', '-10.005']]))).toEqual({ subtotal: -10.01, tax: 0, total: -10.01 });
  });

  it('has no totals while a line is not a number, and leaves blank rows out', () => {
    expect(draftTotals(withItems([['A', 'two', '5']]))).toBeNull();
    const values = {
      ...withItems([['Design', '2', '80']]),
      items: [...withItems([['Design', '2', '80']]).items, EMPTY_ITEM],
    };
    expect(draftTotals(values)).toEqual({ subtotal: 160, tax: 0, total: 160 });
    expect(invoiceBody(values).items).toEqual([{ description: 'Design', quantity: 2, unitPrice: 80 }]);
  });

  it('sends empty days as none and the currency in capitals', () => {
    const body = invoiceBody({ ...NEW_INVOICE, clientName: ' Acme ', currency: 'eur', dueDate: '' });
    expect(body).toMatchObject({ clientName: 'Acme', currency: 'EUR', dueDate: null, notes: null, items: [] });
  });
});
