import type { TenantContext } from '../../platform/auth/context.js';
import { numericToNumber } from '../../platform/money.js';
import type { Assignee, ProjectRow, ProjectScope } from './projects.repository.js';
import { NO_TIME, profitabilityOf, type BudgetType, type ProjectTotals } from './projects.rules.js';
import type { ProjectView } from './projects.schemas.js';

/** What a caller may see of projects, decided once per request from their role's permissions. */
export interface ProjectVisibility {
  scope: ProjectScope;
  /** Revenue, cost and profit (financials.read). */
  money: boolean;
  /** The money in a project's own settings: also to those who set it (projects.manage). */
  moneySettings: boolean;
}

export function visibilityOf(ctx: TenantContext): ProjectVisibility {
  const money = ctx.permissions.has('financials.read');
  return {
    scope: ctx.permissions.has('projects.read.all') ? { all: true } : { all: false, memberId: ctx.memberId },
    money,
    moneySettings: money || ctx.permissions.has('projects.manage'),
  };
}

export function projectView(
  row: ProjectRow,
  assignees: Assignee[],
  totals: ProjectTotals | undefined,
  visibility: ProjectVisibility,
): ProjectView {
  const budgetType = row.budgetType as BudgetType;
  const budgetIsMoney = budgetType === 'FIXED';
  return {
    id: row.id,
    name: row.name,
    clientName: row.clientName,
    clientId: row.clientId,
    code: row.code,
    description: row.description,
    budgetType,
    totalBudget: budgetIsMoney && !visibility.moneySettings ? null : numericToNumber(row.totalBudget),
    hourlyBillRate: visibility.moneySettings ? numericToNumber(row.hourlyBillRate) : null,
    screenshotIntervalMins: row.screenshotIntervalMins,
    blurScreenshots: row.blurScreenshots,
    billableByDefault: row.billableByDefault,
    assignedUserIds: assignees.map((assignee) => assignee.userId),
    assignedMembers: assignees.map(({ memberId, userId, fullName, status }) => ({
      memberId,
      userId,
      fullName,
      status,
    })),
    isArchived: row.archivedAt !== null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    isPublicShared: row.isPublicShared,
    hasSharePassword: row.hasSharePassword,
    profitability: profitabilityOf(totals ?? NO_TIME, { type: budgetType, total: row.totalBudget }, visibility.money),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
