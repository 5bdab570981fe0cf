import { describe, expect, it } from 'vitest';
import { budgetProgress, centiHours, NO_TIME, percentOf, profitabilityOf } from './projects.rules.js';

describe('project figures', () => {
  it('rounds hours to hundredths', () => {
    expect(centiHours(3600)).toBe(100);
    expect(centiHours(5400)).toBe(150);
    expect(centiHours(17)).toBe(0);
    expect(centiHours(18)).toBe(1);
  });

  it('gives percentages with 2 decimals, half away from zero, and none of nothing', () => {
    expect(percentOf(1, 3)).toBe(33.33);
    expect(percentOf(2, 3)).toBe(66.67);
    expect(percentOf(-1, 8)).toBe(-12.5);
    expect(percentOf(-1, 800)).toBe(-0.13);
    expect(percentOf(5, 0)).toBeNull();
  });

  it('measures budget progress, negative remaining when over', () => {
    expect(budgetProgress(100_000, 25_050)).toEqual({ used: 250.5, usedPercent: 25.05, remaining: 749.5 });
    expect(budgetProgress(1_000, 1_500)).toEqual({ used: 15, usedPercent: 150, remaining: -5 });
    expect(budgetProgress(0, 0)).toEqual({ used: 0, usedPercent: null, remaining: 0 });
  });

  const totals = { workedSeconds: 9000, billableSeconds: 7200, billableCents: 20_000, costCents: 12_500 };

  it('computes money figures for those who may see money', () => {
    expect(profitabilityOf(totals, { type: 'FIXED', total: '1000.00' }, true)).toEqual({
      hoursLogged: 2.5,
      billableHours: 2,
      billableAmount: 200,
      cost: 125,
      profit: 75,
      marginPercent: 37.5,
      budgetUsedPercent: 20,
      budgetRemaining: 800,
    });
  });

  it('counts hours against an HOURLY budget, visible without financials', () => {
    expect(profitabilityOf(totals, { type: 'HOURLY', total: '10.00' }, false)).toEqual({
      hoursLogged: 2.5,
      billableHours: 2,
      billableAmount: null,
      cost: null,
      profit: null,
      marginPercent: null,
      budgetUsedPercent: 25,
      budgetRemaining: 7.5,
    });
  });

  it('hides the progress of a FIXED (money) budget without financials', () => {
    const figures = profitabilityOf(totals, { type: 'FIXED', total: '1000.00' }, false);
    expect(figures.budgetUsedPercent).toBeNull();
    expect(figures.budgetRemaining).toBeNull();
    expect(figures.hoursLogged).toBe(2.5);
  });

  it('has no margin before anything is billed', () => {
    expect(
      profitabilityOf({ ...NO_TIME, workedSeconds: 3600, costCents: 5000 }, { type: 'FIXED', total: '0.00' }, true),
    ).toMatchObject({
      profit: -50,
      marginPercent: null,
      budgetUsedPercent: null,
      budgetRemaining: 0,
    });
  });
});
