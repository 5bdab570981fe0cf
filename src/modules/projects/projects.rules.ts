/**
 * Pure rules of project figures. Amounts arrive in hundredths (cents, or hundredths of an hour)
 * so that sums stay exact integers; only the final figures become decimals.
 */

/** What the time entries of one project add up to. */
export interface ProjectTotals {
  workedSeconds: number;
  billableSeconds: number;
  /** Σ billable worked seconds × bill rate, in cents, rounded once on the total. */
  billableCents: number;
  /** Σ worked seconds × cost rate, in cents, rounded once on the total. */
  costCents: number;
}

export const NO_TIME: ProjectTotals = { workedSeconds: 0, billableSeconds: 0, billableCents: 0, costCents: 0 };

export type BudgetType = 'FIXED' | 'HOURLY';

/** Rounds half away from zero, so a loss rounds like the equal profit would. */
function round2(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 100)) / 100;
}

/** Hundredths of an hour in `seconds`, rounded: the unit hours are shown in. */
export function centiHours(seconds: number): number {
  return Math.round(seconds / 36);
}

/** NUMERIC(…, 2) text to an exact count of hundredths. */
export function hundredthsOf(numeric: string): number {
  return Math.round(Number(numeric) * 100);
}

/** `part` of `whole` in percent with 2 decimals; null when there is no whole to be part of. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? round2((part * 100) / whole) : null;
}

interface BudgetProgress {
  used: number;
  usedPercent: number | null;
  /** Negative when over budget. */
  remaining: number;
}

/** Progress against a budget; both figures in hundredths of the budget's unit. */
export function budgetProgress(totalHundredths: number, usedHundredths: number): BudgetProgress {
  return {
    used: usedHundredths / 100,
    usedPercent: percentOf(usedHundredths, totalHundredths),
    remaining: (totalHundredths - usedHundredths) / 100,
  };
}

/** What counts against a budget: money billed for FIXED, hours worked for HOURLY. */
export function budgetUsage(type: BudgetType, totals: ProjectTotals): number {
  return type === 'FIXED' ? totals.billableCents : centiHours(totals.workedSeconds);
}

interface Profitability {
  hoursLogged: number;
  billableHours: number;
  billableAmount: number | null;
  cost: number | null;
  profit: number | null;
  marginPercent: number | null;
  budgetUsedPercent: number | null;
  budgetRemaining: number | null;
}

/**
 * A project's figures. Hours are shown to anyone who sees the project; money only when
 * `canSeeMoney` (financials.read). Budget progress is in the budget's unit, so it follows the same
 * rule: hidden for a FIXED (money) budget, shown for an HOURLY one.
 */
export function profitabilityOf(
  totals: ProjectTotals,
  budget: { type: BudgetType; total: string },
  canSeeMoney: boolean,
): Profitability {
  const profitCents = totals.billableCents - totals.costCents;
  const progress =
    budget.type === 'HOURLY' || canSeeMoney
      ? budgetProgress(hundredthsOf(budget.total), budgetUsage(budget.type, totals))
      : null;
  return {
    hoursLogged: centiHours(totals.workedSeconds) / 100,
    billableHours: centiHours(totals.billableSeconds) / 100,
    billableAmount: canSeeMoney ? totals.billableCents / 100 : null,
    cost: canSeeMoney ? totals.costCents / 100 : null,
    profit: canSeeMoney ? profitCents / 100 : null,
    marginPercent: canSeeMoney ? percentOf(profitCents, totals.billableCents) : null,
    budgetUsedPercent: progress?.usedPercent ?? null,
    budgetRemaining: progress?.remaining ?? null,
  };
}
