import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { rowsOf } from '../../platform/db/rows.js';
import { members } from '../members/index.js';
import { projects } from '../projects/index.js';
import { timeEntries } from '../time/index.js';
import { users } from '../users/index.js';

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
 */
export async function projectFigures(
  executor: Executor,
  orgId: string,
  period: Period,
  projectId: string | undefined,
): Promise<ProjectFigures[]> {
  const e = timeEntries;
  const p = projects;
  const start = sql`${period.start.toISOString()}::timestamptz`;
  const end = sql`${period.end.toISOString()}::timestamptz`;
  const inPeriod = sql`${e.startTime} >= ${start}`;
  const result = await executor.execute(sql`
    with counted as (
      select ${e.projectId} as project_id,
             ${e.workedSeconds}::bigint as seconds,
             ${e.isBillable} as billable,
             coalesce(${e.billRate}, 0) as bill_rate,
             coalesce(${e.costRate}, 0) as cost_rate,
             ${inPeriod} as in_period
        from ${e}
       where ${e.orgId} = ${orgId}
         and ${e.endTime} is not null
         and ${e.status} <> 'REJECTED'
         and ${e.startTime} < ${end}
         ${projectId === undefined ? sql`` : sql`and ${e.projectId} = ${projectId}`}
    ),
    sums as (
      select project_id,
             coalesce(sum(seconds) filter (where in_period), 0) as worked_seconds,
             coalesce(sum(seconds) filter (where in_period and billable), 0) as billable_seconds,
             coalesce(sum(seconds), 0) as worked_to_end,
             coalesce(sum(seconds * bill_rate) filter (where billable), 0) / 36 as billed_to_end,
             coalesce(sum(seconds * bill_rate) filter (where billable and not in_period), 0) / 36 as billed_before,
             coalesce(sum(seconds * bill_rate) filter (where billable and in_period), 0) / 36 as billed_in_period,
             coalesce(sum(seconds * cost_rate) filter (where in_period), 0) / 36 as cost_in_period
        from counted
       group by project_id
      having count(*) filter (where in_period) > 0
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
  projectId: string | undefined,
): Promise<MemberFigures[]> {
  const e = timeEntries;
  const m = members;
  const start = sql`${period.start.toISOString()}::timestamptz`;
  const end = sql`${period.end.toISOString()}::timestamptz`;
  const capacity = sql`(${m.weeklyCapacityHours} * ${String(capacityFactor)}::numeric)`;
  const result = await executor.execute(sql`
    with worked as (
      select ${m.id} as member_id, ${m.userId} as user_id, ${users.fullName} as full_name, ${m.status} as status,
             ${m.weeklyCapacityHours} as weekly, ${capacity} as capacity,
             coalesce(sum(${e.workedSeconds}), 0) as worked_seconds,
             coalesce(sum(${e.workedSeconds}) filter (where ${e.isBillable}), 0) as billable_seconds,
             count(${e.id}) as entries
        from ${m}
        join ${users} on ${users.id} = ${m.userId}
        left join ${e} on ${e.orgId} = ${m.orgId} and ${e.memberId} = ${m.id}
             and ${e.endTime} is not null and ${e.status} <> 'REJECTED'
             and ${e.startTime} >= ${start} and ${e.startTime} < ${end}
             ${projectId === undefined ? sql`` : sql`and ${e.projectId} = ${projectId}`}
       where ${m.orgId} = ${orgId}
       group by ${m.id}, ${m.userId}, ${users.fullName}, ${m.status}, ${m.weeklyCapacityHours}
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
