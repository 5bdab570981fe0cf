// How far a project is into its budget, as the list draws it: a bar, a percent in words, and a
// state that is also said in words (over budget must not be told by colour alone).

/** From this share of the budget on, a project is flagged as close to it. */
const NEAR_BUDGET_PERCENT = 80;

type BudgetState = 'within' | 'near' | 'over';

interface BudgetFigures {
  budgetType: 'FIXED' | 'HOURLY';
  totalBudget: number | null;
  profitability: { budgetUsedPercent: number | null; budgetRemaining: number | null };
}

type BudgetUse =
  /** The caller may not see this budget (a money budget without financials.read). */
  | { kind: 'hidden' }
  /** A budget of 0: nothing to measure against. */
  | { kind: 'none' }
  | {
      kind: 'measured';
      unit: 'hours' | 'money';
      percent: number;
      /** The bar stops at full; the words carry how far past it the project is. */
      barValue: number;
      state: BudgetState;
      total: number;
      /** Negative when over budget. */
      remaining: number;
    };

export function budgetUse({ budgetType, totalBudget, profitability }: BudgetFigures): BudgetUse {
  const percent = profitability.budgetUsedPercent;
  const remaining = profitability.budgetRemaining;
  if (totalBudget === null) return { kind: 'hidden' };
  if (totalBudget === 0) return { kind: 'none' };
  if (percent === null || remaining === null) return { kind: 'hidden' };
  const state: BudgetState = remaining < 0 ? 'over' : percent >= NEAR_BUDGET_PERCENT ? 'near' : 'within';
  return {
    kind: 'measured',
    unit: budgetType === 'HOURLY' ? 'hours' : 'money',
    percent,
    barValue: Math.max(0, Math.min(100, percent)),
    state,
    total: totalBudget,
    remaining,
  };
}

/** Whether any of the projects carries revenue, cost and margin: the API leaves them null otherwise. */
export function showsMoney(projects: readonly { profitability: { billableAmount: number | null } }[]): boolean {
  return projects.some((project) => project.profitability.billableAmount !== null);
}
