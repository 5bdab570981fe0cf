import type { TenantContext } from '../../platform/auth/context.js';
import type { Clock } from '../../platform/clock.js';
import { daysRange } from '../../platform/dates.js';
import type { Db } from '../../platform/db/index.js';
import { uncachedReports, type ReportCache, type SizedAnswer } from '../../platform/db/snapshot-cache.js';
import { errors } from '../../platform/http/errors.js';
import { capacityFactor } from '../members/index.js';

import { readableRollupZone } from '../time/index.js';
import { centsToNumber } from './invoice.rules.js';
import { projectExists } from './invoices.repository.js';
import { clientExists } from './summary.clients.js';
import { memberFigures, projectFigures, totalsOf, type Totals } from './summary.repository.js';
import { chosenPeriods, defaultPeriods } from './summary.rules.js';
import type { SummaryQuery } from './summary.schemas.js';

const num = (value: string | null) => (value === null ? null : Number(value));
const cents = (value: string) => centsToNumber(BigInt(value));

function totalsView(totals: Totals) {
  return {
    revenue: cents(totals.revenueCents),
    cost: cents(totals.costCents),
    profit: cents(totals.profitCents),
    marginPercent: num(totals.marginPercent),
    hoursLogged: Number(totals.hoursLogged),
    billableHours: Number(totals.billableHours),
  };
}

export function createSummaryService(db: Db, clock: Clock, cache: ReportCache = uncachedReports) {
  return {
    summary(ctx: TenantContext, query: SummaryQuery) {
      return compute(ctx.orgId, query, periodsOf(ctx, query), ctx.calendar);
    },

    /** The summary as `prepare` serializes it, kept by the report cache while the data is unchanged. */
    summaryAnswer<T extends SizedAnswer>(ctx: TenantContext, query: SummaryQuery, prepare: (summary: Summary) => T) {
      const periods = periodsOf(ctx, query);
      const { timeZone, workingDays } = ctx.calendar;
      // All the answer depends on besides the data (it is the same for everyone who may read it).
      const inputs = { query, periods, timeZone, workingDays };
      return cache.read(ctx, inputs, async () => prepare(await compute(ctx.orgId, query, periods, ctx.calendar)));
    },
  };

  /** Days, months and capacity are the organization's: its zone, its working days. */
  function periodsOf(ctx: TenantContext, query: SummaryQuery) {
    return query.from !== undefined && query.to !== undefined
      ? chosenPeriods(query.from, query.to)
      : defaultPeriods(clock.now(), ctx.calendar.timeZone);
  }

  type Summary = Awaited<ReturnType<typeof compute>>;

  async function compute(
    orgId: string,
    query: SummaryQuery,
    { current, previous }: ReturnType<typeof chosenPeriods>,
    { timeZone, workingDays }: TenantContext['calendar'],
  ) {
    // Unknown ids (or another organization's) are 404 here, as projectId always was.
    if (query.projectId && !(await projectExists(db, orgId, query.projectId)))
      throw errors.notFound('Project', query.projectId);
    if (query.clientId && !(await clientExists(db, orgId, query.clientId)))
      throw errors.notFound('Client', query.clientId);
    const scope = { projectId: query.projectId, clientId: query.clientId };
    const currentRange = daysRange(current.from, current.to, timeZone);
    const capacity = capacityFactor(current.from, current.to, workingDays);
    // Whole days come from the rollups while they are readable in the organization's zone.
    const rollupZone = await readableRollupZone(db, orgId);
    const [projects, before, people] = await Promise.all([
      projectFigures(db, orgId, currentRange, scope, rollupZone),
      projectFigures(db, orgId, daysRange(previous.from, previous.to, timeZone), scope, rollupZone),
      memberFigures(db, orgId, currentRange, capacity, scope, rollupZone),
    ]);
    const now = totalsOf(projects);
    const then = totalsOf(before);
    const difference = (a: string, b: string) => centsToNumber(BigInt(a) - BigInt(b));
    return {
      period: current,
      totals: totalsView(now),
      comparison: { period: previous, totals: totalsView(then) },
      change: {
        revenue: difference(now.revenueCents, then.revenueCents),
        cost: difference(now.costCents, then.costCents),
        profit: difference(now.profitCents, then.profitCents),
      },
      projects: projects.map((row) => ({
        projectId: row.projectId,
        projectName: row.projectName,
        clientName: row.clientName,
        budgetType: row.budgetType,
        totalBudget: num(row.totalBudget),
        hoursLogged: Number(row.hoursLogged),
        billableHours: Number(row.billableHours),
        revenue: cents(row.revenueCents),
        cost: cents(row.costCents),
        profit: cents(row.profitCents),
        marginPercent: num(row.marginPercent),
        budgetUsedPercent: num(row.budgetUsedPercent),
        overBudget: row.overBudget,
      })),
      members: people.map((row) => ({
        memberId: row.memberId,
        userId: row.userId,
        fullName: row.fullName,
        status: row.status,
        weeklyCapacityHours: num(row.weeklyCapacityHours),
        capacityHours: num(row.capacityHours),
        hoursLogged: Number(row.hoursLogged),
        billableHours: Number(row.billableHours),
        utilisationPercent: num(row.utilisationPercent),
        billableUtilisationPercent: num(row.billableUtilisationPercent),
      })),
    };
  }
}
