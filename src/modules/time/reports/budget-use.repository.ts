import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.js';
import { projects } from '../../projects/index.js';
import { timeRollupProjectTotals as totals } from './rollups.tables.js';

export interface BudgetUse {
  orgId: string;
  projectId: string;
  projectName: string;
  budgetType: 'FIXED' | 'HOURLY';
  usedPercent: number;
}

/**
 * Budget use of every live project with a budget, in every organization, from the running totals
 * (docs/rollups.md) and by the projects' own rule: money billed against a FIXED budget, hours
 * worked against an HOURLY one, rejected time not counted, two decimals. For the budget alerts.
 */
export async function projectBudgetUses(executor: Executor): Promise<BudgetUse[]> {
  const rows = await executor
    .select({
      orgId: projects.orgId,
      projectId: projects.id,
      projectName: projects.name,
      budgetType: projects.budgetType,
      usedPercent: sql<number>`round(case when ${projects.budgetType} = 'FIXED'
          then round(coalesce(sum(${totals.billableAmount}), 0) / 36) / ${projects.totalBudget}
          else round(coalesce(sum(${totals.workedSeconds}), 0) / 36.0) / ${projects.totalBudget} end, 2)::float8`,
    })
    .from(projects)
    .leftJoin(
      totals,
      and(eq(totals.orgId, projects.orgId), eq(totals.projectId, projects.id), ne(totals.status, 'REJECTED')),
    )
    .where(and(isNull(projects.archivedAt), gt(projects.totalBudget, '0')))
    .groupBy(projects.orgId, projects.id);
  return rows.map((row) => ({ ...row, budgetType: row.budgetType as BudgetUse['budgetType'] }));
}
