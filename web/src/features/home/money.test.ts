import { describe, expect, it } from 'vitest';
import { budgetsToWatch, overdueInvoices, totalsByCurrency } from './money';

const project = (
  id: string,
  use:
    | { kind: 'hidden' | 'none' }
    | {
        kind: 'measured';
        unit: 'hours' | 'money';
        percent: number;
        state: 'within' | 'near' | 'over';
        total: number;
        remaining: number;
      },
) => ({ id, name: `Project ${id}`, clientId: `client-${id}`, clientName: 'Port', use });

describe('budgets Home points at', () => {
  it('keeps near and over budgets, the furthest first, money in its client’s currency', () => {
    const projects = [
      project('a', { kind: 'measured', unit: 'hours', percent: 50, state: 'within', total: 40, remaining: 20 }),
      project('b', { kind: 'measured', unit: 'hours', percent: 85, state: 'near', total: 40, remaining: 6 }),
      project('c', { kind: 'measured', unit: 'money', percent: 125, state: 'over', total: 1000, remaining: -250 }),
      project('d', { kind: 'hidden' }),
      project('e', { kind: 'none' }),
    ];
    const watched = budgetsToWatch(projects, new Map([['client-c', 'EUR']]));
    expect(watched.map((budget) => [budget.id, budget.state, budget.used, budget.currency])).toEqual([
      ['c', 'over', 1250, 'EUR'],
      ['b', 'near', 34, null],
    ]);
  });

  it('gives a money budget no currency when its client is not known, rather than a guessed one', () => {
    const money = project('x', {
      kind: 'measured',
      unit: 'money',
      percent: 90,
      state: 'near',
      total: 100,
      remaining: 10,
    });
    expect(budgetsToWatch([money], new Map())[0]!.currency).toBeNull();
  });
});

describe('invoice totals', () => {
  it('adds per currency, never across currencies, exactly to the cent', () => {
    expect(
      totalsByCurrency([
        { currency: 'USD', total: 0.1 },
        { currency: 'EUR', total: 100 },
        { currency: 'USD', total: 0.2 },
      ]),
    ).toEqual([
      { currency: 'EUR', amount: 100 },
      { currency: 'USD', amount: 0.3 },
    ]);
  });

  it('says how many days each overdue invoice is late, the latest first', () => {
    const invoice = (id: string, dueDate: string | null) => ({
      id,
      number: `INV-${id}`,
      clientName: 'Port',
      currency: 'USD',
      total: 10,
      dueDate,
    });
    const late = overdueInvoices(
      [invoice('1', '2026-11-20'), invoice('2', null), invoice('3', '2026-10-31')],
      '2026-11-25',
    );
    expect(late.map((item) => [item.id, item.daysOverdue])).toEqual([
      ['3', 25],
      ['1', 5],
      ['2', null],
    ]);
  });
});
