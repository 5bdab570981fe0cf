// Revenue, cost and profit per project over local days, computed exactly as GET
// /financials/summary computes its project lines (the same query), for other modules that state
// money (the AI chat's "most profitable project"), so two screens never disagree.
import { daysRange, type Day, type TimeZone } from '../../platform/dates.js';
import type { Executor } from '../../platform/db/index.js';
import { readableRollupZone } from '../time/index.js';
import { centsToNumber } from './invoice.rules.js';
import { projectFigures } from './summary.repository.js';

interface ProjectProfit {
  projectName: string | null;
  revenue: number;
  cost: number;
  profit: number;
}

export async function projectProfits(
  executor: Executor,
  orgId: string,
  timeZone: TimeZone,
  from: Day,
  to: Day,
): Promise<ProjectProfit[]> {
  const rollupZone = await readableRollupZone(executor, orgId);
  const rows = await projectFigures(executor, orgId, daysRange(from, to, timeZone), {}, rollupZone);
  const money = (cents: string) => centsToNumber(BigInt(cents));
  return rows.map((row) => ({
    projectName: row.projectName,
    revenue: money(row.revenueCents),
    cost: money(row.costCents),
    profit: money(row.profitCents),
  }));
}
