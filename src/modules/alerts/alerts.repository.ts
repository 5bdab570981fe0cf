import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { rowsOf } from '../../platform/db/rows.js';
import type { Weekday } from '../../platform/dates.js';
import { alertOccasions } from './alerts.tables.js';

type Kind = 'BUDGET' | 'CAPACITY';

/** Claims an occasion: true for the one caller whose insert made the row (it sends), false for the rest. */
export async function claimOccasion(tx: Executor, orgId: string, kind: Kind, subjectId: string, occasion: string) {
  const claimed = await tx
    .insert(alertOccasions)
    .values({ orgId, kind, subjectId, occasion })
    .onConflictDoNothing()
    .returning({ orgId: alertOccasions.orgId });
  return claimed.length > 0;
}

export interface BudgetUse {
  orgId: string;
  projectId: string;
  projectName: string;
  budgetType: 'FIXED' | 'HOURLY';
  usedPercent: number;
}

/**
 * Budget use of every live project with a budget, in organizations whose budget alerts are on,
 * from the running totals (docs/rollups.md) and by the projects' own rule: money billed against a
 * FIXED budget, hours worked against an HOURLY one, rejected time not counted, two decimals.
 */
export async function budgetUses(executor: Executor): Promise<BudgetUse[]> {
  const result = await executor.execute(sql`
    select p.org_id as "orgId", p.id as "projectId", p.name as "projectName", p.budget_type as "budgetType",
           round(case when p.budget_type = 'FIXED' then round(coalesce(sum(t.billable_amount), 0) / 36) / p.total_budget
                      else round(coalesce(sum(t.worked_seconds), 0) / 36.0) / p.total_budget end, 2)::float8 as "usedPercent"
      from projects p
      left join alert_settings s on s.org_id = p.org_id
      left join time_rollup_project_totals t on t.org_id = p.org_id and t.project_id = p.id and t.status <> 'REJECTED'
     where p.archived_at is null and p.total_budget > 0 and coalesce(s.budget_alerts, true)
     group by p.org_id, p.id`);
  return rowsOf<BudgetUse>(result);
}

/** The budget thresholds already told, as `orgId projectId threshold` keys. */
export async function claimedBudgetOccasions(executor: Executor): Promise<Set<string>> {
  const rows = await executor
    .select({ orgId: alertOccasions.orgId, subjectId: alertOccasions.subjectId, occasion: alertOccasions.occasion })
    .from(alertOccasions)
    .where(eq(alertOccasions.kind, 'BUDGET'));
  return new Set(rows.map((row) => budgetKey(row.orgId, row.subjectId, row.occasion)));
}

export const budgetKey = (orgId: string, projectId: string, threshold: number | string) =>
  `${orgId} ${projectId} ${threshold}`;

/** Forgets a threshold a project has fallen back below: its next crossing is a new occasion. */
export async function rearmBudgetOccasion(executor: Executor, use: BudgetUse, threshold: number): Promise<void> {
  await executor
    .delete(alertOccasions)
    .where(
      and(
        eq(alertOccasions.orgId, use.orgId),
        eq(alertOccasions.kind, 'BUDGET'),
        eq(alertOccasions.subjectId, use.projectId),
        eq(alertOccasions.occasion, String(threshold)),
      ),
    );
}

interface Recipient {
  memberId: string;
  email: string;
  fullName: string;
}

/**
 * Who hears of a project's budget: the organization's Owners and the project's assigned members
 * whose role may manage projects, active, with budget alerts on for themselves.
 */
export async function budgetRecipients(executor: Executor, orgId: string, projectId: string): Promise<Recipient[]> {
  const result = await executor.execute(sql`
    select m.id as "memberId", u.email, u.full_name as "fullName"
      from members m
      join users u on u.id = m.user_id
      join roles r on r.org_id = m.org_id and r.id = m.role_id
      left join alert_preferences ap on ap.org_id = m.org_id and ap.member_id = m.id
     where m.org_id = ${orgId} and m.status = 'ACTIVE' and coalesce(ap.budget_alerts, true)
       and (r.built_in_key = 'OWNER'
            or ('projects.manage' = any(r.permissions)
                and exists (select 1 from project_members pm
                             where pm.org_id = m.org_id and pm.project_id = ${projectId} and pm.member_id = m.id)))
     order by u.full_name, m.id`);
  return rowsOf<Recipient>(result);
}

interface ReminderOrganization {
  orgId: string;
  timeZone: string;
  firstDayOfWeek: Weekday;
  workingDays: Weekday[];
  reminderWeekday: Weekday | null;
  reminderHour: number;
}

/** Organizations whose capacity reminders are on, with their calendar and the reminder's time. */
export async function reminderOrganizations(executor: Executor): Promise<ReminderOrganization[]> {
  const result = await executor.execute(sql`
    select o.id as "orgId", o.time_zone as "timeZone", o.first_day_of_week as "firstDayOfWeek",
           o.working_days as "workingDays", s.reminder_weekday as "reminderWeekday",
           coalesce(s.reminder_hour, 15) as "reminderHour"
      from organizations o
      left join alert_settings s on s.org_id = o.id
     where coalesce(s.capacity_reminders, true)`);
  return rowsOf<ReminderOrganization>(result);
}

interface ReminderMember extends Recipient {
  weeklyCapacityHours: string;
}

/** Active members with a weekly capacity and reminders on whose week `weekDay` is not handled yet. */
export async function membersToRemind(executor: Executor, orgId: string, weekDay: string): Promise<ReminderMember[]> {
  const result = await executor.execute(sql`
    select m.id as "memberId", u.email, u.full_name as "fullName", m.weekly_capacity_hours::text as "weeklyCapacityHours"
      from members m
      join users u on u.id = m.user_id
      left join alert_preferences ap on ap.org_id = m.org_id and ap.member_id = m.id
     where m.org_id = ${orgId} and m.status = 'ACTIVE' and m.weekly_capacity_hours > 0
       and coalesce(ap.capacity_reminders, true)
       and not exists (select 1 from alert_occasions a
                        where a.org_id = m.org_id and a.kind = 'CAPACITY' and a.subject_id = m.id and a.occasion = ${weekDay})
     order by m.id`);
  return rowsOf<ReminderMember>(result);
}
