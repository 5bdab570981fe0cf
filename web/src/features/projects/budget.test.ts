import { describe, expect, it } from 'vitest';
import { budgetUse, showsMoney } from './budget';

const project = (
  budgetType: 'FIXED' | 'HOURLY',
  totalBudget: number | null,
  budgetUsedPercent: number | null,
  budgetRemaining: number | null,
) => ({ budgetType, totalBudget, profitability: { budgetUsedPercent, budgetRemaining } });

describe('budgetUse', () => {
  it('measures an hours budget in hours', () => {
    expect(budgetUse(project('HOURLY', 40, 25, 30))).toEqual({
      kind: 'measured',
      unit: 'hours',
      percent: 25,
      barValue: 25,
      state: 'within',
      total: 40,
      remaining: 30,
    });
  });

  it('flags a project close to its budget from 80 percent, and at exactly the budget', () => {
    expect(budgetUse(project('FIXED', 1000, 79.99, 200.1))).toMatchObject({ state: 'within', unit: 'money' });
    expect(budgetUse(project('FIXED', 1000, 80, 200))).toMatchObject({ state: 'near' });
    expect(budgetUse(project('FIXED', 1000, 100, 0))).toMatchObject({ state: 'near', barValue: 100 });
  });

  it('marks a project over budget and stops the bar at full', () => {
    expect(budgetUse(project('HOURLY', 10, 125, -2.5))).toMatchObject({
      state: 'over',
      percent: 125,
      barValue: 100,
      remaining: -2.5,
    });
  });

  it('says there is no budget when it is 0', () => {
    expect(budgetUse(project('HOURLY', 0, null, 0))).toEqual({ kind: 'none' });
  });

  it('hides a budget the caller may not see', () => {
    expect(budgetUse(project('FIXED', null, null, null))).toEqual({ kind: 'hidden' });
    expect(budgetUse(project('FIXED', 500, null, null))).toEqual({ kind: 'hidden' });
  });
});

describe('showsMoney', () => {
  it('is true only when the API sent money figures', () => {
    expect(showsMoney([])).toBe(false);
    expect(showsMoney([{ profitability: { billableAmount: null } }])).toBe(false);
    expect(showsMoney([{ profitability: { billableAmount: null } }, { profitability: { billableAmount: 0 } }])).toBe(
      true,
    );
  });
});
