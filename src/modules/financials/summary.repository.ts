import { sql } from 'drizzle-orm';
import type { TimeZone } from '../../platform/dates.js';
import type { Executor } from '../../platform/db/index.js';
import { rowsOf } from '../../platform/db/rows.js';
import { members } from '../members/index.js';
import { projects } from '../projects/index.js';
import { countedTime, timeRollupProjectTotals } from '../time/index.js';
import { users } from '../users/index.js';

/** Which projects' time a report counts: one, a client's, or all (both undefined). */
interface ProjectScope {
  projectId?: string | undefined;
  clientId?: string | undefined;
}

interface Period {
  /** Inclusive start instant. */
  start: Date;
  /** Exclusive end instant. */
  end: Date;
}

/** Money in cents and seconds as the database answers them (bigint/numeric as text). */
interface ProjectFigures {
  projectId: string | null;
  projectName: string | null;
  clientName: string | null;
  budgetType: 'FIXED' | 'HOURLY' | null;
  totalBudget: string | null;
  hoursLogged: string;
  billableHours: string;
  revenueCents: string;
  costCents: string;
  profitCents: string;
  marginPercent: string | null;
  budgetUsedPercent: string | null;
  overBudget: boolean | null;
  totalRevenueCents: string;
  totalCostCents: string;
  totalProfitCents: string;
  totalMarginPercent: string | null;
  totalHoursLogged: string;
  totalBillableHours: string;
}

export interface Totals {
  revenueCents: string;
  costCents: string;
  profitCents: string;
  marginPercent: string | null;
  hoursLogged: string;
  billableHours: string;
}

const NO_TOTALS: Totals = {
  revenueCents: '0',
  costCents: '0',
  profitCents: '0',
  marginPercent: null,
  hoursLogged: '0',
  billableHours: '0',
};

export function totalsOf(rows: ProjectFigures[]): Totals {
  const first = rows[0];
  if (!first) return NO_TOTALS;
  return {
    revenueCents: first.totalRevenueCents,
    costCents: first.totalCostCents,
    profitCents: first.totalProfitCents,
    marginPercent: first.totalMarginPercent,
    hoursLogged: first.totalHoursLogged,
    billableHours: first.totalBillableHours,
  };
}

/**
 * One row per project with counted time in the period (plus a row with null project for time on
 * no project), each carrying the organization's totals too (window sums over the rounded
 * per-project figures, so the breakdown adds up to the totals).
 *
 * Counted: finished entries that are not REJECTED, by start time. Revenue: billable seconds × the
 * entry's snapshotted bill rate / 3600; for a FIXED project the revenue recognised up to a moment
 * is that amount capped at the budget, and the period's revenue is what was recognised by its end
 * less what was recognised by its start. Cost: all counted seconds × the snapshotted cost rate.
 * Cents are rounded once per project (half away from zero, i.e. half-up for these non-negative sums).
 * Whole local days are read from the day rollups, partial days from the raw entries (countedTime).
 */
