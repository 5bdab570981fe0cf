// The money of a period over local days, computed exactly as GET /financials/summary computes it
// (the same query), for other modules that state money (the AI chat's revenue and "most
// profitable project"), so two screens never disagree.
import { daysRange, type Day, type TimeZone } from '../../platform/dates.js';
import type { Executor } from '../../platform/db/index.js';
import { readableRollupZone } from '../time/index.js';
import { centsToNumber } from './invoice.rules.js';
import { projectFigures, totalsOf } from './summary.repository.js';

interface ProjectProfit {
  projectName: string | null;
  billableHours: number;
  revenue: number;
  cost: number;
  profit: number;
}

interface PeriodMoney {
  projects: ProjectProfit[];
  totals: { billableHours: number; revenue: number; cost: number; profit: number };
}

/** One project's, one client's projects' (by id) or the whole organization's money (scope empty). */
export async function periodMoney(
  executor: Executor,
  orgId: string,
  timeZone: TimeZone,
  period: { from: Day; to: Day },
  scope: { projectId?: string; clientId?: string } = {},
): Promise<PeriodMoney> {
  const rollupZone = await readableRollupZone(executor, orgId);
  const rows = await projectFigures(executor, orgId, daysRange(period.from, period.to, timeZone), scope, rollupZone);
  const money = (cents: string) => centsToNumber(BigInt(cents));
  const totals = totalsOf(rows);
  return {
    projects: rows.map((row) => ({
      projectName: row.projectName,
      billableHours: Number(row.billableHours),
      revenue: money(row.revenueCents),
      cost: money(row.costCents),
      profit: money(row.profitCents),
    })),
    totals: {
      billableHours: Number(totals.billableHours),
      revenue: money(totals.revenueCents),
      cost: money(totals.costCents),
      profit: money(totals.profitCents),
    },
  };
}