export async function projectFigures(
  executor: Executor,
  orgId: string,
  period: Period,
  scope: ProjectScope,
  rollupZone: TimeZone | null,
): Promise<ProjectFigures[]> {
  const { projectId } = scope;
  const p = projects;
  const t = timeRollupProjectTotals;
  const inPeriod = countedTime({ orgId, period, rollupZone, by: 'project', ...scope });
  // The running totals below are joined to the projects counted in the period, so a client's
  // scope needs no filter there.
  const after = countedTime({ orgId, period: { start: period.end, end: null }, rollupZone, by: 'project', ...scope });
  // Time up to the period's end is the running total less what started after it, so the cost of
  // a report follows its period, not the project's history.
  const result = await executor.execute(sql`
    with in_period as (
      select key as project_id, sum(entries) as entries, sum(seconds) as worked_seconds,
             sum(billable_seconds) as billable_seconds, sum(billable_amount) as billable_amount,
             sum(cost_amount) as cost_amount
        from (${inPeriod}) c
       group by key
      having sum(entries) > 0
    ),
    after_period as (
      select key as project_id, sum(seconds) as seconds, sum(billable_amount) as billable_amount
        from (${after}) c
       group by key
    ),
    totals as (
      select ${t.projectId} as project_id, sum(${t.workedSeconds}) as seconds, sum(${t.billableAmount}) as billable_amount
        from ${t}
       where ${t.orgId} = ${orgId} and ${t.status} <> 'REJECTED'
         ${projectId === undefined ? sql`` : sql`and ${t.projectId} = ${projectId}`}
       group by ${t.projectId}
    ),
    sums as (
      select s.project_id, s.worked_seconds, s.billable_seconds,
             coalesce(t.seconds, 0) - coalesce(a.seconds, 0) as worked_to_end,
             (coalesce(t.billable_amount, 0) - coalesce(a.billable_amount, 0)) / 36 as billed_to_end,
             (coalesce(t.billable_amount, 0) - coalesce(a.billable_amount, 0) - s.billable_amount) / 36 as billed_before,
             s.billable_amount / 36 as billed_in_period,
             s.cost_amount / 36 as cost_in_period
        from in_period s
        left join totals t on t.project_id = s.project_id
        left join after_period a on a.project_id = s.project_id
    ),
    figures as (
      select s.project_id, ${p.name} as project_name, ${p.clientName} as client_name,
             ${p.budgetType} as budget_type, ${p.totalBudget} as total_budget,
             s.worked_seconds, s.billable_seconds,
             case when ${p.budgetType} = 'FIXED'
                  then least(round(s.billed_to_end), ${p.totalBudget} * 100)
                       - least(round(s.billed_before), ${p.totalBudget} * 100)
                  else round(s.billed_in_period) end as revenue_cents,
             round(s.cost_in_period) as cost_cents,
             case when ${p.budgetType} = 'FIXED' and ${p.totalBudget} > 0
                    then round(s.billed_to_end / ${p.totalBudget}, 2)
                  when ${p.budgetType} = 'HOURLY' and ${p.totalBudget} > 0
                    then round(s.worked_to_end / 36 / ${p.totalBudget}, 2) end as budget_used_percent,
             case when ${p.budgetType} = 'FIXED' then round(s.billed_to_end) > ${p.totalBudget} * 100
                  when ${p.budgetType} = 'HOURLY' then s.worked_to_end > ${p.totalBudget} * 3600 end as over_budget
        from sums s
        left join ${p} on ${p.orgId} = ${orgId} and ${p.id} = s.project_id
    )
    select project_id as "projectId", project_name as "projectName", client_name as "clientName",
           budget_type as "budgetType", total_budget::text as "totalBudget",
           round(worked_seconds / 3600.0, 2)::text as "hoursLogged",
           round(billable_seconds / 3600.0, 2)::text as "billableHours",
           revenue_cents::bigint::text as "revenueCents", cost_cents::bigint::text as "costCents",
           (revenue_cents - cost_cents)::bigint::text as "profitCents",
           case when revenue_cents > 0 then round((revenue_cents - cost_cents) * 100 / revenue_cents, 2)::text end
             as "marginPercent",
           budget_used_percent::text as "budgetUsedPercent", over_budget as "overBudget",
           (sum(revenue_cents) over ())::bigint::text as "totalRevenueCents",
           (sum(cost_cents) over ())::bigint::text as "totalCostCents",
           (sum(revenue_cents - cost_cents) over ())::bigint::text as "totalProfitCents",
           case when sum(revenue_cents) over () > 0
                then round(sum(revenue_cents - cost_cents) over () * 100 / sum(revenue_cents) over (), 2)::text end
             as "totalMarginPercent",
           round(sum(worked_seconds) over () / 3600.0, 2)::text as "totalHoursLogged",
           round(sum(billable_seconds) over () / 3600.0, 2)::text as "totalBillableHours"
      from figures
     order by revenue_cents desc, project_name nulls last, project_id
  `);
  return rowsOf<ProjectFigures>(result);
}

interface MemberFigures {
  memberId: string;
  userId: string;
  fullName: string;
  status: string;
  weeklyCapacityHours: string | null;
  hoursLogged: string;
  billableHours: string;
  capacityHours: string | null;
  utilisationPercent: string | null;
  billableUtilisationPercent: string | null;
}

/**
 * Hours of each member in the period against their capacity: weeklyCapacityHours × capacityFactor
 * (the period's working days over the organization's working days per week: capacity.rules.ts).
 * Active members are listed even without time; others only when they have time in the period.
 */
export async function memberFigures(
  executor: Executor,
  orgId: string,
  period: Period,
  capacityFactor: number,
  scope: ProjectScope,
  rollupZone: TimeZone | null,
): Promise<MemberFigures[]> {
  const m = members;
  const capacity = sql`(${m.weeklyCapacityHours} * ${String(capacityFactor)}::numeric)`;
  const counted = countedTime({ orgId, period, rollupZone, by: 'member', ...scope });
  const result = await executor.execute(sql`
    with counted as (
      select key as member_id, sum(entries) as entries, sum(seconds) as worked_seconds,
             sum(billable_seconds) as billable_seconds
        from (${counted}) c
       group by key
    ),
    worked as (
      select ${m.id} as member_id, ${m.userId} as user_id, ${users.fullName} as full_name, ${m.status} as status,
             ${m.weeklyCapacityHours} as weekly, ${capacity} as capacity,
             coalesce(c.worked_seconds, 0) as worked_seconds, coalesce(c.billable_seconds, 0) as billable_seconds,
             coalesce(c.entries, 0) as entries
        from ${m}
        join ${users} on ${users.id} = ${m.userId}
        left join counted c on c.member_id = ${m.id}
       where ${m.orgId} = ${orgId}
    )
    select member_id as "memberId", user_id as "userId", full_name as "fullName", status,
           weekly::text as "weeklyCapacityHours", round(worked_seconds / 3600.0, 2)::text as "hoursLogged",
           round(billable_seconds / 3600.0, 2)::text as "billableHours", round(capacity, 2)::text as "capacityHours",
           case when capacity > 0 then round(worked_seconds / 36.0 / capacity, 2)::text end as "utilisationPercent",
           case when capacity > 0 then round(billable_seconds / 36.0 / capacity, 2)::text end
             as "billableUtilisationPercent"
      from worked
     where status = 'ACTIVE' or entries > 0
     order by worked_seconds desc, full_name, member_id
  `);
  return rowsOf<MemberFigures>(result);
}
